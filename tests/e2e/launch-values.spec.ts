import { spawnSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { addStaff, signIn } from "#tests/support/desk.ts";
import { expect, startProjectServer, test } from "#tests/support/fixtures.ts";
import type { TestServer } from "#tests/support/server.ts";
import { seedDocument } from "#content/seed-document.ts";
import { courses } from "#content/courses/index.ts";
import { successStoriesText } from "#content/translations/success-stories.ts";

/**
 * The launch checklist worked to the end, as an institute would before launch: starting from
 * a fresh database (revision 1 is the demonstration content shipped in app/content), an admin
 * gives every value the launch check asks for through Site content (the grievance officer and
 * a fee through the real forms on a phone, the many fees, eligibility details and answers
 * through the same forms posted from the page), publishes, confirms what is left on the launch
 * checklist one item at a time, each with its source, and then no public page, English or Hindi,
 * shows the demonstration notice or a "To be confirmed", and `npm run launch-check` against the
 * database says ready. A server of its own: the shared one's pages stay the demonstration's.
 */
test.describe.configure({ mode: "serial" });

let server: TestServer;
test.beforeAll(async () => {
  server = await startProjectServer();
});
test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

const seed = seedDocument();
const year = seed.admission.session.slice(0, 4);
const both = (name: string, en: string, hi: string) => ({ [`${name}.en`]: en, [`${name}.hi`]: hi });

/**
 * A Site content form as the page fills it (read in the browser, as a desk's browser would),
 * with `changes` made (null: the field left out, an unticked box), posted back with the
 * session's cookie. Answers the saved draft's redirect, or throws with the form's errors.
 */
async function saveForm(page: Page, path: string, changes: Record<string, string | null>): Promise<void> {
  const answer = await page.evaluate(
    async ({ path, changes }) => {
      const html = await (await fetch(path)).text();
      const document = new DOMParser().parseFromString(html, "text/html");
      const form = [...document.querySelectorAll("form")].find((each) =>
        [...each.querySelectorAll("button")].some((button) => /^Save/.test(button.textContent ?? "")),
      );
      if (!form) return { saved: false, text: `no form with a Save button at ${path}` };
      const data = new FormData(form);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) data.delete(name);
        else data.set(name, value);
      }
      const response = await fetch(path, { method: "POST", body: data, redirect: "manual" });
      if (response.type === "opaqueredirect") return { saved: true, text: "" };
      const refused = new DOMParser().parseFromString(await response.text(), "text/html");
      const errors = [...refused.querySelectorAll('[id^="error-"], [id$="-error"]')].map(
        (each) => `${each.id}: ${each.textContent}`,
      );
      return { saved: false, text: `${response.status} ${errors.join("; ")}` };
    },
    { path, changes },
  );
  if (!answer.saved) throw new Error(`${path} was not saved: ${answer.text}`);
}

/** Every fee of a course: what an institute's fee circular would give. */
function feesOf(slug: string): Record<string, string> {
  const item = (name: string, rupees: string, when: string) => ({ [`${name}.rupees`]: rupees, [`${name}.when`]: when });
  return {
    // When each is paid and tuition's period are chosen from lists in both languages (FEE_WHEN, FEE_PERIODS).
    ...item("registration", "1000", "application"),
    ...item("tuition", "45000", "year"),
    "tuition.period": "year",
    ...item("examination", "3000", "exam"),
    ...item("university", "5000", "admission"),
    ...item("other", "2000", "admission"),
    ...item("deposit", "5000", "admission"),
    total: slug.startsWith("m-voc") ? "110000" : "160000",
  };
}

