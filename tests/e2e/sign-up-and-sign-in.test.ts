import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, expectNoAxeViolations, slowScripts } from "./helpers/browser";
import { createPostQuickly } from "./helpers/forms";
import { PASSWORD, signedInMember } from "./helpers/members";
import { serverWithMailForThisFile } from "./helpers/suite";
import { usernameFor } from "../helpers/members";

/**
 * Issue #29, items 5 and 13, as a newcomer meets them: sign-up asks for a username (saying as it is typed
 * whether it is free, with JavaScript or without it), the member is known by it everywhere and can be
 * @mentioned; and nothing typed into the form is lost when the Sign In / Sign Up switch is used, however
 * far the page's JavaScript has got.
 */
const suite = serverWithMailForThisFile();
const SMALLEST_PHONE = { width: 320, height: 640 };
const shots = process.env.SCREENSHOTS_DIR;
const url = (path: string) => `${suite.server.url}${path}`;

async function browserContext(options: { javaScriptEnabled?: boolean; viewport?: typeof DESKTOP } = {}) {
  const context = await suite.browser.newContext({ viewport: DESKTOP, reducedMotion: "reduce", ...options });
  context.setDefaultTimeout(10_000);
  return { context, page: await context.newPage() };
}
const switchTo = (page: Page, tab: "Sign In" | "Sign Up") =>
  page.getByRole("navigation", { name: "Sign in or sign up" }).getByRole("link", { name: tab }).click();
const form = (page: Page) => page.locator("main form").first();
const usernameStatus = (page: Page, text: string | RegExp) => form(page).getByText(text);

/**
 * Waits for the sign-up's "check your email" in the page's language. Signing up hashes the password and
 * sends the mail: on CI's loaded machine, with the abuse suite beside this one, that has taken over 10 s
 * (as signing in has, tests/e2e/helpers/members.ts). If it never comes, says what the member saw instead.
 */
async function expectCheckYourEmail(page: Page, message: string) {
  await expect
    .poll(() => page.getByText(message).first().isVisible(), { timeout: 30_000 })
    .toBe(true)
    .catch(async (error: unknown) => {
      throw new Error(`no "${message}"; the page said: ${await page.locator("main").textContent()}`, { cause: error });
    });
}

/** Confirms by the mailed link (which signs nobody in) and signs in on the page it leads to. */
async function confirmAndSignIn(page: Page, email: string) {
  await page.goto(await suite.smtp.waitForLink(email, /Confirm your email/));
  await page.waitForURL(/\/auth\?mode=sign-in/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form(page).getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/community\/forum/);
}

