import { Hono } from "hono";
import type { Config } from "../config";
import { clientAddress } from "../http/client-address";
import { CLIENT_ADDRESS_HEADER, type Auth } from "./auth";

/**
 * /api/auth: only what the browser reads directly (the connection test's session check). Every account
 * write is a route action that calls better-auth's server API (server/auth/service.ts), so the rules
 * and limits have one implementation.
 */
export function authRoutes({ auth, config }: { auth: Auth; config: Config }) {
  const app = new Hono();
  app.get("/get-session", (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, config.TRUST_PROXY));
    return auth.handler(new Request(c.req.raw, { headers }));
  });
  return app;
}
