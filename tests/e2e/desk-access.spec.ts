import type { Page } from "@playwright/test";
import { addStaff, signIn, withDesk } from "#tests/support/desk.ts";
import { e2eDatabase, expect, test } from "#tests/support/fixtures.ts";

/**
 * The desk's code stays off the public pages, as the browser loads them; and what each role
 * meets in the browser on the desk's new screens (Today's team view, saved views). Who may
 * do what on the desk (every route and action, by role, the lead page's intents included) is
 * asked over plain HTTP in tests/http/desk-access.db.test.ts.
 */

test("public pages load no desk code and no desk stylesheet", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  for (const path of ["/", "/admission", "/courses"]) await page.goto(path, { waitUntil: "networkidle" });
  expect(requested.filter((url) => /desk|sign-in|passkey|simplewebauthn/i.test(url))).toEqual([]);
  const html = await page.content();
  expect(html).not.toMatch(/desk-[\w-]+\.css/);
});

test("Today's team view and saved views, as nobody, a counsellor, an admin and a disabled account", async ({
  browser,
  baseURL,
}) => {
  const db = e2eDatabase();
  const counsellor = await addStaff(db, { role: "counsellor" });
  const admin = await addStaff(db, { role: "admin" });
  const disabled = await addStaff(db, { role: "counsellor" });
  const open = async () => (await browser.newContext({ baseURL })).newPage();

  // Nobody: sent to sign in, and back to the team view afterwards only if allowed.
  const nobody = await open();
  await nobody.goto("/desk/today?scope=team");
  await expect(nobody).toHaveURL(/\/desk\/sign-in\?next=%2Fdesk%2Ftoday%3Fscope%3Dteam/);
  const refused = await nobody.request.post("/desk/leads", {
    form: { intent: "save-view", name: "x", query: "?owner=me" },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect([302, 303]).toContain(refused.status());
  expect(refused.headers().location).toMatch(/^\/desk\/sign-in/);

  // A counsellor: no switch; the team's view is refused; their own views only.
  const mine = await open();
  await signIn(mine, counsellor, "/desk/today");
  await expect(mine.getByRole("navigation", { name: "Whose queue" })).toHaveCount(0);
  expect((await mine.goto("/desk/today?scope=team"))?.status()).toBe(403);
  await expect(mine.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  const theirs = await withDesk(db, (database) => database.desk.saveView(admin.id, "Admin only", "?status=new"));
  await mine.goto("/desk/leads");
  await expect(mine.getByRole("link", { name: "Admin only" })).toHaveCount(0);
  const deleteTheirs = await mine.request.post("/desk/leads", {
    form: { intent: "delete-view", id: theirs.id },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(deleteTheirs.status()).toBe(404);

  // An admin: the switch, the team's view, and their own saved view.
  const boss = await open();
  await signIn(boss, admin, "/desk/today?scope=team");
  await expect(boss.getByRole("heading", { name: "Today: the team" })).toBeVisible();
  await boss.goto("/desk/leads");
  await expect(
    boss.getByRole("navigation", { name: "My saved views" }).getByRole("link", { name: "Admin only" }),
  ).toBeVisible();

  // A disabled account: signed out on its next request, whatever it asks.
  const gone = await open();
  await signIn(gone, disabled, "/desk/today");
  await withDesk(db, (database) => database.desk.setStaffActive(disabled.id, false, admin.id));
  await gone.goto("/desk/today?scope=team");
  await expect(gone).toHaveURL(/\/desk\/sign-in/);
  const after = await gone.request.post("/desk/leads", {
    form: { intent: "save-view", name: "x", query: "?owner=me" },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect([302, 303]).toContain(after.status());
  expect(after.headers().location).toMatch(/^\/desk\/sign-in/);
  expect(await withDesk(db, (database) => database.desk.savedViews(disabled.id))).toEqual([]);

  for (const page of [nobody, mine, boss, gone]) await page.context().close();
});

test("held posts' release and discard, and a passkey-confirmed password change, as each role in the browser", async ({
  browser,
  baseURL,
}) => {
  const db = e2eDatabase();
  const counsellor = await addStaff(db, { role: "counsellor" });
  const admin = await addStaff(db, { role: "admin" });
  const disabled = await addStaff(db, { role: "counsellor" });
  const as = async (staff?: { email: string; password: string }) => {
    const page = await (await browser.newContext({ baseURL })).newPage();
    if (staff) await signIn(page, staff, "/desk/today");
    return page;
  };
  const pages = { nobody: await as(), counsellor: await as(counsellor), admin: await as(admin) };
  const gone = await as(disabled);
  await withDesk(db, (database) => database.desk.setStaffActive(disabled.id, false, admin.id));
  const expected = {
    release: { counsellor: 403, admin: 404 },
    discard: { counsellor: 403, admin: 404 },
  } as const;
  for (const intent of ["release", "discard"] as const) {
    for (const [role, page] of [
      ["nobody", pages.nobody],
      ["disabled", gone],
    ] as const) {
      const answer = await page.request.post("/desk/today", {
        form: { intent, id: "no-such-post" },
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      });
      expect([302, 303], `${role} ${intent}`).toContain(answer.status());
      expect(answer.headers().location, `${role} ${intent}`).toMatch(/^\/desk\/sign-in/);
    }
    for (const role of ["counsellor", "admin"] as const) {
      const answer = await pages[role].request.post("/desk/today", {
        form: { intent, id: "no-such-post" },
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      });
      expect(answer.status(), `${role} ${intent}`).toBe(expected[intent][role]);
    }
  }
  // The options for confirming with a passkey: only for someone signed in.
  for (const [role, page, status] of [
    ["nobody", pages.nobody, 401],
    ["disabled", gone, 401],
    ["counsellor", pages.counsellor, 200],
    ["admin", pages.admin, 200],
  ] as const) {
    const answer = await page.request.post("/desk/passkey-options", {
      form: { intent: "confirm" },
      headers: { Origin: baseURL! },
    });
    expect(answer.status(), role).toBe(status);
  }
});

test("push devices on the Account page, as nobody, a counsellor, an admin and a disabled account", async ({
  browser,
  baseURL,
}) => {
  const db = e2eDatabase();
  const counsellor = await addStaff(db, { role: "counsellor" });
  const admin = await addStaff(db, { role: "admin" });
  const disabled = await addStaff(db, { role: "counsellor" });
  const key = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString("base64url");
  const auth = Buffer.alloc(16, 3).toString("base64url");
  const add = (staffId: string, label: string) =>
    withDesk(db, (database) =>
      database.desk.addPushDevice(staffId, {
        endpoint: `https://push.example.com/${staffId}`,
        p256dh: key,
        auth,
        label,
      }),
    );
  const adminsPhone = await add(admin.id, "Safari on iPhone");
  await add(counsellor.id, "Chrome on Android");
  await add(disabled.id, "Firefox on Android");
  const open = async () => (await browser.newContext({ baseURL })).newPage();
  const remove = (page: Page, id: string) =>
    page.request.post("/desk/account", {
      form: { intent: "push-remove", id },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });

  // Nobody: sent to sign in; nothing removed.
  const nobody = await open();
  const refused = await remove(nobody, adminsPhone.id);
  expect([302, 303]).toContain(refused.status());
  expect(refused.headers().location).toMatch(/^\/desk\/sign-in/);

  // A counsellor: their own device only, and no way to remove the admin's.
  const mine = await open();
  await signIn(mine, counsellor, "/desk/account");
  const card = mine.getByRole("region", { name: "Notifications" });
  // This server runs without VAPID keys: the page says push is off, as it does for email.
  await expect(card.getByText("Push notifications are off on this server.")).toBeVisible();
  await expect(card.getByRole("checkbox", { name: "A new lead given to me, by push" })).toBeVisible();
  await expect(card.getByRole("checkbox", { name: /nobody could be given/ })).toHaveCount(0);
  expect((await remove(mine, adminsPhone.id)).status()).toBe(404);

  // An admin: their own device, and the admins' alerts to choose.
  const boss = await open();
  await signIn(boss, admin, "/desk/account");
  await expect(boss.getByRole("checkbox", { name: /nobody could be given/ })).toHaveCount(1);
  expect(
    (await withDesk(db, (database) => database.desk.notificationSettings(admin.id))).devices.map((each) => each.id),
  ).toEqual([adminsPhone.id]);

  // A disabled account: signed out, and its devices gone with it.
  const gone = await open();
  await signIn(gone, disabled, "/desk/account");
  await withDesk(db, (database) => database.desk.setStaffActive(disabled.id, false, admin.id));
  await gone.goto("/desk/account");
  await expect(gone).toHaveURL(/\/desk\/sign-in/);
  expect((await withDesk(db, (database) => database.desk.notificationSettings(disabled.id))).devices).toEqual([]);

  for (const page of [nobody, mine, boss, gone]) await page.context().close();
});

test("Reports as nobody, a counsellor, an admin and a disabled account", async ({ browser, baseURL }) => {
  const db = e2eDatabase();
  const counsellor = await addStaff(db, { role: "counsellor" });
  const admin = await addStaff(db, { role: "admin" });
  const disabled = await addStaff(db, { role: "counsellor" });
  const open = async () => (await browser.newContext({ baseURL })).newPage();

  const nobody = await open();
  await nobody.goto("/desk/reports?report=counsellor");
  await expect(nobody).toHaveURL(/\/desk\/sign-in\?next=%2Fdesk%2Freports%3Freport%3Dcounsellor/);
  const csv = await nobody.request.get("/desk/reports.csv?report=funnel", { maxRedirects: 0 });
  expect(csv.headers().location).toMatch(/^\/desk\/sign-in/);

  const asCounsellor = await open();
  await signIn(asCounsellor, counsellor, "/desk/reports");
  await expect(asCounsellor.getByRole("link", { name: "By counsellor" })).toHaveCount(0);
  await expect(asCounsellor.getByRole("link", { name: "Download CSV" })).toHaveCount(0);
  expect((await asCounsellor.goto("/desk/reports?report=counsellor"))?.status()).toBe(403);
  expect((await asCounsellor.request.get("/desk/reports.csv?report=funnel")).status()).toBe(403);

  const asAdmin = await open();
  await signIn(asAdmin, admin, "/desk/reports");
  await asAdmin.getByRole("link", { name: "By counsellor" }).click();
  await expect(asAdmin.getByRole("region", { name: "By counsellor as a table" })).toBeVisible();
  expect((await asAdmin.request.get("/desk/reports.csv?report=counsellor")).status()).toBe(200);

  const asDisabled = await open();
  await signIn(asDisabled, disabled, "/desk/reports");
  await withDesk(db, (database) => database.desk.setStaffActive(disabled.id, false, admin.id));
  await asDisabled.goto("/desk/reports");
  await expect(asDisabled).toHaveURL(/\/desk\/sign-in/);
});

test("Import as nobody, a counsellor, an admin and a disabled account", async ({ browser, baseURL }) => {
  const db = e2eDatabase();
  const counsellor = await addStaff(db, { role: "counsellor" });
  const admin = await addStaff(db, { role: "admin" });
  const disabled = await addStaff(db, { role: "admin" });
  const open = async () => (await browser.newContext({ baseURL })).newPage();
  const upload = (page: Awaited<ReturnType<typeof open>>) =>
    page.request.post("/desk/import", {
      headers: { Origin: baseURL! },
      multipart: {
        source: "fair",
        source_detail: "Access Fair",
        file: { name: "a.csv", mimeType: "text/csv", buffer: Buffer.from("Name,Mobile\nAccess Person,9876511111\n") },
      },
      maxRedirects: 0,
    });

  const nobody = await open();
  await nobody.goto("/desk/import");
  await expect(nobody).toHaveURL(/\/desk\/sign-in\?next=%2Fdesk%2Fimport/);
  expect((await upload(nobody)).headers().location).toMatch(/^\/desk\/sign-in/);

  const asCounsellor = await open();
  await signIn(asCounsellor, counsellor, "/desk/today");
  expect((await asCounsellor.goto("/desk/import"))?.status()).toBe(403);
  expect((await upload(asCounsellor)).status()).toBe(403);

  const asAdmin = await open();
  await signIn(asAdmin, admin, "/desk/import");
  await expect(asAdmin.getByRole("heading", { name: "Import leads" })).toBeVisible();
  const drafted = await upload(asAdmin);
  expect(drafted.status()).toBe(303);
  expect(drafted.headers().location).toMatch(/^\/desk\/import\/[\w-]+$/);

  const asDisabled = await open();
  await signIn(asDisabled, disabled, "/desk/import");
  await withDesk(db, (database) => database.desk.setStaffActive(disabled.id, false, admin.id));
  await asDisabled.goto(drafted.headers().location!);
  await expect(asDisabled).toHaveURL(/\/desk\/sign-in/);
  expect((await upload(asDisabled)).headers().location).toMatch(/^\/desk\/sign-in/);
});
