import type { Page } from "@playwright/test";
import { faqText } from "#content/translations/faq.ts";
import { formMessagesHi } from "#content/translations/form-messages-hi.ts";
import { grievanceText } from "#content/translations/grievance.ts";
import { recognitionText } from "#content/translations/recognition.ts";
import { ui } from "#content/translations/ui.ts";
import { HINDI_PAGES, localizedPath } from "#domain/language.ts";
import { coursesText } from "#content/translations/courses.ts";
import { expect, gotoHydrated, rowsNamed, test } from "#tests/support/fixtures.ts";
import { AXE_COURSE_SAMPLE, axeViolations } from "#tests/support/axe.ts";
import { toast, uniqueName, waitForHydration } from "#tests/support/forms.ts";

/**
 * The Hindi edition (docs/decisions/0021-hindi-edition.md): the same pages under
 * /hi with the same behaviour, in Hindi; what is stored is the same as from the English
 * pages, with the page's language beside it.
 */

const hi = ui.hi.form;
const ADMISSION_FORM = `form[aria-label="${hi.applicationForm}"]`;
const CONTACT_FORM = `form[aria-label="${hi.contactForm}"]`;
/** The Hindi pages, by their paths (a course page stands for all of them). */
const HINDI_PATHS = HINDI_PAGES.map((page) => localizedPath(page.replace("/*", "/hotel-management"), "hi"));

async function fillHindiAdmission(page: Page, name: string, phone: string) {
  const form = page.locator(ADMISSION_FORM);
  await form.getByLabel(hi.fullName).fill(name);
  await form.getByLabel(hi.phone).fill(phone);
  await form.getByLabel(hi.email).fill("hindi.applicant@example.com");
  await form.getByLabel(hi.course).selectOption("B.Voc Radiology & Medical Imaging");
  await form.getByLabel(hi.university).selectOption("Other");
  await form.getByLabel(hi.applicant).selectOption("student");
  await form.getByLabel(hi.message).fill("हॉस्टल के बारे में जानना है।");
  return form;
}

