import axe from "axe-core";
import { chromium, type Browser, type BrowserContext, type Page, type Route } from "playwright-core";
import { expect } from "vitest";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * A headless Chromium whose new contexts register no service worker unless `serviceWorkers: "allow"` is
 * given here (the offline and language walks) or to `newContext`. Every page of the site registers it at
 * load, and it then precaches about 250 files: in each of the suite's ~250 contexts that was work beside the
 * test on a 2-core machine, it raced the page's own modules, and once it controls the page, `page.route`
 * no longer sees what the page fetches. What the worker does is the offline suite's subject.
 */
export async function launchBrowser({
  serviceWorkers = "block",
}: { serviceWorkers?: "allow" | "block" } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers, ...options });
  const newPage = browser.newPage.bind(browser);
  browser.newPage = (options = {}) => newPage({ serviceWorkers, ...options });
  return browser;
}

/** What Playwright's stand-in for `navigator.serviceWorker.register` logs in a context that blocks workers. */
export const SERVICE_WORKER_BLOCKED_WARNING = "Service Worker registration blocked by Playwright";

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 800 };

/** Runs axe-core in the page and fails with a readable list of the violations. */
export async function expectNoAxeViolations(page: Page, context = page.url()) {
  // Evaluated through the DevTools protocol, not as an inline <script>, which the page's CSP refuses.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ["violations"],
    });
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
  expect(violations.join("\n"), `axe violations on ${context}`).toBe("");
}

/** Holds the site's scripts back until `release` is called: the page is as a slow phone first shows it. */
export async function slowScripts(context: BrowserContext) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/.+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}
