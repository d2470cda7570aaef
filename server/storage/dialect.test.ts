import { describe, expect, it } from "vitest";
import { readConfig } from "#server/config.ts";
import { databaseKind } from "./dialect";

describe("databaseKind", () => {
  it("reads SQLite file URLs and PostgreSQL URLs", () => {
    expect(databaseKind("file:./data/institute.db")).toBe("sqlite");
    expect(databaseKind("postgres://institute:secret@db.internal:5432/institute")).toBe("postgres");
    expect(databaseKind("postgresql://db.internal/institute?sslmode=require")).toBe("postgres");
  });

  it("refuses anything else without repeating the URL, which may hold a password", () => {
    expect(() => databaseKind("mysql://institute:hunter2@db/institute")).toThrow(
      /use a SQLite file URL .* or a PostgreSQL URL/,
    );
    expect(() => databaseKind("mysql://institute:hunter2@db/institute")).not.toThrow(/hunter2/);
  });

  it("is checked when the server reads its settings", () => {
    expect(() => readConfig({ DATABASE_URL: "mysql://institute:hunter2@db/institute" })).toThrow(
      /DATABASE_URL: must be a SQLite file URL/,
    );
    expect(() => readConfig({ DATABASE_URL: "mysql://institute:hunter2@db/institute" })).not.toThrow(/hunter2/);
    expect(readConfig({ DATABASE_URL: "postgres://db/institute" }).DATABASE_URL).toBe("postgres://db/institute");
  });
});
