import type { Route } from "./+types/privacy-request";
import { LatinNames } from "#app/components/latin-names.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { PrivacyRequestForm } from "#app/components/privacy-request-form.tsx";
import { livePrivacy } from "#content/live.ts";
import { privacy } from "#content/privacy.ts";
import { REQUEST_KINDS } from "#domain/privacy.ts";
import { inLanguage } from "#content/translations/bilingual.ts";
import { privacyRequestText } from "#content/translations/privacy-notice.ts";
import { fill, languageOfRequest } from "#domain/language.ts";
import { submitWithFallback } from "#app/lib/forms/client-action.ts";
import { pageMeta, titleWithSite } from "#app/lib/seo.ts";
import { siteDataFrom } from "#app/lib/site-data.ts";
import { submitPrivacyRequest } from "#app/lib/submissions.server.ts";

/** A request about one's personal data: it reaches the desk's Privacy page with its due date. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitPrivacyRequest(request, context);
}

/** The page's data changes only with a new build: a form post must not fetch it again. */
export function shouldRevalidate() {
  return false;
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return submitWithFallback(serverAction);
}

/** The details the page shows travel as its data: importing the configuration would put it in the page's JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const { kinds, ...text } = inLanguage(privacyRequestText, languageOfRequest(request));
  return {
    responseDays: privacy.responseDays,
    contact: livePrivacy().contact,
    kinds: REQUEST_KINDS.map((value) => ({ value, label: kinds[value] })),
    text,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { site, lang } = siteDataFrom(matches);
  if (!loaderData) return [];
  const { text, responseDays } = loaderData;
  return pageMeta({
    siteName: site.name,
    title: titleWithSite(text.metaTitle, site.name),
    description: fill(text.metaDescription, { name: site.name, days: responseDays }),
    path: "/privacy/request",
    language: lang,
  });
};

export default function PrivacyRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { responseDays, contact, kinds, text } = loaderData;
  const [beforeEmail = "", afterEmail = ""] = fill(text.writeTo, { name: contact.name }).split("{email}");
  return (
    <>
      <PageHero eyebrow={text.eyebrow} title={text.title} lead={fill(text.lead, { days: responseDays })} />
      <div className="container-page py-12">
        <section
          aria-labelledby="request-title"
          className="mx-auto max-w-3xl rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8"
        >
          <h2 id="request-title" className="text-2xl font-bold">
            {text.formTitle}
          </h2>
          <p className="mt-1 mb-6 text-sm text-muted">
            <LatinNames text={beforeEmail} names={[contact.name]} />
            <a href={`mailto:${contact.email}`} className="font-semibold text-brand-800 underline underline-offset-2">
              {contact.email}
            </a>
            <LatinNames text={afterEmail} names={[contact.name]} />
          </p>
          <PrivacyRequestForm kinds={kinds} serverResult={actionData} />
        </section>
      </div>
    </>
  );
}
