import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isoCBOR } from "@simplewebauthn/server/helpers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DeskStore, StaffMember } from "#domain/desk.ts";
import { openDatabase } from "#server/storage/database.ts";
import type { OpenDatabase } from "#server/storage/sqlite-store.ts";
import { testDatabaseUrl } from "#tests/support/test-database.ts";
import { hashToken } from "./auth.server";
import { changePasskey } from "./passkey-confirmation.server";
import {
  authenticationOptions,
  credentialSubject,
  parseAuthenticationResponse,
  parseRegistrationResponse,
  PASSKEY_MESSAGES,
  registerPasskey,
  registrationOptions,
  relyingParty,
  signInWithPasskey,
} from "./passkeys.server";

/**
 * The server's half of passkeys against the real store (SQLite, and PostgreSQL in npm test's
 * second pass, scripts/test/run-tests.ts), with a software authenticator: a P-256 key made here
 * that answers WebAuthn ceremonies byte for byte as a device would ("none" attestation), so
 * SimpleWebAuthn's checks run for real.
 */

const SITE = "https://desk.example.org";
const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const u32 = (n: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(n);
  return buffer;
};

function softwareAuthenticator() {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" }) as {
    privateKey: KeyObject;
    publicKey: KeyObject;
  };
  const jwk = publicKey.export({ format: "jwk" });
  const cosePublicKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]),
  );
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle: string | undefined;

  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id: b64url(credentialId),
    /** The JSON @simplewebauthn/browser's startRegistration would give for these options. */
    register(options: { challenge: string; rp: { id?: string }; user: { id: string } }, origin = SITE): string {
      userHandle = options.user.id;
      const authData = Buffer.concat([
        createHash("sha256").update(options.rp.id!).digest(),
        Buffer.from([0x45]), // user present, user verified, attested credential data
        u32(counter),
        Buffer.alloc(16), // AAGUID
        Buffer.from([0, credentialId.length]),
        credentialId,
        cosePublicKey,
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData],
        ]) as never,
      );
      return JSON.stringify({
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", options.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      });
    },
    /** The JSON startAuthentication would give; `counterOverride` replays an old counter. */
    assert(
      options: { challenge: string; rpId?: string },
      extra: { origin?: string; counter?: number; userHandle?: string } = {},
    ): string {
      counter = extra.counter ?? counter + 1;
      const authData = Buffer.concat([
        createHash("sha256").update(options.rpId!).digest(),
        Buffer.from([0x05]),
        u32(counter),
      ]);
      const clientDataJSON = clientData("webauthn.get", options.challenge, extra.origin ?? SITE);
      const signature = sign(
        "sha256",
        Buffer.concat([authData, createHash("sha256").update(clientDataJSON).digest()]),
        privateKey,
      );
      return JSON.stringify({
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: extra.userHandle ?? userHandle,
        },
        clientExtensionResults: {},
      });
    },
  };
}

const post = (url = `${SITE}/desk/passkey-register`) => new Request(url, { method: "POST" });

