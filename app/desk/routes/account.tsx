import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/account";
import { TextField } from "#app/components/form-fields.tsx";
import { changeOwnPassword, requireStaff } from "#app/desk/auth.server.ts";
import { readDeskForm } from "#app/desk/form.server.ts";
import { PASSWORD_MIN } from "#app/desk/password-policy.ts";
import { Notice, PageHeader } from "#app/desk/components/ui.tsx";
import { PasskeyManager } from "#app/desk/components/passkey-manager.tsx";
import { changeOwnPasswordWithPasskey, changePasskey } from "#app/desk/passkey-confirmation.server.ts";
import { changeDuty } from "#app/desk/duty.server.ts";
import { DutySwitch, dutyText, leaveText } from "#app/desk/components/duty.tsx";
import { useNavigation, useSubmit } from "react-router";
import { useState } from "react";
import { browserHasPasskeys, confirmWithPasskey, useHydrated } from "#app/desk/passkey-client.ts";
import { changeNotifications } from "#app/desk/notifications.server.ts";
import { NotificationSettingsCard } from "#app/desk/components/notifications.tsx";
import { ROLE_LABELS, worksLeads } from "#domain/desk.ts";

export const meta = () => [{ title: "Account | Admissions desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, desk } = await requireStaff(request, context);
  const [passkeys, duties, notifications] = await Promise.all([
    desk.listPasskeys(staff.id),
    desk.staffDuty(),
    desk.notificationSettings(staff.id),
  ]);
  return {
    staff,
    duty: duties.find((duty) => duty.staffId === staff.id) ?? {
      staffId: staff.id,
      onDuty: false,
      leaveFrom: null,
      leaveTo: null,
    },
    now: new Date().toISOString(),
    passkeys: passkeys.map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt })),
    notifications,
    welcome: new URL(request.url).searchParams.has("welcome"),
    passwordChanged: new URL(request.url).searchParams.get("password") === "changed",
  };
}

/** Renaming and removing a passkey, changing the password (plain forms, so they work without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const { staff, desk } = await requireStaff(request, context);
  const form = await readDeskForm(request);
  // Only the person's own duty and leave from here (the Staff page is the admins' way to set anyone's).
  if (String(form.get("staffId") ?? staff.id) !== staff.id)
    return data(
      { intent: "duty" as const, ok: false as const, error: "You can change only your own duty and leave here." },
      { status: 403 },
    );
  const duty = await changeDuty(desk, staff, form);
  if (duty) return data(duty, { status: duty.ok ? 200 : duty.status });
  const notify = await changeNotifications(desk, staff, form, request, context.pushEndpoints);
  if (notify) return data(notify, { status: notify.ok ? 200 : notify.status });
  if (form.get("intent") === "password") {
    const result =
      form.get("method") === "passkey"
        ? await changeOwnPasswordWithPasskey(desk, staff, request, form, context.clientIp)
        : await changeOwnPassword(desk, staff, request, form, context.clientIp);
    if (!result.ok) return data(result.problem, { status: result.status });
    return redirect("/desk/account?password=changed", 303);
  }
  return changePasskey(desk, staff, form);
}

/**
 * Confirming the password change with one of the account's passkeys instead of the current
 * password (staff who sign in only with a passkey have none). The browser's answer is posted
 * with the new password; it needs JavaScript, as every passkey does.
 */
function ConfirmWithPasskey({ label, primary = false }: { label: string; primary?: boolean }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!hydrated)
    return (
      <noscript>
        <p className="text-sm text-muted">Confirming with a passkey needs JavaScript.</p>
      </noscript>
    );
  if (!browserHasPasskeys()) return <p className="text-sm text-muted">This browser cannot use passkeys.</p>;

  async function start(form: HTMLFormElement | null) {
    if (busy || !form) return;
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    const [password, confirm] = [field("password"), field("confirm")];
    // The new password is checked before the passkey is asked for, so it is not asked in vain.
    if (!password.reportValidity() || !confirm.reportValidity()) return;
    if (password.value !== confirm.value) {
      setError("The two new passwords are not the same.");
      return;
    }
    setBusy(true);
    setError(null);
    const confirmed = await confirmWithPasskey();
    if (!confirmed.ok) {
      setBusy(false);
      setError(confirmed.message);
      return;
    }
    const body = new FormData();
    body.set("intent", "password");
    body.set("method", "passkey");
    body.set("password", password.value);
    body.set("confirm", confirm.value);
    body.set("challengeId", confirmed.value.challengeId);
    body.set("response", confirmed.value.response);
    await submit(body, { method: "post" });
    setBusy(false);
  }

  return (
    <div className="flex flex-col gap-2">
      {error ? <Notice tone="error">{error}</Notice> : null}
      <button
        type="button"
        className={`btn-small ${primary ? "btn-primary" : "btn-secondary"} min-h-11 self-start`}
        aria-disabled={busy || undefined}
        onClick={(event) => void start(event.currentTarget.form)}
      >
        {busy ? "Waiting for your passkey…" : label}
      </button>
    </div>
  );
}