test.describe("Hindi pages", () => {
  test("the questions, recognition and grievances pages are in Hindi; the questions' FAQPage data too", async ({
    page,
  }) => {
    for (const [path, text] of [
      ["/hi/faq", faqText.hi],
      ["/hi/recognition", recognitionText.hi],
      ["/hi/grievances", grievanceText.hi],
    ] as const) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.title);
      await expect(page.getByRole("main")).not.toContainText("To be confirmed");
    }
    await expect(page.getByRole("link", { name: "मान्यता और अप्रूवल" }).first()).toHaveAttribute(
      "href",
      "/hi/recognition",
    );
    await page.goto("/hi/faq");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = blocks
      .map(
        (block) =>
          JSON.parse(block) as { "@type": string; mainEntity?: { name: string; acceptedAnswer: { text: string } }[] },
      )
      .find((data) => data["@type"] === "FAQPage")!;
    expect(faqPage.mainEntity!.map((question) => question.name)).toEqual(
      faqText.hi.entries.filter((entry) => entry.answer !== null).map((entry) => entry.question),
    );
    for (const question of faqPage.mainEntity!)
      await expect(page.locator(`li:has(h2:text-is(${JSON.stringify(question.name)}))`)).toContainText(
        question.acceptedAnswer.text,
      );
  });

  test("an unknown /hi path is a Hindi 404", async ({ page }) => {
    const response = await page.goto("/hi/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(ui.hi.notFound.title);
    await expect(page.getByRole("link", { name: ui.hi.notFound.home })).toHaveAttribute("href", "/hi");
  });

  test("the language link in the header and the footer leads to the same page, keeping the query", async ({ page }) => {
    for (const path of HINDI_PATHS) {
      const english = path === "/hi" ? "/" : path.slice("/hi".length);
      await page.goto(`${english}?utm_source=test`);
      await expect(page.locator("footer").getByRole("link", { name: "हिंदी में पढ़ें" })).toHaveAttribute(
        "href",
        `${path}?utm_source=test`,
      );
      await page.goto(`${path}?utm_source=test`);
      await expect(page.locator("footer").getByRole("link", { name: "Read in English" })).toHaveAttribute(
        "href",
        `${english}?utm_source=test`,
      );
    }
    // Client-side, from the header: the page's words change with the language.
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, "/admission?course=hotel-management");
    await page.locator("header").getByRole("link", { name: "हिंदी में पढ़ें" }).click();
    await expect(page).toHaveURL(/\/hi\/admission\?course=hotel-management$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("एडमिशन के लिए अप्लाई करें");
    // The help card reads the office hours in the page's language too.
    const help = page.locator('section[aria-labelledby="help-title"]');
    await expect(help).toContainText("सोम–शुक्र, सुबह 9 बजे से शाम 6 बजे तक; शनि–रवि, सुबह 9 बजे से शाम 4 बजे तक");
    await expect(help).not.toContainText("Mon-");
    // Apply Now's course stays chosen in the other language.
    await expect(page.locator(ADMISSION_FORM).getByLabel(hi.course)).toHaveValue("B.Voc Hotel Management");
    await page.locator("header").getByRole("link", { name: "Read in English" }).click();
    await expect(page).toHaveURL(/\/admission\?course=hotel-management$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apply for admission");
    await expect(help).toContainText("Mon-Fri 9 AM-6 PM, Sat-Sun 9 AM-4 PM");
  });

  test("Devanagari has no letter-spacing and headings a line height that leaves room for its vowel signs", async ({
    page,
  }) => {
    await page.goto("/hi");
    const h1 = page.getByRole("heading", { level: 1 });
    const style = await h1.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { letterSpacing: computed.letterSpacing, lineHeight: computed.lineHeight, fontSize: computed.fontSize };
    });
    expect(style.letterSpacing).toBe("normal");
    expect(parseFloat(style.lineHeight) / parseFloat(style.fontSize)).toBeGreaterThanOrEqual(1.3);
    const family = await page.locator("body").evaluate((body) => getComputedStyle(body).fontFamily);
    expect(family).toContain("Noto Sans Devanagari");
    expect(family).toContain("Kohinoor Devanagari");
    expect(family).toContain("Nirmala UI");
  });

  for (const width of [375, 1280]) {
    test(`have no axe violations at ${width} px`, async ({ page }) => {
      // Some fifteen pages, the 22-card course list among them: more than 30 s on a busy machine.
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      // The course pages by the sample that takes the template's branches (the rest by npm run
      // audit), and the finder with its honest note, filtered as the server renders it without
      // JavaScript.
      const paths = [
        ...HINDI_PATHS.filter((path) => !path.startsWith("/hi/courses/")),
        ...AXE_COURSE_SAMPLE.map((slug) => `/hi/courses/${slug}`),
        "/hi/courses?q=nursing&level=b-voc",
        "/hi/no-such-page",
      ];
      for (const path of paths) {
        await page.goto(path);
        expect.soft(await axeViolations(page), path).toEqual([]);
      }
      await gotoHydrated(page, "/hi/admission");
      await page.getByRole("button", { name: hi.submitApplication }).click();
      await expect(page.locator("#enquiry-admission-name-error")).toBeVisible();
      // The toast fades in: judge its colours once it has come to rest, not halfway.
      await expect(page.locator("[data-sonner-toast]")).toBeVisible();
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== "running"),
      );
      expect(await axeViolations(page), "/hi/admission with its errors").toEqual([]);
    });
  }
});

