import { data, redirect, type AppLoadContext } from "react-router";
import { readAttribution } from "#domain/attribution.ts";
import { emailKey, phoneKey } from "#domain/leads.ts";
import { privacy } from "#content/privacy.ts";
import { livePrivacy, liveSite } from "#content/live.ts";
import { isApplicant, type RequestKind } from "#domain/privacy.ts";
import { validateContact } from "./forms/contact";
import { readEnquiry, validateEnquiry } from "./forms/enquiry";
import { universityOptions } from "#content/form-options.ts";
import { validateRequest } from "./forms/privacy-request";
import { readRequest, type RequestField } from "./privacy-request-fields";
import { HONEYPOT_FIELD, readContact, type ContactField, type EnquiryField } from "./forms/fields";
import { requestReceived, tooManySubmissions, type ToastMessage } from "./forms/messages";
import { busyNetworkText } from "#content/translations/busy-network.ts";
import { inLanguage } from "#content/translations/bilingual.ts";
import { formMessagesEn, type FormMessages } from "#content/translations/form-messages-en.ts";
import { formMessagesHi } from "#content/translations/form-messages-hi.ts";
import { fill, languageOfPath, localizedPath, type Language } from "#domain/language.ts";
import type { NextStep, SubmissionResult } from "./forms/result";
import type { ValidationResult } from "./forms/validation";
import { enquiryReference, type EnquirySource, type SaveResult, type SubmissionWriter } from "#domain/submissions.ts";
import { admissionStepsIn } from "#content/translations/admission.ts";
import { readFormBody } from "./forms/read-form";
import { PROOF_FIELD } from "#domain/proof-of-work.ts";

type Kind = "enquiry" | "contact" | "privacy_request";

/** How a post is held: `proven` above the hard cap with a solved challenge; `budget` is HELD_POSTS_BUDGET. */
interface Held {
  proven: boolean;
  budget: number;
}

/** What a held post's save adds to its record (domain/submissions.ts). */
function heldFields(held: Held | null) {
  return held ? { held: true, heldBudget: held.budget, ...(held.proven ? { proven: true } : {}) } : {};
}

/** The form's solved challenge, if it sent one. */
function proofIn(form: FormData): string | undefined {
  const value = form.get(PROOF_FIELD);
  return typeof value === "string" && value ? value : undefined;
}

/** The page an application sent without JavaScript is redirected to (routes/admission-submitted.tsx). */
const APPLICATION_CONFIRMATION_PATH = "/admission/submitted";

/**
 * The language of the page the form was sent from: its action's path ("/hi/admission" is
 * Hindi), with or without JavaScript, so every answer speaks the visitor's language.
 */
function languageOf(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}

function messagesIn(language: Language): FormMessages {
  return language === "hi" ? formMessagesHi : formMessagesEn;
}

/**
 * Above the address's hard cap, without JavaScript to answer the proof of work: call or
 * WhatsApp, in the page's language, with what was typed kept.
 */
function busyNetwork(phone: string, whatsapp: string, language: Language): ToastMessage {
  const { title, description } = inLanguage(busyNetworkText, language);
  return { title, description: fill(description, { phone, whatsapp }) };
}

function notSent(messages: FormMessages): ToastMessage {
  return {
    title: messages.notSent.title,
    description: fill(messages.notSent.description, { phone: liveSite().phone.display }),
  };
}

/** One line per submission: id, kind and outcome (and, as every line, the process that answered); never what the visitor typed. */
function logSubmission(
  log: AppLoadContext["log"],
  entry: { kind: Kind; outcome: string; id?: string; source?: EnquirySource; fields?: string[] },
) {
  log.info({ event: "submission", ...entry });
}

const readForm = readFormBody;

interface Submission<Field extends string, Output> {
  kind: Kind;
  source?: EnquirySource;
  values: Record<Field, string>;
  honeypot: boolean;
  validate: () => ValidationResult<Field, Output>;
  /** `held`: above the address's limit, stored for an admin to release (enquiries and contact messages). */
  save: (store: SubmissionWriter, data: Output, held: Held | null) => Promise<SaveResult>;
  /** A solved proof-of-work challenge sent with the post (PROOF_FIELD), for an address above the hard cap. */
  proof?: string;
  /**
   * Who sent it, as lead matching reads a person (their phone's and email's keys): enquiries
   * and contact messages are counted per person, so one family cannot fill the held posts.
   */
  people?: (data: Output) => string[];
  /** The success toast; a rights request's names its reference (absent for a honeypot hit, which stores nothing). */
  success: ToastMessage | ((reference: string | null) => ToastMessage);
  /**
   * Where a successful post made without JavaScript is sent (303), so that refreshing the
   * page shows the confirmation again instead of sending the form again. Without one, the
   * page itself is answered with the confirmation in it. With `confirmation`, the reference
   * travels in its query (`?reference=EN-…`), for the page to show.
   */
  confirmationPath?: string;
  /**
   * An application's confirmation: its reference (from the stored id; null for a honeypot
   * hit) and what happens next, shown with JavaScript in place above the form.
   */
  confirmation?: { reference: (id: string) => string; steps: readonly NextStep[] };
}

