import http from "node:http";
import { describe, expect, it } from "vitest";
import { allCourseSlugs, courseFullName, courses, findCourse } from "#content/courses/index.ts";
import { courseHindiOf } from "#content/courses/hi/index.ts";
import { faq } from "#content/faq.ts";
import { PAGE_PATHS, sitemapPaths } from "#app/routes/paths.ts";
import { HINDI_PAGES, hasTwin, localizedPath } from "#domain/language.ts";
import { requestTo, type Requester } from "#tests/support/http.ts";
import { serverForTheseTests } from "#tests/support/in-process.ts";

/**
 * Search and sharing, as a crawler reads the pages (plain HTTP to the app in this process):
 * titles, descriptions, canonical links, social tags, sitemap, robots, JSON-LD.
 */
const SITE_URL = "http://localhost:3000"; // the build's SITE_URL default
const ALL_PAGES = [...PAGE_PATHS, ...allCourseSlugs.map((slug) => `/courses/${slug}`)];
/** The Hindi pages, by their paths (a course page stands for all of them). */
const HINDI_PATHS = HINDI_PAGES.map((page) => localizedPath(page.replace("/*", "/hotel-management"), "hi"));

const server = serverForTheseTests();
const request = requestTo(() => server().url);

async function head(request: Requester, path: string) {
  const html = await (await request.get(path)).text();
  const meta = (attr: string, name: string) =>
    new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, "&");
  return {
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, "&"),
    description: meta("name", "description"),
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    ogImage: meta("property", "og:image"),
    ogTitle: meta("property", "og:title"),
    twitterCard: meta("name", "twitter:card"),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
  };
}

it("every page has its own title and description, a canonical link and social tags", async () => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of ALL_PAGES) {
    const page = await head(request, path);
    const course = path.startsWith("/courses/") ? findCourse(path.slice("/courses/".length)) : undefined;
    const canonicalPath = course ? `/courses/${course.slug}` : path;
    expect(page.canonical, path).toBe(new URL(canonicalPath, SITE_URL).toString());
    expect(page.ogTitle, path).toBe(page.title);
    expect(page.ogImage, path).toBe(`${SITE_URL}/og-image.png`);
    expect(page.twitterCard, path).toBe("summary_large_image");
    expect(page.description?.length, path).toBeGreaterThan(50);
    // Alias slugs share their canonical page's title; every canonical page is unique.
    if (canonicalPath === path) {
      expect(titles.get(page.title!), `${path} repeats a title`).toBeUndefined();
      expect(descriptions.get(page.description!), `${path} repeats a description`).toBeUndefined();
      titles.set(page.title!, path);
      descriptions.set(page.description!, path);
    }
  }
  const image = await request.get("/og-image.png");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  // Drawn at build from the configured name (scripts/build/share-image.ts), at the size og:image says.
  const png = await image.body();
  expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
});

// From tests/e2e/pages.spec.ts.
it("each page has its own meta description", async () => {
  // Aliases share their course's page; every other page must differ.
  const paths = [...PAGE_PATHS, ...courses.map((course) => `/courses/${course.slug}`)];
  const seen = new Map<string, string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const match = /<meta name="description" content="([^"]*)"/.exec(html);
    expect(match, `meta description of ${path}`).not.toBeNull();
    const description = match![1]!;
    expect(seen.get(description), `${path} repeats the description of ${seen.get(description)}`).toBeUndefined();
    seen.set(description, path);
  }
  expect(seen.size).toBe(33);
});

it("sitemap.xml lists the 11 pages (the spec's six, the privacy notice and its request form, recognition, questions and grievances) and the 22 canonical course URLs, no aliases", async () => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toHaveLength(33);
  for (const path of ["/recognition", "/faq", "/grievances"]) expect(locs, path).toContain(`${SITE_URL}${path}`);
  expect(locs).toEqual(sitemapPaths().map((path) => new URL(path, SITE_URL).toString()));
  expect(locs.join(" ")).not.toContain("radiology-medical-imaging");
  expect(locs.join(" ")).not.toContain("multimedia-animation");
});

