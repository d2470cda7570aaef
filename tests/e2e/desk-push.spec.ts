import { mkdirSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { chromium, type Browser, type CDPSession, type Page } from "@playwright/test";
import webpush from "web-push";
import { CHROMIUM_ARGS, chromiumPath } from "#tests/browser.ts";
import { addStaff, signIn, withDesk } from "#tests/support/desk.ts";
import { post, uniquePhone, validEnquiry } from "#tests/support/forms.ts";
import { expect, startProjectServer, test } from "#tests/support/fixtures.ts";
import { PUSH_RECEIVER_ENV, startPushReceiver, type TestSubscription } from "#tests/support/push-receiver.ts";
import { axeViolations } from "#tests/support/axe.ts";

/**
 * Web Push in Chromium against the real server (VAPID keys set) and a push service in this
 * process (tests/support/push-receiver.ts, which checks the VAPID JWT and decrypts each
 * message with the subscription's private key). Each test has its own server. A server
 * killed with pushes pending, and the VAPID settings at start-up, need no browser: they are
 * in tests/http/push.test.ts.
 *
 * Two stand-ins, because of what headless Chromium here can do, and nothing else:
 * - Chromium built without Google's API keys cannot register with its push service (FCM):
 *   `pushManager.subscribe()` fails "Registration failed - permission denied" whatever the
 *   permission. The page's `subscribe` is replaced by one returning a subscription on the test's
 *   push service (the endpoint and keys a browser would hand over); the key it was asked for is
 *   checked to be the server's VAPID public key. The permission, the service worker, the
 *   server's storing, encrypting and sending, and the worker's handlers are the real ones.
 * - The headless shell that runs the other specs reports notifications "denied" and shows
 *   none, so this spec drives the full Chromium (as the audit does), where a push delivered
 *   through the DevTools protocol (`ServiceWorker.deliverPushMessage`) shows a notification.
 *   Nothing can tap a notification in headless Chromium: the worker's own click handler
 *   (`self.onnotificationclick`) is run inside the worker with the notification it showed.
 */
test.describe.configure({ timeout: 180_000 });
const SHOTS = "/tmp/shots-webpush";
const VAPID = { ...webpush.generateVAPIDKeys(), subject: "mailto:desk@example.in" };
const VAPID_ENV = {
  VAPID_PUBLIC_KEY: VAPID.publicKey,
  VAPID_PRIVATE_KEY: VAPID.privateKey,
  VAPID_SUBJECT: VAPID.subject,
  OUTBOX_RETRY_SECONDS: "1",
  ...PUSH_RECEIVER_ENV,
};

let fullChromium: Browser;
test.beforeAll(async () => {
  fullChromium = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
});
test.afterAll(async () => {
  await fullChromium?.close();
});

function enquiry() {
  const name = `Pushy${randomBytes(3).toString("hex")} Lastname`;
  const fields = validEnquiry({ name, phone: uniquePhone(), email: `${randomBytes(4).toString("hex")}@example.com` });
  return fields as typeof fields & { name: string; course: string; message: string };
}

/**
 * The push rows the outbox holds. A post is answered after its commit, so a push it was to
 * cause is already written by then: none written means none will go, with no wait to prove it.
 */
function pushRows(databaseUrl: string) {
  return withDesk(databaseUrl, (database) =>
    database.db.selectFrom("outbox").select(["kind", "status"]).where("channel", "=", "push").execute(),
  );
}

/** The page's PushManager.subscribe, answering with `subscription` and noting the key and the permission it was asked with. */
function standInSubscribe(subscription: TestSubscription) {
  const asked: { permissionCalls: number; key: string | null; permissionAtSubscribe: string | null } = {
    permissionCalls: 0,
    key: null,
    permissionAtSubscribe: null,
  };
  (window as unknown as { __push: typeof asked }).__push = asked;
  const request = Notification.requestPermission.bind(Notification);
  Notification.requestPermission = () => {
    asked.permissionCalls += 1;
    return request();
  };
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey as Uint8Array;
    asked.key = btoa(String.fromCharCode(...key))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    asked.permissionAtSubscribe = Notification.permission;
    return {
      endpoint: subscription.endpoint,
      toJSON: () => ({ endpoint: subscription.endpoint, keys: subscription.keys }),
    } as unknown as PushSubscription;
  };
  const getSubscription = PushManager.prototype.getSubscription;
  PushManager.prototype.getSubscription = async function () {
    return asked.key
      ? ({ endpoint: subscription.endpoint } as unknown as PushSubscription)
      : getSubscription.call(this);
  };
}