describe("sign-up asks for a username, and the member is known by it", () => {
  it("checked as it is typed; then in the account menu, on the member's post, and @mentioned", async () => {
    const brian = await signedInMember(suite.browser, suite.server.url, suite.smtp, "brian@example.com");
    const { context, page } = await browserContext();
    const email = "aoife@example.com";
    await page.goto(url("/auth"));
    await switchTo(page, "Sign Up");
    await page.getByLabel("Email").fill(email);
    // A name another member has, then one breaking the rules, then a free one: each is answered as typed.
    const username = page.getByLabel("Username");
    await username.fill(usernameFor("brian@example.com").toUpperCase());
    await expect.poll(() => usernameStatus(page, "That username is already taken.").isVisible()).toBe(true);
    await username.fill("aoife cork");
    await expect.poll(() => usernameStatus(page, /^Username can only contain letters/).isVisible()).toBe(true);
    await username.fill("aoife_cork");
    await expect.poll(() => usernameStatus(page, "aoife_cork is free.").isVisible()).toBe(true);
    await expectNoAxeViolations(page, "/auth sign up, username checked");
    if (shots) await page.screenshot({ path: `${shots}/sign-up-1280.png`, fullPage: true });
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(PASSWORD);
    await page.getByLabel(/I agree to the/).check();
    await form(page).getByRole("button", { name: "Sign Up" }).click();
    await expectCheckYourEmail(page, "Check your email");

    // The first sign-in says so (not "Welcome back!"), and the menu names the member.
    await confirmAndSignIn(page, email);
    await expect.poll(() => page.getByText("Welcome to Ireland Guide!").first().isVisible()).toBe(true);
    const menu = page.getByRole("button", { name: "Account menu for aoife_cork" });
    await menu.click();
    expect(await page.getByRole("menu").getByText("aoife_cork", { exact: true }).isVisible()).toBe(true);
    await page.keyboard.press("Escape");

    // Their post carries the name; another member mentions them, and they are told.
    const title = "Which GP takes new patients in Cork city?";
    const postId = await createPostQuickly(page, suite.server.url, title, "I moved in September.");
    await page.goto(url(`/community/forum/posts/${postId}`));
    expect(
      await page
        .locator(`#post-${postId}`)
        .getByRole("link", { name: /aoife_cork/ })
        .count(),
    ).toBeGreaterThan(0);
    await brian.page.goto(url(`/community/forum/posts/${postId}`));
    const box = brian.page.getByLabel("Add a comment");
    await box.pressSequentially("Ask @aoi");
    const suggestions = brian.page.getByRole("listbox", { name: "Members to mention" });
    await expect.poll(() => suggestions.getByRole("option").allTextContents()).toEqual(["@aoife_cork"]);
    await box.press("Enter");
    await box.pressSequentially("about Washington Street.");
    await brian.page.getByRole("button", { name: "Comment", exact: true }).click();
    await expect
      .poll(() => brian.page.getByRole("link", { name: "@aoife_cork" }).getAttribute("href"))
      .toBe("/u/aoife_cork");
    await page.goto(url("/notifications"));
    await expect.poll(() => page.getByRole("link", { name: /mentioned you in/ }).count()).toBe(1);
    await brian.context.close();
    await context.close();
  });

  it("on a connection that drops, the name's check says it could not check, and the form stays", async () => {
    const { context, page } = await browserContext();
    await page.goto(url("/auth?mode=sign-up"));
    await page.getByLabel("Username").fill("first_try");
    await expect.poll(() => usernameStatus(page, "first_try is free.").isVisible()).toBe(true);
    await page.getByLabel("Email").fill("weak-signal@example.com");
    await page.route(/\/resources\/username/, (route) => route.abort("internetdisconnected"));
    await page.getByLabel("Username").fill("second_try");
    await expect
      .poll(() => usernameStatus(page, /^Could not check the name just now/).isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await page.getByLabel("Email").inputValue()).toBe("weak-signal@example.com");
    await page.unroute(/\/resources\/username/);
    await page.getByLabel("Username").fill("third_try");
    await expect.poll(() => usernameStatus(page, "third_try is free.").isVisible()).toBe(true);
    await context.close();
  });

  it("without JavaScript: a taken name comes back beside the field with what was typed; a free one signs up", async () => {
    await signedInMember(suite.browser, suite.server.url, suite.smtp, "taken@example.com");
    const { context, page } = await browserContext({ javaScriptEnabled: false });
    const email = "plain-username@example.com";
    await page.goto(url("/auth"));
    await switchTo(page, "Sign Up");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Username").fill(usernameFor("taken@example.com"));
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(PASSWORD);
    await page.getByLabel(/I agree to the/).check();
    await form(page).getByRole("button", { name: "Sign Up" }).click();
    expect(await form(page).textContent()).toContain("That username is already taken. Please choose another.");
    expect(await page.getByLabel("Username").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Username").inputValue()).toBe(usernameFor("taken@example.com"));
    expect(await page.getByLabel("Email").inputValue()).toBe(email);
    if (shots) await page.screenshot({ path: `${shots}/sign-up-no-js-taken-1280.png`, fullPage: true });
    await page.getByLabel("Username").fill("plain_html_fan");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(PASSWORD);
    await page.getByLabel(/I agree to the/).check();
    await form(page).getByRole("button", { name: "Sign Up" }).click();
    expect(await page.locator('[role="status"]').first().textContent()).toContain("Check your email");

    await page.goto(await suite.smtp.waitForLink(email, /Confirm your email/));
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form(page).getByRole("button", { name: "Sign In" }).click();
    expect(page.url()).toBe(url("/community/forum"));
    expect(await page.locator('[role="status"]').first().textContent()).toContain("Welcome to Ireland Guide!");
    expect(await page.getByRole("link", { name: "Account menu for plain_html_fan" }).count()).toBe(1);
    await context.close();
  });

  it("an empty sign-up form marks every field, with JavaScript and without (issue #46 item 15)", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { context, page } = await browserContext({ javaScriptEnabled });
      await page.goto(url("/auth?mode=sign-up"));
      await form(page).getByRole("button", { name: "Sign Up" }).click();
      const fields = [
        page.getByLabel("Email"),
        page.getByLabel("Username"),
        page.getByLabel("Password", { exact: true }),
        page.getByLabel("Confirm Password"),
        page.getByLabel(/I agree to the/),
      ];
      for (const field of fields) {
        await expect
          .poll(() => field.getAttribute("aria-invalid"), { message: `JavaScript ${javaScriptEnabled}` })
          .toBe("true");
      }
      const text = await form(page).textContent();
      expect(text).toContain("Username is required.");
      expect(text).toContain("Type the password again to confirm it.");
      expect(text).toContain("You must agree to the terms and conditions to sign up.");
      await context.close();
    }
  });

  it("at 320 px the sign-up form fits, with and without JavaScript", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { context, page } = await browserContext({ viewport: SMALLEST_PHONE, javaScriptEnabled });
      await page.goto(url("/auth?mode=sign-up"));
      await page.getByLabel("Username").fill("a_rather_long_username_30_char");
      // Nothing sticks out sideways (measured by the browser's layout, which needs no page script).
      for (const control of [
        form(page),
        page.getByLabel("Username"),
        form(page).getByRole("button", { name: "Sign Up" }),
      ]) {
        const box = (await control.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(SMALLEST_PHONE.width);
      }
      if (javaScriptEnabled) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(SMALLEST_PHONE.width);
        await expectNoAxeViolations(page, "/auth sign up at 320 px");
      }
      if (shots) {
        await page.screenshot({
          path: `${shots}/sign-up-320-${javaScriptEnabled ? "js" : "no-js"}.png`,
          fullPage: true,
        });
        await page.goto(url("/auth"));
        await page.screenshot({
          path: `${shots}/sign-in-320-${javaScriptEnabled ? "js" : "no-js"}.png`,
          fullPage: true,
        });
      }
      await context.close();
    }
  });
});