test.describe("the Hindi admission form with JavaScript", () => {
  test("an empty submit says so in Hindi, next to each field and in the toast", async ({ page }) => {
    await page.goto("/hi/admission");
    await waitForHydration(page, ADMISSION_FORM);
    await page.getByRole("button", { name: hi.submitApplication }).click();
    const missing = toast(page, "error", formMessagesHi.missingInformation.title);
    await expect(missing).toBeVisible();
    await expect(missing.locator("[data-description]")).toHaveText(formMessagesHi.missingInformation.description);
    await expect(page.locator("#enquiry-admission-name-error")).toHaveText(
      `${hi.errorPrefix}${formMessagesHi.missing.name}`,
    );
    await expect(page.locator("#enquiry-admission-course-error")).toHaveText(
      `${hi.errorPrefix}${formMessagesHi.missing.course}`,
    );
  });

  test("a wrong phone is named in Hindi; Devanagari digits are a phone number like Latin ones", async ({ page }) => {
    await page.goto("/hi/admission");
    await waitForHydration(page, ADMISSION_FORM);
    const name = uniqueName("हिंदी आवेदक");
    const form = await fillHindiAdmission(page, name, "१२३४५");
    await form.getByRole("button", { name: hi.submitApplication }).click();
    await expect(toast(page, "error", formMessagesHi.invalidPhone.title)).toBeVisible();
    await expect(page.locator("#enquiry-admission-phone-error")).toContainText(formMessagesHi.invalidPhone.description);

    // The field keeps Devanagari digits as typed (the input drops only what no phone has).
    const phone = form.getByLabel(hi.phone);
    await phone.fill("");
    await phone.pressSequentially("+९१ ९८७६५-४३२१०");
    await expect(phone).toHaveValue("+९१ ९८७६५-४३२१०");
    await form.getByRole("button", { name: hi.submitApplication }).click();
    await expect(toast(page, "success", formMessagesHi.applicationSubmitted.title)).toBeVisible();
    await expect(page.getByTestId("application-confirmation")).toContainText(ui.hi.confirmation.next);

    const rows = await rowsNamed("enquiries", name.normalize("NFC"));
    expect(rows).toHaveLength(1);
    // The same values an English page stores, and the page's language beside them.
    expect(rows[0]).toMatchObject({
      source: "admission",
      phone: "+919876543210",
      course: "B.Voc Radiology & Medical Imaging",
      university: "Other",
      applicant: "student",
      message: "हॉस्टल के बारे में जानना है।",
      language: "hi",
    });
  });

  test("a name typed in decomposed Devanagari is stored composed (NFC)", async ({ page }) => {
    await page.goto("/hi/admission");
    await waitForHydration(page, ADMISSION_FORM);
    // "ऩ" typed as न and a nukta, two code points, which NFC composes into one.
    const decomposed = uniqueName("मोहऩ").normalize("NFD");
    expect(decomposed).not.toBe(decomposed.normalize("NFC"));
    const form = await fillHindiAdmission(page, decomposed, "9876501111");
    await form.getByRole("button", { name: hi.submitApplication }).click();
    await expect(toast(page, "success", formMessagesHi.applicationSubmitted.title)).toBeVisible();
    const rows = await rowsNamed("enquiries", decomposed.normalize("NFC"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe(decomposed.normalize("NFC"));
  });
});

test.describe("the Hindi contact form with JavaScript", () => {
  test("sends the message, says so in Hindi, and stores it with its language", async ({ page }) => {
    await page.goto("/hi/contact");
    await waitForHydration(page, CONTACT_FORM);
    const form = page.locator(CONTACT_FORM);
    const name = uniqueName("संपर्क");
    await form.getByLabel(hi.fullName).fill(name);
    await form.getByLabel(hi.email).fill("sampark@example.com");
    await form.getByLabel(hi.phone).fill("९८७६५ ०११११");
    await form.getByLabel(hi.message).fill("फीस कितनी है?");
    await form.getByRole("button", { name: hi.sendMessage }).click();
    await expect(toast(page, "success", formMessagesHi.messageSent.title)).toBeVisible();
    const rows = await rowsNamed("messages", name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phone: "+919876501111", message: "फीस कितनी है?", language: "hi" });
  });
});

test.describe("the Hindi privacy notice and request", () => {
  test("the notice is in Hindi, with its version and date, and leads to the Hindi request form", async ({ page }) => {
    await page.goto("/hi/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("प्राइवेसी नोटिस");
    await expect(page.getByRole("heading", { name: "आपके अधिकार, और उन्हें कैसे इस्तेमाल करें" })).toBeVisible();
    await expect(page.locator("time")).toHaveText(
      /^\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4}$/,
    );
    await page.getByRole("link", { name: "प्राइवेसी अनुरोध फ़ॉर्म" }).click();
    await expect(page).toHaveURL(/\/hi\/privacy\/request$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("प्राइवेसी अनुरोध भेजें");
  });

  test("a request sent from the Hindi form is answered in Hindi with its reference", async ({ page }) => {
    await page.goto("/hi/privacy/request");
    const form = page.locator(`form[aria-label="${hi.requestForm}"]`);
    await waitForHydration(page, `form[aria-label="${hi.requestForm}"]`);
    await form.getByLabel(hi.requestKind).selectOption("access");
    await expect(form.getByLabel(hi.requestKind).locator("option:checked")).toHaveText(
      "मेरे बारे में आपके पास जो डेटा है उसकी कॉपी",
    );
    await form.getByLabel(hi.fullName).fill(uniqueName("अनुरोध"));
    await form.getByLabel(hi.phone).fill("९८७६५ ०३३३३");
    await form.getByLabel(hi.email).fill("anurodh@example.com");
    await form.getByRole("button", { name: hi.sendRequest }).click();
    const received = toast(page, "success", formMessagesHi.requestReceived.title);
    await expect(received).toBeVisible();
    await expect(received.locator("[data-description]")).toHaveText(
      /^आपका रेफ़रेंस नंबर PR-[0-9A-Z]{8} है। हम \d+ दिनों के अंदर जवाब देंगे।$/,
    );
  });
});

test.describe("the Hindi popup", () => {
  test("opens 15 s after entering a Hindi page, in Hindi, and keeps the same count across languages", async ({
    page,
  }) => {
    const start = new Date("2026-03-02T04:30:00.000Z");
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto("/hi");
    await page.waitForFunction(() => window.sessionStorage.getItem("enquiry-popup") !== null);
    await page.clock.runFor(15_000);
    // The dialog's code loads on demand; its reveal runs on the paused clock.
    const dialog = page.getByRole("dialog");
    await expect(async () => {
      if (!(await dialog.isVisible())) await page.clock.runFor(100);
      await expect(dialog).toBeVisible({ timeout: 250 });
    }).toPass({ timeout: 15_000 });
    await expect(dialog).toHaveAccessibleName(ui.hi.popup.title);
    await expect(dialog.getByLabel(hi.applicant).locator("option")).toHaveText([
      hi.chooseOne,
      hi.applicants.student,
      hi.applicants.guardian,
      hi.applicants.minor,
    ]);
    await expect(dialog.getByLabel(hi.university).locator("option").last()).toHaveText(hi.universityOther);
    await dialog.getByRole("button", { name: ui.hi.popup.close }).click();
    await expect(dialog).toBeHidden();

    // The English page reads the same count: dismissed 1 s ago, it stays away for 30 s.
    await page.goto("/contact");
    await page.waitForFunction(() => window.sessionStorage.getItem("enquiry-popup") !== null);
    await page.clock.runFor(15_000);
    await expect(page.getByRole("dialog")).toBeHidden();
    expect(JSON.parse((await page.evaluate(() => window.sessionStorage.getItem("enquiry-popup")))!)).toMatchObject({
      dismissCount: 1,
    });
  });
});

test.describe("the Hindi forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an invalid application comes back in Hindi with the input kept; a valid one lands on the Hindi confirmation", async ({
    page,
  }) => {
    await page.goto("/hi/admission");
    const name = uniqueName("बिना स्क्रिप्ट");
    const form = await fillHindiAdmission(page, name, "12345");
    await expect(form).toHaveAttribute("action", "/hi/admission");
    await form.getByRole("button", { name: hi.submitApplication }).click();
    await page.waitForLoadState("domcontentloaded");
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(formMessagesHi.invalidPhone.title);
    await expect(alert).toContainText(formMessagesHi.invalidPhone.description);
    await expect(page.locator(ADMISSION_FORM).getByLabel(hi.fullName)).toHaveValue(name);

    await page.locator(ADMISSION_FORM).getByLabel(hi.phone).fill("९८७६५ ४३२१२");
    await page.locator(ADMISSION_FORM).getByRole("button", { name: hi.submitApplication }).click();
    await expect(page).toHaveURL(/\/hi\/admission\/submitted\?reference=EN-[0-9A-F]{8}$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(formMessagesHi.applicationSubmitted.title);
    await expect(page.getByText(ui.hi.confirmation.next)).toBeVisible();
    const rows = await rowsNamed("enquiries", name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      phone: "+919876543212",
      language: "hi",
      course: "B.Voc Radiology & Medical Imaging",
    });
  });

  test("a contact message is answered with the Hindi confirmation in the page", async ({ page }) => {
    await page.goto("/hi/contact");
    const form = page.locator(CONTACT_FORM);
    const name = uniqueName("बिना स्क्रिप्ट संपर्क");
    await form.getByLabel(hi.fullName).fill(name);
    await form.getByLabel(hi.email).fill("nojs.hindi@example.com");
    await form.getByLabel(hi.phone).fill("9876502222");
    await form.getByLabel(hi.message).fill("कैंपस कब देख सकते हैं?");
    await form.getByRole("button", { name: hi.sendMessage }).click();
    await page.waitForLoadState("domcontentloaded");
    await expect(page.getByRole("status")).toContainText(formMessagesHi.messageSent.title);
    expect(await rowsNamed("messages", name)).toEqual([expect.objectContaining({ language: "hi" })]);
  });
});

