import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHECKLIST_MESSAGES } from "../../common/start-checklist";
import { START_CHECKLIST, START_STEP_IDS } from "../../content/start-checklist";
import { signedInMember } from "../helpers/members";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";

/** Issue #18, part 4: the first-week checklist at /start, kept in the account when signed in. */
let t: TestApp;
let member: TestBrowser;
let other: TestBrowser;

type Result = {
  ok: boolean;
  data?: { intent: string; stepId?: string; done?: boolean | string[] };
  error?: { message: string; code: string; field?: string };
};

beforeAll(async () => {
  t = await createTestApp();
  [member, other] = await Promise.all([
    signedInMember(t, "ticks@example.com"),
    signedInMember(t, "other-ticks@example.com"),
  ]);
});
afterAll(async () => {
  await t.close();
});

const stored = async (email: string) =>
  (
    await t.database.db.execute<{ step_id: string }>(
      sql`SELECT step_id FROM checklist_steps JOIN users ON users.id = checklist_steps.user_id
          WHERE users.email = ${email} ORDER BY step_id`,
    )
  ).rows.map((row) => row.step_id);

/** The account's ticks as the page's loader gives them. */
const loaderDone = async (browser: TestBrowser) => {
  const result = await browser.load<Record<string, { data: { done: string[] | null; signedIn: boolean } }>>("/start");
  return result.data["routes/start"]!.data;
};

describe("the /start page", () => {
  it("renders every step, in order, with its guide and official links, for anyone (no JavaScript needed)", async () => {
    const response = await t.browser().request("/start", { headers: { Accept: "text/html" } });
    expect(response.status).toBe(200);
    const html = (await response.text()).replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&");
    expect(html).toContain("Your first week in Ireland");
    expect(html).toMatch(/<ol[^>]*>/);
    let last = -1;
    for (const step of START_CHECKLIST) {
      const at = html.indexOf(`id="${step.id}"`);
      expect(at, step.id).toBeGreaterThan(last);
      last = at;
      expect(html).toContain(`href="${step.guide}"`);
      expect(html).toContain(`href="${step.official.url}"`);
    }
    // Signed out and without JavaScript: no controls that cannot work, and a way to keep progress.
    expect(html).not.toContain("aria-pressed");
    expect(html).toContain('href="/auth?redirectTo=%2Fstart"');
    expect(html).toContain(`${START_STEP_IDS.length} steps`);
  });

  it("shows a member their ticks and a form per step that works without JavaScript", async () => {
    const response = await member.request("/start", { headers: { Accept: "text/html" } });
    const html = await response.text();
    expect(html.match(/<form[^>]*action="\/start" method="post"/g)).toHaveLength(START_STEP_IDS.length);
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(START_STEP_IDS.length);
    expect(html).toContain(`0 of ${START_STEP_IDS.length} done`);
  });
});

