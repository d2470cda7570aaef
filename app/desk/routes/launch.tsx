import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/launch";
import { formatIst } from "#domain/india-time.ts";
import { keyPart, SOURCE_MAX, sourceProblem, type LaunchConfirmation } from "#domain/launch-readiness.ts";
import { LAUNCH_GROUPS, openLaunchItems, type LaunchGroup, type LaunchItem } from "#content/launch-items.ts";
import { HIDDEN_IN_LINE } from "#app/lib/forms/plain-text.ts";
import { requireAdmin } from "#app/desk/auth.server.ts";
import { readDeskForm } from "#app/desk/form.server.ts";
import { currentLaunchItems } from "#app/lib/content-readiness.server.ts";
import { Notice, PageHeader } from "#app/desk/components/ui.tsx";

export const meta = () => [{ title: "Launch checklist | Admissions desk" }];

/** An element id for an item (keys hold slashes and colons): FNV-1a of the key, in base 36. */
function anchorOf(key: string): string {
  let hash = 0x811c9dc5;
  for (const char of key) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `item-${hash.toString(36)}`;
}

const GROUP_TITLES: Record<LaunchGroup, string> = {
  "contact details": "Contact details",
  fees: "Fees",
  dates: "Dates and seats",
  figures: "Figures and claims",
  stories: "Success stories",
  approvals: "Approvals and recognition",
  "other details": "Other details",
  "Hindi translations": "Hindi translations",
};

/** Where in Site content an item is given or changed, by its key. */
function contentFormOf(key: string): { to: string; label: string } | null {
  const forms: [RegExp, string, string][] = [
    [
      /^marker:app\/content\/site\.ts:sample-value-the-two-partner-universities/,
      "/desk/content/universities",
      "Universities and recognition",
    ],
    [
      /^marker:app\/content\/site\.ts:sample-value-|^contact:(?!getting-here$)/,
      "/desk/content/institute",
      "Institute details",
    ],
    [/^marker:app\/content\/privacy\.ts:sample-value-/, "/desk/content/privacy", "Privacy contact"],
    [/^fees:policy:/, "/desk/content/admission", "Admission"],
    [/^fees:/, "/desk/content/fees", "Fees"],
    [/^dates:seats$|^eligibility:/, "/desk/content/courses", "Courses"],
    [/^dates:/, "/desk/content/admission", "Admission"],
    [/^stories:/, "/desk/content/testimonials", "Success stories"],
    [/^faq:/, "/desk/content/faq", "Questions"],
    [/^recognition:/, "/desk/content/universities", "Universities and recognition"],
    [/^contact:getting-here$/, "/desk/content/contact", "Getting here"],
    [/^grievance:/, "/desk/content/grievance", "Grievances"],
  ];
  const found = forms.find(([pattern]) => pattern.test(key));
  return found ? { to: found[1], label: found[2] } : null;
}

/** A group's name in the address: "contact-details". */
const groupSlug = (group: LaunchGroup) => keyPart(group);

/**
 * Admins: every item the launch check lists, counted by topic; the items of one topic at a
 * time (`?group=fees`, or the topic of `?item=<key>`), so a phone loads a page of a few
 * dozen items rather than all two hundred.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { desk } = await requireAdmin(request, context);
  const items = currentLaunchItems();
  const confirmations = await desk.launchConfirmations();
  const params = new URL(request.url).searchParams;
  const done = params.get("done");
  const key = params.get("item") ?? "";
  const confirmedKeys = new Set(
    items.filter((item) => !openLaunchItems([item], confirmations).length).map((item) => item.key),
  );
  const selected =
    LAUNCH_GROUPS.find((group) => groupSlug(group) === params.get("group")) ??
    items.find((item) => item.key === key)?.group ??
    null;
  const shown = items.filter((item) => item.group === selected);
  return {
    total: items.length,
    confirmed: confirmedKeys.size,
    needValue: items.filter((item) => item.needs === "value").length,
    groups: LAUNCH_GROUPS.map((group) => {
      const inGroup = items.filter((item) => item.group === group);
      return {
        group,
        slug: groupSlug(group),
        total: inGroup.length,
        confirmed: inGroup.filter((item) => confirmedKeys.has(item.key)).length,
        confirmable: inGroup.filter((item) => item.needs === "confirmation" && !confirmedKeys.has(item.key)).length,
      };
    }).filter((group) => group.total > 0),
    selected,
    items: shown,
    confirmations: confirmations.filter((confirmation) =>
      shown.some((item) => item.key === confirmation.key && confirmedKeys.has(item.key)),
    ),
    notice:
      done === "confirmed"
        ? `Confirmed: ${items.find((item) => item.key === key)?.what ?? "the item"}.`
        : done === "group-confirmed"
          ? `Confirmed ${Number(params.get("count") ?? 0)} items with one source, each recorded on its own.`
          : done === "withdrawn"
            ? `Confirmation withdrawn: ${items.find((item) => item.key === key)?.what ?? "the item"} is open again.`
            : null,
  };
}

type ActionAnswer = { key: string; error: string; source?: string };

/** The key a group-wide confirmation's error is shown against: no item's key starts so. */
const groupKey = (group: LaunchGroup) => `group:${groupSlug(group)}`;

