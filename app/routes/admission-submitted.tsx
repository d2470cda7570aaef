import { Link } from "react-router";
import type { Route } from "./+types/admission-submitted";
import { AdmissionStepList } from "~/components/admission-steps";
import { PageHero } from "~/components/page-hero";
import { admissionSteps } from "~/content/admission";
import { telHref } from "~/content/links";
import { APPLICATION_SUBMITTED } from "~/lib/forms/messages";
import { titleWithSite } from "~/lib/seo";
import { siteDataFrom, useSiteData } from "~/lib/site-data";

/**
 * Where an application sent without JavaScript lands (303 from the admission action,
 * ~/lib/submissions.server.ts): refreshing it shows it again and sends nothing. Rendered on
 * request, never pre-rendered or listed in the sitemap; with JavaScript the form stays on its
 * page and shows the same words as a toast.
 */
export function loader() {
  return { message: APPLICATION_SUBMITTED, steps: admissionSteps };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithSite(APPLICATION_SUBMITTED.title, siteDataFrom(matches).site.name) },
  { name: "robots", content: "noindex" },
];

export default function AdmissionSubmitted({ loaderData }: Route.ComponentProps) {
  const { site } = useSiteData();
  const { message, steps } = loaderData;
  return (
    <>
      <PageHero eyebrow="Admission" title={message.title} lead={message.description} />
      <div className="container-page pb-16">
        <section aria-labelledby="next-title" className="max-w-2xl rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8">
          <h2 id="next-title" className="text-lg font-bold">
            What happens next
          </h2>
          <AdmissionStepList steps={steps} firstDone />
          <p className="mt-6 text-sm text-muted">
            Questions before we call? Ring us on{" "}
            <a href={telHref(site.phone)} className="font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2">
              {site.phone.display}
            </a>
            .
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link to="/courses" className="btn btn-primary">
              Explore other courses
            </Link>
            <Link to="/" className="btn btn-secondary">
              Back to home
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
