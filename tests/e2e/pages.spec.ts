import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "#tests/support/fixtures.ts";
import { highlights } from "#content/about.ts";
import { admissionYear } from "#content/admission.ts";
import { DEGREE_LEVELS } from "#content/course-schema.ts";
import { allCourseSlugs, courseFullName, courses, findCourse } from "#content/courses/index.ts";
import { popularCourses } from "#content/home.ts";
import { fullAddress } from "#content/links.ts";
import { exitPoints, site } from "#content/site.ts";
import { testimonials } from "#content/testimonials.ts";
import { formatSalaryRange } from "#domain/format.ts";

/**
 * Every page the spec lists: status, pre-rendered head and body, and the content each
 * screen promises; the privacy notice joins the checks every page passes, its
 * content is in privacy-page.spec.ts. Expected values come from the spec where it states them, and from the
 * content modules only where the spec leaves the text open (names, sample contact details).
 */

const SITE = site.name;

/** Exact titles of the pages that are not course pages: the spec's six and the privacy notice. */
const PAGE_TITLES: Record<string, string> = {
  "/": `${SITE} – B.Voc & M.Voc Paramedical and Vocational Courses in Gurugram`,
  "/about": `About Us | ${SITE}`,
  "/courses": `All 22 Courses | ${SITE}`,
  "/success-stories": `Success Stories | ${SITE}`,
  "/admission": `Admission ${admissionYear}: Apply Online | ${SITE}`,
  "/contact": `Contact Us | ${SITE}`,
  "/privacy": `Privacy Notice | ${SITE}`,
  "/privacy/request": `Privacy Request | ${SITE}`,
  "/recognition": `Recognition and Approvals | ${SITE}`,
  "/faq": `Frequently Asked Questions | ${SITE}`,
  "/grievances": `Grievances and Anti-Ragging | ${SITE}`,
};

function mustFindCourse(slug: string) {
  const course = findCourse(slug);
  if (!course) throw new Error(`no course for slug ${slug}`);
  return course;
}

function courseTitle(slug: string): string {
  return `${courseFullName(mustFindCourse(slug))} – Course Details`;
}

const ALL_PATHS = [...Object.keys(PAGE_TITLES), ...allCourseSlugs.map((slug) => `/courses/${slug}`)];

