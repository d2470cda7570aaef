import { fill } from "#domain/language.ts";
import { formMessagesEn, type FormMessages } from "#content/translations/form-messages-en.ts";

/**
 * Toast texts, plus the ones the spec leaves to us. The words live in
 * app/content/translations (form-messages-en.ts and its Hindi twin); the English ones are
 * named here as the spec names them.
 */
export interface ToastMessage {
  title: string;
  description: string;
}

export const MISSING_INFORMATION: ToastMessage = formMessagesEn.missingInformation;
export const INVALID_PHONE: ToastMessage = formMessagesEn.invalidPhone;
export const APPLICATION_SUBMITTED: ToastMessage = formMessagesEn.applicationSubmitted;
export const MESSAGE_SENT: ToastMessage = formMessagesEn.messageSent;

/** Not in the spec: a rights request, in the spec's style, with the reference to quote. */
export function requestReceived(
  reference: string | null,
  days: number,
  messages: FormMessages = formMessagesEn,
): ToastMessage {
  const { title, reference: withReference, reply } = messages.requestReceived;
  return {
    title,
    description: `${reference ? fill(withReference, { reference }) : ""}${fill(reply, { days })}`,
  };
}

/** Not in the spec: any other invalid field (a malformed email, an over-long message). */
export const CHECK_DETAILS: ToastMessage = formMessagesEn.checkDetails;

/** Not in the spec: too many submissions from one address. */
export function tooManySubmissions(phoneDisplay: string, messages: FormMessages = formMessagesEn): ToastMessage {
  return { title: messages.tooMany.title, description: fill(messages.tooMany.description, { phone: phoneDisplay }) };
}
