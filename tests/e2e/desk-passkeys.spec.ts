import type { CDPSession, Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { hashToken } from "#app/desk/auth.server.ts";
import { addStaff, query, sessionCookieFor, signIn, sql, withDesk, type TestStaff } from "#tests/support/desk.ts";
import { e2eDatabase, expect, gotoHydrated, test } from "#tests/support/fixtures.ts";
import { axeViolations } from "#tests/support/axe.ts";

/**
 * Passkeys on the desk, through the real server and database, with Chromium's virtual
 * authenticator (DevTools protocol) standing in for a phone or a security key.
 */

// WebAuthn refuses an IP address as the relying party, and the server takes the rpID from
// the address the browser used: these tests open the desk (the project's server) as
// localhost, not 127.0.0.1.
test.use({ baseURL: async ({ baseURL }, provide) => provide(baseURL!.replace("127.0.0.1", "localhost")) });

/** A platform authenticator that keeps discoverable credentials and verifies the user at once. */
async function addAuthenticator(cdp: CDPSession): Promise<string> {
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return authenticatorId;
}

async function onlyCredential(cdp: CDPSession, authenticatorId: string) {
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  return credentials[0]!;
}

/** The DevTools protocol gives credential ids in base64; the desk stores base64url. */
function storedId(credential: { credentialId: string }): string {
  return Buffer.from(credential.credentialId, "base64").toString("base64url");
}

function passkeySection(page: Page) {
  return page.getByRole("region", { name: "Passkeys" });
}

async function sessionCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === "desk_session")?.value;
}

async function listedPasskeys(staff: TestStaff) {
  return withDesk(e2eDatabase(), (database) => database.desk.listPasskeys(staff.id));
}

/** Passkeys written straight into the database, for tests about the page rather than the ceremony. */
async function seedPasskeys(staff: TestStaff, names: string[]) {
  await withDesk(e2eDatabase(), async (database) => {
    for (const name of names) {
      await database.desk.addPasskey({
        id: randomBytes(16).toString("base64url"),
        staffId: staff.id,
        name,
        publicKey: "AA",
        counter: 0,
        transports: ["internal"],
      });
    }
  });
}

