import { describe, expect, it } from "vitest";
import { hindiOfficeHourReadings, officeHourReadings } from "#domain/office-hours.ts";
import type { WorkingWeek } from "#domain/working-hours.ts";
import { contentAdmin, decodeHtml, publishInstitute } from "#tests/support/content.ts";
import { serverForTheseTests } from "#tests/support/in-process.ts";

/**
 * Every statement of the office hours on the public pages is read from the one week the desk
 * edits (issue 52): the footer of every page, the contact page's lines and the admission page's
 * help card, in English and Hindi. The week is changed in the desk and published; each place is
 * read again, and none still says the old hours.
 */
const server = serverForTheseTests();
const PUBLISHING = 180_000;

async function page(path: string) {
  const response = await fetch(new URL(path, server().url));
  expect(response.status, path).toBe(200);
  return decodeHtml(await response.text());
}

/** The footer's element of a page: the office hours' line sits there. */
const footerOf = (html: string) => html.slice(html.lastIndexOf("<footer"));

const PAGES = ["/", "/about", "/courses", "/courses/medical-lab-technology", "/admission", "/contact", "/faq"];

describe("office hours", () => {
  it(
    "a changed week changes every statement of the hours, in both languages",
    async () => {
      const cookie = await contentAdmin(server().url, server().databaseUrl);
      // Saturday closes at 1 PM; Sunday is closed; Wednesday opens at 10.
      await publishInstitute(
        server().url,
        cookie,
        { "wed.from": "10:00", "sat.to": "13:00", "sun.open": null },
        "New week",
      );
      const week: WorkingWeek = {
        mon: ["09:00", "18:00"],
        tue: ["09:00", "18:00"],
        wed: ["10:00", "18:00"],
        thu: ["09:00", "18:00"],
        fri: ["09:00", "18:00"],
        sat: ["09:00", "13:00"],
        sun: null,
      };
      const english = officeHourReadings(week);
      const hindi = hindiOfficeHourReadings(week);
      expect(english.footer).toBe("Mon-Tue 9 AM-6 PM, Wed 10 AM-6 PM, Thu-Fri 9 AM-6 PM, Sat 9 AM-1 PM");
      expect(hindi.footer).toContain("शनि, सुबह 9 बजे से दोपहर 1 बजे तक");

      for (const [language, readings, old] of [
        ["en", english, ["Sat-Sun 9 AM-4 PM", "Mon-Fri 9 AM-6 PM", "Mon-Sat"]],
        ["hi", hindi, ["शनि–रवि", "सोम–शुक्र", "सोम–शनि"]],
      ] as const) {
        const prefix = language === "hi" ? "/hi" : "";
        for (const path of PAGES) {
          const footer = footerOf(await page(`${prefix}${path}`.replace(/\/$/, "") || "/"));
          expect(footer, `${prefix}${path}`).toContain(readings.footer);
          for (const stale of old) expect(footer, `${prefix}${path}`).not.toContain(stale);
        }
        const contact = await page(`${prefix}/contact`);
        for (const line of readings.contactPage) {
          expect(contact).toContain(line.days);
          expect(contact).toContain(line.hours);
        }
        // The admission page's help card says the same week.
        const admission = await page(`${prefix}/admission`);
        const help = admission.slice(admission.indexOf('aria-labelledby="help-title"'));
        expect(help.slice(0, 4000)).toContain(readings.footer);
      }
    },
    PUBLISHING,
  );
});
