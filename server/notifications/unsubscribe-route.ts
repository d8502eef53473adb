import { Hono } from "hono";
import { m } from "../../common/i18n";
import { sameSitePath } from "../../common/site-path";
import type { AppEnv } from "../request-context";
import type { Database } from "../db/database";
import { isDocumentRequest } from "../http/actions";
import { unsubscribe } from "./preferences";
import { readUnsubscribeToken } from "./unsubscribe-token";

/**
 * POST /notifications/unsubscribe?token=…: RFC 8058 one-click unsubscribe. A mail provider posts
 * `List-Unsubscribe=One-Click` here without cookies; the signed token is the only proof needed, and the
 * answer is a 200. A bad or forged token is a 403 and changes nothing. The confirmation page (GET, the
 * link in the mail's text) posts the same form from a browser: it is sent back to the page, which then
 * says what was stopped.
 */
export function unsubscribeRoute(database: Database, secret: string) {
  const app = new Hono<AppEnv>();
  app.post("/", async (c) => {
    const token = c.req.query("token") ?? "";
    const claims = readUnsubscribeToken(secret, token);
    c.header("Cache-Control", "no-store");
    if (!claims) return c.text(m.notif_unsubscribe_invalid_text(), 403);
    const done = await unsubscribe(database.db, claims.memberId, claims.groups);
    if (!done) return c.text(m.notif_account_gone(), 404);
    if (isDocumentRequest(c.req.raw)) {
      const page = `/notifications/unsubscribe?token=${encodeURIComponent(token)}&done=1`;
      return c.redirect(sameSitePath(page) ?? "/", 303);
    }
    return c.text("Unsubscribed.", 200);
  });
  return app;
}