describe("passkeys on the server", () => {
  let dir: string;
  let database: OpenDatabase;
  let desk: DeskStore;
  let staff: StaffMember;
  const now = new Date("2026-11-20T04:30:00.000Z");

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "passkeys-"));
    database = await openDatabase(await testDatabaseUrl(join(dir, "desk.db")));
    desk = database.desk;
    staff = await addStaff("ravi@example.com");
  });

  afterEach(async () => {
    await database.submissions.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function addStaff(email: string) {
    const created = await desk.createStaff({ email, name: "Ravi Counsellor", role: "counsellor" }, null);
    if (!created.ok) throw new Error(created.message);
    return created.staff;
  }

  /** Registers a software authenticator's passkey for a staff member, as the account page does. */
  async function register(authenticator = softwareAuthenticator(), member = staff) {
    const { challengeId, options } = await registrationOptions(desk, member, post());
    const result = await registerPasskey(
      desk,
      member,
      post(),
      { challengeId, response: authenticator.register(options) },
      now,
    );
    expect(result).toMatchObject({ ok: true });
    return authenticator;
  }

  async function signIn(
    authenticator: ReturnType<typeof softwareAuthenticator>,
    extra: Parameters<ReturnType<typeof softwareAuthenticator>["assert"]>[1] = {},
    url?: string,
  ) {
    const { challengeId, options } = await authenticationOptions(desk, post(url));
    return signInWithPasskey(desk, post(url), {
      challengeId,
      response: authenticator.assert(options, extra),
      ip: "203.0.113.9",
    });
  }

  async function failures() {
    return (await desk.auditLog({ page: 1, action: "sign_in.failed" })).entries;
  }

  it("takes the relying party from the address the browser used", () => {
    expect(relyingParty(new Request("http://localhost:3400/desk/passkey-options"))).toEqual({
      rpID: "localhost",
      origin: "http://localhost:3400",
    });
    expect(relyingParty(new Request(`${SITE}/desk`))).toEqual({ rpID: "desk.example.org", origin: SITE });
  });

  it("asks for a discoverable passkey, excludes the account's existing ones, and stores the challenge for this staff member", async () => {
    const first = await register();
    const { challengeId, options } = await registrationOptions(desk, staff, post());
    expect(options.rp.id).toBe("desk.example.org");
    expect(options.user).toMatchObject({
      name: "ravi@example.com",
      displayName: "Ravi Counsellor",
      id: b64url(staff.id),
    });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "preferred" });
    expect(options.excludeCredentials).toEqual([{ id: first.id, type: "public-key", transports: ["internal"] }]);
    expect(await desk.takeChallenge(challengeId)).toEqual({ challenge: options.challenge, staffId: staff.id });
  });

  it("stores a new passkey under a default name, numbered on the same day", async () => {
    const phone = await register();
    const laptop = await register();
    const stored = await desk.listPasskeys(staff.id);
    expect(stored.map((passkey) => [passkey.id, passkey.name])).toEqual([
      [phone.id, "Passkey added 20 Nov 2026"],
      [laptop.id, "Passkey added 20 Nov 2026 (2)"],
    ]);
    expect(stored[0]).toMatchObject({ counter: 0, transports: ["internal"], lastUsedAt: null });
  });

  it("refuses a registration with a used, foreign or missing challenge, from another site, malformed, or already registered", async () => {
    const authenticator = softwareAuthenticator();
    const { challengeId, options } = await registrationOptions(desk, staff, post());
    const response = authenticator.register(options);
    const other = await addStaff("meera@example.com");
    expect(await registerPasskey(desk, other, post(), { challengeId, response })).toEqual({
      ok: false,
      status: 400,
      message: PASSKEY_MESSAGES.expired,
    });
    // The refusal above used the challenge up.
    expect(await registerPasskey(desk, staff, post(), { challengeId, response })).toEqual({
      ok: false,
      status: 400,
      message: PASSKEY_MESSAGES.expired,
    });
    expect(await registerPasskey(desk, staff, post(), { challengeId: "", response })).toMatchObject({ status: 400 });

    const again = await registrationOptions(desk, staff, post());
    expect(
      await registerPasskey(desk, staff, post("https://elsewhere.example.com/desk/passkey-register"), {
        challengeId: again.challengeId,
        response: authenticator.register(again.options),
      }),
    ).toEqual({ ok: false, status: 400, message: PASSKEY_MESSAGES.registerFailed });
    const malformed = await registrationOptions(desk, staff, post());
    expect(
      await registerPasskey(desk, staff, post(), { challengeId: malformed.challengeId, response: '{"id":1}' }),
    ).toEqual({ ok: false, status: 400, message: PASSKEY_MESSAGES.malformed });

    await register(authenticator);
    const twice = await registrationOptions(desk, staff, post());
    expect(
      await registerPasskey(desk, staff, post(), {
        challengeId: twice.challengeId,
        response: authenticator.register(twice.options),
      }),
    ).toEqual({
      ok: false,
      status: 409,
      message: PASSKEY_MESSAGES.duplicate,
    });
    expect(await desk.listPasskeys(staff.id)).toHaveLength(1);
  });

  it("signs in with a registered passkey, without an email: a new session each time, the counter and last use kept, audited", async () => {
    const authenticator = await register();
    const first = await signIn(authenticator);
    const second = await signIn(authenticator);
    if (!first.ok || !second.ok) throw new Error("sign-in failed");
    expect(first.staff.id).toBe(staff.id);
    expect(second.token).not.toBe(first.token);
    expect((await desk.session(hashToken(second.token)))?.staff.id).toBe(staff.id);
    const [passkey] = await desk.listPasskeys(staff.id);
    expect(passkey!.counter).toBe(2);
    expect(passkey!.lastUsedAt).not.toBeNull();
    const signIns = (await desk.auditLog({ page: 1, action: "sign_in" })).entries;
    expect(signIns.map((entry) => [entry.staffId, entry.ip, entry.detail])).toEqual([
      [staff.id, "203.0.113.9", { method: "passkey" }],
      [staff.id, "203.0.113.9", { method: "passkey" }],
    ]);
  });

  it("refuses, and audits, an unknown or removed passkey", async () => {
    const authenticator = await register();
    await desk.removePasskey(staff.id, authenticator.id);
    expect(await signIn(authenticator)).toEqual({ ok: false, status: 401, message: PASSKEY_MESSAGES.unknown });
    const [entry] = await failures();
    expect(entry).toMatchObject({
      staffId: null,
      subject: credentialSubject(authenticator.id),
      ip: "203.0.113.9",
      detail: { method: "passkey", reason: "unknown_passkey" },
    });
  });

  it("refuses a replayed counter, another site's origin, a wrong user handle and a forged signature", async () => {
    const authenticator = await register();
    expect(await signIn(authenticator)).toMatchObject({ ok: true });
    // A cloned authenticator shows itself by a counter that does not go up.
    expect(await signIn(authenticator, { counter: 1 })).toEqual({
      ok: false,
      status: 401,
      message: PASSKEY_MESSAGES.notVerified,
    });
    expect(await signIn(authenticator, { origin: "https://phish.example.com" })).toMatchObject({
      ok: false,
      status: 401,
    });
    expect(await signIn(authenticator, { userHandle: b64url("someone-else") })).toMatchObject({
      ok: false,
      status: 401,
    });
    const { challengeId, options } = await authenticationOptions(desk, post());
    const forged = JSON.parse(authenticator.assert(options)) as { response: { signature: string } };
    forged.response.signature = b64url(randomBytes(70));
    expect(
      await signInWithPasskey(desk, post(), { challengeId, response: JSON.stringify(forged), ip: "203.0.113.9" }),
    ).toMatchObject({ ok: false, status: 401 });
    // Repeated failures for one passkey from one address are counted on one row, not a row each.
    const entries = await failures();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      staffId: staff.id,
      detail: { method: "passkey", reason: "not_verified", repeated: 4, latest: { reason: "not_verified" } },
    });
  });

  it("refuses a sign-in answer to a registration challenge, a used challenge, or a malformed answer", async () => {
    const authenticator = await register();
    const registration = await registrationOptions(desk, staff, post());
    const answer = authenticator.assert({ challenge: registration.options.challenge, rpId: "desk.example.org" });
    expect(
      await signInWithPasskey(desk, post(), {
        challengeId: registration.challengeId,
        response: answer,
        ip: "203.0.113.9",
      }),
    ).toEqual({
      ok: false,
      status: 400,
      message: PASSKEY_MESSAGES.expired,
    });
    const { challengeId, options } = await authenticationOptions(desk, post());
    expect(
      await signInWithPasskey(desk, post(), {
        challengeId,
        response: authenticator.assert(options),
        ip: "203.0.113.9",
      }),
    ).toMatchObject({ ok: true });
    expect(
      await signInWithPasskey(desk, post(), {
        challengeId,
        response: authenticator.assert(options),
        ip: "203.0.113.9",
      }),
    ).toMatchObject({ ok: false, status: 400 });
    expect(await signInWithPasskey(desk, post(), { challengeId: "", response: "", ip: "203.0.113.9" })).toEqual({
      ok: false,
      status: 400,
      message: PASSKEY_MESSAGES.malformed,
    });
    const entries = await failures();
    expect(entries.map((entry) => String(entry.detail?.reason)).sort()).toEqual(["expired_challenge", "malformed"]);
    expect(entries.find((entry) => entry.detail?.reason === "expired_challenge")?.detail?.repeated).toBe(2);
  });

  it("refuses a valid passkey of a disabled account", async () => {
    const authenticator = await register();
    await desk.setStaffActive(staff.id, false, null);
    expect(await signIn(authenticator)).toEqual({ ok: false, status: 403, message: PASSKEY_MESSAGES.disabled });
    expect((await failures())[0]?.detail).toEqual({ method: "passkey", reason: "account_disabled" });
  });

  describe("renaming and removing", () => {
    const form = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      return body;
    };
    /** A redirect (a Response) or a refusal (react-router's data(): the value and its status). */
    const outcome = (result: Awaited<ReturnType<typeof changePasskey>>) =>
      result instanceof Response
        ? { status: result.status, location: result.headers.get("Location") }
        : { status: result.init?.status, data: result.data };

    it("renames one of the account's passkeys, cleaned, and audits it", async () => {
      const authenticator = await register();
      expect(
        outcome(
          await changePasskey(desk, staff, form({ intent: "rename", id: authenticator.id, name: "  Asha's\nphone " })),
        ),
      ).toEqual({
        status: 303,
        location: "/desk/account?saved=renamed",
      });
      expect((await desk.listPasskeys(staff.id))[0]?.name).toBe("Asha's phone");
      expect((await desk.auditLog({ page: 1, action: "passkey.renamed" })).entries[0]).toMatchObject({
        staffId: staff.id,
        detail: { name: "Asha's phone" },
      });
    });

    it("answers a blank or long name with 400, and another account's or an unknown passkey with 404", async () => {
      const authenticator = await register();
      expect(
        outcome(await changePasskey(desk, staff, form({ intent: "rename", id: authenticator.id, name: " \t " }))),
      ).toEqual({
        status: 400,
        data: { intent: "rename", id: authenticator.id, name: " \t ", error: expect.stringMatching(/Enter a name/) },
      });
      expect(
        outcome(
          await changePasskey(desk, staff, form({ intent: "rename", id: authenticator.id, name: "x".repeat(61) })),
        ).status,
      ).toBe(400);
      const other = await addStaff("meera@example.com");
      expect(
        outcome(await changePasskey(desk, other, form({ intent: "rename", id: authenticator.id, name: "Mine now" })))
          .status,
      ).toBe(404);
      expect(outcome(await changePasskey(desk, other, form({ intent: "remove", id: authenticator.id }))).status).toBe(
        404,
      );
      expect(outcome(await changePasskey(desk, staff, form({ intent: "remove" }))).status).toBe(404);
      expect(outcome(await changePasskey(desk, staff, form({ intent: "delete-all" }))).status).toBe(400);
      expect((await desk.listPasskeys(staff.id)).map((passkey) => passkey.name)).toEqual(["Passkey added 20 Nov 2026"]);
    });

    it("removes one of the account's passkeys", async () => {
      const authenticator = await register();
      expect(outcome(await changePasskey(desk, staff, form({ intent: "remove", id: authenticator.id })))).toEqual({
        status: 303,
        location: "/desk/account?saved=removed",
      });
      expect(await desk.listPasskeys(staff.id)).toEqual([]);
    });
  });
});

describe("parsing the browser's answers", () => {
  it("accepts the shapes @simplewebauthn/browser sends and nothing else", () => {
    const authenticator = softwareAuthenticator();
    const registration = authenticator.register({
      challenge: "abc",
      rp: { id: "desk.example.org" },
      user: { id: "dXNlcg" },
    });
    expect(parseRegistrationResponse(registration)?.id).toBe(authenticator.id);
    expect(parseAuthenticationResponse(registration)).toBeNull();
    const assertion = authenticator.assert({ challenge: "abc", rpId: "desk.example.org" });
    expect(parseAuthenticationResponse(assertion)?.response.userHandle).toBe("dXNlcg");
    for (const bad of [
      "",
      "null",
      "[]",
      "{",
      JSON.stringify({ ...JSON.parse(assertion), type: "password" }),
      JSON.stringify({ ...JSON.parse(assertion), id: "not base64url!" }),
    ]) {
      expect(parseAuthenticationResponse(bad)).toBeNull();
    }
    expect(parseAuthenticationResponse(JSON.stringify({ ...JSON.parse(assertion), id: "A".repeat(1365) }))).toBeNull();
  });
});
