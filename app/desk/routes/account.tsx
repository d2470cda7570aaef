import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/account";
import { TextField } from "~/components/form-fields";
import { changeOwnPassword, requireStaff, UNREADABLE_FORM } from "../auth.server";
import { readForm } from "../passkey-http.server";
import { PASSWORD_MIN } from "../password-policy";
import { Notice, PageHeader } from "../components/ui";
import { PasskeyManager } from "../components/passkey-manager";
import { changePasskey } from "../passkeys.server";

export const meta = () => [{ title: "Account | Admissions desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, desk } = await requireStaff(request, context);
  const passkeys = await desk.listPasskeys(staff.id);
  return {
    staff,
    passkeys: passkeys.map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt })),
    welcome: new URL(request.url).searchParams.has("welcome"),
    passwordChanged: new URL(request.url).searchParams.get("password") === "changed",
  };
}

/** Renaming and removing a passkey, changing the password (plain forms, so they work without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const { staff, desk } = await requireStaff(request, context);
  const form = await readForm(request);
  if (!form) return data({ intent: "unknown" as const, id: "", error: UNREADABLE_FORM }, { status: 400 });
  if (form.get("intent") === "password") {
    const result = await changeOwnPassword(desk, staff, request, form, context.clientIp);
    if (!result.ok) return data(result.problem, { status: result.status });
    return redirect("/desk/account?password=changed", 303);
  }
  return changePasskey(desk, staff, form);
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { staff, passkeys, welcome, passwordChanged } = loaderData;
  const passwordProblem = actionData?.intent === "password" ? actionData.error : null;
  return (
    <>
      <PageHeader title="Your account" description={`${staff.name} · ${staff.email} · ${staff.role === "admin" ? "Admin" : "Counsellor"}`} />
      {welcome ? (
        <Notice tone="success">
          Your password is saved and you are signed in. Add a passkey below to sign in with your phone&apos;s fingerprint or face
          unlock next time.
        </Notice>
      ) : null}
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <PasskeyManager passkeys={passkeys} problem={actionData?.intent === "password" ? undefined : actionData} />
        <section aria-labelledby="sessions" className="desk-card">
          <h2 id="sessions" className="mb-2 text-base font-bold">
            Sessions
          </h2>
          <p className="mb-3 text-sm text-muted">
            Lost a phone, or signed in on a shared computer? Sign out everywhere ends every session of your account, this one
            included. Sessions also end after 12 hours without use, and 14 days after signing in.
          </p>
          <Form method="post" action="/desk/sign-out">
            <button type="submit" name="scope" value="everywhere" className="btn-small btn-secondary">
              Sign out everywhere
            </button>
          </Form>
        </section>
        <section aria-labelledby="password" className="desk-card">
          <h2 id="password" className="mb-2 text-base font-bold">
            Password
          </h2>
          {passwordChanged ? <Notice tone="success">Your password is changed. Every other session of your account has ended.</Notice> : null}
          {passwordProblem ? <Notice tone="error">{passwordProblem}</Notice> : null}
          {staff.hasPassword ? (
            <Form method="post" className="flex flex-col gap-3">
              <input type="hidden" name="intent" value="password" />
              <input type="email" name="username" autoComplete="username" value={staff.email} readOnly hidden />
              <TextField formId="password" name="current" label="Current password" type="password" autoComplete="current-password" />
              <TextField
                formId="password"
                name="password"
                label="New password"
                type="password"
                autoComplete="new-password"
                minLength={PASSWORD_MIN}
                hint={`At least ${PASSWORD_MIN} characters. Changing it signs you out on every other device.`}
              />
              <TextField formId="password" name="confirm" label="New password again" type="password" autoComplete="new-password" />
              <button type="submit" className="btn-small btn-secondary self-start">
                Change password
              </button>
            </Form>
          ) : (
            <p className="text-sm text-muted">
              Your account has no password: you sign in with a passkey. To set one, ask an admin for a new sign-in link.
            </p>
          )}
        </section>
      </div>
    </>
  );
}
