import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { START_CHECKLIST, START_CHECKLIST_STORAGE_KEY } from "../../content/start-checklist";
import { DESKTOP, expectNoAxeViolations, PHONE } from "./helpers/browser";
import { signedInMember } from "./helpers/members";
import { serverWithMailForThisFile } from "./helpers/suite";

/**
 * Issue #18, part 4: the first-week checklist at /start works with JavaScript and without it, keeps a
 * visitor's ticks in the browser and a member's in the account, and is axe clean on a desktop and a phone.
 */
describe("the first-week checklist (/start)", () => {
  const suite = serverWithMailForThisFile();
  const url = (path: string) => `${suite.server.url}${path}`;
  const total = START_CHECKLIST.length;
  const toggle = (page: Page, stepId: string) =>
    page.locator(`li#${stepId}`).getByRole("button", { name: "I've done this" });
  const pressed = (page: Page, stepId: string) => toggle(page, stepId).getAttribute("aria-pressed");
  const progress = (page: Page) => page.getByTestId("checklist-progress").textContent();

  async function newContext(options: { javaScriptEnabled?: boolean; viewport?: typeof DESKTOP } = {}) {
    const context = await suite.browser.newContext({ viewport: DESKTOP, reducedMotion: "reduce", ...options });
    context.setDefaultTimeout(10_000);
    return { context, page: await context.newPage() };
  }

  it("is linked from the home page", async () => {
    const { context, page } = await newContext();
    await page.goto(url("/"));
    await page.getByRole("link", { name: "First-week checklist" }).click();
    await page.waitForURL(url("/start"));
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Your first week in Ireland");
    await context.close();
  });

  it("keeps a visitor's tick in the browser (JavaScript): ticked, reloaded, still ticked, and untickable", async () => {
    const { context, page } = await newContext();
    // No inline script without the nonce (ADR 0012): the browser would report it.
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/content.security.policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(url("/start"));
    await toggle(page, "bank-account").click();
    await expect.poll(() => pressed(page, "bank-account")).toBe("true");
    expect(await progress(page)).toBe(`1 of ${total} done`);
    expect(await page.locator("main").textContent()).toContain("Your ticks are kept in this browser only.");

    await page.reload();
    await expect.poll(() => pressed(page, "bank-account")).toBe("true");
    expect(await pressed(page, "gp")).toBe("false");
    expect(await progress(page)).toBe(`1 of ${total} done`);
    await expectNoAxeViolations(page, "/start (visitor, desktop)");
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page, "/start (visitor, phone)");

    await toggle(page, "bank-account").click();
    await expect.poll(() => pressed(page, "bank-account")).toBe("false");
    await page.reload();
    await expect.poll(() => progress(page)).toBe(`0 of ${total} done`);
    expect(violations).toEqual([]);
    await context.close();
  });

  it("without JavaScript, shows every step and link to a visitor, with no controls that cannot work", async () => {
    const { context, page } = await newContext({ javaScriptEnabled: false, viewport: PHONE });
    await page.goto(url("/start"));
    const items = page.locator("main ol > li");
    expect(await items.count()).toBe(total);
    for (const step of START_CHECKLIST) {
      const item = page.locator(`li#${step.id}`);
      expect(await item.getByRole("heading").textContent()).toBe(step.title);
      expect(await item.locator(`a[href="${step.guide}"]`).count()).toBe(1);
      expect(await item.locator(`a[href="${step.official.url}"]`).count()).toBe(1);
    }
    expect(await page.locator("main ol button").count()).toBe(0);
    await page.locator("main").getByRole("link", { name: "Sign in" }).click();
    expect(page.url()).toBe(url(`/auth?redirectTo=${encodeURIComponent("/start")}`));
    await context.close();
  });

  it("lets a member without JavaScript tick a step with the plain form, and shows it after a reload", async () => {
    const member = await signedInMember(
      suite.browser,
      suite.server.url,
      suite.smtp,
      `start-plain-${Date.now()}@example.com`,
    );
    const cookies = await member.context.cookies();
    await member.context.close();
    const { context, page } = await newContext({ javaScriptEnabled: false, viewport: PHONE });
    await context.addCookies(cookies);

    await page.goto(url("/start"));
    expect(await progress(page)).toBe(`0 of ${total} done`);
    await toggle(page, "gp").click();
    expect(page.url()).toBe(url("/start#gp"));
    expect(await pressed(page, "gp")).toBe("true");
    await page.reload();
    expect(await pressed(page, "gp")).toBe("true");
    expect(await progress(page)).toBe(`1 of ${total} done`);

    await toggle(page, "gp").click();
    expect(await pressed(page, "gp")).toBe("false");
    await context.close();
  });

  it("saves a visitor's ticks to the account at sign-in, then keeps ticks in the account (JavaScript)", async () => {
    const email = `start-js-${Date.now()}@example.com`;
    const { context, page } = await signedInMember(suite.browser, suite.server.url, suite.smtp, email);
    // Ticked in this browser before signing in.
    await page.goto(url("/terms-and-conditions"));
    await page.evaluate(
      ([key, value]) => window.localStorage.setItem(key!, value!),
      [START_CHECKLIST_STORAGE_KEY, JSON.stringify({ done: ["travel-card", "pps-number"], fromAccount: false })],
    );

    await page.goto(url("/start"));
    await expect.poll(() => pressed(page, "travel-card")).toBe("true");
    expect(await pressed(page, "pps-number")).toBe("true");
    await expect.poll(() => page.getByText("Checklist saved").count()).toBeGreaterThan(0);
    // Now the browser's copy follows the account.
    await expect
      .poll(() => page.evaluate((key) => window.localStorage.getItem(key), START_CHECKLIST_STORAGE_KEY))
      .toBe(JSON.stringify({ done: ["travel-card", "pps-number"], fromAccount: true }));

    // A tick with JavaScript (a fetcher): shown at once, kept in the account.
    await toggle(page, "register-immigration").click();
    await expect.poll(() => pressed(page, "register-immigration")).toBe("true");
    await expect.poll(() => progress(page)).toBe(`3 of ${total} done`);
    await expectNoAxeViolations(page, "/start (member, desktop)");
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page, "/start (member, phone)");

    // Another device (no shared storage, no JavaScript) sees the account's ticks.
    const other: { context: BrowserContext; page: Page } = await newContext({ javaScriptEnabled: false });
    await other.context.addCookies(await context.cookies());
    await other.page.goto(url("/start"));
    expect(await progress(other.page)).toBe(`3 of ${total} done`);
    for (const id of ["travel-card", "register-immigration", "pps-number"]) {
      expect(await pressed(other.page, id), id).toBe("true");
    }
    await other.context.close();

    // Signed out on this (perhaps shared) computer: the account's ticks are not left behind for the next person.
    await context.clearCookies();
    await page.goto(url("/start"));
    await expect.poll(() => progress(page)).toBe(`0 of ${total} done`);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), START_CHECKLIST_STORAGE_KEY)).toBe(
      JSON.stringify({ done: [], fromAccount: false }),
    );
    await context.close();
  });
});
