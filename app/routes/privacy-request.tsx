import type { Route } from "./+types/privacy-request";
import { PageHero } from "#app/components/page-hero.tsx";
import { PrivacyRequestForm } from "#app/components/privacy-request-form.tsx";
import { privacy } from "#content/privacy.ts";
import { REQUEST_KIND_LABELS, REQUEST_KINDS } from "#domain/privacy.ts";
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
export function loader() {
  return {
    responseDays: privacy.responseDays,
    contact: privacy.contact,
    kinds: REQUEST_KINDS.map((value) => ({ value, label: REQUEST_KIND_LABELS[value] })),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { site } = siteDataFrom(matches);
  return pageMeta({
    siteName: site.name,
    title: titleWithSite("Privacy Request", site.name),
    description: `Ask ${site.name} for a copy of your personal data, a correction, erasure, or to stop contacting you. We reply within ${loaderData?.responseDays ?? 30} days.`,
    path: "/privacy/request",
  });
};

export default function PrivacyRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { responseDays, contact, kinds } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Your data"
        title="Make a privacy request"
        lead={`Ask for a copy of the details we hold about you, a correction, erasure, or for us to stop contacting you. We reply within ${responseDays} days.`}
      />
      <div className="container-page py-12">
        <section
          aria-labelledby="request-title"
          className="mx-auto max-w-3xl rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8"
        >
          <h2 id="request-title" className="text-2xl font-bold">
            Your request
          </h2>
          <p className="mt-1 mb-6 text-sm text-muted">
            Fields marked * are required. You can also write to {contact.name} at{" "}
            <a href={`mailto:${contact.email}`} className="font-semibold text-brand-800 underline underline-offset-2">
              {contact.email}
            </a>
            .
          </p>
          <PrivacyRequestForm kinds={kinds} serverResult={actionData} />
        </section>
      </div>
    </>
  );
}
