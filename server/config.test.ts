import { describe, expect, it } from "vitest";
import { privacy } from "#content/privacy.ts";
import webpush from "web-push";
import { pushEndpointPolicy, readConfig, vapidSettings } from "./config";

describe("readConfig", () => {
  it("has working defaults", () => {
    expect(readConfig({})).toEqual({
      PORT: 3000,
      HOST: "0.0.0.0",
      DATABASE_URL: "file:./data/institute.db",
      SUBMIT_RATE_LIMIT: 5,
      SUBMIT_HARD_CAP: 200,
      SUBMIT_CHALLENGE_COST: 100_000,
      HELD_POSTS_BUDGET: 10_000,
      TRUST_PROXY: false,
      HEADERS_TIMEOUT_SECONDS: 10,
      REQUEST_TIMEOUT_SECONDS: 30,
      KEEP_ALIVE_TIMEOUT_SECONDS: 65,
      MAX_CONNECTIONS: 1000,
      SAVE_QUEUE_LIMIT: 1000,
      NOTIFY_EMAIL: [],
      DIGEST_TIME: "09:00",
      OUTBOX_RETRY_SECONDS: 30,
      PUSH_SERVICE_HOSTS: [],
      RETENTION_MONTHS: privacy.retentionMonths,
      LOG_LEVEL: "info",
    });
  });

  it("reads LOG_LEVEL as one of pino's levels, and stops on any other without echoing it", () => {
    expect(readConfig({ LOG_LEVEL: "debug" }).LOG_LEVEL).toBe("debug");
    expect(readConfig({ LOG_LEVEL: " WARN " }).LOG_LEVEL).toBe("warn");
    expect(readConfig({ LOG_LEVEL: "" }).LOG_LEVEL).toBe("info");
    expect(() => readConfig({ LOG_LEVEL: "verbose" })).toThrow(
      /^Invalid server configuration:\n {2}LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent$/,
    );
  });

  it("adds PUSH_SERVICE_HOSTS' push services by name, never an address or a whole top-level domain", () => {
    expect(pushEndpointPolicy(readConfig({}))).toEqual({ moreHosts: [], loopbackForTests: false });
    expect(pushEndpointPolicy(readConfig({ PUSH_SERVICE_HOSTS: " Push.Example.net, *.push.example.org " }))).toEqual({
      moreHosts: ["push.example.net", "*.push.example.org"],
      loopbackForTests: false,
    });
    for (const value of ["10.0.0.5", "*.com", "push.example.net:8443", "https://push.example.net/"]) {
      expect(() => readConfig({ PUSH_SERVICE_HOSTS: value })).toThrow(
        /^Invalid server configuration:\n {2}PUSH_SERVICE_HOSTS: /,
      );
      expect(() => readConfig({ PUSH_SERVICE_HOSTS: value })).not.toThrow(value);
    }
  });

  it("refuses PUSH_LOOPBACK_FOR_TESTS on a production server unless it says it runs for a test", () => {
    const production = { NODE_ENV: "production", PUSH_LOOPBACK_FOR_TESTS: "1" };
    expect(() => readConfig(production)).toThrow(
      /^Invalid server configuration:\n {2}PUSH_LOOPBACK_FOR_TESTS: is for tests only/,
    );
    expect(pushEndpointPolicy(readConfig({ ...production, TEST_SERVER: "1" })).loopbackForTests).toBe(true);
    expect(
      pushEndpointPolicy(readConfig({ NODE_ENV: "development", PUSH_LOOPBACK_FOR_TESTS: "1" })).loopbackForTests,
    ).toBe(true);
    expect(() => readConfig({ PUSH_LOOPBACK_FOR_TESTS: "yes" })).toThrow(/PUSH_LOOPBACK_FOR_TESTS: must be 1/);
  });

  it("lets RETENTION_MONTHS shorten the privacy notice's period, never lengthen it or go under 12", () => {
    expect(readConfig({ RETENTION_MONTHS: "12" }).RETENTION_MONTHS).toBe(12);
    expect(readConfig({ RETENTION_MONTHS: String(privacy.retentionMonths) }).RETENTION_MONTHS).toBe(
      privacy.retentionMonths,
    );
    expect(() => readConfig({ RETENTION_MONTHS: "11" })).toThrow(/RETENTION_MONTHS: must be at least 12, got 11/);
    expect(() => readConfig({ RETENTION_MONTHS: String(privacy.retentionMonths + 1) })).toThrow(
      /RETENTION_MONTHS: is \d+, but the privacy notice says/,
    );
    expect(() => readConfig({ RETENTION_MONTHS: "two years" })).toThrow(/RETENTION_MONTHS: must be a whole number/);
  });

  it("reads the notification settings and rejects a malformed one with a line naming it, never its value", () => {
    const config = readConfig({
      SMTP_URL: "smtps://user:secret@mail.example.com:465",
      MAIL_FROM: "Admissions <desk@example.com>",
      NOTIFY_EMAIL: "head@example.com, office@example.com",
      WEBHOOK_URL: "https://hooks.example.com/in",
      WEBHOOK_SECRET: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      DIGEST_TIME: "off",
      SITE_URL: "https://www.example.edu.in/",
    });
    expect(config.NOTIFY_EMAIL).toEqual(["head@example.com", "office@example.com"]);
    expect(config.SITE_URL).toBe("https://www.example.edu.in");
    expect(readConfig({ SMTP_URL: "" }).SMTP_URL).toBeUndefined();
    for (const [name, value] of [
      ["SMTP_URL", "mail.example.com:465"],
      ["SMTP_URL", "http://user:secret@mail.example.com"],
      ["MAIL_FROM", "desk at example"],
      ["NOTIFY_EMAIL", "head@example.com; office@example.com"],
      ["DIGEST_TIME", "9am"],
      ["WEBHOOK_SECRET", "secret"],
    ] as const) {
      const attempt = () =>
        readConfig({
          [name]: value,
          ...(name === "WEBHOOK_SECRET" ? { WEBHOOK_URL: "https://hooks.example.com" } : {}),
        });
      expect(attempt, `${name}=${value}`).toThrow(new RegExp(`${name}:`));
      expect(attempt, "the value is not echoed").not.toThrow(/secret@/);
    }
    expect(() => readConfig({ WEBHOOK_URL: "https://hooks.example.com" })).toThrow(
      /WEBHOOK_SECRET: is needed with WEBHOOK_URL/,
    );
  });

  it("reads TRUST_PROXY as a hop count or the proxies' addresses", () => {
    expect(readConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(readConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(readConfig({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(readConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(readConfig({ TRUST_PROXY: "loopback" }).TRUST_PROXY).toEqual(["loopback"]);
    expect(
      readConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.7,fd00::/8, ::1, uniquelocal,linklocal" }).TRUST_PROXY,
    ).toEqual(["10.0.0.0/8", "192.168.1.7", "fd00::/8", "::1", "uniquelocal", "linklocal"]);
    expect(readConfig({ SUBMIT_RATE_LIMIT: "0" }).SUBMIT_RATE_LIMIT).toBe(0);
    expect(readConfig({ SUBMIT_HARD_CAP: "50" }).SUBMIT_HARD_CAP).toBe(50);
    // A cap of none would refuse every family; the limit's 0 is what turns the counting off.
    expect(() => readConfig({ SUBMIT_HARD_CAP: "0" })).toThrow(/SUBMIT_HARD_CAP/);
    expect(readConfig({ SUBMIT_CHALLENGE_COST: "5000", HELD_POSTS_BUDGET: "300" })).toMatchObject({
      SUBMIT_CHALLENGE_COST: 5000,
      HELD_POSTS_BUDGET: 300,
    });
    expect(() => readConfig({ SUBMIT_CHALLENGE_SECRET: "short" })).toThrow(/SUBMIT_CHALLENGE_SECRET/);
    expect(() => readConfig({ HELD_POSTS_BUDGET: "0" })).toThrow(/HELD_POSTS_BUDGET/);
  });

  it("refuses a TRUST_PROXY that trusts every address, with one line naming it", () => {
    for (const value of ["true", "TRUE", "*", "all", "0.0.0.0/0", "::/0"]) {
      const attempt = () => readConfig({ TRUST_PROXY: value });
      expect(attempt, value).toThrow(
        /^Invalid server configuration:\n {2}TRUST_PROXY: trusting every address lets any visitor name their own address/,
      );
    }
    for (const value of [
      "yes",
      "-1",
      "1.5",
      "10.0.0.0/33",
      "10.0.0.0/0",
      "10.0.0/8",
      "example.com",
      "10.0.0.1,",
      "loopback;10.0.0.1",
    ]) {
      expect(() => readConfig({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY: must be a number of proxy hops \(such as 1\), or addresses and ranges/,
      );
    }
  });

  it("reads the HTTP server's limits, the headers' timeout within the request's", () => {
    const config = readConfig({
      HEADERS_TIMEOUT_SECONDS: "0.5",
      REQUEST_TIMEOUT_SECONDS: "2",
      KEEP_ALIVE_TIMEOUT_SECONDS: "70",
    });
    expect(config).toMatchObject({
      HEADERS_TIMEOUT_SECONDS: 0.5,
      REQUEST_TIMEOUT_SECONDS: 2,
      KEEP_ALIVE_TIMEOUT_SECONDS: 70,
    });
    expect(() => readConfig({ HEADERS_TIMEOUT_SECONDS: "40" })).toThrow(
      /HEADERS_TIMEOUT_SECONDS: must not be longer than REQUEST_TIMEOUT_SECONDS/,
    );
    expect(() => readConfig({ MAX_CONNECTIONS: "0" })).toThrow(/MAX_CONNECTIONS/);
    expect(() => readConfig({ SAVE_QUEUE_LIMIT: "lots" })).toThrow(/SAVE_QUEUE_LIMIT/);
  });

  it("names every bad setting", () => {
    expect(() => readConfig({ PORT: "http", SUBMIT_RATE_LIMIT: "-1", TRUST_PROXY: "maybe" })).toThrow(
      /PORT[\s\S]*SUBMIT_RATE_LIMIT[\s\S]*TRUST_PROXY: must be a number of proxy hops/,
    );
  });

  it("reads a VAPID pair and subject together, and names a malformed, mismatched or missing one without echoing it", () => {
    const pair = webpush.generateVAPIDKeys();
    const other = webpush.generateVAPIDKeys();
    const env = {
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: "mailto:desk@example.in",
    };
    expect(vapidSettings(readConfig(env))).toEqual({
      publicKey: pair.publicKey,
      privateKey: pair.privateKey,
      subject: "mailto:desk@example.in",
    });
    expect(vapidSettings(readConfig({}))).toBeNull();
    const problem = (changes: Record<string, string>) => {
      try {
        readConfig({ ...env, ...changes });
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problem({ VAPID_PUBLIC_KEY: "not a key" })).toMatch(
      /VAPID_PUBLIC_KEY: must be a P-256 public key in base64url/,
    );
    expect(problem({ VAPID_PRIVATE_KEY: pair.privateKey.slice(0, 20) })).toMatch(
      /VAPID_PRIVATE_KEY: must be a P-256 private key in base64url/,
    );
    expect(problem({ VAPID_PUBLIC_KEY: other.publicKey })).toMatch(
      /VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY/,
    );
    expect(problem({ VAPID_SUBJECT: "desk@example.in" })).toMatch(/VAPID_SUBJECT: must be mailto:/);
    expect(problem({ VAPID_SUBJECT: "" })).toMatch(/VAPID_SUBJECT: is needed too/);
    expect(problem({ VAPID_PUBLIC_KEY: "not a key" })).not.toContain(pair.privateKey);
    expect(problem({ VAPID_PRIVATE_KEY: `${pair.privateKey}x` })).not.toContain(pair.privateKey);
  });
});
