import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { isIPv6 } from "node:net";

/**
 * The visitor's address: the connection's peer, or behind a trusted proxy (TRUST_PROXY) the last
 * address the proxy appended to X-Forwarded-For. Never anything else the client sent. Every limit keyed
 * by address reads it from the request context, which is filled from here.
 *
 * An IPv6 visitor is given a whole /64 by their provider and can use any address in it, so an IPv6
 * address counts as its /64 ("2001:db8:1:2::/64"); IPv4-mapped addresses count as the IPv4 address.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req
      .header("x-forwarded-for")
      ?.split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const lastHop = forwarded?.at(-1);
    if (lastHop) return addressForLimits(lastHop);
  }
  try {
    return addressForLimits(getConnInfo(c).remote.address ?? "unknown");
  } catch {
    return "unknown"; // not served by Node (app.request() in tests)
  }
}

export function addressForLimits(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const groups = expandIPv6(address);
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** "2001:db8::1" → ["2001", "db8", "0", "0", "0", "0", "0", "1"] (lower case, no leading zeros). */
function expandIPv6(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups];
  return groups.map((group) => (parseInt(group, 16) || 0).toString(16));
}
