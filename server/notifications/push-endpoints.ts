import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIPv4, isIPv6, type LookupFunction } from "node:net";

/**
 * Where a push may connect to, decided when it connects. A push address names one of the
 * push services browsers use (domain/push-subscription.ts, checked when a device is added and
 * before each push), but a name is only as good as what DNS answers for it: a poisoned or
 * rebound answer could point it at this machine, the office network or a cloud's metadata
 * service. So the connection's own DNS lookup refuses any address inside a private network,
 * and the check cannot be passed between a lookup and the connection that uses it (the
 * connection uses the very answer checked). Given as the `lookup` of the push requests' agents.
 */

/** IPv4 ranges no push service is in: this network, private, shared (CGNAT), loopback, link-local (cloud metadata), reserved. */
const REFUSED_IPV4: [string, number][] = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // shared address space (carrier-grade NAT)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, where clouds serve instance metadata (169.254.169.254)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
];

/** IPv6 ranges no push service is in. IPv4-mapped and NAT64 addresses are judged by the IPv4 address inside. */
const REFUSED_IPV6: [string, number][] = [
  ["::", 96], // unspecified, loopback (::1) and the old IPv4-compatible addresses
  ["64:ff9b:1::", 48], // NAT64 for local use
  ["100::", 64], // discard
  ["2001::", 32], // Teredo
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4 (an IPv4 address inside, of any kind)
  ["fc00::", 7], // unique local (AWS's metadata service is fd00:ec2::254)
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
];

const refusedIpv4 = new BlockList();
for (const [network, prefix] of REFUSED_IPV4) refusedIpv4.addSubnet(network, prefix, "ipv4");
const refusedIpv6 = new BlockList();
for (const [network, prefix] of REFUSED_IPV6) refusedIpv6.addSubnet(network, prefix, "ipv6");

/** The 16 bytes of an IPv6 address (as isIPv6 accepts it: `::` shortening, a dotted IPv4 tail, a zone). */
function ipv6Bytes(address: string): number[] {
  let text = address.replace(/%.*$/, "");
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const groups = (part: string) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const all = [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return all.flatMap((group) => [group >> 8, group & 0xff]);
}

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) IPv6 address, or null. */
function embeddedIpv4(address: string): string | null {
  const bytes = ipv6Bytes(address);
  const prefix = bytes.slice(0, 12).join(",");
  const mapped = "0,0,0,0,0,0,0,0,0,0,255,255";
  const nat64 = "0,100,255,155,0,0,0,0,0,0,0,0";
  return prefix === mapped || prefix === nat64 ? bytes.slice(12).join(".") : null;
}

/**
 * Whether a push must not connect to `address`: an address inside a private network, this
 * machine, a link-local one (where clouds serve instance metadata), or not an IP address.
 */
export function isRefusedPushAddress(address: string): boolean {
  if (isIPv4(address)) return refusedIpv4.check(address, "ipv4");
  if (!isIPv6(address)) return true;
  const inside = embeddedIpv4(address);
  if (inside !== null) return refusedIpv4.check(inside, "ipv4");
  return refusedIpv6.check(address.replace(/%.*$/, ""), "ipv6");
}

/** The start of the error a refused lookup fails the connection with: what ./push.ts tells staff by. */
export const REFUSED_ADDRESS = "refused: the push service's name resolves inside a private network";

type Resolve = (
  hostname: string,
  options: { all: true; family?: number; hints?: number },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

const systemResolve: Resolve = (hostname, options, callback) => dnsLookup(hostname, options, callback);

/**
 * A connection's DNS lookup (net.connect's `lookup` option, so an http(s) Agent's) that
 * fails when any address the name resolves to is refused (isRefusedPushAddress): a name that
 * answers both a public and a private address is not trusted either. `resolve` is the
 * system's resolver (dns.lookup); the tests give their own.
 */
export function pushLookup(resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === "IPv4" ? 4 : options.family === "IPv6" ? 6 : options.family;
    resolve(hostname, { family, hints: options.hints, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const refused = addresses.find((each) => isRefusedPushAddress(each.address));
      if (refused || addresses.length === 0) {
        const why = refused ? `${hostname} is ${refused.address}` : `${hostname} has no address`;
        const failure: NodeJS.ErrnoException = new Error(`${REFUSED_ADDRESS} (${why})`);
        failure.code = "EPUSHADDRESSREFUSED";
        return callback(failure, "", 0);
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