test("every launch item given or confirmed from the desk until the demonstration notice goes", async ({ browser }) => {
  test.setTimeout(180_000);
  const started = Date.now();
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const admin = await addStaff(server.databaseUrl, { role: "admin", name: "Asha Launch" });
  await page.goto(`${server.url}/`);
  await expect(page.getByText(/^Demonstration site:/).first()).toBeVisible();
  await signIn(page, admin, "/desk/content");

  // On the phone, through the real form: the grievance officer. Taps: the section (1), three
  // fields (3), Save draft (1).
  await page.getByRole("link", { name: /Grievances and anti-ragging/ }).click();
  await expect(page.getByRole("heading", { name: "Grievances and anti-ragging" })).toBeVisible();
  const officer = page.getByRole("region", { name: "Grievance redressal officer" });
  await officer.getByLabel("Phone").fill("98100 1234");
  await officer.getByLabel("Name").fill("Dr. Kavita Rao");
  await officer.getByLabel("Email").fill("grievance@institute.in");
  await page.getByRole("button", { name: "Save draft" }).click();
  // A phone that is not a phone is refused beside its field, what was typed kept.
  await expect(officer.getByText("must be a phone number")).toBeVisible();
  await expect(officer.getByLabel("Name")).toHaveValue("Dr. Kavita Rao");
  await officer.getByLabel("Phone").fill("+91 98100 12345");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/desk\/content\?saved=grievance/);

  // A fee, through the real form: Fees (1), the course (1), amount and when (2), Save (1).
  await page.getByRole("link", { name: /Fees, course by course/ }).click();
  await page
    .getByRole("link", { name: /Medical Lab Technology/ })
    .first()
    .click();
  const registration = page.getByRole("group", { name: "Registration" });
  await registration.getByLabel("Amount (₹)").fill("1,000");
  await registration.getByLabel("When it is paid").selectOption("application");
  await page.getByRole("button", { name: /^Save/ }).click();
  await expect(page).toHaveURL(/\/desk\/content\?saved=/);

  // The rest of the values, through the same forms posted from the page.
  await saveForm(page, "/desk/content/grievance", {
    "antiRagging.name": "Prof. S. Mehta (convener)",
    "antiRagging.phone": "+91 98100 54321",
    "antiRagging.email": "antiragging@institute.in",
    "process.en": "Write to or call the grievance officer.\nThe officer answers in writing.",
    "process.hi": "शिकायत अधिकारी को लिखें या कॉल करें।\nअधिकारी लिखकर जवाब देते हैं।",
    answerWithinDays: "15",
  });
  for (const course of courses) {
    await saveForm(page, `/desk/content/fees/${course.slug}`, feesOf(course.slug));
    const lateral =
      course.degree === "Short Course"
        ? {}
        : both("eligibility.lateralEntry", "Into the second year after a diploma", "डिप्लोमा के बाद दूसरे साल में");
    await saveForm(page, `/desk/content/courses/${course.slug}`, {
      seats: "40",
      awardedBy: "0",
      ...both("eligibility.minimumMarks", "45% in 10+2", "10+2 में 45%"),
      ...both("eligibility.age", "17 years by 31 July", "31 जुलाई तक 17 साल"),
      ...both("eligibility.relaxation", "5% for reserved categories", "आरक्षित वर्गों के लिए 5%"),
      ...both("eligibility.selection", "Merit in 10+2", "10+2 के अंकों पर"),
      ...lateral,
    });
  }
  await saveForm(page, "/desk/content/admission", {
    lastDateToApply: `${year}-07-31`,
    classesBegin: `${year}-08-17`,
    ...both("policies.refund", "Set out in the fee circular.", "फीस सर्कुलर में लिखा है।"),
    ...both("policies.instalments", "Tuition in two instalments.", "ट्यूशन दो किस्तों में।"),
    ...both("policies.scholarships", "Haryana post-matric scholarships.", "हरियाणा पोस्ट-मैट्रिक स्कॉलरशिप।"),
    ...both("policies.loans", "Through Vidya Lakshmi.", "विद्या लक्ष्मी से।"),
  });
  for (const story of seed.testimonials)
    await saveForm(page, `/desk/content/testimonials/${story.id}`, { example: null, consentRecordedOn: "2026-11-20" });
  for (const question of seed.faq.filter((entry) => entry.answer === null))
    await saveForm(page, `/desk/content/faq/${question.id}`, {
      "answer.en": "Ask the counsellor.",
      "answer.hi": "काउंसलर से पूछें।",
    });
  await saveForm(page, "/desk/content/contact", {
    ...both("gettingHere.landmark", "Opposite the district court", "ज़िला अदालत के सामने"),
    ...both("gettingHere.metro", "HUDA City Centre, 2 km", "हुडा सिटी सेंटर, 2 किमी"),
    ...both("gettingHere.bus", "Route 111 to Sector 14", "रूट 111, सेक्टर 14"),
    ...both("gettingHere.directions", "Second floor, above the bank", "दूसरी मंज़िल, बैंक के ऊपर"),
  });
  const universities: Record<string, string> = {
    ...both("certificateAwardedBy", "The institute itself", "इंस्टीट्यूट ख़ुद"),
    ...both("registration", "Yes, with the B.Voc degree.", "हाँ, B.Voc डिग्री के साथ।"),
  };
  for (const index of [0, 1])
    Object.assign(universities, {
      ...both(`bodies.${index}.awards`, "B.Voc (all 19 programmes)", "B.Voc (सभी 19 प्रोग्राम)"),
      ...both(
        `bodies.${index}.recognition`,
        "A state private university listed by the UGC.",
        "UGC की सूची में एक राज्य निजी यूनिवर्सिटी।",
      ),
      ...both(`bodies.${index}.letters.0.title`, "Affiliation letter, 2026", "एफ़िलिएशन लेटर, 2026"),
      [`bodies.${index}.letters.0.href`]: `https://institute.in/documents/affiliation-${index + 1}-2026.pdf`,
    });
  await saveForm(page, "/desk/content/universities", universities);

  // Publish, on the phone: the note (1), Publish (1).
  await page.goto(`${server.url}/desk/content`);
  await page.getByLabel("What changed (kept with the revision)").fill("Every fact for the launch");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(/is live/)).toBeVisible({ timeout: 30_000 });

  // The checklist: nothing needs a value any more; every item confirmed, one at a time.
  await page.goto(`${server.url}/desk/launch`);
  await expect(page.getByTestId("launch-count")).toBeVisible();
  await expect(page.getByText(/of which 0 need filling in/)).toBeVisible();
  let taps = 0;
  const topics = page.locator("section[aria-label=Topics] > ul > li");
  for (;;) {
    const open = topics.filter({ hasNotText: /(?<!\d)(\d+) of \1 confirmed/ });
    if ((await open.count()) === 0) break;
    const name = ((await open.first().locator("> a > span").first().textContent()) ?? "").trim();
    const topic = topics.locator("> a").filter({ hasText: name });
    // Tap the topic (unless the last confirmation left it open).
    if ((await topic.getAttribute("aria-current")) !== "true") {
      const href = (await topic.getAttribute("href"))!;
      await topic.click();
      taps += 1;
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, "\\?")}$`));
      await expect(topic).toHaveAttribute("aria-current", "true");
    }
    // One item at a time, each confirmed on its own: there is no "Confirm all". The topic's first
    // open item on the phone (the source, then Confirm) ...
    const item = page
      .getByTestId("launch-item")
      .filter({ has: page.getByRole("button", { name: /^Confirm/ }) })
      .first();
    const before = (await page.getByTestId("launch-count").textContent()) ?? "";
    await item.getByLabel("What confirms it as it stands").fill("Launch review, 25 Nov 2026");
    await item.getByRole("button", { name: /^Confirm/ }).click();
    taps += 2;
    await expect(page.getByTestId("launch-count")).not.toHaveText(before, { timeout: 15_000 });
    // ... and the rest as the same forms post them, each with the words' fingerprint the page shows.
    const forms = await page
      .getByTestId("launch-item")
      .locator("form")
      .evaluateAll((all) =>
        all.flatMap((form) => {
          const key = form.querySelector<HTMLInputElement>("input[name=key]")?.value;
          const fingerprint = form.querySelector<HTMLInputElement>("input[name=fingerprint]")?.value;
          return key && fingerprint ? [{ key, fingerprint }] : [];
        }),
      );
    for (const { key, fingerprint } of forms) {
      const response = await page.request.post(`${server.url}/desk/launch`, {
        form: { intent: "confirm", key, fingerprint, source: "Launch review, 25 Nov 2026" },
        headers: { Origin: server.url },
        maxRedirects: 0,
      });
      expect(response.status(), key).toBe(303);
      taps += 2;
    }
    await page.reload();
  }
  const [, confirmed, total] = /(\d+) of (\d+) confirmed/.exec(
    (await page.getByTestId("launch-count").textContent()) ?? "",
  )!;
  expect(confirmed).toBe(total);
  test.info().annotations.push({ type: "taps", description: `checklist: ${taps} taps for ${total} items` });

  // The public pages, pre-rendered from the published revision: no notice, nothing to be confirmed.
  const paths = [
    "/",
    "/contact",
    "/admission",
    "/recognition",
    "/grievances",
    "/faq",
    "/success-stories",
    `/courses/${courses[0]!.slug}`,
  ];
  await expect(async () => {
    for (const path of [...paths, ...paths.map((path) => (path === "/" ? "/hi" : `/hi${path}`))]) {
      const response = await page.request.get(`${server.url}${path}`);
      expect(response.status(), path).toBe(200);
      // What the page shows, not its data (which carries the words "To be confirmed" for any page that may need them).
      const html = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, "");
      expect(html, path).not.toContain("Demonstration site");
      const pending = /डेमो साइट|To be confirmed|पुष्टि बाकी है/.exec(html);
      expect(pending && html.slice(pending.index - 300, pending.index + 100), path).toBeNull();
      // No story is marked an example any more.
      for (const label of [successStoriesText.en.exampleLabel, successStoriesText.hi.exampleLabel])
        expect(html, path).not.toContain(label);
    }
  }).toPass({ timeout: 10_000 });
  const grievances = await (await page.request.get(`${server.url}/grievances`)).text();
  expect(grievances).toContain("Dr. Kavita Rao");
  expect(grievances).toContain('href="tel:+919810012345"');
  const recognition = await (await page.request.get(`${server.url}/hi/recognition`)).text();
  expect(recognition).toContain('href="https://institute.in/documents/affiliation-1-2026.pdf"');
  expect(recognition).toContain("एफ़िलिएशन लेटर, 2026 (PDF)");

  // The command reads the same database and says ready.
  const check = spawnSync(process.execPath, ["--import", "tsx", "scripts/build/launch-check.ts"], {
    env: { ...process.env, DATABASE_URL: server.databaseUrl, SITE_URL: "https://www.institute.in" },
    encoding: "utf8",
  });
  expect(check.stderr + check.stdout).toContain("Ready for launch");
  expect(check.status).toBe(0);
  test.info().annotations.push({ type: "duration", description: `${Math.round((Date.now() - started) / 1000)} s` });
  await context.close();
});
