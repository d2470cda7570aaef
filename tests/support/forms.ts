import type { Locator, Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, type TestServer } from "./server";

/** Helpers shared by the form specs: valid payloads, HTTP posts as a browser sends them, toasts. */

export const ADMISSION_COURSE = "B.Voc Medical Lab Technology";
export const ADMISSION_ONLY_COURSE = "M.Voc Hospital Management";
export const UNIVERSITY = "Other";

/** A name no other test (or earlier run against the same file) uses. */
export function uniqueName(prefix = "Test"): string {
  return `${prefix} ${randomBytes(5).toString("hex")}`;
}

/** A valid phone number that differs per call, so unique submissions are never deduplicated. */
export function uniquePhone(): string {
  return `9${String(randomBytes(4).readUInt32BE(0) % 1_000_000_000).padStart(9, "0")}`;
}

export type Fields = Record<string, string>;

export function validEnquiry(overrides: Fields = {}): Fields {
  return {
    source: "admission",
    name: uniqueName("Enquirer"),
    phone: "9876543210",
    email: "student@example.com",
    course: ADMISSION_COURSE,
    university: UNIVERSITY,
    message: "Please call me after 5 pm.",
    applicant: "student",
    website: "",
    ...overrides,
  };
}

export function validContact(overrides: Fields = {}): Fields {
  return {
    name: uniqueName("Contact"),
    email: "visitor@example.com",
    phone: "+91 98765 43210",
    subject: "Fees",
    message: "What are the fees for the lab course?",
    website: "",
    ...overrides,
  };
}

export interface PostResult {
  status: number;
  body: string;
  headers: Headers;
}

/**
 * Posts like a browser's HTML form: urlencoded, with an Origin matching the server. `body`
 * and `headers` override the defaults for hostile requests.
 */
export async function post(
  baseUrl: string,
  path: string,
  fields: Fields | [string, string][] | null,
  options: {
    headers?: Record<string, string>;
    body?: string | Uint8Array<ArrayBuffer> | FormData;
    origin?: string | null;
  } = {},
): Promise<PostResult> {
  const origin = options.origin === undefined ? new URL(baseUrl).origin : options.origin;
  const headers: Record<string, string> = { ...(origin ? { Origin: origin } : {}) };
  let body: string | Uint8Array<ArrayBuffer> | FormData;
  if (options.body !== undefined) {
    body = options.body;
  } else {
    body = new URLSearchParams(fields ?? []).toString();
    headers["Content-Type"] = "application/x-www-form-urlencoded";
  }
  Object.assign(headers, options.headers);
  const response = await fetch(new URL(path, baseUrl), { method: "POST", headers, body, redirect: "manual" });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

/** True once React has hydrated the given element (its props are attached to the DOM node). */
export async function waitForHydration(page: Page, selector = "form"): Promise<void> {
  await page.waitForFunction((sel) => {
    const element = document.querySelector(sel);
    return !!element && Object.keys(element).some((key) => key.startsWith("__reactProps"));
  }, selector);
}

/** A sonner toast of the given kind ("error" is the destructive one) with this title. */
export function toast(page: Page, type: "error" | "success", title: string): Locator {
  return page.locator(`[data-sonner-toast][data-type="${type}"]`).filter({
    has: page.locator("[data-title]", { hasText: title }),
  });
}

/** The options of a select (the courses, the universities), as the page lists them. */
export async function optionValues(select: Locator): Promise<{ value: string; disabled: boolean; label: string }[]> {
  return select.locator("option").evaluateAll((options) =>
    (options as HTMLOptionElement[]).map((option) => ({
      value: option.value,
      disabled: option.disabled,
      label: option.textContent ?? "",
    })),
  );
}

/**
 * A folder and a DATABASE_URL in it that cannot be opened: the path goes through a regular
 * file, so creating the folder fails (ENOTDIR). (A path under /proc is no good: Node's
 * recursive mkdirSync loops forever there and the server never starts.)
 */
export function unopenableDatabase(): { dir: string; url: string } {
  const dir = mkdtempSync(join(tmpdir(), "institute-nodb-"));
  const blocker = join(dir, "not-a-folder");
  writeFileSync(blocker, "");
  return { dir, url: `file:${join(blocker, "institute.db")}` };
}

/** Starts a server whose database cannot be opened (unopenableDatabase). */
export async function startServerWithoutDatabase(env: Record<string, string> = {}): Promise<TestServer> {
  const { dir, url } = unopenableDatabase();
  return startServer({ dir, databaseUrl: url, env });
}
