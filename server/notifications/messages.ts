import { formatIst, formatIstDay } from "#domain/india-time.ts";
import { FORM_LABELS } from "#domain/leads.ts";
import type { OutboxPayload } from "./outbox";

/**
 * The emails the desk sends, as plain text and a simple HTML part that reads well in Gmail
 * on a phone: short lines, one tap to call, one button to the lead. Visitors' words (names,
 * courses) are escaped in the HTML; their free-text message is never in an email.
 */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** "staff": the NOTIFY_EMAIL list or, without one, every active admin. */
  to: "staff" | string;
}

export interface MailContext {
  siteUrl: string;
  siteName: string;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );
}

function phoneParts(phone: string) {
  const digits = phone.replace(/\D/g, "");
  const local = digits.length > 10 ? digits.slice(-10) : digits;
  return local.length === 10
    ? { display: `+91 ${local.slice(0, 5)} ${local.slice(5)}`, tel: `tel:+91${local}` }
    : { display: phone, tel: `tel:${phone.replace(/[^\d+]/g, "")}` };
}

/**
 * A link in an email always points at the configured site: the path of the one given, on
 * `context.siteUrl` (SITE_URL), whatever host the request that asked for it carried.
 */
function onSite(url: string, context: MailContext): string {
  let path: string;
  try {
    const parsed = new URL(url, context.siteUrl);
    path = parsed.pathname + parsed.search;
  } catch {
    path = "/desk/sign-in";
  }
  return `${context.siteUrl.replace(/\/+$/, "")}${path}`;
}

function leadUrl(context: MailContext, leadId: string) {
  return `${context.siteUrl}/desk/leads/${leadId}`;
}

