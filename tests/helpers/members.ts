import { sql } from "drizzle-orm";
import { isReservedUsername } from "../../common/profile";
import type { TestApp, TestBrowser } from "./test-app";

/**
 * A confirmed, signed-in member in a browser of their own, made through better-auth's server API (the
 * account screens have tests of their own): sign up, confirm by the mailed token, sign in. The account
 * is two days old, an established member's, unless `newMember` (new members have stricter limits).
 */
export async function signedInMember(
  t: TestApp,
  email: string,
  {
    password = "cliffs-of-moher",
    newMember = false,
    address,
    userAgent,
  }: { password?: string; newMember?: boolean; address?: string; userAgent?: string } = {},
): Promise<TestBrowser> {
  await t.auth.api.signUpEmail({ body: { email, password, name: "" } });
  await t.auth.api.verifyEmail({ query: { token: t.lastMailTo(email).token } });
  if (!newMember) {
    await t.database.db.execute(sql`UPDATE users SET created_at = now() - interval '2 days' WHERE email = ${email}`);
  }
  const { headers } = await t.auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  const browser = t.browser({ address, userAgent });
  for (const setCookie of headers.getSetCookie()) {
    const [pair] = setCookie.split(";");
    const [name, ...value] = pair!.split("=");
    browser.cookies.set(name!.trim(), value.join("="));
  }
  return browser;
}

/**
 * A username for a test member who signs up through the form (issue #29: sign-up asks for one): the
 * email's local part, made to follow the rules (common/profile.ts), with `_member` after a name that is
 * too short or reserved ("moderator@example.com" is moderator_member).
 */
export function usernameFor(email: string): string {
  const name = email
    .split("@")[0]!
    .replace(/[^A-Za-z0-9_.-]/g, "_")
    .replace(/^[.-]+/, "")
    .slice(0, 23)
    .replace(/[.-]+$/, "");
  return name.length < 3 || isReservedUsername(name) ? `${name}_member` : name;
}

/** A post by the browser's member, made through the new-post action (as a page with JavaScript would); its id. */
export async function postAs(
  browser: TestBrowser,
  title: string,
  content = "Posted for a test",
  fields: Record<string, string> = {},
): Promise<string> {
  const result = await browser.submit("/community/forum/new-post", { title, content, category: "general", ...fields });
  const id = /^\/community\/forum\/posts\/([0-9a-f-]{36})$/.exec(result.redirect ?? "")?.[1];
  if (!id) throw new Error(`new post refused: ${JSON.stringify(result.data)}`);
  return id;
}
