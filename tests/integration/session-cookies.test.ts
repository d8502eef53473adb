import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TwoFactorSettings } from "../../common/account-security";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";
import { usernameFor } from "../helpers/members";
import { totp } from "../helpers/totp";

/**
 * What the server hands the browser about a session: never its token (ADR 0015), and every cookie it
 * sets marked Secure when the site is served over HTTPS (issue #29, S5 and S6).
 */

const FIREFOX_ON_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const ADDRESS = "198.51.100.77";

let t: TestApp;
/** Every Set-Cookie header the app answered, in order. */
let setCookies: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://ireland-guide.example" });
  const request = t.app.request.bind(t.app);
  t.app.request = (async (...args: Parameters<typeof request>) => {
    const response = await request(...args);
    setCookies.push(...response.headers.getSetCookie());
    return response;
  }) as typeof t.app.request;
});
afterAll(async () => {
  await t.close();
});

const cookieName = (setCookie: string) => setCookie.slice(0, setCookie.indexOf("="));

async function newMember(email: string): Promise<TestBrowser> {
  const browser = t.browser({ userAgent: FIREFOX_ON_WINDOWS, address: ADDRESS });
  await browser.submit("/auth", {
    intent: "sign-up",
    email,
    username: usernameFor(email),
    password: "cliffs-of-moher",
    confirmPassword: "cliffs-of-moher",
    agreeToTerms: "on",
  });
  await browser.request(`/auth/confirm?token=${t.lastMailTo(email).token}`);
  const signedIn = await browser.submitDocument("/auth", { intent: "sign-in", email, password: "cliffs-of-moher" });
  expect(signedIn.headers.get("location")).toBe("/community/forum");
  await browser.request("/community/forum"); // the flash message is read, and its cookie cleared
  return browser;
}

describe("/api/auth/get-session (the connection test's check)", () => {
  it("answers who is signed in, without the session's token, address or browser", async () => {
    const browser = await newMember("get-session@example.com");
    const response = await browser.request("/api/auth/get-session");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const text = await response.text();
    const body = JSON.parse(text) as { user: Record<string, unknown>; session: Record<string, unknown> };
    expect(body.user).toMatchObject({ email: "get-session@example.com" });
    expect(Object.keys(body.session).sort()).toEqual(["createdAt", "expiresAt", "id", "updatedAt", "userId"]);

    const [stored] = (
      await t.database.db.execute<{ token: string; ip_address: string; user_agent: string }>(
        sql`SELECT s.token, s.ip_address, s.user_agent FROM sessions s JOIN users u ON u.id = s.user_id
            WHERE u.email = 'get-session@example.com'`,
      )
    ).rows;
    expect(stored!.ip_address).toBe(ADDRESS);
    for (const secret of [stored!.token, ADDRESS, FIREFOX_ON_WINDOWS, "token", "ipAddress", "userAgent"]) {
      expect(text).not.toContain(secret);
    }

    const visitor = await t.browser().request("/api/auth/get-session");
    expect(visitor.status).toBe(200);
    expect(await visitor.json()).toBeNull();
  });
});

describe("cookies under an https PUBLIC_URL", () => {
  it("every cookie the server sets is Secure: sign-up, sign-in, messages, two-factor, sign-out, the language choice", async () => {
    setCookies = [];
    const email = "secure-cookies@example.com";
    const browser = await newMember(email);

    // Two-factor on, then a sign-in through its challenge, then sign out.
    await browser.submit("/settings", { intent: "two-factor-start", currentPassword: "cliffs-of-moher" });
    const loaded = await browser.load<Record<string, { data: { twoFactor: TwoFactorSettings } }>>("/settings");
    const setup = loaded.data["routes/settings"]!.data.twoFactor as { manualKey: string };
    const at = Date.now();
    await browser.submitDocument("/settings", { intent: "two-factor-confirm", code: totp(setup.manualKey, at) });
    await browser.submitDocument("/auth/sign-out", {});
    const other = t.browser();
    const password = await other.submitDocument("/auth", { intent: "sign-in", email, password: "cliffs-of-moher" });
    expect(password.headers.get("location")).toMatch(/^\/auth\/two-factor/);
    const code = totp(setup.manualKey, at + 30_000);
    const challenge = await other.submitDocument("/auth/two-factor", { intent: "code", code });
    expect(challenge.headers.get("location")).toBe("/community/forum");
    await other.request("/community/forum");
    await other.submitDocument("/auth/sign-out", {});
    // The language switcher's choice (issue #45 item 6: it answered before the Secure marking did).
    const chosen = await t.browser().request("/language?locale=es&to=/es");
    expect(chosen.status).toBe(303);

    const names = new Set(setCookies.map(cookieName));
    for (const name of [
      "PARAGLIDE_LOCALE",
      "flash",
      "known_device",
      "__Secure-better-auth.session_token",
      "__Secure-better-auth.two_factor",
    ]) {
      expect(names, name).toContain(name);
    }
    const insecure = setCookies.filter((setCookie) => !/;\s*Secure(;|$)/i.test(setCookie));
    expect(insecure.map(cookieName)).toEqual([]);
  });

  it("over plain http (development), cookies are not Secure, so that the browser keeps them", async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.browser().submitDocument("/auth/reset-password", { email: "someone@example.com" });
      const flash = response.headers.getSetCookie().find((setCookie) => setCookie.startsWith("flash="));
      expect(flash).toBeDefined();
      expect(flash).not.toMatch(/;\s*Secure/i);
    } finally {
      await plain.close();
    }
  });
});
