import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoAxeViolations } from "./helpers/browser";
import { createPostQuickly } from "./helpers/forms";
import { signedInMember } from "./helpers/members";
import { serverWithMailForThisFile } from "./helpers/suite";

/**
 * Issue #29, item 4: a newcomer types a question, not a keyword, into /search or into the header's search
 * on a guide page, and gets answers as they type: the guide first, then the forum. Done as a member
 * would, waiting only for what they can see.
 */
const suite = serverWithMailForThisFile();
const SMALLEST_PHONE = { width: 320, height: 640 };
const QUESTION = "how do I get a pps number";
const POST_TITLE = "Getting my PPS number as a new student";

beforeAll(async () => {
  const { context, page } = await signedInMember(suite.browser, suite.server.url, suite.smtp, "asker@example.com");
  await createPostQuickly(page, suite.server.url, POST_TITLE, "My employer needs it before my first payslip.");
  await context.close();
}, 60_000);

const open = async (path: string, viewport = DESKTOP, javaScriptEnabled = true) => {
  const context = await suite.browser.newContext({ viewport, reducedMotion: "reduce", javaScriptEnabled });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  await page.goto(suite.server.url + path);
  return page;
};
const region = (page: Page, name: string) => page.getByRole("main").getByRole("region", { name });
const widthFits = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe("search that understands a question", () => {
  it("/search answers a question as it is typed: the guide first, then the member's post", async () => {
    const page = await open("/search");
    const box = page.getByLabel("Search guides and forum posts");
    await box.click();
    await box.pressSequentially(QUESTION, { delay: 30 });
    // No Enter: the results follow the box.
    const guide = region(page, "Guides").getByRole("link", { name: "PPS Number Application" });
    await expect.poll(() => guide.isVisible()).toBe(true);
    await expect.poll(() => region(page, "Forum Posts").getByRole("link", { name: POST_TITLE }).isVisible()).toBe(true);
    expect(await page.getByRole("main").getByRole("link").first().textContent()).toBe("PPS Number Application");
    // The matched words are marked; what was typed stays in the box, and the address can be shared.
    expect(await region(page, "Guides").locator("mark").first().textContent()).toBe("PPS");
    // The results above may be an earlier search's, typed halfway: the address follows the last one.
    // One assertion, so that a failure shows all three (which of the box, its focus or the address lost it).
    await expect
      .poll(async () => ({
        typed: await box.inputValue(),
        focused: await box.evaluate((element) => element === document.activeElement),
        address: new URL(page.url()).searchParams.get("q"),
      }))
      .toEqual({ typed: QUESTION, focused: true, address: QUESTION });
    await expectNoAxeViolations(page, "/search with results");
    await page.context().close();
  });

  it("the header's search on a guide page answers a question as it is typed, like the palette", async () => {
    const page = await open("/housing/rental-process");
    // A guide page hydrates on first use (ADR 0020): the click is the first use.
    await page
      .getByRole("banner")
      .getByRole("link", { name: /Search information/ })
      .click();
    const input = page.getByRole("dialog").getByPlaceholder("Search information or forum posts...");
    await expect.poll(() => input.isVisible()).toBe(true);
    await input.pressSequentially("where do I register my residence permit", { delay: 30 });
    const best = page.getByRole("option", { name: "GNIB Registration" });
    await expect.poll(() => best.getAttribute("aria-selected")).toBe("true");
    expect(new URL(page.url()).pathname).toBe("/housing/rental-process");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${suite.server.url}/legal/gnib-registration`);
    await page.context().close();
  });

  it("forgives a typo in the palette, with the forum's post under the guide", async () => {
    const page = await open("/legal/pps-application");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /Search information/ })
      .click();
    const input = page.getByRole("dialog").getByPlaceholder("Search information or forum posts...");
    await expect.poll(() => input.isVisible()).toBe(true);
    await input.pressSequentially("pps numbr", { delay: 30 });
    await expect.poll(() => page.getByRole("option", { name: POST_TITLE }).isVisible()).toBe(true);
    expect(await page.getByRole("option").first().textContent()).toBe("PPS Number Application");
    await page.context().close();
  });

  it("at 320 px: results, and the closest guide when nothing matches, fit the screen", async () => {
    const page = await open(`/search?q=${encodeURIComponent(QUESTION)}`, SMALLEST_PHONE);
    await expect.poll(() => region(page, "Guides").getByRole("link").count()).toBeGreaterThan(0);
    expect(await widthFits(page)).toBe(true);
    await expectNoAxeViolations(page, "/search at 320 px");
    await page.goto(`${suite.server.url}/search?q=accomadashun`);
    expect(await page.getByText("No results found.").isVisible()).toBe(true);
    expect(
      await page
        .getByRole("main")
        .getByRole("link", { name: /Student Accommodation/ })
        .isVisible(),
    ).toBe(true);
    expect(await widthFits(page)).toBe(true);
    await expectNoAxeViolations(page, "/search with no results at 320 px");
    await page.context().close();
  });

  it("works without JavaScript: the form, the results and the suggestion", async () => {
    const page = await open("/legal/pps-application", DESKTOP, false);
    await page
      .getByRole("banner")
      .getByRole("link", { name: /Search information/ })
      .click();
    await page.waitForURL(`${suite.server.url}/search`);
    await page.getByLabel("Search guides and forum posts").fill("accomodation");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await page.waitForURL(`${suite.server.url}/search?q=accomodation`);
    expect(await page.getByRole("main").getByRole("link").first().textContent()).toBe("Student Accommodation");
    await page.goto(`${suite.server.url}/search?q=zzzyxq`);
    expect(await page.getByText("No results found.").isVisible()).toBe(true);
    expect(
      await page
        .getByRole("main")
        .getByRole("link", { name: /first week/ })
        .getAttribute("href"),
    ).toBe("/start");
    await page.context().close();
  });
});
