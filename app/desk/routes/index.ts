import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { requireStaff } from "#app/desk/auth.server.ts";

/** /desk opens the Today page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return redirect("/desk/today");
}
