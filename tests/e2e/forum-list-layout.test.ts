import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { FORUM_PAGE_SIZE } from "../../common/forum";
import { expectNoAxeViolations } from "./helpers/browser";
import { createPostQuickly } from "./helpers/forms";
import { signedInMember } from "./helpers/members";
import { serverWithMailForThisFile } from "./helpers/suite";

/**
 * Issue #46 item 16: the forum's list reads like a forum's list (a page of posts on one desktop screen),
 * and its sort and category controls fit a 320 px phone in every language, none of them cut off.
 */
const suite = serverWithMailForThisFile();
const shots = process.env.SCREENSHOTS_DIR;
const LAPTOP = { width: 1280, height: 800 };
const SMALLEST_PHONE = { width: 320, height: 640 };
const LOCALES = ["", "/pt-br", "/es", "/zh-cn", "/uk", "/ar"];

/** A page of questions as newcomers write them: a few paragraphs each, one of them long. */
const POSTS = [
  ["Is a PPS number needed before I can open a bank account?", "I arrived last week from São Paulo."],
  ["Which bus leaving card works best between Maynooth and the city centre?", "Leap card or tickets?"],
  ["How early should I look for a room in Galway for September?", "Arriving in **August** for NUIG."],
  ["GP registration as a student: does the college's health centre count?", "Or do I need a GP in town?"],
  ["Renting in Dublin: what should a lease say about the deposit?", "My landlord asks for two months."],
].map(([title, opening]) => ({
  title: title!,
  content: [
    opening,
    "I have read the guide and the Citizens Information pages, but I am still not sure what to do first and what can wait until I have an address.",
    "- what to bring\n- how long it took for you\n- anything you wish you had known",
    "Thanks a lot, any experience helps!",
  ].join("\n\n"),
}));

/** Every link in the list's navigation rows (categories, sort, period, answered). */
const navigationLinks = (page: Page) => page.locator("main nav[aria-label] a");

/** What of the list's navigation is cut off at the window's edges, or hidden in a row that scrolls. */
function cutOff(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const navs = [...document.querySelectorAll<HTMLElement>("main nav[aria-label]")];
    const cut: string[] = [];
    for (const nav of navs) {
      for (const element of [nav, ...nav.querySelectorAll<HTMLElement>("*")]) {
        if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== "visible")
          cut.push(`row of "${nav.getAttribute("aria-label")}" hides ${element.scrollWidth - element.clientWidth}px`);
      }
      for (const link of nav.querySelectorAll("a")) {
        const box = link.getBoundingClientRect();
        if (box.left < -0.5 || box.right > width + 0.5) cut.push(`"${link.textContent}" at ${box.left}–${box.right}`);
        if (link.scrollWidth > link.clientWidth + 1) cut.push(`"${link.textContent}" overflows itself`);
      }
    }
    return cut;
  });
}

describe("the forum's list", () => {
  it("shows a whole page of posts on the first screen of a 1280×800 desktop", async () => {
    const { page, context } = await signedInMember(suite.browser, suite.server.url, suite.smtp, "dense@example.com");
    for (const post of POSTS) await createPostQuickly(page, suite.server.url, post.title, post.content);
    await context.close();

    for (const prefix of ["", "/pt-br", "/ar"]) {
      const reader = await suite.browser.newContext({ viewport: LAPTOP });
      const list = await reader.newPage();
      await list.goto(`${suite.server.url}${prefix}/community/forum`);
      const titles = list.locator("article[id^=post-] h2");
      expect(await titles.count()).toBe(FORUM_PAGE_SIZE);
      const bottoms = await titles.evaluateAll((headings) =>
        headings.map((heading) => heading.getBoundingClientRect().bottom),
      );
      expect(
        bottoms.filter((bottom) => bottom <= LAPTOP.height),
        `${prefix || "/en"}: titles' bottoms ${bottoms.map(Math.round).join(", ")}`,
      ).toHaveLength(FORUM_PAGE_SIZE);
      if (shots) await list.screenshot({ path: `${shots}/forum-list-1280${prefix.replace("/", "-") || "-en"}.png` });
      await expectNoAxeViolations(list);
      await reader.close();
    }
  });

  it("fits every sort, period, answered and category link on a 320 px phone in each language, none cut off", async () => {
    const reader = await suite.browser.newContext({ viewport: SMALLEST_PHONE });
    const page = await reader.newPage();
    for (const prefix of LOCALES) {
      for (const query of ["", "?sort=top"]) {
        await page.goto(`${suite.server.url}${prefix}/community/forum${query}`);
        expect(await navigationLinks(page).count()).toBeGreaterThan(10);
        expect(await cutOff(page), `${prefix || "/en"}/community/forum${query}`).toEqual([]);
      }
      if (shots)
        await page.screenshot({
          path: `${shots}/forum-list-320${prefix.replace("/", "-") || "-en"}.png`,
          fullPage: true,
        });
    }
    await expectNoAxeViolations(page);
    await page.goto(`${suite.server.url}/pt-br/community/forum`);
    await expectNoAxeViolations(page);
    await reader.close();
  });
});
