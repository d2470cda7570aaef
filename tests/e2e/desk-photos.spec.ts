import { mkdirSync } from "node:fs";
import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { addStaff, query, signIn, sql, type TestStaff } from "#tests/support/desk.ts";
import { axeViolations } from "#tests/support/axe.ts";
import { allowConsoleErrors, e2eDatabase, expect, test } from "#tests/support/fixtures.ts";
import { PHONE_PHOTO_PATH } from "#tests/support/photos.ts";

/**
 * The photo library from a phone (375 px, the way an admin uploads a photo just taken): a
 * real JPEG from the camera roll (portrait, stored on its side with EXIF orientation, GPS
 * in it) appears in the library upright, resized, with its alt texts; the variants it is
 * served as are the sizes and types promised. A wrong file is refused beside its field and
 * nothing is stored; without JavaScript the upload works the same.
 */
test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 375, height: 812 };
/** Where to save the screen's screenshots for people to look at (PHOTO_SHOTS=/some/folder); none when unset. */
const SHOTS = process.env.PHOTO_SHOTS;
const tag = randomBytes(3).toString("hex");
const ALT_EN = `Students practising patient care in the nursing lab ${tag}`;
const ALT_HI = `नर्सिंग लैब में मरीज़ की देखभाल का अभ्यास करते छात्र ${tag}`;

let admin: TestStaff;

test.beforeAll(async () => {
  admin = await addStaff(e2eDatabase(), { role: "admin", name: `Photo Admin ${tag}` });
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

async function onPhone(browser: Browser, baseURL: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled,
  });
  const page = await context.newPage();
  await signIn(page, admin, "/desk/photos");
  return page;
}

/** Photos stored with this English alt text (tests run side by side: each counts its own). */
const photosWithAlt = async (altEn: string) =>
  Number(
    (
      await query<{ count: number | string }>(
        e2eDatabase(),
        sql`select count(*) as count from photos where alt_en = ${altEn}`,
      )
    )[0]!.count,
  );

/** The upload form (each photo's card has alt text fields of its own). */
const uploadForm = (page: Page) => page.locator("form#upload");

async function fillUpload(
  page: Page,
  file: string | { name: string; mimeType: string; buffer: Buffer },
  altEn = ALT_EN,
) {
  const form = uploadForm(page);
  await form.locator("#upload-photo").setInputFiles(file);
  await form.getByLabel("What it shows").selectOption({ label: "Labs" });
  await form.getByLabel("Alt text in English").fill(altEn);
  await form.getByLabel("Alt text in Hindi").fill(ALT_HI);
}

/** Resizing takes seconds, more on a machine shared with other work. */
const PROCESSING = { timeout: 60_000 };

test("a photo uploaded from a 375 px screen appears resized with its alt text", async ({ browser, baseURL }) => {
  const page = await onPhone(browser, baseURL!);
  await expect(page.getByRole("heading", { name: "Photos", level: 1 })).toBeVisible();
  await fillUpload(page, PHONE_PHOTO_PATH);
  await page.getByRole("button", { name: "Upload photo" }).tap();

  await expect(page.getByText("Photo added to the library.")).toBeVisible(PROCESSING);
  const id = new URL(page.url()).searchParams.get("added")!;
  expect(id).toMatch(/^[0-9a-f]{12}$/);
  const card = page.locator(`#photo-${id}`);
  await expect(card.getByTestId("alt-en")).toHaveText(ALT_EN);
  await expect(card.getByTestId("alt-hi")).toHaveText(ALT_HI);
  await expect(card.getByTestId("photo-sizes")).toContainText("1800 × 2400 px · stored at 480, 960, 1600 px wide");

  // The picture as the phone shows it: loaded, upright (taller than wide), AVIF, and the
  // variant that fits a 375 px column at 2x (750 px: the 960 one), not the original.
  const image = card.getByRole("img", { name: ALT_EN });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveJSProperty("complete", true);
  const shown = await image.evaluate((element: HTMLImageElement) => ({
    src: element.currentSrc,
    natural: [element.naturalWidth, element.naturalHeight],
    box: element.getBoundingClientRect().width,
    loading: element.loading,
  }));
  expect(shown.src).toMatch(new RegExp(`/media/photos/${id}-[0-9a-f]{16}-960\\.avif$`));
  // Its natural size is the variant's over its density (960 px for a 375 px slot): upright, 3:4.
  expect(shown.natural).toEqual([375, 500]);
  expect(shown.loading).toBe("lazy");
  expect(shown.box).toBeLessThanOrEqual(PHONE.width);

  // Every variant the page offers: the promised width (in the photo's proportions) and type, cached for a year.
  const offered = await card
    .locator("picture")
    .evaluate((picture) =>
      [...picture.querySelectorAll("source, img")].flatMap((element) =>
        (element.getAttribute("srcset") ?? "").split(",").map((entry) => entry.trim().split(" ")[0]!),
      ),
    );
  expect(offered).toHaveLength(6);
  for (const path of offered) {
    const [, width, format] = /-(\d+)\.(avif|webp)$/.exec(path)!;
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toBe(`image/${format}`);
    // Not yet on a published page: served to staff only, so no shared cache keeps it (issue 49).
    expect(response.headers()["cache-control"], path).toBe("private, max-age=31536000, immutable");
    const metadata = await sharp(await response.body()).metadata();
    expect([metadata.width, metadata.height], path).toEqual([Number(width), Math.round((Number(width) * 4) / 3)]);
    expect(metadata.exif, path).toBeUndefined();
  }

  if (SHOTS) await page.screenshot({ path: `${SHOTS}/photos-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/photos-1280.png`, fullPage: true });
  await page.context().close();
});

