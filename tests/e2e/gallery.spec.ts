import { mkdirSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { addStaff, signIn, type TestStaff } from "#tests/support/desk.ts";
import { axeViolations } from "#tests/support/axe.ts";
import { expect, startProjectServer, test } from "#tests/support/fixtures.ts";
import { PHONE_PHOTO_PATH } from "#tests/support/photos.ts";
import type { TestServer } from "#tests/support/server.ts";

/**
 * Photos on the public pages, placed by an editor from a phone (375 px): a JPEG from the camera
 * roll uploaded to Photos, placed in the About page's campus gallery, a photo of a graduate on
 * her story, previewed, published; then the PRE-RENDERED About page, in English and in Hindi,
 * shows the `<picture>` of the resized variants, lazy, with the alt text in the page's language,
 * and the variant the phone fetched is the width and type its name says. On a server of its
 * own: a publish changes every page. GALLERY_SHOTS=<folder> saves each screen at 375 and 1280 px.
 */
test.describe.configure({ mode: "serial", timeout: 240_000 });

const PHONE = { width: 375, height: 812 };
const SHOTS = process.env.GALLERY_SHOTS;
const LAB = { en: "Students at the microscopes of the pathology lab", hi: "पैथोलॉजी लैब में माइक्रोस्कोप पर छात्र" };
const FACE = { en: "Sunita Rawat at a dialysis machine", hi: "डायलिसिस मशीन के पास सुनीता रावत" };
/** Resizing takes seconds, more on a machine shared with other work; a publish renders every page. */
const SLOW = { timeout: 60_000 };

let server: TestServer;
let editor: TestStaff;

test.beforeAll(async () => {
  server = await startProjectServer();
  editor = await addStaff(server.databaseUrl, { role: "editor", name: "Asha Editor" });
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

async function onPhone(browser: Browser, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled,
  });
  return context.newPage();
}

/** Every photo brought near the screen and loaded: a full-page picture does not scroll, so lazy ones would be blank. */
async function loadPhotos(page: Page) {
  await page.locator("picture img").evaluateAll(async (images: HTMLImageElement[]) => {
    for (const image of images) {
      image.scrollIntoView();
      await image.decode().catch(() => undefined);
    }
    window.scrollTo(0, 0);
  });
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await loadPhotos(page);
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await loadPhotos(page);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize(PHONE);
}

async function upload(page: Page, category: string, alt: { en: string; hi: string }): Promise<string> {
  await page.goto("/desk/photos");
  const form = page.locator("form#upload");
  await form.locator("#upload-photo").setInputFiles(PHONE_PHOTO_PATH);
  await form.getByLabel("What it shows").selectOption({ label: category });
  await form.getByLabel("Alt text in English").fill(alt.en);
  await form.getByLabel("Alt text in Hindi").fill(alt.hi);
  await page.getByRole("button", { name: "Upload photo" }).tap();
  await expect(page.getByText("Photo added to the library.")).toBeVisible(SLOW);
  return new URL(page.url()).searchParams.get("added")!;
}

test("an editor on a phone places an uploaded photo in the campus gallery and on a story, and the pre-rendered pages show it", async ({
  browser,
}) => {
  const page = await onPhone(browser);
  await signIn(page, editor, "/desk/photos");
  const lab = await upload(page, "Labs", LAB);
  const face = await upload(page, "People", FACE);

  // Site content → Campus photos: one tap on the photo, one on Save.
  await page.goto("/desk/content");
  await page.getByRole("link", { name: "Campus photos" }).tap();
  await expect(page.getByRole("heading", { name: "Campus photos", level: 1 })).toBeVisible();
  // Places only: the photo of a person is not offered here.
  await expect(page.getByText(FACE.en)).toHaveCount(0);
  await page.getByRole("checkbox", { name: LAB.en }).tap();
  await shoot(page, "desk-gallery");
  expect(await axeViolations(page), "the gallery's form").toEqual([]);
  await page.getByRole("button", { name: "Save draft" }).tap();
  await expect(page.getByRole("heading", { name: "Draft" })).toBeVisible();

  // A graduate's story with her photo (the shipped stories are examples, which show none).
  await page.goto("/desk/content/testimonials/priya-sharma");
  await page.getByLabel("An example story, not a real graduate's").setChecked(false);
  await page.getByLabel("Written consent recorded on").fill("2026-11-20");
  await page.getByRole("radio", { name: FACE.en }).tap();
  await shoot(page, "desk-story-photo");
  expect(await axeViolations(page), "the story's form").toEqual([]);
  await page.getByRole("button", { name: "Save draft" }).tap();
  await expect(page.getByRole("heading", { name: "Draft" })).toBeVisible();

  // The preview shows the gallery; the site does not yet.
  const [preview] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("link", { name: "About (campus photos)" }).tap(),
  ]);
  await preview.waitForLoadState();
  await expect(preview.getByText("Preview of the draft: not published")).toBeVisible();
  await expect(preview.getByRole("img", { name: LAB.en })).toHaveCount(1);
  await preview.close();

  await page.getByLabel("What changed").fill("Campus photos; Priya's story with her photo");
  await page.getByRole("button", { name: "Publish" }).tap();
  await expect(page.getByText(/Published: revision \d+ is live\./)).toBeVisible(SLOW);
  await page.context().close();

  for (const [path, alt, title] of [
    ["/about", LAB.en, "Our campus"],
    ["/hi/about", LAB.hi, "हमारा परिसर"],
  ] as const) {
    const visitor = await onPhone(browser);
    const response = await visitor.goto(path);
    // The pre-rendered page from memory (a page rendered per request is marked no-store or carries a nonce).
    expect(response!.headers()["etag"], path).toBeTruthy();
    const html = await response!.text();
    expect(html, path).toContain(`alt="${alt}"`);
    await expect(visitor.getByRole("heading", { name: title })).toBeVisible();
    const image = visitor.getByRole("img", { name: alt });
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("decoding", "async");
    await expect(image).toHaveAttribute("width", "1800");
    await expect(image).toHaveAttribute("height", "2400");
    await expect(visitor.locator("picture source")).toHaveAttribute("type", "image/avif");
    // Below the first screen on a phone, where lazy loading leaves it until the visitor scrolls near.
    expect(await image.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(PHONE.height);
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveJSProperty("complete", true);
    const shown = await image.evaluate((element: HTMLImageElement) => ({
      src: element.currentSrc,
      box: element.getBoundingClientRect(),
    }));
    // Two across a 375 px phone at 2x: about 330 device pixels, so the 480 px AVIF.
    expect(shown.src, path).toMatch(new RegExp(`/media/photos/${lab}-[0-9a-f]{16}-480\\.avif$`));
    expect(shown.box.width).toBeLessThan(PHONE.width / 2);
    // Cropped to 4:3 in its cell, never stretched.
    expect(shown.box.height / shown.box.width).toBeCloseTo(0.75, 1);
    const variant = await visitor.request.get(shown.src);
    expect(variant.headers()["content-type"]).toBe("image/avif");
    expect(variant.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await sharp(await variant.body()).metadata()).width).toBe(480);
    await shoot(visitor, path === "/about" ? "about-gallery" : "hi-about-gallery");
    for (const size of [PHONE, { width: 1280, height: 900 }]) {
      await visitor.setViewportSize(size);
      expect(await axeViolations(visitor), `${path} at ${size.width} px`).toEqual([]);
    }
    await visitor.context().close();
  }

  const stories = await onPhone(browser);
  await stories.goto("/success-stories");
  const photo = stories.getByRole("img", { name: FACE.en });
  await expect(photo).toHaveAttribute("loading", "lazy");
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveJSProperty("complete", true);
  expect(await photo.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
    new RegExp(`/media/photos/${face}-[0-9a-f]{16}-480\\.avif$`),
  );
  await shoot(stories, "success-stories-photo");
  expect(await axeViolations(stories)).toEqual([]);
  await stories.context().close();
});

test("a photo a published page shows is not deleted: the desk says where it is", async ({ browser }) => {
  const page = await onPhone(browser, false);
  await signIn(page, editor, "/desk/photos");
  const card = page.locator("li", { has: page.getByText(LAB.en, { exact: true }) });
  await card.getByText("Delete…").tap();
  await card.getByRole("button", { name: "Delete this photo" }).tap();
  await expect(
    page.getByText(
      "Not deleted: this photo is used in the About page's campus gallery (published). Take it off there in Site content and publish, then delete it.",
    ),
  ).toBeVisible();
  await shoot(page, "desk-photo-delete-refused");
  await expect(page.getByRole("img", { name: LAB.en })).toHaveCount(1);
  await page.context().close();
});