async function workerRegistrationId(cdp: CDPSession, scope: string): Promise<string> {
  const found: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => found.push(...event.registrations));
  await cdp.send("ServiceWorker.enable");
  await expect.poll(() => found.some((each) => each.scopeURL === scope && !each.isDeleted)).toBe(true);
  return found.find((each) => each.scopeURL === scope && !each.isDeleted)!.registrationId;
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test("notifications on at 375 px: the prompt after the tap, the device listed; a push shows and its tap opens the lead; removed", async () => {
  const server = await startProjectServer({ env: VAPID_ENV });
  const receiver = await startPushReceiver({ publicKey: VAPID.publicKey, subject: VAPID.subject });
  const context = await fullChromium.newContext({
    baseURL: server.url,
    viewport: { width: 375, height: 800 },
    isMobile: true,
    hasTouch: true,
    // A counsellor's phone, as the device list names it.
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  });
  try {
    const counsellor = await addStaff(server.databaseUrl, { role: "counsellor" });
    await withDesk(server.databaseUrl, (database) => database.desk.setOnDuty(counsellor.id, true, counsellor.id));
    const subscription = receiver.subscribe();
    await context.addInitScript(standInSubscribe, subscription);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await signIn(page, counsellor, "/desk/account");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const card = page.getByRole("region", { name: "Notifications" });
    await expect(card.getByText("No devices yet.")).toBeVisible();
    // Nothing asked on arrival: the browser's prompt comes only from the tap.
    expect(await page.evaluate(() => (window as unknown as { __push: { permissionCalls: number } }).__push)).toEqual({
      permissionCalls: 0,
      key: null,
      permissionAtSubscribe: null,
    });
    await context.grantPermissions(["notifications"], { origin: server.url });
    const turnOn = card.getByRole("button", { name: "Turn on notifications on this device" });
    expect((await turnOn.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await shot(page, "account-notifications-off-375");
    await turnOn.tap();
    await expect(card.getByRole("status")).toContainText("Notifications are on for this device (Chrome on Android).");
    expect(await page.evaluate(() => (window as unknown as { __push: unknown }).__push)).toEqual({
      permissionCalls: 1,
      key: VAPID.publicKey,
      permissionAtSubscribe: "granted",
    });
    const devices = card.getByRole("list", { name: "Your devices" }).getByRole("listitem");
    await expect(devices).toHaveCount(1);
    await expect(devices.first()).toContainText("Chrome on Android");
    await expect(devices.first()).toContainText("This device");
    await expect(devices.first()).toContainText("Not notified yet");
    await expect(card.getByTestId("push-state")).toHaveText("Notifications are on for this device.");
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "account-notifications-on-375");
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, "account-notifications-on-1280");
    await page.setViewportSize({ width: 375, height: 800 });

    // A visitor's enquiry: allocated to the counsellor on duty, pushed to their device.
    const sent = enquiry();
    expect((await post(server.url, "/admission", sent)).status).toBe(200);
    const [message] = await receiver.waitFor(1, 30_000);
    const leadPath = String(message!.payload.url);
    expect(leadPath).toMatch(/^\/desk\/leads\/[0-9a-f-]{36}$/);
    expect(message!.payload).toMatchObject({
      title: "New lead for you",
      body: `${sent.name.split(" ")[0]} · ${sent.course} · admission form`,
    });
    for (const secret of [sent.phone, sent.email, sent.message, "Lastname"])
      expect(JSON.stringify(message!.payload)).not.toContain(secret);

    // The same message, delivered to the page's real service worker as a push service would.
    const cdp = await context.newCDPSession(page);
    const registrationId = await workerRegistrationId(cdp, `${server.url}/desk/`);
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: server.url,
      registrationId,
      data: JSON.stringify(message!.payload),
    });
    const shown = async () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((each) => ({
          title: each.title,
          body: each.body,
          tag: each.tag,
          data: each.data as unknown,
        })),
      );
    await expect.poll(shown).toHaveLength(1);
    expect((await shown())[0]).toEqual({
      title: "New lead for you",
      body: message!.payload.body,
      tag: message!.payload.tag,
      data: { url: leadPath },
    });

    // The tap: the worker's own click handler, with the notification it showed.
    const [worker] = context.serviceWorkers();
    await worker!.evaluate(async () => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        onnotificationclick: (event: unknown) => void;
      };
      const [notification] = await scope.registration.getNotifications();
      let opened: Promise<unknown> = Promise.resolve();
      scope.onnotificationclick({
        notification,
        waitUntil: (promise: Promise<unknown>) => (opened = promise),
      });
      await opened;
    });
    await expect(page).toHaveURL(new RegExp(`${leadPath}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(sent.name);
    await expect.poll(shown).toHaveLength(0); // the tap closed it

    // Removed from the list: no more pushes to it.
    await page.goto("/desk/account");
    await expect(card.getByText(/Last notified/)).toBeVisible();
    await card.getByRole("button", { name: "Remove Chrome on Android" }).tap();
    await expect(card.getByRole("status")).toContainText("Device removed: it gets no more notifications.");
    await expect(card.getByText("No devices yet.")).toBeVisible();
    expect((await post(server.url, "/admission", enquiry())).status).toBe(200);
    expect(await pushRows(server.databaseUrl)).toEqual([{ kind: "push.allocated", status: "sent" }]);
    expect(receiver.requests).toHaveLength(1);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await server.stop();
    server.cleanup();
    await receiver.close();
  }
});

test("signing out on a device removes its notifications, and only that device's", async () => {
  const server = await startProjectServer({ env: VAPID_ENV });
  const receiver = await startPushReceiver({ publicKey: VAPID.publicKey, subject: VAPID.subject });
  const context = await fullChromium.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  try {
    const counsellor = await addStaff(server.databaseUrl, { role: "counsellor" });
    const laptop = receiver.subscribe();
    await withDesk(server.databaseUrl, async (database) => {
      await database.desk.setOnDuty(counsellor.id, true, counsellor.id);
      await database.desk.addPushDevice(counsellor.id, {
        endpoint: laptop.endpoint,
        ...laptop.keys,
        label: "Firefox on Windows",
      });
    });
    const phone = receiver.subscribe();
    await context.addInitScript(standInSubscribe, phone);
    await context.grantPermissions(["notifications"], { origin: server.url });
    const page = await context.newPage();
    await signIn(page, counsellor, "/desk/account");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const card = page.getByRole("region", { name: "Notifications" });
    // Turned on a moment before signing out, with no page loaded since: the sign-out still knows this device.
    await card.getByRole("button", { name: "Turn on notifications on this device" }).click();
    await expect(card.getByRole("status")).toContainText("Notifications are on for this device");
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/desk\/sign-in\?signed-out=1$/);
    const endpoints = await withDesk(server.databaseUrl, async (database) =>
      (await database.desk.notificationSettings(counsellor.id)).devices.map((device) => device.endpoint),
    );
    expect(endpoints).toEqual([laptop.endpoint]);
    // The next lead reaches the laptop, not the phone someone else may now hold.
    expect((await post(server.url, "/admission", enquiry())).status).toBe(200);
    const [message] = await receiver.waitFor(1, 30_000);
    expect(message!.endpoint).toBe(laptop.endpoint);
  } finally {
    await context.close();
    await server.stop();
    server.cleanup();
    await receiver.close();
  }
});

test("the choice of events by push and email is saved, and a counsellor who turns pushes off gets none", async () => {
  const server = await startProjectServer({ env: VAPID_ENV });
  const receiver = await startPushReceiver({ publicKey: VAPID.publicKey, subject: VAPID.subject });
  const context = await fullChromium.newContext({ baseURL: server.url, viewport: { width: 375, height: 800 } });
  try {
    const counsellor = await addStaff(server.databaseUrl, { role: "counsellor" });
    const subscription = receiver.subscribe();
    await withDesk(server.databaseUrl, async (database) => {
      await database.desk.setOnDuty(counsellor.id, true, counsellor.id);
      await database.desk.addPushDevice(counsellor.id, {
        endpoint: subscription.endpoint,
        ...subscription.keys,
        label: "Chrome on Android",
      });
    });
    const page = await context.newPage();
    await signIn(page, counsellor, "/desk/account");
    const card = page.getByRole("region", { name: "Notifications" });
    const push = card.getByRole("checkbox", { name: "A new lead given to me, by push" });
    await expect(push).toBeChecked();
    await push.uncheck();
    await card.getByRole("button", { name: "Save choices" }).click();
    await expect(card.getByRole("status")).toContainText("Your notification choices are saved.");
    await expect(card.getByRole("checkbox", { name: "A new lead given to me, by push" })).not.toBeChecked();
    await expect(card.getByRole("checkbox", { name: "The morning digest, by email" })).toBeChecked();
    await shot(page, "account-notification-choices-375");
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, "account-notification-choices-1280");
    expect((await post(server.url, "/admission", enquiry())).status).toBe(200);
    expect(await pushRows(server.databaseUrl)).toEqual([]);
    expect(receiver.requests).toEqual([]);
  } finally {
    await context.close();
    await server.stop();
    server.cleanup();
    await receiver.close();
  }
});
