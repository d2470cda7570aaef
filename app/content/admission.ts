/** The admission page's "what happens after you apply" list (spec section 2). */
export const admissionSteps = [
  {
    title: "Submit your application",
    text: "Fill in the form with your course and university preference. It takes about two minutes.",
  },
  {
    title: "Counselor call within 24 hours",
    text: "A counselor calls you to talk through the course, eligibility, fees and your questions.",
  },
  {
    title: "Document verification",
    text: "Bring your 10th and 12th mark sheets, ID proof and photographs to the campus, or share them online.",
  },
  {
    title: "Confirm your seat",
    text: "Pay the first instalment of the fee to confirm admission and receive your joining details.",
  },
] as const;

/** The admission page's own sentences, sent as its data (pre-rendered into its HTML). */
export const admissionPage = {
  lead: "Tell us which course interests you. A counselor will call you within 24 hours to guide you through eligibility, fees and the next steps.",
  help: "Our 24/7 helpline and counselors are here for you and your parents.",
} as const;
