import type { Route } from "./+types/contact";
import { ContactForm } from "#app/components/contact-form.tsx";
import { gettingHereHtml } from "#app/components/family-info.server.tsx";
import { ExternalLink } from "#app/components/external-link.tsx";
import { Icon } from "#app/components/icon.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { CHAT_GREETING, chatHref, fullAddress, mailtoHref, telHref } from "#content/links.ts";
import { helplinePurpose, site } from "#content/site.ts";
import { submitWithFallback } from "#app/lib/forms/client-action.ts";
import { pageMeta, titleWithSite } from "#app/lib/seo.ts";
import { siteDataFrom, useSiteData } from "#app/lib/site-data.ts";
import { submitContactMessage } from "#app/lib/submissions.server.ts";

export async function action({ request, context }: Route.ActionArgs) {
  return submitContactMessage(request, context);
}

/**
 * What the 24/7 helpline is for, and how to get here (issue 28): HTML rendered on the server
 * from app/content/getting-here.ts, with a plain map link, no third-party map or script.
 */
export function loader() {
  return { helplinePurpose, gettingHere: gettingHereHtml(site) };
}

export function shouldRevalidate() {
  return false;
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return submitWithFallback(serverAction);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { site } = siteDataFrom(matches);
  return pageMeta({
    siteName: site.name,
    title: titleWithSite("Contact Us", site.name),
    description: `Call, chat, email or visit ${site.name} in Gurugram, Haryana. Office hours, campus address and a message form; we reply within 24 hours.`,
    path: "/contact",
  });
};

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { site, claims } = useSiteData();
  const address = fullAddress(site.address);
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Get in touch"
        lead="Questions about courses, fees or admission? Call, chat or write to us. We reply to every message within 24 hours."
      >
        <div className="mt-6 flex flex-col flex-wrap gap-3 sm:flex-row">
          <ExternalLink
            href={chatHref(site.chat, CHAT_GREETING)}
            className="btn bg-[#1a7f45] text-white hover:bg-[#15693a]"
          >
            <Icon name="message-circle" className="size-4" />
            Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
          </ExternalLink>
          <a href={telHref(site.phone)} className="btn btn-primary">
            <Icon name="phone-call" className="size-4" />
            Call {site.phone.display}
          </a>
        </div>
      </PageHero>

      <div className="container-page grid gap-10 py-12 lg:grid-cols-[22rem_1fr]">
        <div className="space-y-5">
          <ContactCard icon={<Icon name="map-pin" className="size-5" />} title="Location">
            <address className="not-italic">{address}</address>
          </ContactCard>
          <ContactCard icon={<Icon name="phone" className="size-5" />} title="Phone">
            <ul className="space-y-1">
              {[site.phone, site.altPhone].map((phone) => (
                <li key={phone.digits}>
                  <a href={telHref(phone)} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
                    {phone.display}
                  </a>
                </li>
              ))}
              <li className="text-sm text-muted">
                <strong className="font-semibold text-ink">{claims.helpline}</strong> {loaderData.helplinePurpose}
              </li>
            </ul>
          </ContactCard>
          <ContactCard icon={<Icon name="mail" className="size-5" />} title="Email">
            <ul className="space-y-1">
              {[site.email, site.admissionsEmail].map((email) => (
                <li key={email}>
                  <a
                    href={mailtoHref(email)}
                    className="font-semibold break-all text-brand-800 underline-offset-4 hover:underline"
                  >
                    {email}
                  </a>
                </li>
              ))}
            </ul>
          </ContactCard>
          <ContactCard icon={<Icon name="clock" className="size-5" />} title="Office Hours">
            <dl className="space-y-1">
              {site.officeHours.contactPage.map((slot) => (
                <div key={slot.days} className="flex flex-wrap justify-between gap-x-4">
                  <dt>{slot.days}</dt>
                  <dd className="font-semibold">{slot.hours}</dd>
                </div>
              ))}
            </dl>
          </ContactCard>
        </div>

        <div className="space-y-8">
          <section aria-labelledby="message-title" className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8">
            <h2 id="message-title" className="text-2xl font-bold">
              Send us a message
            </h2>
            <p className="mt-1 mb-6 text-sm text-muted">Fields marked * are required.</p>
            <ContactForm serverResult={actionData} />
          </section>

          <section
            aria-labelledby="visit-title"
            className="flex flex-col items-center rounded-2xl bg-slate-50 p-8 text-center"
          >
            <Icon name="school" className="size-10 text-brand-700" />
            <h2 id="visit-title" className="mt-3 text-xl font-bold">
              Visit our campus
            </h2>
            <p className="mt-2 max-w-md text-muted">
              See our labs and classrooms and meet the faculty. Call ahead and a counselor will show you around.
            </p>
            <p className="mt-3 text-sm font-semibold">{address}</p>
          </section>

          <div dangerouslySetInnerHTML={{ __html: loaderData.gettingHere }} />
        </div>
      </div>
    </>
  );
}

function ContactCard({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <section className="flex gap-4 rounded-2xl border border-slate-200 p-5" aria-label={title}>
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
      >
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="font-bold">{title}</h2>
        <div className="mt-1 text-ink">{children}</div>
      </div>
    </section>
  );
}
