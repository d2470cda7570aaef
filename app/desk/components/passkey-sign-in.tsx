import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { Icon } from "#app/components/icon.tsx";
import { browserHasPasskeys, signInWithPasskey, useHydrated } from "#app/desk/passkey-client.ts";
import { Notice } from "./ui";

/**
 * "Sign in with a passkey" under the password form. It needs JavaScript, so it appears only
 * once the page has hydrated; without JavaScript a note says the password form is the way.
 * No email is asked for: the browser offers the passkeys it holds for the desk.
 */
export function PasskeySignIn({ next }: { next: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!hydrated) {
    return (
      <noscript>
        <p className="mt-5 text-sm text-muted">
          Passkey sign-in needs JavaScript. Your email and password work without it.
        </p>
      </noscript>
    );
  }

  async function start() {
    // aria-disabled rather than disabled keeps focus on the button while the browser asks.
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await signInWithPasskey(next);
    if (result.ok) {
      await navigate(result.value.redirect, { replace: true });
      return;
    }
    setBusy(false);
    setError(result.message);
  }

  return (
    <div className="mt-5">
      <div className="mb-5 flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {browserHasPasskeys() ? (
        <>
          <button
            type="button"
            className="btn btn-secondary w-full"
            aria-disabled={busy || undefined}
            aria-describedby={hintId}
            onClick={() => void start()}
          >
            <Icon name="key-round" className="size-5" />
            {busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
          </button>
          <p id={hintId} className="mt-2 text-sm text-muted">
            Use your phone&apos;s or computer&apos;s fingerprint, face or screen lock. No email or password needed.
          </p>
        </>
      ) : (
        <p className="text-sm text-muted">This browser cannot use passkeys. Sign in with your email and password.</p>
      )}
    </div>
  );
}