describe("a newcomer who signs up in Portuguese (issue #46 item 3)", () => {
  it("gets the confirmation in Portuguese, and its link opens the Portuguese sign-in page", async () => {
    const { context, page } = await browserContext({ viewport: SMALLEST_PHONE });
    const email = "mariana-pt@example.com";
    await page.goto(url("/pt-br/auth?mode=sign-up"));
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Nome de usuário").fill(usernameFor(email));
    await page.getByLabel("Senha", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirmar senha").fill(PASSWORD);
    await page.getByLabel(/aceito os/).check();
    await form(page).getByRole("button", { name: "Cadastrar-se" }).click();
    await expectCheckYourEmail(page, "Confira seu e-mail");

    const link = await suite.smtp.waitForLink(email, /^Confirme seu e-mail no Ireland Guide$/);
    expect(link).toBe(`${new URL(link).origin}/pt-br/auth/confirm?${new URL(link).search.slice(1)}`);
    await page.goto(link);
    await page.waitForURL(/\/pt-br\/auth\?mode=sign-in/);
    expect(await page.locator("html").getAttribute("lang")).toBe("pt-BR");
    if (shots) await page.screenshot({ path: `${shots}/sign-up-pt-br-confirmed-320.png`, fullPage: true });
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Senha", { exact: true }).fill(PASSWORD);
    await form(page).getByRole("button", { name: "Entrar" }).click();
    await page.waitForURL(/\/pt-br\/community\/forum/);
    await page.getByText("Boas-vindas ao Ireland Guide!").first().waitFor();
    await context.close();
  });
});

describe("what was typed stays across the Sign In / Sign Up switch", () => {
  it("typed while the switch is loading: the same form stays, with the email, password and username", async () => {
    const { context, page } = await browserContext();
    await page.goto(url("/auth?mode=sign-up"));
    // The username's check answers once the page runs: from then on the switch does not reload the page.
    await page.getByLabel("Username").fill("kept_name");
    await expect.poll(() => usernameStatus(page, "kept_name is free.").isVisible()).toBe(true);
    let releaseSwitch!: () => void;
    const switched = new Promise<void>((resolve) => (releaseSwitch = resolve));
    await page.route(/\/auth\.data/, async (route) => {
      await switched;
      await route.continue();
    });
    await switchTo(page, "Sign In");
    // The switch is on its way; the newcomer types their email meanwhile.
    await page.getByLabel("Email").fill("while-loading@example.com");
    await page.getByLabel("Password", { exact: true }).fill("typed-secret");
    releaseSwitch();
    await page.getByLabel("Confirm Password").waitFor({ state: "detached" });
    expect(await page.getByLabel("Email").inputValue()).toBe("while-loading@example.com");
    expect(await page.getByLabel("Password", { exact: true }).inputValue()).toBe("typed-secret");
    await switchTo(page, "Sign Up");
    await page.getByLabel("Confirm Password").waitFor();
    expect(await page.getByLabel("Email").inputValue()).toBe("while-loading@example.com");
    expect(await page.getByLabel("Username").inputValue()).toBe("kept_name");
    await context.close();
  });

  it("typed before the page's JavaScript arrived, then switched once it runs", async () => {
    const { context, page } = await browserContext();
    const release = await slowScripts(context);
    await page.goto(url("/auth"), { waitUntil: "domcontentloaded" });
    await page.getByLabel("Email").fill("early@example.com");
    release();
    // Once it runs, the page checks a username as it is typed: the switch then keeps the same form.
    await switchTo(page, "Sign Up");
    await page.getByLabel("Confirm Password").waitFor();
    // Clicked just before the page ran, the switch loads the page anew, and the email is put back as the
    // form arrives (a moment after its fields show): either way the newcomer sees it kept.
    await expect.poll(() => page.getByLabel("Email").inputValue()).toBe("early@example.com");
    await page.getByLabel("Username").fill("early_bird");
    await expect.poll(() => usernameStatus(page, "early_bird is free.").isVisible()).toBe(true);
    await switchTo(page, "Sign In");
    await page.getByLabel("Confirm Password").waitFor({ state: "detached" });
    expect(await page.getByLabel("Email").inputValue()).toBe("early@example.com");
    await context.close();
  });

  it("a username typed before the page's JavaScript arrived is checked once it runs", async () => {
    const { context, page } = await browserContext();
    const release = await slowScripts(context);
    await page.goto(url("/auth?mode=sign-up"), { waitUntil: "domcontentloaded" });
    await page.getByLabel("Username").fill("typed_early");
    release();
    await expect.poll(() => usernameStatus(page, "typed_early is free.").isVisible()).toBe(true);
    await context.close();
  });

  it("switched before the page's JavaScript arrived (the page loads anew): the email is kept", async () => {
    const { context, page } = await browserContext();
    const release = await slowScripts(context);
    await page.goto(url("/auth"), { waitUntil: "domcontentloaded" });
    await page.getByLabel("Email").fill("impatient@example.com");
    await switchTo(page, "Sign Up");
    // A new page (its scripts are still held back: it never finishes loading while they are).
    await page.waitForURL(url("/auth?mode=sign-up"), { waitUntil: "commit" });
    // Put back as the new page arrives (the script right after the form runs as soon as it is read).
    await expect.poll(() => page.getByLabel("Email").inputValue()).toBe("impatient@example.com");
    // And typed on the new page while its scripts are still on their way, then back again.
    await page.getByLabel("Email").fill("impatient.too@example.com");
    await switchTo(page, "Sign In");
    await page.waitForURL(url("/auth"), { waitUntil: "commit" });
    await expect.poll(() => page.getByLabel("Email").inputValue()).toBe("impatient.too@example.com");
    expect(await page.getByLabel("Confirm Password").count()).toBe(0);
    release();
    await context.close();
  });

  it("a sign-up that worked clears the form, and a later visit does not bring the email back", async () => {
    const { context, page } = await browserContext();
    await page.goto(url("/auth?mode=sign-up"));
    // What is typed in the moment React hydrates the form can be lost (a tick was, once, on CI's loaded
    // machine): the member sees the emptied box and types again, before sending.
    const typed = async (field: Locator, value: string) =>
      expect
        .poll(async () => {
          if ((await field.inputValue()) !== value) await field.fill(value);
          return field.inputValue();
        })
        .toBe(value);
    await typed(page.getByLabel("Email"), "cleared@example.com");
    await typed(page.getByLabel("Username"), "cleared_name");
    await typed(page.getByLabel("Password", { exact: true }), PASSWORD);
    await typed(page.getByLabel("Confirm Password"), PASSWORD);
    const terms = page.getByLabel(/I agree to the/);
    await expect
      .poll(async () => {
        if (!(await terms.isChecked())) await terms.click();
        return terms.isChecked();
      })
      .toBe(true);
    await form(page).getByRole("button", { name: "Sign Up" }).click();
    await expectCheckYourEmail(page, "Check your email");
    // The form empties once the answer has been shown (on a busy machine, a moment after the message).
    await expect.poll(() => page.getByLabel("Email").inputValue()).toBe("");
    await page.goto(url("/auth"));
    expect(await page.getByLabel("Email").inputValue()).toBe("");
    await context.close();
  });
});
