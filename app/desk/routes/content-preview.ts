import { data } from "react-router";
import type { Route } from "./+types/content-preview";
import { publicPagePaths } from "#app/routes/paths.ts";
import { editing } from "#app/desk/content.server.ts";
import { requireContentEditor } from "#app/desk/auth.server.ts";

const BANNER =
  '<div role="note" style="position:sticky;top:0;z-index:100;background:#7c2d12;color:#fff;padding:10px 16px;font:600 15px/1.4 system-ui,sans-serif;text-align:center">Preview of the draft: not published. Links lead to the live site.</div>';

/**
 * A public page rendered with the office's draft: staff only, never indexed, and, as every desk
 * answer, never stored by a cache (server/desk-headers.ts). A still picture (its scripts left out), with a banner saying it is a preview.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { desk } = await requireContentEditor(request, context);
  const path = new URL(request.url).searchParams.get("path") ?? "/";
  if (!publicPagePaths().includes(path)) throw data("Only the site's public pages can be previewed.", { status: 404 });
  if (!context.content) throw data("Previews need the database, which is unavailable.", { status: 503 });
  const { document } = await editing(desk);
  const page = await context.content.preview(path, document);
  return new Response(
    page.html.replace(/<body([^>]*)>/, (body) => body + BANNER),
    {
      status: page.status,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "X-Robots-Tag": "noindex, nofollow",
      },
    },
  );
}
