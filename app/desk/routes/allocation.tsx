import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/allocation";
import {
  ALLOCATION_RULE_LABELS,
  ALLOCATION_RULES,
  available,
  isAllocationRule,
  targetLabel,
} from "#domain/allocation.ts";
import { formatIst } from "#domain/india-time.ts";
import { requireAdmin } from "#app/desk/auth.server.ts";
import { allocationTargets } from "#app/desk/allocation-targets.server.ts";
import { dutyText } from "#app/desk/components/duty.tsx";
import { Notice, PageHeader } from "#app/desk/components/ui.tsx";
import { readDeskForm } from "#app/desk/form.server.ts";

export const meta = () => [{ title: "Allocation | Admissions desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { desk } = await requireAdmin(request, context);
  const [settings, team, duties] = await Promise.all([desk.allocationSettings(), desk.listStaff(), desk.staffDuty()]);
  const now = new Date();
  const active = team.filter((member) => member.active);
  return {
    settings,
    team: active.map((member) => {
      const duty = duties.find((each) => each.staffId === member.id) ?? {
        staffId: member.id,
        onDuty: false,
        leaveFrom: null,
        leaveTo: null,
      };
      return {
        id: member.id,
        name: member.name,
        role: member.role,
        state: dutyText(duty, now),
        available: available({ ...duty, active: true }, now),
      };
    }),
    targets: allocationTargets(),
  };
}

type ActionResult = { ok: true; message: string } | { ok: false; error: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { staff, desk } = await requireAdmin(request, context);
  const form = await readDeskForm(request);
  const answer = (result: ActionResult, status = 200) => data(result, { status });
  const targets = allocationTargets();
  const known = (target: string) => targets.some((group) => group.options.some((option) => option.value === target));
  switch (String(form.get("intent") ?? "")) {
    case "rule": {
      const rule = String(form.get("rule") ?? "");
      if (!isAllocationRule(rule)) return answer({ ok: false, error: "Choose one of the rules." }, 400);
      await desk.setAllocationRule(rule, staff.id);
      return answer({ ok: true, message: `Allocation: ${ALLOCATION_RULE_LABELS[rule]}.` });
    }
    case "route": {
      const target = String(form.get("target") ?? "");
      if (!known(target)) return answer({ ok: false, error: "Choose a course or a category." }, 400);
      const staffIds = form.getAll("staff").map(String);
      if (staffIds.length === 0)
        return answer({ ok: false, error: "Tick at least one person for the group, or remove the route." }, 400);
      const saved = await desk.setAllocationRoute(target, staffIds, staff.id);
      if (!saved.ok) return answer({ ok: false, error: saved.message }, 400);
      return answer({ ok: true, message: `Leads for ${targetLabel(target)} go to the group in turn.` });
    }
    case "route-remove": {
      const target = String(form.get("target") ?? "");
      await desk.setAllocationRoute(target, [], staff.id);
      return answer({ ok: true, message: `Route for ${targetLabel(target)} removed.` });
    }
    default:
      return answer({ ok: false, error: "Unknown action. Please reload the page." }, 400);
  }
}

export default function Allocation({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, team, targets } = loaderData;
  const busy = useNavigation().state === "submitting";
  const nameOf = (id: string) => team.find((member) => member.id === id)?.name ?? "a disabled account";
  const onDuty = team.filter((member) => member.available);
  return (
    <>
      <PageHeader title="Allocation" description="Who gets each new lead, the moment it arrives." />
      {actionData?.ok ? <Notice tone="success">{actionData.message}</Notice> : null}
      {actionData && !actionData.ok ? <Notice tone="error">{actionData.error}</Notice> : null}
      {settings.rule !== "off" && onDuty.length === 0 ? (
        <Notice tone="warning">
          Nobody is on duty: new leads stay unowned and the admins are emailed about each. Put people on duty on the{" "}
          <Link to="/desk/staff" className="font-semibold underline">
            Staff
          </Link>{" "}
          page.
        </Notice>
      ) : null}

      <div className="grid items-start gap-5 lg:grid-cols-2">
        <section aria-labelledby="rule" className="desk-card">
          <h2 id="rule" className="mb-3 text-base font-bold">
            Rule
          </h2>
          <Form method="post" className="flex flex-col gap-3">
            <input type="hidden" name="intent" value="rule" />
            <fieldset className="flex flex-col gap-2">
              <legend className="sr-only">How new leads are given</legend>
              {ALLOCATION_RULES.map((rule) => (
                <label
                  key={rule}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-900"
                >
                  <input
                    type="radio"
                    name="rule"
                    value={rule}
                    defaultChecked={settings.rule === rule}
                    className="size-4 accent-brand-700"
                  />
                  {ALLOCATION_RULE_LABELS[rule]}
                </label>
              ))}
            </fieldset>
            <p className="text-sm text-muted">
              A repeat enquiry stays with its owner. A closed lead that comes back goes to someone else only if its
              owner is disabled or on leave.
              {settings.updatedAt
                ? ` Last changed ${formatIst(settings.updatedAt)}${settings.updatedByName ? ` by ${settings.updatedByName}` : ""}.`
                : " Round-robin until an admin chooses."}
            </p>
            <button type="submit" className="btn-small btn-primary min-h-11 self-start" disabled={busy}>
              Save rule
            </button>
          </Form>
        </section>

        <section aria-labelledby="on-duty" className="desk-card">
          <h2 id="on-duty" className="mb-1 text-base font-bold">
            Who is on duty ({onDuty.length})
          </h2>
          <p className="mb-2 text-sm text-muted">
            People switch themselves on duty on their Account page; admins can for anyone on the{" "}
            <Link to="/desk/staff" className="font-semibold text-brand-800 underline">
              Staff
            </Link>{" "}
            page.
          </p>
          <ul className="divide-y divide-slate-100 text-sm">
            {team.map((member) => (
              <li key={member.id} className="flex flex-wrap justify-between gap-x-3 py-2">
                <span className="font-semibold">{member.name}</span>
                <span className={member.available ? "text-brand-800" : "text-muted"}>{member.state}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="routes" className="desk-card lg:col-span-2">
          <h2 id="routes" className="mb-1 text-base font-bold">
            By course
          </h2>
          <p className="mb-3 text-sm text-muted">
            {settings.rule === "by_course"
              ? "In use. A lead goes to its course's group, else its category's, in turn inside the group; with nobody of the group on duty, round-robin among everyone on duty."
              : "Used when the rule is By course. A lead goes to its course's group, else its category's, else round-robin."}
          </p>
          {settings.routes.length ? (
            <ul className="mb-4 divide-y divide-slate-100 rounded-lg border border-slate-200">
              {settings.routes.map((route) => (
                <li
                  key={route.target}
                  className="flex flex-wrap items-center justify-between gap-3 py-1 pr-1 pl-3 text-sm"
                >
                  <span>
                    <span className="font-semibold">{targetLabel(route.target)}</span>:{" "}
                    {route.staffIds.map(nameOf).join(", ")}
                  </span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="route-remove" />
                    <input type="hidden" name="target" value={route.target} />
                    <button type="submit" className="btn-small min-h-11 text-danger hover:bg-red-50" disabled={busy}>
                      Remove<span className="sr-only"> the route for {targetLabel(route.target)}</span>
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mb-4 text-sm">No routes yet.</p>
          )}
          <Form method="post" className="flex flex-col gap-3">
            <input type="hidden" name="intent" value="route" />
            <label className="flex max-w-md flex-col gap-1">
              <span className="desk-label">Course or category</span>
              <select name="target" required className="desk-input min-h-11" defaultValue="">
                <option value="" disabled>
                  Choose…
                </option>
                {targets.map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </label>
            <fieldset>
              <legend className="desk-label mb-1">Its group (in turn)</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {team.map((member) => (
                  <label
                    key={member.id}
                    className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50"
                  >
                    <input type="checkbox" name="staff" value={member.id} className="size-4 accent-brand-700" />
                    {member.name}
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="submit" className="btn-small btn-primary min-h-11 self-start" disabled={busy}>
              Save route
            </button>
          </Form>
        </section>
      </div>
    </>
  );
}
