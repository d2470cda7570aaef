import type { Route } from "./+types/admission";
import { siteIn } from "#content/translations/site.ts";
import { admissionGuideHtml, admissionHelpHtml, admissionStepsHtml } from "#app/components/admission-guide.server.tsx";
import { admissionDatesHtml } from "#app/components/family-info.server.tsx";
import { EnquiryForm } from "#app/components/enquiry-form.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { admissionGuide } from "#content/admission.ts";
import { liveAdmissionYear } from "#content/document/admission-live.ts";
import { liveSite } from "#content/live.ts";
import { findCourse } from "#content/courses/index.ts";
import { courseOptionLabel, enquiryFormOptions, localizedFormOptions } from "#content/form-options.ts";
import { admissionStepsIn, admissionText } from "#content/translations/admission.ts";
import { claimShown, claimsOffIn } from "#content/translations/claims-off.ts";
import { inLanguage } from "#content/translations/bilingual.ts";
import { ui } from "#content/translations/ui.ts";
import { fill, languageOfRequest } from "#domain/language.ts";
import { COURSE_PARAM } from "#domain/site-paths.ts";
import { submitWithFallback } from "#app/lib/forms/client-action.ts";
import { pageMeta, titleWithSite } from "#app/lib/seo.ts";
import { siteDataFrom } from "#app/lib/site-data.ts";
import { submitEnquiry } from "#app/lib/submissions.server.ts";

/** Takes the admission form and the popup (field "source" tells them apart). */
export async function action({ request, context }: Route.ActionArgs) {
  return submitEnquiry(request, context);
}

/**
 * The page's sentences, its steps and the choices its form offers travel as the page's data
 * (pre-rendered into its HTML), not in its JavaScript: the form pages' JavaScript is at its
 * budget (docs/decisions/0004). `course` is the option an Apply Now link chose
 * (domain/site-paths.ts): the server renders those requests, the plain page is pre-rendered
 * without one. An alias slug chooses its course; an unknown one chooses nothing.
 */
export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).searchParams.get(COURSE_PARAM);
  const course = slug ? findCourse(slug) : undefined;
  // The page's language is its path's: its words (app/content/translations/admission.ts)
  // and its options' labels; the options' values are the same in both.
  const language = languageOfRequest(request);
  const text = inLanguage(admissionText, language);
  const options = enquiryFormOptions("admission", liveSite().universities);
  // The steps, the fee table and the documents come as HTML (see their module): static
  // markup that need not be in the page's JavaScript.
  // The session's dates lead the guide's HTML at the top of the page.
  const [steps, guide, dates] = [
    admissionStepsHtml(admissionStepsIn(language), text.stepsTitle),
    admissionGuideHtml(admissionGuide, text, language),
    admissionDatesHtml(language === "en" ? undefined : text),
  ];
  return {
    page: {
      title: fill(text.title, { year: liveAdmissionYear() }),
      lead: text.lead,
      eyebrow: text.eyebrow,
      heroTitle: text.heroTitle,
      formTitle: text.formTitle,
      required: text.required,
      description: text.metaDescription,
    },
    steps,
    options: language === "en" ? options : localizedFormOptions(options, ui.hi.form),
    guide,
    dates,
    // The institute's details in the page's language: the office hours are read out in it.
    // "Our 24/7 helpline and counselors…": the counselors alone while the helpline claim is switched off.
    help: admissionHelpHtml(
      siteIn(language),
      claimShown("helpline") ? text.help : { ...text.help, text: claimsOffIn(language).admissionHelp },
      inLanguage(ui, language).chat.greeting,
    ),
    course: course ? courseOptionLabel(course) : null,
  };
}

/** The page's data changes only with a new build or a publish: a form post must not fetch it again. */
export function shouldRevalidate() {
  return false;
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return submitWithFallback(serverAction);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { site, lang } = siteDataFrom(matches);
  if (!loaderData) return [];
  return pageMeta({
    siteName: site.name,
    title: titleWithSite(loaderData.page.title, site.name),
    description: loaderData.page.description,
    path: "/admission",
    language: lang,
  });
};

export default function Admission({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={loaderData.page.eyebrow} title={loaderData.page.heroTitle} lead={loaderData.page.lead} />
      <div dangerouslySetInnerHTML={{ __html: loaderData.dates }} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="form-title" className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8">
          <h2 id="form-title" className="text-2xl font-bold">
            {loaderData.page.formTitle}
          </h2>
          <p className="mt-1 mb-6 text-sm text-muted">{loaderData.page.required}</p>
          <EnquiryForm
            source="admission"
            options={loaderData.options}
            course={loaderData.course}
            serverResult={actionData}
          />
        </section>

        <div className="space-y-6">
          <div dangerouslySetInnerHTML={{ __html: loaderData.steps }} />

          <div dangerouslySetInnerHTML={{ __html: loaderData.help }} />
        </div>
      </div>
      <div dangerouslySetInnerHTML={{ __html: loaderData.guide }} />
    </>
  );
}
