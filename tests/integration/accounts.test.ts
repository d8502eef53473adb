import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (browser: ReturnType<TestApp["browser"]>, path: string, json: unknown) =>
  browser.request(`/api/auth${path}`, { method: "POST", json });

async function signUpAndConfirm(email: string, password = "secret1") {
  const browser = t.browser();
  expect((await post(browser, "/sign-up/email", { email, password, name: "" })).status).toBe(200);
  const { token } = t.lastMailTo(email);
  expect((await browser.request(`/api/auth/verify-email?token=${token}`)).status).toBe(200);
  return browser;
}

describe("sign-up, confirmation and sign-in", () => {
  it("creates the profile with the user, in the same transaction", async () => {
    await post(t.browser(), "/sign-up/email", { email: "profile@example.com", password: "secret1", name: "" });
    const rows = await t.database.db.execute(
      sql`SELECT p.username, p.karma_points FROM users u JOIN profiles p ON p.id = u.id WHERE u.email = 'profile@example.com'`,
    );
    expect(rows.rows).toEqual([{ username: null, karma_points: 0 }]);
  });

  it("refuses sign-in before the email is confirmed, then signs in after", async () => {
    const browser = t.browser();
    await post(browser, "/sign-up/email", { email: "ana@example.com", password: "secret1", name: "" });
    const early = await post(browser, "/sign-in/email", { email: "ana@example.com", password: "secret1" });
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });

    const { message, token, link } = t.lastMailTo("ana@example.com");
    expect(message.subject).toBe("Confirm your email for Ireland Guide");
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:3000\/auth\/confirm\?token=/);
    expect(message.html).toContain(link.replace(/&/g, "&amp;"));

    const confirmed = await browser.request(`/api/auth/verify-email?token=${token}`);
    expect(confirmed.status).toBe(200);
    expect((await (await browser.request("/api/me")).json()).user).toMatchObject({ email: "ana@example.com" });

    const other = t.browser();
    const signIn = await post(other, "/sign-in/email", { email: "ana@example.com", password: "secret1" });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().join(";");
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("lists the outbox at /dev/outbox outside production, with clickable links", async () => {
    await post(t.browser(), "/sign-up/email", { email: "outbox@example.com", password: "secret1", name: "" });
    const page = await (await t.app.request("/dev/outbox")).text();
    expect(page).toContain("Confirm your email for Ireland Guide");
    expect(page).toMatch(/<a href="http:\/\/127\.0\.0\.1:3000\/auth\/confirm\?token=[^"]+">/);
  });

  it("says when an email is already registered", async () => {
    await post(t.browser(), "/sign-up/email", { email: "twice@example.com", password: "secret1", name: "" });
    const again = await post(t.browser(), "/sign-up/email", {
      email: "Twice@Example.com",
      password: "secret2",
      name: "",
    });
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ code: "USER_ALREADY_EXISTS" });
  });

  it("refuses a short password and a wrong password", async () => {
    const short = await post(t.browser(), "/sign-up/email", {
      email: "short@example.com",
      password: "12345",
      name: "",
    });
    expect(short.status).toBe(400);
    await signUpAndConfirm("wrong@example.com");
    const wrong = await post(t.browser(), "/sign-in/email", { email: "wrong@example.com", password: "nope-nope" });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
  });

  it("signs out", async () => {
    const browser = await signUpAndConfirm("leaving@example.com");
    expect((await post(browser, "/sign-out", {})).status).toBe(200);
    expect((await (await browser.request("/api/me")).json()).user).toBeNull();
  });
});

