import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundContent } from "~/components/not-found-content";
import { siteDataFrom } from "~/lib/site-data";

/** Any path no other route matches: the 404 page, with HTTP status 404. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  // Spec section 2: the not-found page logs the requested path (here, on the server).
  console.warn(JSON.stringify({ event: "not_found", path: pathname }));
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Page not found | ${siteDataFrom(matches).site.name}` },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundContent />;
}