/** A small HTML page: a heading, lines of facts, an action button, a footer. */
function html(
  context: MailContext,
  heading: string,
  rows: [string, string][],
  action: { label: string; url: string } | null,
  note: string,
) {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#4a5a68;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0;color:#0f1f2e">${value}</td></tr>`,
    )
    .join("");
  const button = action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0c6358;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(action.label)}</a></p>`
    : "";
  return `<!doctype html><html><body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#0f1f2e">
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(heading)}</h1>
<table role="presentation" style="border-collapse:collapse">${cells}</table>
${button}
<p style="font-size:13px;color:#4a5a68">${escapeHtml(note)}</p>
<p style="font-size:13px;color:#4a5a68">${escapeHtml(context.siteName)} admissions desk</p>
</body></html>`;
}

function listText(
  title: string,
  entries: { name: string; course: string; phone: string; at: string; leadId: string }[],
  context: MailContext,
) {
  if (entries.length === 0) return "";
  return `${title} (${entries.length}):\n${entries
    .map(
      (entry) =>
        `- ${entry.name}, ${entry.course || "no course named"}, ${phoneParts(entry.phone).display}, ${formatIst(entry.at)}\n  ${leadUrl(context, entry.leadId)}`,
    )
    .join("\n")}\n\n`;
}

function listHtml(
  title: string,
  entries: { name: string; course: string; phone: string; at: string; leadId: string }[],
  context: MailContext,
) {
  if (entries.length === 0) return "";
  return `<h2 style="font-size:17px;margin:20px 0 8px">${escapeHtml(title)} (${entries.length})</h2><ul style="padding-left:20px;margin:0">${entries
    .map(
      (entry) =>
        `<li style="margin:0 0 8px"><a href="${escapeHtml(leadUrl(context, entry.leadId))}" style="color:#0c6358;font-weight:bold">${escapeHtml(entry.name)}</a>, ${escapeHtml(entry.course || "no course named")}<br><a href="${phoneParts(entry.phone).tel}" style="color:#0c6358">${escapeHtml(phoneParts(entry.phone).display)}</a> · ${escapeHtml(formatIst(entry.at))}</li>`,
    )
    .join("")}</ul>`;
}

export function renderEmail(payload: OutboxPayload, context: MailContext): RenderedEmail {
  switch (payload.type) {
    case "enquiry.created": {
      const form = FORM_LABELS[payload.form];
      const phone = phoneParts(payload.phone);
      const url = leadUrl(context, payload.leadId);
      const subject = payload.course
        ? `New enquiry: ${payload.course} (${form.toLowerCase()})`
        : `New enquiry (${form.toLowerCase()})`;
      const again = payload.reopened ? " They had enquired before; the lead is open again." : "";
      // Allocation is on and nobody was on duty: say so first, to the admins who can act on it.
      const nobody = payload.unowned
        ? "Nobody is on duty, so this lead has no owner: assign it, or put someone on duty in the desk.\n\n"
        : "";
      return {
        to: "staff",
        subject: payload.unowned ? `${subject}, nobody on duty` : subject,
        text: `${nobody}New enquiry from ${payload.name}.${again}\n\nCourse: ${payload.course || "none named"}\nForm: ${form}\nPhone: ${phone.display}\nEnquired: ${formatIst(payload.at)}\n\nOpen the lead: ${url}\n\nThe site promises a call within 24 hours. The message they wrote is in the desk.\n`,
        html: html(
          context,
          `New enquiry from ${payload.name}`,
          [
            ["Course", escapeHtml(payload.course || "None named")],
            ["Form", escapeHtml(form)],
            ["Phone", `<a href="${phone.tel}" style="color:#0c6358;font-weight:bold">${escapeHtml(phone.display)}</a>`],
            ["Enquired", escapeHtml(formatIst(payload.at))],
          ],
          { label: "Open the lead", url },
          `${nobody ? `${nobody.trim()} ` : ""}The site promises a call within 24 hours. The message they wrote is in the desk.${again}`,
        ),
      };
    }
    case "lead.escalated": {
      const phone = phoneParts(payload.phone);
      const url = leadUrl(context, payload.leadId);
      return {
        to: "staff",
        subject: `Not reached after 4 working hours: ${payload.name}${payload.course ? ` (${payload.course})` : ""}`,
        text: `${payload.name} enquired ${formatIst(payload.enquiredAt)} and nobody has spoken with them yet (unanswered calls do not count).\n\nPhone: ${phone.display}\nOpen the lead: ${url}\n`,
        html: html(
          context,
          `Nobody has spoken with ${payload.name} yet`,
          [
            ["Enquired", escapeHtml(formatIst(payload.enquiredAt))],
            ["Course", escapeHtml(payload.course || "None named")],
            ["Phone", `<a href="${phone.tel}" style="color:#0c6358;font-weight:bold">${escapeHtml(phone.display)}</a>`],
          ],
          { label: "Open the lead", url },
          "This reminder is sent once per lead, to the admins.",
        ),
      };
    }
    case "digest": {
      const day = formatIstDay(`${payload.day}T06:30:00.000Z`);
      const counts = [
        payload.dueToday.length ? `${payload.dueToday.length} due today` : "",
        payload.overdue.length ? `${payload.overdue.length} overdue` : "",
        payload.unowned.length ? `${payload.unowned.length} new without an owner` : "",
        payload.pastPromise.length ? `${payload.pastPromise.length} past the 24-hour promise` : "",
      ].filter(Boolean);
      const sections = [
        ["Your follow-ups due today", payload.dueToday],
        ["Your overdue follow-ups", payload.overdue],
        ["New leads nobody owns", payload.unowned],
        ["Leads past the 24-hour promise", payload.pastPromise],
      ] as const;
      return {
        to: payload.to,
        subject: `Admissions desk, ${day}: ${counts.join(", ")}`,
        text: `Good morning, ${payload.name}.\n\n${sections.map(([title, entries]) => listText(title, [...entries], context)).join("")}Open the desk: ${context.siteUrl}/desk/today\n`,
        html: `<!doctype html><html><body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#0f1f2e"><h1 style="font-size:20px;margin:0 0 12px">Good morning, ${escapeHtml(payload.name)}</h1>${sections
          .map(([title, entries]) => listHtml(title, [...entries], context))
          .join(
            "",
          )}<p style="margin:20px 0"><a href="${escapeHtml(`${context.siteUrl}/desk/today`)}" style="display:inline-block;background:#0c6358;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">Open the desk</a></p><p style="font-size:13px;color:#4a5a68">${escapeHtml(context.siteName)} admissions desk</p></body></html>`,
      };
    }
    case "sign_in_link": {
      const url = onSite(payload.url, context);
      return {
        to: payload.to,
        subject: "Your sign-in link for the admissions desk",
        text: `Hello ${payload.name},\n\nOpen this link to choose your password for the admissions desk. It works once, until ${formatIst(payload.expiresAt)}:\n${url}\n\nIf you did not expect this email, you can ignore it.\n`,
        html: html(
          context,
          `Hello ${payload.name}`,
          [["Valid until", escapeHtml(formatIst(payload.expiresAt))]],
          { label: "Choose your password", url },
          "The link works once. If you did not expect this email, you can ignore it.",
        ),
      };
    }
    case "lead.allocated": {
      const form = FORM_LABELS[payload.form];
      const phone = phoneParts(payload.phone);
      const url = leadUrl(context, payload.leadId);
      return {
        to: payload.to,
        subject: `New lead for you: ${payload.name}${payload.course ? ` (${payload.course})` : ""}`,
        text: `${payload.staffName}, a new lead is yours.\n\nName: ${payload.name}\nCourse: ${payload.course || "none named"}\nForm: ${form}\nPhone: ${phone.display}\nEnquired: ${formatIst(payload.at)}\n\nOpen the lead: ${url}\n\nThe site promises a call within 24 hours.\n`,
        html: html(
          context,
          `New lead for you: ${payload.name}`,
          [
            ["Course", escapeHtml(payload.course || "None named")],
            ["Form", escapeHtml(form)],
            ["Phone", `<a href="${phone.tel}" style="color:#0c6358;font-weight:bold">${escapeHtml(phone.display)}</a>`],
            ["Enquired", escapeHtml(formatIst(payload.at))],
          ],
          { label: "Open the lead", url },
          "The site promises a call within 24 hours. You chose this email on your Account page.",
        ),
      };
    }
    case "lead.status_changed":
    case "lead.closed":
      throw new Error(`${payload.type} is sent by webhook only`);
    case "push":
      throw new Error("a push is sent by push only");
  }
}
