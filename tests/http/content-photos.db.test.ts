import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { addStaff, sessionCookieFor, withDesk } from "#tests/support/desk.ts";
import { deskPost, formWith } from "#tests/support/content.ts";
import { serverForTheseTests } from "#tests/support/in-process.ts";
import { addSamplePhoto } from "#tests/support/photos.ts";

/**
 * Library photos placed on the public pages from the desk, through the content document: the
 * About page's campus gallery, a graduate's story photo and a course's photo, previewed and published, then read
 * on the PRE-RENDERED pages in both languages (each a `<picture>` of the stored variants, its
 * width and height, lazy, the alt text in the page's language). A photo of people is refused in
 * the gallery, on a course and on an example story; a photo a published page shows cannot be deleted; an alt
 * text edited in the library goes live with the next publish. SQLite and PostgreSQL.
 */
const server = serverForTheseTests();
const PUBLISHING = 120_000;

const post = (path: string, form: Record<string, string>, cookie: string) => deskPost(server().url, path, form, cookie);

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(path, server().url), { headers });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

async function publish(cookie: string, note: string) {
  const published = await post("/desk/content", { intent: "publish", note }, cookie);
  expect(published.body, published.body.slice(0, 500)).toContain("is live");
}

const LAB = { altEn: "Students at the microscopes of the pathology lab", altHi: "पैथोलॉजी लैब में माइक्रोस्कोप पर छात्र" };
const FACE = { altEn: "Sunita Rawat at a dialysis machine", altHi: "डायलिसिस मशीन के पास सुनीता रावत" };

/** A graduate's story as the desk's form posts it, with the date their consent was recorded. */
const story = (photoId: string, example = false) => ({
  name: "Sunita Rawat",
  course: "B.Voc Dialysis Technology",
  "role.en": "Dialysis Technician, hospital nephrology unit, Gurugram",
  "role.hi": "डायलिसिस टेक्नीशियन, अस्पताल की नेफ़्रोलॉजी यूनिट, गुरुग्राम",
  "story.en": "Sunita trained on haemodialysis machines from her second year and joined the unit where she interned.",
  "story.hi": "सुनीता ने दूसरे साल से हीमोडायलिसिस मशीनों पर ट्रेनिंग ली और उसी यूनिट में नौकरी शुरू की जहाँ इंटर्नशिप की थी।",
  rating: "5",
  ...(example ? { example: "on" } : {}),
  consentRecordedOn: "2026-11-20",
  photoId,
  "benefits.en": "Machine practice\nInternship\nInterview preparation",
  "benefits.hi": "मशीन पर प्रैक्टिस\nइंटर्नशिप\nइंटरव्यू की तैयारी",
  "quote.en": "I knew every machine in the unit before my first shift.",
  "quote.hi": "पहली शिफ़्ट से पहले मैं यूनिट की हर मशीन जानती थी।",
});

/** Every `<picture>` of a page's markup (not of its data's copy), with its `<source>` and `<img>` attributes. */
function pictures(html: string) {
  const markup = html.slice(0, html.indexOf("</main>"));
  return [...markup.matchAll(/<picture>(.*?)<\/picture>/g)].map((match) => {
    const attributes = (tag: string) =>
      Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((pair) => [pair[1]!, pair[2]!]));
    const source = /<source([^>]*)>/.exec(match[1]!)![1]!;
    const image = /<img([^>]*)>/.exec(match[1]!)![1]!;
    return { source: attributes(source), img: attributes(image) };
  });
}

