import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { DESK_SHELL_ROUTE_ID } from "./desk/route-ids";
import { hasTwin } from "#domain/language.ts";

/**
 * The public pages, once per language: English at the root, Hindi under /hi (the same
 * modules under their own ids, "hi/…"; each reads its language from its path,
 * domain/language.ts). docs/decisions/0021-hindi-edition.md.
 */
function publicPages(language: "en" | "hi") {
  const id = (name: string) => (language === "en" ? {} : { id: `hi/${name}` });
  const pages = [
    index("routes/home.tsx", id("home")),
    route("about", "routes/about.tsx", id("about")),
    route("courses", "routes/courses.tsx", id("courses")),
    route("courses/:slug", "routes/course.tsx", id("course")),
    route("success-stories", "routes/success-stories.tsx", id("success-stories")),
    route("admission", "routes/admission.tsx", id("admission")),
    route("admission/submitted", "routes/admission-submitted.tsx", id("admission-submitted")),
    route("contact", "routes/contact.tsx", id("contact")),
    route("privacy", "routes/privacy.tsx", id("privacy")),
    route("privacy/request", "routes/privacy-request.tsx", id("privacy-request")),
    route("recognition", "routes/recognition.tsx", id("recognition")),
    route("faq", "routes/faq.tsx", id("faq")),
    route("grievances", "routes/grievances.tsx", id("grievances")),
  ];
  // Only the pages translated so far have a Hindi twin (domain/language.ts).
  return language === "en" ? pages : pages.filter((page) => hasTwin(`/${page.path ?? ""}`.replace(":slug", "x")));
}

export default [
  ...publicPages("en"),
  ...prefix("hi", publicPages("hi")),
  route("sitemap.xml", "routes/sitemap.ts"),
  // The Hindi pages' sitemap (robots.txt names both).
  route("hi/sitemap.xml", "routes/sitemap.ts", { id: "hi/sitemap" }),
  route("robots.txt", "routes/robots.ts"),
  // The admissions desk: staff only, rendered on each request, never pre-rendered.
  ...prefix("desk", [
    route("sign-out", "desk/routes/sign-out.ts"),
    route("passkey-options", "desk/routes/passkey-options.ts"),
    route("passkey-register", "desk/routes/passkey-register.ts"),
    route("passkey-sign-in", "desk/routes/passkey-sign-in.ts"),
    route("export.csv", "desk/routes/export.ts"),
    route("reports.csv", "desk/routes/reports-csv.ts"),
    route("import/:id/refused.csv", "desk/routes/import-refused.ts"),
    route("leads/:id/data.json", "desk/routes/lead-data.ts"),
    // A call, note or next step kept on a phone without a connection, sent when it is back (app/desk/offline/).
    route("leads/:id/send", "desk/routes/lead-send.ts"),
    route("content/preview", "desk/routes/content-preview.ts"),
  ]),
  // The desk's pages share its shell (its own stylesheet, no public header or popup).
  layout("desk/routes/shell.tsx", { id: DESK_SHELL_ROUTE_ID }, [
    ...prefix("desk", [
      route("sign-in", "desk/routes/sign-in.tsx"),
      route("welcome/:token", "desk/routes/welcome.tsx"),
      layout("desk/routes/layout.tsx", [
        index("desk/routes/index.ts"),
        route("today", "desk/routes/today.tsx"),
        route("leads", "desk/routes/inbox.tsx"),
        route("leads/new", "desk/routes/new-lead.tsx"),
        route("leads/:id", "desk/routes/lead/route.tsx"),
        route("overview", "desk/routes/overview.tsx"),
        route("reports", "desk/routes/reports.tsx"),
        route("import", "desk/routes/import.tsx"),
        route("import/:id", "desk/routes/import-detail.tsx"),
        route("photos", "desk/routes/photos.tsx"),
        route("staff", "desk/routes/staff.tsx"),
        route("allocation", "desk/routes/allocation.tsx"),
        route("audit", "desk/routes/audit.tsx"),
        route("content", "desk/routes/content.tsx"),
        route("content/institute", "desk/routes/content-institute.tsx"),
        route("content/fees", "desk/routes/content-fees.tsx"),
        route("content/fees/:slug", "desk/routes/content-course-fees.tsx"),
        route("content/admission", "desk/routes/content-admission.tsx"),
        route("content/contact", "desk/routes/content-contact.tsx"),
        route("content/privacy", "desk/routes/content-privacy.tsx"),
        route("content/claims", "desk/routes/content-claims.tsx"),
        route("content/universities", "desk/routes/content-universities.tsx"),
        route("content/grievance", "desk/routes/content-grievance.tsx"),
        route("content/gallery", "desk/routes/content-gallery.tsx"),
        // Each a list and its entries' forms in one route: every route adds to every page's manifest.
        route("content/courses/:slug?", "desk/routes/content-course.tsx"),
        route("content/testimonials/:id?", "desk/routes/content-testimonial.tsx"),
        route("content/faq/:id?", "desk/routes/content-question.tsx"),
        route("privacy", "desk/routes/privacy.tsx"),
        route("launch", "desk/routes/launch.tsx"),
        route("account", "desk/routes/account.tsx"),
      ]),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
