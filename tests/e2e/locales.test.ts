import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { guideSections } from "../../content/guides";
import { expectNoAxeViolations } from "./helpers/browser";
import { createPostQuickly } from "./helpers/forms";
import { PASSWORD, signedInMember } from "./helpers/members";
import { usernameFor } from "../helpers/members";
import { PROJECT_ROOT } from "./helpers/server";
import { serverWithMailForThisFile } from "./helpers/suite";

/**
 * Issue #33: every page route answers in every locale, with its language and direction, its hreflang
 * alternates and no raw message key; and, as a reader does it, the switcher changes the page to Arabic
 * (right to left) and to Portuguese, translated, with axe finding nothing in either. Screenshots at
 * 320 px in Arabic go to SCREENSHOTS_DIR (or /tmp/locale-shots) to be looked at.
 */
const suite = serverWithMailForThisFile({}, { serviceWorkers: "allow" });
const shots = process.env.SCREENSHOTS_DIR ?? "/tmp/locale-shots";

const LOCALES = [
  { prefix: "", lang: "en-IE", dir: "ltr" },
  { prefix: "/pt-br", lang: "pt-BR", dir: "ltr" },
  { prefix: "/es", lang: "es", dir: "ltr" },
  { prefix: "/zh-cn", lang: "zh-CN", dir: "ltr" },
  { prefix: "/uk", lang: "uk", dir: "ltr" },
  { prefix: "/ar", lang: "ar", dir: "rtl" },
];
const HREFLANGS = ["en", "pt-br", "es", "zh-cn", "uk", "ar", "x-default"];

/** Every key of the catalogue: none may show as text (a message called by a wrong name, or not compiled). */
const KEYS = Object.keys(JSON.parse(readFileSync(join(PROJECT_ROOT, "messages/en.json"), "utf8"))).filter(
  (key) => key !== "$schema",
);

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ");

describe("every page in every locale", () => {
  it("answers 200 (404 for the unknown address) with lang, dir, hreflang and no raw key", async () => {
    const { server, browser, smtp } = suite;
    const { context, page } = await signedInMember(browser, server.url, smtp, "locales@example.com");
    const postId = await createPostQuickly(page, server.url, "Where do I get a PPS number?");
    await context.close();
    const section = guideSections[0]!;
    const pages: [string, number][] = [
      ["/", 200],
      [`/${section.slug}`, 200],
      [`/${section.slug}/${section.guides[0]!.slug}`, 200],
      ["/start", 200],
      ["/glossary", 200],
      ["/community/forum", 200],
      [`/community/forum/posts/${postId}`, 200],
      ["/auth", 200],
      ["/search?q=visa", 200],
      ["/terms-and-conditions", 200],
      ["/moderation/log", 200],
      ["/connection-test", 200],
      ["/no-such-page", 404],
    ];
    for (const { prefix, lang, dir } of LOCALES) {
      for (const [path, status] of pages) {
        const address = path === "/" && prefix ? prefix : `${prefix}${path}`;
        const response = await fetch(server.url + address, { headers: { Accept: "text/html" } });
        expect(response.status, address).toBe(status);
        const html = await response.text();
        expect(html, address).toContain(`<html lang="${lang}" dir="${dir}"`);
        const words = text(html);
        for (const key of KEYS)
          expect(words, `${address} shows the key ${key}`).not.toMatch(new RegExp(`\\b${key}\\b`));
        if (status !== 200 || path === "/auth") continue;
        for (const hreflang of HREFLANGS) {
          expect(html, `${address} ${hreflang}`).toMatch(
            new RegExp(`<link rel="alternate" href="[^"]+" hrefLang="${hreflang}"`),
          );
        }
      }
    }
  }, 180_000);
});

