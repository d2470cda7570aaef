import { describe, expect, it } from "vitest";
import { claimItemKey, EDITABLE_CLAIMS } from "#content/document/admission.ts";
import { claims } from "#content/site.ts";
import { siteText } from "#content/translations/site.ts";
import { currentLaunchItems } from "#app/lib/content-readiness.server.ts";
import { addStaff, withDesk } from "#tests/support/desk.ts";
import { decodeHtml } from "#tests/support/content.ts";
import { serverForTheseTests } from "#tests/support/in-process.ts";

/**
 * Issue 52: nothing the launch check lists as unconfirmed reads as fact. A marketing claim it
 * lists is on no page, in either language, until an admin confirms it in the launch checklist;
 * a salary range or a government employer it lists carries its marker where it stands.
 */
const server = serverForTheseTests();

async function page(path: string) {
  const response = await fetch(new URL(path, server().url));
  expect(response.status, path).toBe(200);
  return decodeHtml(await response.text());
}

const PAGES = ["/", "/about", "/success-stories", "/contact", "/admission", "/courses/medical-lab-technology"];
const EVERY_PAGE = [...PAGES, ...PAGES.map((path) => `/hi${path === "/" ? "" : path}`)];

describe("unconfirmed claims", () => {
  it(
    "a claim the launch check lists is on no page until it is confirmed; then it is",
    { timeout: 180_000 },
    async () => {
      const listed = currentLaunchItems().filter((item) => item.key.startsWith("claim:"));
      const unconfirmed = EDITABLE_CLAIMS.filter((claim) => listed.some((item) => item.key === claimItemKey(claim)));
      expect(unconfirmed).toEqual(
        expect.arrayContaining(["graduates", "placementRate", "helpline", "placementSupport"]),
      );
      const words = (claim: (typeof EDITABLE_CLAIMS)[number]) => [claims[claim], siteText.hi.claims[claim]];
      for (const path of EVERY_PAGE) {
        const html = await page(path);
        for (const claim of unconfirmed)
          for (const text of words(claim)) expect(html, `${path}: ${text}`).not.toContain(text);
      }

      // Confirmed as it stands in the desk's launch checklist: the claim is back, where it stood.
      const admin = await addStaff(server().databaseUrl, { role: "admin" });
      const item = listed.find((each) => each.key === claimItemKey("placementRate"))!;
      await withDesk(server().databaseUrl, (database) =>
        database.desk.confirmLaunchItem(
          { key: item.key, what: item.what, source: "Placement register 2025–26" },
          admin.id,
        ),
      );
      await expect.poll(async () => (await page("/")).includes(claims.placementRate), { timeout: 90_000 }).toBe(true);
      expect(await page("/hi")).toContain(siteText.hi.claims.placementRate);
    },
  );

  it("a salary range and a government employer the launch check lists carry their marker where they stand", async () => {
    const course = await page("/courses/medical-lab-technology");
    expect(course).toMatch(
      /2\.5–6 LPA<\/p><p[^>]*data-unconfirmed="">Example figure, to be confirmed by the institute/,
    );
    expect(course).toMatch(/Government hospitals and health centres<span[^>]*data-unconfirmed=""> (<!-- -->)?\(/);
    const hindi = await page("/hi/courses/medical-lab-technology");
    expect(hindi).toContain("उदाहरण का आँकड़ा, इंस्टीट्यूट से पुष्टि बाकी है");
    // The home card's fee, and the course's summary, say the fee is an example.
    expect(await page("/")).toContain("Example figure, to be confirmed");
    expect(course).toContain("₹45,000 per year (example figure, to be confirmed)");
    expect(hindi).toContain("₹45,000 प्रति वर्ष (उदाहरण का आँकड़ा, पुष्टि बाकी है)");
    // Its Course data carries no fee while the fee is an example.
    expect(course).not.toContain('"offers"');
  });
});
