import { symmetricEncrypt } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SessionSummary, TwoFactorSettings } from "../../common/account-security";
import { TWO_FACTOR_FAILURE_LIMITS } from "../../server/auth/two-factor/rules";
import { usernameFor } from "../helpers/members";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";
import { base32Decode, totp, wrongTotp } from "../helpers/totp";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Failure = { ok: false; error: { message: string; code: string; field?: string } };
type SettingsData = { sessions: SessionSummary[]; twoFactor: TwoFactorSettings };

const FIREFOX_ON_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_ON_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

const resetLimits = () => t.database.db.execute(sql`DELETE FROM rate_limits`);
beforeEach(resetLimits);

async function whoIs(browser: TestBrowser): Promise<string | null> {
  const response = await browser.request("/resources/viewer");
  const body = (await response.json()) as { user: { email: string } | null };
  return body.user?.email ?? null;
}

/** Signs up, confirms and signs in through the real forms and link. */
async function newMember(email: string, options: { userAgent?: string; address?: string } = {}) {
  const browser = t.browser(options);
  await browser.submit("/auth", {
    intent: "sign-up",
    email,
    username: usernameFor(email),
    password: "cliffs-of-moher",
    confirmPassword: "cliffs-of-moher",
    agreeToTerms: "on",
  });
  await browser.request(`/auth/confirm?token=${t.lastMailTo(email).token}`);
  await signIn(browser, email); // the confirmation link confirms; it does not sign in (ADR 0014)
  expect(await whoIs(browser)).toBe(email);
  return browser;
}

function signIn(browser: TestBrowser, email: string, password = "cliffs-of-moher") {
  return browser.submit<Failure>("/auth", { intent: "sign-in", email, password });
}

async function settings(browser: TestBrowser): Promise<SettingsData> {
  const loaded = await browser.load<Record<string, { data: SettingsData }>>("/settings");
  return loaded.data["routes/settings"]!.data;
}

/** Turns two-factor on as a page with JavaScript would; answers the key and the recovery codes. */
async function turnOn(browser: TestBrowser) {
  expect(
    (await browser.submit("/settings", { intent: "two-factor-start", currentPassword: "cliffs-of-moher" })).redirect,
  ).toBe("/settings#two-factor");
  const setup = (await settings(browser)).twoFactor;
  if (setup.status !== "setup") throw new Error(`expected setup, got ${setup.status}`);
  const confirmedAt = Date.now();
  const confirmedWith = totp(setup.manualKey, confirmedAt);
  const confirmed = await browser.submit("/settings", { intent: "two-factor-confirm", code: confirmedWith });
  expect(confirmed.redirect).toBe("/settings#two-factor");
  const shown = (await settings(browser)).twoFactor;
  if (shown.status !== "recovery-codes") throw new Error(`expected recovery codes, got ${shown.status}`);
  await browser.submit("/settings", { intent: "two-factor-codes-saved" });
  return { key: setup.manualKey, codes: shown.codes, confirmedWith, confirmedAt };
}

/** Email and password right: the answer is the challenge, and no session yet. */
async function passwordStep(browser: TestBrowser, email: string) {
  const result = await signIn(browser, email);
  expect(result.redirect).toBe("/auth/two-factor?redirectTo=%2Fcommunity%2Fforum");
  expect(await whoIs(browser)).toBeNull();
}

/** The code the app shows next: the one it shows now has just turned two-factor on, and is spent. */
const nextCode = (key: string) => totp(key, Date.now() + 30_000);

const answerChallenge = (browser: TestBrowser, fields: Record<string, string>) =>
  browser.submit<Failure>("/auth/two-factor?redirectTo=%2Fcommunity%2Fforum", fields);