describe("password reset", () => {
  it("mails a one-hour link that works once and ends every session", async () => {
    const session = await signUpAndConfirm("reset@example.com", "old-password");
    const anonymous = t.browser();
    expect(
      (
        await post(anonymous, "/request-password-reset", {
          email: "reset@example.com",
          redirectTo: "/auth/reset-password",
        })
      ).status,
    ).toBe(200);
    const { link, token, message } = t.lastMailTo("reset@example.com");
    expect(message.subject).toBe("Reset your Ireland Guide password");
    expect(link).toContain("/auth/reset-password?token=");

    const row = await t.database.db.execute<{ minutes: number }>(
      sql`SELECT round(extract(epoch FROM expires_at - now()) / 60)::int AS minutes FROM verifications WHERE identifier = ${`reset-password:${token}`}`,
    );
    expect(Number(row.rows[0]!.minutes)).toBeGreaterThanOrEqual(59);
    expect(Number(row.rows[0]!.minutes)).toBeLessThanOrEqual(60);

    expect((await post(anonymous, "/reset-password", { token, newPassword: "new-password" })).status).toBe(200);
    expect((await post(anonymous, "/reset-password", { token, newPassword: "third-password" })).status).toBe(400);
    expect((await (await session.request("/api/me")).json()).user).toBeNull();
    expect(
      (await post(t.browser(), "/sign-in/email", { email: "reset@example.com", password: "old-password" })).status,
    ).toBe(401);
    expect(
      (await post(t.browser(), "/sign-in/email", { email: "reset@example.com", password: "new-password" })).status,
    ).toBe(200);
  });

  it("answers the same for an unknown email, and sends nothing", async () => {
    const before = t.outbox().length;
    const response = await post(t.browser(), "/request-password-reset", { email: "nobody@example.com" });
    expect(response.status).toBe(200);
    expect(t.outbox()).toHaveLength(before);
  });
});

describe("abuse limits", () => {
  it("answers 429 with when to try again after 10 sign-in attempts for one email", async () => {
    const browser = t.browser();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await post(browser, "/sign-in/email", {
        email: "target@example.com",
        password: `guess-${attempt}`,
      });
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    const limited = await post(browser, "/sign-in/email", { email: "target@example.com", password: "guess-11" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    // Another email from the same address is not blocked by that email's limit.
    expect(
      (await post(browser, "/sign-in/email", { email: "someone-else@example.com", password: "x-x-x-x" })).status,
    ).toBe(401);
  });

  it("keeps the count in the database, shared by every process", async () => {
    const rows = await t.database.db.execute(
      sql`SELECT hits FROM rate_limits WHERE key = 'auth:/sign-in/email:email:target@example.com'`,
    );
    expect(Number(rows.rows[0]!.hits)).toBe(11);
  });
});

describe("settings actions need a session", () => {
  it("refuses password change, email change, session revocation and deletion without one", async () => {
    const anonymous = t.browser();
    expect((await post(anonymous, "/change-password", { currentPassword: "a", newPassword: "bbbbbb" })).status).toBe(
      401,
    );
    expect((await post(anonymous, "/change-email", { newEmail: "x@example.com" })).status).toBe(401);
    expect((await post(anonymous, "/revoke-other-sessions", {})).status).toBe(401);
    expect((await post(anonymous, "/delete-user", { password: "a" })).status).toBe(401);
  });

  it("changes the email only when the new address confirms it", async () => {
    const browser = await signUpAndConfirm("old-address@example.com");
    expect(
      (await post(browser, "/change-email", { newEmail: "new-address@example.com", callbackURL: "/settings" })).status,
    ).toBe(200);
    expect((await (await browser.request("/api/me")).json()).user.email).toBe("old-address@example.com");
    const { token, message } = t.lastMailTo("new-address@example.com");
    expect(message.subject).toBe("Confirm your new email for Ireland Guide");
    expect((await browser.request(`/api/auth/verify-email?token=${token}`)).status).toBe(200);
    expect((await (await browser.request("/api/me")).json()).user.email).toBe("new-address@example.com");
  });

  it("signs out other devices and deletes the account with its profile", async () => {
    const laptop = await signUpAndConfirm("devices@example.com");
    const phone = t.browser();
    expect((await post(phone, "/sign-in/email", { email: "devices@example.com", password: "secret1" })).status).toBe(
      200,
    );
    expect((await post(laptop, "/revoke-other-sessions", {})).status).toBe(200);
    expect((await (await phone.request("/api/me")).json()).user).toBeNull();
    expect((await (await laptop.request("/api/me")).json()).user).not.toBeNull();

    expect((await post(laptop, "/delete-user", { password: "wrong-password" })).status).toBe(400);
    expect((await post(laptop, "/delete-user", { password: "secret1" })).status).toBe(200);
    const left = await t.database.db.execute(
      sql`SELECT (SELECT count(*) FROM users WHERE email = 'devices@example.com') AS users, (SELECT count(*) FROM profiles p WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p.id)) AS orphans`,
    );
    expect(left.rows[0]).toMatchObject({ users: expect.anything() });
    expect(Number(left.rows[0]!.users)).toBe(0);
    expect(Number(left.rows[0]!.orphans)).toBe(0);
  });
});
