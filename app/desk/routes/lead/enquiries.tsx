import type { LeadDetail } from "#domain/desk.ts";
import { formatIst } from "#domain/india-time.ts";
import { FORM_LABELS, isClosed } from "#domain/leads.ts";
import { ENQUIRY_FIELD_KEYS, ENQUIRY_FIELDS } from "#domain/enquiry-fields.ts";
import { enquiryReference } from "#domain/submissions.ts";
import { displayPhone, telHref } from "#app/desk/components/ui.tsx";
import { Section } from "./shared";

export function ContactDetails({ lead }: { lead: LeadDetail }) {
  // A parent or guardian who filled in the form is the lead; the student is named beside them.
  const student = lead.enquiries.find((enquiry) => enquiry.studentName)?.studentName;
  return (
    <Section title="Contact details" id="contact">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {student ? (
          <>
            <dt className="text-muted">Student</dt>
            <dd className="font-semibold break-words">{student}</dd>
          </>
        ) : null}
        <dt className="text-muted">Phone</dt>
        <dd>
          <a
            href={telHref(lead.phone)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline sm:min-h-0"
          >
            {displayPhone(lead.phone)}
          </a>
        </dd>
        {lead.guardianPhone ? (
          <>
            <dt className="text-muted">Parent or guardian</dt>
            <dd>
              <a
                href={telHref(lead.guardianPhone)}
                className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline sm:min-h-0"
              >
                {displayPhone(lead.guardianPhone)}
              </a>
            </dd>
          </>
        ) : null}
        <dt className="text-muted">Email</dt>
        <dd className="break-words">{lead.email || "None given"}</dd>
        <dt className="text-muted">Course</dt>
        <dd>{lead.course || "None named"}</dd>
        <dt className="text-muted">First enquiry</dt>
        <dd>{formatIst(lead.firstEnquiryAt)}</dd>
        {isClosed(lead.status) && lead.closeReason ? (
          <>
            <dt className="text-muted">Closed because</dt>
            <dd>{lead.closeReason}</dd>
          </>
        ) : null}
      </dl>
    </Section>
  );
}

export function Enquiries({ lead }: { lead: LeadDetail }) {
  return (
    <Section title={lead.enquiries.length === 1 ? "Enquiry" : `Enquiries (${lead.enquiries.length})`} id="enquiries">
      <ol className="flex flex-col gap-4">
        {lead.enquiries.map((enquiry) => (
          <li key={enquiry.id} className="rounded-lg border border-slate-200 p-3 text-sm">
            <p className="font-semibold">
              {FORM_LABELS[enquiry.form]} · {formatIst(enquiry.createdAt)}
              {enquiry.enteredBy ? ` · entered by ${enquiry.enteredBy}` : ""}
            </p>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
              {(
                [
                  [
                    "Reference",
                    enquiry.form === "admission" || enquiry.form === "popup" ? enquiryReference(enquiry.id) : "",
                  ],
                  ...ENQUIRY_FIELD_KEYS.map(
                    (key) => [ENQUIRY_FIELDS[key].label, ENQUIRY_FIELDS[key].show(enquiry)] as const,
                  ),
                  ["Subject", enquiry.subject],
                  ["Source", enquiry.sourceDetail],
                  // utm_source names where the visitor came from: a source, not a campaign.
                  ["Link's source", enquiry.attribution?.utmSource ?? ""],
                  [
                    "Campaign",
                    [enquiry.attribution?.utmMedium, enquiry.attribution?.utmCampaign].filter(Boolean).join(" / "),
                  ],
                  ["Came from", enquiry.attribution?.referrerHost ?? ""],
                  ["Landed on", enquiry.attribution?.landingPage ?? ""],
                  ["Sent from", enquiry.attribution?.formPage ?? ""],
                ] as const
              )
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-muted">{label}</dt>
                    <dd className="break-words whitespace-pre-line">{value}</dd>
                  </div>
                ))}
            </dl>
          </li>
        ))}
      </ol>
    </Section>
  );
}
