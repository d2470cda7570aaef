import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { requireStaff } from "../auth.server";

/** /desk opens the Today page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return redirect("/desk/today");
}