test("register two passkeys, rename one, remove one, then sign in with the other without an email", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const staff = await addStaff(e2eDatabase());
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");

  await signIn(page, staff, "/desk/account");
  const passwordSession = await sessionCookie(page);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const section = passkeySection(page);
  await expect(section.getByText("No passkeys yet.")).toBeVisible();

  // Two devices: a device that already holds one of the account's passkeys is excluded from
  // making another, so the second passkey comes from a second authenticator.
  const phone = await addAuthenticator(cdp);
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await expect(section.getByRole("status")).toContainText("Passkey added.");
  await expect(section.getByRole("listitem")).toHaveCount(1);
  // The same device again is refused by the browser (it is in excludeCredentials), and the
  // page says so in place of the last notice.
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await expect(section.getByRole("alert")).toContainText("This device already has a passkey for your account");
  await expect(section.getByRole("status")).toHaveCount(0);
  await expect(section.getByRole("listitem")).toHaveCount(1);
  const phoneKey = await onlyCredential(cdp, phone);
  await cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId: phone });

  const laptop = await addAuthenticator(cdp);
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await expect(section.getByRole("listitem")).toHaveCount(2);
  const laptopKey = await onlyCredential(cdp, laptop);

  const stored = await listedPasskeys(staff);
  expect(stored.map((passkey) => passkey.id)).toEqual([storedId(phoneKey), storedId(laptopKey)]);
  const [first, second] = stored;
  expect(first!.name).toMatch(/^Passkey added \d{1,2} [A-Z][a-z]{2} \d{4}$/);
  // Two added on one day are told apart.
  expect(second!.name).toBe(`${first!.name} (2)`);
  await expect(section.getByRole("listitem").nth(0)).toContainText("Not used yet");

  // Rename the first by keyboard: the field takes focus, Enter saves, focus lands on the notice.
  await section.getByRole("link", { name: `Rename ${first!.name}`, exact: true }).focus();
  await page.keyboard.press("Enter");
  const field = section.getByRole("textbox", { name: `New name for ${first!.name}`, exact: true });
  await expect(field).toBeFocused();
  await field.fill("Asha's phone");
  await page.keyboard.press("Enter");
  await expect(section.getByRole("status")).toHaveText("Passkey renamed.");
  await expect(section.getByRole("status").locator("..")).toBeFocused();
  await expect(section.getByRole("listitem").nth(0)).toContainText("Asha's phone");

  // Remove the second: a confirmation first, and "Keep it" changes nothing.
  await section.getByRole("link", { name: `Remove ${second!.name}` }).click();
  await expect(section.getByRole("button", { name: "Yes, remove it" })).toBeFocused();
  await section.getByRole("link", { name: "Keep it" }).click();
  await expect(section.getByRole("link", { name: `Remove ${second!.name}` })).toBeFocused();
  await section.getByRole("link", { name: `Remove ${second!.name}` }).click();
  await section.getByRole("button", { name: "Yes, remove it" }).click();
  await expect(section.getByRole("status")).toContainText("Passkey removed");
  await expect(section.getByRole("listitem")).toHaveCount(1);
  expect((await listedPasskeys(staff)).map((passkey) => passkey.name)).toEqual(["Asha's phone"]);

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.waitForURL(/\/desk\/sign-in\?signed-out=1/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  // The laptop still holds the passkey that was removed from the desk: it is refused, with a
  // message, and the refusal is in the audit log.
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert")).toContainText("This passkey is not registered with the desk");
  await expect(page).toHaveURL(/\/desk\/sign-in/);
  const refusals = await withDesk(e2eDatabase(), (database) =>
    database.desk.auditLog({ page: 1, action: "sign_in.failed" }),
  );
  expect(
    refusals.entries.find((entry) => entry.subject === `passkey:${hashToken(storedId(laptopKey))}`)?.detail,
  ).toEqual({
    method: "passkey",
    reason: "unknown_passkey",
  });

  // The phone, with the passkey still on the desk: signed in, without typing an email.
  await cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId: laptop });
  const phoneAgain = await addAuthenticator(cdp);
  await cdp.send("WebAuthn.addCredential", { authenticatorId: phoneAgain, credential: phoneKey });
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/desk") && !url.pathname.startsWith("/desk/sign-in"));
  await expect(page.getByText(staff.name)).toBeVisible();
  // A new session, not the one from before signing out.
  const passkeySession = await sessionCookie(page);
  expect(passkeySession).toBeTruthy();
  expect(passkeySession).not.toBe(passwordSession);

  const signIns = await withDesk(e2eDatabase(), (database) => database.desk.auditLog({ page: 1, action: "sign_in" }));
  expect(signIns.entries.filter((entry) => entry.staffId === staff.id).map((entry) => entry.detail)).toEqual([
    { method: "passkey" },
    { method: "password" },
  ]);
  const [used] = await listedPasskeys(staff);
  expect(used!.lastUsedAt).not.toBeNull();
  expect(used!.counter).toBeGreaterThan(phoneKey.signCount);

  await gotoHydrated(page, "/desk/account");
  await expect(passkeySection(page).getByRole("listitem").nth(0)).toContainText("Last used");
});

test("a passkey sign-in cancelled in the browser says so and leaves the password form working", async ({ page }) => {
  const staff = await addStaff(e2eDatabase());
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  // An authenticator with no passkey for the desk: the browser has nothing to offer.
  await addAuthenticator(cdp);
  await gotoHydrated(page, "/desk/sign-in");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert")).toContainText("No passkey was used");
  await signIn(page, staff);
});

