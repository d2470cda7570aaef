import { NEXT_STEP_LABELS, OUTCOME_BUTTON_LABELS } from "#domain/contact.ts";
import { STATUS_LABELS } from "#domain/leads.ts";

/**
 * The page the desk's service worker answers a lead page's form post with when the post did
 * not reach the server and the page's script was not running (it had not loaded yet on a slow
 * connection): what was typed and chosen, shown and kept in a form that sends it again. Nothing
 * is stored: the values live in this page only. The form carries the save's id, so sending it
 * again after a post that did arrive stores it once.
 */

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

function label(name: string, value: string): string | null {
  const lookup = <T extends Record<string, string>>(labels: T) =>
    Object.hasOwn(labels, value) ? labels[value as keyof T]! : value;
  switch (name) {
    case "outcome":
      return `What happened: ${lookup(OUTCOME_BUTTON_LABELS)}`;
    case "next":
      if (value === "") return null;
      return value === "pick" ? "Next step: the time picked" : `Next step: ${lookup(NEXT_STEP_LABELS)}`;
    case "at":
      return value ? `Time: ${value.replace("T", " ")} (India time)` : null;
    case "status":
      return value ? `Status: ${lookup(STATUS_LABELS)}` : null;
    case "reason":
      return value ? `Reason: ${value}` : null;
    default:
      return null;
  }
}

const TEXT_FIELDS = new Set(["note"]);

export function notSentPage(path: string, fields: [string, string][]): string {
  const shown = fields.map(([name, value]) => label(name, value)).filter((line): line is string => line !== null);
  const inputs = fields
    .map(([name, value]) =>
      TEXT_FIELDS.has(name)
        ? `<label>Note<textarea name="${escape(name)}" rows="4">${escape(value)}</textarea></label>`
        : `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Not sent | Admissions desk</title><style>body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;background:#f8fafc;color:#0f172a}main{max-width:28rem;margin:auto;background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:1.5rem}h1{font-size:1.25rem;margin:0 0 .5rem}ul{padding-left:1.2rem}label{display:flex;flex-direction:column;gap:.25rem;font-weight:600;margin:.75rem 0}textarea{font:inherit;font-weight:400;padding:.5rem;border:1px solid #94a3b8;border-radius:.5rem}button{font:inherit;font-weight:700;min-height:2.75rem;width:100%;border:0;border-radius:.5rem;background:#0c6358;color:#fff}a{color:#0c6358;font-weight:700}</style></head><body><main><h1>Not sent: the connection failed</h1><p>Nothing is saved yet. What you typed and chose is kept on this page: send it again when the phone has a connection.</p>${shown.length ? `<ul>${shown.map((line) => `<li>${escape(line)}</li>`).join("")}</ul>` : ""}<form method="post" action="${escape(path)}">${inputs}<button type="submit">Send again</button></form><p><a href="${escape(path)}">Back to the lead</a></p></main></body></html>`;
}
