import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Toast } from "../../common/action-result";
import { readQueue } from "../../server/moderation/queue";
import { signedInMember } from "../helpers/members";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";

/**
 * Issue #29, item 9: what signing in says is true. The first sign-in ever is not a return; a suspended
 * member is told until when, why and how to ask for a review, both when they sign in and on the first page
 * after a suspension signed them out; the sign-in page names no phone sign-in, since there is none.
 */
let t: TestApp;
let moderator: TestBrowser;
/** An action's answer: a refusal's error, or a success's toast. */
type Answer = { ok: boolean; error: { message: string; code: string; field?: string }; toast?: Toast };

const db = () => t.database.db;
const resetLimits = () => db().execute(sql`DELETE FROM rate_limits`);
const idOf = async (email: string) =>
  String((await db().execute(sql`SELECT id FROM users WHERE email = ${email}`)).rows[0]!.id);
const signIn = (browser: TestBrowser, email: string, password = "cliffs-of-moher") =>
  browser.submit<Answer>("/auth", { intent: "sign-in", email, password });
const appeal = (browser: TestBrowser, email: string, text: string, password = "cliffs-of-moher") =>
  browser.submit<Answer>("/auth", { intent: "appeal", email, password, appeal: text });
const suspend = async (email: string, reason = "Spamming referral links") => {
  const answer = await moderator.submit("/moderation", {
    intent: "suspend",
    targetType: "user",
    targetId: await idOf(email),
    days: "7",
    reason,
  });
  expect(answer.status).toBe(200);
};
/** The message the root loader hands the page (a toast with JavaScript, a banner without). */
const flashOf = async (browser: TestBrowser, path = "/community/forum") =>
  (await browser.load<Record<string, { data: { flash: Toast | null; user: unknown } }>>(path)).data.root!.data;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await signedInMember(t, "moderator@example.com");
  await db().execute(sql`UPDATE users SET role = 'moderator' WHERE email = 'moderator@example.com'`);
});
afterAll(async () => {
  await t.close();
});
beforeEach(resetLimits);

describe("the welcome", () => {
  it("the first sign-in ever is welcomed as one, with the username; every later one is 'Welcome back!'", async () => {
    const email = "newcomer@example.com";
    const browser = t.browser();
    const signedUp = await browser.submit("/auth?mode=sign-up", {
      intent: "sign-up",
      email,
      username: "new_in_dublin",
      password: "cliffs-of-moher",
      confirmPassword: "cliffs-of-moher",
      agreeToTerms: "on",
    });
    expect(signedUp.status).toBe(200);
    await browser.request(`/auth/confirm?token=${t.lastMailTo(email).token}`);
    // Without JavaScript: the redirect's flash message.
    const first = await browser.submitDocument("/auth", { intent: "sign-in", email, password: "cliffs-of-moher" });
    expect(first.status).toBe(302);
    const shown = (await flashOf(browser)).flash!;
    expect(shown.title).toBe("Welcome to Ireland Guide!");
    expect(shown.description).toContain("new_in_dublin");
    expect(shown.description).toContain("@new_in_dublin");

    const again = t.browser();
    await signIn(again, email);
    expect((await flashOf(again)).flash).toEqual({ title: "Welcome back!" });
  });
});

