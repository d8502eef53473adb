import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DESKTOP } from "./helpers/browser";
import { signedInMember } from "./helpers/members";
import { serverWithMailForThisFile } from "./helpers/suite";

/** Issue #13: scripts run under a Content-Security-Policy without 'unsafe-inline' (ADR 0012). */
const suite = serverWithMailForThisFile();

/** Every violation that the context's pages report, as events and as console messages. */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding("__cspViolation", (_source, text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __cspViolation(text: string): void }).__cspViolation;
      report(`${event.effectiveDirective}: ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  context.on("console", (message) => {
    if (/content.security.policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** A page in dark mode: the theme script in <head> marks the document dark, hydration relabels the toggle. */
async function openDark(path: string) {
  const context = await suite.browser.newContext({ viewport: DESKTOP, colorScheme: "dark", reducedMotion: "reduce" });
  context.setDefaultTimeout(10_000);
  const violations = await watchViolations(context);
  const page = await context.newPage();
  const response = await page.goto(suite.server.url + path);
  return { context, page, violations, policy: (await response!.headerValue("content-security-policy")) ?? "" };
}

async function expectScriptsRanAndHydrated(page: Page) {
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark"); // the inline theme script
  await page.keyboard.press("Shift"); // prerendered pages hydrate on first use (ADR 0020)
  await page.getByRole("button", { name: "Switch to light theme" }).waitFor(); // React has hydrated
}

/** Follows a link without reloading the document (a full load would lose the marker). */
async function navigateClientSide(page: Page, link: ReturnType<Page["getByRole"]>, path: string, heading: string) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await link.click();
  await page.waitForURL(suite.server.url + path);
  await expect.poll(() => page.locator("h1").textContent()).toContain(heading);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
}

describe("content security policy in the browser", () => {
  it("a server-rendered page runs its nonced scripts, hydrates and navigates client-side", async () => {
    const { context, page, violations, policy } = await openDark("/auth");
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='; /);
    await expectScriptsRanAndHydrated(page);
    const housing = page.getByRole("navigation", { name: "Guide sections" }).getByRole("link", { name: "Housing" });
    await navigateClientSide(page, housing, "/housing", "Housing");
    expect(violations).toEqual([]);
    await context.close();
  });

  it("a forum page kept for anonymous readers runs its hashed scripts and hydrates (ADR 0018)", async () => {
    for (const visit of ["rendered and kept", "from memory"]) {
      const { context, page, violations, policy } = await openDark("/community/forum");
      expect(policy, visit).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+; /);
      expect(policy, visit).not.toContain("nonce-");
      await expectScriptsRanAndHydrated(page);
      const housing = page.getByRole("navigation", { name: "Guide sections" }).getByRole("link", { name: "Housing" });
      await navigateClientSide(page, housing, "/housing", "Housing");
      expect(violations, visit).toEqual([]);
      await context.close();
    }
  });

  it("a prerendered guide runs its hashed scripts, hydrates and navigates client-side to a rendered page", async () => {
    const { context, page, violations, policy } = await openDark("/legal/pps-application");
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+; /);
    expect(policy).not.toContain("nonce-");
    await expectScriptsRanAndHydrated(page);
    await navigateClientSide(
      page,
      page.getByRole("contentinfo").getByRole("link", { name: "Forum" }),
      "/community/forum",
      "Community Forum",
    );
    expect(violations).toEqual([]);
    await context.close();
  });

  it("refuses an inline script that has neither the nonce nor a listed hash, and the watch sees it", async () => {
    for (const path of ["/auth", "/legal/pps-application"]) {
      const { context, page, violations } = await openDark(path);
      await expectScriptsRanAndHydrated(page);
      await page.evaluate(() => {
        const script = document.createElement("script");
        script.textContent = "window.injected = true";
        document.body.append(script);
      });
      await expect.poll(() => violations.length).toBeGreaterThan(0);
      expect(violations.join("\n")).toContain("script-src");
      expect(await page.evaluate(() => "injected" in window)).toBe(false);
      await context.close();
    }
  });

  it("a member's lazily loaded menu and the avatar preview (a blob: image) are allowed", async () => {
    const { context, page } = await signedInMember(suite.browser, suite.server.url, suite.smtp, "csp@example.com");
    const violations = await watchViolations(context);
    await page.goto(`${suite.server.url}/dashboard`);
    await page.getByRole("button", { name: /Account menu/ }).click(); // the menu's module is imported on demand
    await page.getByRole("menuitem").first().waitFor();
    await page.keyboard.press("Escape");
    const editLink = await page.getByRole("link", { name: "Edit profile" }).getAttribute("href");
    await page.goto(suite.server.url + editLink!);
    const avatarFile = join(tmpdir(), `csp-avatar-${Date.now()}.png`);
    writeFileSync(
      avatarFile,
      await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0b6e3f" } })
        .png()
        .toBuffer(),
    );
    await page.getByLabel("Avatar").setInputFiles(avatarFile);
    const preview = page.getByRole("img", { name: "Preview of your new avatar" });
    expect(await preview.getAttribute("src")).toMatch(/^blob:/);
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
    expect(violations).toEqual([]);
    await context.close();
  });
});
