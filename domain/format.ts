/**
 * Indian digit grouping: the last three digits, then pairs ("1,23,45,678"). Written out
 * rather than toLocaleString("en-IN"): the browser's first call with a locale loads its
 * locale data, about 25 ms of a cheap phone's main thread while the home page hydrates,
 * and the server and browser must print exactly the same text.
 */
export function groupIndianDigits(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Expected a whole number, got ${value}`);
  const digits = String(Math.abs(value));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${value < 0 ? "-" : ""}${rest ? `${rest},` : ""}${lastThree}`;
}

/** "₹45,000". */
export function formatRupees(amount: number): string {
  return `₹${groupIndianDigits(amount)}`;
}

/** "3–8 LPA". */
export function formatSalaryRange({ min, max }: { min: number; max: number }): string {
  return `${min}–${max} LPA`;
}

const HINDI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"];

/** "2026-07-15" → "15 जुलाई 2026": the Hindi pages' dates, Latin digits. */
export function hindiDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return `${day} ${HINDI_MONTHS[month - 1]} ${year}`;
}

/** "3–8 लाख प्रति वर्ष": a salary range as the Hindi pages say it (the English "3–8 LPA"). */
export function hindiSalaryRange({ min, max }: { min: number; max: number }): string {
  return `₹${min}–${max} लाख प्रति वर्ष`;
}
