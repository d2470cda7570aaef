import { renderToStaticMarkup } from "react-dom/server";
import type { admissionGuide } from "#content/admission.ts";
import { TO_BE_CONFIRMED } from "#content/disclosure-schemas.ts";
import { tuitionInHindi } from "#content/fees.ts";
import { liveAdmission } from "#content/document/admission-live.ts";
import { chatHref, mailtoHref, telHref } from "#content/links.ts";
import { admissionText, type AdmissionText } from "#content/translations/admission.ts";
import { localizedPath, type Language } from "#domain/language.ts";
import type { SiteConfig } from "#content/schemas.ts";
import { AdmissionStepList } from "./admission-steps";
import { ExternalLink } from "./external-link";
import { Icon } from "./icon";
import { Pending } from "./family-info.server";

type Guide = typeof admissionGuide;

/**
 * The admission page's static sections (its four steps, the fee table and the documents to
 * bring), as HTML rendered on the server and sent with the page's data: the page shows them
 * with dangerouslySetInnerHTML, so none of this markup is in its JavaScript, which is at its
 * budget (docs/decisions/0004). They have no state and no handlers, so nothing is lost; React
 * escapes every word as it does for any page. `.server`: React Router keeps this module out
 * of the browser's code.
 */
export function admissionGuideHtml(
  page: Guide,
  text: AdmissionText = admissionText.en,
  language: Language = "en",
): string {
  return renderToStaticMarkup(<AdmissionGuide page={page} text={text} language={language} />);
}

/**
 * The spec's contact help box, beside the steps: the helpline sentence, the phone, the
 * admissions email, a chat link and the office hours. Static, so rendered here too: it left
 * room in the page's JavaScript for the session's dates.
 */
export function admissionHelpHtml(
  site: Pick<SiteConfig, "phone" | "admissionsEmail" | "chat" | "officeHours">,
  text: AdmissionText["help"],
  greeting: string,
): string {
  return renderToStaticMarkup(
    <section aria-labelledby="help-title" className="rounded-2xl bg-brand-900 p-6 text-white">
      <h2 id="help-title" className="flex items-center gap-2 text-lg font-bold">
        <Icon name="headphones" className="size-5" />
        {text.title}
      </h2>
      <p className="mt-2 text-sm text-brand-100">{text.text}</p>
      <ul className="mt-4 space-y-3 text-sm">
        <li>
          <a href={telHref(site.phone)} className="flex items-center gap-2.5 underline-offset-4 hover:underline">
            <Icon name="phone" className="size-4 text-brand-200" />
            {site.phone.display}
          </a>
        </li>
        <li>
          <a
            href={mailtoHref(site.admissionsEmail)}
            className="flex items-center gap-2.5 break-all underline-offset-4 hover:underline"
          >
            <Icon name="mail" className="size-4 shrink-0 text-brand-200" />
            {site.admissionsEmail}
          </a>
        </li>
        <li>
          <ExternalLink
            href={chatHref(site.chat, greeting)}
            className="flex items-center gap-2.5 underline-offset-4 hover:underline"
          >
            <Icon name="message-circle" className="size-4 text-brand-200" />
            {text.chat}
            <span className="sr-only">{text.newTab}</span>
          </ExternalLink>
        </li>
        <li className="flex items-center gap-2.5">
          <Icon name="clock" className="size-4 text-brand-200" />
          {site.officeHours.footer}
        </li>
      </ul>
    </section>,
  );
}

/** The spec's four-step "what happens after you apply" list, from enquiry to enrolment. */
export function admissionStepsHtml(steps: readonly { title: string; text: string }[], title: string): string {
  return renderToStaticMarkup(
    <section aria-labelledby="steps-title" className="rounded-2xl bg-slate-50 p-6">
      <h2 id="steps-title" className="text-lg font-bold">
        {title}
      </h2>
      <AdmissionStepList steps={steps} />
    </section>,
  );
}

