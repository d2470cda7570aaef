import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/content";
import { formatIst } from "#domain/india-time.ts";
import { asPublished, documentFrom, editing, problemsOf, withLibraryPhotos } from "#app/desk/content.server.ts";
import { requireContentEditor } from "#app/desk/auth.server.ts";
import { Notice, PageHeader } from "#app/desk/components/ui.tsx";
import { readDeskForm } from "#app/desk/form.server.ts";
import { undoChangedConfirmations } from "#app/lib/content-readiness.server.ts";

export const meta = () => [{ title: "Site content | Admissions desk" }];

/** What can be edited, one page each. */
const SECTIONS = [
  {
    to: "/desk/content/institute",
    label: "Institute details and office hours",
    hint: "Name, phones, emails, address, the office week, social pages",
  },
  { to: "/desk/content/fees", label: "Fees, course by course", hint: "Each fee, when it is paid, the whole course" },
  {
    to: "/desk/content/courses",
    label: "Courses: facts and prose",
    hint: "Duration, eligibility, seats, next batch, salary, overview, careers, in both languages",
  },
  {
    to: "/desk/content/testimonials",
    label: "Success stories",
    hint: "Each story with the date of its consent, and a graduate's photo",
  },
  {
    to: "/desk/content/gallery",
    label: "Campus photos",
    hint: "Up to 6 photos from Photos on the About page, in order",
  },
  { to: "/desk/content/faq", label: "Questions (FAQ)", hint: "Each question and answer in both languages, in order" },
  {
    to: "/desk/content/admission",
    label: "Admission",
    hint: "The session, dates, steps, documents, refunds, instalments, scholarships, loans",
  },
  { to: "/desk/content/contact", label: "Getting here and helpline", hint: "Landmark, metro, bus, map link" },
  {
    to: "/desk/content/claims",
    label: "Claims and their sources",
    hint: "Each claim with its source and year, or off",
  },
  {
    to: "/desk/content/universities",
    label: "Universities and recognition",
    hint: "What each university awards, its recognition and letters, the certificate, registration",
  },
  {
    to: "/desk/content/grievance",
    label: "Grievances and anti-ragging",
    hint: "The grievance officer and the anti-ragging committee, how a complaint is handled",
  },
  {
    to: "/desk/content/privacy",
    label: "Privacy contact",
    hint: "The legal name, who answers data questions, the hosting and email providers",
  },
];

