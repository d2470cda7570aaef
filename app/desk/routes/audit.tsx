import type { Route } from "./+types/audit";
import { formatIst } from "#domain/india-time.ts";
import { requireAdmin } from "#app/desk/auth.server.ts";
import { PageHeader, Pagination } from "#app/desk/components/ui.tsx";

export const meta = () => [{ title: "Audit log | Admissions desk" }];

const ACTION_LABELS: Record<string, string> = {
  sign_in: "Signed in",
  "sign_in.failed": "Sign-in failed",
  "sign_in.throttled": "Sign-in refused (too many failures)",
  sign_out: "Signed out",
  "sign_out.everywhere": "Signed out everywhere",
  "staff.created": "Staff account created",
  "staff.link_created": "Sign-in link created",
  "staff.password_set": "Password set",
  "staff.disabled": "Staff account disabled",
  "staff.enabled": "Staff account enabled",
  "passkey.added": "Passkey added",
  "passkey.removed": "Passkey removed",
  "passkey.renamed": "Passkey renamed",
  "lead.status": "Lead status changed",
  "lead.owner": "Lead owner changed",
  "lead.follow_up": "Lead follow-up changed",
  "lead.note": "Note added to lead",
  "lead.call": "Call logged on lead",
  "lead.manual_enquiry": "Lead entered by hand",
  export: "Leads downloaded (CSV)",
  "report.export": "Report downloaded (CSV)",
  "import.committed": "Leads imported from a CSV file",
  "import.undone": "Import undone",
  "import.stopped": "Paused import stopped (its rows taken out)",
  "lead.viewed": "Lead opened",
  "lead.downloaded": "Person's data downloaded (JSON)",
  "lead.guardian": "Guardian's confirmation recorded",
  "lead.correction": "Person's details corrected",
  "lead.erased": "Person erased",
  "privacy.request_closed": "Privacy request answered",
  "privacy.purge": "Retention purge ran",
  "launch.confirmed": "Launch checklist item confirmed",
  "launch.withdrawn": "Launch checklist confirmation withdrawn",
  "launch.undone": "Launch checklist confirmation undone (its words changed)",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { desk } = await requireAdmin(request, context);
  const page = Math.max(1, Number(new URL(request.url).searchParams.get("page")) || 1);
  const log = await desk.auditLog({ page });
  return { ...log, page, pageCount: Math.max(1, Math.ceil(log.total / 100)) };
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, page, pageCount, total } = loaderData;
  return (
    <>
      <PageHeader
        title="Audit log"
        description={`${total.toLocaleString("en-IN")} entries: sign-ins, staff changes, downloads and changes to leads. Records of who opened or downloaded a person's data are kept for a year, then removed.`}
      />
      <section className="desk-card overflow-x-auto p-0 sm:p-0" tabIndex={0} aria-label="Audit log entries">
        <table className="w-full min-w-[36rem] text-sm">
          <thead className="bg-slate-50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2">
                When
              </th>
              <th scope="col" className="px-3 py-2">
                Who
              </th>
              <th scope="col" className="px-3 py-2">
                What
              </th>
              <th scope="col" className="px-3 py-2">
                Concerning
              </th>
              <th scope="col" className="px-3 py-2">
                Address
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className="px-3 py-2 whitespace-nowrap">{formatIst(entry.at)}</td>
                <td className="px-3 py-2">{entry.staffName ?? "—"}</td>
                <td className="px-3 py-2">{ACTION_LABELS[entry.action] ?? entry.action}</td>
                <td className="px-3 py-2">
                  {entry.action.startsWith("lead.") && entry.subject ? (
                    <a className="text-brand-800 underline" href={`/desk/leads/${entry.subject}`}>
                      Open lead
                    </a>
                  ) : entry.detail ? (
                    <span className="text-muted">
                      {Object.entries(entry.detail)
                        .map(([key, value]) => `${key}: ${String(value)}`)
                        .join(", ")}
                    </span>
                  ) : (
                    "—"
                  )}
                </td>
                <td className="px-3 py-2 font-mono text-xs">{entry.ip ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <Pagination page={page} pageCount={pageCount} hrefFor={(next) => `/desk/audit?page=${next}`} />
    </>
  );
}
