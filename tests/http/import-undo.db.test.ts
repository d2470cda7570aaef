import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { addStaff, sessionCookieFor, withDesk } from "#tests/support/desk.ts";
import { deskPost } from "#tests/support/content.ts";
import { uniquePhone } from "#tests/support/forms.ts";
import { serverForTheseTests } from "#tests/support/in-process.ts";

/**
 * "Undo this import" once removed 81 leads in one click: the server undoes an import only from
 * its confirmation (the form's `confirm=yes`), whatever a page shows, and the page that asks
 * names how many leads go.
 */
const server = serverForTheseTests();

it("refuses to undo an import without its confirmation, removes nothing, and undoes it once confirmed", async () => {
  const admin = await addStaff(server().databaseUrl, { role: "admin" });
  const cookie = await sessionCookieFor(server().url, admin);
  const tag = randomBytes(4).toString("hex");
  const id = await withDesk(
    server().databaseUrl,
    async (database) =>
      (
        await database.desk.saveImportDraft(
          {
            fileName: "fair.csv",
            source: "fair",
            sourceDetail: "Undo Fair",
            sourceDate: "",
            headers: ["Name", "Mobile"],
            cells: [
              [`Asha ${tag}`, uniquePhone()],
              [`Ravi ${tag}`, uniquePhone()],
            ],
          },
          admin.id,
        )
      ).id,
  );
  const here = `/desk/import/${id}`;
  expect((await deskPost(server().url, here, { intent: "commit" }, cookie)).status).toBe(303);
  const leads = () =>
    withDesk(server().databaseUrl, async (database) => (await database.desk.inbox({ q: tag })).leads.length);
  expect(await leads()).toBe(2);

  // Without JavaScript: the import's page links to the page that asks, which names the count and
  // holds the one form that undoes.
  const get = async (path: string) =>
    (await fetch(new URL(path, server().url), { headers: { Cookie: cookie } })).text();
  const plain = await get(here);
  expect(plain).toContain(`href="${here}?confirm=undo#undo"`);
  expect(plain).not.toContain('name="confirm"');
  const asking = await get(`${here}?confirm=undo`);
  expect(asking).toContain("Remove the 2 leads this import added?");
  expect(asking).toContain(`action="${here}"`);
  expect(asking).toContain('name="confirm" value="yes"');

  const unconfirmed: Record<string, string>[] = [
    { intent: "undo" },
    { intent: "undo", confirm: "" },
    { intent: "undo", confirm: "no" },
  ];
  for (const form of unconfirmed) {
    const refused = await deskPost(server().url, here, form, cookie);
    expect(refused.status, JSON.stringify(form)).toBe(400);
    expect(refused.body).toContain("Nothing was undone");
  }
  expect(await leads()).toBe(2);

  const undone = await deskPost(server().url, here, { intent: "undo", confirm: "yes" }, cookie);
  expect(undone.status).toBe(303);
  expect(undone.location).toBe(`${here}?undone=1`);
  expect(await leads()).toBe(0);
});
