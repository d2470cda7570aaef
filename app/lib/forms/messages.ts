/** Toast texts of spec section 8, plus the ones the spec leaves to us (marked). */
export interface ToastMessage {
  title: string;
  description: string;
}

export const MISSING_INFORMATION: ToastMessage = {
  title: "Missing Information",
  description: "Please fill in all required fields.",
};

export const INVALID_PHONE: ToastMessage = {
  title: "Invalid Phone Number",
  description: "Please enter a valid 10-digit phone number.",
};

export const APPLICATION_SUBMITTED: ToastMessage = {
  title: "Application Submitted!",
  description: "Thank you for your interest. Our counselor will contact you within 24 hours.",
};

export const MESSAGE_SENT: ToastMessage = {
  title: "Message Sent Successfully!",
  description: "We'll get back to you within 24 hours.",
};

/** Not in the spec (issue 13): a rights request, in the spec's style, with the reference to quote. */
export function requestReceived(reference: string | null, days: number): ToastMessage {
  return {
    title: "Request Received!",
    description: `${reference ? `Your reference number is ${reference}. ` : ""}We will reply within ${days} days.`,
  };
}

/** Not in the spec: any other invalid field (a malformed email, an over-long message). */
export const CHECK_DETAILS: ToastMessage = {
  title: "Please check your details",
  description: "Some fields need your attention. The problems are shown next to each field.",
};

/** Not in the spec: the server could not be reached or could not store the submission (./not-sent.ts). */
export { notSent } from "./not-sent";

/** Not in the spec: too many submissions from one address. */
export function tooManySubmissions(phoneDisplay: string): ToastMessage {
  return {
    title: "Too many submissions",
    description: `Please wait a few minutes before sending again, or call us on ${phoneDisplay}.`,
  };
}
