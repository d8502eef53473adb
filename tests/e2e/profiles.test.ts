import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DESKTOP, expectNoAxeViolations, PHONE } from "./helpers/browser";
import { createPostQuickly } from "./helpers/forms";
import { signedInMember } from "./helpers/members";
import { serverWithMailForThisFile } from "./helpers/suite";

const suite = serverWithMailForThisFile();
const shots = process.env.SCREENSHOTS_DIR;

describe("profiles", () => {
  it("edit username, bio and avatar; see them on the profile, in the header and on the member's posts", async () => {
    const { page, context } = await signedInMember(suite.browser, suite.server.url, suite.smtp, "niamh@example.com");
    await createPostQuickly(page, suite.server.url, "Best bus to DCU?", "From Drumcondra");
    await page.goto(`${suite.server.url}/dashboard`);
    const editLink = await page.getByRole("link", { name: "Edit profile" }).getAttribute("href");
    expect(editLink).toMatch(/^\/profile\/[0-9a-f-]{36}\?edit$/);
    await page.goto(`${suite.server.url}${editLink!.replace("?edit", "")}`);
    expect(await page.locator("h1").textContent()).toBe("niamh"); // the username chosen at sign-up
    await expectNoAxeViolations(page, "profile (viewing)");
    const editButton = page.getByRole("link", { name: "Edit Profile" });
    await editButton.click();
    await page.waitForURL(/\?edit$/);
    const avatarFile = join(tmpdir(), `avatar-${Date.now()}.png`);
    writeFileSync(
      avatarFile,
      await sharp({ create: { width: 300, height: 300, channels: 3, background: "#b54708" } })
        .png()
        .toBuffer(),
    );
    await page.getByLabel("Avatar").setInputFiles(avatarFile);
    await expect.poll(() => page.getByRole("img", { name: "Preview of your new avatar" }).isVisible()).toBe(true);
    await page.getByLabel("Username").fill("niamh_dublin");
    await page.getByRole("textbox", { name: "About Me" }).fill("Second-year at DCU. Ask me about Glasnevin.");
    await expectNoAxeViolations(page, "profile (editing)");
    await page.setViewportSize({ width: 320, height: 640 });
    // Nothing in the editor is wider than the smallest phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    await page.setViewportSize(DESKTOP);
    if (shots) await page.screenshot({ path: `${shots}/profile-edit.png`, fullPage: true });
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByText("Profile updated successfully!").first().isVisible()).toBe(true);
    await expect.poll(() => page.locator("h1").textContent()).toBe("niamh_dublin");
    expect(await page.getByText("Second-year at DCU. Ask me about Glasnevin.").isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("button", { name: "Account menu for niamh_dublin" }).isVisible()).toBe(true);
    await expect
      .poll(() => page.locator("main img[src*='/storage/avatars/']").first().getAttribute("src"))
      .toMatch(/avatar\.webp\?t=\d+/);
    if (shots) {
      await page.screenshot({ path: `${shots}/profile.png`, fullPage: true });
      await page.setViewportSize(PHONE);
      await page.screenshot({ path: `${shots}/profile-phone.png`, fullPage: true });
      await page.setViewportSize(DESKTOP);
    }

    await page.goto(`${suite.server.url}/community/forum`);
    const card = page.locator("article[id^=post-]").filter({ hasText: "Best bus to DCU?" });
    await expect.poll(() => card.getByRole("link", { name: /niamh_dublin/ }).isVisible()).toBe(true);
    await expect.poll(() => card.locator("img[src*='/storage/avatars/']").count()).toBe(1);

    await page.goto(`${suite.server.url}/dashboard`);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Dashboard");
    expect(await page.getByText("Best bus to DCU?").isVisible()).toBe(true);
    await expectNoAxeViolations(page, "dashboard");
    if (shots) await page.screenshot({ path: `${shots}/dashboard.png`, fullPage: true });
    await context.close();
  });

  it("shows Report to other members, neither button to anonymous visitors, and 404 for unknown ids", async () => {
    const { page, context } = await signedInMember(suite.browser, suite.server.url, suite.smtp, "other@example.com");
    const html = await (await fetch(`${suite.server.url}/community/forum`)).text();
    const authorId = /href="\/profile\/([0-9a-f-]{36})"/.exec(html)![1];
    await page.goto(`${suite.server.url}/profile/${authorId}`);
    expect(await page.getByRole("link", { name: "Edit Profile" }).count()).toBe(0);
    const reportButton = page.getByRole("link", { name: "Report" });
    await reportButton.click();
    await page.getByRole("dialog").getByLabel("Spam or advertising").check();
    await page.getByRole("dialog").getByRole("button", { name: "Submit Report" }).click();
    await expect.poll(() => page.getByText("Report submitted successfully").first().isVisible()).toBe(true);
    await expect.poll(() => reportButton.evaluate((element) => element === document.activeElement)).toBe(true);

    const anonymous = await suite.browser.newContext();
    const anonymousPage = await anonymous.newPage();
    await anonymousPage.goto(`${suite.server.url}/profile/${authorId}`);
    expect(await anonymousPage.getByRole("link", { name: "Report" }).count()).toBe(0);
    expect(await anonymousPage.getByRole("link", { name: /Edit Profile/ }).count()).toBe(0);
    await anonymous.close();

    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const response = await fetch(`${suite.server.url}/profile/${id}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Profile Not Found");
    }
    await context.close();
  });
});