describe("sessions in settings", () => {
  it("lists each browser by name, with this device first, and signs another one out without JavaScript", async () => {
    const laptop = await newMember("sessions@example.com", { userAgent: FIREFOX_ON_WINDOWS });
    const phone = t.browser({ userAgent: SAFARI_ON_IPHONE });
    expect((await signIn(phone, "sessions@example.com")).redirect).toBe("/community/forum");

    const { sessions } = await settings(laptop);
    expect(sessions.map(({ device, current }) => ({ device, current }))).toEqual([
      { device: "Firefox on Windows", current: true },
      { device: "Safari on iOS", current: false },
    ]);
    for (const session of sessions) {
      expect(Date.now() - Date.parse(session.createdAt)).toBeLessThan(60_000);
      expect(Date.now() - Date.parse(session.lastActiveAt)).toBeLessThan(60_000);
    }
    const page = await (await laptop.request("/settings")).text();
    expect(page).toContain("This device");
    expect(page).toContain("Sign out everywhere else");
    expect(page).toContain(`value="${sessions[1]!.id}" name="sessionId">Sign out`);
    expect(page).not.toContain(`value="${sessions[0]!.id}"`); // this device has no Sign out button

    const phoneSession = sessions[1]!.id;
    const signedOut = await laptop.submitDocument("/settings", { intent: "sign-out-session", sessionId: phoneSession });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe("/settings");
    expect(await whoIs(phone)).toBeNull();
    expect(await whoIs(laptop)).toBe("sessions@example.com");
    expect((await settings(laptop)).sessions.map((s) => s.device)).toEqual(["Firefox on Windows"]);
    expect(await (await laptop.request("/settings")).text()).toContain("You are not signed in anywhere else.");

    // Signing out this device is the account menu's job, not this list's.
    const own = await laptop.submit<Failure>("/settings", { intent: "sign-out-session", sessionId: sessions[0]!.id });
    expect(own.status).toBe(400);
    expect(await whoIs(laptop)).toBe("sessions@example.com");
  });

  it("lists at most the 50 most recently used sessions, this one first", async () => {
    const member = await newMember("many-sessions@example.com", { userAgent: FIREFOX_ON_WINDOWS });
    await t.database.db.execute(
      sql`INSERT INTO sessions (token, user_id, expires_at, user_agent, updated_at)
          SELECT 'old-' || n, id, now() + interval '1 day', ${SAFARI_ON_IPHONE}, now() - make_interval(hours => n)
          FROM users, generate_series(1, 80) AS n WHERE email = 'many-sessions@example.com'`,
    );
    const { sessions } = await settings(member);
    expect(sessions).toHaveLength(50);
    expect(sessions[0]).toMatchObject({ current: true, device: "Firefox on Windows" });
  });

  it("never lets a member sign out someone else's session, whatever id they send", async () => {
    const victim = await newMember("victim@example.com", { userAgent: FIREFOX_ON_WINDOWS });
    const [victimSession] = (await settings(victim)).sessions;
    const mallory = await newMember("mallory@example.com");
    for (const sessionId of [victimSession!.id, "not-a-session", "", "' OR 1=1 --"]) {
      const refused = await mallory.submit<Failure>("/settings", { intent: "sign-out-session", sessionId });
      expect(refused.status, sessionId).toBe(404);
      expect(refused.data.error.message).toBe("That browser is already signed out.");
    }
    // Nor all of them at once: "everywhere else" is the member's own other sessions.
    await mallory.submit("/settings", { intent: "sign-out-others" });
    expect(await whoIs(victim)).toBe("victim@example.com");
    expect(await whoIs(mallory)).toBe("mallory@example.com");
    // And a visitor without a session cannot use the form at all.
    const anonymous = await t
      .browser()
      .submit("/settings", { intent: "sign-out-session", sessionId: victimSession!.id });
    expect(anonymous.status).toBe(401);
    expect(await whoIs(victim)).toBe("victim@example.com");
  });

  it("moves 'last active' when a session is used, at most every few minutes", async () => {
    const browser = await newMember("active@example.com");
    const [session] = (await settings(browser)).sessions;
    await t.database.db.execute(
      sql`UPDATE sessions SET updated_at = now() - interval '2 hours', created_at = now() - interval '3 hours' WHERE id = ${session!.id}`,
    );
    const [used] = (await settings(browser)).sessions;
    expect(Date.now() - Date.parse(used!.lastActiveAt)).toBeLessThan(60_000);
    expect(Date.now() - Date.parse(used!.createdAt)).toBeGreaterThan(2 * 3_600_000);
  });
});

