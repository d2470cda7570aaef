import { Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Course } from "#content/course-schema.ts";
import { courseFullName, courseHindiName } from "#content/courses/index.ts";
import { TO_BE_CONFIRMED, type FeeItem } from "#content/disclosure-schemas.ts";
import { eligibilityOf, ELIGIBILITY_LABELS } from "#content/eligibility.ts";
import { amountText, FEE_ITEM_LABELS, feeScheduleOf, feeWhenText, tuitionInHindi, tuitionText } from "#content/fees.ts";
import { mapLink } from "#content/getting-here.ts";
import {
  liveAdmission,
  liveContact,
  liveGrievance,
  liveUniversities,
  maybeIn,
} from "#content/document/admission-live.ts";
import { nationalAntiRaggingHelpline } from "#content/grievance.ts";
import type { GrievancePerson } from "#content/document/grievance.ts";
import { dateText, intake } from "#content/intake.ts";
import { fullAddress, mailtoHref, telHref } from "#content/links.ts";
import { AddressText } from "./address-text";
import type { Inline, Line } from "#content/privacy-notice.ts";
import type { SiteConfig } from "#content/schemas.ts";
import type { AdmissionText } from "#content/translations/admission.ts";
import { inLanguage } from "#content/translations/bilingual.ts";
import { contactText, type GettingHereText } from "#content/translations/contact.ts";
import { faqText } from "#content/translations/faq.ts";
import { grievanceText } from "#content/translations/grievance.ts";
import { recognitionText } from "#content/translations/recognition.ts";
import { hindiDate } from "#domain/format.ts";
import { fill, localizedPath, type Language } from "#domain/language.ts";
import { liveCourseFacts, liveCourseHindi, liveQuestions } from "#content/document/read.ts";
import { coursesText, type CoursesText } from "#content/translations/courses.ts";
import { Icon } from "./icon";

function HindiDate({ iso, pending }: { iso: string | null; pending: string }) {
  return iso === null ? <Pending>{pending}</Pending> : <>{hindiDate(iso)}</>;
}

/**
 * What families look for before they enquire, as HTML rendered on the server and
 * sent with the page's data, as the admission guide is (./admission-guide.server.tsx): static
 * markup with no state, so none of it is in any page's JavaScript. Every fact comes from
 * app/content/; one not given yet reads "To be confirmed", never a made-up figure.
 */

type Site = Pick<SiteConfig, "name" | "phone" | "address">;

const html = (node: ReactNode) => renderToStaticMarkup(node);

const linkClass = "font-semibold break-words text-brand-800 underline underline-offset-4 hover:text-brand-700";

/** "To be confirmed", marked so nobody reads it as a figure. */
export function Pending({ children = TO_BE_CONFIRMED }: { children?: ReactNode }) {
  return <span className="pending font-semibold text-accent-700">{children}</span>;
}

function Value({ value, pending }: { value: string | null | undefined; pending?: string }) {
  return value === null || value === undefined ? <Pending>{pending}</Pending> : <>{value}</>;
}

/** How a page's links read and lead: to the page's language's twin, with its words for "opens in a new tab". */
interface LinkWords {
  language: Language;
  newTab: string;
}

const ENGLISH_LINKS: LinkWords = { language: "en", newTab: " (opens in a new tab)" };

function InlineText({ part, words = ENGLISH_LINKS }: { part: Inline; words?: LinkWords }) {
  if (typeof part === "string") return <>{part}</>;
  const external = part.href.startsWith("https://");
  return (
    <a
      href={localizedPath(part.href, words.language)}
      className={linkClass}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {part.text}
      {external ? <span className="sr-only">{words.newTab}</span> : null}
    </a>
  );
}

function LineText({ line, words }: { line: Line; words?: LinkWords }) {
  return line.map((part, index) => <InlineText key={index} part={part} words={words} />);
}

/** A sentence with named parts put in: "{pending} means …, or call {phone}." */
function Sentence({ template, parts }: { template: string; parts: Readonly<Record<string, ReactNode>> }) {
  return template
    .split(/(\{\w+\})/)
    .map((piece, index) => <Fragment key={index}>{parts[piece.slice(1, -1)] ?? piece}</Fragment>);
}

