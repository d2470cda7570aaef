import sharp from "sharp";
import { processPhoto } from "#app/desk/photos.server.ts";
import { MAX_GALLERY_PHOTOS } from "#content/document/photos.ts";
import { courses } from "#content/courses/index.ts";
import { deskPost, formWith } from "#tests/support/content.ts";
import { addStaff, sessionCookieFor, withDesk } from "#tests/support/desk.ts";
import { startServer } from "#tests/support/server.ts";

/**
 * npx tsx scripts/measure/placed-photos-database.ts <file.db>: a SQLite database whose published
 * content shows a full campus gallery (six photos) on the About page, a graduate's photo on a
 * success story and the first campus photo on the first course's page, for measuring pages with photos:
 * `AUDIT_DATABASE_URL=file:<file.db> AUDIT_PATHS=/about,/success-stories,/courses/<first> npm run audit`
 * (docs/benchmarks.md). The photos are made here, 4000 × 3000 like a phone's, with a photo's
 * texture (smoothed noise over a gradient) rather than flat colour, which would encode to almost
 * nothing and flatter the page's weight; each is stored as an upload is (resized, AVIF and WebP).
 */
const file = process.argv[2];
if (!file) {
  console.error("Name the database file to write: npx tsx scripts/measure/placed-photos-database.ts /tmp/photos.db");
  process.exit(1);
}

async function photoLike(seed: number): Promise<Uint8Array> {
  const [width, height] = [4000, 3000];
  const noise = await sharp({
    create: {
      width: width / 8,
      height: height / 8,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 110 + seed * 10, sigma: 60 },
    },
  })
    .blur(1.2)
    .resize(width, height, { kernel: "cubic" })
    .png()
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${seed * 55},55%,60%)"/><stop offset="1" stop-color="hsl(${seed * 55 + 120},45%,35%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)" opacity="0.6"/></svg>`,
  );
  return new Uint8Array(
    await sharp(noise)
      .composite([{ input: gradient }])
      .jpeg({ quality: 88 })
      .toBuffer(),
  );
}

const server = await startServer({ dbPath: file });
try {
  const admin = await addStaff(server.databaseUrl, { role: "admin" });
  const cookie = await sessionCookieFor(server.url, admin);
  // The gallery's form as the desk posts it: a `photo` field per photo ticked, with its position.
  const form = new URLSearchParams();
  const campus: string[] = [];
  for (let index = 0; index < MAX_GALLERY_PHOTOS; index++) {
    const processed = await processPhoto(await photoLike(index));
    if (!processed.ok) throw new Error(processed.error);
    const { id } = await withDesk(server.databaseUrl, (database) =>
      database.desk.addPhoto(
        {
          category: "campus",
          altEn: `Sample photo ${index + 1} of the campus, made for measuring`,
          altHi: `माप के लिए बनाई गई परिसर की नमूना तस्वीर ${index + 1}`,
          width: processed.width,
          height: processed.height,
          variants: processed.variants,
        },
        admin.id,
      ),
    );
    campus.push(id);
    form.append("photo", id);
    form.append(`position.${id}`, String(index + 1));
  }
  const placed = await fetch(new URL("/desk/content/gallery", server.url), {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: new URL(server.url).origin,
      Cookie: cookie,
    },
    body: form,
    redirect: "manual",
  });
  if (placed.status !== 302) throw new Error(`Placing the photos answered ${placed.status}`);
  // The first story made a graduate's with her photo (made up for measuring, like the photos): the first card.
  const face = await processPhoto(await photoLike(MAX_GALLERY_PHOTOS));
  if (!face.ok) throw new Error(face.error);
  const { id: faceId } = await withDesk(server.databaseUrl, (database) =>
    database.desk.addPhoto(
      {
        category: "people",
        altEn: "Sample photo of a graduate, made for measuring",
        altHi: "माप के लिए बनाई गई एक स्नातक की नमूना तस्वीर",
        width: face.width,
        height: face.height,
        variants: face.variants,
      },
      admin.id,
    ),
  );
  const story = await deskPost(
    server.url,
    "/desk/content/testimonials/priya-sharma",
    {
      name: "Sample Graduate",
      course: "B.Voc Medical Lab Technology",
      "role.en": "Lab Technician (a story made up for measuring)",
      "role.hi": "लैब टेक्नीशियन (माप के लिए बनाई गई कहानी)",
      "story.en": "A story made up to measure the success stories page with a graduate's photo on its first card.",
      "story.hi": "सफलता की कहानियों के पेज को पहले कार्ड पर स्नातक की तस्वीर के साथ मापने के लिए बनाई गई कहानी।",
      rating: "5",
      consentRecordedOn: "2026-11-20",
      photoId: faceId,
      "benefits.en": "One\nTwo\nThree",
      "benefits.hi": "एक\nदो\nतीन",
      "quote.en": "A quote made up for measuring the page.",
      "quote.hi": "पेज मापने के लिए बनाया गया उद्धरण।",
    },
    cookie,
  );
  if (story.status !== 302) throw new Error(`Saving the story answered ${story.status}`);
  const course = `/desk/content/courses/${courses[0]!.slug}`;
  const onCourse = await deskPost(
    server.url,
    course,
    await formWith(server.url, course, cookie, { photoId: campus[0]! }),
    cookie,
  );
  if (onCourse.status !== 302) throw new Error(`Placing the course's photo answered ${onCourse.status}`);
  const published = await deskPost(server.url, "/desk/content", { intent: "publish", note: "Campus photos" }, cookie);
  if (!published.body.includes("is live")) throw new Error(`Publishing answered ${published.status}`);
  console.info(
    `${file}: the About page shows ${MAX_GALLERY_PHOTOS} campus photos, /success-stories a graduate's photo, /courses/${courses[0]!.slug} a campus photo.`,
  );
} finally {
  await server.stop();
}