describe("a suspended member", () => {
  it("signing in is told until when and why, and can ask the moderators for a review, once", async () => {
    const email = "suspended@example.com";
    await signedInMember(t, email);
    await suspend(email);
    const browser = t.browser();
    const refused = await signIn(browser, email);
    expect(refused.status).toBe(403);
    expect(refused.data.error.code).toBe("ACCOUNT_SUSPENDED");
    expect(refused.data.error.message).toMatch(
      /^Your account is suspended until .+ \(Irish time\)\. Reason: Spamming referral links$/,
    );

    // In the page's language, its date too: the sign-in hook that refuses it runs outside the request.
    const inSpanish = await t.browser().submit<Answer>("/es/auth", {
      intent: "sign-in",
      email,
      password: "cliffs-of-moher",
    });
    expect(inSpanish.status).toBe(403);
    expect(inSpanish.data.error.message).toMatch(
      /^Tu cuenta está suspendida hasta el \d+ de \p{L}+ de \d{4} a las \d{1,2}:\d\d \(hora de Irlanda\)\. Motivo: Spamming referral links$/u,
    );

    // The page under the refusal: the request for a review, with the email and password above it.
    const page = await browser.submitDocument("/auth", { intent: "sign-in", email, password: "cliffs-of-moher" });
    const html = await page.text();
    expect(html).toContain("Ask for a review");
    expect(html).toContain("Why should the moderators look again?");

    // Who is asking: the password says so (a wrong one is refused, and counted like a failed sign-in).
    const wrong = await appeal(t.browser(), email, "It was not spam.", "not-the-password");
    expect(wrong.status).toBe(401);
    expect(wrong.data.error.message).toBe("Incorrect email or password. Please try again.");
    const empty = await appeal(browser, email, "   ");
    expect(empty.data.error).toMatchObject({ field: "appeal" });

    const asked = await appeal(browser, email, "Those were links to the college's own housing office.");
    expect(asked.status).toBe(200);
    expect(asked.data.toast).toMatchObject({ title: "Review requested" });
    const memberId = await idOf(email);
    const item = (await readQueue(db(), "newest")).find((entry) => entry.targetId === memberId);
    expect(item?.reports.map((report) => [report.reason, report.details])).toEqual([
      ["review", "Those were links to the college's own housing office."],
    ]);
    const twice = await appeal(browser, email, "Please?");
    expect(twice.status).toBe(409);
    expect(twice.data.error.message).toBe("You have already asked for a review of this.");

    // The moderator lifts it from the queue: the request is answered, and the member signs in.
    const lifted = await moderator.submit("/moderation", {
      intent: "unsuspend",
      targetType: "user",
      targetId: memberId,
    });
    expect(lifted.status).toBe(200);
    expect((await readQueue(db(), "newest")).some((entry) => entry.targetId === memberId)).toBe(false);
    expect((await signIn(t.browser(), email)).redirect).toBe("/community/forum");
    const notNow = await appeal(t.browser(), email, "Again");
    expect(notNow.status).toBe(409);
    expect(notNow.data.error.message).toBe("Your account is not suspended: sign in with your email and password.");
  });

  // better-auth makes the session (and so runs the suspension check) before its two-factor step replaces it.
  it("with two-factor sign-in is told at the password, not sent to a code that could not sign them in", async () => {
    const email = "two-factor-suspended@example.com";
    await signedInMember(t, email);
    await db().execute(sql`UPDATE users SET two_factor_enabled = true WHERE email = ${email}`);
    const before = t.browser();
    expect((await signIn(before, email)).redirect).toMatch(/^\/auth\/two-factor/);
    await suspend(email, "Selling PPS numbers");
    const browser = t.browser();
    const refused = await signIn(browser, email);
    expect(refused.status).toBe(403);
    expect(refused.data.error.message).toMatch(/^Your account is suspended until .+\. Reason: Selling PPS numbers$/);
    expect([...browser.cookies.keys()].some((name) => name.includes("two_factor"))).toBe(false);
  });

  it("signed out by the suspension is told why on the next page, once; the dead cookie is cleared", async () => {
    const email = "signed-out@example.com";
    const browser = await signedInMember(t, email);
    expect((await flashOf(browser)).user).not.toBeNull();
    await suspend(email, "Repeated insults");
    const next = await flashOf(browser);
    expect(next.user).toBeNull();
    expect(next.flash).toMatchObject({ title: "You have been signed out", variant: "destructive" });
    expect(next.flash!.description).toMatch(
      /^Your account is suspended until .+ \(Irish time\)\. Reason: Repeated insults\. To ask the moderators for a review, sign in with your email and password\.$/,
    );
    expect([...browser.cookies.keys()].some((name) => name.endsWith("session_token"))).toBe(false);
    expect((await flashOf(browser)).flash).toBeNull();
    // Without JavaScript the same words are a banner in the page.
    const other = await signedInMember(t, "signed-out-2@example.com");
    await suspend("signed-out-2@example.com", "Repeated insults");
    const html = await (await other.request("/community/forum")).text();
    expect(html).toContain("You have been signed out");
    expect(html).toContain("Reason: Repeated insults");
  });

  it("a session cookie that signs nobody in, for whatever reason, is cleared on the next page and says nothing", async () => {
    const email = "ended-elsewhere@example.com";
    const browser = await signedInMember(t, email);
    await db().execute(sql`DELETE FROM sessions WHERE user_id = ${await idOf(email)}`);
    const next = await flashOf(browser);
    expect(next.user).toBeNull();
    expect(next.flash).toBeNull();
    // Cleared: the next pages do not look the dead cookie up again.
    expect([...browser.cookies.keys()].some((name) => name.endsWith("session_token"))).toBe(false);
  });

  it("whose session outlived the suspension (they crossed) is told on that very request", async () => {
    const email = "crossed@example.com";
    const browser = await signedInMember(t, email);
    await db().execute(
      sql`UPDATE users SET suspended_until = now() + interval '1 day', suspension_reason = 'Crossed' WHERE email = ${email}`,
    );
    const page = await flashOf(browser);
    expect(page.user).toBeNull();
    expect(page.flash?.description).toContain("Reason: Crossed");
  });

  it("whose suspension was lifted before they came back is simply signed out, with nothing to tell", async () => {
    const email = "lifted@example.com";
    const browser = await signedInMember(t, email);
    await suspend(email);
    await moderator.submit("/moderation", { intent: "unsuspend", targetType: "user", targetId: await idOf(email) });
    const page = await flashOf(browser);
    expect(page.user).toBeNull();
    expect(page.flash).toBeNull();
  });
});

describe("the sign-in page", () => {
  it("names no phone number: there is no phone sign-in", async () => {
    const html = await (await t.browser().request("/auth")).text();
    expect(html).not.toMatch(/phone/i);
    const refused = await signIn(t.browser(), "", "");
    expect(refused.data.error.message).toBe("You must provide an email address and a password");
  });
});