describe("ticking steps off", () => {
  it("refuses a signed-out visitor: 401 to a fetcher, the sign-in page (and back) to a plain form", async () => {
    const anonymous = t.browser();
    const result = await anonymous.submit<Result>("/start", { intent: "toggle", stepId: "gp", done: "true" });
    expect(result.status).toBe(401);
    expect(result.data).toMatchObject({
      ok: false,
      error: { code: "UNAUTHENTICATED", message: CHECKLIST_MESSAGES.signIn },
    });
    const page = await anonymous.submitDocument("/start", { intent: "toggle", stepId: "gp", done: "true" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe(`/auth?redirectTo=${encodeURIComponent("/start#gp")}`);
    expect(await stored("ticks@example.com")).toEqual([]);
  });

  it("refuses a step that is not on the list with a 400 and a message, and stores nothing", async () => {
    for (const stepId of ["no-such-step", "", "gp ", "x".repeat(200)]) {
      const result = await member.submit<Result>("/start", { intent: "toggle", stepId, done: "true" });
      expect(result.status, stepId).toBe(400);
      expect(result.data.error).toMatchObject({ message: CHECKLIST_MESSAGES.unknownStep, field: "stepId" });
    }
    const missing = await member.submit<Result>("/start", { intent: "toggle", done: "true" });
    expect(missing.status).toBe(400);
    const badDone = await member.submit<Result>("/start", { intent: "toggle", stepId: "gp", done: "yes" });
    expect(badDone.status).toBe(400);
    expect(badDone.data.error?.message).toBe(CHECKLIST_MESSAGES.badDone);
    const badIntent = await member.submit<Result>("/start", { intent: "delete-everything", stepId: "gp" });
    expect(badIntent.status).toBe(400);
    expect(JSON.stringify(badIntent.data)).toContain(CHECKLIST_MESSAGES.unknownIntent);
    // A plain form gets the page back with the message (a 400, not an error screen).
    const page = await member.submitDocument("/start", { intent: "toggle", stepId: "no-such-step", done: "true" });
    expect(page.status).toBe(400);
    expect((await page.text()).replace(/&#x27;|&#39;/g, "'")).toContain(CHECKLIST_MESSAGES.unknownStep);
    expect(await stored("ticks@example.com")).toEqual([]);
  });

  it("refuses a body larger than the form could ever be (413), and one that is not a form (415)", async () => {
    // Browsers declare the length of a form they post; the site-wide limit catches a chunked body.
    const body = new URLSearchParams({ intent: "toggle", stepId: "gp", done: "true", padding: "x".repeat(8 * 1024) });
    const big = await member.request("/start.data", {
      method: "POST",
      body: body.toString(),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": String(body.toString().length),
      },
    });
    expect(big.status).toBe(413);
    expect(await big.text()).toContain("That is more than this form accepts.");
    const json = await member.request("/start.data", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ intent: "toggle", stepId: "gp", done: "true" }),
    });
    expect(json.status).toBe(415);
  });

  it("keeps a tick and takes it back (fetcher), idempotently", async () => {
    const on = await member.submit<Result>("/start", { intent: "toggle", stepId: "bank-account", done: "true" });
    expect(on.status).toBe(200);
    expect(on.data).toMatchObject({ ok: true, data: { intent: "toggle", stepId: "bank-account", done: true } });
    await member.submit<Result>("/start", { intent: "toggle", stepId: "bank-account", done: "true" });
    expect(await stored("ticks@example.com")).toEqual(["bank-account"]);
    expect((await loaderDone(member)).done).toEqual(["bank-account"]);

    const off = await member.submit<Result>("/start", { intent: "toggle", stepId: "bank-account", done: "false" });
    expect(off.data).toMatchObject({ ok: true, data: { done: false } });
    expect(await stored("ticks@example.com")).toEqual([]);
  });

  it("ticks without JavaScript: a plain form post comes back to the step, and the page shows it ticked", async () => {
    const page = await member.submitDocument("/start", { intent: "toggle", stepId: "pps-number", done: "true" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/start#pps-number");
    const html = await (await member.request("/start", { headers: { Accept: "text/html" } })).text();
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
    expect(html).toContain(`1 of ${START_STEP_IDS.length} done`);
    // The ticked step's form now offers to untick it.
    const form = html.slice(
      html.indexOf('value="pps-number"'),
      html.indexOf("</form>", html.indexOf('value="pps-number"')),
    );
    expect(form).toContain('name="done" value="false"');
    await member.submitDocument("/start", { intent: "toggle", stepId: "pps-number", done: "false" });
    expect(await stored("ticks@example.com")).toEqual([]);
  });
});

describe("saving a browser's ticks to the account", () => {
  it("adds them, answers the account's ticks, and changes nothing when sent again", async () => {
    await member.submit<Result>("/start", { intent: "toggle", stepId: "gp", done: "true" });
    const form = new URLSearchParams({ intent: "import" });
    for (const id of ["travel-card", "gp", "travel-card"]) form.append("stepId", id);
    const send = () => member.request("/start.data", { method: "POST", body: form });
    const first = await send();
    expect(first.status).toBe(200);
    expect(await stored("ticks@example.com")).toEqual(["gp", "travel-card"]);
    const again = await send();
    expect(again.status).toBe(200);
    expect(await stored("ticks@example.com")).toEqual(["gp", "travel-card"]);
    // In the checklist's order.
    expect((await loaderDone(member)).done).toEqual(["travel-card", "gp"]);
  });

  it("refuses more ids than the checklist has steps, an unknown id, or none, with a 400, saving nothing", async () => {
    const before = await stored("ticks@example.com");
    const tooMany = new URLSearchParams({ intent: "import" });
    for (let i = 0; i <= START_STEP_IDS.length; i++)
      tooMany.append("stepId", START_STEP_IDS[i % START_STEP_IDS.length]!);
    const unknown = new URLSearchParams({ intent: "import" });
    unknown.append("stepId", "pps-number");
    unknown.append("stepId", "not-a-step");
    const cases: [URLSearchParams, string][] = [
      [tooMany, CHECKLIST_MESSAGES.tooMany],
      [unknown, CHECKLIST_MESSAGES.unknownStep],
      [new URLSearchParams({ intent: "import" }), CHECKLIST_MESSAGES.nothingToSave],
    ];
    for (const [body, message] of cases) {
      const response = await member.request("/start.data", { method: "POST", body });
      expect(response.status, message).toBe(400);
      expect(await response.text()).toContain(message);
    }
    expect(await stored("ticks@example.com")).toEqual(before);
  });
});

describe("privacy", () => {
  it("never shows one member's ticks to another, nor to a signed-out visitor", async () => {
    expect((await stored("ticks@example.com")).length).toBeGreaterThan(0);
    expect((await loaderDone(other)).done).toEqual([]);
    expect(await loaderDone(t.browser())).toMatchObject({ done: null, signedIn: false });
    await other.submit<Result>("/start", { intent: "toggle", stepId: "register-immigration", done: "true" });
    expect((await loaderDone(other)).done).toEqual(["register-immigration"]);
    expect((await loaderDone(member)).done).not.toContain("register-immigration");
    // Unticking in one account leaves the other's tick alone.
    await other.submit<Result>("/start", { intent: "toggle", stepId: "gp", done: "false" });
    expect(await stored("ticks@example.com")).toContain("gp");
  });

  it("deletes a member's ticks with their account", async () => {
    await t.database.db.execute(sql`DELETE FROM users WHERE email = 'other-ticks@example.com'`);
    const left = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM checklist_steps WHERE step_id = 'register-immigration'`,
    );
    expect(Number(left.rows[0]!.n)).toBe(0);
  });
});