/** What a source typed into the form is, or why it cannot be taken. */
function sourceOf(form: FormData): { source: string; problem: string | null } {
  const source = String(form.get("source") ?? "")
    .normalize("NFC")
    .trim();
  const problem =
    sourceProblem(source) ??
    (HIDDEN_IN_LINE.test(source) ? "The source contains characters that cannot be shown." : null);
  return { source, problem };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { staff, desk } = await requireAdmin(request, context);
  const form = await readDeskForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent === "confirm-group") {
    // One source for every open item of the group that can be confirmed as it stands; each
    // is recorded and audited on its own, as if confirmed one by one.
    const group = LAUNCH_GROUPS.find((each) => groupSlug(each) === String(form.get("group") ?? ""));
    if (!group)
      return data({ key: "", error: "That topic is not on the launch checklist." } satisfies ActionAnswer, {
        status: 404,
      });
    const { source, problem } = sourceOf(form);
    if (problem) return data({ key: groupKey(group), error: problem, source } satisfies ActionAnswer, { status: 400 });
    const confirmed = new Set((await desk.launchConfirmations()).map((confirmation) => confirmation.key));
    const open = currentLaunchItems().filter(
      (item) => item.group === group && item.needs === "confirmation" && !confirmed.has(item.key),
    );
    if (open.length === 0)
      return data(
        {
          key: groupKey(group),
          error: "Nothing in this topic is left to confirm as it stands.",
        } satisfies ActionAnswer,
        { status: 409 },
      );
    const saved = await Promise.all(
      open.map((item) => desk.confirmLaunchItem({ key: item.key, what: item.what, source }, staff.id)),
    );
    const refused = saved.find((each) => !each.ok);
    if (refused && !refused.ok)
      return data({ key: groupKey(group), error: refused.message, source } satisfies ActionAnswer, { status: 400 });
    void context.content?.published();
    return redirect(`/desk/launch?group=${groupSlug(group)}&done=group-confirmed&count=${open.length}`, 303);
  }
  const key = String(form.get("key") ?? "");
  const answer = (body: ActionAnswer, status: number) => data(body, { status });
  const back = (done: string) =>
    redirect(`/desk/launch?done=${done}&item=${encodeURIComponent(key)}#${anchorOf(key)}`, 303);
  if (intent !== "confirm" && intent !== "withdraw")
    return answer({ key, error: "Choose to confirm an item or to withdraw a confirmation." }, 400);
  const item = currentLaunchItems().find((each) => each.key === key);
  if (!item) return answer({ key, error: "That item is not on the launch checklist (any more)." }, 404);
  if (intent === "withdraw") {
    if (!(await desk.withdrawLaunchConfirmation(key, staff.id)))
      return answer({ key, error: "That item is not confirmed, so there is nothing to withdraw." }, 409);
    // The pages show it once rendered again: every process follows the confirmations
    // (server/content/published-site.ts); this one starts now rather than at its next poll.
    void context.content?.published();
    return back("withdrawn");
  }
  if (item.needs === "value")
    return answer(
      { key, error: "This item cannot be confirmed as it stands: fill it in through Content, and it leaves the list." },
      409,
    );
  const { source, problem } = sourceOf(form);
  if (problem) return answer({ key, error: problem, source }, 400);
  const saved = await desk.confirmLaunchItem({ key, what: item.what, source }, staff.id);
  if (!saved.ok) return answer({ key, error: saved.message, source }, 400);
  void context.content?.published();
  return back("confirmed");
}

