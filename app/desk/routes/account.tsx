import { Form } from "react-router";
import type { Route } from "./+types/account";
import { requireStaff } from "../auth.server";
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
  };
}

/** Renaming and removing a passkey (plain forms, so they work without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const { staff, desk } = await requireStaff(request, context);
  return changePasskey(desk, staff, await request.formData());
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { staff, passkeys, welcome } = loaderData;
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
        <PasskeyManager passkeys={passkeys} problem={actionData} />
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
      </div>
    </>
  );
}