/**
 * A post the browser made itself, whose answer becomes the page shown: a form sent without
 * JavaScript, or before the page's scripts ran. With JavaScript the form is sent by fetch(),
 * which browsers mark `Sec-Fetch-Dest: empty`; a browser too old to send that header is told
 * apart by its Accept header: a page asks for text/html, fetch() does not.
 */
function postedByThePage(request: Request): boolean {
  const destination = request.headers.get("sec-fetch-dest");
  return destination ? destination === "document" : (request.headers.get("accept") ?? "").includes("text/html");
}

function successToast<Field extends string, Output>(
  submission: Submission<Field, Output>,
  reference: string | null,
): ToastMessage {
  return typeof submission.success === "function" ? submission.success(reference) : submission.success;
}

/**
 * The rules every form post goes through, in order: rate limit, honeypot, validation,
 * durable save. Each outcome has its HTTP status; nothing here throws to the router.
 */
async function handle<Field extends string, Output>(
  request: Request,
  context: AppLoadContext,
  submission: Submission<Field, Output>,
) {
  const { kind, source, values } = submission;
  const messages = messagesIn(languageOf(request));
  const succeed = (id: string | null) => {
    const { confirmation } = submission;
    const reference = confirmation && id ? confirmation.reference(id) : null;
    if (submission.confirmationPath && postedByThePage(request)) {
      const query = reference ? `?${new URLSearchParams({ reference })}` : "";
      return redirect(`${submission.confirmationPath}${query}`, 303);
    }
    return data<SubmissionResult<Field>>({
      status: "success",
      toast: successToast(submission, id),
      ...(confirmation ? { confirmation: { reference, steps: confirmation.steps } } : {}),
    });
  };
  const fail = (status: number, toast: ToastMessage, outcome: string) => {
    logSubmission(context.log, { kind, source, outcome });
    return data<SubmissionResult<Field>>({ status: "error", toast, values }, { status });
  };

  // Above the hard cap, a proof of work: a new challenge (with JavaScript the form solves it and
  // sends again, ./forms/use-submission-form.ts), and the phone and WhatsApp numbers with what
  // was typed kept (without JavaScript, the page). Nothing is stored.
  const challenge = async () => {
    logSubmission(context.log, { kind, source, outcome: "challenge" });
    const { phone, chat } = liveSite();
    return data<SubmissionResult<Field>>(
      {
        status: "error",
        toast: busyNetwork(phone.display, chat.display, languageOf(request)),
        values,
        challenge: await context.proofOfWork.challenge(),
      },
      { status: 429 },
    );
  };

  // Enquiries and contact messages above the address's limit are held rather than refused
  // (many families share one mobile carrier's address, or a fair's or school's connection).
  // Above the much higher hard cap, a post is held only with a solved proof of work: the
  // address is still far over its limit, so an admin still releases it; the proof only shows
  // a browser spent a second on it, which a flood must spend on every post. A rights request
  // is limited as before.
  let held: Held | null = null;
  if (kind === "privacy_request") {
    if (await context.isOverSubmissionLimit(kind))
      return fail(429, tooManySubmissions(liveSite().phone.display, messages), "rate_limited");
  } else {
    const standing = await context.postStanding(kind);
    if (standing === "refused") {
      if (!submission.proof || !(await context.proofOfWork.isValid(submission.proof))) return challenge();
      held = { proven: true, budget: context.heldPostsBudget };
    } else if (standing === "held") held = { proven: false, budget: context.heldPostsBudget };
  }
  if (submission.honeypot) {
    logSubmission(context.log, { kind, source, outcome: "honeypot" });
    return succeed(null);
  }

  const result = submission.validate();
  if (!result.ok) {
    logSubmission(context.log, { kind, source, outcome: "invalid", fields: Object.keys(result.fieldErrors) });
    return data<SubmissionResult<Field>>(
      { status: "invalid", toast: result.toast, fieldErrors: result.fieldErrors, values },
      { status: 400 },
    );
  }

  if (submission.people && kind !== "privacy_request") {
    // Counted on every valid post, so the same person sending again and again from one
    // address is refused above the limit exactly as before holding existed.
    const over = await context.isOverPersonLimit(kind, submission.people(result.data));
    if (held && over) return fail(429, tooManySubmissions(liveSite().phone.display, messages), "rate_limited");
  }

  if (!context.store) return fail(503, notSent(messages), "storage_unavailable");
  // Used only now, when the post is valid and about to be stored: a form sent back with an
  // error to fix keeps its proof. Used before (sent twice, or copied): a new challenge.
  if (held?.proven && !(await context.proofOfWork.redeem(submission.proof!))) return challenge();
  let saved: SaveResult;
  try {
    saved = await submission.save(context.store, result.data, held);
    const outcome = saved.duplicate ? "duplicate" : held?.proven ? "held_with_proof" : held ? "held" : "stored";
    logSubmission(context.log, { kind, source, id: saved.id, outcome });
  } catch (error) {
    context.log.error({ event: "storage_error", kind, error: String(error) });
    return fail(503, notSent(messages), "storage_error");
  }
  return succeed(saved.id);
}

