import { describe, expect, it } from "vitest";
import { DESKTOP, expectNoAxeViolations } from "./helpers/browser";
import { createPostQuickly } from "./helpers/forms";
import { PASSWORD, signedInMember } from "./helpers/members";
import { serverWithMailForThisFile } from "./helpers/suite";

/**
 * Issue #29, item 8: a member deletes their account with JavaScript off, as on a phone whose scripts
 * have not arrived. The button works as a plain form; the typed word is DELETE in any case; a wrong word
 * is said beside the field; the member lands on a page that says it is done, and gets a last mail.
 */

describe("deleting an account without JavaScript", () => {
  const suite = serverWithMailForThisFile();
  const url = (path: string) => `${suite.server.url}${path}`;

  it("a wrong word is refused beside the field; 'delete' in small letters deletes; a mail says so", async () => {
    const email = `leaving-${Date.now()}@example.com`;
    const member = await signedInMember(suite.browser, suite.server.url, suite.smtp, email);
    const postId = await createPostQuickly(member.page, suite.server.url, "Leaving Dublin: selling my bike");

    // With JavaScript a wrong word is not a silent no: the same message, beside the field.
    await member.page.goto(url("/settings#delete"));
    const withScripts = member.page.getByRole("region", { name: "Delete account" });
    await withScripts.getByLabel("Current Password").fill(PASSWORD);
    await withScripts.getByLabel("Type DELETE to confirm").fill("remove");
    await withScripts.getByRole("button", { name: "Delete my account" }).click();
    await expect.poll(() => withScripts.getByText("Type DELETE to confirm.").isVisible()).toBe(true);
    await expectNoAxeViolations(member.page, "settings, deleting refused");

    const context = await suite.browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    context.setDefaultTimeout(10_000);
    await context.addCookies(await member.context.cookies());
    await member.context.close();
    const page = await context.newPage();

    await page.goto(url("/settings#delete"));
    const section = page.getByRole("region", { name: "Delete account" });
    const button = section.getByRole("button", { name: "Delete my account" });
    expect(await button.isEnabled()).toBe(true);
    expect(await button.getAttribute("aria-disabled")).toBeNull();

    await section.getByLabel("Current Password").fill(PASSWORD);
    await section.getByLabel("Type DELETE to confirm").fill("remove");
    await button.click();
    expect(page.url()).toBe(url("/settings"));
    expect(await section.textContent()).toContain("Type DELETE to confirm.");
    const word = section.getByLabel("Type DELETE to confirm");
    expect(await word.getAttribute("aria-invalid")).toBe("true");
    // The field takes the focus as the page is shown (autofocus): waited for, as the caret is seen.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("confirmation");

    await section.getByLabel("Current Password").fill(PASSWORD);
    await word.fill("delete");
    await button.click();
    expect(page.url()).toBe(url("/community/forum"));
    const banner = await page.locator('[role="status"]').first().textContent();
    expect(banner).toContain("Account deleted");
    expect(banner).toContain("Your account has been deleted.");
    expect(await page.getByRole("banner").getByRole("link", { name: "Sign In" }).count()).toBe(1);
    await expect
      .poll(() => suite.smtp.received.some((m) => m.to.includes(email) && m.subject.includes("was deleted")))
      .toBe(true);

    // The account is gone: signing in again is refused; the post stays, without its author.
    await page.goto(url("/auth"));
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.locator("main form").getByRole("button", { name: "Sign In" }).click();
    expect(await page.locator("main").textContent()).toContain("Incorrect email or password");
    expect((await page.goto(url(`/community/forum/posts/${postId}`)))!.status()).toBe(200);
    await context.close();
  });
});