/**
 * The table has three short columns (course, tuition, whole course), so it fits a 375 px
 * phone without scrolling; each course links to its page, which itemises its fees.
 */
function AdmissionGuide({ page: { fees }, text, language }: { page: Guide; text: AdmissionText; language: Language }) {
  // The documents and the policies as published (app/content/document/admission.ts), in the page's language.
  const { documents: listed, policies } = liveAdmission();
  const documents = {
    title: text.documents.title,
    lead: listed.lead[language],
    items: listed.items.map((item) => ({ name: item.name[language], when: item.when[language] })),
  };
  // A figure reads the same in both languages; its period and "To be confirmed" are words.
  const cell = (value: string) =>
    value === TO_BE_CONFIRMED ? (
      <Pending>{text.toBeConfirmed}</Pending>
    ) : language === "hi" ? (
      tuitionInHindi(value)
    ) : (
      value
    );
  const english = language === "en" ? undefined : "en";
  return (
    <div className="container-page grid gap-10 pb-12 lg:grid-cols-[1fr_24rem]">
      <div className="min-w-0 space-y-10">
        <section aria-labelledby="fees-title">
          <table className="w-full text-left text-sm">
            <caption id="fees-title" className="mb-3 text-left text-lg font-bold">
              {text.fees.title}
            </caption>
            <thead>
              <tr className="border-b-2 border-slate-200">
                {text.fees.columns.map((column) => (
                  <th key={column} scope="col" className="py-2 pr-3 last:pr-0">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {fees.rows.map((row) => (
                <tr key={row.course} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-3 font-normal">
                    <a
                      href={localizedPath(`/courses/${row.slug}`, language) + "#fees"}
                      lang={english}
                      className="text-brand-800 underline underline-offset-4 hover:text-brand-700"
                    >
                      {row.course}
                    </a>
                  </th>
                  <td className="py-2 pr-3">{cell(row.tuition)}</td>
                  <td className="py-2">{cell(row.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {/* Says what "To be confirmed" means: only while a fee in the table is. */}
          {fees.rows.some((row) => row.tuition === TO_BE_CONFIRMED || row.total === TO_BE_CONFIRMED) ? (
            <p className="mt-3 text-sm text-muted">{text.fees.note}</p>
          ) : null}
        </section>
        <section aria-labelledby="fee-policies" className="space-y-4">
          <h2 id="fee-policies" className="text-lg font-bold">
            {text.fees.policiesTitle}
          </h2>
          <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm">
            {fees.policies.map((policy, index) => {
              const words = { ...text.fees.policies[index]!, text: policies[policy.id]?.[language] ?? null };
              return (
                <div key={policy.id} className="px-4 py-3">
                  <dt className="font-semibold text-ink">{words.title}</dt>
                  <dd className="mt-1 leading-relaxed text-slate-700">
                    {words.text ? (
                      words.text.map((part, index) =>
                        typeof part === "string" ? (
                          part
                        ) : (
                          <a
                            key={index}
                            href={localizedPath(part.href, language)}
                            className="font-semibold text-brand-800 underline underline-offset-4"
                          >
                            {part.text}
                          </a>
                        ),
                      )
                    ) : (
                      <>
                        <Pending>{text.toBeConfirmed}</Pending>
                        {language === "hi" ? "। " : ". "}
                        {words.advice}
                      </>
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      </div>
      <section aria-labelledby="documents-title" className="self-start rounded-2xl border border-slate-200 p-6">
        <h2 id="documents-title" className="text-lg font-bold">
          {documents.title}
        </h2>
        <p className="mt-1 text-sm text-muted">{documents.lead}</p>
        <ul className="icon-list icon-check mt-4 space-y-2.5 text-sm">
          {documents.items.map((item) => (
            <li key={item.name}>
              <span className="font-semibold">{item.name}</span>
              <span className="block text-muted">{item.when}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
