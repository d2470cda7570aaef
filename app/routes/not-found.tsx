import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundContent } from "#app/components/not-found-content.tsx";
import { logNotFound } from "#app/lib/not-found.server.ts";

/** Any path no other route matches: the 404 page, with HTTP status 404. */
export function loader({ request, context }: Route.LoaderArgs) {
  logNotFound(request, context);
  return data(null, { status: 404 });
}

// The title is NotFoundContent's.
export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function NotFound() {
  return <NotFoundContent />;
}
