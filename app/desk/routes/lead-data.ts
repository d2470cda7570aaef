import { data } from "react-router";
import type { Route } from "./+types/lead-data";
import { requireAdmin } from "#app/desk/auth.server.ts";
import { awaitingVerificationMessage } from "#domain/request-identity.ts";

/**
 * Admins only: everything held about one person, as JSON, for an access request (the DPDP
 * Act's section 11). The download is recorded in the audit log (store: personalData). Refused
 * (409, saying why) while a request matched to the lead waits for the lead's confirmation
 * (domain/request-identity.ts).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { staff, desk } = await requireAdmin(request, context);
  const personal = await desk.personalData(params.id, staff.id, context.clientIp);
  if (!personal.ok && personal.reason === "unverified")
    throw data(awaitingVerificationMessage(personal.requests), { status: 409 });
  if (!personal.ok) throw data("There is no lead at this address.", { status: 404 });
  return new Response(`${JSON.stringify(personal.data, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="personal-data-${params.id}.json"`,
    },
  });
}
