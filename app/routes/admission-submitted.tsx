import { Link } from "react-router";
import type { Route } from "./+types/admission-submitted";
import { ConfirmationDetails } from "#app/components/application-confirmation.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { admissionStepsIn, admissionText } from "#content/translations/admission.ts";
import { inLanguage } from "#content/translations/bilingual.ts";
import { formMessagesEn } from "#content/translations/form-messages-en.ts";
import { formMessagesHi } from "#content/translations/form-messages-hi.ts";
import { languageOfRequest } from "#domain/language.ts";
import { useLanguage } from "#app/lib/site-data.ts";
import { isEnquiryReference } from "#domain/submissions.ts";
import { titleWithSite } from "#app/lib/seo.ts";
import { siteDataFrom } from "#app/lib/site-data.ts";

/**
 * Where an application sent without JavaScript lands (303 from the admission action,
 * app/lib/submissions.server.ts, with the enquiry's reference in `?reference=`): refreshing it
 * shows it again and sends nothing. Rendered on request, never pre-rendered or listed in the
 * sitemap; with JavaScript the form stays on its page and shows the same words as a toast and
 * the same details in place above the form (components/application-confirmation.tsx). A
 * reference not of an enquiry's form is not shown.
 */
export function loader({ request }: Route.LoaderArgs) {
  const reference = new URL(request.url).searchParams.get("reference") ?? "";
  const language = languageOfRequest(request);
  return {
    message: (language === "hi" ? formMessagesHi : formMessagesEn).applicationSubmitted,
    steps: admissionStepsIn(language),
    text: { eyebrow: inLanguage(admissionText, language).eyebrow, ...inLanguage(admissionText, language).submitted },
    reference: isEnquiryReference(reference) ? reference : null,
  };
}

// The title from the page's data: importing the messages here would put them in the forms' first load.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: titleWithSite(loaderData?.message.title ?? "Application Submitted!", siteDataFrom(matches).site.name) },
  { name: "robots", content: "noindex" },
];

export default function AdmissionSubmitted({ loaderData }: Route.ComponentProps) {
  const { message, steps, reference, text } = loaderData;
  const { href } = useLanguage();
  return (
    <>
      <PageHero eyebrow={text.eyebrow} title={message.title} lead={message.description} />
      <div className="container-page pb-16">
        <section
          aria-labelledby="next-title"
          className="max-w-2xl rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8"
        >
          <h2 id="next-title" className="sr-only">
            {text.yourApplication}
          </h2>
          <ConfirmationDetails reference={reference} steps={steps} />
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link to={href("/courses")} className="btn btn-primary">
              {text.explore}
            </Link>
            <Link to={href("/")} className="btn btn-secondary">
              {text.home}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
