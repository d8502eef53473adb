import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guidePaths } from "../../content/guides";
import { DESKTOP, expectNoAxeViolations, launchBrowser, PHONE } from "./helpers/browser";
import { startServer, type TestServer } from "./helpers/server";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(path: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto(server.url + path, { waitUntil: "networkidle" });
  return page;
}

describe("accessibility (axe-core)", () => {
  const paths = [
    "/",
    "/housing/rental-process",
    "/terms-and-conditions",
    "/glossary",
    "/community/forum/c/housing",
    "/community/forum?sort=top&period=week",
    "/no-such-page",
  ];
  it.each(paths)("%s has no violations", async (path) => {
    const page = await open(path);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  // The guide pages are prerendered HTML that hydration does not change (one of them is checked hydrated
  // above): one tab visits them all with the site's scripts left unloaded, checked once loaded (CI time:
  // a fresh context, a network-idle wait and a hydration per page cost ~2 minutes).
  describe("guide pages", () => {
    let guidePage: Page;
    beforeAll(async () => {
      guidePage = await (await browser.newContext({ viewport: DESKTOP, reducedMotion: "reduce" })).newPage();
      await guidePage.route("**/assets/*.js", (route) => route.abort());
    });
    afterAll(() => guidePage.context().close());
    it.each(guidePaths())("%s has no violations", async (path) => {
      const response = await guidePage.goto(server.url + path, { waitUntil: "load" });
      expect(response?.status()).toBe(200);
      await expectNoAxeViolations(guidePage);
    });
  });

  it("has no violations at phone width with the menu open", async () => {
    const page = await open("/", PHONE);
    await page.getByRole("banner").getByLabel("Menu").click();
    await expect.poll(() => page.locator("#mobile-menu").isVisible()).toBe(true);
    await expectNoAxeViolations(page, "/ (phone, menu open)");
    await page.context().close();
  });
});

describe("header", () => {
  it("collapses into a menu at 375 px that works with the keyboard", async () => {
    const page = await open("/", PHONE);
    const header = page.getByRole("banner");
    await expect.poll(() => header.getByRole("link", { name: "Housing", exact: true }).isVisible()).toBe(false);
    const menuButton = header.getByLabel("Menu");
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator("#mobile-menu").isVisible()).toBe(true);
    const housing = page.locator("#mobile-menu").getByRole("link", { name: "Housing" });
    await housing.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.url}/housing`);
    await expect.poll(() => page.locator("#mobile-menu").isHidden()).toBe(true);
    await expect.poll(() => page.locator("h1").textContent()).toContain("Housing");
    await page.context().close();
  });

  it("highlights the active section by path prefix", async () => {
    const page = await open("/legal/gnib-registration");
    const nav = page.getByRole("navigation", { name: "Guide sections" });
    expect(await nav.locator("[aria-current=page]").allTextContents()).toEqual(["Legal"]);
    await page.context().close();
  });

  it("opens the terms in a new tab from the footer", async () => {
    const page = await open("/");
    const terms = page.getByRole("contentinfo").getByRole("link", { name: /Terms of Use/ });
    expect(await terms.getAttribute("target")).toBe("_blank");
    await page.context().close();
  });
});

/** React has hydrated the page (the root sets data-hydrated). */
const hydrated = (page: Page) => page.evaluate(() => "hydrated" in document.documentElement.dataset);
/** The page's route modules have run (React Router registers them on window). */
const modulesRan = (page: Page) => page.evaluate(() => "__reactRouterRouteModules" in window);

describe("prerendered pages hydrate on first use (ADR 0020)", () => {
  it("load without running the site's scripts, offer Sign In, and hydrate on a key", async () => {
    const page = await open("/housing/rental-process");
    expect(await modulesRan(page)).toBe(false);
    expect(await hydrated(page)).toBe(false);
    expect(await page.getByRole("banner").getByRole("link", { name: "Sign In" }).isVisible()).toBe(true);
    await page.keyboard.press("Shift");
    await expect.poll(() => hydrated(page)).toBe(true);
    await page.context().close();
  });

  it("hold a tap on a script-only button until hydrated, then do it", async () => {
    const page = await open("/legal/pps-application");
    expect(await hydrated(page)).toBe(false);
    const theme = await page.evaluate(() => document.documentElement.dataset.theme);
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Switch to (dark|light) theme$/ })
      .click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).not.toBe(theme);
    expect(await hydrated(page)).toBe(true);
    await page.context().close();
  });

  it("open the phone menu at a tap before hydration: it needs no script", async () => {
    const page = await open("/legal/pps-application", PHONE);
    await page.getByRole("banner").getByLabel("Menu").click();
    expect(await page.locator("#mobile-menu").getByRole("link", { name: "Housing" }).isVisible()).toBe(true);
    // Hydration (the tap started it) leaves it open.
    await expect.poll(() => hydrated(page)).toBe(true);
    expect(await page.locator("#mobile-menu").isVisible()).toBe(true);
    await page.context().close();
  });

  it("hydrate at once where this browser had a member, and forget the hint once signed out", async () => {
    const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: "reduce" });
    await context.addInitScript(() => {
      if (!sessionStorage.getItem("hinted")) localStorage.setItem("ireland-guide-member", "1");
      sessionStorage.setItem("hinted", "1");
    });
    const page = await context.newPage();
    await page.goto(server.url + "/housing/rental-process");
    // No input: the hint alone starts the scripts, and the viewer answers that no one is signed in.
    await expect.poll(() => hydrated(page)).toBe(true);
    await expect.poll(() => page.getByRole("banner").getByRole("link", { name: "Sign In" }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("ireland-guide-member"))).toBe(null);
    await context.close();
  });
});

describe("a visitor's forum page starts its scripts after its first paint (ADR 0043, ADR 0050)", () => {
  it("names no module in its HTML, and runs them once loaded and idle, with no one touching it", async () => {
    // The modules are asked for after the page has loaded, not named in its HTML; the page starts once idle
    // because it shows the live feed (a guide page waits for the reader, above).
    const html = await (await fetch(server.url + "/community/forum")).text();
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toMatch(/<script[^>]* id="deferred-entry" data-modules="[^"]+" data-idle>/);
    const page = await open("/community/forum", PHONE);
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => hydrated(page)).toBe(true);
    await page.context().close();
  });

  it("opens the search palette at the first Ctrl+K, pressed before the scripts ran", async () => {
    // On a guide page, which waits for the reader: the forum's may have started by itself already.
    const page = await open("/housing/rental-process");
    expect(await modulesRan(page)).toBe(false);
    await page.keyboard.press("Control+k");
    await page.getByPlaceholder("Search information or forum posts...").waitFor();
    await page.context().close();
  });
});

describe("search palette", () => {
  for (const [term, path] of [
    ["leap", "/transport/transport-cards"],
    ["irp", "/legal/gnib-registration"],
    ["pps", "/legal/pps-application"],
  ]) {
    it(`Ctrl+K, '${term}', Enter goes to ${path}, closes and clears the palette`, async () => {
      const page = await open("/");
      await page.keyboard.press("Control+k");
      const input = page.getByPlaceholder("Search information or forum posts...");
      await input.waitFor();
      await input.fill(term);
      await expect.poll(() => page.locator("[cmdk-item][data-selected=true]").getAttribute("data-value")).toBe(path);
      await page.keyboard.press("Enter");
      await page.waitForURL(server.url + path);
      await expect.poll(() => input.isVisible()).toBe(false);
      await page.keyboard.press("Control+k");
      await expect.poll(() => input.inputValue()).toBe("");
      await page.context().close();
    });
  }

  it("offers the glossary entry for 'prsi' and goes to its anchor", async () => {
    const page = await open("/");
    await page.keyboard.press("Control+k");
    const input = page.getByPlaceholder("Search information or forum posts...");
    await input.waitFor();
    await input.fill("prsi");
    const entry = page.locator('[cmdk-item][data-value="/glossary#prsi"]');
    await expect.poll(() => entry.textContent()).toContain("PRSI: Pay Related Social Insurance");
    await entry.click();
    await page.waitForURL(server.url + "/glossary#prsi");
    await expect.poll(() => page.locator("#prsi").isVisible()).toBe(true);
    await page.context().close();
  });

  it("lists the spec's groups, keeps the list at most 300 px high and has no axe violations", async () => {
    const page = await open("/");
    await page.getByRole("link", { name: /Search information/ }).click();
    const list = page.locator("[cmdk-list]");
    await expect
      .poll(() => page.locator("[cmdk-group-heading]").allTextContents())
      .toEqual(["Housing", "Transport", "Education", "Healthcare", "Finance", "Community", "Legal", "Jobs and Career"]);
    expect((await list.boundingBox())!.height).toBeLessThanOrEqual(300);
    await expectNoAxeViolations(page, "open palette");
    await page.keyboard.press("Control+k");
    await expect.poll(() => list.isVisible()).toBe(false);
    await page.context().close();
  });

  it("says 'No results found.' when nothing matches", async () => {
    const page = await open("/");
    await page.keyboard.press("Control+k");
    await page.getByPlaceholder("Search information or forum posts...").fill("zzzyxq");
    await expect.poll(() => page.getByText("No results found.").isVisible()).toBe(true);
    await page.context().close();
  });
});

describe("error screen and motion", () => {
  it("shows prerendered guide content with JavaScript off", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server.url + "/legal/pps-application");
    expect(await page.locator("h1").textContent()).toBe("PPS Number Application");
    expect(await page.getByRole("heading", { name: "INTREO Offices" }).isVisible()).toBe(true);
    await context.close();
  });
});