function Terms({ rows }: { rows: readonly { term: string; value: ReactNode }[] }) {
  return (
    <dl className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm">
      {rows.map((row) => (
        <div key={row.term} className="grid gap-1 px-4 py-2.5 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-4">
          <dt className="text-muted">{row.term}</dt>
          <dd className="min-w-0 font-semibold break-words text-ink">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const FEE_ITEMS = Object.keys(FEE_ITEM_LABELS) as FeeItem[];

type FactsText = CoursesText["facts"];

/**
 * A block's markup without its note on "To be confirmed" (PendingNote) once nothing in the
 * block is to be confirmed: the note would explain a mark the page no longer shows.
 */
function withNoteOnlyWhilePending(markup: string): string {
  const note = /<p [^>]*data-pending-note=""[^>]*>[\s\S]*?<\/p>/.exec(markup);
  if (!note) return markup;
  const rest = markup.slice(0, note.index) + markup.slice(note.index + note[0].length);
  return /class="pending /.test(rest) ? markup : rest;
}

/** Why a "To be confirmed" is there, and what to do meanwhile; in the page's words where it has them. */
function PendingNote({ site, text }: { site: Site; text?: { pendingNote: string; toBeConfirmed: string } }) {
  if (!text)
    return (
      <p className="mt-3 text-sm text-muted" data-pending-note="">
        <Pending /> means the institute has not published it yet. Ask the counselor who calls you after you apply, or
        call{" "}
        <a href={telHref(site.phone)} className={`${linkClass} whitespace-nowrap`}>
          {site.phone.display}
        </a>
        .
      </p>
    );
  return (
    <p className="mt-3 text-sm text-muted" data-pending-note="">
      <Sentence
        template={text.pendingNote}
        parts={{
          pending: <Pending>{text.toBeConfirmed}</Pending>,
          phone: (
            <a href={telHref(site.phone)} className={`${linkClass} whitespace-nowrap`}>
              {site.phone.display}
            </a>
          ),
        }}
      />
    </p>
  );
}

/** A course's fees, item by item, with when each is paid and the whole course's cost. */
function FeeBreakdown({
  slug,
  fullName,
  text,
  hindi,
}: {
  slug: string;
  fullName: string;
  text: FactsText;
  hindi: boolean;
}) {
  const schedule = feeScheduleOf(slug);
  const value = (value: string | null) => <Value value={value} pending={text.toBeConfirmed} />;
  const tuition = tuitionText(schedule);
  return (
    <table className="mt-3 w-full text-left text-sm">
      <caption className="sr-only">{fill(text.caption, { course: fullName })}</caption>
      <thead>
        <tr className="border-b-2 border-slate-200">
          <th scope="col" className="py-2 pr-3">
            {text.fee}
          </th>
          <th scope="col" className="py-2 pr-3">
            {text.amount}
          </th>
          <th scope="col" className="py-2">
            {text.when}
          </th>
        </tr>
      </thead>
      <tbody>
        {FEE_ITEMS.map((item) => (
          <tr key={item} className="border-b border-slate-200">
            <th scope="row" className="py-2 pr-3 font-normal">
              {text.items[item]}
            </th>
            <td className="py-2 pr-3">
              {item === "tuition"
                ? value(tuition === TO_BE_CONFIRMED ? null : hindi ? tuitionInHindi(tuition) : tuition)
                : value(schedule[item].rupees === null ? null : amountText(schedule[item].rupees))}
            </td>
            <td className="py-2">{value(feeWhenText(schedule[item].when, hindi ? "hi" : "en"))}</td>
          </tr>
        ))}
        <tr className="border-b-2 border-slate-200 font-bold">
          <th scope="row" className="py-2 pr-3">
            {text.whole}
          </th>
          <td className="py-2 pr-3" colSpan={2}>
            {value(schedule.total === null ? null : amountText(schedule.total))}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** The course's published seats (the desk's Content → Courses). */
function seatsText(slug: string): string | null {
  const facts = liveCourseFacts(slug);
  const seats = facts ? facts.seats : intake.seats[slug];
  return seats == null ? null : String(seats);
}

function DatesRows(slug?: string) {
  const admission = liveAdmission();
  return [
    { term: "Session", value: admission.session },
    { term: "Last date to apply", value: <Value value={dateText(admission.lastDateToApply)} /> },
    { term: "Classes begin", value: <Value value={dateText(admission.classesBegin)} /> },
    ...admission.importantDates.map((each) => ({ term: each.event.en, value: dateText(each.date) })),
    ...(slug ? [{ term: "Seats", value: <Value value={seatsText(slug)} /> }] : []),
  ];
}

/**
 * A course page's block: fees, dates and seats, eligibility in full, in the page's language
 * (app/content/translations/courses.ts; in Hindi the qualification is the course's Hindi file's
 * and dates read "15 जुलाई 2026").
 */
export function courseFactsHtml(course: Course, site: Site, language: Language = "en"): string {
  const text = inLanguage(coursesText, language).facts;
  const hindi = language === "hi" ? liveCourseHindi(course.slug) : null;
  const facts = liveCourseFacts(course.slug);
  const date = (iso: string | null) => (iso === null ? null : hindi ? hindiDate(iso) : dateText(iso));
  const value = (value: string | null | undefined) => <Value value={value} pending={text.toBeConfirmed} />;
  const admission = liveAdmission();
  // The eligibility details are published from the desk, in the page's language.
  const edited = (detail: { en: string; hi: string } | null | undefined) => (detail ? detail[language] : null);
  const eligibility = {
    ...eligibilityOf(course),
    ...(facts
      ? {
          minimumMarks: edited(facts.eligibility.minimumMarks),
          age: edited(facts.eligibility.age),
          relaxation: edited(facts.eligibility.relaxation),
          selection: edited(facts.eligibility.selection),
          lateralEntry:
            facts.eligibility.lateralEntry === false ? (false as const) : edited(facts.eligibility.lateralEntry),
        }
      : {}),
  };
  const lateral = eligibility.lateralEntry === false ? text.notApplicable : eligibility.lateralEntry;
  const keys = Object.keys(ELIGIBILITY_LABELS) as (keyof typeof ELIGIBILITY_LABELS)[];
  return withNoteOnlyWhilePending(
    html(
      <section aria-labelledby="facts-title" className="space-y-8">
        <h2 id="facts-title" className="flex items-start gap-2 text-2xl font-bold">
          <Icon name="indian-rupee" className="mt-1 size-6 text-brand-700" />
          {text.title}
        </h2>
        <section aria-labelledby="fees">
          <h3 id="fees" className="text-lg font-bold">
            {text.fees}
          </h3>
          <FeeBreakdown
            slug={course.slug}
            fullName={hindi ? courseHindiName(course, hindi.gloss) : courseFullName(course)}
            text={text}
            hindi={hindi !== null}
          />
          <p className="mt-3 text-sm">
            <a href={localizedPath("/admission#fee-policies", language)} className={linkClass}>
              {text.policies}
            </a>
          </p>
        </section>
        <section aria-labelledby="dates">
          <h3 id="dates" className="text-lg font-bold">
            {text.dates}
          </h3>
          <Terms
            rows={[
              { term: text.session, value: admission.session },
              { term: text.lastDate, value: value(date(admission.lastDateToApply)) },
              { term: text.classesBegin, value: value(date(facts?.nextBatch ?? admission.classesBegin)) },
              { term: text.seats, value: value(seatsText(course.slug)) },
            ]}
          />
        </section>
        <section aria-labelledby="eligibility">
          <h3 id="eligibility" className="text-lg font-bold">
            {text.eligibility}
          </h3>
          <Terms
            rows={[
              { term: text.qualification, value: hindi?.eligibility ?? course.eligibility },
              ...keys
                .filter((key) => key !== "lateralEntry")
                .map((key) => ({ term: text.eligibilityItems[key], value: value(eligibility[key] as string | null) })),
              { term: text.eligibilityItems.lateralEntry, value: value(lateral) },
            ]}
          />
          <p className="mt-3 text-sm">
            <a href={localizedPath("/admission#documents-title", language)} className={linkClass}>
              {text.documents}
            </a>
          </p>
        </section>
        <PendingNote site={site} text={text} />
      </section>,
    ),
  );
}

/**
 * The top of the admission page: the session, its dates, and where seats are. With `text`,
 * in the page's language (the Hindi page's; app/content/translations/admission.ts), dates as
 * "15 जुलाई 2026".
 */
export function admissionDatesHtml(text?: AdmissionText): string {
  const admission = liveAdmission();
  const rows = text
    ? [
        { term: text.dates.session, value: admission.session },
        {
          term: text.dates.lastDate,
          value: <HindiDate iso={admission.lastDateToApply} pending={text.toBeConfirmed} />,
        },
        {
          term: text.dates.classesBegin,
          value: <HindiDate iso={admission.classesBegin} pending={text.toBeConfirmed} />,
        },
        ...admission.importantDates.map((each) => ({ term: each.event.hi, value: hindiDate(each.date) })),
      ]
    : DatesRows();
  return html(
    <section aria-labelledby="dates-title" className="container-page pt-2">
      <div className="rounded-2xl border border-brand-100 bg-brand-50 p-5">
        <h2 id="dates-title" className="text-lg font-bold">
          {text ? fill(text.dates.title, { session: admission.session }) : `Admission ${admission.session}: dates`}
        </h2>
        <dl className="mt-3 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-3">
          {rows.map((row) => (
            <div key={row.term}>
              <dt className="text-muted">{row.term}</dt>
              <dd className="font-semibold">{row.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-muted">
          {text
            ? text.dates.note
            : "Seats, fees and eligibility for each course are on its page; the fees of all courses are in the table below."}
        </p>
      </div>
    </section>,
  );
}

/**
 * /recognition: who awards each qualification, how each university is recognised, the letters.
 * In the page's language (app/content/translations/recognition.ts); the universities' names
 * and the letters' files are the same in both.
 */
export function recognitionHtml(site: Site & Pick<SiteConfig, "universities">, language: Language = "en"): string {
  const text = inLanguage(recognitionText, language);
  const words: LinkWords = { language, newTab: text.newTab };
  const english = language === "en" ? undefined : "en";
  const pending = text.toBeConfirmed;
  // The published facts in the page's language (app/content/document/admission.ts).
  const published = liveUniversities();
  const facts = published.bodies.map((body) => ({
    awards: body.awards && body.awards.map((award) => award[language]),
    recognition: maybeIn(body.recognition, language),
    letters: body.letters.map((letter) => ({ title: letter.title[language], href: letter.href })),
  }));
  return withNoteOnlyWhilePending(
    html(
      <div className="container-page pt-4 pb-16">
        <div className="max-w-4xl space-y-10">
          <section aria-labelledby="awarding-title">
            <h2 id="awarding-title" className="text-2xl font-bold">
              {text.awardingTitle}
            </h2>
            <p className="mt-2 leading-relaxed text-muted">{text.awardingLead}</p>
            <ul className="mt-5 space-y-5">
              {site.universities.map((name, index) => {
                const { awards, recognition: recognised, letters } = facts[index]!;
                return (
                  <li key={index} className="rounded-2xl border border-slate-200 p-5 sm:p-6">
                    <h3 className="flex items-center gap-3 text-lg font-bold">
                      <Icon name="graduation-cap" className="size-6 shrink-0 text-brand-700" />
                      <span lang={english}>{name}</span>
                    </h3>
                    <Terms
                      rows={[
                        {
                          term: text.programmes,
                          value: awards ? awards.join("; ") : <Pending>{pending}</Pending>,
                        },
                        { term: text.recognition, value: <Value value={recognised} pending={pending} /> },
                        {
                          term: text.letters,
                          value: letters.length ? (
                            <ul className="space-y-1">
                              {letters.map((letter) => (
                                <li key={letter.href}>
                                  <a href={letter.href} className={linkClass}>
                                    {letter.title} (PDF)
                                  </a>
                                </li>
                              ))}
                            </ul>
                          ) : (
                            <Pending>{pending}</Pending>
                          ),
                        },
                      ]}
                    />
                  </li>
                );
              })}
            </ul>
            <Terms
              rows={[
                {
                  term: text.certificate,
                  value: <Value value={maybeIn(published.certificateAwardedBy, language)} pending={pending} />,
                },
              ]}
            />
          </section>
          <section aria-labelledby="allied-title">
            <h2 id="allied-title" className="text-2xl font-bold">
              {text.alliedTitle}
            </h2>
            <p className="mt-3 leading-relaxed">{text.alliedHealth.law}</p>
            <p className="mt-3 leading-relaxed">
              <span className="font-semibold">{text.canRegister}</span>
              <Value value={maybeIn(published.registration, language)} pending={pending} />
            </p>
          </section>
          <section aria-labelledby="check-title" className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-6">
            <h2 id="check-title" className="text-xl font-bold">
              {text.checkTitle}
            </h2>
            <p className="mt-2 leading-relaxed">
              <LineText line={text.howToCheck} words={words} />
            </p>
          </section>
          <PendingNote site={site} text={text} />
        </div>
      </div>,
    ),
  );
}

/** The FAQ page's questions and answers, in the page's language and the words the structured data repeats. */
export function faqAnswers(
  site: Site,
  language: Language = "en",
): { id: string; question: string; answer: Line; pending: boolean; seeAlso?: { text: string; href: string } }[] {
  const text = inLanguage(faqText, language);
  return liveQuestions().map((entry) => {
    const answer = entry.answer?.[language] ?? null;
    return {
      id: entry.id,
      question: entry.question[language],
      answer: answer ?? [fill(text.pendingAnswer, { pending: text.toBeConfirmed, phone: site.phone.display })],
      pending: answer === null,
      seeAlso: (text.seeAlso as Readonly<Record<string, { text: string; href: string }>>)[entry.id],
    };
  });
}

export function faqHtml(site: Site, language: Language = "en"): string {
  const text = inLanguage(faqText, language);
  const words: LinkWords = { language, newTab: text.newTab };
  const [beforePending = "", afterPending = ""] = fill(text.pendingAnswer, { phone: site.phone.display }).split(
    "{pending}",
  );
  return html(
    <div className="container-page pt-4 pb-16">
      <ul className="max-w-3xl divide-y divide-slate-200 border-y border-slate-200">
        {faqAnswers(site, language).map((entry) => (
          <li key={entry.id} id={entry.id} className="py-6">
            <h2 className="text-xl font-bold text-ink">{entry.question}</h2>
            <p className="mt-2 leading-relaxed text-slate-700">
              {entry.pending ? (
                <>
                  {beforePending}
                  <Pending>{text.toBeConfirmed}</Pending>
                  {afterPending}
                </>
              ) : (
                <LineText line={entry.answer} words={words} />
              )}
            </p>
            {entry.seeAlso ? (
              <p className="mt-2 text-sm">
                <a href={localizedPath(entry.seeAlso.href, language)} className={linkClass}>
                  {entry.seeAlso.text}
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>,
  );
}

function Person({
  person,
  terms,
  pending,
}: {
  person: GrievancePerson;
  terms: { name: string; phone: string; email: string };
  pending: string;
}) {
  return (
    <Terms
      rows={[
        { term: terms.name, value: <Value value={person.name} pending={pending} /> },
        {
          term: terms.phone,
          value: person.phone ? (
            <a href={`tel:+${person.phone.digits}`} className={`${linkClass} whitespace-nowrap`}>
              {person.phone.display}
            </a>
          ) : (
            <Pending>{pending}</Pending>
          ),
        },
        {
          term: terms.email,
          value: person.email ? (
            <a href={mailtoHref(person.email)} className={linkClass}>
              {person.email}
            </a>
          ) : (
            <Pending>{pending}</Pending>
          ),
        },
      ]}
    />
  );
}

/**
 * /grievances: whom to complain to, how it is handled, and the anti-ragging contacts, in the
 * page's language (app/content/translations/grievance.ts). The people's names and numbers and
 * the national helpline are the same in both.
 */
export function grievanceHtml(site: Site, language: Language = "en"): string {
  const helpline = nationalAntiRaggingHelpline;
  const text = inLanguage(grievanceText, language);
  const words: LinkWords = { language, newTab: text.newTab };
  const pending = text.toBeConfirmed;
  // The institute's people, process and answering time as published (app/content/document/grievance.ts).
  const grievance = liveGrievance();
  const process = grievance.process && grievance.process.map((step) => step[language]);
  return withNoteOnlyWhilePending(
    html(
      <div className="container-page pt-4 pb-16">
        <div className="max-w-4xl space-y-10">
          <section aria-labelledby="complain-title">
            <h2 id="complain-title" className="text-2xl font-bold">
              {text.complainTitle}
            </h2>
            <p className="mt-2 leading-relaxed text-muted">{text.complainLead}</p>
            <h3 className="mt-5 text-lg font-bold">{text.officerRole}</h3>
            <Person person={grievance.officer} terms={text.person} pending={pending} />
            <h3 className="mt-6 text-lg font-bold">{text.nextTitle}</h3>
            {process ? (
              <ol className="mt-3 list-decimal space-y-2 pl-5 leading-relaxed">
                {process.map((step, index) => (
                  <li key={index}>{step}</li>
                ))}
              </ol>
            ) : (
              <p className="mt-2 leading-relaxed">
                <Sentence template={text.processPending} parts={{ pending: <Pending>{pending}</Pending> }} />
              </p>
            )}
            <p className="mt-3 leading-relaxed">
              <span className="font-semibold">{text.answeredWithin}</span>
              <Value
                value={
                  grievance.answerWithinDays === null ? null : fill(text.days, { days: grievance.answerWithinDays })
                }
                pending={pending}
              />
            </p>
            <p className="mt-3 leading-relaxed">
              <LineText line={text.escalation} words={words} />
            </p>
            <p className="mt-3 text-sm text-muted">
              <Sentence
                template={text.dataComplaint}
                parts={{
                  form: (
                    <a href={localizedPath("/privacy/request", language)} className={linkClass}>
                      {text.requestForm}
                    </a>
                  ),
                }}
              />
            </p>
          </section>
          <section aria-labelledby="ragging-title">
            <h2 id="ragging-title" className="text-2xl font-bold">
              {text.raggingTitle}
            </h2>
            <p className="mt-2 leading-relaxed">
              <LineText line={text.raggingStatement} words={words} />
            </p>
            <h3 className="mt-5 text-lg font-bold">{text.antiRaggingRole}</h3>
            <Person person={grievance.antiRagging} terms={text.person} pending={pending} />
            <div className="mt-6 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-6">
              <h3 className="text-lg font-bold">{text.helplineTitle}</h3>
              <ul className="mt-3 space-y-2">
                <li className="flex items-center gap-2.5">
                  <Icon name="phone" className="size-4 shrink-0 text-brand-700" />
                  <a href={helpline.phone.href} className={`${linkClass} whitespace-nowrap`}>
                    {helpline.phone.display}
                  </a>
                </li>
                <li className="flex items-center gap-2.5">
                  <Icon name="mail" className="size-4 shrink-0 text-brand-700" />
                  <a href={mailtoHref(helpline.email)} className={linkClass}>
                    {helpline.email}
                  </a>
                </li>
                <li className="flex items-center gap-2.5">
                  <Icon name="arrow-right" className="size-4 shrink-0 text-brand-700" />
                  <InlineText part={helpline.website} words={words} />
                </li>
              </ul>
            </div>
          </section>
          <PendingNote site={site} text={text} />
        </div>
      </div>,
    ),
  );
}

/** The contact page's "Getting here": the address, a landmark, the metro and bus, a plain map link. */
export function gettingHereHtml(site: Site, text: GettingHereText = contactText.en.gettingHere): string {
  const address = fullAddress(site.address);
  const english = text === contactText.en.gettingHere ? undefined : "en";
  const { gettingHere, mapUrl } = liveContact();
  const value = (fact: (typeof gettingHere)[keyof typeof gettingHere]) => {
    const words = maybeIn(fact, english ? "hi" : "en");
    return words === null ? <Pending>{text.toBeConfirmed}</Pending> : words;
  };
  return html(
    <section aria-labelledby="getting-here-title" className="rounded-2xl border border-slate-200 p-6 sm:p-8">
      <h2 id="getting-here-title" className="flex items-center gap-2 text-xl font-bold">
        <Icon name="map-pin" className="size-5 text-brand-700" />
        {text.title}
      </h2>
      <Terms
        rows={[
          { term: text.address, value: <AddressText address={site.address} language={english ? "hi" : "en"} /> },
          { term: text.landmark, value: value(gettingHere.landmark) },
          { term: text.metro, value: value(gettingHere.metro) },
          { term: text.bus, value: value(gettingHere.bus) },
          { term: text.directions, value: value(gettingHere.directions) },
        ]}
      />
      <p className="mt-4">
        <a href={mapUrl ?? mapLink(address)} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {text.map}
          <span className="sr-only">{text.newTab}</span>
        </a>
      </p>
    </section>,
  );
}