/** A person as lead matching knows them: the phone's last ten digits and the email, as keys. */
function personKeys(phone: string, email: string): string[] {
  const phoneDigits = phoneKey(phone);
  return [
    ...(phoneDigits.length === 10 ? [`p:${phoneDigits}`] : []),
    ...(emailKey(email) ? [`e:${emailKey(email)}`] : []),
  ];
}

function honeypotFilled(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" && value !== "";
}

const unreadable = <Field extends string>(request: Request) =>
  data<SubmissionResult<Field>>(
    { status: "error", toast: messagesIn(languageOf(request)).unreadable },
    { status: 400 },
  );

export async function submitEnquiry(request: Request, context: AppLoadContext) {
  const form = await readForm(request);
  if (!form) return unreadable<EnquiryField>(request);
  const source: EnquirySource = form.get("source") === "popup" ? "popup" : "admission";
  const values = readEnquiry(form);
  const language = languageOf(request);
  const messages = messagesIn(language);
  return handle(request, context, {
    kind: "enquiry",
    source,
    values,
    honeypot: honeypotFilled(form),
    validate: () => validateEnquiry(source, values, universityOptions(liveSite().universities), messages),
    // The form's field names are the store's: one name from the input to the column.
    proof: proofIn(form),
    save: (store, { applicant, ...enquiry }, held) =>
      store.saveEnquiry({
        ...heldFields(held),
        source,
        ...enquiry,
        applicant: isApplicant(applicant) ? applicant : undefined,
        attribution: readAttribution(form),
        noticeVersion: livePrivacy().version,
        language,
      }),
    people: ({ phone, email }) => personKeys(phone, email),
    success: messages.applicationSubmitted,
    confirmationPath: localizedPath(APPLICATION_CONFIRMATION_PATH, language),
    confirmation: { reference: enquiryReference, steps: admissionStepsIn(language) },
  });
}

export async function submitContactMessage(request: Request, context: AppLoadContext) {
  const form = await readForm(request);
  if (!form) return unreadable<ContactField>(request);
  const values = readContact(form);
  const language = languageOf(request);
  const messages = messagesIn(language);
  return handle(request, context, {
    kind: "contact",
    values,
    honeypot: honeypotFilled(form),
    validate: () => validateContact(values, messages),
    proof: proofIn(form),
    save: (store, message, held) =>
      store.saveContactMessage({
        ...message,
        ...heldFields(held),
        attribution: readAttribution(form),
        noticeVersion: livePrivacy().version,
        language,
      }),
    people: ({ phone, email }) => personKeys(phone, email),
    success: messages.messageSent,
  });
}

export async function submitPrivacyRequest(request: Request, context: AppLoadContext) {
  const form = await readForm(request);
  if (!form) return unreadable<RequestField>(request);
  const values = readRequest(form);
  const messages = messagesIn(languageOf(request));
  return handle(request, context, {
    kind: "privacy_request",
    values,
    honeypot: honeypotFilled(form),
    validate: () => validateRequest(values, messages),
    save: (store, { kind, ...details }) =>
      store.savePrivacyRequest({
        kind: kind as RequestKind,
        ...details,
        noticeVersion: livePrivacy().version,
        responseDays: privacy.responseDays,
      }),
    success: (reference) => requestReceived(reference, privacy.responseDays, messages),
  });
}