describe("turning two-factor sign-in on and off", () => {
  it("takes the password, then a code from the app, then shows the recovery codes once: all without JavaScript", async () => {
    const browser = await newMember("steps@example.com", { userAgent: FIREFOX_ON_WINDOWS });
    const step1 = await (await browser.request("/settings?two-factor=turn-on")).text();
    expect(step1).toContain("Step 1 of 3");

    const wrong = await browser.submitDocument("/settings?two-factor=turn-on", {
      intent: "two-factor-start",
      currentPassword: "not-my-password",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Your password is not correct.");

    const started = await browser.submitDocument("/settings?two-factor=turn-on", {
      intent: "two-factor-start",
      currentPassword: "cliffs-of-moher",
    });
    expect(started.headers.get("location")).toBe("/settings#two-factor");
    const step2 = await (await browser.request("/settings")).text();
    expect(step2).toContain("Step 2 of 3");
    expect(step2).toMatch(/<img[^>]+src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+"/);
    const key = /data-testid="two-factor-key"[^>]*>([A-Z2-7 ]+)</.exec(step2)![1]!;
    expect(key).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/); // grouped for reading
    expect(base32Decode(key)).toHaveLength(32);
    // The pending secret is the server's: no form carries it, and the database holds it encrypted.
    const inputs = step2.match(/<input[^>]*>/g) ?? [];
    expect(inputs.filter((input) => input.includes(key.replace(/ /g, "").slice(0, 8)))).toEqual([]);
    const stored = await t.database.db.execute<{ secret: string; verified: boolean; enabled: boolean }>(
      sql`SELECT f.secret, f.verified, u.two_factor_enabled AS enabled FROM two_factors f JOIN users u ON u.id = f.user_id WHERE u.email = 'steps@example.com'`,
    );
    expect(stored.rows[0]).toMatchObject({ verified: false, enabled: false });
    expect(stored.rows[0]!.secret).not.toContain(base32Decode(key).toString());
    // The QR code says the same as the key.
    const qr = Buffer.from(/src="data:image\/svg\+xml;base64,([^"]+)"/.exec(step2)![1]!, "base64").toString();
    expect(qr).toMatch(/^<svg[^>]*viewBox/);

    const badCode = await browser.submitDocument("/settings", { intent: "two-factor-confirm", code: wrongTotp(key) });
    expect(badCode.status).toBe(400);
    const badPage = await badCode.text();
    expect(badPage).toContain("That code is not right.");
    // Without JavaScript the field in error takes the focus as the page loads.
    expect(/<input[^>]*name="code"[^>]*>/.exec(badPage)![0]).toContain('autofocus=""');
    const notDigits = await browser.submit<Failure>("/settings", { intent: "two-factor-confirm", code: "12ab56" });
    expect(notDigits.data.error).toMatchObject({
      field: "code",
      message: "The code is 6 digits, from your authenticator app.",
    });

    const before = t.outbox().length;
    const code = totp(key);
    const confirmed = await browser.submitDocument("/settings", {
      intent: "two-factor-confirm",
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(confirmed.headers.get("location")).toBe("/settings#two-factor");
    expect(await whoIs(browser)).toBe("steps@example.com"); // the new session cookie came with the answer

    const mail = t.outbox().slice(0, t.outbox().length - before);
    expect(mail.map((m) => m.subject)).toEqual(["Two-factor sign-in was turned on for your Ireland Guide account"]);
    expect(mail[0]!.to).toBe("steps@example.com");
    expect(mail[0]!.text).toMatch(
      /turned on for your Ireland Guide account on \w+day \d{1,2} \w+ \d{4} at \d{2}:\d{2} \(Irish time\), from Firefox on Windows\./,
    );

    const step3 = await (await browser.request("/settings")).text();
    expect(step3).toContain("Step 3 of 3");
    const codes = (await settings(browser)).twoFactor as { status: string; codes: string[] };
    expect(codes.status).toBe("recovery-codes");
    expect(codes.codes).toHaveLength(10);
    for (const recovery of codes.codes) expect(step3).toContain(recovery);
    const download = await browser.request("/settings/recovery-codes");
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="ireland-guide-recovery-codes.txt"');
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    const file = await download.text();
    for (const recovery of codes.codes) expect(file).toContain(recovery);
    expect((await t.browser().request("/settings/recovery-codes")).status).toBe(302); // signed out: to sign in

    await browser.submitDocument("/settings", { intent: "two-factor-codes-saved" });
    const after = await (await browser.request("/settings")).text();
    expect(after).toContain("Two-factor sign-in is on");
    expect(after).toContain("10 recovery codes left");
    for (const recovery of codes.codes) expect(after).not.toContain(recovery);
    expect((await browser.request("/settings/recovery-codes")).status).toBe(404);
  });

  it("cancels a setup before the code, and turns off only with the password, telling the member by mail", async () => {
    const browser = await newMember("off@example.com", { userAgent: SAFARI_ON_IPHONE });
    await browser.submit("/settings", { intent: "two-factor-start", currentPassword: "cliffs-of-moher" });
    expect((await settings(browser)).twoFactor.status).toBe("setup");
    await browser.submit("/settings", { intent: "two-factor-cancel" });
    expect((await settings(browser)).twoFactor.status).toBe("off");

    await turnOn(browser);
    expect((await settings(browser)).twoFactor).toEqual({ status: "on", recoveryCodesLeft: 10 });
    const again = await browser.submit<Failure>("/settings", {
      intent: "two-factor-start",
      currentPassword: "cliffs-of-moher",
    });
    expect(again.status).toBe(409);

    const wrong = await browser.submit<Failure>("/settings", {
      intent: "two-factor-turn-off",
      currentPassword: "nope-nope",
    });
    expect(wrong.data.error).toMatchObject({ field: "currentPassword", message: "Your password is not correct." });
    const missing = await browser.submit<Failure>("/settings", { intent: "two-factor-turn-off", currentPassword: "" });
    expect(missing.data.error).toMatchObject({ field: "currentPassword", message: "Please enter your password." });
    expect((await settings(browser)).twoFactor.status).toBe("on");

    const off = await browser.submit("/settings", {
      intent: "two-factor-turn-off",
      currentPassword: "cliffs-of-moher",
    });
    expect(off.redirect).toBe("/settings#two-factor");
    expect(await whoIs(browser)).toBe("off@example.com");
    expect((await settings(browser)).twoFactor.status).toBe("off");
    const notice = t.outbox().find((message) => message.to === "off@example.com")!;
    expect(notice.subject).toBe("Two-factor sign-in was turned off for your Ireland Guide account");
    expect(notice.text).toContain("from Safari on iOS.");
    expect(notice.text).toContain("/auth/reset-password");

    // Signing in asks for the password only again.
    expect((await signIn(t.browser(), "off@example.com")).redirect).toBe("/community/forum");
  });

  it("gives new recovery codes for the password, without JavaScript: the old ones stop at once, and a mail says so", async () => {
    const browser = await newMember("new-codes@example.com", { userAgent: FIREFOX_ON_WINDOWS });
    const { codes: old } = await turnOn(browser);
    const on = await (await browser.request("/settings")).text();
    expect(on).toContain('href="/settings?two-factor=new-codes#two-factor"');
    const prompt = await (await browser.request("/settings?two-factor=new-codes")).text();
    expect(prompt).toContain("Get new recovery codes");
    expect(prompt).toMatch(/<input[^>]*name="currentPassword"/);

    const before = t.outbox().length;
    const wrong = await browser.submitDocument("/settings?two-factor=new-codes", {
      intent: "two-factor-new-codes",
      currentPassword: "not-my-password",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Your password is not correct.");
    expect(t.outbox().length).toBe(before);

    const renewed = await browser.submitDocument("/settings?two-factor=new-codes", {
      intent: "two-factor-new-codes",
      currentPassword: "cliffs-of-moher",
    });
    expect(renewed.headers.get("location")).toBe("/settings#two-factor");
    const shown = (await settings(browser)).twoFactor;
    if (shown.status !== "recovery-codes") throw new Error(`expected recovery codes, got ${shown.status}`);
    expect(shown.renewed).toBe(true);
    expect(shown.codes).toHaveLength(10);
    expect(shown.codes.filter((code) => old.includes(code))).toEqual([]);
    const page = await (await browser.request("/settings")).text();
    expect(page).toContain("Your new recovery codes");
    for (const code of shown.codes) expect(page).toContain(code);
    expect(await (await browser.request("/settings/recovery-codes")).text()).toContain(shown.codes[9]!);

    const mail = t.outbox().slice(0, t.outbox().length - before);
    expect(mail.map((m) => [m.to, m.subject])).toEqual([
      ["new-codes@example.com", "New recovery codes for your Ireland Guide account"],
    ]);
    expect(mail[0]!.text).toMatch(
      /on \w+day \d{1,2} \w+ \d{4} at \d{2}:\d{2} \(Irish time\), from Firefox on Windows\. The codes you had before no longer work\./,
    );
    expect(mail[0]!.text).toContain("/auth/reset-password");

    // The old codes stop working at once; the new ones sign in.
    const elsewhere = t.browser();
    await passwordStep(elsewhere, "new-codes@example.com");
    const stale = await answerChallenge(elsewhere, { intent: "recovery-code", recoveryCode: old[0]! });
    expect(stale.data.error).toMatchObject({ code: "INVALID_BACKUP_CODE" });
    const fresh = await answerChallenge(elsewhere, { intent: "recovery-code", recoveryCode: shown.codes[0]! });
    expect(fresh.redirect).toBe("/community/forum");
    await browser.submitDocument("/settings", { intent: "two-factor-codes-saved" });
    expect((await settings(browser)).twoFactor).toEqual({ status: "on", recoveryCodesLeft: 9 });

    // Nobody gets codes without two-factor sign-in on, nor without a session.
    const off = await newMember("no-codes@example.com");
    const refused = await off.submit<Failure>("/settings", {
      intent: "two-factor-new-codes",
      currentPassword: "cliffs-of-moher",
    });
    expect(refused.status).toBe(409);
    const visitor = await t.browser().submit("/settings", {
      intent: "two-factor-new-codes",
      currentPassword: "cliffs-of-moher",
    });
    expect(visitor.status).toBe(401);
  });

  it("limits wrong passwords when turning two-factor on or off", async () => {
    const browser = await newMember("guess-password@example.com");
    for (let i = 0; i < 10; i++) {
      const wrong = await browser.submit<Failure>("/settings", {
        intent: "two-factor-start",
        currentPassword: `guess-${i}`,
      });
      expect(wrong.status, `attempt ${i + 1}`).toBe(400);
    }
    const limited = await browser.submit<Failure>("/settings", {
      intent: "two-factor-start",
      currentPassword: "cliffs-of-moher",
    });
    expect(limited.status).toBe(429);
    expect((await settings(browser)).twoFactor.status).toBe("off");
  });
});

describe("signing in with two-factor sign-in on", () => {
  it("asks for a code after the password: a wrong one is refused beside the field, the right one signs in", async () => {
    const member = await newMember("challenge@example.com");
    const { key } = await turnOn(member);

    const browser = t.browser();
    // No challenge yet: the page sends the visitor to sign in.
    const early = await browser.request("/auth/two-factor?redirectTo=%2Fdashboard");
    expect(early.headers.get("location")).toBe("/auth?redirectTo=%2Fdashboard");

    await passwordStep(browser, "challenge@example.com");
    const page = await (await browser.request("/auth/two-factor?redirectTo=%2Fcommunity%2Fforum")).text();
    expect(page).toContain("Two-factor sign-in");
    const codeInput = /<input[^>]*name="code"[^>]*>/.exec(page)![0];
    expect(codeInput).toContain('inputMode="numeric"');
    expect(codeInput).toContain('autoComplete="one-time-code"');
    expect(codeInput).toContain('autofocus=""');
    expect(page).toMatch(/<label[^>]*>6-digit code<\/label>/);
    expect(page).toContain("Use a recovery code");

    const empty = await answerChallenge(browser, { intent: "code", code: "" });
    expect(empty.data.error).toMatchObject({
      field: "code",
      message: "Enter the 6-digit code from your authenticator app.",
    });
    const wrong = await answerChallenge(browser, { intent: "code", code: wrongTotp(key) });
    expect(wrong.status).toBe(400);
    expect(wrong.data.error).toMatchObject({ field: "code", code: "INVALID_CODE" });
    expect(wrong.data.error.message).toMatch(/^That code is not right\./);
    expect(await whoIs(browser)).toBeNull();

    const right = await answerChallenge(browser, { intent: "code", code: nextCode(key) });
    expect(right.redirect).toBe("/community/forum");
    expect(await whoIs(browser)).toBe("challenge@example.com");
    // The challenge is spent: it cannot sign in a second browser.
    expect((await browser.request("/auth/two-factor")).headers.get("location")).toBe("/community/forum");
  });

  it("never takes a code twice (RFC 6238 §5.2): not the one that turned it on, not one that signed in", async () => {
    const member = await newMember("replay@example.com");
    const { key, confirmedWith, confirmedAt } = await turnOn(member);
    const USED = "That code has already been used. Wait for the next code in your app, then enter it.";

    // The code that turned two-factor on cannot sign in, though it is still within the 30-second window.
    const first = t.browser();
    await passwordStep(first, "replay@example.com");
    const setupCode = await answerChallenge(first, { intent: "code", code: confirmedWith });
    expect(setupCode.status).toBe(400);
    expect(setupCode.data.error).toMatchObject({ field: "code", code: "CODE_USED", message: USED });
    expect(await whoIs(first)).toBeNull();

    // The next step's code (the app shows it within 30 s) signs in once.
    const next = totp(key, confirmedAt + 30_000);
    expect((await answerChallenge(first, { intent: "code", code: next })).redirect).toBe("/community/forum");
    expect(await whoIs(first)).toBe("replay@example.com");

    // Someone who saw it typed, with the password, cannot use it again; nor an older code.
    const second = t.browser();
    await passwordStep(second, "replay@example.com");
    for (const code of [next, confirmedWith]) {
      const replayed = await answerChallenge(second, { intent: "code", code });
      expect(replayed.status, code).toBe(400);
      expect(replayed.data.error).toMatchObject({ field: "code", code: "CODE_USED", message: USED });
    }
    expect(await whoIs(second)).toBeNull();
    // The page says so without JavaScript too.
    const plain = await second.submitDocument("/auth/two-factor?redirectTo=%2Fcommunity%2Fforum", {
      intent: "code",
      code: next,
    });
    expect(plain.status).toBe(400);
    expect(await plain.text()).toContain("That code has already been used.");

    // The step is kept in the database, so every process refuses it.
    const stored = await t.database.db.execute<{ step: string }>(
      sql`SELECT f.last_totp_step AS step FROM two_factors f JOIN users u ON u.id = f.user_id WHERE u.email = 'replay@example.com'`,
    );
    expect(Number(stored.rows[0]!.step)).toBe(Math.floor((confirmedAt + 30_000) / 30_000));
  });

  it("lets one of two sign-ins sent at once with the same code in, never both", async () => {
    const { key } = await turnOn(await newMember("race@example.com"));
    const code = nextCode(key);
    const [a, b] = [t.browser(), t.browser()];
    await passwordStep(a, "race@example.com");
    await passwordStep(b, "race@example.com");
    const answers = await Promise.all([a, b].map((browser) => answerChallenge(browser, { intent: "code", code })));
    expect(answers.map((answer) => answer.redirect ?? answer.data.error.code).sort()).toEqual([
      "/community/forum",
      "CODE_USED",
    ]);
    expect([await whoIs(a), await whoIs(b)].filter(Boolean)).toEqual(["race@example.com"]);
  });

  it("signs in without JavaScript too, and a wrong password never reaches the challenge", async () => {
    const member = await newMember("plain-2fa@example.com");
    const { key } = await turnOn(member);
    const browser = t.browser();
    expect((await signIn(browser, "plain-2fa@example.com", "wrong-password")).status).toBe(401);
    const password = await browser.submitDocument("/auth?redirectTo=%2Fsettings", {
      intent: "sign-in",
      email: "plain-2fa@example.com",
      password: "cliffs-of-moher",
    });
    expect(password.headers.get("location")).toBe("/auth/two-factor?redirectTo=%2Fsettings");
    const wrong = await browser.submitDocument("/auth/two-factor?redirectTo=%2Fsettings", {
      intent: "code",
      code: wrongTotp(key),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("That code is not right.");
    const right = await browser.submitDocument("/auth/two-factor?redirectTo=%2Fsettings", {
      intent: "code",
      code: nextCode(key),
    });
    expect(right.headers.get("location")).toBe("/settings");
    expect(await (await browser.request("/settings")).text()).toContain("Welcome back!");
  });

  it("takes each recovery code once", async () => {
    const member = await newMember("recovery@example.com");
    const { codes } = await turnOn(member);

    const first = t.browser();
    await passwordStep(first, "recovery@example.com");
    const used = await answerChallenge(first, { intent: "recovery-code", recoveryCode: codes[0]! });
    expect(used.redirect).toBe("/community/forum");
    expect(await whoIs(first)).toBe("recovery@example.com");

    const second = t.browser();
    await passwordStep(second, "recovery@example.com");
    const reused = await answerChallenge(second, { intent: "recovery-code", recoveryCode: codes[0]! });
    expect(reused.status).toBe(400);
    expect(reused.data.error).toMatchObject({
      field: "recoveryCode",
      message: "That recovery code is not right, or it has been used already.",
    });
    expect(await whoIs(second)).toBeNull();
    // Typed without its dash, the next code works.
    const next = await answerChallenge(second, { intent: "recovery-code", recoveryCode: codes[1]!.replace("-", "") });
    expect(next.redirect).toBe("/community/forum");
    expect((await settings(member)).twoFactor).toEqual({ status: "on", recoveryCodesLeft: 8 });
  });

  it("makes recovery codes without look-alikes, and takes them in any case, with spaces or dashes", async () => {
    const member = await newMember("any-case@example.com");
    const { codes } = await turnOn(member);
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{5}-[2-9A-HJKMNP-TV-Z]{5}$/);
    expect(new Set(codes).size).toBe(10);

    const typed = [
      codes[0]!.toLowerCase(),
      ` ${codes[1]!.slice(0, 5).toLowerCase()} ${codes[1]!.slice(6)} `,
      codes[2]!.replace("-", "").replace(/(...)/g, "$1-"),
    ];
    for (const recoveryCode of typed) {
      const browser = t.browser();
      await passwordStep(browser, "any-case@example.com");
      const answer = await answerChallenge(browser, { intent: "recovery-code", recoveryCode });
      expect(answer.redirect, recoveryCode).toBe("/community/forum");
    }
    // Each still works once, however it is typed.
    const again = t.browser();
    await passwordStep(again, "any-case@example.com");
    const reused = await answerChallenge(again, { intent: "recovery-code", recoveryCode: codes[0]! });
    expect(reused.data.error).toMatchObject({ field: "recoveryCode", code: "INVALID_BACKUP_CODE" });
    expect((await settings(member)).twoFactor).toEqual({ status: "on", recoveryCodesLeft: 7 });
  });

  it("still takes the codes members saved before, mixed case with look-alikes, typed in any case", async () => {
    const member = await newMember("saved-before@example.com");
    await turnOn(member);
    // What better-auth made until now: ten letters and digits of both cases, with a dash in the middle.
    const before = ["AbC1l-dEf0O", "Zz9Ii-Oo0Ll", "qwErT-yUiOp"];
    const { secretConfig } = await t.auth.$context;
    const encrypted = await symmetricEncrypt({ key: secretConfig, data: JSON.stringify(before) });
    await t.database.db.execute(
      sql`UPDATE two_factors SET backup_codes = ${encrypted}
          WHERE user_id = (SELECT id FROM users WHERE email = 'saved-before@example.com')`,
    );
    for (const recoveryCode of ["abc1l-def0o", "ZZ9IIOO0LL", "QWERT YUIOP"]) {
      const browser = t.browser();
      await passwordStep(browser, "saved-before@example.com");
      const answer = await answerChallenge(browser, { intent: "recovery-code", recoveryCode });
      expect(answer.redirect, recoveryCode).toBe("/community/forum");
    }
    expect((await settings(member)).twoFactor).toEqual({ status: "on", recoveryCodesLeft: 0 });
  });

  it("limits wrong codes per member (from any address) and per address (for any member)", async () => {
    const { member, address } = TWO_FACTOR_FAILURE_LIMITS;
    const emails = ["limit-a@example.com", "limit-b@example.com", "limit-c@example.com"];
    const keys: string[] = [];
    for (const email of emails) keys.push((await turnOn(await newMember(email))).key);
    await resetLimits();
    const shared = "198.51.100.20";

    // Member A, from the shared address: five wrong codes, then even the right one is refused.
    const a = t.browser({ address: shared });
    await passwordStep(a, emails[0]!);
    for (let i = 1; i <= member.max; i++) {
      expect((await answerChallenge(a, { intent: "code", code: wrongTotp(keys[0]!) })).status, `A ${i}`).toBe(400);
    }
    const limited = await answerChallenge(a, { intent: "code", code: totp(keys[0]!) });
    expect(limited.status).toBe(429);
    expect(limited.data.error.message).toMatch(/^Too many attempts\. Please try again in 1[45] minutes\.$/);
    expect(await whoIs(a)).toBeNull();
    // From another address, after the password again: still refused, the limit is the member's.
    const elsewhere = t.browser({ address: "203.0.113.9" });
    await passwordStep(elsewhere, emails[0]!);
    expect((await answerChallenge(elsewhere, { intent: "code", code: totp(keys[0]!) })).status).toBe(429);

    // Members B and C share A's address: together they reach the address's limit.
    const b = t.browser({ address: shared });
    await passwordStep(b, emails[1]!);
    for (let i = member.max + 1; i < address.max; i++) {
      expect((await answerChallenge(b, { intent: "code", code: wrongTotp(keys[1]!) })).status, `B ${i}`).toBe(400);
    }
    const c = t.browser({ address: shared });
    await passwordStep(c, emails[2]!);
    expect((await answerChallenge(c, { intent: "code", code: wrongTotp(keys[2]!) })).status).toBe(400);
    expect((await answerChallenge(c, { intent: "code", code: totp(keys[2]!) })).status).toBe(429);
    // C from home is not limited: that was the address's limit, not C's.
    const home = t.browser({ address: "192.0.2.44" });
    await passwordStep(home, emails[2]!);
    expect((await answerChallenge(home, { intent: "code", code: nextCode(keys[2]!) })).redirect).toBe(
      "/community/forum",
    );

    const rows = await t.database.db.execute<{ key: string; hits: number }>(
      sql`SELECT key, hits FROM rate_limits WHERE key LIKE 'auth:twoFactor:failed:address:%' ORDER BY key`,
    );
    expect(rows.rows.map((row) => [row.key, Number(row.hits)])).toEqual([
      [`auth:twoFactor:failed:address:${shared}`, address.max],
    ]);
  });

  it("ends a challenge after better-auth's five tries per challenge, asking for the password again", async () => {
    const member = await newMember("spent@example.com");
    const { key } = await turnOn(member);
    const browser = t.browser();
    await passwordStep(browser, "spent@example.com");
    for (let i = 0; i < 5; i++) {
      await answerChallenge(browser, { intent: "code", code: wrongTotp(key) });
      await resetLimits(); // our limit would refuse first; this is about better-auth's own
    }
    const code = nextCode(key);
    const ended = await answerChallenge(browser, { intent: "code", code });
    expect(ended.status).toBe(401);
    expect(ended.data.error).toMatchObject({ code: "CHALLENGE_ENDED" });
    expect(await whoIs(browser)).toBeNull();
    // That code signed nobody in, so it is not spent: after the password again, it works.
    await passwordStep(browser, "spent@example.com");
    expect((await answerChallenge(browser, { intent: "code", code })).redirect).toBe("/community/forum");
  });
});
