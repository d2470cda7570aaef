import type { Route } from "./+types/contact";
import { ContactForm } from "#app/components/contact-form.tsx";
import { gettingHereHtml } from "#app/components/family-info.server.tsx";
import { ExternalLink } from "#app/components/external-link.tsx";
import { Icon } from "#app/components/icon.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { AddressText } from "#app/components/address-text.tsx";
import { chatHref, mailtoHref, telHref } from "#content/links.ts";
import { liveSite } from "#content/live.ts";
import { liveContact } from "#content/document/admission-live.ts";
import { contactText } from "#content/translations/contact.ts";
import { inLanguage } from "#content/translations/bilingual.ts";
import { fill, languageOfRequest } from "#domain/language.ts";
import { submitWithFallback } from "#app/lib/forms/client-action.ts";
import { pageMeta, titleWithSite } from "#app/lib/seo.ts";
import { siteDataFrom, useLanguage, useSiteData } from "#app/lib/site-data.ts";
import { submitContactMessage } from "#app/lib/submissions.server.ts";

export async function action({ request, context }: Route.ActionArgs) {
  return submitContactMessage(request, context);
}

/**
 * What the 24/7 helpline is for, and how to get here: HTML rendered on the server from the
 * published content (app/content/document/admission.ts), with a plain map link, no
 * third-party map or script.
 */
export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const text = { ...inLanguage(contactText, language), helplinePurpose: liveContact().helplinePurpose[language] };
  return { text, gettingHere: gettingHereHtml(liveSite(), text.gettingHere) };
}

export function shouldRevalidate() {
  return false;
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return submitWithFallback(serverAction);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { site, lang } = siteDataFrom(matches);
  if (!loaderData) return [];
  const { text } = loaderData;
  return pageMeta({
    siteName: site.name,
    title: titleWithSite(text.metaTitle, site.name),
    description: fill(text.metaDescription, { name: site.name }),
    path: "/contact",
    language: lang,
  });
};

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { site, claims } = useSiteData();
  const { lang, ui } = useLanguage();
  const { text } = loaderData;
  return (
    <>
      <PageHero eyebrow={text.eyebrow} title={text.title} lead={text.lead}>
        <div className="mt-6 flex flex-col flex-wrap gap-3 sm:flex-row">
          <ExternalLink
            href={chatHref(site.chat, ui.chat.greeting)}
            className="btn bg-[#1a7f45] text-white hover:bg-[#15693a]"
          >
            <Icon name="message-circle" className="size-4" />
            {text.chat}
            <span className="sr-only">{text.newTab}</span>
          </ExternalLink>
          <a href={telHref(site.phone)} className="btn btn-primary">
            <Icon name="phone-call" className="size-4" />
            {fill(text.call, { phone: site.phone.display })}
          </a>
        </div>
      </PageHero>

      <div className="container-page grid gap-10 py-12 lg:grid-cols-[22rem_1fr]">
        <div className="space-y-5">
          <ContactCard icon={<Icon name="map-pin" className="size-5" />} title={text.location}>
            <address className="not-italic">
              <AddressText address={site.address} language={lang} />
            </address>
          </ContactCard>
          <ContactCard icon={<Icon name="phone" className="size-5" />} title={text.phone}>
            <ul className="space-y-1">
              {[site.phone, site.altPhone].map((phone) => (
                <li key={phone.digits}>
                  <a href={telHref(phone)} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
                    {phone.display}
                  </a>
                </li>
              ))}
              {claims.helpline ? (
                <li className="text-sm text-muted">
                  <strong className="font-semibold text-ink">{claims.helpline}</strong> {text.helplinePurpose}
                </li>
              ) : null}
            </ul>
          </ContactCard>
          <ContactCard icon={<Icon name="mail" className="size-5" />} title={text.email}>
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
          <ContactCard icon={<Icon name="clock" className="size-5" />} title={text.officeHours}>
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
              {text.messageTitle}
            </h2>
            <p className="mt-1 mb-6 text-sm text-muted">{text.required}</p>
            <ContactForm serverResult={actionData} />
          </section>

          <section
            aria-labelledby="visit-title"
            className="flex flex-col items-center rounded-2xl bg-slate-50 p-8 text-center"
          >
            <Icon name="school" className="size-10 text-brand-700" />
            <h2 id="visit-title" className="mt-3 text-xl font-bold">
              {text.visitTitle}
            </h2>
            <p className="mt-2 max-w-md text-muted">{text.visitText}</p>
            <p className="mt-3 text-sm font-semibold">
              <AddressText address={site.address} language={lang} />
            </p>
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
