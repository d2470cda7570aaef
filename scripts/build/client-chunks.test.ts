import { describe, expect, it } from "vitest";
import { importingRoutes, isFirstLoadFormCode, isSharedAppCode, isSiteLibrary, type Importers } from "./client-chunks";

const app = (path: string) => `/site/app/${path}`;
const ROOT_ENTRY = `${app("root.tsx")}?__react-router-build-client-route`;

/** A small client module graph: each module with the modules that import it statically. */
const graph: Record<string, string[]> = {
  [app("root.tsx")]: [ROOT_ENTRY],
  [app("components/site-header.tsx")]: [app("root.tsx")],
  [app("content/navigation.ts")]: [app("components/site-header.tsx")],
  [app("components/page-hero.tsx")]: [app("routes/about.tsx"), app("routes/contact.tsx")],
  [app("content/about.ts")]: [app("routes/about.tsx")],
  [app("components/enquiry-form.tsx")]: [app("routes/admission.tsx")],
  [app("lib/phone.ts")]: [app("components/enquiry-form.tsx"), app("lib/phone-format.ts")],
  [app("lib/phone-format.ts")]: [app("lib/phone.ts")],
  [app("components/form-fields.tsx")]: [app("components/enquiry-form.tsx"), app("components/contact-form.tsx")],
  [app("components/contact-form.tsx")]: [app("routes/contact.tsx")],
  [app("desk/components/ui.tsx")]: [app("desk/routes/inbox.tsx"), app("desk/routes/lead.tsx")],
  "/site/node_modules/@simplewebauthn/browser/esm/index.js": [app("desk/routes/lead.tsx")],
  "/site/node_modules/react/index.js": [app("root.tsx"), app("desk/routes/lead.tsx")],
  "/site/node_modules/react-dom/client.js": ["/site/node_modules/@react-router/dev/entry.client.tsx"],
  "/site/node_modules/slugify/index.js": [app("content/about.ts")],
  [app("content/form-options.ts")]: [app("desk/routes/inbox.tsx"), app("routes/admission.tsx")],
  // The forms' field rules: loaded on demand by the public forms, statically by the desk.
  [app("lib/forms/field-rules.ts")]: [app("desk/manual-enquiry.ts")],
  [app("desk/manual-enquiry.ts")]: [app("desk/routes/new-lead.tsx")],
};
const importers: Importers = (id) => graph[id] ?? [];

describe("importingRoutes", () => {
  it("is 'all' for the root route's modules, however deep", () => {
    expect(importingRoutes(app("root.tsx"), importers)).toBe("all");
    expect(importingRoutes(app("content/navigation.ts"), importers)).toBe("all");
  });

  it("collects the pages importing a module directly or through others, through cycles", () => {
    expect(importingRoutes(app("components/page-hero.tsx"), importers)).toEqual(
      new Set([app("routes/about.tsx"), app("routes/contact.tsx")]),
    );
    expect(importingRoutes(app("lib/phone.ts"), importers)).toEqual(new Set([app("routes/admission.tsx")]));
  });
});

describe("the desk's code", () => {
  it("never counts as a page: what only the desk imports stays out of the shell", () => {
    expect(importingRoutes(app("desk/components/ui.tsx"), importers)).toEqual(new Set());
    expect(isSharedAppCode(app("desk/components/ui.tsx"), importers)).toBe(false);
    expect(isSiteLibrary("/site/node_modules/@simplewebauthn/browser/esm/index.js", importers)).toBe(false);
    // Shared with a public page, it counts for that page only.
    expect(importingRoutes(app("content/form-options.ts"), importers)).toEqual(new Set([app("routes/admission.tsx")]));
  });

  it("keeps the site's libraries in the shell, the client entry's included", () => {
    expect(isSiteLibrary("/site/node_modules/react/index.js", importers)).toBe(true);
    expect(isSiteLibrary("/site/node_modules/react-dom/client.js", importers)).toBe(true);
    expect(isSiteLibrary("/site/node_modules/slugify/index.js", importers)).toBe(true);
    expect(isSiteLibrary("/site/node_modules/@react-router/dev/entry.client.tsx", importers)).toBe(true);
    expect(isSiteLibrary(app("root.tsx"), importers)).toBe(false);
  });
});

describe("isFirstLoadFormCode", () => {
  it("groups the form code a public page loads at first, not what only the desk loads at first", () => {
    expect(isFirstLoadFormCode(app("components/form-fields.tsx"), importers)).toBe(true);
    expect(isFirstLoadFormCode(app("lib/phone.ts"), importers)).toBe(true);
    // Grouped, it would bring zod into the forms chunk every form page loads.
    expect(isFirstLoadFormCode(app("lib/forms/field-rules.ts"), importers)).toBe(false);
    expect(isFirstLoadFormCode(app("components/page-hero.tsx"), importers)).toBe(false);
  });
});

describe("isSharedAppCode", () => {
  it("takes the shell and what several pages use", () => {
    expect(isSharedAppCode(app("root.tsx"), importers)).toBe(true);
    expect(isSharedAppCode(app("content/navigation.ts"), importers)).toBe(true);
    expect(isSharedAppCode(app("components/page-hero.tsx"), importers)).toBe(true);
  });

  it("leaves a page's own code, form code, routes and libraries alone", () => {
    expect(isSharedAppCode(app("content/about.ts"), importers)).toBe(false);
    expect(isSharedAppCode(app("components/enquiry-form.tsx"), importers)).toBe(false);
    expect(isSharedAppCode(app("components/form-fields.tsx"), importers)).toBe(false);
    expect(isSharedAppCode(app("routes/about.tsx"), importers)).toBe(false);
    expect(isSharedAppCode(ROOT_ENTRY, importers)).toBe(false);
    expect(isSharedAppCode("/site/node_modules/react/index.js", importers)).toBe(false);
  });
});