function NewPasswordFields() {
  return (
    <>
      <TextField
        formId="password"
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
        hint={`At least ${PASSWORD_MIN} characters. Changing it signs you out on every other device.`}
      />
      <TextField
        formId="password"
        name="confirm"
        label="New password again"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { staff, passkeys, welcome, passwordChanged, duty, notifications } = loaderData;
  const now = new Date(loaderData.now);
  const busy = useNavigation().state === "submitting";
  const passwordProblem = actionData?.intent === "password" ? actionData.error : null;
  const dutyAnswer = actionData?.intent === "duty" && "ok" in actionData ? actionData : null;
  const notifyAnswer = actionData?.intent === "notify" ? actionData : null;
  const leave = leaveText(duty, now);
  return (
    <>
      <PageHeader title="Your account" description={`${staff.name} · ${staff.email} · ${ROLE_LABELS[staff.role]}`} />
      {welcome ? (
        <Notice tone="success">
          Your password is saved and you are signed in. Add a passkey below to sign in with your phone&apos;s
          fingerprint or face unlock next time.
        </Notice>
      ) : null}
      <div className="grid items-start gap-5 lg:grid-cols-2">
        {worksLeads(staff.role) ? (
          <section aria-labelledby="duty" className="desk-card">
            <h2 id="duty" className="mb-2 text-base font-bold">
              Duty and leave
            </h2>
            {dutyAnswer?.ok ? <Notice tone="success">{dutyAnswer.message}</Notice> : null}
            {dutyAnswer && !dutyAnswer.ok ? <Notice tone="error">{dutyAnswer.error}</Notice> : null}
            <p className="mb-3 text-sm text-muted">
              New leads are given in turn to the people on duty. Switch off when you stop for the day; your own leads
              stay yours.
            </p>
            <div className="mb-4 flex flex-wrap items-center gap-3">
              <DutySwitch duty={duty} busy={busy} />
              <p className="text-sm font-semibold" data-testid="duty-state">
                {dutyText(duty, now)}
              </p>
            </div>
            <h3 className="mb-1 text-sm font-bold">Leave</h3>
            {leave ? (
              <Form method="post" className="mb-3 flex flex-wrap items-center gap-3">
                <input type="hidden" name="intent" value="leave-clear" />
                <p className="text-sm">{leave}.</p>
                <button type="submit" className="btn-small btn-secondary min-h-11" disabled={busy}>
                  Remove leave
                </button>
              </Form>
            ) : (
              <p className="mb-3 text-sm text-muted">
                No leave recorded. While on leave you get no new leads, even if on duty.
              </p>
            )}
            <Form method="post" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="leave" />
              <label className="flex flex-col gap-1">
                <span className="desk-label">First day</span>
                <input
                  type="date"
                  name="from"
                  required
                  className="desk-input min-h-11"
                  defaultValue={duty.leaveFrom ?? ""}
                />
              </label>
              <label className="flex flex-col gap-1">
                <span className="desk-label">Last day</span>
                <input
                  type="date"
                  name="to"
                  required
                  className="desk-input min-h-11"
                  defaultValue={duty.leaveTo ?? ""}
                />
              </label>
              <button type="submit" className="btn-small btn-primary min-h-11" disabled={busy}>
                Save leave
              </button>
            </Form>
          </section>
        ) : null}
        {worksLeads(staff.role) ? (
          <NotificationSettingsCard settings={notifications} role={staff.role} answer={notifyAnswer} />
        ) : null}
        <PasskeyManager
          passkeys={passkeys}
          problem={
            actionData?.intent === "password" || actionData?.intent === "duty" || actionData?.intent === "notify"
              ? undefined
              : actionData
          }
        />
        <section aria-labelledby="sessions" className="desk-card">
          <h2 id="sessions" className="mb-2 text-base font-bold">
            Sessions
          </h2>
          <p className="mb-3 text-sm text-muted">
            Lost a phone, or signed in on a shared computer? Sign out everywhere ends every session of your account,
            this one included, and turns notifications off on all your devices. Sessions also end after 12 hours without
            use, and 14 days after signing in.
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
          {passwordChanged ? (
            <Notice tone="success">Your password is changed. Every other session of your account has ended.</Notice>
          ) : null}
          {passwordProblem ? <Notice tone="error">{passwordProblem}</Notice> : null}
          {staff.hasPassword ? (
            <Form method="post" className="flex flex-col gap-3">
              <input type="hidden" name="intent" value="password" />
              <input type="email" name="username" autoComplete="username" value={staff.email} readOnly hidden />
              <TextField
                formId="password"
                name="current"
                label="Current password"
                type="password"
                autoComplete="current-password"
              />
              <NewPasswordFields />
              <button type="submit" className="btn-small btn-primary min-h-11 self-start">
                Change password
              </button>
              {passkeys.length > 0 ? (
                <>
                  <p className="text-sm text-muted">Or confirm it is you with one of your passkeys:</p>
                  <ConfirmWithPasskey label="Change with a passkey instead" />
                </>
              ) : null}
            </Form>
          ) : passkeys.length > 0 ? (
            <Form method="post" className="flex flex-col gap-3" onSubmit={(event) => event.preventDefault()}>
              <p className="text-sm text-muted">
                Your account has no password: you sign in with a passkey. To add a password, choose one and confirm with
                your passkey.
              </p>
              <input type="email" name="username" autoComplete="username" value={staff.email} readOnly hidden />
              <NewPasswordFields />
              <ConfirmWithPasskey label="Confirm with your passkey and save" primary />
            </Form>
          ) : (
            <p className="text-sm text-muted">
              Your account has no password and no passkey. Ask an admin for a new sign-in link.
            </p>
          )}
        </section>
      </div>
    </>
  );
}