test.describe("the Hindi course list and course pages", () => {
  const list = coursesText.hi.list;
  const status = (page: Page) => page.getByRole("status");

  test("the finder filters as one types, in Hindi, and says what is not offered", async ({ page }) => {
    await gotoHydrated(page, "/hi/courses");
    await expect(status(page)).toHaveText("सभी 22 कोर्स दिखाए जा रहे हैं");
    const finder = page.getByRole("search", { name: list.finder });
    await finder.getByLabel(list.search).fill("नर्सिंग");
    await expect(page).toHaveURL(/\/hi\/courses\?q=/);
    await expect(status(page)).toHaveText("22 में से 1 कोर्स दिखाया जा रहा है");
    await expect(page.getByText("हम नर्सिंग नहीं कराते।")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /Patient Care Management/ })).toBeVisible();
    // The filters read in Hindi and keep the English values, so the query is the same in both languages.
    await finder.getByLabel(list.search).fill("");
    await finder.getByLabel(list.category).selectOption({ label: "पैरामेडिकल" });
    await finder.getByLabel(list.duration).selectOption({ label: "3 साल" });
    await expect(page).toHaveURL(/\/hi\/courses\?category=paramedical&duration=3-years$/);
    await expect(page.getByRole("heading", { level: 2, name: /Medical Lab Technology/ })).toContainText(
      "मेडिकल लैब टेक्नोलॉजी",
    );
    await expect(page.getByRole("heading", { level: 2, name: /Hotel Management/ })).toBeHidden();
    await page.getByRole("link", { name: list.clear }).click();
    await expect(status(page)).toHaveText("सभी 22 कोर्स दिखाए जा रहे हैं");
  });

  test("the language link keeps the finder's choice, and a course page's twin", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, "/hi/courses?q=lab&category=paramedical");
    await page.locator("header").getByRole("link", { name: "Read in English" }).click();
    await expect(page).toHaveURL(/\/courses\?q=lab&category=paramedical$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(page.getByRole("searchbox", { name: "Search courses" })).toHaveValue("lab");
    await expect(page.getByLabel("Category")).toHaveValue("paramedical");
    await page.locator("header").getByRole("link", { name: "हिंदी में पढ़ें" }).click();
    await expect(page).toHaveURL(/\/hi\/courses\?q=lab&category=paramedical$/);
    await expect(page.getByRole("searchbox", { name: list.search })).toHaveValue("lab");

    await gotoHydrated(page, "/courses/radiology-medical-imaging");
    await page.locator("header").getByRole("link", { name: "हिंदी में पढ़ें" }).click();
    await expect(page).toHaveURL(/\/hi\/courses\/radiology-medical-imaging$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "B.Voc in Radiology & Medical Imagingरेडियोलॉजी और मेडिकल इमेजिंग",
    );
    await expect(page.getByText("₹3–7 लाख प्रति वर्ष")).toBeVisible();
  });

  test("Apply Now on a Hindi course page opens the Hindi admission form with the course chosen", async ({ page }) => {
    await gotoHydrated(page, "/hi/courses/medical-lab-technology");
    await page
      .getByRole("link", { name: coursesText.hi.page.applyFor.replace("{course}", "B.Voc मेडिकल लैब टेक्नोलॉजी") })
      .click();
    await expect(page).toHaveURL(/\/hi\/admission\?course=medical-lab-technology$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.locator(ADMISSION_FORM).getByLabel(hi.course)).toHaveValue("B.Voc Medical Lab Technology");
    // From the Hindi list's card too.
    await gotoHydrated(page, "/hi/courses");
    await page.getByRole("link", { name: "B.Voc होटल मैनेजमेंट के लिए अप्लाई करें" }).click();
    await expect(page).toHaveURL(/\/hi\/admission\?course=hotel-management$/);
    await expect(page.locator(ADMISSION_FORM).getByLabel(hi.course)).toHaveValue("B.Voc Hotel Management");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the finder's form loads the filtered Hindi list from the server", async ({ page }) => {
      await page.goto("/hi/courses");
      const finder = page.getByRole("search", { name: list.finder });
      await expect(finder).toHaveAttribute("action", "/hi/courses");
      await finder.getByLabel(list.search).fill("x-ray");
      await finder.getByLabel(list.level).selectOption({ label: "B.Voc" });
      await finder.getByRole("button", { name: list.show }).click();
      await expect(page).toHaveURL(/\/hi\/courses\?q=x-ray&level=b-voc&category=&duration=$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await expect(status(page)).toHaveText("22 में से 1 कोर्स दिखाया जा रहा है");
      await expect(page.getByRole("heading", { level: 2, name: /Radiology/ })).toBeVisible();
      await page.getByRole("link", { name: "B.Voc रेडियोलॉजी और मेडिकल इमेजिंग के लिए अप्लाई करें" }).click();
      await expect(page.locator(ADMISSION_FORM).getByLabel(hi.course)).toHaveValue("B.Voc Radiology & Medical Imaging");
    });
  });
});
