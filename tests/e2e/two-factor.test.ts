import { mkdirSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { codeAfter, totp, wrongTotp } from "../helpers/totp";
import { DESKTOP, expectNoAxeViolations } from "./helpers/browser";
import { PASSWORD, signedInMember } from "./helpers/members";
import { serverWithMailForThisFile } from "./helpers/suite";

/** Issue #14, points 3 and 4: the sessions list and two-factor sign-in, in Chromium. */

const SHOTS = process.env.SCREENSHOT_DIR ?? "/tmp/shots";
const FIREFOX_ON_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const NARROW = { width: 320, height: 720 };
const SLOW = { timeout: 10_000 };

describe("two-factor sign-in and the sessions list", () => {
  const suite = serverWithMailForThisFile();
  const url = (path: string) => `${suite.server.url}${path}`;
  const email = `two-factor-${Date.now()}@example.com`;
  let key = "";
  let recoveryCodes: string[] = [];
  /** The time step of the last code used: the server takes each step's code once (RFC 6238 §5.2). */
  let usedStep = 0;
  /** The code the app shows next, waited for as a member would when the one on screen has been used. */
  async function nextCode(): Promise<string> {
    const { code, step } = await codeAfter(key, usedStep);
    usedStep = step;
    return code;
  }

  async function context(options: { javaScriptEnabled?: boolean; userAgent?: string } = {}): Promise<BrowserContext> {
    const created = await suite.browser.newContext({ viewport: DESKTOP, reducedMotion: "reduce", ...options });
    created.setDefaultTimeout(10_000);
    return created;
  }

  /** A screenshot of one element at 1280 px and at 320 px wide, for looking at. */
  async function shoot(page: Page, selector: string, name: string) {
    mkdirSync(SHOTS, { recursive: true });
    for (const viewport of [DESKTOP, NARROW]) {
      await page.setViewportSize(viewport);
      await page.locator(selector).screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png` });
    }
    await page.setViewportSize(DESKTOP);
  }

  async function signInWithPassword(page: Page) {
    await page.goto(url("/auth"));
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.locator("main form").getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/\/auth\/two-factor/);
  }

  /** The focused element's name attribute. */
  const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("name") ?? null);

  it("turns two-factor on from settings: password, QR code and key, a code, the recovery codes once", async () => {
    const { page } = await signedInMember(suite.browser, suite.server.url, suite.smtp, email);
    await page.goto(url("/settings"));
    const section = page.locator("#two-factor");
    await expect.poll(() => section.getByText("Two-factor sign-in is off").isVisible()).toBe(true);
    await expect.poll(() => page.locator("#sessions").getByText("This device").isVisible()).toBe(true);
    await shoot(page, "#sessions", "settings-sessions");

    await section.getByRole("link", { name: "Turn on" }).click();
    await section.getByLabel("Current Password").waitFor();
    await section.getByLabel("Current Password").fill("not-my-password");
    await section.getByRole("button", { name: "Continue" }).click();
    await expect.poll(() => section.getByText("Your password is not correct.").isVisible(), SLOW).toBe(true);
    expect(await focusedName(page)).toBe("currentPassword"); // focus on the field in error
    await expectNoAxeViolations(page, "settings, step 1 with an error");
    await section.getByLabel("Current Password").fill(PASSWORD);
    await section.getByRole("button", { name: "Continue" }).click();

    await expect.poll(() => section.getByText("Step 2 of 3").isVisible(), SLOW).toBe(true);
    const qr = section.getByRole("img", { name: /QR code/ });
    expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    key = (await section.getByTestId("two-factor-key").textContent())!;
    expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    expect(await section.getByRole("button", { name: "Copy key" }).isVisible()).toBe(true);
    await expectNoAxeViolations(page, "settings, step 2");
    await shoot(page, "#two-factor", "settings-two-factor-setup");

    await section.getByLabel("6-digit code").fill(wrongTotp(key));
    await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect.poll(() => section.getByText("That code is not right.").isVisible(), SLOW).toBe(true);
    expect(await focusedName(page)).toBe("code");
    expect(await section.getByLabel("6-digit code").getAttribute("aria-invalid")).toBe("true");
    await shoot(page, "#two-factor", "settings-two-factor-wrong-code");
    await section.getByLabel("6-digit code").fill(await nextCode());
    await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();

    await expect.poll(() => section.getByText("Step 3 of 3").isVisible(), SLOW).toBe(true);
    recoveryCodes = await section.getByRole("list", { name: "Recovery codes" }).locator("li").allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{5}-[2-9A-HJKMNP-TV-Z]{5}$/);
    const download = section.getByRole("link", { name: "Download" });
    expect(await download.getAttribute("href")).toBe("/settings/recovery-codes");
    const file = await page.request.get(url("/settings/recovery-codes"));
    expect(file.headers()["content-disposition"]).toContain("attachment");
    expect(await file.text()).toContain(recoveryCodes[9]!);
    await expectNoAxeViolations(page, "settings, step 3");
    await shoot(page, "#two-factor", "settings-two-factor-codes");
    await section.getByRole("button", { name: "I have saved my recovery codes" }).click();
    await expect.poll(() => section.getByText("Two-factor sign-in is on").isVisible(), SLOW).toBe(true);
    expect(await section.textContent()).toContain("10 recovery codes left");
    await shoot(page, "#two-factor", "settings-two-factor-on");

    await expect
      .poll(() => suite.smtp.received.find((m) => m.to.includes(email) && /turned on/.test(m.subject))?.raw ?? "")
      .toMatch(/from Chrome on Linux\./);

    // Sign out, and back in: the password is not enough any more.
    await page.goto(url("/auth/sign-out"));
    await page.locator("main").getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL(url("/auth"));
    await signInWithPassword(page);
    await expect.poll(() => page.getByLabel("6-digit code").isVisible(), SLOW).toBe(true);
    expect(await focusedName(page)).toBe("code");
    await expectNoAxeViolations(page, "/auth/two-factor");
    await shoot(page, "main", "challenge");
    await page.getByLabel("6-digit code").fill(wrongTotp(key));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect.poll(() => page.locator("main").getByText("That code is not right.").isVisible(), SLOW).toBe(true);
    expect(await page.getByLabel("6-digit code").getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(page, "/auth/two-factor with an error");
    await shoot(page, "main", "challenge-wrong-code");
    await page.getByRole("link", { name: "Use a recovery code" }).click();
    await expect.poll(() => page.getByLabel("Recovery code").isVisible()).toBe(true);
    await expectNoAxeViolations(page, "/auth/two-factor?method=recovery");
    await shoot(page, "main", "challenge-recovery");
    await page.getByRole("link", { name: "Use the code from your app instead" }).click();
    await page.getByLabel("6-digit code").fill(await nextCode());
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await page.waitForURL(url("/community/forum"));
    await expect.poll(() => page.getByText("Welcome back!").first().isVisible()).toBe(true);
    await page.context().close();
  });

  it("signs another browser out from the sessions list", async () => {
    const laptop = await (await context()).newPage();
    await signInWithPassword(laptop);
    const laptopCode = await nextCode();
    await laptop.getByLabel("6-digit code").fill(laptopCode);
    await laptop.getByRole("button", { name: "Verify and sign in" }).click();
    await laptop.waitForURL(url("/community/forum"));

    // Someone who saw that code over the member's shoulder cannot use it again (RFC 6238 §5.2): it is
    // refused, with what to do. The other browser then uses a recovery code, typed in small letters with a
    // space, as read off paper.
    const other = await (await context({ userAgent: FIREFOX_ON_WINDOWS })).newPage();
    await signInWithPassword(other);
    await other.getByLabel("6-digit code").fill(laptopCode);
    await other.getByRole("button", { name: "Verify and sign in" }).click();
    await expect
      .poll(() => other.locator("main").getByText("That code has already been used.").isVisible(), SLOW)
      .toBe(true);
    await shoot(other, "main", "challenge-code-used");
    await other.getByRole("link", { name: "Use a recovery code" }).click();
    await other.getByLabel("Recovery code").fill(recoveryCodes[1]!.toLowerCase().replace("-", " "));
    await other.getByRole("button", { name: "Verify and sign in" }).click();
    await other.waitForURL(url("/community/forum"));
    await other.goto(url("/settings"));
    expect(other.url()).toBe(url("/settings"));

    await laptop.goto(url("/settings#sessions"));
    const sessions = laptop.locator("#sessions");
    const firefox = sessions.getByRole("listitem").filter({ hasText: "Firefox on Windows" });
    await expect.poll(() => firefox.count()).toBe(1);
    expect(await sessions.getByRole("listitem").filter({ hasText: "This device" }).textContent()).toContain(
      "Chrome on Linux",
    );
    await expectNoAxeViolations(laptop, "settings with several sessions");
    await shoot(laptop, "#sessions", "settings-sessions-several");
    await firefox.getByRole("button", { name: "Sign out Firefox on Windows" }).click();
    await expect.poll(() => firefox.count(), SLOW).toBe(0);
    await expect.poll(() => laptop.getByText("Firefox on Windows is signed out.").first().isVisible()).toBe(true);

    await other.reload();
    expect(new URL(other.url()).pathname).toBe("/auth"); // signed out: settings sends it to sign in
    await laptop.reload();
    expect(new URL(laptop.url()).pathname).toBe("/settings");
    await other.context().close();
    await laptop.context().close();
  });

  it("works without JavaScript: a recovery code at sign-in, then turning two-factor off", async () => {
    const page = await (await context({ javaScriptEnabled: false })).newPage();
    await signInWithPassword(page);
    await page.getByRole("link", { name: "Use a recovery code" }).click();
    await page.getByLabel("Recovery code").fill("wrong-code1");
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    expect(await page.locator("main").textContent()).toContain("That recovery code is not right");
    expect(await focusedName(page)).toBe("recoveryCode");
    await page.getByLabel("Recovery code").fill(recoveryCodes[0]!);
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    expect(page.url()).toBe(url("/community/forum"));
    expect(await page.locator('[role="status"]').first().textContent()).toContain("Welcome back!");

    await page.goto(url("/settings"));
    const section = page.locator("#two-factor");
    expect(await section.textContent()).toContain("8 recovery codes left");

    // New recovery codes, for the password: the old ones stop working, and a mail says so.
    await section.getByRole("link", { name: "Get new recovery codes" }).click();
    expect(page.url()).toBe(url("/settings?two-factor=new-codes#two-factor"));
    await shoot(page, "#two-factor", "settings-new-codes-password");
    await section.getByLabel("Current Password").fill("wrong-password");
    await section.getByRole("button", { name: "Get new recovery codes" }).click();
    expect(await section.textContent()).toContain("Your password is not correct.");
    expect(await focusedName(page)).toBe("currentPassword");
    await section.getByLabel("Current Password").fill(PASSWORD);
    await section.getByRole("button", { name: "Get new recovery codes" }).click();
    expect(page.url()).toBe(url("/settings#two-factor"));
    expect(await section.locator("h3").textContent()).toBe("Your new recovery codes");
    const renewed = await section.getByRole("list", { name: "Recovery codes" }).locator("li").allTextContents();
    expect(renewed).toHaveLength(10);
    expect(renewed.filter((code) => recoveryCodes.includes(code))).toEqual([]);
    await shoot(page, "#two-factor", "settings-new-codes");
    await section.getByRole("button", { name: "I have saved my recovery codes" }).click();
    expect(await section.textContent()).toContain("10 recovery codes left");
    await shoot(page, "#two-factor", "settings-two-factor-on-no-js");
    await expect
      .poll(() => {
        const mail = suite.smtp.received.find((m) => m.to.includes(email) && /New recovery codes/.test(m.subject));
        return mail?.raw.replace(/=\r?\n/g, "") ?? "";
      })
      .toMatch(/from Chrome on Linux\. The codes you had before no longer work\./);

    await section.getByRole("link", { name: "Turn off" }).click();
    expect(page.url()).toBe(url("/settings?two-factor=turn-off#two-factor"));
    await section.getByLabel("Current Password").fill("wrong-password");
    await section.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
    expect(await section.textContent()).toContain("Your password is not correct.");
    expect(await focusedName(page)).toBe("currentPassword");
    await section.getByLabel("Current Password").fill(PASSWORD);
    await section.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
    expect(page.url()).toBe(url("/settings#two-factor"));
    expect(await section.textContent()).toContain("Two-factor sign-in is off");
    await expect
      .poll(() => suite.smtp.received.some((m) => m.to.includes(email) && /turned off/.test(m.subject)))
      .toBe(true);

    // And back on, step by step, still without JavaScript.
    await section.getByRole("link", { name: "Turn on" }).click();
    await section.getByLabel("Current Password").fill(PASSWORD);
    await section.getByRole("button", { name: "Continue" }).click();
    const newKey = (await section.getByTestId("two-factor-key").textContent())!;
    expect(newKey).not.toBe(key);
    expect(await section.getByRole("button", { name: "Copy key" }).count()).toBe(0); // an enhancement only
    await section.getByLabel("6-digit code").fill(totp(newKey));
    await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    expect(await section.textContent()).toContain("Step 3 of 3");
    await shoot(page, "#two-factor", "settings-two-factor-codes-no-js");
    await section.getByRole("button", { name: "I have saved my recovery codes" }).click();
    expect(await section.textContent()).toContain("Two-factor sign-in is on");
    await page.context().close();
  });
});
