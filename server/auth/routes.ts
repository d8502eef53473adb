import { Hono } from "hono";
import type { AppEnv } from "../request-context";
import { CLIENT_ADDRESS_HEADER, type Auth } from "./auth";
import { READER_HEADER } from "../../app/service-worker/rules";

/** What the page may know of its session: never the token, which is the session (ADR 0015). */
const SESSION_FIELDS = ["id", "userId", "createdAt", "expiresAt", "updatedAt"] as const;
const USER_FIELDS = ["id", "email", "emailVerified", "image", "createdAt", "updatedAt", "twoFactorEnabled"];

function pick(value: unknown, fields: readonly string[]): Record<string, unknown> {
  const record = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(fields.filter((field) => field in record).map((field) => [field, record[field]]));
}

/**
 * /api/auth: only what the browser reads directly (the connection test's session check). Every account
 * write is a route action that runs a use case calling better-auth's server API (ADR 0029), so the rules
 * and limits have one implementation. better-auth answers the session with its token, the address and
 * the User-Agent it was made from: the page gets neither, only who is signed in and until when.
 */
export function authRoutes(auth: Auth) {
  const app = new Hono<AppEnv>();
  app.get("/get-session", async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, c.get("context").clientAddress);
    const answer = await auth.handler(new Request(c.req.raw, { headers }));
    // A refusal (none is expected for a GET) goes as it is: it carries no session.
    if (!answer.ok) return answer;
    const body = (await answer.json()) as { session?: unknown; user?: unknown } | null;
    const session = body ? { session: pick(body.session, SESSION_FIELDS), user: pick(body.user, USER_FIELDS) } : null;
    // better-auth's own headers go on (a renewed session's cookie); the body is ours.
    const out = new Headers(answer.headers);
    out.delete("content-length");
    out.set("Content-Type", "application/json");
    out.set("Cache-Control", "private, no-store");
    // The service worker reads who is signed in here: nobody means the member's offline copies go (ADR 0046).
    out.set(READER_HEADER, body?.user ? "member" : "visitor");
    return new Response(JSON.stringify(session), { status: 200, headers: out });
  });
  return app;
}
