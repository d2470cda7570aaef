import { Link } from "react-router";
import type { Route } from "./+types/home";
import { Icon } from "#app/components/icon.tsx";
import { SectionHeading } from "#app/components/page-hero.tsx";
import { homeText } from "#content/translations/home.ts";
import { claimShown, claimsOffIn } from "#content/translations/claims-off.ts";
import type { EditableClaim } from "#content/document/admission.ts";
import { inLanguage } from "#content/translations/bilingual.ts";
import { popularCourses, whyChooseUs } from "#content/home.ts";
import { amountText, feeScheduleOf } from "#content/fees.ts";
import { fill, languageOfRequest } from "#domain/language.ts";
import { organizationJsonLd } from "#app/lib/json-ld.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { siteDataFrom, useLanguage, useSiteData } from "#app/lib/site-data.ts";
import { slugify } from "#domain/slug.ts";
import { popularFeeUnconfirmed } from "#app/lib/content-readiness.server.ts";

/**
 * The page's words in its language (app/content/translations/home.ts), and the three course
 * cards' figures, as its data: pre-rendered into its HTML, so neither language is in its
 * JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const text = withoutClaimsSwitchedOff(inLanguage(homeText, language), claimsOffIn(language));
  const cards = popularCourses.map((course, index) => ({
    name: `${course.degree} ${course.title}`,
    degree: course.degree,
    slug: slugify(course.title),
    // The published tuition (app/content/live.ts): the card's own figure is only the shipped one.
    fee: amountText(feeScheduleOf(slugify(course.title)).tuition.rupees),
    // The launch check lists the card's fee as unconfirmed: the card says so beside it.
    feeUnconfirmed: popularFeeUnconfirmed(index),
    icon: course.icon,
    ...text.popular.courses[index]!,
  }));
  return {
    text,
    cards,
    whyIcons: whyChooseUs
      .filter((item) => item.title !== HELPLINE_REASON || claimShown("helpline"))
      .map((item) => item.icon),
  };
}

/** The figures beside the hero, in app/content/home.ts's order: the claim each one states. */
const STAT_CLAIMS: (EditableClaim | null)[] = ["since", "graduates", "placementRate", null];
const HELPLINE_REASON = "24/7 helpline";

/**
 * The page's words without the claims switched off in the desk: their figures left out, the
 * sentences that carried them rewritten (app/content/translations/claims-off.ts).
 */
function withoutClaimsSwitchedOff(
  text: ReturnType<typeof inLanguage<typeof homeText.en>>,
  off: ReturnType<typeof claimsOffIn>,
) {
  const shown = (claim: EditableClaim | null) => claim === null || claimShown(claim);
  return {
    ...text,
    stats: text.stats
      .filter((_, index) => shown(STAT_CLAIMS[index] ?? null))
      .map((stat) => (stat === text.stats[1] && !shown("since") ? { ...stat, label: off.homeGraduatesLabel } : stat)),
    why: {
      ...text.why,
      lead: shown("graduates") && shown("placementRate") ? text.why.lead : off.homeWhyLead,
      items: text.why.items.filter((_, index) => whyChooseUs[index]!.title !== HELPLINE_REASON || shown("helpline")),
    },
  };
}

/** "…and more. {since}, {graduates}." with only the claims still shown, or none. */
function describedWith(template: string, claims: { since: string | null; graduates: string | null }): string {
  const shown = [claims.since, claims.graduates].filter((claim) => claim !== null).join(", ");
  return shown
    ? template.replace("{since}, {graduates}", shown)
    : template.replace(/\s*\{since\}, \{graduates\}[.।]/u, "");
}

export function shouldRevalidate() {
  return false;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { site, claims, lang } = siteDataFrom(matches);
  if (!loaderData) return [];
  const { text } = loaderData;
  return pageMeta({
    siteName: site.name,
    title: fill(text.metaTitle, { name: site.name }),
    description: describedWith(text.metaDescription, claims),
    path: "/",
    language: lang,
    jsonLd: [organizationJsonLd(site)],
  });
};

