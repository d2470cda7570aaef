import { Link } from "react-router";
import type { Route } from "./+types/success-stories";
import { Icon } from "#app/components/icon.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { EXAMPLE_STORY_LABEL, successStoriesHeading, testimonials } from "#content/testimonials.ts";
import { pageMeta, titleWithSite } from "#app/lib/seo.ts";
import { siteDataFrom, useSiteData } from "#app/lib/site-data.ts";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { site } = siteDataFrom(matches);
  return pageMeta({
    siteName: site.name,
    title: titleWithSite("Success Stories", site.name),
    description: testimonials.some((story) => story.example)
      ? "Example stories of where B.Voc courses in medical lab technology, radiology, hospital management and software can lead: what students learn and the work they do."
      : "Stories of B.Voc graduates in medical lab technology, radiology, hospital management and software: what they learned and the work they went on to do.",
    path: "/success-stories",
  });
};

export default function SuccessStories() {
  const { claims } = useSiteData();
  // While a story is an example, neither the heading nor its card presents it as a graduate's (issue 28).
  const heading = successStoriesHeading(testimonials, claims.graduates);
  return (
    <>
      <PageHero eyebrow="Success stories" title={heading.title} lead={heading.lead} />
      <section aria-label="Testimonials" className="container-page py-12">
        <ul className="grid gap-6 md:grid-cols-2">
          {testimonials.map((person) => (
            <li key={person.name} className="flex flex-col rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8">
              <article className="flex flex-1 flex-col" aria-labelledby={`story-${person.image}`}>
                {person.example ? (
                  <p className="mb-4 self-start rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-700">
                    {EXAMPLE_STORY_LABEL}
                  </p>
                ) : null}
                <div className="flex items-center gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                  >
                    {person.image}
                  </span>
                  <div>
                    <h2 id={`story-${person.image}`} className="text-lg font-bold">
                      {person.name}
                    </h2>
                    <p className="text-sm text-muted">{person.role}</p>
                    <p className="text-sm font-semibold text-brand-700">{person.course}</p>
                  </div>
                </div>
                <p className="mt-4 flex gap-0.5" role="img" aria-label={`Rated ${person.rating} out of 5`}>
                  {Array.from({ length: person.rating }, (_, index) => (
                    <Icon key={index} name="star" className="size-5 fill-accent-500 text-accent-500" />
                  ))}
                </p>
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
          <Link to="/admission" className="btn btn-primary">
            Start your own story: Apply Now
          </Link>
        </div>
      </section>
    </>
  );
}
