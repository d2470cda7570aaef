import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/staff";
import { SelectField, TextField } from "#app/components/form-fields.tsx";
import { formatIst } from "#domain/india-time.ts";
import { ROLE_LABELS, STAFF_ROLES, worksLeads, type StaffRole } from "#domain/desk.ts";
import { createSignInLink, requireAdmin } from "#app/desk/auth.server.ts";
import { Notice, PageHeader } from "#app/desk/components/ui.tsx";
import { staffInputProblem } from "#app/desk/staff-input.ts";
import { changeDuty } from "#app/desk/duty.server.ts";
import { DutySwitch, dutyText, leaveText } from "#app/desk/components/duty.tsx";
import { readDeskForm } from "#app/desk/form.server.ts";

export const meta = () => [{ title: "Staff | Admissions desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, desk } = await requireAdmin(request, context);
  const [team, duties] = await Promise.all([desk.listStaff(), desk.staffDuty()]);
  return { team, duties, viewerId: staff.id, now: new Date().toISOString() };
}

type ActionResult =
  | { ok: true; message: string; link?: { url: string; name: string; expiresAt: string } }
  | { ok: false; error: string; values?: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const { staff, desk } = await requireAdmin(request, context);
  const form = await readDeskForm(request);
  const field = (name: string) =>
    String(form.get(name) ?? "")
      .normalize("NFC")
      .trim();
  const origin = new URL(request.url).origin;
  const answer = (result: ActionResult, status = 200) => data(result, { status });
  // Admins put anyone on or off duty, and record or remove anyone's leave.
  const duty = await changeDuty(desk, staff, form);
  if (duty)
    return duty.ok
      ? answer({ ok: true, message: duty.message })
      : answer({ ok: false, error: duty.error }, duty.status);

  switch (field("intent")) {
    case "add": {
      const input = { email: field("email"), name: field("name"), role: field("role") };
      const problem = staffInputProblem(input);
      if (problem) return answer({ ok: false, error: problem, values: input }, 400);
      const created = await desk.createStaff({ ...input, role: input.role as StaffRole }, staff.id);
      if (!created.ok) return answer({ ok: false, error: created.message, values: input }, 400);
      const link = await createSignInLink(desk, created.staff.id, origin, staff.id);
      const emailed = await desk.emailSignInLink(created.staff.id, link.url, link.expiresAt.toISOString());
      return answer({
        ok: true,
        message: `${created.staff.name} was added.${emailed ? ` The link below has also been emailed to ${created.staff.email}.` : ""}`,
        link: { url: link.url, name: created.staff.name, expiresAt: link.expiresAt.toISOString() },
      });
    }
    case "link": {
      const member = await desk.findStaff(field("staffId"));
      if (!member || !member.active)
        return answer({ ok: false, error: "That account does not exist or is disabled." }, 400);
      const link = await createSignInLink(desk, member.id, origin, staff.id);
      const emailed = await desk.emailSignInLink(member.id, link.url, link.expiresAt.toISOString());
      return answer({
        ok: true,
        message: `A new sign-in link for ${member.name} is ready${emailed ? ` and has been emailed to ${member.email}` : ""}. Earlier links no longer work.`,
        link: { url: link.url, name: member.name, expiresAt: link.expiresAt.toISOString() },
      });
    }
    case "disable":
    case "enable": {
      const enable = field("intent") === "enable";
      const id = field("staffId");
      if (!enable && id === staff.id) return answer({ ok: false, error: "You cannot disable your own account." }, 400);
      const member = await desk.setStaffActive(id, enable, staff.id);
      if (!member) return answer({ ok: false, error: "That account does not exist." }, 400);
      return answer({
        ok: true,
        message: enable ? `${member.name} can sign in again.` : `${member.name} is disabled and signed out everywhere.`,
      });
    }
    default:
      return answer({ ok: false, error: "Unknown action. Please reload the page." }, 400);
  }
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const { team, viewerId, duties } = loaderData;
  const now = new Date(loaderData.now);
  const busy = useNavigation().state === "submitting";
  const dutyOf = (id: string) =>
    duties.find((duty) => duty.staffId === id) ?? { staffId: id, onDuty: false, leaveFrom: null, leaveTo: null };
  const values = actionData && !actionData.ok ? actionData.values : undefined;
  return (
    <>
      <PageHeader
        title="Staff"
        description="Who can sign in to the desk. A new account signs in first with a one-time link."
      />
      {actionData?.ok ? (
        <Notice tone="success">
          <p>{actionData.message}</p>
          {actionData.link ? (
            <div className="mt-2">
              <p>
                Send this one-time sign-in link to {actionData.link.name} (it works once, until{" "}
                {formatIst(actionData.link.expiresAt)}):
              </p>
              <input
                readOnly
                value={actionData.link.url}
                aria-label={`Sign-in link for ${actionData.link.name}`}
                className="desk-input mt-1 font-mono text-sm"
                onFocus={(event) => event.currentTarget.select()}
              />
            </div>
          ) : null}
        </Notice>
      ) : null}
      {actionData && !actionData.ok ? <Notice tone="error">{actionData.error}</Notice> : null}

      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="team" className="desk-card overflow-x-auto">
          <h2 id="team" className="mb-3 text-base font-bold">
            Accounts ({team.length})
          </h2>
          <ul className="divide-y divide-slate-200">
            {team.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-semibold">
                    {member.name}{" "}
                    {member.id === viewerId ? <span className="font-normal text-muted">(you)</span> : null}
                  </p>
                  <p className="text-sm break-words text-muted">
                    {member.email} · {ROLE_LABELS[member.role]} ·{" "}
                    {member.active ? (member.hasPassword ? "Active" : "Not signed in yet") : "Disabled"}
                  </p>
                  {member.active && worksLeads(member.role) ? (
                    <p className="text-sm break-words" data-testid="staff-duty">
                      {dutyText(dutyOf(member.id), now)}
                      {leaveText(dutyOf(member.id), now)?.startsWith("Leave")
                        ? ` · ${leaveText(dutyOf(member.id), now)}`
                        : ""}
                    </p>
                  ) : null}
                </div>
                <div className="flex flex-wrap gap-2">
                  {member.active && worksLeads(member.role) ? (
                    <DutySwitch duty={dutyOf(member.id)} name={member.name} busy={busy} />
                  ) : null}
                  {member.active ? (
                    <Form method="post">
                      <input type="hidden" name="staffId" value={member.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="link"
                        className="btn-small btn-secondary"
                        disabled={busy}
                      >
                        New sign-in link<span className="sr-only"> for {member.name}</span>
                      </button>
                    </Form>
                  ) : null}
                  {member.id !== viewerId ? (
                    <Form method="post">
                      <input type="hidden" name="staffId" value={member.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={member.active ? "disable" : "enable"}
                        className={`btn-small ${member.active ? "border border-danger text-danger hover:bg-red-50" : "btn-secondary"}`}
                        disabled={busy}
                      >
                        {member.active ? "Disable" : "Enable"}
                        <span className="sr-only"> {member.name}</span>
                      </button>
                    </Form>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="add-staff" className="desk-card">
          <h2 id="add-staff" className="mb-3 text-base font-bold">
            Add a staff member
          </h2>
          <Form method="post" className="flex flex-col gap-3">
            <input type="hidden" name="intent" value="add" />
            <TextField
              formId="staff"
              name="name"
              label="Full name"
              defaultValue={values?.name}
              autoComplete="off"
              maxLength={100}
            />
            <TextField
              formId="staff"
              name="email"
              label="Email"
              type="email"
              defaultValue={values?.email}
              autoComplete="off"
            />
            <SelectField
              formId="staff"
              name="role"
              label="Role"
              options={STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
              defaultValue={values?.role ?? "counsellor"}
              hint="Admins also manage staff, download leads and read the audit log. Editors edit the site's content and see no leads or students' details."
            />
            <button type="submit" className="btn-small btn-primary self-start" disabled={busy}>
              Add and create sign-in link
            </button>
          </Form>
        </section>
      </div>
    </>
  );
}
