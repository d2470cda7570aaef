import { describe, expect, it } from "vitest";
import { importingRoutes, isSharedAppCode, type Importers } from "./client-chunks";

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