test("wrong passkey posts are answered with a 4xx and a sentence, never a 5xx", async ({ page }) => {
  const staff = await addStaff(e2eDatabase());
  await seedPasskeys(staff, ["Seeded"]);
  const [junk] = await listedPasskeys(staff);

  // Signed out.
  const signedOut = page.request;
  const options = await signedOut.post("/desk/passkey-options", { form: { intent: "register" } });
  expect(options.status()).toBe(401);
  expect(await options.json()).toEqual({ error: expect.stringContaining("Sign in again") });
  expect((await signedOut.post("/desk/passkey-options", { form: { intent: "other" } })).status()).toBe(400);
  expect(
    (await signedOut.post("/desk/passkey-register", { form: { challengeId: "x", response: "{}" } })).status(),
  ).toBe(401);
  const bogus = await signedOut.post("/desk/passkey-sign-in", { form: { challengeId: "nope", response: "not json" } });
  expect(bogus.status()).toBe(400);
  expect((await bogus.json()).error).toMatch(/incomplete/);
  // A well-formed answer to a challenge that was never issued.
  const signInOptions = await (await signedOut.post("/desk/passkey-options", { form: { intent: "sign-in" } })).json();
  expect(signInOptions.options.allowCredentials).toEqual([]);
  expect(signInOptions.options.rpId).toBe("localhost");
  const forged = JSON.stringify({
    id: junk!.id,
    rawId: junk!.id,
    type: "public-key",
    clientExtensionResults: {},
    response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" },
  });
  const unissued = await signedOut.post("/desk/passkey-sign-in", {
    form: { challengeId: "never-issued", response: forged },
  });
  expect(unissued.status()).toBe(400);
  // A real challenge, but a signature that is not the passkey's.
  const badSignature = await signedOut.post("/desk/passkey-sign-in", {
    form: { challengeId: signInOptions.challengeId, response: forged },
  });
  expect(badSignature.status()).toBe(401);
  // Single use: the same challenge again has expired.
  const replay = await signedOut.post("/desk/passkey-sign-in", {
    form: { challengeId: signInOptions.challengeId, response: forged },
  });
  expect(replay.status()).toBe(400);
  expect((await signedOut.get("/desk/passkey-options")).status()).toBe(405);

  await signIn(page, staff, "/desk/account");
  // A post carrying a session must name its origin, as a browser's form or fetch does (server/security.ts).
  const headers = { Origin: new URL(page.url()).origin };
  const registerOptions = await page.request.post("/desk/passkey-options", { form: { intent: "register" }, headers });
  const { options: creation } = await registerOptions.json();
  expect(creation.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "preferred" });
  expect(creation.excludeCredentials.map((each: { id: string }) => each.id)).toEqual([junk!.id]);
  expect(
    (
      await page.request.post("/desk/passkey-register", { form: { challengeId: "x", response: "{}" }, headers })
    ).status(),
  ).toBe(400);

  const blankName = await page.request.post("/desk/account", {
    form: { intent: "rename", id: junk!.id, name: "  " },
    maxRedirects: 0,
    headers,
  });
  expect(blankName.status()).toBe(400);
  const tooLong = await page.request.post("/desk/account", {
    form: { intent: "rename", id: junk!.id, name: "x".repeat(61) },
    maxRedirects: 0,
    headers,
  });
  expect(tooLong.status()).toBe(400);
  const missing = await page.request.post("/desk/account", {
    form: { intent: "remove", id: "no-such-passkey" },
    maxRedirects: 0,
    headers,
  });
  expect(missing.status()).toBe(404);
  expect(
    (await page.request.post("/desk/account", { form: { intent: "explode" }, maxRedirects: 0, headers })).status(),
  ).toBe(400);
  // Another account's passkey cannot be renamed or removed.
  const other = await addStaff(e2eDatabase());
  await seedPasskeys(other, ["Not yours"]);
  const [theirs] = await listedPasskeys(other);
  expect(
    (
      await page.request.post("/desk/account", { form: { intent: "remove", id: theirs!.id }, maxRedirects: 0, headers })
    ).status(),
  ).toBe(404);
  expect((await listedPasskeys(other)).map((passkey) => passkey.name)).toEqual(["Not yours"]);
});

test("the public site loads no passkey code, and the sign-in page only when the button is pressed", async ({
  page,
}) => {
  // Bodies are read after the response event, so each check waits for every body seen so far:
  // a check made before a slow read finished would pass or fail by chance (CI saw both).
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
  });
  const webAuthnLoaded = async () =>
    (await Promise.all(scripts)).some((body) => body.includes("navigator.credentials"));
  for (const path of ["/", "/admission", "/courses"]) await gotoHydrated(page, path);
  expect(scripts.length).toBeGreaterThan(0);
  expect(await webAuthnLoaded()).toBe(false);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await addAuthenticator(cdp);
  await gotoHydrated(page, "/desk/sign-in");
  expect(await webAuthnLoaded()).toBe(false);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  // The chunk ran before the alert showed, but its response event may reach the test just after.
  await expect.poll(webAuthnLoaded).toBe(true);
});

