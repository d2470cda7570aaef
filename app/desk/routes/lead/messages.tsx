import type { ReactNode } from "react";
import { Form, useFetcher } from "react-router";
import { Icon } from "#app/components/icon.tsx";
import { useSiteData } from "#app/lib/site-data.ts";
import {
  fillTemplate,
  mailtoUrl,
  MESSAGE_TEMPLATES,
  messageValues,
  whatsappUrl,
  type MessageTemplateId,
} from "#content/message-templates.ts";
import type { LeadDetail, MessageChannel } from "#domain/desk.ts";
import { phoneKey } from "#domain/leads.ts";
import type { MessageRecipient } from "#app/desk/lead-actions.ts";
import type { LeadActionData, LeadPageData } from "./route";
import { Section } from "./shared";

/**
 * Ready-made messages (app/content/message-templates.ts), opened as a WhatsApp chat or an
 * email, and logged on the timeline. With JavaScript the page logs it in the background and
 * opens the chat at once. Without, the form posts, the message is logged, and the page links
 * to the chat: a redirect from a post to wa.me is blocked by the policy's form-action 'self'
 * (Chromium applies it to the redirect too).
 */

/** One fetcher for every message form, so the action bar can say what was logged. */
export const MESSAGE_FETCHER = "lead-message";

/** Under 18 with a parent's or guardian's number: they are called and written to first. */
export function guardianFirst(lead: Pick<LeadDetail, "minor" | "guardianPhone">): boolean {
  return lead.minor && phoneKey(lead.guardianPhone).length === 10;
}

const CHANNEL_NAMES: Record<MessageChannel, string> = { whatsapp: "WhatsApp", email: "Email" };

/** What the timeline and the bar say of a message: "WhatsApp: Fees sent", "Email: Greeting opened". */
export function messageText(channel: MessageChannel, template: string): string {
  const title = MESSAGE_TEMPLATES.find((each) => each.id === template)?.title ?? template;
  return `${CHANNEL_NAMES[channel]}: ${title} ${channel === "whatsapp" ? "sent" : "opened"}`;
}

/** The chat or email a template opens for this lead, or null when there is no number or email for it. */
export function useMessageUrl(lead: LeadDetail, counsellor: string) {
  const { site } = useSiteData();
  return (channel: MessageChannel, template: MessageTemplateId, to: MessageRecipient) => {
    const guardianName = lead.enquiries.find((enquiry) => enquiry.guardianName)?.guardianName ?? "";
    // A lead who wrote from a Hindi page is written to in Hindi.
    const language = lead.prefersHindi ? "hi" : "en";
    const values = messageValues(
      { name: to === "guardian" ? guardianName : lead.name, course: lead.course },
      counsellor,
      site.name,
      language,
    );
    const text = fillTemplate(template, values, language);
    return channel === "whatsapp"
      ? whatsappUrl(to === "guardian" ? lead.guardianPhone : lead.phone, text.body)
      : mailtoUrl(lead.email, text);
  };
}

export function MessageForm({
  channel,
  template,
  to,
  url,
  className,
  label,
  children,
}: {
  channel: MessageChannel;
  template: MessageTemplateId;
  to: MessageRecipient;
  url: string;
  className: string;
  /** The button's name when its text alone does not say which message ("WhatsApp: Fees"). */
  label?: string;
  children: ReactNode;
}) {
  const fetcher = useFetcher<LeadActionData>({ key: MESSAGE_FETCHER });
  return (
    <Form
      method="post"
      preventScrollReset
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        form.set("via", "script");
        void fetcher.submit(form, { method: "post" });
        if (channel === "whatsapp") window.open(url, "_blank", "noopener,noreferrer");
        else window.location.href = url;
      }}
    >
      <input type="hidden" name="intent" value="message" />
      <input type="hidden" name="channel" value={channel} />
      <input type="hidden" name="template" value={template} />
      <input type="hidden" name="to" value={to} />
      <button type="submit" className={className} aria-label={label}>
        {children}
      </button>
    </Form>
  );
}

export function MessagesSection({ data }: { data: LeadPageData }) {
  const { lead, viewer } = data;
  const urlFor = useMessageUrl(lead, viewer.name);
  const to: MessageRecipient = guardianFirst(lead) ? "guardian" : "student";
  const sentUrl = data.sent ? urlFor(data.sent.channel, data.sent.template, data.sent.to) : null;
  return (
    <Section title="Messages" id="messages">
      <p className="mb-3 text-sm text-muted">
        Opens {to === "guardian" ? "a chat with the parent or guardian" : "a chat"} or an email with the text filled in,
        for you to check and send. Each is noted on the timeline.
      </p>
      {data.sent && sentUrl ? (
        <p className="mb-3 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900">
          {messageText(data.sent.channel, data.sent.template)}.{" "}
          <a href={sentUrl} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
            Open the {data.sent.channel === "whatsapp" ? "WhatsApp chat" : "email"}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      <ul className="divide-y divide-slate-200">
        {MESSAGE_TEMPLATES.map(({ id, title }) => {
          const whatsapp = urlFor("whatsapp", id, to);
          const email = urlFor("email", id, "student");
          return (
            <li key={id} className="flex items-center justify-between gap-2 py-2">
              <span className="min-w-0 text-sm font-semibold">{title}</span>
              <div className="flex shrink-0 gap-2">
                {whatsapp ? (
                  <MessageForm
                    channel="whatsapp"
                    template={id}
                    to={to}
                    url={whatsapp}
                    className="lead-button btn-secondary"
                    label={`WhatsApp: ${title}`}
                  >
                    <Icon name="message-circle" className="size-4 shrink-0" /> WhatsApp
                  </MessageForm>
                ) : null}
                {email ? (
                  <MessageForm
                    channel="email"
                    template={id}
                    to="student"
                    url={email}
                    className="lead-button btn-secondary"
                    label={`Email: ${title}`}
                  >
                    <Icon name="mail" className="size-4 shrink-0" /> Email
                  </MessageForm>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