export default function Home({ loaderData: { text, cards, whyIcons } }: Route.ComponentProps) {
  const { claims } = useSiteData();
  const { lang, href } = useLanguage();
  return (
    <>
      <section className="relative overflow-hidden bg-brand-900 text-white">
        <div className="container-page grid gap-10 py-14 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div>
            <p className="inline-flex items-center rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100">
              {claims.since ? `${claims.since} · ` : ""}
              {text.place}
            </p>
            <h1 className="mt-5 text-4xl font-bold tracking-tight sm:text-5xl">{text.title}</h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">{text.lead}</p>
            <div className="mt-8 flex flex-col flex-wrap gap-3 sm:flex-row">
              <Link to={href("/admission")} className="btn btn-accent">
                {text.applyNow}
                <Icon name="arrow-right" className="size-4" />
              </Link>
              <Link to={href("/courses")} className="btn border border-white/40 text-white hover:bg-white/10">
                {text.explore}
              </Link>
            </div>
          </div>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4">
            {text.stats.map((stat) => (
              <li key={stat.value} className="rounded-xl border border-white/10 bg-white/5 p-4 sm:p-5">
                <p className="text-lg font-bold text-white sm:text-xl">{stat.value}</p>
                <p className="mt-1 text-sm text-brand-100">{stat.label}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="popular-title" className="container-page py-16 sm:py-20">
        <SectionHeading
          id="popular-title"
          eyebrow={text.popular.eyebrow}
          title={text.popular.title}
          lead={text.popular.lead}
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {cards.map((course) => (
            <li key={course.slug} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
              >
                <Icon name={course.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-bold">
                <span lang={lang === "hi" ? "en" : undefined}>{course.name}</span>
                {course.gloss ? <span className="block text-base font-semibold text-muted">{course.gloss}</span> : null}
              </h3>
              <p className="mt-2">
                <span className="text-2xl font-bold text-brand-800">{course.fee}</span>{" "}
                <span className="text-sm text-muted">{course.feePeriod}</span>
              </p>
              {course.feeUnconfirmed ? (
                <p className="text-sm font-semibold text-accent-700" data-unconfirmed="">
                  {text.popular.exampleFee}
                </p>
              ) : null}
              <ul className="icon-list icon-check mt-4 flex-1 space-y-2 text-sm">
                {course.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
              <Link
                to={href(`/courses/${course.slug}`)}
                className="btn btn-secondary mt-6"
                aria-label={fill(text.popular.viewDetailsOf, {
                  course: course.gloss ? `${course.degree} ${course.gloss}` : course.name,
                })}
              >
                {text.popular.viewDetails}
                <Icon name="arrow-right" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="why-title" className="bg-slate-50">
        <div className="container-page py-16 sm:py-20">
          <SectionHeading
            id="why-title"
            eyebrow={text.why.eyebrow}
            title={text.why.title}
            lead={
              claims.graduates && claims.placementRate
                ? fill(text.why.lead, {
                    graduates: claims.graduates,
                    placementRate: claims.placementRate.toLowerCase(),
                  })
                : text.why.lead
            }
          />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {text.why.items.map((item, index) => (
              <li key={item.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <Icon name={whyIcons[index]!} className="size-7 text-brand-700" />
                <h3 className="mt-4 text-lg font-bold">{item.title}</h3>
                <p className="mt-2 text-muted">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="cta-title" className="container-page py-16 sm:py-20">
        <div className="rounded-3xl bg-brand-700 px-6 py-10 text-center text-white sm:px-12">
          <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
            {text.cta.title}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-50">{text.cta.text}</p>
          <div className="mt-8 flex flex-col flex-wrap justify-center gap-3 sm:flex-row">
            <Link to={href("/admission")} className="btn btn-accent">
              {text.cta.start}
            </Link>
            <Link to={href("/contact")} className="btn border border-white/50 text-white hover:bg-white/10">
              {text.cta.contact}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
