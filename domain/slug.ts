/**
 * The site's slug rule: lower-case, '&' becomes 'and', spaces become hyphens.
 * Runs of spaces collapse to one hyphen so "A  &  B" still gives "a-and-b".
 */
export function slugify(title: string): string {
  return title.trim().toLowerCase().replace(/&/g, " and ").replace(/\s+/g, "-");
}
