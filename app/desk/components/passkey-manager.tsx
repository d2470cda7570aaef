import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigate, useNavigation } from "react-router";
import { Icon } from "#app/components/icon.tsx";
import { formatIst } from "#domain/india-time.ts";
import { addPasskey, browserHasPasskeys, useHydrated } from "#app/desk/passkey-client.ts";
import {
  isPasskeySaved,
  PASSKEY_NAME_MAX,
  PASSKEY_SAVED_MESSAGES,
  type PasskeyFormProblem,
} from "#app/desk/passkey-rules.ts";
import { Notice } from "./ui";

interface PasskeyRow {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const ACCOUNT = "/desk/account";

/**
 * The account's passkeys: add one (JavaScript only: the browser creates it), rename one,
 * remove one. Renaming and removing are plain forms that work without JavaScript; which
 * passkey is being renamed, or is asked about before removal, is in the address
 * (?rename=ID, ?remove=ID), so that confirmation step needs no script either.
 */
export function PasskeyManager({ passkeys, problem }: { passkeys: PasskeyRow[]; problem?: PasskeyFormProblem }) {
  // useLocation rather than useSearchParams: the public site uses it already, so the desk
  // adds nothing to the shell chunk every page loads (scripts/build/client-chunks.ts).
  const params = new URLSearchParams(useLocation().search);
  const saved = params.get("saved");
  const renaming = problem?.intent === "rename" ? problem.id : params.get("rename");
  const removing = problem ? null : params.get("remove");
  // A rename refused for its name is shown at the field; anything else above the list.
  const fieldError = problem?.intent === "rename" && problem.name !== undefined ? problem.error : null;
  const { noticeRef, registerLink, locationKey } = useFocusAfterChange();
  // A failed "Add a passkey" belongs to the page as it was: it goes with the next navigation.
  const [addError, setAddError] = useState<{ at: string; message: string } | null>(null);
  const generalError =
    (addError?.at === locationKey ? addError.message : null) ?? (problem && fieldError === null ? problem.error : null);

  return (
    <section aria-labelledby="passkeys" className="desk-card">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <h2 id="passkeys" className="text-base font-bold">
          Passkeys
        </h2>
        <AddPasskey onError={(message) => setAddError(message ? { at: locationKey, message } : null)} />
      </div>
      <p className="mb-3 text-sm text-muted">
        Sign in with your phone&apos;s or computer&apos;s fingerprint, face or screen lock instead of your password. Add
        one on each device you use.
      </p>
      <noscript>
        <p className="mb-3 text-sm text-muted">
          Adding a passkey needs JavaScript. Renaming and removing work without it.
        </p>
      </noscript>
      {generalError || (isPasskeySaved(saved) && !problem) ? (
        // One message at a time: a refusal replaces the notice of the last change.
        <div ref={noticeRef} tabIndex={-1} className="outline-none">
          {generalError ? (
            <Notice tone="error">{generalError}</Notice>
          ) : isPasskeySaved(saved) ? (
            <Notice tone="success">{PASSKEY_SAVED_MESSAGES[saved]}</Notice>
          ) : null}
        </div>
      ) : null}

      {passkeys.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-muted">No passkeys yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 border-t border-slate-200">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3">
              <div className="min-w-0">
                <p className="flex items-start gap-2 font-semibold break-words">
                  <Icon name="key-round" className="mt-1 size-4 shrink-0 text-brand-700" />
                  <span className="min-w-0">{passkey.name}</span>
                </p>
                {/* Each half kept whole, so a narrow screen breaks the line only between them. */}
                <p className="mt-0.5 text-sm text-muted">
                  <span className="whitespace-nowrap">Added {formatIst(passkey.createdAt)}</span> ·{" "}
                  <span className="whitespace-nowrap">
                    {passkey.lastUsedAt ? `Last used ${formatIst(passkey.lastUsedAt)}` : "Not used yet"}
                  </span>
                </p>
              </div>
              {renaming === passkey.id ? (
                <RenameForm passkey={passkey} error={fieldError} typed={problem?.name} />
              ) : removing === passkey.id ? (
                <RemoveConfirmation passkey={passkey} />
              ) : (
                <div className="flex gap-2">
                  <Link
                    ref={(element) => registerLink(`rename:${passkey.id}`, element)}
                    to={`${ACCOUNT}?rename=${encodeURIComponent(passkey.id)}`}
                    preventScrollReset
                    className="btn-small btn-secondary"
                  >
                    Rename<span className="sr-only"> {passkey.name}</span>
                  </Link>
                  <Link
                    ref={(element) => registerLink(`remove:${passkey.id}`, element)}
                    to={`${ACCOUNT}?remove=${encodeURIComponent(passkey.id)}`}
                    preventScrollReset
                    className="btn-small border border-danger bg-white text-danger hover:bg-red-50"
                  >
                    Remove<span className="sr-only"> {passkey.name}</span>
                  </Link>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RenameForm({ passkey, error, typed }: { passkey: PasskeyRow; error: string | null; typed?: string }) {
  const id = useId();
  const busy = useNavigation().state === "submitting";
  const input = useRef<HTMLInputElement>(null);
  // A refused name: back to the field, whose description now carries the reason.
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);
  return (
    <Form method="post" action={ACCOUNT} preventScrollReset className="flex w-full flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="rename" />
      <input type="hidden" name="id" value={passkey.id} />
      <div className="flex min-w-48 flex-1 flex-col gap-1.5">
        <label htmlFor={`${id}-name`} className="desk-label">
          New name<span className="sr-only"> for {passkey.name}</span>
        </label>
        <input
          ref={input}
          id={`${id}-name`}
          name="name"
          className="desk-input"
          defaultValue={typed ?? passkey.name}
          maxLength={PASSKEY_NAME_MAX}
          required
          autoComplete="off"
          // The person just asked to rename this passkey: the field is where they are going.
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-danger">
            <span className="sr-only">Error: </span>
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex gap-2">
        <button type="submit" className="btn-small btn-primary" disabled={busy}>
          Save name
        </button>
        <Link
          to={ACCOUNT}
          state={{ focus: `rename:${passkey.id}` }}
          preventScrollReset
          className="btn-small btn-secondary"
        >
          Cancel
        </Link>
      </div>
    </Form>
  );
}

function RemoveConfirmation({ passkey }: { passkey: PasskeyRow }) {
  const id = useId();
  const busy = useNavigation().state === "submitting";
  return (
    <Form
      method="post"
      action={ACCOUNT}
      preventScrollReset
      aria-labelledby={`${id}-question`}
      className="w-full rounded-lg border border-red-300 bg-red-50 p-3"
    >
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="id" value={passkey.id} />
      <p id={`${id}-question`} className="text-sm font-semibold text-red-900">
        Remove “{passkey.name}”?
      </p>
      <p className="mt-1 text-sm text-red-900">You will no longer be able to sign in with it. This cannot be undone.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {/* Focused on arrival: the question above is its form's label, so it is read with it. */}
        <button type="submit" className="btn-small bg-danger text-white hover:bg-red-800" disabled={busy} autoFocus>
          Yes, remove it
        </button>
        <Link
          to={ACCOUNT}
          state={{ focus: `remove:${passkey.id}` }}
          preventScrollReset
          className="btn-small btn-secondary"
        >
          Keep it
        </Link>
      </div>
    </Form>
  );
}

/** "Add a passkey": after hydration only, as it needs JavaScript (and a browser with WebAuthn). */
function AddPasskey({ onError }: { onError: (message: string | null) => void }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!hydrated) return null;
  if (!browserHasPasskeys()) return <p className="text-sm text-muted">This browser cannot create passkeys.</p>;

  async function add() {
    if (busy) return;
    setBusy(true);
    onError(null);
    const result = await addPasskey();
    setBusy(false);
    if (result.ok) await navigate(`${ACCOUNT}?saved=added`, { replace: true, preventScrollReset: true });
    else onError(result.message);
  }

  return (
    // aria-disabled rather than disabled keeps focus on the button while the browser asks.
    <button
      type="button"
      className="btn-small btn-primary"
      aria-disabled={busy || undefined}
      onClick={() => void add()}
    >
      <Icon name="key-round" className="size-4" />
      {busy ? "Waiting for your device…" : "Add a passkey"}
    </button>
  );
}

/**
 * Where focus goes after a change made through the address, for keyboard and screen-reader
 * users (the element they were on has gone): to the notice after a save or a refusal, or back to the
 * Rename/Remove link after Cancel/Keep it. A fresh page load keeps the browser's own focus.
 */
function useFocusAfterChange() {
  const location = useLocation();
  const noticeRef = useRef<HTMLDivElement>(null);
  const links = useRef(new Map<string, HTMLElement>());
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const target = (location.state as { focus?: unknown } | null)?.focus;
    if (typeof target === "string") links.current.get(target)?.focus();
    else noticeRef.current?.focus();
  }, [location.key, location.state]);

  const registerLink = useCallback((key: string, element: HTMLElement | null) => {
    if (element) links.current.set(key, element);
    else links.current.delete(key);
  }, []);
  return { noticeRef, registerLink, locationKey: location.key };
}
