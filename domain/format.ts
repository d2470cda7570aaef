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
