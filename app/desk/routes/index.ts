import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { deskLanding } from "#domain/desk.ts";
import { requireStaff } from "#app/desk/auth.server.ts";

/** /desk opens each role's start page (deskLanding): Today for those who work leads. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff } = await requireStaff(request, context);
  return redirect(deskLanding(staff.role));
}