function PageLinks({ pages }: { pages: readonly string[] }) {
  if (pages.length === 0) return <p className="text-sm text-muted">On no public page (the desk only).</p>;
  return (
    <p className="text-sm">
      <span className="text-muted">On the site: </span>
      {pages.map((page, index) => (
        <span key={page}>
          {index > 0 ? ", " : null}
          <a href={page} target="_blank" rel="noreferrer" className="font-semibold text-brand-800 underline">
            {page}
          </a>
        </span>
      ))}
    </p>
  );
}

function ItemCard({
  item,
  confirmation,
  problem,
  busy,
}: {
  item: LaunchItem;
  confirmation: LaunchConfirmation | undefined;
  problem: ActionAnswer | null;
  busy: boolean;
}) {
  const anchor = anchorOf(item.key);
  const form = contentFormOf(item.key);
  const formLink = form ? (
    <Link to={form.to} className="font-semibold text-brand-800 underline">
      Site content, {form.label}
    </Link>
  ) : null;
  const state = confirmation ? "Confirmed" : item.needs === "value" ? "Needs a value" : "Open";
  const tone = confirmation
    ? "bg-brand-50 text-brand-900 ring-brand-700/30"
    : item.needs === "value"
      ? "bg-amber-50 text-amber-950 ring-amber-700/30"
      : "bg-slate-100 text-slate-800 ring-slate-500/30";
  return (
    <li id={anchor} className="desk-card flex scroll-mt-4 flex-col gap-2" data-testid="launch-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-semibold break-words">{item.what}</p>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${tone}`}>{state}</span>
      </div>
      <p className="font-mono text-xs break-all text-muted">{item.where}</p>
      <PageLinks pages={item.pages} />
      {problem ? (
        <p id={`${anchor}-error`} className="text-sm font-semibold text-danger" role="alert">
          {problem.error}
        </p>
      ) : null}
      {confirmation ? (
        <Form method="post" className="flex flex-wrap items-center justify-between gap-2">
          <p className="min-w-0 text-sm break-words">
            Confirmed by {confirmation.staffName ?? "a former staff member"}, {formatIst(confirmation.confirmedAt)}.
            Source: {confirmation.source}
          </p>
          <input type="hidden" name="key" value={item.key} />
          <button
            type="submit"
            name="intent"
            value="withdraw"
            className="btn-small btn-secondary min-h-11"
            disabled={busy}
          >
            Withdraw<span className="sr-only"> the confirmation of {item.what}</span>
          </button>
        </Form>
      ) : item.needs === "value" ? (
        <p className="text-sm">
          It needs a value or a replacement: fill it in through {formLink ?? "Site content"}, publish, and it leaves
          this list by itself.
        </p>
      ) : (
        <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end">
          {formLink ? (
            <p className="text-sm sm:basis-full">
              Not right? Change it in {formLink} and publish, then confirm it here.
            </p>
          ) : null}
          <input type="hidden" name="key" value={item.key} />
          <label className="flex min-w-0 flex-1 flex-col gap-1">
            <span className="desk-label">Source that confirms it as it stands</span>
            <input
              name="source"
              required
              maxLength={SOURCE_MAX}
              autoComplete="off"
              placeholder="e.g. Fee circular 2026-27, page 2"
              defaultValue={problem?.source ?? ""}
              className="desk-input min-h-11"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${anchor}-error` : undefined}
            />
          </label>
          <button
            type="submit"
            name="intent"
            value="confirm"
            className="btn-small btn-primary min-h-11 self-start sm:self-auto"
            disabled={busy}
          >
            Confirm<span className="sr-only"> {item.what}</span>
          </button>
        </Form>
      )}
    </li>
  );
}

