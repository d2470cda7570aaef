// zod/mini, like the public forms' schemas: the same rules load in the browser and the server.
import * as z from "zod/mini";
import { formMessagesEn, type FormMessages } from "#content/translations/form-messages-en.ts";
import { latinDigits, storedPhone } from "#app/lib/phone.ts";
import { LIMITS } from "./fields";
import { optionalTextIn, plainLine, requiredTextIn } from "./validation";

/**
 * The rules for a person's name, phone and email: one module for every form that takes them,
 * the public forms (./enquiry.ts, ./contact.ts, ./privacy-request.ts) and the desk's manual
 * entry (app/desk/manual-enquiry.ts). Only the message for a blank field differs per form
 * (the public forms speak to the visitor, the desk to staff); what is accepted, how it is
 * normalised and stored, and the message for a wrong value are the same everywhere. The
 * messages are in the page's language (`messages`, English unless given).
 */

/** A person's name: one line, trimmed, NFC, at most LIMITS.name characters, no hidden characters. */
export function personName(missing?: string, messages: FormMessages = formMessagesEn) {
  return requiredTextIn(
    messages,
    missing ?? messages.missing.name,
    messages.labels.name,
    LIMITS.name,
    plainLine(messages),
  );
}

/** A name that may be left blank (a guardian's, when the student is an adult). */
export function optionalPersonName(messages: FormMessages = formMessagesEn) {
  return optionalTextIn(messages, messages.labels.name, LIMITS.name, plainLine(messages));
}

/**
 * A required Indian mobile number in any spelling people paste (../phone.ts), stored as
 * "+91" and its 10 digits; anything else gives the spec's 'Invalid Phone Number' text.
 */
export function mobilePhone(missing?: string, messages: FormMessages = formMessagesEn) {
  return z.pipe(
    requiredTextIn(messages, missing ?? messages.missing.phone, messages.labels.phone, LIMITS.phone),
    z.pipe(
      z.string().check(z.refine((value) => storedPhone(value) !== null, { error: messages.invalidPhone.description })),
      z.transform((value) => storedPhone(value)!),
    ),
  );
}

/**
 * Any phone number (the contact form): an Indian mobile number is stored as the other forms
 * store it, anything else (a landline, a number abroad) as typed, Devanagari digits as Latin.
 */
export function anyPhone(missing?: string, messages: FormMessages = formMessagesEn) {
  return z.pipe(
    requiredTextIn(
      messages,
      missing ?? messages.missing.phone,
      messages.labels.phone,
      LIMITS.contactPhone,
      plainLine(messages),
    ),
    z.transform((phone) => storedPhone(phone) ?? latinDigits(phone)),
  );
}

export function emailAddress(missing?: string, messages: FormMessages = formMessagesEn) {
  return requiredTextIn(
    messages,
    missing ?? messages.missing.email,
    messages.labels.email,
    LIMITS.email,
    z.regex(z.regexes.email, { error: messages.invalidEmail }),
  );
}

/** An email that may be left out (a caller often has none); when given, the same rule. */
export function optionalEmailAddress(messages: FormMessages = formMessagesEn) {
  return optionalTextIn(
    messages,
    messages.labels.email,
    LIMITS.email,
    z.refine((value) => value === "" || z.regexes.email.test(value), { error: messages.invalidEmail }),
  );
}