function expectedTitle(path: string): string {
  const fixed = PAGE_TITLES[path];
  if (fixed) return fixed;
  return courseTitle(path.replace(/^\/courses\//, ""));
}

/** The spec's "Course facts" table (section 9); salary in the site's "min–max LPA" form. */
const COURSE_FACTS: Record<string, { duration: string; eligibility: string | RegExp; salary: string }> = {
  "hospital-management": { duration: "3 years (6 semesters)", eligibility: /10\+2 any stream/i, salary: "3–8 LPA" },
  "hospital-sterilization": { duration: "6 months", eligibility: /10th pass/i, salary: "2–4 LPA" },
  "patient-care-management": { duration: "3 years", eligibility: /10\+2 Science/i, salary: "2.5–5 LPA" },
  "physiotherapy-program": { duration: "3 years", eligibility: /10\+2 Science/i, salary: "3–6 LPA" },
  "computer-software-technology": { duration: "3 years", eligibility: /10\+2 with Mathematics/i, salary: "3–8 LPA" },
  "yoga-and-naturopathy": { duration: "3 years", eligibility: /any stream/i, salary: "2–5 LPA" },
  "hotel-management": { duration: "3 years", eligibility: /any stream/i, salary: "2.5–7 LPA" },
  "information-technology": { duration: "3 years", eligibility: /10\+2 with Mathematics/i, salary: "3–8 LPA" },
  "multimedia-and-animation": { duration: "3 years", eligibility: /any stream/i, salary: "2.5–6 LPA" },
  "e-commerce-and-digital-marketing": { duration: "3 years", eligibility: /any stream/i, salary: "2.5–7 LPA" },
  "fashion-designing": { duration: "3 years", eligibility: /any stream/i, salary: "2–6 LPA" },
  "beauty-science-and-cosmetology": { duration: "3 years", eligibility: /any stream/i, salary: "2–5 LPA" },
  "marketing-and-entrepreneurship": { duration: "3 years", eligibility: /any stream/i, salary: "3–8 LPA" },
  "physical-fitness-training": { duration: "3 years", eligibility: /any stream/i, salary: "2–5 LPA" },
  "m-voc-hospital-management": {
    duration: "2 years (4 semesters)",
    eligibility: /Bachelor's degree/i,
    salary: "6–15 LPA",
  },
  "m-voc-computer-software-technology": {
    duration: "2 years (4 semesters)",
    eligibility: /Bachelor's in Computer Science\/IT/i,
    salary: "8–20 LPA",
  },
};

function chatUrl(href: string | null) {
  expect(href, "chat link href").not.toBeNull();
  const url = new URL(href!);
  expect(url.origin).toBe("https://wa.me");
  expect(url.pathname).toBe(`/${site.chat.digits}`);
  return url.searchParams.get("text") ?? "";
}

async function expectExternal(link: Locator) {
  await expect(link).toHaveAttribute("target", "_blank");
  const rel = (await link.getAttribute("rel")) ?? "";
  expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
}

function region(page: Page, name: string | RegExp) {
  return page.getByRole("region", { name, exact: typeof name === "string" ? true : undefined });
}

test.describe("pre-rendered pages, readable without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // One page after another in one tab (a tab per page cost more than these checks), each a
  // step of its own.
  test(`every page (${ALL_PATHS.length}, course aliases included) answers 200 with its title, description and one h1`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    for (const path of ALL_PATHS) {
      await test.step(path, async () => {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toContain("text/html");
        const html = await response.text();
        expect(html).toContain("<h1");

        const pageResponse = await page.goto(path);
        expect(pageResponse?.status()).toBe(200);
        await expect(page).toHaveTitle(expectedTitle(path));
        const description = await page.locator('head meta[name="description"]').getAttribute("content");
        expect(description?.trim().length ?? 0).toBeGreaterThan(50);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("h1")).toBeVisible();
        // The body is in the HTML itself: the header, main content and footer are there without scripts.
        await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
        await expect(page.getByRole("contentinfo")).toBeVisible();
      });
    }
  });

  test("course page titles use '<degree> in <subject> – Course Details' with an en dash", async ({ page }) => {
    await page.goto("/courses/cardiac-care-technology");
    await expect(page).toHaveTitle("B.Voc in Cardiac Care Technology – Course Details");
    await page.goto("/courses/m-voc-hospital-management");
    await expect(page).toHaveTitle("M.Voc in Hospital Management – Course Details");
    await page.goto("/courses/hospital-management");
    await expect(page).toHaveTitle("B.Voc in Hospital Management – Course Details");
  });
});

