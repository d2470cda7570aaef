/**
 * What the forms' checks say (the spec's toasts, and the messages next to the fields),
 * in English. The Hindi twin is ./form-messages-hi.ts, a module of its own so that each
 * language's pages load only their own words with the check (app/lib/forms/load-messages.ts).
 * `{name}` marks a value filled in.
 */
export const formMessagesEn = {
  missingInformation: { title: "Missing Information", description: "Please fill in all required fields." },
  invalidPhone: { title: "Invalid Phone Number", description: "Please enter a valid 10-digit phone number." },
  applicationSubmitted: {
    title: "Application Submitted!",
    description: "Thank you for your interest. Our counselor will contact you within 24 hours.",
  },
  messageSent: { title: "Message Sent Successfully!", description: "We'll get back to you within 24 hours." },
  requestReceived: {
    title: "Request Received!",
    reference: "Your reference number is {reference}. ",
    reply: "We will reply within {days} days.",
  },
  checkDetails: {
    title: "Please check your details",
    description: "Some fields need your attention. The problems are shown next to each field.",
  },
  tooMany: {
    title: "Too many submissions",
    description: "Please wait a few minutes before sending again, or call us on {phone}.",
  },
  notSent: {
    title: "Your message could not be sent",
    description: "Nothing you typed has been lost. Please try again in a moment, or call us on {phone}.",
  },
  unreadable: { title: "Bad request", description: "The form could not be read. Please try again." },
  invalidEmail: "Please enter a valid email address, like name@example.com.",
  tooLong: "{label} must be {max} characters or fewer.",
  hiddenCharacters: "Please remove the hidden formatting characters (they often come with pasted text).",
  plainLine: "Please use letters, spaces and ordinary punctuation only.",
  labels: { name: "Name", phone: "Phone", email: "Email", message: "Message", subject: "Subject", details: "Details" },
  missing: {
    name: "Please enter your full name.",
    phone: "Please enter your phone number.",
    email: "Please enter your email address.",
    course: "Please choose a course.",
    university: "Please choose a university.",
    applicant: "Please tell us who is filling in this form.",
    studentName: "Please enter the student's name.",
    guardianName: "Please enter your parent's or guardian's name.",
    guardianPhone: "Please enter your parent's or guardian's phone number.",
    message: "Please write your message.",
    kind: "Please choose what you are asking for.",
  },
  notAnOption: {
    course: "Please choose a course from the list.",
    university: "Please choose a university from the list.",
    other: "Please choose one of the options.",
  },
};

export type FormMessages = typeof formMessagesEn;
