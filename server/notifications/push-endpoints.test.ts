import type { LookupAddress } from "node:dns";
import { describe, expect, it } from "vitest";
import { isRefusedPushAddress, pushLookup, REFUSED_ADDRESS } from "./push-endpoints";

/** A resolver that answers every name with `addresses`, as DNS rebinding could make a push service's name answer. */
const answering =
  (...addresses: string[]) =>
  (
    _hostname: string,
    _options: unknown,
    callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
  ) =>
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })),
    );

function lookUp(resolve: ReturnType<typeof answering>, all: boolean) {
  return new Promise<{ error: Error | null; address: unknown; family?: number }>((done) =>
    pushLookup(resolve)("fcm.googleapis.com", { all }, (error, address, family) => done({ error, address, family })),
  );
}

describe("push connections' lookup", () => {
  it("refuses every address inside a private network, IPv4 and IPv6, mapped and NAT64 included", () => {
    for (const address of [
      "127.0.0.1",
      "127.255.0.9",
      "10.0.0.5",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "255.255.255.255",
      "224.0.0.1",
      "::1",
      "::",
      "::127.0.0.1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:10.0.0.5",
      "::ffff:a9fe:a9fe",
      "64:ff9b::10.0.0.5",
      "64:ff9b::a9fe:a9fe",
      "fd00:ec2::254",
      "fc00::1",
      "fe80::1",
      "fe80::1%eth0",
      "ff02::1",
      "2002:7f00:1::1",
      "not an address",
    ])
      expect([address, isRefusedPushAddress(address)]).toEqual([address, true]);
    for (const address of [
      "142.250.183.106",
      "172.32.0.1",
      "100.128.0.1",
      "2607:f8b0:4002:c09::5f",
      "::ffff:8efa:b76a",
      "64:ff9b::8efa:b76a",
    ])
      expect([address, isRefusedPushAddress(address)]).toEqual([address, false]);
  });

  it("fails the connection when the name resolves inside the network, alone or beside a public address", async () => {
    for (const addresses of [["127.0.0.1"], ["::1"], ["::ffff:127.0.0.1"], ["142.250.183.106", "10.0.0.5"], []]) {
      for (const all of [false, true]) {
        const { error } = await lookUp(answering(...addresses), all);
        expect(error?.message).toContain(REFUSED_ADDRESS);
        expect((error as NodeJS.ErrnoException).code).toBe("EPUSHADDRESSREFUSED");
      }
    }
  });

  it("answers a public address as net.connect asks for it: one, or all", async () => {
    expect(await lookUp(answering("142.250.183.106", "2607:f8b0:4002:c09::5f"), false)).toEqual({
      error: null,
      address: "142.250.183.106",
      family: 4,
    });
    expect(await lookUp(answering("142.250.183.106", "2607:f8b0:4002:c09::5f"), true)).toEqual({
      error: null,
      address: [
        { address: "142.250.183.106", family: 4 },
        { address: "2607:f8b0:4002:c09::5f", family: 6 },
      ],
      family: undefined,
    });
  });

  it("passes on the resolver's own failure", async () => {
    const failing = (
      _hostname: string,
      _options: unknown,
      callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
    ) => {
      const error: NodeJS.ErrnoException = new Error("getaddrinfo ENOTFOUND fcm.googleapis.com");
      error.code = "ENOTFOUND";
      callback(error, []);
    };
    const { error } = await lookUp(failing, false);
    expect((error as NodeJS.ErrnoException).code).toBe("ENOTFOUND");
  });
});
