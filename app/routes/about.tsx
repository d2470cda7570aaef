import { Link } from "react-router";
import type { Route } from "./+types/about";
import { Icon } from "#app/components/icon.tsx";
import { aboutGalleryHtml } from "#app/components/placed-photos.server.tsx";
import { PageHero, SectionHeading } from "#app/components/page-hero.tsx";
import { LatinNames } from "#app/components/latin-names.tsx";
import { highlights } from "#content/about.ts";
import { PRACTICAL_SHARE, THEORY_SHARE } from "#content/site.ts";
import { aboutText } from "#content/translations/about.ts";
import { inLanguage } from "#content/translations/bilingual.ts";
import { fill, languageOfRequest, type Language } from "#domain/language.ts";
import { claimShown, claimsOffIn, withoutFullPlacementSupport } from "#content/translations/claims-off.ts";
import { pageMeta, titleWithSite } from "#app/lib/seo.ts";
import { siteDataFrom, useLanguage, useSiteData } from "#app/lib/site-data.ts";

/** The page's words in its language (app/content/translations/about.ts), as its data: in its HTML, not its JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  // The campus photos placed from the desk, as HTML; a page with none sends nothing more.
  const gallery = aboutGalleryHtml(language);
  return {
    text: withoutClaimsSwitchedOff(inLanguage(aboutText, language), language),
    icons: highlights.map((item) => item.icon),
    shares: { practical: PRACTICAL_SHARE, theory: THEORY_SHARE },
    ...(gallery ? { gallery } : {}),
  };
}

/** The page's words without the claims switched off in the desk (app/content/translations/claims-off.ts). */
function withoutClaimsSwitchedOff(text: ReturnType<typeof inLanguage<typeof aboutText.en>>, language: Language) {
  const off = claimsOffIn(language);
  const since = claimShown("since");
  const sinceAndGraduates = since && claimShown("graduates");
  return {
    ...text,
    title: since ? text.title : off.aboutTitle,
    metaDescription: sinceAndGraduates ? text.metaDescription : off.aboutMetaDescription,
    // The story begins "We began in Gurugram in 2015", the founding year the "Since 2015" claim
    // rests on; its second paragraph ends "More than 1000 students have graduated … since 2015."
    story: text.story.map((paragraph, index) => {
      if (index === 0 && !since) return off.aboutStoryFounding;
      if (index === 1 && !sinceAndGraduates) return off.aboutStoryToday;
      return paragraph;
    }),
    highlights: text.highlights.map((highlight) =>
      claimShown("placementSupport") ? highlight : { ...highlight, text: withoutFullPlacementSupport(highlight.text) },
    ),
  };
}

export function shouldRevalidate() {
  return false;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { site, lang } = siteDataFrom(matches);
  if (!loaderData) return [];
  const { text } = loaderData;
  return pageMeta({
    siteName: site.name,
    title: titleWithSite(text.metaTitle, site.name),
    description: fill(text.metaDescription, { name: site.name }),
    path: "/about",
    language: lang,
  });
};

export default function About({ loaderData: { text, icons, shares, gallery } }: Route.ComponentProps) {
  const { site } = useSiteData();
  const { lang, href } = useLanguage();
  const [beforeAward = "", afterAward = ""] = text.exitLine.split("{award}");
  return (
    <>
      <PageHero
        eyebrow={text.eyebrow}
        title={<LatinNames text={fill(text.title, { name: site.name })} names={[site.name]} />}
        lead={text.story[0]!}
      />

      <section aria-labelledby="mission-title" className="container-page grid gap-6 py-14 md:grid-cols-2">
        <h2 id="mission-title" className="sr-only">
          {text.missionAndVision}
        </h2>
        <article className="rounded-2xl border border-slate-200 p-6 sm:p-8">
          <Icon name="target" className="size-8 text-brand-700" />
          <h3 className="mt-4 text-xl font-bold">{text.missionTitle}</h3>
          <p className="mt-3 leading-relaxed text-muted">{text.mission}</p>
        </article>
        <article className="rounded-2xl border border-slate-200 p-6 sm:p-8">
          <Icon name="eye" className="size-8 text-brand-700" />
          <h3 className="mt-4 text-xl font-bold">{text.visionTitle}</h3>
          <p className="mt-3 leading-relaxed text-muted">{text.vision}</p>
        </article>
        <p className="leading-relaxed text-muted md:col-span-2">{text.story[1]}</p>
      </section>

      <section aria-labelledby="highlights-title" className="bg-slate-50">
        <div className="container-page py-14">
          <SectionHeading id="highlights-title" eyebrow={text.highlightsEyebrow} title={text.highlightsTitle} />
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {text.highlights.map((item, index) => (
              <li key={item.title} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
                <Icon name={icons[index]!} className="size-7 text-brand-700" />
                <h3 className="mt-3 text-lg font-bold">{item.title}</h3>
                <p className="mt-2 text-muted">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="split-title"
        className="container-page grid gap-10 py-14 lg:grid-cols-2 lg:items-center"
      >
        <div>
          <SectionHeading
            id="split-title"
            eyebrow={text.teachEyebrow}
            title={fill(text.teachTitle, shares)}
            lead={text.teachLead}
          />
          <div className="mt-6" aria-hidden="true">
            <div className="flex h-4 overflow-hidden rounded-full">
              <span className="bg-brand-700" style={{ width: `${shares.practical}%` }} />
              <span className="bg-accent-500" style={{ width: `${shares.theory}%` }} />
            </div>
          </div>
          <dl className="mt-4 flex gap-8 text-sm">
            <div>
              <dt className="text-muted">{text.practical}</dt>
              <dd className="text-2xl font-bold text-brand-800">{shares.practical}%</dd>
            </div>
            <div>
              <dt className="text-muted">{text.theory}</dt>
              <dd className="text-2xl font-bold text-accent-700">{shares.theory}%</dd>
            </div>
          </dl>
        </div>
        <div className="rounded-2xl border border-slate-200 p-6 sm:p-8">
          <h3 className="text-lg font-bold">{text.exitTitle}</h3>
          <p className="mt-2 text-muted">{text.exitLead}</p>
          <ol className="mt-5 space-y-3">
            {text.exitPoints.map((point, index) => (
              <li key={point.award} className="flex items-center gap-4">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-800">
                  {index + 1}
                </span>
                <span>
                  {fill(beforeAward, point)}
                  <strong>{point.award}</strong>
                  {fill(afterAward, point)}
                </span>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="partners-title" className="bg-brand-50">
        <div className="container-page py-14">
          <SectionHeading
            id="partners-title"
            eyebrow={text.partnersEyebrow}
            title={text.partnersTitle}
            lead={text.partnersLead}
          />
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {site.universities.map((university) => (
              <li key={university} className="flex items-center gap-4 rounded-2xl bg-white p-5 ring-1 ring-brand-100">
                <Icon name="graduation-cap" className="size-8 shrink-0 text-brand-700" />
                <span className="font-semibold" lang={lang === "hi" ? "en" : undefined}>
                  {university}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <Link
              to={href("/recognition")}
              className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-700"
            >
              {text.recognition}
            </Link>
          </p>
          <p className="mt-6 max-w-3xl leading-relaxed text-muted">{text.industry}</p>
        </div>
      </section>

      {/* Last on the page: far enough down that a phone on mobile data fetches none of it while
          the page's own scripts arrive (lazy images start loading a few screens ahead). */}
      {gallery ? <div dangerouslySetInnerHTML={{ __html: gallery }} /> : null}
    </>
  );
}