for (const size of [
  { name: "375 px", width: 375, height: 812 },
  { name: "1280 px", width: 1280, height: 900 },
]) {
  test.describe(`passkey pages at ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("axe finds nothing on the account page with passkeys, renaming, confirming a removal, or a refused name", async ({
      page,
    }) => {
      const staff = await addStaff(e2eDatabase());
      await seedPasskeys(staff, ["Asha's phone", "Office laptop with a rather long name for a passkey"]);
      const [phone] = await listedPasskeys(staff);
      await signIn(page, staff, "/desk/account");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const section = passkeySection(page);
      await expect(section.getByRole("listitem")).toHaveCount(2);
      await expect(section.getByRole("button", { name: "Add a passkey" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);

      await section.getByRole("link", { name: "Rename Asha's phone" }).click();
      await expect(section.getByRole("textbox", { name: "New name for Asha's phone" })).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`/desk/account?remove=${encodeURIComponent(phone!.id)}`);
      await expect(section.getByText("Remove “Asha's phone”?")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // A name of spaces only (the browser's own check would stop an empty one).
      await page.goto(`/desk/account?rename=${encodeURIComponent(phone!.id)}`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await section.getByRole("textbox").fill("   ");
      await section.getByRole("button", { name: "Save name" }).click();
      const field = section.getByRole("textbox", { name: "New name for Asha's phone" });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(/Enter a name/);
      await expect(field).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
    });

    test("axe finds nothing on the sign-in page with the passkey button, or its error", async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("WebAuthn.enable");
      await addAuthenticator(cdp);
      await gotoHydrated(page, "/desk/sign-in");
      await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Sign in with a passkey" }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("no passkey buttons, a note instead; renaming and removing still work", async ({ page }) => {
    const staff = await addStaff(e2eDatabase());
    await seedPasskeys(staff, ["Old phone", "Desk computer"]);

    await page.goto("/desk/sign-in");
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
    // Playwright turns scripts off without the parser knowing, so Chromium does not display
    // <noscript> content here as a browser with JavaScript off would: check it was sent.
    expect(await page.locator("noscript").allTextContents()).toContainEqual(
      expect.stringContaining("Passkey sign-in needs JavaScript."),
    );
    await signIn(page, staff, "/desk/account");

    const section = passkeySection(page);
    await expect(section.getByRole("button", { name: "Add a passkey" })).toHaveCount(0);
    expect(await section.locator("noscript").allTextContents()).toContainEqual(
      expect.stringContaining("Adding a passkey needs JavaScript."),
    );

    await section.getByRole("link", { name: "Rename Old phone" }).click();
    await section.getByRole("textbox", { name: "New name for Old phone" }).fill("Spare phone");
    await section.getByRole("button", { name: "Save name" }).click();
    await expect(page).toHaveURL(/\/desk\/account\?saved=renamed$/);
    await expect(section.getByRole("status")).toHaveText("Passkey renamed.");

    await section.getByRole("link", { name: "Remove Desk computer" }).click();
    await section.getByRole("button", { name: "Yes, remove it" }).click();
    await expect(page).toHaveURL(/\/desk\/account\?saved=removed$/);
    await expect(section.getByRole("listitem")).toHaveCount(1);
    expect((await listedPasskeys(staff)).map((passkey) => passkey.name)).toEqual(["Spare phone"]);
  });
});

test("a staff member who signs in only with a passkey sets a password by confirming with it; every other session ends", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const db = e2eDatabase();
  const staff = await addStaff(db);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await addAuthenticator(cdp);
  await signIn(page, staff, "/desk/account");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await passkeySection(page).getByRole("button", { name: "Add a passkey" }).click();
  await expect(passkeySection(page).getByRole("listitem")).toHaveCount(1);
  // Another session of the account (another device), then the account becomes passkey-only.
  const otherDevice = await sessionCookieFor(baseURL!, staff);
  await query(db, sql`update staff set password_hash = null where id = ${staff.id}`);

  await page.setViewportSize({ width: 375, height: 812 });
  await gotoHydrated(page, "/desk/account");
  const password = page.getByRole("region", { name: "Password" });
  await expect(password.getByText("Your account has no password: you sign in with a passkey.")).toBeVisible();
  await expect(password.getByRole("textbox", { name: "Current password" })).toHaveCount(0);
  const newPassword = "monsoon kite ledger 58";
  await password.getByRole("textbox", { name: "New password", exact: true }).fill(newPassword);
  await password.getByRole("textbox", { name: "New password again" }).fill("not the same one at all");
  const confirm = password.getByRole("button", { name: "Confirm with your passkey and save" });
  expect((await confirm.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await confirm.click();
  // Checked before the passkey is asked for.
  await expect(password.getByRole("alert")).toContainText("The two new passwords are not the same.");
  await password.getByRole("textbox", { name: "New password again" }).fill(newPassword);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: "/tmp/shots-held/account-passkey-password-375.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "/tmp/shots-held/account-passkey-password-1280.png", fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await confirm.click();

  await expect(page).toHaveURL(/\/desk\/account\?password=changed/);
  await expect(password.getByRole("status")).toHaveText(
    "Your password is changed. Every other session of your account has ended.",
  );
  await page.screenshot({ path: "/tmp/shots-held/account-password-changed-375.png", fullPage: true });
  // The other device's session has ended; this one goes on; the new password signs in.
  const other = await fetch(new URL("/desk/today", baseURL), { headers: { Cookie: otherDevice }, redirect: "manual" });
  expect(other.status).toBe(302);
  await gotoHydrated(page, "/desk/today");
  await expect(page).toHaveURL(/\/desk\/today/);
  expect(await sessionCookieFor(baseURL!, { email: staff.email, password: newPassword })).toBeTruthy();
  const changes = await withDesk(db, (database) => database.desk.auditLog({ page: 1, action: "staff.password_set" }));
  expect(changes.entries.find((entry) => entry.staffId === staff.id)?.detail).toEqual({
    via: "account",
    sessionsEnded: 1,
    confirmedWith: "passkey",
  });

  // With a password too, the passkey may stand in for it.
  await gotoHydrated(page, "/desk/account");
  await expect(password.getByRole("textbox", { name: "Current password" })).toBeVisible();
  const third = "harbour tiffin signal 904";
  await password.getByRole("textbox", { name: "New password", exact: true }).fill(third);
  await password.getByRole("textbox", { name: "New password again" }).fill(third);
  await password.getByRole("button", { name: "Change with a passkey instead" }).click();
  await expect(page).toHaveURL(/\/desk\/account\?password=changed/);
  expect(await sessionCookieFor(baseURL!, { email: staff.email, password: third })).toBeTruthy();
});

test("a passkey of another account cannot confirm a password change", async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  const db = e2eDatabase();
  const [owner, intruder] = [await addStaff(db), await addStaff(db)];
  // The intruder's passkey, on the device the owner's session is open on.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const device = await addAuthenticator(cdp);
  await signIn(page, intruder, "/desk/account");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await passkeySection(page).getByRole("button", { name: "Add a passkey" }).click();
  await expect(passkeySection(page).getByRole("listitem")).toHaveCount(1);
  const credential = await onlyCredential(cdp, device);

  const ownerPage = await (await browser.newContext({ baseURL })).newPage();
  const ownerCdp = await ownerPage.context().newCDPSession(ownerPage);
  await ownerCdp.send("WebAuthn.enable");
  const ownerDevice = await addAuthenticator(ownerCdp);
  await ownerCdp.send("WebAuthn.addCredential", { authenticatorId: ownerDevice, credential });
  await seedPasskeys(owner, ["Owner's key"]);
  await signIn(ownerPage, owner, "/desk/account");
  await ownerPage.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const password = ownerPage.getByRole("region", { name: "Password" });
  await password.getByRole("textbox", { name: "New password", exact: true }).fill("paddy bicycle lamp 31");
  await password.getByRole("textbox", { name: "New password again" }).fill("paddy bicycle lamp 31");
  await password.getByRole("button", { name: "Change with a passkey instead" }).click();
  // The browser offers only the owner's passkeys; it holds none of them, so nothing is used.
  await expect(password.getByRole("alert")).toContainText("Your password is unchanged");

  // Asked past the page (any passkey the device holds), the intruder's answer is refused by the server.
  const answer = await ownerPage.evaluate(async () => {
    const encode = (buffer: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(buffer)))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    const ask = new FormData();
    ask.set("intent", "confirm");
    const { challengeId, options } = (await (
      await fetch("/desk/passkey-options", { method: "POST", body: ask })
    ).json()) as { challengeId: string; options: { challenge: string; rpId: string } };
    const challenge = Uint8Array.from(atob(options.challenge.replace(/-/g, "+").replace(/_/g, "/")), (char) =>
      char.charCodeAt(0),
    );
    const credential = (await navigator.credentials.get({
      publicKey: { challenge, rpId: options.rpId, allowCredentials: [], userVerification: "preferred" },
    })) as PublicKeyCredential;
    const response = credential.response as AuthenticatorAssertionResponse;
    const body = new FormData();
    body.set("intent", "password");
    body.set("method", "passkey");
    body.set("password", "paddy bicycle lamp 31");
    body.set("confirm", "paddy bicycle lamp 31");
    body.set("challengeId", challengeId);
    body.set(
      "response",
      JSON.stringify({
        id: credential.id,
        rawId: credential.id,
        type: "public-key",
        clientExtensionResults: {},
        response: {
          clientDataJSON: encode(response.clientDataJSON),
          authenticatorData: encode(response.authenticatorData),
          signature: encode(response.signature),
          ...(response.userHandle ? { userHandle: encode(response.userHandle) } : {}),
        },
      }),
    );
    const posted = await fetch("/desk/account.data", { method: "POST", body });
    return { status: posted.status, text: await posted.text() };
  });
  expect(answer.status).toBe(401);
  expect(answer.text).toContain("That passkey could not confirm it is you.");
  // The owner's password is the one it was.
  expect(await sessionCookieFor(baseURL!, owner)).toBeTruthy();
});
