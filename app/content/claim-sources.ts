import type { z } from "zod";
import type { claimSourceSchema } from "./disclosure-schemas";
import type { claims } from "./site";

/**
 * Where each claim comes from. The claims are shown exactly as written
 * (`claims` in ./site.ts, the home page's figures); each needs what backs it (a document, a
 * register, a count) and the year it was true for. `null` is not given yet: the launch check
 * lists each one until it is filled (./readiness.ts). Not shown on the site yet; kept so that
 * anyone asked "says who?" has the answer.
 */
export const claimSources: Record<keyof typeof claims, z.infer<typeof claimSourceSchema>> = {
  since: { source: null, year: null },
  graduates: { source: null, year: null },
  placementRate: { source: null, year: null },
  placementSupport: { source: null, year: null },
  callback: { source: null, year: null },
  helpline: { source: null, year: null },
};
