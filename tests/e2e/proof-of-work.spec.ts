import { readRows } from "#tests/support/db.ts";
import { expect, startProjectServer, test } from "#tests/support/fixtures.ts";
import { toast, uniqueName, uniquePhone, waitForHydration } from "#tests/support/forms.ts";

/**
 * Above the address's hard cap, with JavaScript: the page solves the server's proof of work
 * in the browser (crypto.subtle, its solver loaded only then) and sends the form again by
 * itself; the family sees the normal success, and their message is stored held for an admin.
 * Without JavaScript: tests/e2e/no-js.spec.ts.
 */
const CONTACT_FORM = 'form[aria-label="Send us a message"]';

test("a family behind a flooded address is stored after their browser solves the challenge", async ({ page }) => {
  // The cap at one post, so the second is above it; a cheap challenge (the default costs a phone about a second).
  const server = await startProjectServer({
    env: { SUBMIT_RATE_LIMIT: "1", SUBMIT_HARD_CAP: "1", SUBMIT_CHALLENGE_COST: "20000" },
  });
  try {
    const names = [uniqueName("Flooded First"), uniqueName("Flooded Second")];
    for (const name of names) {
      await page.goto(`${server.url}/contact`);
      await waitForHydration(page, CONTACT_FORM);
      const form = page.locator(CONTACT_FORM);
      await form.getByLabel("Full Name").fill(name);
      await form.getByLabel("Email Address").fill(`${name.replace(/\W+/g, ".").toLowerCase()}@example.com`);
      await form.getByLabel("Phone Number").fill(uniquePhone());
      await form.getByLabel("Subject").fill("Hostel");
      await form.getByLabel("Message").fill("Is there a hostel for girls?");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(toast(page, "success", "Message Sent Successfully!")).toBeVisible();
    }
    const rows = await readRows<{ name: string; heldAt: string | null; heldReason: string | null }>(
      server.databaseUrl,
      "messages",
    );
    expect(rows.map((row) => [row.name, row.heldReason])).toEqual([
      [names[0], null],
      [names[1], "proof"],
    ]);
  } finally {
    await page.goto("about:blank");
    await server.stop();
    server.cleanup();
  }
});
