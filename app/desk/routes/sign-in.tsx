import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in";
import { TextField } from "#app/components/form-fields.tsx";
import {
  currentStaff,
  deskStore,
  safeNext,
  sessionCookie,
  signInWithPassword,
  SIGN_IN_POSTS_LIMITED,
} from "#app/desk/auth.server.ts";
import { Notice } from "#app/desk/components/ui.tsx";
import { PasskeySignIn } from "#app/desk/components/passkey-sign-in.tsx";
import { readDeskForm } from "#app/desk/form.server.ts";

export const meta = () => [{ title: "Sign in | Admissions desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get("next"));
  if (await currentStaff(request, context)) throw redirect(next);
  const signedOut = url.searchParams.get("signed-out");
  return { next, signedOut: signedOut === "everywhere" ? "everywhere" : signedOut ? "this" : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (await context.isOverSubmissionLimit("desk_sign_in"))
    return data({ error: SIGN_IN_POSTS_LIMITED, email: "" }, { status: 429 });
  const form = await readDeskForm(request);
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  const next = safeNext(String(form.get("next") ?? ""));
  if (!email || !password) {
    return data({ error: "Enter your email and your password.", email }, { status: 400 });
  }
  const result = await signInWithPassword(deskStore(context), { email, password, ip: context.clientIp });
  if (!result.ok) return data({ error: result.message, email }, { status: result.status });
  return redirect(next, { status: 303, headers: { "Set-Cookie": sessionCookie(request, result.token) } });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-4 py-10">
      <div className="desk-card">
        <h1 className="text-2xl font-bold">Sign in to the admissions desk</h1>
        <p className="mt-1 mb-5 text-sm text-muted">For the institute&apos;s counsellors and admins.</p>
        {loaderData.signedOut ? (
          <Notice tone="success">
            {loaderData.signedOut === "everywhere" ? "You are signed out on every device." : "You are signed out."}
          </Notice>
        ) : null}
        {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="next" value={loaderData.next} />
          <TextField
            formId="sign-in"
            name="email"
            label="Email"
            type="email"
            autoComplete="username webauthn"
            defaultValue={actionData?.email ?? ""}
          />
          <TextField
            formId="sign-in"
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? "Signing in…" : "Sign in"}
          </button>
        </Form>
        <PasskeySignIn next={loaderData.next} />
        <p className="mt-5 text-sm text-muted">Forgot your password? Ask an admin for a new sign-in link.</p>
      </div>
    </main>
  );
}
