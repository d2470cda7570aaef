import { useFetcher } from "react-router";
import { Icon } from "#app/components/icon.tsx";
import { displayPhone, telHref } from "#app/desk/components/ui.tsx";
import type { LeadActionData, LeadPageData } from "./route";
import { guardianFirst, MESSAGE_FETCHER, MessageForm, messageText, useMessageUrl } from "./messages";

/**
 * Call, WhatsApp and Log a call, under the thumb: fixed to the bottom of a phone's screen,
 * in line under the lead's name from 640px. What just happened is said right above it, so
 * the confirmation of a save is where the counsellor is looking, never off-screen at the top.
 * For a student under 18 with a parent's number, Call and WhatsApp reach the parent first;
 * the student's number is one tap away.
 */
export function ActionBar({
  data,
  conflict,
  notice = null,
}: {
  data: LeadPageData;
  conflict: { by: string | null } | null;
  /** A save kept on the phone, or what the server said when it was sent (app/desk/offline/). */
  notice?: { text: string; alert: boolean } | null;
}) {
  const { lead, viewer } = data;
  const parentFirst = guardianFirst(lead);
  const urlFor = useMessageUrl(lead, viewer.name);
  const whatsapp = urlFor("whatsapp", "greeting", parentFirst ? "guardian" : "student");
  const fetcher = useFetcher<LeadActionData>({ key: MESSAGE_FETCHER });
  const logged =
    fetcher.state === "idle" && fetcher.data?.logged
      ? `${messageText(fetcher.data.logged.channel, fetcher.data.logged.template)}.`
      : null;
  const message = logged ?? (data.sent ? `${messageText(data.sent.channel, data.sent.template)}.` : data.saved);

  return (
    <section className="lead-bar" aria-label="Call and log">
      {conflict ? (
        <p role="alert" className="lead-bar-message lead-bar-conflict">
          {conflict.by ?? "Someone else"} changed this lead a moment ago. The page now shows it as it is: make your
          change again if it is still needed.
        </p>
      ) : null}
      {notice?.alert ? (
        <p role="alert" className="lead-bar-message lead-bar-conflict">
          {notice.text}
        </p>
      ) : null}
      <p role="status" className="lead-bar-message empty:hidden">
        {conflict || notice?.alert ? null : (notice?.text ?? message)}
      </p>
      <div className="lead-bar-buttons">
        <a href={telHref(parentFirst ? lead.guardianPhone : lead.phone)} className="lead-button btn-primary">
          <Icon name="phone" className="size-5 shrink-0" /> {parentFirst ? "Call parent" : "Call"}
        </a>
        {whatsapp ? (
          <MessageForm
            channel="whatsapp"
            template="greeting"
            to={parentFirst ? "guardian" : "student"}
            url={whatsapp}
            className="lead-button btn-secondary"
          >
            <Icon name="message-circle" className="size-5 shrink-0" /> {parentFirst ? "WhatsApp parent" : "WhatsApp"}
          </MessageForm>
        ) : (
          <span className="lead-button cursor-not-allowed border border-slate-300 text-muted">No WhatsApp</span>
        )}
        <a href="#log" className="lead-button btn-secondary">
          <Icon name="phone-call" className="hidden size-5 sm:block" /> Log a call
        </a>
      </div>
      {parentFirst ? (
        <p className="mt-1 text-center text-sm sm:text-left">
          <a
            href={telHref(lead.phone)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
          >
            Call student {displayPhone(lead.phone)}
          </a>
        </p>
      ) : null}
    </section>
  );
}