describe("photos placed from the desk on the public pages", () => {
  it(
    "a campus gallery and a graduate's photo, previewed, published, pre-rendered in both languages, and kept from deletion",
    async () => {
      const admin = await addStaff(server().databaseUrl, { role: "admin" });
      const cookie = await sessionCookieFor(server().url, admin);
      const lab = await addSamplePhoto(server().databaseUrl, admin.id, { category: "labs", ...LAB });
      const face = await addSamplePhoto(server().databaseUrl, admin.id, { category: "people", ...FACE });

      // The gallery's form offers places, not people; a photo of people posted anyway is refused, nothing saved.
      const form = await page("/desk/content/gallery", { Cookie: cookie });
      expect(form.body).toContain(LAB.altEn);
      expect(form.body).not.toContain(FACE.altEn);
      const refused = await post("/desk/content/gallery", { photo: face.id, [`position.${face.id}`]: "1" }, cookie);
      expect(refused.status).toBe(400);
      expect(refused.body).toContain("is not in Photos any more (or shows people)");
      expect((await withDesk(server().databaseUrl, (database) => database.desk.contentDraft())) ?? null).toBeNull();

      const placed = await post("/desk/content/gallery", { photo: lab.id, [`position.${lab.id}`]: "1" }, cookie);
      expect(placed.status, placed.body).toBe(302);
      // A face on an example story is refused beside the photo; on a graduate's story it is saved.
      const onExample = await post("/desk/content/testimonials/new", story(face.id, true), cookie);
      expect(onExample.status).toBe(400);
      expect(onExample.body).toContain("an example story tells of nobody: it shows no photo");
      const onStory = await post("/desk/content/testimonials/new", story(face.id), cookie);
      expect(onStory.status, onStory.body).toBe(302);

      // Not live yet; the preview shows it.
      expect((await page("/about")).body).not.toContain("<picture>");
      const preview = await page("/desk/content/preview?path=/about", { Cookie: cookie });
      expect(preview.body).toContain(LAB.altEn);

      await publish(cookie, "Campus photos and Sunita's story");

      const about = await page("/about");
      expect(about.headers.get("etag"), "answered pre-rendered, from memory").toBeTruthy();
      const [shown, ...others] = pictures(about.body);
      expect(others).toEqual([]);
      expect(about.body).toContain("Our campus");
      const names = (format: string) =>
        [480, 960, 1600].map((width) => `/media/photos/${lab.id}-${lab.hash}-${width}.${format} ${width}w`).join(", ");
      expect(shown!.source.type).toBe("image/avif");
      expect(shown!.source.srcSet).toBe(names("avif"));
      expect(shown!.img).toMatchObject({
        srcSet: names("webp"),
        src: `/media/photos/${lab.id}-${lab.hash}-960.webp`,
        width: "1800",
        height: "2400",
        alt: LAB.altEn,
        loading: "lazy",
        decoding: "async",
      });
      expect(shown!.img.sizes).toBe("(min-width: 1152px) 360px, (min-width: 640px) 31vw, 46vw");
      // The page's data carries the same markup for a visit that arrives by a link.
      expect((await page("/about.data")).body).toContain(LAB.altEn);

      const hindi = await page("/hi/about");
      expect(hindi.body).toContain("हमारा परिसर");
      expect(pictures(hindi.body)[0]!.img.alt).toBe(LAB.altHi);
      expect(hindi.body).not.toContain(LAB.altEn);

      // The variant the page names is served as that width and type, cached for a year.
      const variant = await fetch(new URL(`/media/photos/${lab.id}-${lab.hash}-480.avif`, server().url));
      expect(variant.status).toBe(200);
      expect(variant.headers.get("content-type")).toBe("image/avif");
      expect(variant.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(480);

      // The graduate's card shows her photo in place of her initials, in each language.
      const stories = pictures((await page("/success-stories")).body);
      expect(stories.map((picture) => picture.img.alt)).toEqual([FACE.altEn]);
      expect(stories[0]!.img).toMatchObject({ sizes: "56px", loading: "lazy" });
      expect(pictures((await page("/hi/success-stories")).body)[0]!.img.alt).toBe(FACE.altHi);

      // A photo a published page shows cannot be deleted: the answer names where it is.
      const deleting = await post("/desk/photos", { intent: "delete", id: face.id }, cookie);
      expect(deleting.status).toBe(409);
      expect(deleting.body).toContain(
        "Not deleted: this photo is used in Sunita Rawat&#x27;s success story (published). Take it off there",
      );
      expect((await withDesk(server().databaseUrl, (database) => database.desk.listPhotos())).length).toBe(2);

      // An alt text edited in the library goes live with the next publish, from the library as it is then.
      const newAlt = "Students at the new microscopes of the pathology lab";
      const altSaved = await post(
        "/desk/photos",
        { intent: "alt", id: lab.id, altEn: newAlt, altHi: LAB.altHi },
        cookie,
      );
      expect(altSaved.status).toBe(303);
      expect((await page("/about")).body).toContain(LAB.altEn);
      const draft = await post("/desk/content/gallery", { photo: lab.id, [`position.${lab.id}`]: "1" }, cookie);
      expect(draft.status).toBe(302);
      await publish(cookie, "New alt text");
      expect(pictures((await page("/about")).body)[0]!.img.alt).toBe(newAlt);

      // Taken off the gallery and published: the page is as before, and the photo may go.
      expect((await post("/desk/content/gallery", {}, cookie)).status).toBe(302);
      await publish(cookie, "No campus photos");
      expect((await page("/about")).body).not.toContain("<picture>");
      expect((await page("/about")).body).not.toContain("Our campus");
      expect((await post("/desk/photos", { intent: "delete", id: lab.id }, cookie)).status).toBe(303);
    },
    PUBLISHING,
  );

  it(
    "a course's photo: places only, under the key features on the pre-rendered page in both languages, kept from deletion",
    async () => {
      const admin = await addStaff(server().databaseUrl, { role: "admin" });
      const cookie = await sessionCookieFor(server().url, admin);
      await post("/desk/content", { intent: "discard" }, cookie);
      const ward = {
        altEn: "Students at a dialysis machine in the training ward",
        altHi: "ट्रेनिंग वार्ड में डायलिसिस मशीन के पास छात्र",
      };
      const lab = await addSamplePhoto(server().databaseUrl, admin.id, { category: "hospital_training", ...ward });
      const face = await addSamplePhoto(server().databaseUrl, admin.id, { category: "people", ...FACE });
      const path = "/desk/content/courses/dialysis-technology";

      // The form offers places, not people, and none is chosen yet.
      const form = await formWith(server().url, path, cookie, {});
      expect(form.photoId).toBe("");
      const html = (await page(path, { Cookie: cookie })).body;
      expect(html).toContain(ward.altEn);
      expect(html).not.toContain(FACE.altEn);

      // A face posted anyway is refused beside the photo, nothing saved.
      const refused = await post(path, { ...form, photoId: face.id }, cookie);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatch(/id="field-photoId-error"[^>]*>Choose one of the photos shown, or no photo/);
      expect((await withDesk(server().databaseUrl, (database) => database.desk.contentDraft())) ?? null).toBeNull();

      const saved = await post(path, { ...form, photoId: lab.id }, cookie);
      expect(saved.status, saved.body.slice(0, 500)).toBe(302);
      expect((await formWith(server().url, path, cookie, {})).photoId, "the form shows the choice").toBe(lab.id);
      expect(pictures((await page("/courses/dialysis-technology")).body)).toEqual([]);
      const preview = await page("/desk/content/preview?path=/courses/dialysis-technology", { Cookie: cookie });
      expect(pictures(preview.body).map((picture) => picture.img.alt)).toEqual([ward.altEn]);
      await publish(cookie, "A photo of the dialysis ward");

      const course = await page("/courses/dialysis-technology");
      expect(course.headers.get("etag"), "answered pre-rendered, from memory").toBeTruthy();
      const [shown, ...others] = pictures(course.body);
      expect(others).toEqual([]);
      expect(shown!.img).toMatchObject({
        alt: ward.altEn,
        loading: "lazy",
        sizes: "(min-width: 1152px) 696px, (min-width: 1024px) calc(100vw - 456px), calc(100vw - 32px)",
      });
      // Under the key features, before the sidebar.
      const markup = course.body;
      expect(markup.indexOf("<picture>")).toBeGreaterThan(markup.indexOf('id="features-title"'));
      expect(markup.indexOf("<picture>")).toBeLessThan(markup.indexOf("<aside"));
      expect(pictures((await page("/hi/courses/dialysis-technology")).body)[0]!.img.alt).toBe(ward.altHi);
      // Another course's page shows none.
      expect(pictures((await page("/courses/hotel-management")).body)).toEqual([]);

      const deleting = await post("/desk/photos", { intent: "delete", id: lab.id }, cookie);
      expect(deleting.status).toBe(409);
      expect(deleting.body).toContain(
        "Not deleted: this photo is used in the B.Voc in Dialysis Technology page (published).",
      );

      // Taken off and published: the page is as before.
      expect((await post(path, { ...form, photoId: "" }, cookie)).status).toBe(302);
      await publish(cookie, "No photo on the dialysis page");
      expect(pictures((await page("/courses/dialysis-technology")).body)).toEqual([]);
    },
    PUBLISHING,
  );

  it(
    "a photo not yet published is served to signed-in staff only, and to everyone once a published page shows it",
    async () => {
      const admin = await addStaff(server().databaseUrl, { role: "admin" });
      const counsellor = await addStaff(server().databaseUrl, { role: "counsellor" });
      const disabled = await addStaff(server().databaseUrl, { role: "editor" });
      const cookies = {
        admin: await sessionCookieFor(server().url, admin),
        counsellor: await sessionCookieFor(server().url, counsellor),
        disabled: await sessionCookieFor(server().url, disabled),
      };
      await withDesk(server().databaseUrl, (database) => database.desk.setStaffActive(disabled.id, false, admin.id));
      await post("/desk/content", { intent: "discard" }, cookies.admin);
      const lab = await addSamplePhoto(server().databaseUrl, admin.id, { category: "labs", ...LAB });
      const variant = `/media/photos/${lab.id}-${lab.hash}-480.webp`;
      const fetched = async (cookie?: string) => {
        const response = await fetch(new URL(variant, server().url), { headers: cookie ? { Cookie: cookie } : {} });
        await response.arrayBuffer();
        return { status: response.status, cacheControl: response.headers.get("cache-control") };
      };

      // Not published: nobody, and a disabled account, are told there is no such photo.
      expect(await fetched()).toEqual({ status: 404, cacheControl: "no-store" });
      expect(await fetched(cookies.disabled)).toEqual({ status: 404, cacheControl: "no-store" });
      // Staff see it (the library, a draft's preview), kept by their browser only, never by a shared cache.
      for (const cookie of [cookies.admin, cookies.counsellor])
        expect(await fetched(cookie)).toEqual({ status: 200, cacheControl: "private, max-age=31536000, immutable" });

      // Placed in the draft is not published either.
      expect(
        (await post("/desk/content/gallery", { photo: lab.id, [`position.${lab.id}`]: "1" }, cookies.admin)).status,
      ).toBe(302);
      expect((await fetched()).status).toBe(404);
      await publish(cookies.admin, "A lab photo");
      expect(await fetched()).toEqual({ status: 200, cacheControl: "public, max-age=31536000, immutable" });

      // Taken off the published pages: back to staff only.
      expect((await post("/desk/content/gallery", {}, cookies.admin)).status).toBe(302);
      await publish(cookies.admin, "No campus photos");
      expect((await fetched()).status).toBe(404);
      expect((await fetched(cookies.admin)).status).toBe(200);
    },
    PUBLISHING,
  );

  it("a photo deleted after it was placed in the draft stops the publish at its place", async () => {
    const admin = await addStaff(server().databaseUrl, { role: "admin" });
    const cookie = await sessionCookieFor(server().url, admin);
    await post("/desk/content", { intent: "discard" }, cookie);
    const lab = await addSamplePhoto(server().databaseUrl, admin.id, { category: "classrooms", ...LAB });
    expect((await post("/desk/content/gallery", { photo: lab.id }, cookie)).status).toBe(302);
    // The desk refuses it while the draft places it; a delete from outside the desk (another server's
    // older code, a restored backup) is what the publish still guards against.
    const refused = await post("/desk/photos", { intent: "delete", id: lab.id }, cookie);
    expect(refused.status).toBe(409);
    expect(refused.body).toContain("the About page&#x27;s campus gallery (in the draft)");
    await withDesk(server().databaseUrl, (database) => database.desk.deletePhoto(lab.id, admin.id));
    const published = await post("/desk/content", { intent: "publish", note: "Gallery" }, cookie);
    expect(published.status).toBe(400);
    expect(published.body).toContain("Not published: 1 problem to fix first.");
    const home = await page("/desk/content", { Cookie: cookie });
    expect(home.body).toContain("is not in the photo library (deleted?): choose another");
  });
});
