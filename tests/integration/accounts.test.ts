import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SIGN_IN_FAILURE_LIMITS } from "../../server/auth/limits";
import { usernameFor } from "../helpers/members";
import { createTestApp, type FetcherResult, type TestApp, type TestBrowser } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Failure = {
  ok: false;
  error: { message: string; code: string; field?: string; fieldErrors?: Record<string, string> };
  fields?: Record<string, string>;
};

/** Limits have tests of their own; the others start with clean counters. */
const resetLimits = () => t.database.db.execute(sql`DELETE FROM rate_limits`);

/** Who the browser is signed in as, by the header's resource route. */
async function whoIs(browser: TestBrowser): Promise<string | null> {
  const response = await browser.request("/resources/viewer");
  const body = (await response.json()) as { user: { email: string } | null };
  return body.user?.email ?? null;
}

const signUpFields = (email: string, password = "cliffs-of-moher") => ({
  intent: "sign-up",
  email,
  username: usernameFor(email),
  password,
  confirmPassword: password,
  agreeToTerms: "on",
});

function signIn(browser: TestBrowser, email: string, password = "cliffs-of-moher", query = "") {
  return browser.submit<Failure>(`/auth${query}`, { intent: "sign-in", email, password });
}

/** Signs up, confirms by the mailed link (which signs nobody in) and signs in, all in one browser. */
async function signUpAndConfirm(email: string, password = "cliffs-of-moher", options: { userAgent?: string } = {}) {
  await resetLimits();
  const browser = t.browser(options);
  expect((await browser.submit("/auth", signUpFields(email, password))).status).toBe(200);
  const confirmed = await browser.request(`/auth/confirm?token=${t.lastMailTo(email).token}`);
  expect(confirmed.headers.get("location")).toBe("/auth?mode=sign-in");
  expect(await whoIs(browser)).toBeNull();
  expect((await signIn(browser, email, password)).redirect).toBe("/community/forum");
  return browser;
}

const FIREFOX_ON_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_ON_IOS =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

/** The mails to `to` with this subject, newest first. */
const mailsTo = (to: string, subject: string) => t.outbox().filter((m) => m.to === to && m.subject === subject);

const changePassword = (browser: TestBrowser, currentPassword: string, newPassword: string) =>
  browser.submit<Failure>("/settings", {
    intent: "change-password",
    currentPassword,
    newPassword,
    confirmPassword: newPassword,
  });

const WRONG_CURRENT_PASSWORD = "Your current password is not correct.";

/** A refusal beside one field of the form. */
function expectFieldError(result: FetcherResult<Failure>, field: string, message: string) {
  expect(result.status).toBe(400);
  expect(result.data.error).toMatchObject({ field, message });
}

/** A second browser holding a copy of `browser`'s cookies: a stolen session. */
function stealSession(browser: TestBrowser): TestBrowser {
  const thief = t.browser({ address: "198.51.100.66" });
  for (const [name, value] of browser.cookies) thief.cookies.set(name, value);
  return thief;
}

const sessionsOf = async (email: string) =>
  Number(
    (
      await t.database.db.execute<{ n: number }>(
        sql`SELECT count(*) AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = ${email}`,
      )
    ).rows[0]!.n,
  );

beforeEach(resetLimits);

