import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { allCourseSlugs, courses, findCourse } from "#content/courses/index.ts";
import { courseOptionLabel } from "#content/form-options.ts";
import { privacy } from "#content/privacy.ts";
import { query, sql } from "#tests/support/desk.ts";
import { post, uniquePhone, validEnquiry } from "#tests/support/forms.ts";
import { requestTo } from "#tests/support/http.ts";
import { serverForTheseTests } from "#tests/support/in-process.ts";

/**
 * What the server answers for pages and posts that need no browser to check: which query
 * strings are rendered per request and which get the pre-rendered file, the privacy notice
 * in the sitemap, and the notice version stored with each form. Moved from the Playwright
 * specs named above each test; their browser checks stay there.
 */

const SITE_URL = "http://localhost:3000"; // the build's SITE_URL default

const server = serverForTheseTests();
const request = requestTo(() => server().url);

// From tests/e2e/apply-course.spec.ts.
describe("the admission page opened from Apply Now", () => {
  it("other query strings still get the pre-rendered page", async () => {
    const plain = await request.get("/admission");
    const tracked = await request.get("/admission?utm_source=newsletter");
    const chosen = await request.get("/admission?course=hotel-management");
    // The pre-rendered page is cached briefly and carries its validator; one rendered on
    // request is neither.
    expect(plain.headers()["cache-control"]).toBe("public, max-age=60, must-revalidate");
    expect(tracked.headers().etag).toBe(plain.headers().etag);
    expect(chosen.headers()["cache-control"]).toBeUndefined();
    expect(chosen.headers().etag).toBeUndefined();
    expect(await chosen.text()).toContain('<option value="B.Voc Hotel Management" lang="en" selected="">');
  });
});

// From tests/e2e/apply-course.spec.ts, which clicks one link of each kind in the browser.
describe("every Apply Now, in the HTML as sent", () => {
  /** The values of the course options the HTML marks selected: the placeholder's is "". */
  const chosenCourses = (html: string) => {
    const select = /<select[^>]*name="course"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? "";
    return [...select.matchAll(/<option value="([^"]*)"[^>]*selected=""[^>]*>/g)].map((option) =>
      option[1]!.replaceAll("&amp;", "&"),
    );
  };
  const applyHref = (slug: string) => `href="/admission?course=${slug}"`;

  it("each course card links to the form with its course", async () => {
    const cards = await (await request.get("/courses")).text();
    const hrefs = [...cards.matchAll(/href="(\/admission\?course=[^"]*)"/g)].map((link) => link[1]);
    expect(hrefs).toEqual(courses.map((course) => `/admission?course=${course.slug}`));
  });

  it("each course page, aliases included, links its Ready to Apply to the form with its course", async () => {
    expect(allCourseSlugs).toHaveLength(24);
    for (const slug of allCourseSlugs) {
      const page = await (await request.get(`/courses/${slug}`)).text();
      const readyToApply = /<section aria-labelledby="apply-title"[\s\S]*?<\/section>/.exec(page)?.[0];
      expect(readyToApply, slug).toContain(applyHref(findCourse(slug)!.slug));
    }
  });

  it("the form opened by each, aliases included, has that course chosen before any script runs", async () => {
    for (const slug of allCourseSlugs) {
      const form = await request.get(`/admission?course=${slug}`);
      expect(form.status(), slug).toBe(200);
      expect(chosenCourses(await form.text()), slug).toEqual([courseOptionLabel(findCourse(slug)!)]);
    }
    // An unknown course leaves the placeholder chosen.
    expect(chosenCourses(await (await request.get("/admission?course=astrophysics")).text())).toEqual([""]);
  });
});

// From tests/e2e/course-finder.spec.ts.
describe("the course finder without JavaScript", () => {
  it("only the finder's parameters are rendered per request; other query strings get the pre-rendered page", async () => {
    const prerendered = await request.get("/courses?utm_source=newsletter");
    expect(prerendered.headers()["etag"]).toBeTruthy();
    const rendered = await request.get("/courses?q=lab");
    expect(rendered.status()).toBe(200);
    expect(rendered.headers()["etag"]).toBeUndefined();
    expect(await rendered.text()).toContain("Showing 3 of 22 courses");
  });
});

// From tests/e2e/privacy-page.spec.ts.
it("the sitemap lists the privacy notice", async () => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${SITE_URL}/privacy</loc>`);
});

// From tests/e2e/privacy-forms.spec.ts.
it("the server records the notice version with every form, a rights request's with its reference, and keeps a guardian's details only for a child", async () => {
  const uniqueName = (prefix: string) => `${prefix} ${randomBytes(4).toString("hex")}`;
  const enquiryNamed = async (name: string) =>
    (
      await query(
        server().databaseUrl,
        sql`select applicant, guardian_name, guardian_phone, notice_version from enquiries where name = ${name}`,
      )
    )[0];

  // A parent filling in the form names the student; a guardian's fields are a child's only.
  const adult = validEnquiry({
    phone: uniquePhone(),
    applicant: "guardian",
    studentName: "Asha Kumari",
    guardianName: "Not Kept",
    guardianPhone: "9800000000",
  });
  expect((await post(server().url, "/admission", adult)).status).toBe(200);
  expect(await enquiryNamed(adult.name!)).toEqual({
    applicant: "guardian",
    guardianName: "",
    guardianPhone: "",
    noticeVersion: privacy.version,
  });

  const contactName = uniqueName("Notice");
  expect(
    (
      await post(server().url, "/contact", {
        name: contactName,
        email: "n@example.com",
        phone: "9811111111",
        subject: "",
        message: "Hello there",
        website: "",
      })
    ).status,
  ).toBe(200);
  expect(
    await query(server().databaseUrl, sql`select notice_version from messages where name = ${contactName}`),
  ).toEqual([{ noticeVersion: privacy.version }]);

  const requestName = uniqueName("Rights");
  const request = {
    kind: "access",
    name: requestName,
    phone: uniquePhone(),
    email: "r@example.com",
    details: "What do you hold?",
    website: "",
  };
  const answered = await post(server().url, "/privacy/request", request);
  expect(answered.status).toBe(200);
  const reference = /PR-[A-Z2-9]{8}/.exec(answered.body)?.[0];
  expect(
    await query(
      server().databaseUrl,
      sql`select id, kind, name, notice_version, status from privacy_requests where name = ${requestName}`,
    ),
  ).toEqual([{ id: reference, kind: "access", name: requestName, noticeVersion: privacy.version, status: "open" }]);

  const teenager = validEnquiry({ phone: uniquePhone(), applicant: "minor", guardianName: "", guardianPhone: "12" });
  const refused = await post(server().url, "/admission", teenager);
  expect(refused.status).toBe(400);
  expect(refused.body).toContain("Please enter your parent&#x27;s or guardian&#x27;s name.");
});
