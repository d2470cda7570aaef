/** "₹45,000": Indian digit grouping. */
export function formatRupees(amount: number): string {
  return `₹${amount.toLocaleString("en-IN")}`;
}

/** "3–8 LPA". */
export function formatSalaryRange({ min, max }: { min: number; max: number }): string {
  return `${min}–${max} LPA`;
}
