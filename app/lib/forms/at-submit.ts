/**
 * What a form needs only once it is sent, loaded then (with the check) rather than with the
 * page: the landing fields (./attribution.ts), and focus on the first field in error.
 */
export { fillLandingFields } from "./attribution";

/**
 * Focus on the first field in error, in the form's order, scrolled to the middle of the
 * screen (of the popup, on a phone): clear of the sticky header above and of the toast that
 * names the problem at the bottom (components/toaster.tsx). Guarded by tests/e2e/form-moments.spec.ts.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: Partial<Record<string, string>>) {
  const control = [...(form?.elements ?? [])].find((element) => errors[(element as HTMLInputElement).name]);
  if (!(control instanceof HTMLElement)) return;
  control.focus({ preventScroll: true });
  // The field with its label and message, as far as it fits.
  (control.parentElement ?? control).scrollIntoView({ block: "center" });
}