describe("sign-up, confirmation and sign-in", () => {
  it("marks every field of an empty sign-up form, with JavaScript and without (issue #46 item 15)", async () => {
    const browser = t.browser();
    const empty = { intent: "sign-up", email: "", username: "", password: "", confirmPassword: "" };
    const result = await browser.submit<Failure>("/auth?mode=sign-up", empty);
    expect(result.status).toBe(400);
    expect(result.data.error).toMatchObject({
      field: "email",
      message: "You must provide an email address and a password",
    });
    expect(result.data.error.fieldErrors).toEqual({
      email: "You must provide an email address and a password",
      username: "Username is required.",
      password: "You must provide an email address and a password",
      confirmPassword: "Type the password again to confirm it.",
      agreeToTerms: "You must agree to the terms and conditions to sign up.",
    });
    // The plain HTML page marks each field and puts its message beside it.
    const html = await (await browser.submitDocument("/auth?mode=sign-up", empty)).text();
    for (const name of ["email", "username", "password", "confirmPassword", "agreeToTerms"]) {
      expect(html, name).toMatch(
        new RegExp(
          `<input[^>]*name="${name}"[^>]*aria-invalid="true"|<input[^>]*aria-invalid="true"[^>]*name="${name}"`,
        ),
      );
    }
    expect(html).toContain("Username is required.");
    expect(html).toContain("Type the password again to confirm it.");
    expect(html).toContain("You must agree to the terms and conditions to sign up.");
  });

  it("creates the profile with the user, and says to check the email", async () => {
    const result = await t.browser().submit("/auth", signUpFields("profile@example.com"));
    expect(result.data).toMatchObject({ ok: true, toast: { title: "Check your email", durationMs: 6000 } });
    const rows = await t.database.db.execute(
      sql`SELECT p.username, p.karma_points FROM users u JOIN profiles p ON p.id = u.id WHERE u.email = 'profile@example.com'`,
    );
    expect(rows.rows).toEqual([{ username: "profile", karma_points: 0 }]);
  });

  it("checks the sign-up form on the server, field by field, keeping what was typed but not the password", async () => {
    const browser = t.browser();
    const cases: [Record<string, string>, string, string][] = [
      [{ email: "" }, "email", "You must provide an email address and a password"],
      [{ email: "not-an-email" }, "email", "Please enter a valid email address."],
      [{ username: "" }, "username", "Username is required."],
      [{ username: "sean." }, "username", "Username must start and end with a letter, a number or an underscore (_)."],
      [{ password: "12345", confirmPassword: "12345" }, "password", "Password must be at least 6 characters long"],
      [{ confirmPassword: "ring-of-kerry" }, "confirmPassword", "Passwords do not match. Please try again."],
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

    // The link confirms and sends the visitor to sign in: it signs nobody in.
    const confirmed = await browser.request(`/auth/confirm?token=${token}`);
    expect(confirmed.headers.get("location")).toBe("/auth?mode=sign-in");
    expect(await whoIs(browser)).toBeNull();
    const page = await (await browser.request("/auth?mode=sign-in")).text();
    expect(page).toContain("Email confirmed");
    const again = await t.browser().request(`/auth/confirm?token=${token}`);
    expect(await again.text()).toContain("This link has already been used");

    const other = t.browser();
    const signedIn = await signIn(other, "ana@example.com", "cliffs-of-moher", "?redirectTo=%2Fdashboard");
    expect(signedIn.redirect).toBe("/dashboard");
    expect(await whoIs(other)).toBe("ana@example.com");
  });

  it("confirms by a link opened in another browser without signing that browser in", async () => {
    await t.browser().submit("/auth", signUpFields("elsewhere@example.com"));
    const other = t.browser();
    const confirmed = await other.request(`/auth/confirm?token=${t.lastMailTo("elsewhere@example.com").token}`);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/auth?mode=sign-in");
    expect(confirmed.headers.getSetCookie().filter((cookie) => cookie.includes("session_token"))).toEqual([]);
    expect(await whoIs(other)).toBeNull();
    expect(await sessionsOf("elsewhere@example.com")).toBe(0);
    const row = await t.database.db.execute(
      sql`SELECT email_verified FROM users WHERE email = 'elsewhere@example.com'`,
    );
    expect(row.rows).toEqual([{ email_verified: true }]);
  });

  it("signs in without JavaScript: a redirect with the session cookie and the welcome message", async () => {
    await signUpAndConfirm("plain@example.com");
    const browser = t.browser();
    const response = await browser.submitDocument("/auth?redirectTo=%2Fsettings", {
      intent: "sign-in",
      email: "plain@example.com",
      password: "cliffs-of-moher",
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
    const result = await signIn(
      t.browser(),
      "away@example.com",
      "cliffs-of-moher",
      "?redirectTo=https%3A%2F%2Fevil.example",
    );
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
    const again = await t.browser().submit<Failure>("/auth", signUpFields("Twice@Example.com", "ring-of-kerry"));
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
    expect(await sessionsOf("reset@example.com")).toBe(0);
    const [notice] = mailsTo("reset@example.com", "Your Ireland Guide password was changed");
    expect(notice?.text).toContain("reset with a link sent to this address");
    expect((await signIn(t.browser(), "reset@example.com", "old-password")).status).toBe(401);
    expect((await signIn(t.browser(), "reset@example.com", "new-password")).redirect).toBe("/community/forum");
  });

  it("checks the link when the page opens: a bogus, expired or spent one says to ask for a new link, with no password form", async () => {
    await signUpAndConfirm("reset-link@example.com");
    const visitor = t.browser();
    const hasPasswordForm = (html: string) => /<input[^>]*name="newPassword"/.test(html);
    const saysGone = (html: string) =>
      html.includes("This reset link has expired or has already been used. Ask for a new one below.") &&
      /<input[^>]*name="email"/.test(html) &&
      html.includes("Send Reset Link");

    const bogus = await visitor.request("/auth/reset-password?token=not-a-real-token");
    expect(bogus.status).toBe(200);
    const bogusPage = await bogus.text();
    expect(hasPasswordForm(bogusPage)).toBe(false);
    expect(saysGone(bogusPage)).toBe(true);

    await visitor.submit("/auth/reset-password", { email: "reset-link@example.com" });
    const { token } = t.lastMailTo("reset-link@example.com");
    const live = await (await visitor.request(`/auth/reset-password?token=${token}`)).text();
    expect(hasPasswordForm(live)).toBe(true);
    expect(saysGone(live)).toBe(false);

    // An hour later the same link is refused as the page opens.
    await t.database.db.execute(
      sql`UPDATE verifications SET expires_at = now() - interval '1 minute' WHERE identifier = ${`reset-password:${token}`}`,
    );
    const expired = await (await visitor.request(`/auth/reset-password?token=${token}`)).text();
    expect(hasPasswordForm(expired)).toBe(false);
    expect(saysGone(expired)).toBe(true);

    // A link used once: the page says so before anything is typed, and asking for a new one works from it.
    await visitor.submit("/auth/reset-password", { email: "reset-link@example.com" });
    const second = t.lastMailTo("reset-link@example.com").token;
    const reset = await visitor.submit(`/auth/reset-password?token=${second}`, {
      token: second,
      newPassword: "brand-new-password",
      confirmPassword: "brand-new-password",
    });
    expect(reset.redirect).toBe("/auth");
    const spent = await (await visitor.request(`/auth/reset-password?token=${second}`)).text();
    expect(hasPasswordForm(spent)).toBe(false);
    expect(saysGone(spent)).toBe(true);
    await resetLimits();
    const asked = await visitor.submitDocument(`/auth/reset-password?token=${second}`, {
      email: "reset-link@example.com",
    });
    expect(asked.headers.get("location")).toBe("/auth/reset-password");
    expect(t.lastMailTo("reset-link@example.com").token).not.toBe(second);
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
      body: new URLSearchParams({ intent: "sign-in", email: "target@example.com", password: "cliffs-of-moher" }),
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
      const result = await anonymous.submit<Failure>("/settings", { intent, password: "cliffs-of-moher" });
      expect(result.status, intent).toBe(401);
    }
  });

  it("changes the password only with the current one, ends every other session and tells the address", async () => {
    const browser = await signUpAndConfirm("password@example.com", "cliffs-of-moher", {
      userAgent: FIREFOX_ON_WINDOWS,
    });
    const phone = t.browser();
    expect((await signIn(phone, "password@example.com")).redirect).toBe("/community/forum");
    const wrong = await changePassword(browser, "not-it", "newer-secret");
    expectFieldError(wrong, "currentPassword", WRONG_CURRENT_PASSWORD);
    expect(await whoIs(phone)).toBe("password@example.com");
    const changed = await changePassword(browser, "cliffs-of-moher", "newer-secret");
    expect(changed.data).toMatchObject({ ok: true, toast: { title: "Success" } });
    // This browser stays signed in; every other one is signed out.
    expect(await whoIs(browser)).toBe("password@example.com");
    expect(await whoIs(phone)).toBeNull();
    expect(await sessionsOf("password@example.com")).toBe(1);
    const [notice] = mailsTo("password@example.com", "Your Ireland Guide password was changed");
    expect(notice?.text).toContain("changed in the account's settings");
    expect(notice?.text).toContain("from Firefox on Windows");
    expect(notice?.links).toEqual(["http://127.0.0.1:3000/auth/reset-password"]);
    expect((await signIn(t.browser(), "password@example.com", "newer-secret")).redirect).toBe("/community/forum");
  });

  it("changes the email only with the current password, when the new address confirms it", async () => {
    const browser = await signUpAndConfirm("old-address@example.com");
    const same = await browser.submit<Failure>("/settings", {
      intent: "change-email",
      newEmail: "Old-Address@example.com",
      currentPassword: "cliffs-of-moher",
    });
    expect(same.data.error).toMatchObject({ field: "newEmail", message: "That is already your email address." });
    const asked = await browser.submit("/settings", {
      intent: "change-email",
      newEmail: "new-address@example.com",
      currentPassword: "cliffs-of-moher",
    });
    expect(asked.data).toMatchObject({ ok: true, toast: { title: "Check your email" } });
    expect(await whoIs(browser)).toBe("old-address@example.com");
    const { token, message } = t.lastMailTo("new-address@example.com");
    expect(message.subject).toBe("Confirm your new email for Ireland Guide");
    const confirmed = await browser.request(`/auth/confirm?token=${token}`);
    expect(confirmed.headers.get("location")).toBe("/settings");
    expect(await whoIs(browser)).toBe("new-address@example.com");
  });

  it("signs out other devices, and deletes the account with its profile after the password and DELETE", async () => {
    const laptop = await signUpAndConfirm("devices@example.com", "cliffs-of-moher", { userAgent: FIREFOX_ON_WINDOWS });
    const phone = t.browser();
    expect((await signIn(phone, "devices@example.com")).redirect).toBe("/community/forum");
    expect((await laptop.submit("/settings", { intent: "sign-out-others" })).data).toMatchObject({ ok: true });
    expect(await whoIs(phone)).toBeNull();
    expect(await whoIs(laptop)).toBe("devices@example.com");

    // The page works without JavaScript: the button is not disabled in the server's HTML.
    const page = await (await laptop.request("/settings")).text();
    const button = /<button[^>]*>(?:(?!<\/button>).)*Delete my account<\/button>/s.exec(page)![0];
    expect(button).toContain('type="submit"');
    expect(button).not.toMatch(/\sdisabled[=\s>]|aria-disabled/);

    for (const confirmation of ["", "nope", "DELET"]) {
      const unconfirmed = await laptop.submit<Failure>("/settings", {
        intent: "delete-account",
        currentPassword: "cliffs-of-moher",
        confirmation,
      });
      expectFieldError(unconfirmed, "confirmation", "Type DELETE to confirm.");
    }
    const plainRefusal = await laptop.submitDocument("/settings", {
      intent: "delete-account",
      currentPassword: "cliffs-of-moher",
      confirmation: "nope",
    });
    expect(plainRefusal.status).toBe(400);
    expect(await plainRefusal.text()).toContain("Type DELETE to confirm.");
    const wrong = await laptop.submit<Failure>("/settings", {
      intent: "delete-account",
      currentPassword: "wrong-password",
      confirmation: "DELETE",
    });
    expectFieldError(wrong, "currentPassword", WRONG_CURRENT_PASSWORD);
    expect(mailsTo("devices@example.com", "Your Ireland Guide account was deleted")).toEqual([]);

    // Typed in small letters, with a space around it: that is DELETE too.
    const deleted = await laptop.submitDocument("/settings", {
      intent: "delete-account",
      currentPassword: "cliffs-of-moher",
      confirmation: " delete ",
    });
    expect(deleted.headers.get("location")).toBe("/community/forum");
    expect(await whoIs(laptop)).toBeNull();
    const landing = await (await laptop.request("/community/forum")).text();
    expect(landing).toContain("Your account has been deleted.");
    const left = await t.database.db.execute(
      sql`SELECT (SELECT count(*) FROM users WHERE email = 'devices@example.com') AS users, (SELECT count(*) FROM profiles p WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p.id)) AS orphans`,
    );
    expect(Number(left.rows[0]!.users)).toBe(0);
    expect(Number(left.rows[0]!.orphans)).toBe(0);

    const [notice] = mailsTo("devices@example.com", "Your Ireland Guide account was deleted");
    expect(notice?.text).toMatch(
      /was deleted on \w+day \d{1,2} \w+ \d{4} at \d{2}:\d{2} \(Irish time\), from Firefox on Windows\./,
    );
  });
});

describe("account takeover protections", () => {
  it("a stolen session (the cookie without the password) cannot change the email or delete the account", async () => {
    const member = await signUpAndConfirm("stolen@example.com");
    const thief = stealSession(member);
    expect(await whoIs(thief)).toBe("stolen@example.com"); // the session is minutes old: "fresh"

    const noPassword = await thief.submit<Failure>("/settings", {
      intent: "change-email",
      newEmail: "thief@example.com",
    });
    expectFieldError(noPassword, "currentPassword", "Please enter your current password.");
    const guessed = await thief.submit<Failure>("/settings", {
      intent: "change-email",
      newEmail: "thief@example.com",
      currentPassword: "password123",
    });
    expectFieldError(guessed, "currentPassword", WRONG_CURRENT_PASSWORD);
    expect(t.outbox().filter((m) => m.to === "thief@example.com")).toEqual([]);

    for (const currentPassword of [undefined, "password123"]) {
      const deleted = await thief.submit<Failure>("/settings", {
        intent: "delete-account",
        confirmation: "DELETE",
        currentPassword,
      });
      expect(deleted.status).toBe(400);
      expect(deleted.data.error.field).toBe("currentPassword");
    }
    const row = await t.database.db.execute(sql`SELECT email FROM users WHERE email = 'stolen@example.com'`);
    expect(row.rows).toHaveLength(1);
    expect(await whoIs(member)).toBe("stolen@example.com");

    // Wrong current passwords count as failed sign-ins: past the limit, even the right one is refused.
    await t.database.db.execute(
      sql`UPDATE rate_limits SET hits = ${SIGN_IN_FAILURE_LIMITS.emailAtAddress.max} WHERE key = 'auth:signIn:failed:stolen@example.com:address:198.51.100.66'`,
    );
    const limited = await thief.submit<Failure>("/settings", {
      intent: "change-email",
      newEmail: "thief@example.com",
      currentPassword: "cliffs-of-moher",
    });
    expect(limited.status).toBe(429);
  });

  it("tells the old address of a change, and its link undoes it: old address back, sessions ended, a reset link", async () => {
    const laptop = await signUpAndConfirm("first@example.com", "cliffs-of-moher", { userAgent: FIREFOX_ON_WINDOWS });
    const phone = t.browser({ userAgent: SAFARI_ON_IOS });
    expect((await signIn(phone, "first@example.com")).redirect).toBe("/community/forum");

    const asked = await laptop.submit("/settings", {
      intent: "change-email",
      newEmail: "second@example.com",
      currentPassword: "cliffs-of-moher",
    });
    expect(asked.data).toMatchObject({ ok: true });
    const [requested] = mailsTo("first@example.com", "Someone asked to change your Ireland Guide email");
    expect(requested?.text).toContain("to second@example.com");
    expect(requested?.text).toContain("from Firefox on Windows");
    expect(requested?.links[0]).toMatch(/^http:\/\/127\.0\.0\.1:3000\/auth\/cancel-email-change\?token=/);

    // The new address confirms, here in a browser that is not signed in: the change is applied.
    const confirmed = await t.browser().request(`/auth/confirm?token=${t.lastMailTo("second@example.com").token}`);
    expect(confirmed.headers.get("location")).toBe("/auth?mode=sign-in");
    expect(await whoIs(laptop)).toBe("second@example.com");
    const { message: changed, link: cancelLink, token } = t.lastMailTo("first@example.com");
    expect(changed.subject).toBe("Your Ireland Guide email was changed");
    expect(changed.text).toContain("to second@example.com");
    expect(changed.text).toContain("asked for from Firefox on Windows");
    expect(changed.text).toMatch(/on \w+day \d{1,2} \w+ \d{4} at \d{2}:\d{2} \(Irish time\)/);
    expect(cancelLink).toContain("/auth/cancel-email-change?token=");
    const row = await t.database.db.execute<{ days: number }>(
      sql`SELECT round(extract(epoch FROM cancellable_until - now()) / 86400)::int AS days FROM email_changes WHERE new_email = 'second@example.com'`,
    );
    expect(Number(row.rows[0]!.days)).toBe(7);

    // Opening the link changes nothing (mail scanners open links); the page's button does.
    const someone = t.browser();
    const page = await (await someone.request(new URL(cancelLink).pathname + new URL(cancelLink).search)).text();
    expect(page).toContain("Was this not you?");
    expect(await whoIs(laptop)).toBe("second@example.com");
    const forged = await someone.submit<Failure>("/auth/cancel-email-change", {
      token: `${token.split(".")[0]}.forged`,
    });
    expect(forged.data.error.code).toBe("INVALID_TOKEN");

    // Someone signs up with the freed address to block the way back: an unconfirmed sign-up gives way.
    const blocker = await t.browser().submit("/auth", {
      ...signUpFields("first@example.com", "blocking-the-way"),
      username: "blocker", // the address's owner has its usual name
    });
    expect(blocker.status).toBe(200);

    const cancelled = await someone.submitDocument("/auth/cancel-email-change", { token });
    expect(cancelled.headers.get("location")).toBe("/auth/cancel-email-change?cancelled=1");
    const done = await (await someone.request("/auth/cancel-email-change?cancelled=1")).text();
    expect(done).toContain("The email change is cancelled");
    const users = await t.database.db.execute<{ email: string; email_verified: boolean }>(
      sql`SELECT email, email_verified FROM users WHERE email IN ('first@example.com', 'second@example.com')`,
    );
    expect(users.rows).toEqual([{ email: "first@example.com", email_verified: true }]);
    expect(await whoIs(laptop)).toBeNull();
    expect(await whoIs(phone)).toBeNull();
    expect(await sessionsOf("first@example.com")).toBe(0);
    expect(t.lastMailTo("first@example.com").message.subject).toBe("Reset your Ireland Guide password");

    // The link works once.
    const again = await someone.submit<Failure>("/auth/cancel-email-change", { token });
    expect(again.status).toBe(400);
    expect(again.data.error.code).toBe("INVALID_TOKEN");
    expect(await (await someone.request(`/auth/cancel-email-change?token=${token}`)).text()).toContain(
      "This link can no longer be used",
    );
  });

  it("a change cancelled before the new address confirms it is never applied", async () => {
    const browser = await signUpAndConfirm("keep@example.com");
    await browser.submit("/settings", {
      intent: "change-email",
      newEmail: "taken-over@example.com",
      currentPassword: "cliffs-of-moher",
    });
    const { token: cancelToken } = t.lastMailTo("keep@example.com");
    const cancelled = await t.browser().submit("/auth/cancel-email-change", { token: cancelToken });
    expect(cancelled.redirect).toBe("/auth/cancel-email-change?cancelled=1");
    expect(await whoIs(browser)).toBeNull();

    const confirmation = t.lastMailTo("taken-over@example.com").token;
    const opened = await t.browser().request(`/auth/confirm?token=${confirmation}`);
    expect(await opened.text()).toContain("This confirmation link is not valid");
    const users = await t.database.db.execute(
      sql`SELECT email FROM users WHERE email LIKE '%keep@%' OR email LIKE 'taken-over@%'`,
    );
    expect(users.rows).toEqual([{ email: "keep@example.com" }]);
  });

  it("limits change-email requests per member and per new address, so nobody can mail-bomb an address", async () => {
    const browser = await signUpAndConfirm("bomber@example.com");
    const ask = (newEmail: string) =>
      browser.submit<Failure>("/settings", { intent: "change-email", newEmail, currentPassword: "cliffs-of-moher" });
    for (let i = 1; i <= 3; i++) expect((await ask(`target-${i}@example.com`)).status, `request ${i}`).toBe(200);
    const fourth = await ask("target-4@example.com");
    expect(fourth.status).toBe(429);
    expect(fourth.data.error.message).toBe("Too many attempts. Please try again in 1 hour.");
    expect(t.outbox().filter((m) => m.to === "target-4@example.com")).toEqual([]);

    // Per new address, across members: another member asking for an address already asked for 3 times today.
    await resetLimits();
    const other = await signUpAndConfirm("second-bomber@example.com");
    await t.database.db.execute(
      sql`INSERT INTO rate_limits (key, window_started_at, hits) VALUES ('auth:changeEmail:email:victim@example.com', now(), 3)`,
    );
    const refused = await other.submit<Failure>("/settings", {
      intent: "change-email",
      newEmail: "victim@example.com",
      currentPassword: "cliffs-of-moher",
    });
    expect(refused.status).toBe(429);
    expect(t.outbox().filter((m) => m.to === "victim@example.com")).toEqual([]);
  });

  it("refuses the most common passwords at sign-up, password change and reset", async () => {
    const common = "That password is one of the most common and easy to guess. Please choose another.";
    const signUp = await t.browser().submit<Failure>("/auth", signUpFields("common@example.com", "Password1"));
    expect(signUp.status).toBe(400);
    expect(signUp.data.error).toMatchObject({ field: "password", message: common, code: "COMMON_PASSWORD" });
    const none = await t.database.db.execute(sql`SELECT 1 FROM users WHERE email = 'common@example.com'`);
    expect(none.rows).toEqual([]);

    const browser = await signUpAndConfirm("careful@example.com");
    const changed = await changePassword(browser, "cliffs-of-moher", "qwerty123");
    expectFieldError(changed, "newPassword", common);

    await t.browser().submit("/auth/reset-password", { email: "careful@example.com" });
    const { token } = t.lastMailTo("careful@example.com");
    const reset = await t.browser().submit<Failure>(`/auth/reset-password?token=${token}`, {
      token,
      newPassword: "iloveyou",
      confirmPassword: "iloveyou",
    });
    expectFieldError(reset, "newPassword", common);
    // Refused before anything changed: the old password still works.
    expect((await signIn(t.browser(), "careful@example.com")).redirect).toBe("/community/forum");
  });

  it("mails the member when they sign in from a browser they have not used before", async () => {
    const subject = "New sign-in to your Ireland Guide account";
    const home = await signUpAndConfirm("traveller@example.com"); // signed up and signed in here: known
    expect(mailsTo("traveller@example.com", subject)).toEqual([]);
    await home.submit("/auth/sign-out", {});
    expect((await signIn(home, "traveller@example.com")).redirect).toBe("/community/forum");
    expect(mailsTo("traveller@example.com", subject)).toEqual([]);

    const cafe = t.browser({ userAgent: SAFARI_ON_IOS });
    expect((await signIn(cafe, "traveller@example.com")).redirect).toBe("/community/forum");
    const [notice] = mailsTo("traveller@example.com", subject);
    expect(notice?.text).toContain("from Safari on iOS");
    expect(notice?.links).toEqual(["http://127.0.0.1:3000/auth/reset-password"]);
    // Known from now on.
    await cafe.submit("/auth/sign-out", {});
    expect((await signIn(cafe, "traveller@example.com")).redirect).toBe("/community/forum");
    expect(mailsTo("traveller@example.com", subject)).toHaveLength(1);
    // A made-up mark is not taken for the real one.
    const forger = t.browser();
    forger.cookies.set("known_device", cafe.cookies.get("known_device")!.replace(/.{4}$/, "AAAA"));
    expect((await signIn(forger, "traveller@example.com")).redirect).toBe("/community/forum");
    expect(mailsTo("traveller@example.com", subject)).toHaveLength(2);
  });
});
