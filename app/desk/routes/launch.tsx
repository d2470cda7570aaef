import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/launch";
import { formatIst } from "#domain/india-time.ts";
import { keyPart, SOURCE_MAX, sourceProblem, type LaunchConfirmation } from "#domain/launch-readiness.ts";
import { confirmationStands, LAUNCH_GROUPS, type LaunchGroup, type LaunchItem } from "#content/launch-items.ts";
import { pageName } from "#content/launch-words.ts";
import { HIDDEN_IN_LINE } from "#app/lib/forms/plain-text.ts";
import { requireContentEditor } from "#app/desk/auth.server.ts";
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

/** A group's name in the address: "contact-details". */
const groupSlug = (group: LaunchGroup) => keyPart(group);

/** What the page shows of an item: never its file, its line or a developer's note. */
function shownItem(item: LaunchItem) {
  const reading = item.reading!;
  return {
    key: item.key,
    needs: item.needs,
    title: reading.title,
    place: reading.place,
    text: reading.text,
    edit: reading.edit,
    fingerprint: reading.fingerprint,
    pages: item.pages.map((path) => ({ path, name: pageName(path) })),
  };
}
type ShownItem = ReturnType<typeof shownItem>;

/** A confirmation as the page shows it, and whether it still stands for the words shown now. */
type ShownConfirmation = Pick<LaunchConfirmation, "staffName" | "confirmedAt" | "source"> & { stands: boolean };

/**
 * Editors and admins: every item the institute must give or confirm before launch, counted by
 * topic; the items of one topic at a time (`?group=fees`, or the topic of `?item=<key>`), so a
 * phone loads a few dozen items rather than two hundred. Each shows the words families read
 * there, in English and Hindi, and is confirmed on its own.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { desk } = await requireContentEditor(request, context);
  const items = currentLaunchItems();
  const confirmations = await desk.launchConfirmations();
  const params = new URL(request.url).searchParams;
  const done = params.get("done");
  const key = params.get("item") ?? "";
  const byKey = new Map(confirmations.map((confirmation) => [confirmation.key, confirmation]));
  const stands = (item: LaunchItem) => {
    const confirmation = byKey.get(item.key);
    return item.needs === "confirmation" && !!confirmation && confirmationStands(item, confirmation);
  };
  const confirmedKeys = new Set(items.filter(stands).map((item) => item.key));
  const selected =
    LAUNCH_GROUPS.find((group) => groupSlug(group) === params.get("group")) ??
    items.find((item) => item.key === key)?.group ??
    null;
  const shown = items.filter((item) => item.group === selected);
  const titleOf = (wanted: string) => items.find((item) => item.key === wanted)?.reading?.title ?? "the item";
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
      };
    }).filter((group) => group.total > 0),
    selected,
    items: shown.map(shownItem),
    confirmations: Object.fromEntries(
      shown.flatMap((item) => {
        const confirmation = byKey.get(item.key);
        if (!confirmation || item.needs !== "confirmation") return [];
        const { staffName, confirmedAt, source } = confirmation;
        return [[item.key, { staffName, confirmedAt, source, stands: confirmedKeys.has(item.key) }]];
      }),
    ) as Record<string, ShownConfirmation>,
    notice:
      done === "confirmed"
        ? `Confirmed: ${titleOf(key)}.`
        : done === "withdrawn"
          ? `Confirmation withdrawn: ${titleOf(key)} is open again.`
          : null,
  };
}

type ActionAnswer = { key: string; error: string; source?: string };

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
  const { staff, desk } = await requireContentEditor(request, context);
  const form = await readDeskForm(request);
  const intent = String(form.get("intent") ?? "");
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
      { key, error: "This cannot be confirmed as it stands: fill it in through Site content and publish." },
      409,
    );
  const { source, problem } = sourceOf(form);
  if (problem) return answer({ key, error: problem, source }, 400);
  const reading = item.reading!;
  // The words confirmed are the words the editor read: if they changed since, they read again.
  if (String(form.get("fingerprint") ?? "") !== reading.fingerprint)
    return answer(
      { key, error: "These words changed since the page was opened: read them again below, then confirm.", source },
      409,
    );
  const saved = await desk.confirmLaunchItem(
    // Its words as the editor read them: the developer's note stays in `npm run launch-check`.
    { key, what: reading.title, source, fingerprint: reading.fingerprint, text: reading.text },
    staff.id,
  );
  if (!saved.ok) return answer({ key, error: saved.message, source }, 400);
  void context.content?.published();
  return back("confirmed");
}

function PageLinks({ pages }: { pages: ShownItem["pages"] }) {
  if (pages.length === 0) return null;
  return (
    <p className="text-sm">
      <span className="text-muted">See it on the site: </span>
      {pages.map((page, index) => (
        <span key={page.path}>
          {index > 0 ? ", " : null}
          <a href={page.path} target="_blank" rel="noreferrer" className="font-semibold text-brand-800 underline">
            {page.name}
          </a>
        </span>
      ))}
    </p>
  );
}

/** The words families read, in each language, as blocks a reader can compare line by line. */
function Words({ text }: { text: ShownItem["text"] }) {
  return (
    <dl className="grid gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm sm:grid-cols-2">
      <div className="min-w-0">
        <dt className="text-xs font-semibold tracking-wide text-muted uppercase">English</dt>
        <dd className="break-words whitespace-pre-line" lang="en">
          {text.en}
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="text-xs font-semibold tracking-wide text-muted uppercase">Hindi</dt>
        {text.hi ? (
          <dd className="break-words whitespace-pre-line" lang="hi">
            {text.hi}
          </dd>
        ) : (
          <dd className="text-muted">Not on the Hindi pages.</dd>
        )}
      </div>
    </dl>
  );
}

