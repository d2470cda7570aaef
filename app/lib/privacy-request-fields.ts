import { readFields } from "./forms/fields";

/**
 * The rights request's fields (/privacy/request; domain/privacy.ts REQUEST_KINDS). Kept out
 * of ./forms/fields.ts, which every form page loads with its chunk: only the request page
 * needs these (scripts/build/client-chunks.ts groups everything under lib/forms/).
 */
const REQUEST_FIELDS = ["kind", "name", "email", "phone", "details"] as const;
export type RequestField = (typeof REQUEST_FIELDS)[number];
export const REQUEST_REQUIRED: readonly RequestField[] = ["kind", "name", "email", "phone"];

export function readRequest(form: FormData | URLSearchParams) {
  return readFields(form, REQUEST_FIELDS);
}
