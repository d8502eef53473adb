import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SIGN_IN_FAILURE_LIMITS } from "../../server/auth/service";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Failure = { ok: false; error: { message: string; code: string; field?: string }; fields?: Record<string, string> };

/** Limits have tests of their own; the others start with clean counters. */
const resetLimits = () => t.database.db.execute(sql`DELETE FROM rate_limits`);

/** Who the browser is signed in as, by the header's resource route. */
async function whoIs(browser: TestBrowser): Promise<string | null> {
  const response = await browser.request("/resources/viewer");
  const body = (await response.json()) as { user: { email: string } | null };
  return body.user?.email ?? null;
}

const signUpFields = (email: string, password = "secret1") => ({
  intent: "sign-up",
  email,
  password,
  confirmPassword: password,
  agreeToTerms: "on",
});

function signIn(browser: TestBrowser, email: string, password = "secret1", query = "") {
  return browser.submit<Failure>(`/auth${query}`, { intent: "sign-in", email, password });
}

async function signUpAndConfirm(email: string, password = "secret1") {
  await resetLimits();
  const browser = t.browser();
  expect((await browser.submit("/auth", signUpFields(email, password))).status).toBe(200);
  const confirmed = await browser.request(`/auth/confirm?token=${t.lastMailTo(email).token}`);
  expect(confirmed.status).toBe(302);
  expect(await whoIs(browser)).toBe(email);
  return browser;
}

beforeEach(resetLimits);

