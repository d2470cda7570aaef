import { site } from "./site";
import type { PrivacyConfig } from "./schemas";

/**
 * What the privacy notice (/privacy), the notice above every form, the desk's rights
 * requests and the retention job need to know about the institute as a data fiduciary
 * under India's Digital Personal Data Protection Act, 2023. One place for each fact;
 * checked against privacyConfigSchema at build (./validate.ts).
 *
 * SAMPLE VALUES: the institute has not given its data-protection contact or its providers.
 * Each value marked SAMPLE is a placeholder to replace before launch
 * (docs/operations/going-live.md, "Setting the institute's details"). docs/decisions/0011
 * records how the law's choices were read.
 */
export const privacy = {
  /** The notice's version: stored with every submission sent under it. Change it, and the date, with any change to what the notice says. */
  version: "4",
  /** When this version was published (YYYY-MM-DD). */
  publishedOn: "2026-12-07",
  /** The data fiduciary: the institute's legal name and address. */
  fiduciary: {
    name: `${site.name}`, // SAMPLE: the legal name of the institute or the society/trust that runs it
    address: `${site.address.street}, ${site.address.locality}, ${site.address.city}, ${site.address.state} ${site.address.postalCode}`,
  },
  /** The person who answers questions about personal data (the Act's section 8(9)) and grievances. */
  contact: {
    name: "Sample Name", // SAMPLE: who answers data questions
    role: "Data Protection Officer", // SAMPLE: their role
    email: "privacy@example.com", // SAMPLE: their email
    phone: { display: "+91 00000 00003", digits: "910000000003" }, // SAMPLE: their phone
  },
  /** Days within which a grievance or a rights request is answered (the DPDP Rules allow at most 90). */
  responseDays: 30,
  /**
   * Months after a lead's last activity that the details of someone who did not enrol are
   * kept, then erased. At least 12. The server's RETENTION_MONTHS may shorten it, never lengthen it.
   */
  retentionMonths: 24,
  /** Who processes the data on the institute's behalf. */
  processors: {
    hosting: "Sample Hosting Provider, with servers in India", // SAMPLE: the hosting provider
    /** The email provider that carries staff notifications, when the server sends email. */
    mail: "Sample Mail Provider", // SAMPLE: the mail provider
  },
  /** The role and the processors in Hindi, for the Hindi notice. */
  hindi: {
    role: "डेटा प्रोटेक्शन ऑफ़िसर", // replaced with the English role
    hosting: "सैंपल होस्टिंग कंपनी, जिसके सर्वर भारत में हैं", // replaced with the English one
    mail: "सैंपल ईमेल कंपनी", // replaced with the English one
  },
} as const satisfies PrivacyConfig;
