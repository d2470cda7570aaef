import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundContent } from "~/components/not-found-content";
import { logNotFound } from "~/lib/not-found.server";
import { siteDataFrom } from "~/lib/site-data";

/** Any path no other route matches: the 404 page, with HTTP status 404. */
export function loader({ request, context }: Route.LoaderArgs) {
  logNotFound(request, context);
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Page not found | ${siteDataFrom(matches).site.name}` },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundContent />;
}
