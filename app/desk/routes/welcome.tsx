import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/welcome";
import { TextField } from "#app/components/form-fields.tsx";
import { deskStore, hashToken, sessionCookie, SIGN_IN_POSTS_LIMITED, startSession } from "#app/desk/auth.server.ts";
import { readDeskForm } from "#app/desk/form.server.ts";
import { Notice } from "#app/desk/components/ui.tsx";
import { PASSWORD_MIN } from "#app/desk/password-policy.ts";
import { HashingBusy, hashPassword, passwordProblem, withHashingSlot } from "#app/desk/passwords.server.ts";
import { formatIst } from "#domain/india-time.ts";

/**
 * A one-time sign-in link (from `npm run staff` or an admin): choose a password, and be
 * signed in. The link works once, for 24 hours. Saving ends every other session of the
 * account, and the page lists the account's passkeys, so one its owner does not know can be
 * removed from the account page.
 */
export const meta = () => [{ title: "Set your password | Admissions desk" }];

const EXPIRED = "This link has expired or was already used. Ask an admin for a new one.";

export async function loader({ params, context }: Route.LoaderArgs) {
  const desk = deskStore(context);
  const staff = await desk.staffForLink(hashToken(params.token));
  if (!staff) return data({ staff: null, passkeys: [] }, { status: 410 });
  const passkeys = (await desk.listPasskeys(staff.id)).map(({ name, createdAt, lastUsedAt }) => ({
    name,
    createdAt,
    lastUsedAt,
  }));
  return { staff: { name: staff.name, email: staff.email }, passkeys };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const desk = deskStore(context);
  if (await context.isOverSubmissionLimit("desk_sign_in"))
    return data({ error: SIGN_IN_POSTS_LIMITED }, { status: 429 });
  const form = await readDeskForm(request);
  const password = String(form.get("password") ?? "");
  const confirm = String(form.get("confirm") ?? "");
  const problem =
    (await passwordProblem(password)) ?? (password !== confirm ? "The two passwords are not the same." : null);
  if (problem) return data({ error: problem }, { status: 400 });
  // No hash for a link that does not work (setPasswordWithLink checks it again, in its transaction).
  if (!(await desk.staffForLink(hashToken(params.token)))) return data({ error: EXPIRED }, { status: 410 });
  let hash: string;
  try {
    hash = await withHashingSlot(() => hashPassword(password));
  } catch (error) {
    if (error instanceof HashingBusy)
      return data({ error: "The desk is busy. Please try again in a minute." }, { status: 503 });
    throw error;
  }
  const staff = await desk.setPasswordWithLink(hashToken(params.token), hash);
  if (!staff) return data({ error: EXPIRED }, { status: 410 });
  const token = await startSession(desk, staff, context.clientIp, "link");
  return redirect("/desk/account?welcome=1", { status: 303, headers: { "Set-Cookie": sessionCookie(request, token) } });
}

export default function Welcome({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-4 py-10">
      <div className="desk-card">
        {loaderData.staff ? (
          <>
            <h1 className="text-2xl font-bold">Welcome, {loaderData.staff.name}</h1>
            <p className="mt-1 mb-5 text-sm text-muted">
              Choose a password for {loaderData.staff.email}. After this you can also add a passkey, to sign in with
              your phone&apos;s fingerprint or face unlock.
            </p>
            {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
            {loaderData.passkeys.length > 0 ? (
              <section aria-labelledby="welcome-passkeys" className="mb-4 text-sm">
                <h2 id="welcome-passkeys" className="font-bold">
                  Passkeys on this account
                </h2>
                <ul className="mt-1 list-disc pl-5">
                  {loaderData.passkeys.map((passkey, index) => (
                    <li key={index}>
                      {passkey.name} · added {formatIst(passkey.createdAt)} ·{" "}
                      {passkey.lastUsedAt ? `last used ${formatIst(passkey.lastUsedAt)}` : "never used"}
                    </li>
                  ))}
                </ul>
                <p className="mt-1 text-muted">
                  Saving a password signs out every session of this account. A passkey you do not recognise still signs
                  in: remove it on your Account page.
                </p>
              </section>
            ) : (
              <p className="mb-4 text-sm text-muted">Saving a password signs out every session of this account.</p>
            )}
            <Form method="post" className="flex flex-col gap-4">
              <input
                type="email"
                name="username"
                autoComplete="username"
                value={loaderData.staff.email}
                readOnly
                hidden
              />
              <TextField
                formId="welcome"
                name="password"
                label="New password"
                type="password"
                autoComplete="new-password"
                minLength={PASSWORD_MIN}
                hint={`At least ${PASSWORD_MIN} characters. Three or four unrelated words are easy to remember and hard to guess.`}
              />
              <TextField
                formId="welcome"
                name="confirm"
                label="New password again"
                type="password"
                autoComplete="new-password"
              />
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {busy ? "Saving…" : "Save password and sign in"}
              </button>
            </Form>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold">This link no longer works</h1>
            <p className="mt-2 text-muted">
              A sign-in link works once, for 24 hours. Ask an admin for a new one, or sign in if you have set your
              password.
            </p>
            <a href="/desk/sign-in" className="btn-small btn-primary mt-4">
              Go to sign in
            </a>
          </>
        )}
      </div>
    </main>
  );
}
