import { getConnInfo } from "@hono/node-server/conninfo";
import { sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import type { Config } from "../config";
import type { Database } from "../db/database";
import { describeRetryAfter, hitRateLimit, type RateLimitRule } from "../rate-limit";
import { CLIENT_ADDRESS_HEADER, type Auth } from "./auth";

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Abuse limits on the account endpoints, per client address and per email. Generous per address,
 * because a campus or a shared flat sits behind one address; strict per email.
 */
export const AUTH_LIMITS: Record<string, { address: RateLimitRule; email: RateLimitRule }> = {
  "/sign-in/email": {
    address: { max: 60, windowSeconds: 15 * MINUTE },
    email: { max: 10, windowSeconds: 15 * MINUTE },
  },
  "/sign-up/email": { address: { max: 30, windowSeconds: HOUR }, email: { max: 5, windowSeconds: HOUR } },
  "/request-password-reset": { address: { max: 30, windowSeconds: HOUR }, email: { max: 5, windowSeconds: HOUR } },
  "/send-verification-email": { address: { max: 30, windowSeconds: HOUR }, email: { max: 5, windowSeconds: HOUR } },
};

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

async function emailOf(request: Request): Promise<string | undefined> {
  try {
    const body = (await request.clone().json()) as { email?: unknown };
    return typeof body.email === "string" ? body.email.trim().toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

export function authRoutes({ auth, database, config }: { auth: Auth; database: Database; config: Config }) {
  const app = new Hono();

  // The client address better-auth records and keys on comes from us, whatever the client sent.
  const withClientAddress = (c: Context) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, config.TRUST_PROXY));
    return new Request(c.req.raw, { headers });
  };

  for (const [path, limits] of Object.entries(AUTH_LIMITS)) {
    app.post(path, async (c, next) => {
      const email = await emailOf(c.req.raw);
      const checks = [
        hitRateLimit(database.db, `auth:${path}:address:${clientAddress(c, config.TRUST_PROXY)}`, limits.address),
      ];
      if (email) checks.push(hitRateLimit(database.db, `auth:${path}:email:${email}`, limits.email));
      const refused = (await Promise.all(checks)).filter((result) => !result.allowed);
      if (refused.length > 0) {
        const retryAfter = Math.max(...refused.map((result) => result.retryAfterSeconds));
        c.header("Retry-After", String(retryAfter));
        return c.json(
          {
            code: "TOO_MANY_ATTEMPTS",
            message: `Too many attempts. Please try again ${describeRetryAfter(retryAfter)}.`,
            retryAfterSeconds: retryAfter,
          },
          429,
        );
      }
      await next();
    });
  }

  // The spec tells a visitor who signs up with a registered email to sign in instead; better-auth would
  // answer as if the sign-up had worked (to hide which emails exist), so we answer first.
  app.post("/sign-up/email", async (c, next) => {
    const email = await emailOf(c.req.raw);
    if (email) {
      const existing = await database.db.execute(sql`SELECT 1 FROM users WHERE lower(email) = ${email} LIMIT 1`);
      if (existing.rows.length > 0) {
        return c.json({ code: "USER_ALREADY_EXISTS", message: "User already exists. Use another email." }, 422);
      }
    }
    await next();
  });

  app.on(["GET", "POST"], "/*", (c) => auth.handler(withClientAddress(c)));
  return app;
}