/** Pages worth a look before publishing: where the edited facts show. */
const PREVIEW_PAGES = [
  { path: "/", label: "Home" },
  { path: "/contact", label: "Contact" },
  { path: "/about", label: "About (campus photos)" },
  { path: "/admission", label: "Admission" },
  { path: "/courses/hotel-management", label: "A course page" },
  { path: "/success-stories", label: "Success stories" },
  { path: "/faq", label: "Questions" },
  { path: "/hi/contact", label: "संपर्क (Hindi contact)" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { desk } = await requireContentEditor(request, context);
  const [{ liveId, draft, document }, revisions] = await Promise.all([editing(desk), desk.contentRevisions()]);
  // "Restore" asks first (?restore=<id>): the whole site is published again from that revision.
  const asked = Number(new URL(request.url).searchParams.get("restore"));
  const restoring = revisions.find((revision) => revision.id === asked && revision.id !== liveId) ?? null;
  return {
    restoring: restoring && {
      id: restoring.id,
      // The revisions published after it, whose changes go off the site.
      later: revisions.filter((revision) => revision.id > restoring.id).map((revision) => revision.id),
    },
    liveId,
    draft: draft && { updatedAt: draft.updatedAt, updatedByName: draft.updatedByName, stale: draft.basedOn !== liveId },
    // Against the photo library as it is now, as publishing will check it.
    problems: draft ? problemsOf(await withLibraryPhotos(desk, document)) : [],
    revisions,
  };
}

type ActionResult = { ok: true; message: string } | { ok: false; error: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { staff, desk } = await requireContentEditor(request, context);
  const form = await readDeskForm(request);
  const answer = (result: ActionResult, status = 200) => data(result, { status });
  const intent = String(form.get("intent") ?? "");
  const note = String(form.get("note") ?? "").trim();
  if (intent === "discard") {
    await desk.discardContentDraft();
    return answer({ ok: true, message: "Draft discarded. The site is unchanged." });
  }
  if (intent !== "publish" && intent !== "restore") return answer({ ok: false, error: "Unknown action." }, 400);
  if (!context.content)
    return answer({ ok: false, error: "Publishing needs the database, which is unavailable." }, 503);

  let document: string;
  let restoredFrom: number | undefined;
  const { live, liveId, draft } = await editing(desk);
  if (intent === "restore") {
    if (form.get("confirm") !== "yes")
      return answer(
        { ok: false, error: "Nothing was restored: confirm it first, since it publishes the whole site again." },
        400,
      );
    const revision = await desk.contentRevision(Number(form.get("revision")));
    if (!revision) return answer({ ok: false, error: "That revision does not exist." }, 404);
    document = revision.document;
    restoredFrom = revision.id;
  } else {
    if (!draft) return answer({ ok: false, error: "There is no draft to publish: edit a section first." }, 400);
    if (!note)
      return answer({ ok: false, error: "Say in a few words what changed (the note is kept with the revision)." }, 400);
    if (draft.basedOn !== liveId)
      return answer(
        { ok: false, error: "Someone published since this draft began. Discard it and make the change again." },
        409,
      );
    document = draft.document;
  }
  // What pages need of each placed photo, as the library has it now: an alt text edited since
  // the draft was saved goes live with it, a photo deleted since stops the publish at its place.
  const parsed = asPublished(await withLibraryPhotos(desk, documentFrom(document)), live, new Date());
  const problems = problemsOf(parsed);
  if (problems.length)
    return answer(
      { ok: false, error: `Not published: ${problems.length} problem${problems.length > 1 ? "s" : ""} to fix first.` },
      400,
    );
  // Every page is rendered from it before it is written: a revision that breaks a page never goes live.
  const failure = await context.content.check(parsed);
  if (failure) return answer({ ok: false, error: `Not published: a page could not be rendered (${failure}).` }, 400);

  const id = await desk.publishContent({
    document: JSON.stringify(parsed),
    basedOn: liveId,
    note: intent === "restore" ? note || `Restored revision ${restoredFrom}` : note,
    staffId: staff.id,
    ...(restoredFrom ? { restoredFrom } : {}),
  });
  if (id === null)
    return answer({ ok: false, error: "Someone published at the same moment. Reload and try again." }, 409);
  // A launch confirmation is of the words it was given to: changed words are open again.
  const undone = await undoChangedConfirmations(desk, parsed, staff.id);
  await context.content.published();
  return answer({
    ok: true,
    message:
      (intent === "restore"
        ? `Revision ${restoredFrom} is live again, as revision ${id}.`
        : `Published: revision ${id} is live.`) +
      (undone
        ? ` ${undone} launch checklist confirmation${undone === 1 ? " was" : "s were"} undone: the words changed.`
        : ""),
  });
}

/**
 * The second thought before a restore, in the revision's row: what goes off the site and what
 * becomes of a draft. Its own page (?restore=<id>), so it works without JavaScript; Cancel
 * changes nothing.
 */
function RestoreConfirmation({
  id,
  later,
  hasDraft,
  busy,
}: {
  id: number;
  later: number[];
  hasDraft: boolean;
  busy: boolean;
}) {
  const since = later.length === 1 ? `revision ${later[0]}` : `revisions ${later[0]} to ${later.at(-1)}`;
  return (
    <section
      id="restore"
      aria-labelledby="restore-title"
      className="mt-2 w-full scroll-mt-4 rounded-md border border-amber-300 bg-amber-50 p-3"
      data-testid="restore-confirmation"
    >
      <h3 id="restore-title" className="text-base font-bold">
        Put revision {id} back on the whole site?
      </h3>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        <li>Every page is published again from revision {id}, in both languages, within a few seconds.</li>
        {later.length ? (
          <li>
            What {since} changed goes off the site. {later.length === 1 ? "It stays" : "They stay"} in this list and can
            be restored again.
          </li>
        ) : null}
        {hasDraft ? <li>Your draft is not published; it has to be started again afterwards.</li> : null}
      </ul>
      {/* Posted to the page without ?restore, so its answer does not ask again. */}
      <Form method="post" action="/desk/content" className="mt-3 flex flex-wrap items-center gap-2">
        <input type="hidden" name="intent" value="restore" />
        <input type="hidden" name="revision" value={id} />
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit" className="btn-small btn-primary min-h-11" disabled={busy}>
          Yes, restore revision {id}
        </button>
        <Link to="/desk/content" preventScrollReset className="btn-small btn-secondary min-h-11">
          Cancel
        </Link>
      </Form>
    </section>
  );
}

export default function Content({
  loaderData: { liveId, draft, problems, revisions, restoring },
  actionData,
}: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const publishing = navigation.state === "submitting" && navigation.formData?.get("intent") === "publish";
  return (
    <>
      <PageHeader
        title="Site content"
        description="Change what the site says, preview the pages, then publish. The site changes only when you publish."
      />
      {actionData ? (
        <Notice tone={actionData.ok ? "success" : "error"}>
          {actionData.ok ? actionData.message : actionData.error}
        </Notice>
      ) : null}
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <section aria-labelledby="sections" className="desk-card">
          <h2 id="sections" className="mb-3 text-base font-bold">
            Edit
          </h2>
          <ul className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200">
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <Link
                  to={section.to}
                  className="flex min-h-11 flex-col justify-center px-3 py-2 hover:bg-slate-50 focus-visible:bg-slate-50"
                >
                  <span className="font-semibold text-brand-800">{section.label}</span>
                  <span className="text-sm text-muted">{section.hint}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="draft" className="desk-card">
          <h2 id="draft" className="mb-1 text-base font-bold">
            {draft ? "Draft" : "No draft"}
          </h2>
          {draft ? (
            <>
              <p className="mb-3 text-sm text-muted">
                Last changed {formatIst(draft.updatedAt)}
                {draft.updatedByName ? ` by ${draft.updatedByName}` : ""}. Not on the site yet.
              </p>
              {draft.stale ? (
                <Notice tone="warning">
                  Someone published after this draft began: discard it and make the change again.
                </Notice>
              ) : null}
              {problems.length ? (
                <div role="alert" className="mb-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-danger">
                  <p className="font-semibold">Fix before publishing:</p>
                  <ul className="list-disc pl-5">
                    {problems.map((problem) => (
                      <li key={problem.path}>
                        {problem.path}: {problem.message}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <p className="mb-1 text-sm font-semibold">Preview with the draft</p>
              <ul className="mb-4 flex flex-wrap gap-2">
                {PREVIEW_PAGES.map((page) => (
                  <li key={page.path}>
                    <a
                      href={`/desk/content/preview?path=${encodeURIComponent(page.path)}`}
                      target="_blank"
                      rel="noreferrer"
                      className="btn-small btn-secondary min-h-11"
                    >
                      {page.label}
                    </a>
                  </li>
                ))}
              </ul>
              <Form method="post" className="flex flex-col gap-3">
                <input type="hidden" name="intent" value="publish" />
                <label className="flex flex-col gap-1">
                  <span className="desk-label">What changed (kept with the revision)</span>
                  <input
                    name="note"
                    required
                    maxLength={200}
                    className="desk-input min-h-11"
                    placeholder="e.g. Fees for 2027–28"
                  />
                </label>
                <div className="flex flex-wrap gap-2">
                  <button type="submit" className="btn-small btn-primary min-h-11" disabled={busy}>
                    {/* Every page is rendered before the revision is written: a few seconds. */}
                    {publishing ? "Publishing…" : "Publish"}
                  </button>
                </div>
              </Form>
              <Form method="post" className="mt-2">
                <input type="hidden" name="intent" value="discard" />
                <button type="submit" className="btn-small min-h-11 text-danger hover:bg-red-50" disabled={busy}>
                  Discard draft
                </button>
              </Form>
            </>
          ) : (
            <p className="text-sm text-muted">The site shows revision {liveId}. Edit a section to start a draft.</p>
          )}
        </section>

        <section aria-labelledby="revisions" className="desk-card lg:col-span-2">
          <h2 id="revisions" className="mb-3 text-base font-bold">
            Published revisions
          </h2>
          <ol className="divide-y divide-slate-100 text-sm">
            {revisions.map((revision) => (
              <li key={revision.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="font-semibold">
                    Revision {revision.id}
                    {revision.id === liveId ? " (live)" : ""}
                  </span>
                  : {revision.note}
                  <span className="block text-muted">
                    {formatIst(revision.publishedAt)}
                    {revision.publishedByName ? ` by ${revision.publishedByName}` : ""}
                  </span>
                </span>
                {revision.id === liveId ? null : restoring?.id === revision.id ? (
                  <RestoreConfirmation id={revision.id} later={restoring.later} hasDraft={draft !== null} busy={busy} />
                ) : (
                  <Link
                    to={`/desk/content?restore=${revision.id}#restore`}
                    preventScrollReset
                    className="btn-small btn-secondary min-h-11"
                  >
                    Restore…<span className="sr-only"> revision {revision.id}</span>
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
