import { keptConnection } from "./kept-sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrations } from "./migrations/index.ts";
import { openSqliteStore, sqlitePathFromUrl } from "./sqlite-store";
import { DUPLICATE_WINDOW_MS } from "./submission-store";
import type { NewEnquiry, SubmissionStore } from "#domain/submissions.ts";

const enquiry: NewEnquiry = {
  source: "admission",
  name: "Asha Rani",
  phone: "9876543210",
  email: "asha@example.com",
  course: "B.Voc Hotel Management",
  university: "Other",
  message: "नमस्ते — hostel? 'quotes' \"double\"; drop table enquiries;--",
};

describe("SQLite submission store", () => {
  let dir: string;
  let now: Date;
  let store: SubmissionStore;
  const url = () => `file:${join(dir, "nested", "institute.db")}`;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "store-test-"));
    now = new Date("2026-11-20T10:00:00.000Z");
    store = await openSqliteStore(url(), () => now);
  });

  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("creates the folder and stores an enquiry exactly as given", async () => {
    const { id, duplicate } = await store.saveEnquiry(enquiry);
    expect(duplicate).toBe(false);
    expect(await store.listEnquiries()).toEqual([
      {
        ...enquiry,
        applicant: null,
        guardianName: "",
        guardianPhone: "",
        studentName: "",
        id,
        createdAt: "2026-11-20T10:00:00.000Z",
      },
    ]);
  });

  it("stores a repeat within 10 minutes once, and again after the window", async () => {
    const first = await store.saveEnquiry(enquiry);
    now = new Date(now.getTime() + DUPLICATE_WINDOW_MS - 1);
    expect(await store.saveEnquiry(enquiry)).toEqual({ id: first.id, duplicate: true });
    expect(await store.saveEnquiry({ ...enquiry, message: "different" })).toMatchObject({ duplicate: false });
    now = new Date(now.getTime() + DUPLICATE_WINDOW_MS);
    expect(await store.saveEnquiry(enquiry)).toMatchObject({ duplicate: false });
    expect(await store.listEnquiries()).toHaveLength(3);
  });

  it("keeps contact messages apart and filters by date", async () => {
    await store.saveContactMessage({
      name: "Ravi",
      email: "r@example.com",
      phone: "+91 1",
      subject: "",
      message: "Hi",
    });
    now = new Date("2026-11-22T08:00:00.000Z");
    await store.saveContactMessage({
      name: "Mira",
      email: "m@example.com",
      phone: "2",
      subject: "Fees",
      message: "Fees?",
    });
    expect(await store.listEnquiries()).toEqual([]);
    expect((await store.listContactMessages()).map((m) => m.name)).toEqual(["Ravi", "Mira"]);
    const since = await store.listContactMessages({ since: new Date("2026-11-21T00:00:00.000Z") });
    expect(since.map((m) => m.name)).toEqual(["Mira"]);
  });

  it("uses WAL with synchronous commits and migrates idempotently on reopen", async () => {
    await store.saveEnquiry(enquiry);
    await store.close();
    store = await openSqliteStore(url(), () => now);
    expect(await store.listEnquiries()).toHaveLength(1);
    const raw = keptConnection(join(dir, "nested", "institute.db"), { readonly: true });
    // Through prepare, which keptConnection keeps: pragma() makes a statement of its own that
    // the garbage collector may destroy, which aborts Node 24.19+ (docs/decisions/0010).
    expect(raw.prepare("pragma journal_mode").get()).toEqual({ journal_mode: "wal" });
    const applied = raw.prepare("select name from kysely_migration order by name").all();
    raw.close();
    // Each migration once, however often the database is opened.
    expect(applied).toEqual(Object.keys(migrations).map((name) => ({ name })));
  });

  it("refuses a source outside admission and popup at the database too", async () => {
    await expect(store.saveEnquiry({ ...enquiry, source: "robot" as "popup" })).rejects.toThrow(/CHECK constraint/);
  });
});

describe("sqlitePathFromUrl", () => {
  it("reads file: URLs", () => {
    expect(sqlitePathFromUrl("file:/var/lib/institute.db")).toBe("/var/lib/institute.db");
    expect(sqlitePathFromUrl("file:./data/institute.db")).toMatch(/\/data\/institute\.db$/);
  });

  it("explains what is wrong with other URLs", () => {
    expect(() => sqlitePathFromUrl("postgres://db/institute")).toThrow(/use a SQLite file URL/);
    expect(() => sqlitePathFromUrl("file:")).toThrow(/names no file/);
  });
});

describe("group commit", () => {
  it("stores a burst of concurrent writes, each acknowledged, and isolates a failing one", async () => {
    const dir = mkdtempSync(join(tmpdir(), "store-burst-"));
    const store = await openSqliteStore(`file:${join(dir, "institute.db")}`);
    try {
      const writes = Array.from({ length: 50 }, (_, i) =>
        store.saveEnquiry({ ...enquiry, name: `Student ${i}`, source: i === 7 ? ("bad" as "popup") : "popup" }),
      );
      const results = await Promise.allSettled(writes);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(49);
      expect(results[7]!.status).toBe("rejected");
      const names = (await store.listEnquiries()).map((row) => row.name);
      expect(names).toHaveLength(49);
      expect(names).not.toContain("Student 7");
      // The same submission twice in one batch is still stored once.
      const [a, b] = await Promise.all([store.saveEnquiry(enquiry), store.saveEnquiry(enquiry)]);
      expect(b).toEqual({ id: a.id, duplicate: true });
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("an unusable database location", () => {
  it("fails with the system's error instead of hanging (a folder under /proc)", async () => {
    await expect(openSqliteStore("file:/proc/no-such-dir/institute.db")).rejects.toThrow(/ENOENT|EACCES|EPERM/);
  });
});