describe("sign-up, confirmation and sign-in", () => {
  it("creates the profile with the user, and says to check the email", async () => {
    const result = await t.browser().submit("/auth", signUpFields("profile@example.com"));
    expect(result.data).toMatchObject({ ok: true, toast: { title: "Check your email", durationMs: 6000 } });
    const rows = await t.database.db.execute(
      sql`SELECT p.username, p.karma_points FROM users u JOIN profiles p ON p.id = u.id WHERE u.email = 'profile@example.com'`,
    );
    expect(rows.rows).toEqual([{ username: null, karma_points: 0 }]);
  });

  it("checks the sign-up form on the server, field by field, keeping what was typed but not the password", async () => {
    const browser = t.browser();
    const cases: [Record<string, string>, string, string][] = [
      [{ email: "" }, "email", "You must provide either an email or phone number and a password"],
      [{ email: "not-an-email" }, "email", "Please enter a valid email address."],
      [{ password: "12345", confirmPassword: "12345" }, "password", "Password must be at least 6 characters long"],
      [{ confirmPassword: "secret2" }, "confirmPassword", "Passwords do not match. Please try again."],
      [{ agreeToTerms: "" }, "agreeToTerms", "You must agree to the terms and conditions to sign up."],
    ];
    for (const [change, field, message] of cases) {
      const sent = { ...signUpFields("form@example.com"), ...change };
      const result = await browser.submit<Failure>("/auth?mode=sign-up", sent);
      expect(result.status, field).toBe(400);
      expect(result.data.error, field).toMatchObject({ field, message });
      // Everything typed comes back for the form, except the passwords.
      const typed = Object.entries(sent).filter(([name]) => !/password/i.test(name));
      expect(result.data.fields, field).toEqual(Object.fromEntries(typed));
    }
    const noScript = await browser.submitDocument("/auth?mode=sign-up", {
      ...signUpFields("kept@example.com"),
      confirmPassword: "x",
    });
    expect(noScript.status).toBe(400);
    const html = await noScript.text();
    expect(html).toContain('value="kept@example.com"');
    expect(html).toContain("Passwords do not match. Please try again.");
    expect(await t.database.db.execute(sql`SELECT 1 FROM users WHERE email = 'form@example.com'`)).toMatchObject({
      rows: [],
    });
  });

  it("refuses sign-in before the email is confirmed and offers a new link, then signs in after", async () => {
    const browser = t.browser();
    await browser.submit("/auth", signUpFields("ana@example.com"));
    const early = await signIn(browser, "ana@example.com");
    expect(early.status).toBe(403);
    expect(early.data.error).toMatchObject({
      code: "EMAIL_NOT_VERIFIED",
      message: "Please confirm your email address first. We sent you a link when you signed up.",
    });
    expect(early.data.fields?.email).toBe("ana@example.com");

    const resent = await browser.submit("/auth", { intent: "resend", email: "ana@example.com" });
    expect(resent.data).toMatchObject({ ok: true, toast: { title: "Check your email" } });
    expect(t.outbox().filter((m) => m.to === "ana@example.com")).toHaveLength(2);

    const { message, token, link } = t.lastMailTo("ana@example.com");
    expect(message.subject).toBe("Confirm your email for Ireland Guide");
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:3000\/auth\/confirm\?token=/);
    expect(message.html).toContain(link.replace(/&/g, "&amp;"));

    const confirmed = await browser.request(`/auth/confirm?token=${token}`);
    expect(confirmed.headers.get("location")).toBe("/community/forum");
    expect(await whoIs(browser)).toBe("ana@example.com");
    const again = await t.browser().request(`/auth/confirm?token=${token}`);
    expect(await again.text()).toContain("This link has already been used");

    const other = t.browser();
    const signedIn = await signIn(other, "ana@example.com", "secret1", "?redirectTo=%2Fdashboard");
    expect(signedIn.redirect).toBe("/dashboard");
    expect(await whoIs(other)).toBe("ana@example.com");
  });

  it("signs in without JavaScript: a redirect with the session cookie and the welcome message", async () => {
    await signUpAndConfirm("plain@example.com");
    const browser = t.browser();
    const response = await browser.submitDocument("/auth?redirectTo=%2Fsettings", {
      intent: "sign-in",
      email: "plain@example.com",
      password: "secret1",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/settings");
    const cookie = response.headers.getSetCookie().join(";");
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const page = await (await browser.request("/settings")).text();
    expect(page).toContain("Welcome back!");
    expect(page).toContain("plain@example.com");
  });

  it("never sends a signed-in member somewhere off the site", async () => {
    await signUpAndConfirm("away@example.com");
    const result = await signIn(t.browser(), "away@example.com", "secret1", "?redirectTo=https%3A%2F%2Fevil.example");
    expect(result.redirect).toBe("/community/forum");
  });

  it("lists the outbox at /dev/outbox outside production, with clickable links", async () => {
    await t.browser().submit("/auth", signUpFields("outbox@example.com"));
    const page = await (await t.app.request("/dev/outbox")).text();
    expect(page).toContain("Confirm your email for Ireland Guide");
    expect(page).toMatch(/<a href="http:\/\/127\.0\.0\.1:3000\/auth\/confirm\?token=[^"]+">/);
  });

  it("says when an email is already registered", async () => {
    await t.browser().submit("/auth", signUpFields("twice@example.com"));
    const again = await t.browser().submit<Failure>("/auth", signUpFields("Twice@Example.com", "secret2"));
    expect(again.status).toBe(409);
    expect(again.data.error).toMatchObject({
      code: "USER_ALREADY_EXISTS",
      field: "email",
      message: "This email is already registered. Please sign in instead.",
    });
  });

  it("refuses a wrong password with the spec's words", async () => {
    await signUpAndConfirm("wrong@example.com");
    const wrong = await signIn(t.browser(), "wrong@example.com", "nope-nope");
    expect(wrong.status).toBe(401);
    expect(wrong.data.error.message).toBe("Incorrect email or password. Please try again.");
    const empty = await signIn(t.browser(), "wrong@example.com", "");
    expect(empty.status).toBe(400);
    expect(empty.data.error).toMatchObject({ field: "password" });
  });

  it("signs out, and signing out again (an ended session) is not an error", async () => {
    const browser = await signUpAndConfirm("leaving@example.com");
    const out = await browser.submit("/auth/sign-out", {});
    expect(out.redirect).toBe("/auth");
    expect(await whoIs(browser)).toBeNull();
    const again = await browser.submitDocument("/auth/sign-out", {});
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe("/auth");
  });
});

describe("password reset", () => {
  it("mails a one-hour link that works once and ends every session", async () => {
    const session = await signUpAndConfirm("reset@example.com", "old-password");
    const anonymous = t.browser();
    const requested = await anonymous.submit("/auth/reset-password", { email: "reset@example.com" });
    expect(requested.data).toMatchObject({ ok: true, data: { sentTo: "reset@example.com" } });
    const { link, token, message } = t.lastMailTo("reset@example.com");
    expect(message.subject).toBe("Reset your Ireland Guide password");
    expect(link).toContain("/auth/reset-password?token=");

    const row = await t.database.db.execute<{ minutes: number }>(
      sql`SELECT round(extract(epoch FROM expires_at - now()) / 60)::int AS minutes FROM verifications WHERE identifier = ${`reset-password:${token}`}`,
    );
    expect(Number(row.rows[0]!.minutes)).toBeGreaterThanOrEqual(59);
    expect(Number(row.rows[0]!.minutes)).toBeLessThanOrEqual(60);

    const mismatch = await anonymous.submit<Failure>(`/auth/reset-password?token=${token}`, {
      token,
      newPassword: "new-password",
      confirmPassword: "new-passwore",
    });
    expect(mismatch.data.error).toMatchObject({ field: "confirmPassword", message: "Passwords do not match" });

    const reset = await anonymous.submit(`/auth/reset-password?token=${token}`, {
      token,
      newPassword: "new-password",
      confirmPassword: "new-password",
    });
    expect(reset.redirect).toBe("/auth");
    const reused = await anonymous.submit<Failure>(`/auth/reset-password?token=${token}`, {
      token,
      newPassword: "third-password",
      confirmPassword: "third-password",
    });
    expect(reused.status).toBe(400);
    expect(reused.data.error.code).toBe("INVALID_TOKEN");
    expect(await whoIs(session)).toBeNull();
    expect((await signIn(t.browser(), "reset@example.com", "old-password")).status).toBe(401);
    expect((await signIn(t.browser(), "reset@example.com", "new-password")).redirect).toBe("/community/forum");
  });

  it("answers the same for an unknown email, and sends nothing", async () => {
    const before = t.outbox().length;
    const result = await t.browser().submit("/auth/reset-password", { email: "nobody@example.com" });
    expect(result.data).toMatchObject({ ok: true, data: { sentTo: "nobody@example.com" } });
    expect(t.outbox()).toHaveLength(before);
  });
});

describe("abuse limits", () => {
  it("locks out the guesser's address after 10 failed sign-ins for one email, not the member", async () => {
    await signUpAndConfirm("target@example.com");
    const guesser = t.browser({ address: "198.51.100.7" });
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await signIn(guesser, "target@example.com", `guess-${attempt}`);
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    const limited = await guesser.request("/auth.data", {
      method: "POST",
      body: new URLSearchParams({ intent: "sign-in", email: "target@example.com", password: "secret1" }),
    });
    expect(limited.status).toBe(429); // even with the right password: the guesser does not learn it
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60); // the 15-minute window began with the first failure, just now
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const limitedAgain = await signIn(guesser, "target@example.com", "guess-12");
    expect(limitedAgain.data.error.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    // Another email from the same address is not blocked by that email's limit.
    expect((await signIn(guesser, "someone-else@example.com", "x-x-x-x")).status).toBe(401);
    // The member, from their own address, signs in as ever.
    const member = await signIn(t.browser({ address: "203.0.113.20" }), "target@example.com");
    expect(member.redirect).toBe("/community/forum");
    // The counts are in the database, shared by every process; the refused attempts did not count.
    const rows = await t.database.db.execute<{ key: string; hits: number }>(
      sql`SELECT key, hits FROM rate_limits WHERE key LIKE 'auth:signIn:failed:target@example.com%' ORDER BY key`,
    );
    expect(rows.rows.map((row) => [row.key, Number(row.hits)])).toEqual([
      ["auth:signIn:failed:target@example.com", 10],
      ["auth:signIn:failed:target@example.com:address:198.51.100.7", 10],
    ]);
  });

  it("slows guessing spread over many addresses with a global ceiling per email", async () => {
    await signUpAndConfirm("spread@example.com");
    const { email } = SIGN_IN_FAILURE_LIMITS;
    // As if many addresses had failed already (100 real requests would take a while): fill the window.
    await t.database.db.execute(
      sql`INSERT INTO rate_limits (key, window_started_at, hits) VALUES ('auth:signIn:failed:spread@example.com', now(), ${email.max})`,
    );
    const limited = await signIn(t.browser({ address: "192.0.2.99" }), "spread@example.com", "guess");
    expect(limited.status).toBe(429);
    expect(limited.data.error.message).toBe("Too many attempts. Please try again in 1 hour.");
  });
});

describe("settings", () => {
  it("sends a visitor without a session to sign in, and refuses every write", async () => {
    const anonymous = t.browser();
    const page = await anonymous.request("/settings");
    expect(page.headers.get("location")).toBe("/auth?redirectTo=%2Fsettings");
    for (const intent of ["change-password", "change-email", "sign-out-others", "delete-account"]) {
      const result = await anonymous.submit<Failure>("/settings", { intent, password: "secret1" });
      expect(result.status, intent).toBe(401);
    }
  });

  it("changes the password only with the current one", async () => {
    const browser = await signUpAndConfirm("password@example.com");
    const wrong = await browser.submit<Failure>("/settings", {
      intent: "change-password",
      currentPassword: "not-it",
      newPassword: "newer-secret",
      confirmPassword: "newer-secret",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data.error).toMatchObject({
      field: "currentPassword",
      message: "Your current password is not correct.",
    });
    const changed = await browser.submit("/settings", {
      intent: "change-password",
      currentPassword: "secret1",
      newPassword: "newer-secret",
      confirmPassword: "newer-secret",
    });
    expect(changed.data).toMatchObject({ ok: true, toast: { title: "Success" } });
    expect((await signIn(t.browser(), "password@example.com", "newer-secret")).redirect).toBe("/community/forum");
  });

  it("changes the email only when the new address confirms it", async () => {
    const browser = await signUpAndConfirm("old-address@example.com");
    const same = await browser.submit<Failure>("/settings", {
      intent: "change-email",
      newEmail: "Old-Address@example.com",
    });
    expect(same.data.error).toMatchObject({ field: "newEmail", message: "That is already your email address." });
    const asked = await browser.submit("/settings", { intent: "change-email", newEmail: "new-address@example.com" });
    expect(asked.data).toMatchObject({ ok: true, toast: { title: "Check your email" } });
    expect(await whoIs(browser)).toBe("old-address@example.com");
    const { token, message } = t.lastMailTo("new-address@example.com");
    expect(message.subject).toBe("Confirm your new email for Ireland Guide");
    const confirmed = await browser.request(`/auth/confirm?token=${token}`);
    expect(confirmed.headers.get("location")).toBe("/settings");
    expect(await whoIs(browser)).toBe("new-address@example.com");
  });

  it("signs out other devices, and deletes the account with its profile after the password and DELETE", async () => {
    const laptop = await signUpAndConfirm("devices@example.com");
    const phone = t.browser();
    expect((await signIn(phone, "devices@example.com")).redirect).toBe("/community/forum");
    expect((await laptop.submit("/settings", { intent: "sign-out-others" })).data).toMatchObject({ ok: true });
    expect(await whoIs(phone)).toBeNull();
    expect(await whoIs(laptop)).toBe("devices@example.com");

    const unconfirmed = await laptop.submit<Failure>("/settings", {
      intent: "delete-account",
      password: "secret1",
      confirmation: "delete",
    });
    expect(unconfirmed.data.error).toMatchObject({ field: "confirmation" });
    const wrong = await laptop.submit<Failure>("/settings", {
      intent: "delete-account",
      password: "wrong-password",
      confirmation: "DELETE",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data.error).toMatchObject({ field: "password", message: "Your password is not correct." });

    const deleted = await laptop.submitDocument("/settings", {
      intent: "delete-account",
      password: "secret1",
      confirmation: "DELETE",
    });
    expect(deleted.headers.get("location")).toBe("/");
    expect(await whoIs(laptop)).toBeNull();
    const left = await t.database.db.execute(
      sql`SELECT (SELECT count(*) FROM users WHERE email = 'devices@example.com') AS users, (SELECT count(*) FROM profiles p WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p.id)) AS orphans`,
    );
    expect(Number(left.rows[0]!.users)).toBe(0);
    expect(Number(left.rows[0]!.orphans)).toBe(0);
  });
});
