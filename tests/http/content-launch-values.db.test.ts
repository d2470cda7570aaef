import { describe, expect, it } from "vitest";
import { addStaff, sessionCookieFor } from "#tests/support/desk.ts";
import { deskPost } from "#tests/support/content.ts";
import { serverForTheseTests } from "#tests/support/in-process.ts";

/**
 * The Site content forms that give what the launch checklist could not take from the desk
 * before: the grievance contacts, and each university's affiliation letters. A wrong field is
 * refused beside the field it was typed in, what was typed kept; a letter is a link to a PDF.
 */
const server = serverForTheseTests();

async function editor() {
  return sessionCookieFor(server().url, await addStaff(server().databaseUrl, { role: "editor" }));
}

describe("the grievance and letters forms", () => {
  it("refuses a phone or email that is not one beside its field, and saves the officer once right", async () => {
    const cookie = await editor();
    const refused = await deskPost(
      server().url,
      "/desk/content/grievance",
      { "officer.name": "Dr. Kavita Rao", "officer.phone": "12345", "officer.email": "kavita at institute" },
      cookie,
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatch(/id="error-officer-phone"[^>]*>must be a phone number/);
    expect(refused.body).toMatch(/id="error-officer-email"[^>]*>must be an email address/);
    expect(refused.body).toContain('value="Dr. Kavita Rao"');

    const days = await deskPost(server().url, "/desk/content/grievance", { answerWithinDays: "a fortnight" }, cookie);
    expect(days.status).toBe(400);
    expect(days.body).toContain("Write a whole number of days");

    const saved = await deskPost(
      server().url,
      "/desk/content/grievance",
      {
        "officer.name": "Dr. Kavita Rao",
        "officer.phone": "98100 12345",
        "officer.email": "grievance@institute.in",
        "process.en": "Write to the officer.\nThe officer answers in writing.",
        "process.hi": "अधिकारी को लिखें।",
      },
      cookie,
    );
    // Two English steps, one Hindi: the second step's Hindi is missing.
    expect(saved.status).toBe(400);
    expect(saved.body).toContain("Step 2: needs its Hindi text too");
    const fixed = await deskPost(
      server().url,
      "/desk/content/grievance",
      {
        "officer.name": "Dr. Kavita Rao",
        "officer.phone": "98100 12345",
        "officer.email": "grievance@institute.in",
        "process.en": "Write to the officer.\nThe officer answers in writing.",
        "process.hi": "अधिकारी को लिखें।\nअधिकारी लिखकर जवाब देते हैं।",
      },
      cookie,
    );
    expect(fixed.status, fixed.body.slice(0, 300)).toBe(302);
    // Saved as the draft: the form shows it again as typed (the page dials its digits with India's code).
    const form = await (
      await fetch(new URL("/desk/content/grievance", server().url), { headers: { Cookie: cookie } })
    ).text();
    expect(form).toContain('value="98100 12345"');
  });

  it("takes a letter as an https link to its PDF, refused beside the slot it was typed in", async () => {
    const cookie = await editor();
    const refused = await deskPost(
      server().url,
      "/desk/content/universities",
      {
        // The first slot left empty: the letter typed in the second is refused there.
        "bodies.0.letters.1.title.en": "Affiliation letter, 2026",
        "bodies.0.letters.1.title.hi": "एफ़िलिएशन लेटर, 2026",
        "bodies.0.letters.1.href": "http://university.example/letter.pdf",
      },
      cookie,
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatch(/id="error-bodies-0-letters-1-href"[^>]*>must be an https:\/\/ link to the PDF/);
    expect(refused.body).toContain('value="http://university.example/letter.pdf"');

    const saved = await deskPost(
      server().url,
      "/desk/content/universities",
      {
        "bodies.0.letters.0.title.en": "Affiliation letter, 2026",
        "bodies.0.letters.0.title.hi": "एफ़िलिएशन लेटर, 2026",
        "bodies.0.letters.0.href": "https://institute.in/documents/affiliation-2026.pdf",
      },
      cookie,
    );
    expect(saved.status, saved.body.slice(0, 300)).toBe(302);
    // Saved: the letter in its slot, and one empty slot more to add another.
    const form = await (
      await fetch(new URL("/desk/content/universities", server().url), { headers: { Cookie: cookie } })
    ).text();
    expect(form).toContain('value="https://institute.in/documents/affiliation-2026.pdf"');
    expect(form).toContain('name="bodies.0.letters.1.href"');
  });
});
