import { readFileSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addStaff, query, sessionCookieFor, sql, withDesk, type TestStaff } from "#tests/support/desk.ts";
import { startInProcess, type InProcessServer } from "#tests/support/in-process.ts";

/**
 * The photo library over HTTP: an admin's upload from the desk (a real multipart post of a
 * phone's JPEG), the variants served at /media/photos (to staff until a published page shows
 * them, tests/http/content-photos.db.test.ts) with a year's caching under a name
 * that carries their content hash, 404 for any other name, refusals that store nothing, and
 * edits and deletes audited. SQLite and PostgreSQL.
 */

const PHONE_PHOTO = readFileSync(new URL("../fixtures/photos/phone-portrait.jpg", import.meta.url));
const ALT = { altEn: "Students practising in the nursing lab", altHi: "नर्सिंग लैब में अभ्यास करते छात्र" };

let server: InProcessServer;
let admin: TestStaff;
let cookie: string;

beforeAll(async () => {
  server = await startInProcess();
  admin = await addStaff(server.databaseUrl, { role: "admin" });
  cookie = await sessionCookieFor(server.url, admin);
});

afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

/** The server and session the helpers below talk to: the in-process one, or a cluster's. */
interface Target {
  url: string;
  cookie: string;
}
const here = (): Target => ({ url: server.url, cookie });

async function upload(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string },
  to: Target = here(),
) {
  const form = new FormData();
  form.set("intent", "upload");
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set("photo", new File([file.bytes], file.name, { type: file.type }));
  return fetch(new URL("/desk/photos", to.url), {
    method: "POST",
    headers: { Cookie: to.cookie, Origin: new URL(to.url).origin },
    body: form,
    redirect: "manual",
  });
}

