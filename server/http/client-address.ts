import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The visitor's address: the connection's peer, or behind a trusted proxy (TRUST_PROXY) the last
 * address the proxy appended to X-Forwarded-For. Never anything else the client sent.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req
      .header("x-forwarded-for")
      ?.split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const lastHop = forwarded?.at(-1);
    if (lastHop) return lastHop;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // not served by Node (app.request() in tests)
  }
}
