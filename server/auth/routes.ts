import { Hono } from "hono";
import type { AppEnv } from "../app";
import { CLIENT_ADDRESS_HEADER, type Auth } from "./auth";

/**
 * /api/auth: only what the browser reads directly (the connection test's session check). Every account
 * write is a route action that calls better-auth's server API (server/auth/service.ts), so the rules
 * and limits have one implementation.
 */
export function authRoutes(auth: Auth) {
  const app = new Hono<AppEnv>();
  app.get("/get-session", (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, c.get("context").clientAddress);
    return auth.handler(new Request(c.req.raw, { headers }));
  });
  return app;
}