it("robots.txt allows crawling and names the sitemap", async () => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

it("the home page describes the institute as an EducationalOrganization", async () => {
  const [org] = (await head(request, "/")).jsonLd;
  expect(org).toMatchObject({
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    telephone: expect.stringMatching(/^\+\d+$/),
    email: expect.stringContaining("@"),
    address: { "@type": "PostalAddress", addressLocality: "Gurugram", addressRegion: "Haryana" },
  });
  expect((org as { sameAs: string[] }).sameAs.length).toBeGreaterThan(0);
});

it("every course page has Course and BreadcrumbList data", async () => {
  for (const course of courses) {
    const { jsonLd, title } = await head(request, `/courses/${course.slug}`);
    const courseLd = jsonLd.find((item) => item["@type"] === "Course");
    const crumbs = jsonLd.find((item) => item["@type"] === "BreadcrumbList");
    expect(courseLd, course.slug).toMatchObject({
      name: title!.replace(" – Course Details", ""),
      description: course.metaDescription,
      provider: { "@type": "EducationalOrganization" },
      educationalCredentialAwarded: expect.any(String),
      timeRequired: expect.stringMatching(/^P\d+[YM]$/),
    });
    expect((crumbs as { itemListElement: unknown[] }).itemListElement).toHaveLength(3);
  }
});

it("one URL per page: a trailing slash redirects permanently", async () => {
  for (const path of ["/about/", "/courses/hotel-management/", "/contact/?from=ad"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location).toBe(path.replace(/\/(\?|$)/, "$1"));
  }
});

it("a path starting with two slashes never redirects off the site", async () => {
  const { port } = server();
  const location = await new Promise<string | undefined>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "//evil.example/" }, (response) => {
        response.resume();
        resolve(response.headers.location);
      })
      .on("error", reject);
  });
  expect(location).toBe("/evil.example");
});