/** One source for every open item of a topic that can be confirmed as it stands. */
function ConfirmGroup({
  group,
  title,
  problem,
  busy,
}: {
  group: { slug: string; confirmable: number };
  title: string;
  problem: ActionAnswer | null;
  busy: boolean;
}) {
  const id = `group-${group.slug}`;
  return (
    <Form
      method="post"
      className="flex flex-col gap-2 border-t border-slate-200 bg-brand-50 p-3"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="font-bold">
        Confirm all {group.confirmable} open items with one source<span className="sr-only"> ({title})</span>
      </h3>
      <p className="text-sm text-muted">
        Each item is recorded on its own, with this source, as if confirmed one by one. Items that need a value stay
        open.
      </p>
      <input type="hidden" name="group" value={group.slug} />
      {problem ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger" role="alert">
          {problem.error}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <label className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="desk-label">Source that confirms them all</span>
          <input
            name="source"
            required
            maxLength={SOURCE_MAX}
            autoComplete="off"
            placeholder="e.g. Reviewed by the principal, 20 Nov 2026"
            defaultValue={problem?.source ?? ""}
            className="desk-input min-h-11"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
          />
        </label>
        <button
          type="submit"
          name="intent"
          value="confirm-group"
          className="btn-small btn-primary min-h-11 self-start sm:self-auto"
          disabled={busy}
        >
          Confirm all {group.confirmable}
        </button>
      </div>
    </Form>
  );
}

export default function LaunchChecklist({ loaderData, actionData }: Route.ComponentProps) {
  const { total, confirmed, needValue, groups, selected, items, confirmations, notice } = loaderData;
  const busy = useNavigation().state !== "idle";
  const byKey = new Map(confirmations.map((confirmation) => [confirmation.key, confirmation]));
  const open = total - confirmed;
  return (
    <>
      <PageHeader
        title="Launch checklist"
        description="Everything npm run launch-check lists: sample values and statements the institute has not confirmed. Confirm an item that is right as it stands, with what confirms it; the rest are filled in through Content."
      />
      {notice && !actionData ? <Notice tone="success">{notice}</Notice> : null}
      {actionData ? <Notice tone="error">{actionData.error}</Notice> : null}
      <section aria-labelledby="launch-count" className="desk-card mb-5">
        <h2 id="launch-count" className="text-xl font-bold" data-testid="launch-count">
          {confirmed} of {total} confirmed
        </h2>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
          role="img"
          aria-label={`${confirmed} of ${total} confirmed`}
        >
          <div
            className="h-full bg-brand-700"
            style={{ width: `${total ? Math.round((confirmed / total) * 100) : 100}%` }}
          />
        </div>
        <p className="mt-2 text-sm text-muted">
          {open === 0
            ? "Nothing left: the demonstration notice goes once the site is published."
            : `${open} open, of which ${needValue} need a value through Content. SITE_URL is checked where the server runs, by npm run launch-check.`}
        </p>
      </section>
      <section aria-label="Topics">
        <ul className="flex flex-col gap-3">
          {groups.map((group) => {
            const isOpen = group.group === selected;
            return (
              <li key={group.slug} className="rounded-lg border border-slate-200 bg-white">
                <Link
                  to={isOpen ? "/desk/launch" : `/desk/launch?group=${group.slug}`}
                  aria-current={isOpen ? "true" : undefined}
                  preventScrollReset
                  className="flex min-h-12 items-center justify-between gap-3 px-4 py-2"
                >
                  <span className="font-bold">{GROUP_TITLES[group.group]}</span>
                  <span className="text-sm whitespace-nowrap text-muted">
                    {group.confirmed} of {group.total} confirmed
                    <span aria-hidden="true" className={`ml-2 inline-block ${isOpen ? "rotate-180" : ""}`}>
                      ▾
                    </span>
                  </span>
                </Link>
                {isOpen && group.confirmable > 1 ? (
                  <ConfirmGroup
                    group={group}
                    title={GROUP_TITLES[group.group]}
                    problem={actionData?.key === groupKey(group.group) ? actionData : null}
                    busy={busy}
                  />
                ) : null}
                {isOpen ? (
                  <ul className="flex flex-col gap-3 border-t border-slate-200 bg-slate-50 p-3">
                    {items.map((item) => (
                      <ItemCard
                        key={item.key}
                        item={item}
                        confirmation={byKey.get(item.key)}
                        problem={actionData?.key === item.key ? actionData : null}
                        busy={busy}
                      />
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
