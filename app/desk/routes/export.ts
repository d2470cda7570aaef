import type { Route } from "./+types/export";
import { toCsv } from "#domain/csv.ts";
import { requireAdmin } from "#app/desk/auth.server.ts";
import { readFilterParams, toInboxFilter } from "#app/desk/inbox-filter.ts";
import { keptSource, normaliseSource } from "#domain/sources.ts";

const COLUMNS = [
  "id",
  "name",
  "phone",
  "email",
  "course",
  "status",
  "owner",
  "source",
  "firstEnquiryAt",
  "lastEnquiryAt",
  "nextFollowUpAt",
  "enquiries",
  "reachedAt",
  "attempts",
  "mergedFrom",
] as const;

/** Admins only: the inbox's current filter as CSV (same format as `npm run export`), recorded in the audit log. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, desk } = await requireAdmin(request, context);
  const params = readFilterParams(new URL(request.url).searchParams);
  const leads = await desk.exportLeads(toInboxFilter(params, staff.id));
  // The filters say what was exported; a search's text may be a person's name or number, so only its use is noted,
  // and a source only as leads keep it (domain/sources.ts): one typed into the address could be anything.
  const filters = Object.fromEntries(
    Object.entries(params)
      .filter(([, value]) => value !== "")
      .map(([key, value]) => [key, key === "q" ? "(search)" : key === "source" ? keptSource(value) : value]),
  );
  await desk.audit({
    action: "export",
    staffId: staff.id,
    ip: context.clientIp,
    detail: { rows: leads.length, ...filters },
  });
  const rows = leads.map((lead) => ({
    id: lead.id,
    name: lead.name,
    phone: lead.phone,
    email: lead.email,
    course: lead.course,
    status: lead.status,
    owner: lead.ownerName ?? "",
    // Named as the Reports and the Overview name it (domain/sources.ts), one name for every page and export.
    source: normaliseSource(lead.source).label,
    firstEnquiryAt: lead.firstEnquiryAt,
    lastEnquiryAt: lead.lastEnquiryAt,
    nextFollowUpAt: lead.nextFollowUpAt ?? "",
    enquiries: String(lead.enquiryCount),
    // When someone last started speaking with the person (empty: not reached since the clock started).
    reachedAt: lead.contactedAt ?? "",
    attempts: String(lead.attempts),
    // Leads an admin merged into this one, by id: a merged row can be told apart.
    mergedFrom: lead.mergedFrom.join(" "),
  }));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(COLUMNS, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
    },
  });
}