async function deskPost(fields: Record<string, string>) {
  return fetch(new URL("/desk/photos", server.url), {
    method: "POST",
    headers: {
      Cookie: cookie,
      Origin: new URL(server.url).origin,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

const libraryPage = async (to: Target = here()) =>
  (await fetch(new URL("/desk/photos", to.url), { headers: { Cookie: to.cookie } })).text();

const photoCount = async () =>
  Number(
    (await query<{ count: number | string }>(server.databaseUrl, sql`select count(*) as count from photos`))[0]!.count,
  );

/** Uploads the phone photo; its id and the variants' paths as the library page lists them. */
async function uploaded(category = "labs", to: Target = here()) {
  const response = await upload(
    { category, ...ALT },
    { bytes: PHONE_PHOTO, name: "IMG_2041.JPG", type: "image/jpeg" },
    to,
  );
  expect(response.status, await response.clone().text()).toBe(303);
  const id = /added=([0-9a-f]{12})/.exec(response.headers.get("location") ?? "")![1]!;
  const html = await libraryPage(to);
  const paths = [...new Set(html.match(new RegExp(`/media/photos/${id}-[0-9a-f]{16}-\\d+\\.(?:avif|webp)`, "g")))];
  return { id, paths, html };
}

describe("the photo library over HTTP", () => {
  it(
    "an upload from the desk is listed with its alt texts and served resized, as AVIF and WebP, cached for a year",
    {
      timeout: 60_000,
    },
    async () => {
      const { id, paths, html } = await uploaded();
      expect(html).toContain(ALT.altEn);
      expect(html).toContain(ALT.altHi);
      expect(paths.map((path) => path.replace(/^.*-(\d+\.\w+)$/, "$1")).sort()).toEqual(
        ["1600.avif", "1600.webp", "480.avif", "480.webp", "960.avif", "960.webp"].sort(),
      );
      for (const path of paths) {
        const [, width, format] = /-(\d+)\.(avif|webp)$/.exec(path)!;
        const response = await fetch(new URL(path, server.url), { headers: { Cookie: cookie } });
        expect(response.status, path).toBe(200);
        expect(response.headers.get("content-type"), path).toBe(`image/${format}`);
        // Not on a published page yet: the staff member's browser may keep it, no shared cache.
        expect(response.headers.get("cache-control"), path).toBe("private, max-age=31536000, immutable");
        expect(response.headers.get("content-security-policy"), path).toContain("default-src 'self'");
        const etag = response.headers.get("etag");
        expect(etag, path).toMatch(/^"[0-9a-f]{16}-\d+-(avif|webp)"$/);
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(Number(response.headers.get("content-length")), path).toBe(bytes.length);
        const metadata = await sharp(bytes).metadata();
        expect(metadata.width, path).toBe(Number(width));
        expect(metadata.height, path).toBe(Math.round((2400 * Number(width)) / 1800));
        expect(metadata.exif, path).toBeUndefined();
        // Asked again with its ETag: 304, no body.
        const again = await fetch(new URL(path, server.url), { headers: { Cookie: cookie, "If-None-Match": etag! } });
        expect(again.status, path).toBe(304);
        expect((await again.arrayBuffer()).byteLength, path).toBe(0);
      }
      const head = await fetch(new URL(paths[0]!, server.url), { method: "HEAD", headers: { Cookie: cookie } });
      expect(head.status).toBe(200);
      const [audit] = await query<{ action: string; staffId: string }>(
        server.databaseUrl,
        sql`select action, staff_id from audit_log where subject = ${id}`,
      );
      expect(audit).toEqual({ action: "photo.added", staffId: admin.id });
    },
  );

  it("any other name is 404: an old hash, a width or format not stored, a name of another shape", async () => {
    const { id, paths } = await uploaded("campus");
    const good = paths.find((path) => path.endsWith("-960.webp"))!;
    const hash = /-([0-9a-f]{16})-/.exec(good)![1]!;
    for (const path of [
      good.replace(hash, "0".repeat(16)),
      good.replace("-960.webp", "-961.webp"),
      good.replace("-960.webp", "-960.jpg"),
      good.replace(id, "0".repeat(12)),
      `/media/photos/${id}`,
      "/media/photos/",
      "/media/photos/..%2F..%2Fpackage.json",
      `${good}.br`,
    ]) {
      const response = await fetch(new URL(path, server.url), { headers: { Cookie: cookie } });
      expect(response.status, path).toBe(404);
      expect(response.headers.get("cache-control"), path).not.toContain("immutable");
    }
  });

  it("is served from memory after the first request", async () => {
    const { id, paths } = await uploaded("classrooms");
    const path = paths.find((each) => each.endsWith("-480.avif"))!;
    const first = Buffer.from(
      await (await fetch(new URL(path, server.url), { headers: { Cookie: cookie } })).arrayBuffer(),
    );
    // The bytes gone from the database behind the server's back: still served, from memory.
    await query(server.databaseUrl, sql`delete from photo_variants where photo_id = ${id}`);
    const second = await fetch(new URL(path, server.url), { headers: { Cookie: cookie } });
    expect(second.status).toBe(200);
    expect(Buffer.from(await second.arrayBuffer()).equals(first)).toBe(true);
    // Another variant, never asked for before, is read from the database: gone.
    expect(
      (await fetch(new URL(path.replace("-480.avif", "-960.avif"), server.url), { headers: { Cookie: cookie } }))
        .status,
    ).toBe(404);
  });

  it("a refused upload says why beside its field and stores nothing", { timeout: 30_000 }, async () => {
    const before = await photoCount();
    const cases: { fields: Record<string, string>; file?: Parameters<typeof upload>[1]; expected: RegExp }[] = [
      {
        fields: { category: "labs", ...ALT },
        file: { bytes: new TextEncoder().encode("not,a,photo\n"), name: "leads.csv", type: "text/csv" },
        expected: /not a photo: choose a JPEG, PNG or WebP image/,
      },
      {
        fields: { category: "labs", ...ALT },
        file: { bytes: PHONE_PHOTO.subarray(0, 40_000), name: "cut.jpg", type: "image/jpeg" },
        expected: /damaged or cut short/,
      },
      {
        fields: { category: "labs", altEn: "", altHi: ALT.altHi },
        file: { bytes: PHONE_PHOTO, name: "IMG.jpg", type: "image/jpeg" },
        expected: /Say in English what the photo shows/,
      },
      { fields: { category: "labs", ...ALT }, expected: /Choose a photo to upload/ },
      {
        fields: { category: "canteen", ...ALT },
        file: { bytes: PHONE_PHOTO, name: "IMG.jpg", type: "image/jpeg" },
        expected: /Choose what the photo shows/,
      },
    ];
    for (const { fields, file, expected } of cases) {
      const response = await upload(fields, file);
      const html = await response.text();
      expect(response.status, String(expected)).toBe(400);
      expect(html, String(expected)).toMatch(expected);
      // Beside its field, wired to it for screen readers.
      expect(html, String(expected)).toMatch(/aria-invalid="true"/);
    }
    expect(await photoCount()).toBe(before);
  });

  it("an upload over 15 MB is refused before it is read; other desk posts keep the 16 KiB limit", async () => {
    const response = await fetch(new URL("/desk/photos", server.url), {
      method: "POST",
      headers: {
        Cookie: cookie,
        Origin: new URL(server.url).origin,
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(16 * 1024 * 1024),
      },
      body: "--x--",
      redirect: "manual",
    }).catch((error: unknown) => error);
    // The server answers 413 at once; fetch may instead report the body it could not finish sending.
    if (response instanceof Response) expect(response.status).toBe(413);
    const other = await fetch(new URL("/desk/leads/new", server.url), {
      method: "POST",
      headers: {
        Cookie: cookie,
        Origin: new URL(server.url).origin,
        "Content-Type": "multipart/form-data; boundary=x",
      },
      body: "--x\r\n" + 'Content-Disposition: form-data; name="a"\r\n\r\n' + "x".repeat(20_000) + "\r\n--x--\r\n",
      redirect: "manual",
    });
    expect(other.status).toBe(413);
  });

  it(
    "alt text is edited and a photo deleted, each audited; a deleted photo is no longer served",
    {
      timeout: 60_000,
    },
    async () => {
      const { id, paths } = await uploaded("people");
      const path = paths.find((each) => each.endsWith("-960.webp"))!;
      expect((await fetch(new URL(path, server.url), { headers: { Cookie: cookie } })).status).toBe(200);

      const refused = await deskPost({ intent: "alt", id, altEn: "Our faculty", altHi: "Our faculty" });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toMatch(/in Devanagari/);
      const saved = await deskPost({
        intent: "alt",
        id,
        altEn: "Our faculty at the hospital",
        altHi: "अस्पताल में हमारे शिक्षक",
      });
      expect(saved.status).toBe(303);
      expect(await libraryPage()).toContain("अस्पताल में हमारे शिक्षक");
      // The image is the same: its name (and every cached copy) stays.
      expect((await fetch(new URL(path, server.url), { headers: { Cookie: cookie } })).status).toBe(200);

      expect((await deskPost({ intent: "delete", id })).status).toBe(303);
      expect((await fetch(new URL(path, server.url), { headers: { Cookie: cookie } })).status).toBe(404);
      const again = await deskPost({ intent: "delete", id });
      expect(again.status).toBe(404);
      expect(await again.text()).toContain("no longer in the library");
      const variants = await query<{ count: number | string }>(
        server.databaseUrl,
        sql`select count(*) as count from photo_variants where photo_id = ${id}`,
      );
      expect(Number(variants[0]!.count)).toBe(0);
      const audit = await query<{ action: string }>(
        server.databaseUrl,
        sql`select action from audit_log where subject = ${id} order by at, action`,
      );
      expect(audit.map((row) => row.action).sort()).toEqual(["photo.added", "photo.alt_changed", "photo.deleted"]);
      expect(
        await withDesk(server.databaseUrl, async (database) =>
          (await database.desk.listPhotos()).some((photo) => photo.id === id),
        ),
      ).toBe(false);
    },
  );
});