function ItemCard({
  item,
  confirmation,
  problem,
  busy,
}: {
  item: ShownItem;
  confirmation: ShownConfirmation | undefined;
  problem: ActionAnswer | null;
  busy: boolean;
}) {
  const anchor = anchorOf(item.key);
  const editLink = item.edit ? (
    <Link to={item.edit.to} className="font-semibold text-brand-800 underline">
      Site content, {item.edit.label}
    </Link>
  ) : null;
  const confirmed = confirmation?.stands ? confirmation : undefined;
  const state = confirmed ? "Confirmed" : item.needs === "value" ? "Needs a value" : "To confirm";
  const tone = confirmed
    ? "bg-brand-50 text-brand-900 ring-brand-700/30"
    : item.needs === "value"
      ? "bg-amber-50 text-amber-950 ring-amber-700/30"
      : "bg-slate-100 text-slate-800 ring-slate-500/30";
  return (
    <li id={anchor} className="desk-card flex scroll-mt-4 flex-col gap-2" data-testid="launch-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words">{item.title}</h3>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${tone}`}>{state}</span>
      </div>
      <p className="text-sm text-muted">{item.place}</p>
      <Words text={item.text} />
      <PageLinks pages={item.pages} />
      {problem ? (
        <p id={`${anchor}-error`} className="text-sm font-semibold text-danger" role="alert">
          {problem.error}
        </p>
      ) : null}
      {confirmed ? (
        <Form method="post" className="flex flex-wrap items-center justify-between gap-2">
          <p className="min-w-0 text-sm break-words">
            Confirmed by {confirmed.staffName ?? "a former staff member"}, {formatIst(confirmed.confirmedAt)}. Source:{" "}
            {confirmed.source}
          </p>
          <input type="hidden" name="key" value={item.key} />
          <button
            type="submit"
            name="intent"
            value="withdraw"
            className="btn-small btn-secondary min-h-11"
            disabled={busy}
          >
            Withdraw<span className="sr-only"> the confirmation of {item.title}</span>
          </button>
        </Form>
      ) : item.needs === "value" ? (
        <p className="text-sm">
          The page says “To be confirmed” until it is filled in:{" "}
          {editLink ? <>fill it in through {editLink}</> : "ask whoever maintains the site to fill it in"}, publish, and
          it leaves this list by itself.
        </p>
      ) : (
        <Form method="post" className="flex flex-col gap-2">
          {confirmation && !confirmation.stands ? (
            <p className="text-sm font-semibold text-amber-900" data-testid="launch-changed">
              {confirmation.staffName ?? "A former staff member"} confirmed earlier words on{" "}
              {formatIst(confirmation.confirmedAt)}; they have changed since, so confirm these again.
            </p>
          ) : null}
          <p className="text-sm">
            {editLink ? (
              <>Not right? Change it in {editLink} and publish, then confirm it here.</>
            ) : (
              <>Not right? Ask whoever maintains the site to change it, then confirm it here.</>
            )}
          </p>
          <input type="hidden" name="key" value={item.key} />
          <input type="hidden" name="fingerprint" value={item.fingerprint} />
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <label className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="desk-label">What confirms it as it stands</span>
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
              Confirm<span className="sr-only"> {item.title}</span>
            </button>
          </div>
        </Form>
      )}
    </li>
  );
}

export default function LaunchChecklist({ loaderData, actionData }: Route.ComponentProps) {
  const { total, confirmed, needValue, groups, selected, items, confirmations, notice } = loaderData;
  const busy = useNavigation().state !== "idle";
  const open = total - confirmed;
  return (
    <>
      <PageHeader
        title="Launch checklist"
        description="What the site says that the institute has not yet given or confirmed. Read each one as families will, in English and Hindi, and confirm it if it is right, saying what confirms it; what is missing is filled in through Site content."
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
            ? "Nothing left: the notice that the site shows examples goes once the site is published."
            : `${open} open, of which ${needValue} need filling in through Site content.`}
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
                {isOpen ? (
                  <ul className="flex flex-col gap-3 border-t border-slate-200 bg-slate-50 p-3">
                    {items.map((item) => (
                      <ItemCard
                        key={item.key}
                        item={item}
                        confirmation={confirmations[item.key]}
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