it("the questions page carries FAQPage structured data with the page's own questions and answers", async () => {
  const page = await head(request, "/faq");
  const faqs = page.jsonLd.filter((ld) => ld["@type"] === "FAQPage");
  expect(faqs).toHaveLength(1);
  const [ld] = faqs as [
    {
      "@context": string;
      mainEntity: { "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }[];
    },
  ];
  expect(ld["@context"]).toBe("https://schema.org");
  // Only the answered questions (issue 52): the shipped questions not answered yet are left out.
  expect(ld.mainEntity.map((question) => question.name)).toEqual(
    faq.filter((entry) => entry.answer !== null).map((entry) => entry.question),
  );
  expect(ld.mainEntity.length).toBeLessThan(faq.length);
  const body = page.html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
  for (const question of ld.mainEntity) {
    expect(question["@type"]).toBe("Question");
    expect(question.acceptedAnswer["@type"]).toBe("Answer");
    expect(question.acceptedAnswer.text.length, question.name).toBeGreaterThan(20);
    // Search engines repeat only what the page itself says.
    expect(body, question.name).toContain(question.name);
  }
});

it("every Hindi course page, aliases too, is a Hindi document with its own canonical, hreflang pairs and Hindi Course data", async () => {
  for (const slug of allCourseSlugs) {
    const course = findCourse(slug)!;
    const hindi = courseHindiOf(course.slug);
    const path = `/hi/courses/${slug}`;
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const page = await head(request, path);
    expect(page.html, path).toContain('<html lang="hi">');
    const links = [...page.html.matchAll(/<link rel="(canonical|alternate)"[^>]*>/g)].map((m) => m[0]);
    expect(links, path).toEqual([
      `<link rel="canonical" href="${SITE_URL}/hi/courses/${course.slug}"/>`,
      `<link rel="alternate" hrefLang="en-IN" href="${SITE_URL}/courses/${course.slug}"/>`,
      `<link rel="alternate" hrefLang="hi-IN" href="${SITE_URL}/hi/courses/${course.slug}"/>`,
      `<link rel="alternate" hrefLang="x-default" href="${SITE_URL}/courses/${course.slug}"/>`,
    ]);
    expect(page.html, path).toContain('<meta property="og:locale" content="hi_IN"/>');
    const name = hindi.gloss ? `${courseFullName(course)} (${hindi.gloss})` : courseFullName(course);
    expect(page.title, path).toBe(`${name} – कोर्स की जानकारी`);
    expect(page.description, path).toBe(hindi.metaDescription);
    expect(
      page.jsonLd.find((item) => item["@type"] === "Course"),
      path,
    ).toMatchObject({
      name,
      description: hindi.metaDescription,
      url: `${SITE_URL}/hi/courses/${course.slug}`,
    });
    expect(
      page.jsonLd.find((item) => item["@type"] === "BreadcrumbList"),
      path,
    ).toMatchObject({
      itemListElement: [
        { name: "होम", item: `${SITE_URL}/hi` },
        { name: "कोर्स", item: `${SITE_URL}/hi/courses` },
        { name, item: `${SITE_URL}/hi/courses/${course.slug}` },
      ],
    });
    // The course's Hindi prose, its numbers from the English course, the salary as Hindi says it.
    expect(page.html, path).toContain(hindi.overview[0]!.replace(/"/g, "&quot;"));
    expect(page.html, path).toContain(`₹${course.careers.salaryLpa.min}–${course.careers.salaryLpa.max} लाख प्रति वर्ष`);
    expect(page.html, path).not.toContain(" LPA");
  }
});

it("the Hindi course list is in Hindi, and /hi/sitemap.xml lists every Hindi course page", async () => {
  const list = await head(request, "/hi/courses");
  expect(list.html).toContain('<html lang="hi">');
  expect(list.canonical).toBe(`${SITE_URL}/hi/courses`);
  expect(list.html).toContain(`<link rel="alternate" hrefLang="en-IN" href="${SITE_URL}/courses"/>`);
  expect(list.title).toMatch(/^सभी 22 कोर्स \| /);
  for (const course of courses) expect(list.html).toContain(`href="/hi/courses/${course.slug}"`);
  const xml = await (await request.get("/hi/sitemap.xml")).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual(sitemapPaths("hi").map((path) => `${SITE_URL}${path}`));
  for (const course of courses) expect(locs).toContain(`${SITE_URL}/hi/courses/${course.slug}`);
});

it("an unknown Hindi course slug is a Hindi 404, not an English page", async () => {
  const response = await request.get("/hi/courses/nursing");
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<html lang="hi">');
  expect(html).toContain("यह पेज नहीं मिला");
});

// From tests/e2e/hindi.spec.ts.
describe("Hindi pages", () => {
  it("are Hindi documents with hreflang pairs, a canonical of their own and og:locale", async () => {
    // The confirmation after an application is not indexed (noindex, no canonical).
    for (const path of HINDI_PATHS.filter((each) => each !== "/hi/admission/submitted")) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<html lang="hi">');
      const english = path === "/hi" ? "/" : path.slice("/hi".length);
      const links = [...html.matchAll(/<link rel="(canonical|alternate)"[^>]*>/g)].map((m) => m[0]);
      expect(links, path).toEqual([
        `<link rel="canonical" href="http://localhost:3000${path}"/>`,
        `<link rel="alternate" hrefLang="en-IN" href="http://localhost:3000${english}"/>`,
        `<link rel="alternate" hrefLang="hi-IN" href="http://localhost:3000${path}"/>`,
        `<link rel="alternate" hrefLang="x-default" href="http://localhost:3000${english}"/>`,
      ]);
      expect(html, path).toContain('<meta property="og:locale" content="hi_IN"/>');
      // No link leads into English where the page is in Hindi too, but the language link to its twin.
      const englishLinks = [...html.matchAll(/ href="(\/[^"]*)"/g)]
        .map((m) => m[1]!)
        .filter((href) => !href.startsWith("/hi") && hasTwin(href) && href.split(/[?#]/)[0] !== english);
      expect(englishLinks, path).toEqual([]);
      // Its English twin names the same pair.
      const twin = await (await request.get(english)).text();
      expect(twin, english).toContain(`<link rel="alternate" hrefLang="hi-IN" href="http://localhost:3000${path}"/>`);
      expect(twin, english).toContain('<meta property="og:locale" content="en_IN"/>');
    }
  });

  it("are listed in /hi/sitemap.xml with their English twins, and robots.txt names both sitemaps", async () => {
    const xml = await (await request.get("/hi/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(sitemapPaths("hi").map((path) => `http://localhost:3000${path}`));
    expect(locs).toContain("http://localhost:3000/hi/courses/medical-lab-technology");
    expect(xml).toContain(
      '<url><loc>http://localhost:3000/hi/admission</loc><xhtml:link rel="alternate" hreflang="en-IN" href="http://localhost:3000/admission"/><xhtml:link rel="alternate" hreflang="hi-IN" href="http://localhost:3000/hi/admission"/><xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/admission"/></url>',
    );
    const english = await (await request.get("/sitemap.xml")).text();
    expect(english).toContain(
      '<url><loc>http://localhost:3000/contact</loc><xhtml:link rel="alternate" hreflang="en-IN" href="http://localhost:3000/contact"/><xhtml:link rel="alternate" hreflang="hi-IN" href="http://localhost:3000/hi/contact"/>',
    );
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: http://localhost:3000/hi/sitemap.xml");
  });
});