describe("a reader switches language", () => {
  it("to Arabic and to Portuguese: direction, translated words, no axe violations; 320 px in Arabic", async () => {
    const { server, browser } = suite;
    mkdirSync(shots, { recursive: true });
    const context = await browser.newContext({ viewport: { width: 320, height: 720 }, reducedMotion: "reduce" });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    const guide = guideSections[0]!;
    await page.goto(`${server.url}/${guide.slug}/${guide.guides[0]!.slug}`);

    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "العربية" }).click();
    await page.waitForURL(`${server.url}/ar/${guide.slug}/${guide.guides[0]!.slug}`);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await page.locator("html").getAttribute("lang")).toBe("ar");
    // The header's navigation and the switcher read in Arabic.
    expect(await page.locator('header summary[aria-label="القائمة"]').count()).toBe(1);
    expect(await page.locator("header").getByRole("link", { name: "دخول", exact: true }).count()).toBe(1);
    expect(await page.getByRole("navigation", { name: "اللغة" }).count()).toBe(1);
    await expectNoAxeViolations(page, "Arabic guide page");
    await page.screenshot({ path: join(shots, "ar-guide-320.png"), fullPage: true });
    // The search palette is drawn in the browser, by the modules the Arabic page loaded (one client per
    // locale, ADR 0041): its words are Arabic too, and the reader stays on the page.
    await page.locator("header").getByRole("link", { name: "بحث..." }).click();
    await page.getByRole("dialog").getByPlaceholder("ابحث عن معلومات أو منشورات في المنتدى...").waitFor();
    expect(new URL(page.url()).pathname).toBe(`/ar/${guide.slug}/${guide.guides[0]!.slug}`);
    await page.keyboard.press("Escape");

    // The choice is remembered: the English address now opens the Arabic page.
    await page.goto(`${server.url}/community/forum`);
    await page.waitForURL(`${server.url}/ar/community/forum`);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await expectNoAxeViolations(page, "Arabic forum");
    await page.screenshot({ path: join(shots, "ar-forum-320.png"), fullPage: true });
    await page.goto(`${server.url}/ar/auth`);
    await page.screenshot({ path: join(shots, "ar-auth-320.png"), fullPage: true });
    // Links keep the locale.
    expect(await page.locator('a[href="/glossary"]').count()).toBe(0);
    expect(await page.locator('a[href="/ar/glossary"]').count()).toBeGreaterThan(0);

    await page.getByRole("navigation", { name: "اللغة" }).getByRole("link", { name: "Português (Brasil)" }).click();
    await page.waitForURL(`${server.url}/pt-br/auth`);
    expect(await page.locator("html").getAttribute("dir")).toBe("ltr");
    expect(await page.locator("html").getAttribute("lang")).toBe("pt-BR");
    expect(await page.getByRole("navigation", { name: "Idioma" }).count()).toBe(1);
    expect(await page.locator("header").getByRole("link", { name: "Entrar" }).count()).toBe(1);
    await expectNoAxeViolations(page, "Portuguese sign-in page");
    await context.close();
  }, 120_000);

  it("follows the logo home in every language once the page runs its scripts", async () => {
    // Issue #46: the router asked for /pt-br.data, which the English route table answered with 404, and a
    // translated page showed its error screen ("Algo deu errado") instead of the home page.
    const { server, browser } = suite;
    const context = await browser.newContext({ viewport: { width: 360, height: 720 }, reducedMotion: "reduce" });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    for (const { prefix } of LOCALES.filter(({ prefix }) => prefix)) {
      const words = JSON.parse(readFileSync(join(PROJECT_ROOT, `messages${prefix}.json`), "utf8")) as Record<
        string,
        string
      >;
      await page.goto(`${server.url}${prefix}/glossary`);
      // The palette opening is the reader's sign that the page's scripts run: the logo is then followed by them.
      await page.keyboard.press("Control+k");
      // A clean-clone CI once saw no palette after the first Ctrl+K, the key that wakes the page (its replay
      // after hydration can be lost: noted for issue #48/#49). A reader presses it again; the logo is the test.
      const palette = page.getByRole("dialog");
      if (
        !(await palette.waitFor({ timeout: 5_000 }).then(
          () => true,
          () => false,
        ))
      )
        await page.keyboard.press("Control+k");
      await palette.waitFor();
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "hidden" });
      await page.locator("header").getByRole("link", { name: "Ireland Guide" }).click();
      await page.getByRole("heading", { level: 1, name: words.home_title }).waitFor();
      expect(new URL(page.url()).pathname, prefix).toBe(prefix);
      expect(await page.getByText(words.ui_error_title!).count(), prefix).toBe(0);
    }
    await context.close();
  }, 120_000);

  it("suggests the browser's language on an English page, in one line, without moving the reader", async () => {
    const { server, browser } = suite;
    const context = await browser.newContext({ locale: "pt-BR" });
    const page = await context.newPage();
    await page.goto(`${server.url}/glossary`);
    expect(new URL(page.url()).pathname).toBe("/glossary");
    const line = page.getByRole("link", { name: "Esta página também está em Português (Brasil)" });
    expect(await line.isVisible()).toBe(true);
    expect(await line.getAttribute("href")).toBe("/language?locale=pt-br&to=%2Fpt-br%2Fglossary");
    expect(await page.getByText("هذه الصفحة متوفرة أيضًا").isVisible()).toBe(false);
    await context.close();
  });

  it("a guide page fits a 412 px phone in English and Arabic, and waits for the reader to run its scripts", async () => {
    const { server, browser } = suite;
    // Wider than the screen, a right-to-left page is scrolled sideways by the browser as it loads, and that
    // scroll started the scripts a guide page keeps for the reader's first touch (ADR 0020).
    for (const path of ["/housing/rental-process", "/ar/housing/rental-process"]) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto(`${server.url}${path}`, { waitUntil: "load" });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(412);
      expect(await page.evaluate(() => window.scrollX), path).toBe(0);
      // Hydration would mark <html data-hydrated> (app/lib/deferred-hydration.ts): the page is left as it is.
      await page.waitForTimeout(1_000);
      expect(await page.evaluate(() => "hydrated" in document.documentElement.dataset), path).toBe(false);
      await context.close();
    }
  });

  it("a guide page and the forum fit the screen in every language, from 320 px to desktop", async () => {
    const { server, browser } = suite;
    // Found too wide: Spanish at 320 px (its longer "Iniciar sesión" beside "Buscar..."), and four languages
    // at 640 px, where a glossary term's hidden explanation near the end of a line still took its place.
    // Found cut: the header's search label, at 320 px in Spanish ("B…") and Arabic, at 640, 700 and 768 px in
    // English ("Search informat…"), Portuguese, Spanish and Ukrainian, and at 640 px in Arabic.
    const page = await browser.newPage();
    const tooWide: string[] = [];
    const cut: string[] = [];
    for (const prefix of ["", "/pt-br", "/es", "/zh-cn", "/uk", "/ar"]) {
      for (const path of ["/housing/rental-process", "/community/forum"]) {
        // Opened on the narrowest phone, then widened as a phone turned or a window dragged wider: the layout
        // is the stylesheet's at each width (72 page loads took over 120 s on a busy machine).
        await page.setViewportSize({ width: 320, height: 800 });
        await page.goto(`${server.url}${prefix}${path}`, { waitUntil: "load" });
        for (const width of [320, 360, 640, 700, 768, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          if (scrollWidth !== width) tooWide.push(`${prefix}${path} at ${width} px: ${scrollWidth} px`);
          const searchLabel = page.locator("header a[href$='/search'] span:visible");
          const [shown, needed] = await searchLabel.evaluate((span) => [span.clientWidth, span.scrollWidth]);
          if (shown < needed) cut.push(`${prefix}${path} at ${width} px: ${shown} of ${needed} px`);
        }
      }
    }
    expect(tooWide).toEqual([]);
    expect(cut).toEqual([]);
    await page.close();
  });

  it("explains a guide's term in the reader's language on hover, and on a tap on a phone", async () => {
    const { server, browser } = suite;
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}/uk/housing/rental-process`, { waitUntil: "load" });
    const term = page.locator("[data-gloss]").first();
    const explanation = term.getByRole("tooltip", { includeHidden: true });
    expect(await explanation.isVisible()).toBe(false);
    expect(await explanation.getAttribute("lang")).toBe("uk");
    await term.getByRole("button").hover();
    await expect.poll(() => explanation.isVisible()).toBe(true);
    await page.close();

    const phone = await browser.newContext({ viewport: { width: 320, height: 700 }, isMobile: true, hasTouch: true });
    const tapped = await phone.newPage();
    await tapped.goto(`${server.url}/uk/housing/rental-process`, { waitUntil: "load" });
    const first = tapped.locator("[data-gloss]").first();
    await first.getByRole("button").tap();
    await expect.poll(() => first.getByRole("tooltip", { includeHidden: true }).isVisible()).toBe(true);
    expect(await tapped.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    await phone.close();
  });

  it("refuses a form in the reader's language", async () => {
    const { server, browser } = suite;
    const page = await browser.newPage();
    // Sent without a username: the field's refusal comes back in the page's language.
    const refusals = { ar: "اسم المستخدم مطلوب.", "pt-br": "O nome de usuário é obrigatório." };
    for (const [locale, refusal] of Object.entries(refusals)) {
      await page.goto(`${server.url}/${locale}/auth?mode=sign-up`);
      await page.locator("main input[name=email]").fill(`reader-${locale}@example.com`);
      await page.locator("main input[name=password]").fill("Liffey-walk-2026");
      await page.locator("main input[name=confirmPassword]").fill("Liffey-walk-2026");
      await page.locator("main input[name=agreeToTerms]").check();
      await page.locator("main form button[type=submit][name=intent]").click();
      await page.getByText(refusal).first().waitFor();
      expect(await page.getByText("Username is required.").count()).toBe(0);
      await expectNoAxeViolations(page, `sign-up refused in ${locale}`);
    }
    await page.close();
  });

  it("keeps a member's Latin words in their own direction on Arabic pages, and a notification's words room on a 320 px phone (issue #46 items 7, 8)", async () => {
    const { server, browser, smtp } = suite;
    const asker = await signedInMember(browser, server.url, smtp, "bidi-asker@example.com", {
      width: 320,
      height: 720,
    });
    const title = "Como tirar o PPS number?";
    const postId = await createPostQuickly(asker.page, server.url, title);
    const answerer = await signedInMember(browser, server.url, smtp, "bidi-answerer@example.com");
    await answerer.page.goto(`${server.url}/community/forum/posts/${postId}`);
    await answerer.page.getByLabel("Add a comment").fill("At Intreo, with a letter from your landlord.");
    await answerer.page.getByRole("button", { name: "Comment", exact: true }).click();
    await answerer.page.getByText("At Intreo, with a letter from your landlord.").waitFor();
    await answerer.context.close();

    // The "?" stays at the end of an English title on Arabic pages: the home page's latest posts and a search.
    const direction = (locator: import("playwright-core").Locator) =>
      locator.evaluate((element) => getComputedStyle(element).direction);
    const page = await browser.newPage({ viewport: { width: 320, height: 720 } });
    await page.goto(`${server.url}/ar`);
    expect(await direction(page.getByText(title, { exact: true }).first())).toBe("ltr");
    await page.goto(`${server.url}/ar/search?q=${encodeURIComponent("PPS number")}`);
    expect(await direction(page.locator("main").getByText(title, { exact: true }).first())).toBe("ltr");
    await page.close();

    // The asker's notification on a 320 px phone, in Portuguese and Arabic: its words are not squeezed into a
    // column beside "Mark as read", which goes below them.
    for (const prefix of ["/pt-br", "/ar"]) {
      await asker.page.goto(`${server.url}${prefix}/notifications`);
      const words = asker.page.locator("main li").first().getByRole("link").first();
      const { width } = (await words.boundingBox())!;
      expect(width, prefix).toBeGreaterThan(200);
      await asker.page.screenshot({
        path: join(shots, `notifications${prefix.replace("/", "-")}-320.png`),
        fullPage: true,
      });
    }
    await asker.context.close();
  });

  it.each(LOCALES)(
    "a newcomer walks the site in $lang by its own links: menu, a section, a guide, its breadcrumb, the logo, a search, the forum, a post, sign-up through the mail, and offline",
    async ({ prefix, lang }) => {
      // Issue #46 "Done when": every page reached by the page's own links, in that language, and no error screen.
      const { server, browser, smtp } = suite;
      const words = JSON.parse(
        readFileSync(join(PROJECT_ROOT, `messages/${prefix.slice(1) || "en"}.json`), "utf8"),
      ) as Record<string, unknown>;
      if (prefix === "") {
        const author = await signedInMember(browser, server.url, smtp, "walk-author@example.com");
        await createPostQuickly(author.page, server.url, "Where do I register for my IRP?");
        await author.context.close();
      }
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      const at = (path: string) => (path === "/" ? prefix || "/" : `${prefix}${path}`);
      const inLanguage = async (step: string) => {
        await page.waitForLoadState();
        expect(await page.locator("html").getAttribute("lang"), step).toBe(lang);
        if (prefix) expect(new URL(page.url()).pathname.startsWith(prefix), `${step}: ${page.url()}`).toBe(true);
        const body = (await page.locator("body").textContent()) ?? "";
        expect(body.includes(String(words.ui_error_title)) || body.includes("Application Error"), step).toBe(false);
      };
      await page.goto(`${server.url}${at("/")}`);
      await inLanguage("home");
      await page
        .locator(`header nav a[href="${at("/legal")}"]:visible`)
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === at("/legal"));
      await inLanguage("a section from the menu");
      await page
        .locator(`main a[href^="${at("/legal/")}"]:visible`)
        .first()
        .click();
      await page.waitForURL((url) => url.pathname.startsWith(at("/legal/")));
      await inLanguage("a guide from its section");
      await page
        .locator(`main nav a[href="${at("/legal")}"]:visible`)
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === at("/legal"));
      await inLanguage("the section from the guide's breadcrumb");
      await page
        .locator(`header a[href="${at("/")}"]:visible`)
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === at("/"));
      await inLanguage("home from the logo");
      // The header's search opens the palette once the page runs (or /search before): a reader types either way.
      await page
        .locator(`header a[href="${at("/search")}"]:visible`)
        .first()
        .click();
      const palette = page.getByRole("dialog");
      await Promise.race([palette.waitFor(), page.waitForURL((url) => url.pathname === at("/search"))]);
      if (await palette.isVisible()) {
        await palette.getByRole("combobox").pressSequentially("PPS", { delay: 30 });
        await expect.poll(() => page.getByRole("option").first().getAttribute("aria-selected")).toBe("true");
        await page.keyboard.press("Enter");
      } else {
        await page.locator('main input[name="q"]').fill("PPS");
        await page.locator('main input[name="q"]').press("Enter");
        await page.locator(`main li a[href^="${prefix}/"]:visible`).first().click();
      }
      await page.waitForURL((url) => !url.pathname.endsWith("/search") && url.pathname !== at("/"));
      await inLanguage("a search result");
      await page
        .locator(`footer a[href="${at("/community/forum")}"]:visible`)
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === at("/community/forum"));
      await inLanguage("the forum from the footer");
      await page
        .locator(`main a[href^="${at("/community/forum/posts/")}"]:visible`, {
          hasText: "Where do I register for my IRP?",
        })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname.startsWith(at("/community/forum/posts/")));
      await expect.poll(() => page.locator("h1").textContent()).toBe("Where do I register for my IRP?");
      await inLanguage("a post from the forum");

      // Signing up from the header's Sign In, through the mail's link, in that language.
      await page
        .locator(`header a[href^="${at("/auth")}"]:visible`)
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === at("/auth"));
      await page.locator('main a[href*="mode=sign-up"]').first().click();
      await page.waitForURL((url) => url.searchParams.get("mode") === "sign-up");
      await inLanguage("sign-up from the header");
      const email = `walk-${prefix.slice(1) || "en"}@example.com`;
      const signUp = page.locator("main form").filter({ has: page.locator('input[name="confirmPassword"]') });
      await signUp.locator('input[name="email"]').fill(email);
      await signUp.locator('input[name="username"]').fill(usernameFor(email));
      await signUp.locator('input[name="password"]').fill(PASSWORD);
      await signUp.locator('input[name="confirmPassword"]').fill(PASSWORD);
      // Once, in CI, a check of this box was undone as the form drew again (not diagnosed): the member, who
      // sees the box empty, checks it again.
      const terms = signUp.locator('input[name="agreeToTerms"]');
      await expect
        .poll(async () => {
          if (!(await terms.isChecked())) await terms.click();
          return terms.isChecked();
        })
        .toBe(true);
      await signUp.locator('button[name="intent"][value="sign-up"]').click();
      await page.getByText(String(words.auth_check_email_title)).first().waitFor({ timeout: 30_000 });
      const subject = String(words.mail_confirm_subject).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      await page.goto(await smtp.waitForLink(email, new RegExp(`^${subject}$`), 30_000));
      await page.waitForURL((url) => url.pathname === at("/auth") && url.searchParams.get("mode") === "sign-in");
      await inLanguage("the mail's link");
      const signIn = page.locator("main form").filter({ has: page.locator('button[name="intent"][value="sign-in"]') });
      await signIn.locator('input[name="email"]').fill(email);
      await signIn.locator('input[name="password"]').fill(PASSWORD);
      await signIn.locator('button[name="intent"][value="sign-in"]').click();
      await page.waitForURL((url) => url.pathname === at("/community/forum"));
      await inLanguage("signed in");

      // Offline: a page never opened here says so in that language, and links to what is kept.
      await page.getByText(String(words.offline_saved_footer)).waitFor({ timeout: 60_000 });
      await context.setOffline(true);
      // By the keyboard: the sign-in's "Welcome back!" toast can still be over the footer's corner, and a
      // pointer resting on a toast holds it open, so a click there waited on it for ever (once, 'en-IE').
      await page
        .locator(`footer a[href="${at("/moderation/log")}"]`)
        .first()
        .press("Enter");
      await expect.poll(() => page.locator("h1").textContent()).toBe(words.offline_page_heading);
      await inLanguage("a page never opened, offline");
      await page
        .locator(`main a[href="${at("/start")}"]`)
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === at("/start"));
      await inLanguage("the checklist, offline");
      expect(await page.locator("h1").textContent()).toBe(words.checklist_title);
      await context.close();
    },
    180_000,
  );
});
