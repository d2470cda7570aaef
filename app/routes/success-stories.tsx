import { Link } from "react-router";
import type { Route } from "./+types/success-stories";
import { Icon } from "#app/components/icon.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { storyPhotoHtml } from "#app/components/placed-photos.server.tsx";
import { initialsOf } from "#content/document/testimonials.ts";
import { liveStories } from "#content/document/read.ts";
import { inLanguage } from "#content/translations/bilingual.ts";
import { successStoriesText } from "#content/translations/success-stories.ts";
import { claimShown, claimsOffIn } from "#content/translations/claims-off.ts";
import { fill, languageOfRequest } from "#domain/language.ts";
import { pageMeta, titleWithSite } from "#app/lib/seo.ts";
import { siteDataFrom, useLanguage, useSiteData } from "#app/lib/site-data.ts";

/**
 * The stories and the page's words in its language, as its data (in its HTML, not its
 * JavaScript). While any story is an example, neither the heading nor its card presents it
 * as a graduate's.
 */
export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  // The stories are the published ones (the desk's Content → Success stories); their shipped Hindi is not sent.
  const { stories: _shipped, ...words } = inLanguage(successStoriesText, language);
  const stories = liveStories();
  // "1000+ Graduates since 2015." leads both versions: without it while either claim is switched off.
  const off = claimsOffIn(language);
  const text =
    claimShown("graduates") && claimShown("since")
      ? words
      : { ...words, examplesLead: off.successExamplesLead, realLead: off.successRealLead };
  return {
    text,
    examples: stories.some((story) => story.example),
    stories: stories.map((person) => {
      // A graduate's photo from the desk's library, as HTML; without one the card shows initials.
      const photo = storyPhotoHtml(person.photoId, language);
      return {
        id: person.id,
        name: person.name,
        course: person.course,
        rating: person.rating,
        example: person.example,
        image: initialsOf(person.name),
        role: person.role[language],
        story: person.story[language],
        benefits: person.benefits[language],
        quote: person.quote[language],
        ...(photo ? { photo } : {}),
      };
    }),
  };
}

export function shouldRevalidate() {
  return false;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { site, lang } = siteDataFrom(matches);
  if (!loaderData) return [];
  const { text, examples } = loaderData;
  return pageMeta({
    siteName: site.name,
    title: titleWithSite(text.metaTitle, site.name),
    description: examples ? text.metaDescriptionExamples : text.metaDescription,
    path: "/success-stories",
    language: lang,
  });
};

export default function SuccessStories({ loaderData: { text, examples, stories } }: Route.ComponentProps) {
  const { claims } = useSiteData();
  const { lang, href } = useLanguage();
  const english = lang === "hi" ? "en" : undefined;
  const count = stories.length === 4 ? text.four : stories.length;
  const heading = examples
    ? { title: text.examplesTitle, lead: fill(text.examplesLead, { graduates: claims.graduates ?? "" }) }
    : { title: text.realTitle, lead: fill(text.realLead, { graduates: claims.graduates ?? "", count }) };
  return (
    <>
      <PageHero eyebrow={text.eyebrow} title={heading.title} lead={heading.lead} />
      <section aria-label={text.listLabel} className="container-page py-12">
        <ul className="grid gap-6 md:grid-cols-2">
          {stories.map((person) => (
            <li key={person.id} className="flex flex-col rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8">
              <article className="flex flex-1 flex-col" aria-labelledby={`story-${person.id}`}>
                {person.example ? (
                  <p className="mb-4 self-start rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-700">
                    {text.exampleLabel}
                  </p>
                ) : null}
                <div className="flex items-center gap-4">
                  {person.photo ? (
                    <span
                      className="grid size-14 shrink-0 overflow-hidden rounded-full bg-slate-50"
                      dangerouslySetInnerHTML={{ __html: person.photo }}
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                    >
                      {person.image}
                    </span>
                  )}
                  <div>
                    <h2 id={`story-${person.id}`} className="text-lg font-bold" lang={english}>
                      {person.name}
                    </h2>
                    <p className="text-sm text-muted">{person.role}</p>
                    <p className="text-sm font-semibold text-brand-700" lang={english}>
                      {person.course}
                    </p>
                  </div>
                </div>
                {/* An example tells of nobody, so nobody rated it: stars only on a graduate's own story. */}
                {person.example ? null : (
                  <p className="mt-4 flex gap-0.5" role="img" aria-label={fill(text.rated, { rating: person.rating })}>
                    {Array.from({ length: person.rating }, (_, index) => (
                      <Icon key={index} name="star" className="size-5 fill-accent-500 text-accent-500" />
                    ))}
                  </p>
                )}
                <p className="mt-4 leading-relaxed">{person.story}</p>
                <ul className="icon-list icon-check mt-4 space-y-1.5 text-sm">
                  {person.benefits.map((benefit) => (
                    <li key={benefit}>{benefit}</li>
                  ))}
                </ul>
                <blockquote className="mt-6 flex gap-3 rounded-xl bg-brand-50 p-4 text-brand-900">
                  <Icon name="quote" className="size-5 shrink-0 text-brand-600" />
                  <p className="italic">“{person.quote}”</p>
                </blockquote>
              </article>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <Link to={href("/admission")} className="btn btn-primary">
            {text.apply}
          </Link>
        </div>
      </section>
    </>
  );
}