test("a file that is not a photo is refused beside its field, and nothing is stored", async ({
  browser,
  baseURL,
  consoleErrors,
}) => {
  const page = await onPhone(browser, baseURL!);
  const altEn = `A spreadsheet sent by mistake ${tag}`;
  await fillUpload(
    page,
    { name: "IMG_2042.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Name,Phone\nAsha,98765\n") },
    altEn,
  );
  await page.getByRole("button", { name: "Upload photo" }).tap();
  const photoField = page.locator("#upload-photo");
  await expect(photoField).toHaveAttribute("aria-invalid", "true", PROCESSING);
  await expect(page.locator("#upload-photo-error")).toContainText("This file is not a photo");
  // What was typed is kept; only the file must be chosen again, as the hint says.
  await expect(uploadForm(page).getByLabel("Alt text in English")).toHaveValue(altEn);
  await expect(uploadForm(page).getByLabel("What it shows")).toHaveValue("labs");
  await expect(page.getByText("Choose the photo again")).toBeVisible();
  expect(await photosWithAlt(altEn)).toBe(0);
  allowConsoleErrors(consoleErrors, /status of 400/);

  if (SHOTS) await page.screenshot({ path: `${SHOTS}/photos-refused-375.png`, fullPage: true });
  for (const size of [PHONE, { width: 1280, height: 900 }]) {
    await page.setViewportSize(size);
    expect(await axeViolations(page), `refused upload at ${size.width} px`).toEqual([]);
  }
  await page.context().close();
});

test("without JavaScript, a photo is uploaded, its alt text edited and the photo deleted", async ({
  browser,
  baseURL,
}) => {
  const page = await onPhone(browser, baseURL!, false);
  await fillUpload(page, PHONE_PHOTO_PATH);
  await page.getByRole("button", { name: "Upload photo" }).tap();
  await expect(page.getByText("Photo added to the library.")).toBeVisible(PROCESSING);
  const id = new URL(page.url()).searchParams.get("added")!;
  const card = page.locator(`#photo-${id}`);
  const variant = await card.locator("img").getAttribute("src");
  expect((await page.request.get(variant!)).status()).toBe(200);

  await card.getByText("Edit alt text").tap();
  if (SHOTS) await card.screenshot({ path: `${SHOTS}/photos-edit-375.png` });
  await card.getByLabel("Alt text in Hindi").fill(`प्रयोगशाला में छात्र ${tag}`);
  await card.getByRole("button", { name: "Save alt text" }).tap();
  await expect(page.getByText("Alt text saved.")).toBeVisible();
  await expect(page.locator(`#photo-${id}`).getByTestId("alt-hi")).toHaveText(`प्रयोगशाला में छात्र ${tag}`);

  await page.locator(`#photo-${id}`).getByText("Delete…").tap();
  await page.locator(`#photo-${id}`).getByRole("button", { name: "Delete this photo" }).tap();
  await expect(page.getByText("Photo deleted.")).toBeVisible();
  await expect(page.locator(`#photo-${id}`)).toHaveCount(0);
  expect((await page.request.get(variant!)).status()).toBe(404);
  await page.context().close();
});