test.describe("course detail pages", () => {
  // A tab per degree, its course pages (aliases included) one after another, each a step of
  // its own: a test's own tab costs more than a page's checks.
  for (const degree of DEGREE_LEVELS) {
    const slugs = allCourseSlugs.filter((slug) => mustFindCourse(slug).degree === degree);
    test(`${degree}, ${slugs.length} course page(s) with aliases: each shows the full course page`, async ({
      page,
    }) => {
      test.setTimeout(90_000); // up to 21 pages on a busy 2-core machine
      for (const slug of slugs) {
        await test.step(`/courses/${slug}`, async () => {
          const course = mustFindCourse(slug);
          const fullName = courseFullName(course);
          const response = await page.goto(`/courses/${slug}`);
          expect(response?.status()).toBe(200);
          await expect(page).toHaveTitle(`${fullName} – Course Details`);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(fullName);
          await expect(page.getByRole("button", { name: "Back" })).toBeVisible();

          // Overview
          await expect(region(page, "Course Overview").locator("p")).toHaveCount(course.overview.length);

          // Curriculum: semester pairs (or modules for the short course), four subjects each.
          const isShort = course.degree === "Short Course";
          const curriculum = region(page, isShort ? "Course Modules" : "Semester-wise Curriculum");
          await expect(curriculum.getByRole("heading", { level: 3 })).toHaveText(
            course.curriculum.map((g) => g.period),
          );
          for (const group of course.curriculum) {
            const box = curriculum
              .locator("div", { has: page.getByRole("heading", { level: 3, name: group.period }) })
              .last();
            await expect(box.getByRole("listitem")).toHaveText(group.subjects);
          }

          // Careers: six job roles, workplaces, salary range and its note.
          const careers = region(page, "Career Opportunities");
          const jobRoles = careers.locator("div", { has: page.getByRole("heading", { name: "Job roles" }) }).last();
          await expect(jobRoles.getByRole("listitem")).toHaveCount(6);
          await expect(jobRoles.getByRole("listitem")).toHaveText(course.careers.jobRoles);
          await expect(careers.getByText(formatSalaryRange(course.careers.salaryLpa), { exact: true })).toBeVisible();
          await expect(careers.getByText(/varies based on experience and location/)).toBeVisible();

          // Five key features.
          await expect(region(page, "Key Features").getByRole("listitem")).toHaveCount(5);
          await expect(region(page, "Key Features").getByRole("listitem")).toHaveText(course.keyFeatures);

          // Course information card.
          const info = region(page, "Course Information");
          await expect(info.locator("dt")).toHaveText([
            "Duration",
            "Eligibility",
            isShort ? "Certification" : "Course type",
          ]);
          await expect(info.locator("dd")).toHaveText([course.duration, course.eligibility, course.courseType]);
          // The demand badge: in this card, and only on the courses the course data marks as in demand.
          const demandBadge = /^(Very High|High|Growing) Demand$/;
          await expect(info.getByText(demandBadge)).toHaveCount(course.inDemand ? 1 : 0);
          await expect(page.getByRole("main").getByText(demandBadge)).toHaveCount(course.inDemand ? 1 : 0);

          // The spec's fact table, where it names this course.
          const facts = COURSE_FACTS[course.slug];
          if (facts) {
            await expect(info.locator("dd").nth(0)).toContainText(facts.duration);
            await expect(info.locator("dd").nth(1)).toContainText(facts.eligibility);
            await expect(careers.getByText(facts.salary, { exact: true })).toBeVisible();
          }

          // Contact card: phone, email and city.
          const contact = region(page, "Have questions?");
          const phone = contact.getByRole("link", { name: site.phone.display });
          await expect(phone).toHaveAttribute("href", `tel:+${site.phone.digits}`);
          await expect(contact.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
          await expect(contact).toContainText("Gurugram");

          // Ready to Apply: /admission with this course chosen (decision 12), a chat link naming the course, /contact.
          const apply = region(page, "Ready to Apply?");
          await expect(apply.getByRole("link", { name: "Apply Now" })).toHaveAttribute(
            "href",
            `/admission?course=${course.slug}`,
          );
          const chat = apply.getByRole("link", { name: /Chat on WhatsApp/ });
          expect(chatUrl(await chat.getAttribute("href"))).toContain(fullName);
          await expectExternal(chat);
          await expect(apply.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
        });
      }
    });
  }

  test("the short course is labelled as a certification with six modules over six months", async ({ page }) => {
    await page.goto("/courses/hospital-sterilization");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certificate Course in Hospital Sterilization");
    const modules = region(page, "Course Modules").getByRole("heading", { level: 3 });
    await expect(modules).toHaveText([
      /Modules 1 & 2 \(Months 1–2\)/,
      /Modules 3 & 4 \(Months 3–4\)/,
      /Modules 5 & 6 \(Months 5–6\)/,
    ]);
    await expect(region(page, "Course Information").locator("dd").nth(2)).toContainText(/Full Time \/ Part Time/i);
  });

  for (const [alias, canonical] of [
    ["radiology-medical-imaging", "radiology-and-medical-imaging"],
    ["multimedia-animation", "multimedia-and-animation"],
  ] as const) {
    test(`alias /courses/${alias} shows the same course as /courses/${canonical}, canonical to it`, async ({
      page,
    }) => {
      await page.goto(`/courses/${canonical}`);
      const canonicalTitle = await page.title();
      const canonicalH1 = await page.getByRole("heading", { level: 1 }).textContent();
      const canonicalHref = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonicalHref!).pathname).toBe(`/courses/${canonical}`);

      const response = await page.goto(`/courses/${alias}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`/courses/${alias}$`));
      await expect(page).toHaveTitle(canonicalTitle);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(canonicalH1!);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonicalHref!);
    });
  }

  test("Back goes back in history: /courses → More Info → Back", async ({ page }) => {
    await gotoHydrated(page, "/courses");
    await page.getByRole("link", { name: "More Info about B.Voc in Hospital Management" }).click();
    await expect(page).toHaveURL(/\/courses\/hospital-management$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("B.Voc in Hospital Management");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our 22 courses");
  });

  test("Back returns to the previous page, whichever it was", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("link", { name: "View details of B.Voc Medical Lab Technology" }).click();
    await expect(page).toHaveURL(/\/courses\/medical-lab-technology$/);
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("skill-based degree");
  });
});

test.describe("home page", () => {
  test("shows the three popular courses with fees, each linking to an existing course page", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const cards = region(page, "Programmes students choose most")
      .getByRole("listitem")
      .filter({
        has: page.getByRole("heading", { level: 3 }),
      });
    await expect(cards).toHaveCount(3);
    const fees = ["₹45,000", "₹50,000", "₹40,000"];
    for (const [index, fee] of fees.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(fee);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(
        `${popularCourses[index]!.degree} ${popularCourses[index]!.title}`,
      );
      await expect(card.locator("svg").first()).toBeAttached();
      await expect(card.getByRole("listitem")).not.toHaveCount(0);
      const href = await card.getByRole("link").getAttribute("href");
      expect(href).toMatch(/^\/courses\/[a-z0-9-]+$/);
      expect(findCourse(href!.replace("/courses/", "")), `course for ${href}`).toBeDefined();
      expect((await request.get(href!)).status()).toBe(200);
    }
    // The slug rule: lower-case, '&' → 'and', spaces → hyphens.
    await expect(cards.nth(1).getByRole("link")).toHaveAttribute("href", "/courses/radiology-and-medical-imaging");

    await cards.nth(2).getByRole("link").click();
    await expect(page).toHaveURL(/\/courses\/operation-theater-technology$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("B.Voc in Operation Theater Technology");
  });

  test("leaves out the marketing claims nobody has backed yet (issue 52)", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    for (const claim of ["Since 2015", "1000+ Graduates", "95% Placement Rate"]) {
      await expect(main.getByText(claim)).toHaveCount(0);
    }
    await expect(page.getByRole("heading", { level: 1 })).toContainText("skill-based degree");
  });
});

test.describe("about page", () => {
  test("shows the 60/40 split, six highlights, the exit points and both universities", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { name: "60% practical, 40% theory" })).toBeVisible();
    const split = page.locator("dl").filter({ hasText: "Practical" });
    await expect(split.locator("dt")).toHaveText(["Practical", "Theory"]);
    await expect(split.locator("dd")).toHaveText(["60%", "40%"]);

    const highlightItems = region(page, "What sets our programmes apart").getByRole("listitem");
    await expect(highlightItems).toHaveCount(6);
    await expect(highlightItems.getByRole("heading", { level: 3 })).toHaveText(highlights.map((h) => h.title));

    const exits = page.locator("ol").filter({ hasText: "after 1 year" }).getByRole("listitem");
    await expect(exits).toHaveText([/Certificate after 1 year/, /Diploma after 2 years/, /Degree after 3 years/]);
    expect(exitPoints).toHaveLength(3);

    const partners = region(page, "Affiliated universities and industry partners");
    expect(site.universities).toHaveLength(2);
    for (const university of site.universities) {
      await expect(partners.getByText(university, { exact: true })).toBeVisible();
    }
  });
});

test.describe("courses page", () => {
  test("lists 22 courses, each with syllabus, jobs, Apply Now, More Info and Enquire", async ({ page }) => {
    await page.goto("/courses");
    const cards = region(page, "Course list").getByRole("list").first().locator(":scope > li");
    await expect(cards).toHaveCount(22);

    // Read every card in one pass, then compare with the course data.
    const rendered = await cards.evaluateAll((items) =>
      items.map((card) => {
        const listAfter = (heading: string) =>
          [...card.querySelectorAll("h3")]
            .find((h) => h.textContent?.trim().toLowerCase() === heading.toLowerCase())
            ?.parentElement?.querySelectorAll("li") ?? [];
        const link = (text: string) => {
          // The visible label; the accessible name adds the course (checked below).
          const a = [...card.querySelectorAll("a")].find((el) => el.textContent?.trim().startsWith(text));
          return a
            ? { href: a.getAttribute("href"), target: a.getAttribute("target"), rel: a.getAttribute("rel") }
            : null;
        };
        return {
          title: card.querySelector("h2")?.textContent?.trim(),
          syllabus: [...listAfter("Syllabus")].map((li) => li.textContent?.trim()),
          jobs: [...listAfter("Job opportunities")].map((li) => li.textContent?.trim()),
          apply: link("Apply Now"),
          more: link("More Info"),
          enquire: link("Enquire"),
        };
      }),
    );

    for (const [index, course] of courses.entries()) {
      const fullName = courseFullName(course);
      const card = rendered[index]!;
      expect(card.title).toBe(fullName);
      expect(card.syllabus, `${fullName} syllabus`).toEqual(course.syllabus);
      expect(card.syllabus.length).toBeGreaterThan(0);
      expect(card.jobs, `${fullName} job opportunities`).toEqual(course.jobOpportunities);
      expect(card.jobs.length).toBeGreaterThan(0);
      expect(card.apply?.href, `${fullName} Apply Now`).toBe(`/admission?course=${course.slug}`);
      expect(card.more?.href, `${fullName} More Info`).toBe(`/courses/${course.slug}`);
      expect(card.enquire, `${fullName} Enquire`).not.toBeNull();
      expect(chatUrl(card.enquire!.href)).toContain(fullName);
      expect(card.enquire!.target).toBe("_blank");
      expect((card.enquire!.rel ?? "").split(/\s+/)).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    }

    // The accessible names tell the 22 identical-looking buttons apart.
    await expect(
      page.getByRole("link", { name: "More Info about M.Voc in Computer Software Technology" }),
    ).toHaveAttribute("href", "/courses/m-voc-computer-software-technology");
    await expect(page.getByRole("link", { name: /^Enquire about B\.Voc in Fashion Designing/ })).toBeVisible();
  });

  /** Whether each card is rendered, not skipped by content-visibility: auto. */
  const cardsRendered = (page: Page) =>
    region(page, "Course list")
      .getByRole("list")
      .first()
      .locator(":scope > li")
      .evaluateAll((cards) =>
        cards.map((card) => card.querySelector("h2")!.checkVisibility({ contentVisibilityAuto: true })),
      );

  test("cards below the first screen are laid out once the page is idle, one per idle period", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/courses");
    const atLoad = await cardsRendered(page);
    expect(atLoad[0], "the first card is on screen").toBe(true);
    expect(atLoad.at(-1), "the last card waits for idle time").toBe(false);

    await page.clock.runFor(5_000);
    expect(await cardsRendered(page)).toEqual(Array(22).fill(true));
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("every card is rendered at once", async ({ page }) => {
      await page.goto("/courses");
      expect(await cardsRendered(page)).toEqual(Array(22).fill(true));
    });
  });

  test("Apply Now on a card goes to the admission page, with its course chosen", async ({ page }) => {
    await page.goto("/courses");
    await page.getByRole("link", { name: "Apply Now for B.Voc in Dialysis Technology" }).click();
    await expect(page).toHaveURL(/\/admission\?course=dialysis-technology$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apply for admission");
    // The form's field: the fee table's heading ("Fees per course") also names a course.
    await expect(page.locator("#enquiry-admission-course")).toHaveValue("B.Voc Dialysis Technology");
  });
});

test.describe("success stories page", () => {
  test("shows four testimonials with benefits and a quote, stars only on a graduate's own story", async ({ page }) => {
    await page.goto("/success-stories");
    const stories = region(page, "Testimonials").getByRole("article");
    await expect(stories).toHaveCount(4);
    for (const [index, person] of testimonials.entries()) {
      const story = stories.nth(index);
      await expect(story.getByRole("heading", { level: 2 })).toHaveText(person.name);
      // An example tells of nobody, so nobody rated it (issue 52): the shipped stories are all examples.
      expect(person.example).toBe(true);
      await expect(story.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(0);
      await expect(story.getByRole("listitem")).toHaveText([...person.benefits]);
      await expect(story.locator("blockquote")).toContainText(person.quote);
    }
  });
});

test.describe("contact page", () => {
  test("shows location, phones, emails, both office-hour readings and the quick actions", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");

    await expect(main.locator("address")).toHaveText(fullAddress(site.address));
    await expect(main.locator("address")).toContainText("Gurugram");

    for (const phone of [site.phone, site.altPhone]) {
      await expect(main.getByRole("link", { name: phone.display, exact: true })).toHaveAttribute(
        "href",
        `tel:+${phone.digits}`,
      );
    }
    for (const email of [site.email, site.admissionsEmail]) {
      await expect(main.getByRole("link", { name: email, exact: true })).toHaveAttribute("href", `mailto:${email}`);
    }

    // Contact page reading: Mon–Fri 9–6, Sat & Sun 9–4.
    const hours = main.locator("dl").filter({ hasText: "Monday - Friday" });
    await expect(hours.locator("dt")).toHaveText(["Monday - Friday", "Saturday & Sunday"]);
    await expect(hours.locator("dd")).toHaveText(["9:00 AM - 6:00 PM", "9:00 AM - 4:00 PM"]);
    // Footer reading: the same week, in short.
    await expect(
      page.getByRole("contentinfo").getByText("Mon-Fri 9 AM-6 PM, Sat-Sun 9 AM-4 PM", { exact: true }),
    ).toBeVisible();

    // Quick actions: chat and call.
    const chat = main.getByRole("link", { name: /Chat on WhatsApp/ }).first();
    expect(chatUrl(await chat.getAttribute("href"))).toMatch(/more information about the B\.Voc courses/);
    await expectExternal(chat);
    await expect(main.getByRole("link", { name: `Call ${site.phone.display}` })).toHaveAttribute(
      "href",
      `tel:+${site.phone.digits}`,
    );
  });
});

test.describe("not-found page", () => {
  for (const path of ["/no-such-page", "/courses/not-a-course", "/about/us/team"]) {
    test(`${path} answers 404 with the not-found page and a working link home`, async ({ page, request }) => {
      expect((await request.get(path)).status()).toBe(404);

      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      // One policy per response: two Content-Security-Policy headers are both enforced.
      const policies = (await response!.headersArray()).filter(
        (h) => h.name.toLowerCase() === "content-security-policy",
      );
      expect.soft(policies, "Content-Security-Policy headers on the 404 page").toHaveLength(1);
      await expect(page.getByText("404", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
      await expect(page.locator("h1")).toHaveCount(1);

      const home = page.getByRole("main").getByRole("link", { name: /Home/ });
      await expect(home).toHaveAttribute("href", "/");
      await home.click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("skill-based degree");
    });
  }
});
