// zod/mini, like the public forms' schemas: the same rules load in the browser and the server.
import * as z from "zod/mini";
import { storedPhone } from "#app/lib/phone.ts";
import { LIMITS } from "./fields";
import { INVALID_PHONE } from "./messages";
import { optionalText, plainLine, requiredText } from "./validation";

/**
 * The rules for a person's name, phone and email: one module for every form that takes them,
 * the public forms (./enquiry.ts, ./contact.ts, ./privacy-request.ts) and the desk's manual
 * entry (app/desk/manual-enquiry.ts). Only the message for a blank field differs per form
 * (the public forms speak to the visitor, the desk to staff); what is accepted, how it is
 * normalised and stored, and the message for a wrong value are the same everywhere.
 */

const INVALID_EMAIL = "Please enter a valid email address, like name@example.com.";

/** A person's name: one line, trimmed, NFC, at most LIMITS.name characters, no hidden characters. */
export function personName(missing = "Please enter your full name.") {
  return requiredText(missing, "Name", LIMITS.name, plainLine());
}

/** A name that may be left blank (a guardian's, when the student is an adult). */
export function optionalPersonName() {
  return optionalText("Name", LIMITS.name, plainLine());
}

/**
 * A required Indian mobile number in any spelling people paste (../phone.ts), stored as
 * "+91" and its 10 digits; anything else gives the spec's 'Invalid Phone Number' text.
 */
export function mobilePhone(missing = "Please enter your phone number.") {
  return z.pipe(
    requiredText(missing, "Phone", LIMITS.phone),
    z.pipe(
      z.string().check(z.refine((value) => storedPhone(value) !== null, { error: INVALID_PHONE.description })),
      z.transform((value) => storedPhone(value)!),
    ),
  );
}

/**
 * Any phone number (the contact form): an Indian mobile number is stored as the other forms
 * store it, anything else (a landline, a number abroad) as typed.
 */
export function anyPhone(missing = "Please enter your phone number.") {
  return z.pipe(
    requiredText(missing, "Phone", LIMITS.contactPhone, plainLine()),
    z.transform((phone) => storedPhone(phone) ?? phone),
  );
}

export function emailAddress(missing = "Please enter your email address.") {
  return requiredText(missing, "Email", LIMITS.email, z.regex(z.regexes.email, { error: INVALID_EMAIL }));
}

/** An email that may be left out (a caller often has none); when given, the same rule. */
export function optionalEmailAddress() {
  return optionalText(
    "Email",
    LIMITS.email,
    z.refine((value) => value === "" || z.regexes.email.test(value), { error: INVALID_EMAIL }),
  );
}
