import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { readConfig } from "./config";

describe("readConfig", () => {
  it("has working defaults", () => {
    expect(readConfig({})).toEqual({
      PORT: 3000,
      HOST: "0.0.0.0",
      DATABASE_URL: "file:./data/institute.db",
      SUBMIT_RATE_LIMIT: 5,
      TRUST_PROXY: false,
      WEB_CONCURRENCY: availableParallelism(),
    });
  });

  it("reads WEB_CONCURRENCY as a number of worker processes", () => {
    expect(readConfig({ WEB_CONCURRENCY: "3" }).WEB_CONCURRENCY).toBe(3);
    expect(() => readConfig({ WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
    expect(() => readConfig({ WEB_CONCURRENCY: "many" })).toThrow(/WEB_CONCURRENCY/);
  });

  it("reads TRUST_PROXY as a flag or a hop count", () => {
    expect(readConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(readConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(readConfig({ SUBMIT_RATE_LIMIT: "0" }).SUBMIT_RATE_LIMIT).toBe(0);
  });

  it("names every bad setting", () => {
    expect(() => readConfig({ PORT: "http", SUBMIT_RATE_LIMIT: "-1", TRUST_PROXY: "maybe" })).toThrow(
      /PORT[\s\S]*SUBMIT_RATE_LIMIT[\s\S]*TRUST_PROXY: must be "true", "false" or a number of proxy hops/,
    );
  });
});
