import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoAxeViolations, launchBrowser, PHONE } from "./helpers/browser";
import { sameMemberWithoutJavaScript, signedInMember } from "./helpers/members";
import { runTs, startServer, temporaryDataDir, type TestServer } from "./helpers/server";
import { startSmtpSink } from "./helpers/smtp-sink";
import { isolated } from "../../common/isolated";

/**
 * A private group as its people use it (issue #47 item 3, ADR 0061): the operator creates a group for a
 * university's domain with `npm run admin` (the server stopped, as PGlite allows one process) and names
 * its moderator; a student with a confirmed address at the domain joins with one click, another by the
 * invite link; they ask, answer and mark the answer solved inside the group, and find it again by the
 * group's search, its similar questions and a member's private feed; a member outside it and a
 * visitor find none of it by its address (in any language), search, similar questions, the feeds, the
 * sitemap or their notifications; the group's moderator removes a member, who loses it at their next
 * request.
 */

const shots = process.env.SCREENSHOTS_DIR;
const dataDir = temporaryDataDir();
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
const env = () => ({ DATA_DIR: dataDir, SMTP_URL: smtp.url, AUTH_SECRET: "private-groups-e2e-secret-".repeat(2) });
let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
const SLUG = "ucd-international-2026";
const GROUP = "UCD international students 2026";
const TITLE = "Which GP near Belfield takes the student health card?";
// The group's name in a toast is set apart in its own direction by invisible marks.
const JOINED = `You joined ${isolated(GROUP)}.`;
const LEFT_ES = `Saliste de ${isolated(GROUP)}.`;
const settled = { timeout: 15_000 }; // a busy machine

beforeAll(async () => {
  smtp = await startSmtpSink();
  [server, browser] = await Promise.all([startServer(env()), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

async function screenshots(page: Page, name: string) {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 320, height: 800 });
  await page.screenshot({ path: `${shots}/${name}-320.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
}

/** Runs `npm run admin -- <args>` for each command, as the operator does, the server stopped; answers what each printed. */
async function admin(...commands: string[][]): Promise<string[]> {
  await server.stop();
  const outputs: string[] = [];
  try {
    for (const args of commands) {
      const run = runTs("scripts/admin.ts", args, env());
      if ((await run.exited) !== 0) throw new Error(`admin ${args.join(" ")} failed: ${run.output()}`);
      outputs.push(run.output());
    }
  } finally {
    server = await startServer({ ...env(), PORT: new URL(server.url).port });
  }
  return outputs;
}

/** The group's search form on a page (the site's header has a Search button of its own). */
const groupSearchForm = (page: Page, label: string) => page.getByRole("search").filter({ has: page.getByLabel(label) });

/**
 * One journey in five stages that share its members, the group's question and Bea's feed: each stage is
 * bounded on its own (four sign-ups and two restarts of the server come first, and on a busy two-core
 * machine the whole journey has taken close to two minutes). A stage after a failed one fails too.
 */
describe("a private group", () => {
  type Member = Awaited<ReturnType<typeof signedInMember>>;
  let aoife: Member, bea: Member, cian: Member, dara: Member;
  let groupUrl: string;
  let postUrl: string, postPath: string, postId: string;
  let feedReader: Awaited<ReturnType<typeof browser.newContext>>;
  let feedPath: string;

  it("has its people sign up: a student at the university's domain, and three at other addresses", async () => {
    aoife = await signedInMember(browser, server.url, smtp, "aoife@ucdconnect.ie");
    bea = await signedInMember(browser, server.url, smtp, "bea@example.com");
    cian = await signedInMember(browser, server.url, smtp, "cian@example.com");
    dara = await signedInMember(browser, server.url, smtp, "dara@example.com");
  });

  it("is made by the operator for a domain, with its moderator; joined by the domain with one click, and by invite", async () => {
    const [created, named] = await admin(
      [
        "group",
        "create",
        SLUG,
        GROUP,
        "--domain",
        "ucdconnect.ie",
        "--description",
        "Questions our international students ask among themselves.",
      ],
      ["group", "moderator", SLUG, "dara@example.com"],
    );
    const invite = /Invite link: (\S+)/.exec(created!)?.[1];
    expect(invite, created).toMatch(new RegExp(`/groups/${SLUG}\\?invite=[\\w-]{20,}$`));
    expect(named).toContain("moderator");
    groupUrl = `${server.url}/groups/${SLUG}`;
    const inviteUrl = `${server.url}${new URL(invite!).pathname}${new URL(invite!).search}`;

    // Dara, its moderator, names one of the group's own topics on its page.
    await dara.page.goto(groupUrl);
    await dara.page.getByLabel("New topic").fill("Health");
    await dara.page.getByRole("button", { name: "Add the topic" }).click();
    await expect.poll(() => dara.page.getByText("The topic was added.").first().isVisible(), settled).toBe(true);
    expect(await dara.page.getByLabel("New topic").inputValue()).toBe("");

    // Aoife's confirmed address is at the group's domain: one click.
    await aoife.page.goto(groupUrl);
    await aoife.page.getByRole("button", { name: "Join the group" }).click();
    await expect.poll(() => aoife.page.getByText(JOINED).first().isVisible(), settled).toBe(true);
    await expect
      .poll(() => aoife.page.getByRole("heading", { name: "Questions in this group" }).isVisible(), settled)
      .toBe(true);

    // Bea's is not: the group's page offers to ask; the invite link lets her in.
    await bea.page.goto(groupUrl);
    expect(await bea.page.getByRole("button", { name: "Ask to join" }).isVisible()).toBe(true);
    expect(await bea.page.getByRole("button", { name: "Join the group" }).count()).toBe(0);
    await bea.page.goto(inviteUrl);
    await bea.page.getByRole("button", { name: "Join the group" }).click();
    await expect.poll(() => bea.page.getByText(JOINED).first().isVisible(), settled).toBe(true);
  });

  it("is asked, answered and solved by its members, its question under its topic in every language", async () => {
    // Aoife asks the group, from its page, by its own link.
    await aoife.page.goto(groupUrl);
    await aoife.page.getByRole("link", { name: "Ask the group" }).click();
    await aoife.page.waitForURL(/\/community\/forum\/new-post\?group=/);
    await expect.poll(() => aoife.page.getByText(`You are asking in ${GROUP}`).isVisible(), settled).toBe(true);
    await aoife.page.getByLabel("Category").selectOption({ label: "Healthcare" });
    await aoife.page.getByLabel("Topic in this group").selectOption({ label: "Health" });
    await aoife.page.getByLabel("Title").fill(TITLE);
    await aoife.page.getByLabel("Content").fill("I have the card from the health centre. @bea can you help?");
    await aoife.page.getByRole("button", { name: "Create Post" }).click();
    await aoife.page.waitForURL(/\/community\/forum\/posts\/[0-9a-f-]{36}$/);
    postUrl = aoife.page.url();
    postPath = new URL(postUrl).pathname;
    postId = postPath.split("/").at(-1)!;
    await expect
      .poll(() => aoife.page.getByRole("link", { name: `Private group: ${GROUP}` }).isVisible(), settled)
      .toBe(true);
    expect(await aoife.page.getByRole("link", { name: "Health", exact: true }).isVisible()).toBe(true);
    await expectNoAxeViolations(aoife.page);

    // Bea finds it on the group's page and in her notifications (she was mentioned), and answers.
    await bea.page.goto(groupUrl);
    await bea.page.getByRole("link", { name: TITLE }).click();
    await bea.page.waitForURL(postUrl);
    await bea.page.goto(`${server.url}/notifications`);
    await expect.poll(() => bea.page.getByText(TITLE).first().isVisible(), settled).toBe(true);
    await bea.page.goto(postUrl, { waitUntil: "networkidle" });
    const card = bea.page.locator("article[id^=post-]").first();
    await card.getByLabel("Add a comment").fill("The Belfield Medical Centre does: book online a week ahead.");
    await card.getByRole("button", { name: "Comment", exact: true }).last().click();
    await expect.poll(() => bea.page.getByText("Comment added successfully!").first().isVisible(), settled).toBe(true);

    // Aoife marks it as the answer: solved, inside the group as outside.
    await aoife.page.goto(postUrl, { waitUntil: "networkidle" });
    const comments = aoife.page.getByRole("region", { name: "Comments" });
    await comments
      .getByRole("listitem")
      .filter({ hasText: "Belfield Medical Centre" })
      .getByRole("button", { name: "Mark as answer" })
      .click();
    await expect.poll(() => aoife.page.getByText("Marked as the answer.").first().isVisible(), settled).toBe(true);
    await aoife.page.goto(groupUrl);
    expect(await aoife.page.getByRole("listitem").filter({ hasText: TITLE }).getByText("Solved").isVisible()).toBe(
      true,
    );
    // The group's page lists the question under its topic, by the topic's own link.
    await aoife.page.getByRole("navigation", { name: "Topics" }).getByRole("link", { name: "Health" }).click();
    await expect.poll(() => aoife.page.url(), settled).toMatch(/\?topic=/);
    expect(await aoife.page.getByRole("link", { name: TITLE }).isVisible()).toBe(true);
    await expectNoAxeViolations(aoife.page);
    await screenshots(aoife.page, "group-page-member");
    // In Arabic, right to left, by the page's own link to its language.
    await aoife.page.getByRole("link", { name: "العربية" }).click();
    await expect.poll(() => aoife.page.locator("html").getAttribute("dir"), settled).toBe("rtl");
    await expect
      .poll(() => aoife.page.getByRole("heading", { name: "الأسئلة في هذه المجموعة" }).isVisible(), settled)
      .toBe(true);
    expect(await aoife.page.getByRole("link", { name: TITLE }).isVisible()).toBe(true);
    await expectNoAxeViolations(aoife.page);
    await screenshots(aoife.page, "group-page-member-ar");
    // And in the other languages, each by the footer's link to it: the group's questions under its heading.
    for (const [language, heading] of [
      ["Português (Brasil)", "Perguntas neste grupo"],
      ["Українська", "Запитання в цій групі"],
      ["简体中文", "本小组的问题"],
    ]) {
      await aoife.page.getByRole("link", { name: language }).click();
      await expect.poll(() => aoife.page.getByRole("heading", { name: heading }).isVisible(), settled).toBe(true);
      expect(await aoife.page.getByRole("link", { name: TITLE }).isVisible()).toBe(true);
      await expectNoAxeViolations(aoife.page);
    }
    await aoife.page.getByRole("link", { name: "English" }).click();
    await expect
      .poll(() => aoife.page.getByRole("heading", { name: "Questions in this group" }).isVisible(), settled)
      .toBe(true);
  });

  it("is found by its members: its own search, similar questions, and a private feed", async () => {
    // Bea searches the group from its page, and finds the question; the site's search does not have it.
    await bea.page.goto(groupUrl);
    await bea.page.getByLabel("Search this group's questions").fill("health card");
    await groupSearchForm(bea.page, "Search this group's questions").getByRole("button", { name: "Search" }).click();
    await expect
      .poll(() => bea.page.getByText("Questions in this group for “health card”").isVisible(), settled)
      .toBe(true);
    expect(await bea.page.getByRole("link", { name: TITLE }).isVisible()).toBe(true);
    await expectNoAxeViolations(bea.page);
    await screenshots(bea.page, "group-search");
    // Asking the group something like it, she is shown the group's question as a similar one.
    await bea.page.getByRole("link", { name: "Show all the group's questions" }).click();
    await bea.page.getByRole("link", { name: "Ask the group" }).click();
    await bea.page.waitForURL(/\/community\/forum\/new-post\?group=/);
    await bea.page.getByLabel("Title").pressSequentially("GP that takes the student health card", { delay: 20 });
    const similarQuestions = bea.page.getByRole("region", { name: "Similar questions" });
    await expect.poll(() => similarQuestions.getByRole("link", { name: TITLE }).isVisible(), settled).toBe(true);
    // Her own feed of the group, for a feed reader that signs in nowhere.
    await bea.page.goto(groupUrl);
    await bea.page.getByRole("button", { name: "Make my feed address" }).click();
    await expect
      .poll(
        () => bea.page.getByText("Your feed address is ready. Any older one no longer works.").first().isVisible(),
        settled,
      )
      .toBe(true);
    const feedAddress = await bea.page.getByText(`/groups/${SLUG}/feed.xml?token=`).textContent();
    feedPath = new URL(feedAddress!.trim()).pathname + new URL(feedAddress!.trim()).search;
    feedReader = await browser.newContext();
    const feedAnswer = await feedReader.request.get(`${server.url}${feedPath}`);
    expect(feedAnswer.status()).toBe(200);
    expect(feedAnswer.headers()["cache-control"]).toBe("private, no-store");
    expect(await feedAnswer.text()).toContain(TITLE);
    await screenshots(bea.page, "group-feed");
  });

  it("is invisible to a member outside it and to a visitor, by any way in, in any language; asked to join without JavaScript", async () => {
    // Cian, a member outside the group, and a visitor: nothing, by any way in, in any language.
    const visitorContext = await browser.newContext({ viewport: PHONE });
    const visitor = await visitorContext.newPage();
    for (const page of [cian.page, visitor]) {
      for (const prefix of ["", "/es", "/ar"]) {
        const response = await page.goto(`${server.url}${prefix}${postPath}`);
        expect(response?.status(), `${prefix}${postPath}`).toBe(404);
        expect(await page.content()).not.toContain("Belfield");
      }
      const data = await page.request.get(`${server.url}${postPath}.data`);
      expect(await data.text()).not.toContain("Belfield");
      const searched = await page.request.get(`${server.url}/search?q=${encodeURIComponent("student health card")}`);
      expect(await searched.text()).not.toContain(postId);
      const palette = await page.request.get(`${server.url}/resources/forum-search.data?q=Belfield`);
      expect(await palette.text()).not.toContain(postId);
      const similar = await page.request.get(
        `${server.url}/resources/similar-posts.data?title=${encodeURIComponent(TITLE)}`,
      );
      expect(await similar.text()).not.toContain(postId);
      const similarInGroup = await page.request.get(
        `${server.url}/resources/similar-posts.data?title=${encodeURIComponent(TITLE)}&group=${SLUG}`,
      );
      expect(similarInGroup.status()).toBe(404);
      expect(await similarInGroup.text()).not.toContain(postId);
      const groupSearch = await page.request.get(`${server.url}/groups/${SLUG}?q=Belfield`);
      expect(await groupSearch.text()).not.toContain("Belfield Medical");
      expect(await groupSearch.text()).not.toContain(postId);
      for (const feed of [
        "/community/forum/feed.xml",
        "/community/forum/c/healthcare/feed.xml",
        "/sitemaps/posts-1.xml",
      ]) {
        const text = await (await page.request.get(`${server.url}${feed}`)).text();
        expect(text, feed).not.toContain(postId);
        expect(text, feed).not.toContain("Belfield");
      }
      expect((await page.request.get(`${server.url}${postPath}/feed.xml`)).status()).toBe(404);
      // The group's page shows its name and how to join, never its questions.
      await page.goto(groupUrl);
      expect(await page.getByText(TITLE).count()).toBe(0);
      expect(
        await page.getByText("Only the members of this group can read its questions and answers.").isVisible(),
      ).toBe(true);
    }
    await screenshots(visitor, "group-page-visitor");
    await visitorContext.close();
    await cian.page.goto(`${server.url}/notifications`);
    expect(await cian.page.getByText(TITLE).count()).toBe(0);
    await cian.page.goto(`${server.url}/es/groups/${SLUG}`);
    expect(await cian.page.getByRole("button", { name: "Pedir unirse" }).isVisible()).toBe(true);
    await expectNoAxeViolations(cian.page);

    // Without JavaScript, in Arabic on a phone, by the page's own buttons: Cian asks, then withdraws.
    const plain = await sameMemberWithoutJavaScript(browser, cian.context);
    await plain.page.setViewportSize({ width: 320, height: 800 });
    await plain.page.goto(`${server.url}/ar/groups/${SLUG}`);
    expect(await plain.page.locator("html").getAttribute("dir")).toBe("rtl");
    await plain.page.getByRole("button", { name: "طلب الانضمام" }).click();
    await plain.page.waitForURL(`${server.url}/ar/groups/${SLUG}`);
    expect(await plain.page.getByText("تم إرسال طلبك.").first().isVisible()).toBe(true);
    expect(await plain.page.getByText("طلبت الانضمام.", { exact: false }).isVisible()).toBe(true);
    if (shots) await plain.page.screenshot({ path: `${shots}/group-page-asked-ar-320.png`, fullPage: true });
    await plain.page.getByRole("button", { name: "سحب طلبي" }).click();
    await plain.page.waitForURL(`${server.url}/ar/groups/${SLUG}`);
    expect(await plain.page.getByText("تم سحب طلبك.").first().isVisible()).toBe(true);
    await plain.context.close();
  });

  it("is moderated by its own moderator, who removes a member; a member leaves it without JavaScript, at once", async () => {
    // Dara moderates the group's post from its page: the group's moderators' tools, no pin, no suspension.
    await dara.page.goto(postUrl);
    const tools = dara.page.locator("details").filter({ has: dara.page.getByText("Moderator tools", { exact: true }) });
    await tools.locator("summary").first().click();
    await expect.poll(() => tools.getByRole("button", { name: /^Lock/ }).isVisible(), settled).toBe(true);
    expect(await tools.getByRole("button", { name: /^Hide/ }).isVisible()).toBe(true);
    expect(await tools.getByRole("button", { name: /^Pin/ }).count()).toBe(0);
    expect(await tools.getByRole("button", { name: /^Suspend/ }).count()).toBe(0);

    // Bea reports the question; Dara finds the report in the group's own queue, from the group's page.
    await bea.page.goto(postUrl, { waitUntil: "networkidle" });
    await bea.page.locator("article[id^=post-]").first().getByRole("link", { name: "Report" }).click();
    await bea.page.getByRole("dialog").getByLabel("Something else").check();
    await bea.page
      .getByRole("dialog")
      .getByLabel(/details/i)
      .fill("Should this be in the public forum?");
    await bea.page.getByRole("dialog").getByRole("button", { name: "Submit Report" }).click();
    await expect
      .poll(() => bea.page.getByText("Report submitted successfully").first().isVisible(), settled)
      .toBe(true);
    await dara.page.goto(groupUrl);
    await dara.page.getByRole("link", { name: "Reports and questions waiting" }).click();
    await expect
      .poll(() => dara.page.getByRole("heading", { name: `Reports in ${GROUP}` }).isVisible(), settled)
      .toBe(true);
    const reported = dara.page.getByRole("article").filter({ hasText: TITLE });
    await expect.poll(() => reported.textContent(), settled).toContain("Should this be in the public forum?");
    // Only what a group's moderator may do: no suspension of the author.
    expect(await reported.getByRole("button", { name: /^Suspend/ }).count()).toBe(0);
    await expectNoAxeViolations(dara.page);
    await screenshots(dara.page, "group-queue");
    await reported.getByRole("button", { name: /^Dismiss reports/ }).click();
    await expect.poll(() => dara.page.getByText("Reports dismissed.").first().isVisible(), settled).toBe(true);
    await expect.poll(() => reported.count(), settled).toBe(0);

    // Dara, the group's moderator, removes Bea: her next request no longer finds the group's post.
    await dara.page.goto(groupUrl);
    expect(await dara.page.getByText("Manage the group").isVisible()).toBe(true);
    await dara.page.getByLabel("Username of the member to remove").fill("bea");
    await dara.page.getByRole("button", { name: "Remove from the group" }).click();
    await expect
      .poll(() => dara.page.getByText("The member was removed from the group.").first().isVisible(), settled)
      .toBe(true);
    expect(await dara.page.getByLabel("Username of the member to remove").inputValue()).toBe("");
    await screenshots(dara.page, "group-page-moderator");
    const afterRemoval = await bea.page.goto(postUrl);
    expect(afterRemoval?.status()).toBe(404);
    // Her feed of the group went with her membership.
    expect((await feedReader.request.get(`${server.url}${feedPath}`)).status()).toBe(404);
    await feedReader.close();
    await bea.page.goto(groupUrl);
    expect(await bea.page.getByText(TITLE).count()).toBe(0);

    // Without JavaScript, in Spanish, by the page's own forms: Aoife searches the group, then leaves it
    // with one click, and the group's post is no longer hers to read either.
    const plainAoife = await sameMemberWithoutJavaScript(browser, aoife.context);
    await plainAoife.page.goto(`${server.url}/es/groups/${SLUG}`);
    await plainAoife.page.getByLabel("Buscar en las preguntas de este grupo").fill("Belfield");
    await groupSearchForm(plainAoife.page, "Buscar en las preguntas de este grupo")
      .getByRole("button", { name: "Buscar" })
      .click();
    await plainAoife.page.waitForURL(/\/es\/groups\/[^?]+\?q=Belfield/);
    expect(await plainAoife.page.getByRole("link", { name: TITLE }).isVisible()).toBe(true);
    await plainAoife.page.getByRole("button", { name: "Salir del grupo" }).click();
    await plainAoife.page.waitForURL(`${server.url}/es/groups/${SLUG}`);
    expect(await plainAoife.page.getByText(LEFT_ES).first().isVisible()).toBe(true);
    expect((await plainAoife.page.goto(postUrl))?.status()).toBe(404);
    await plainAoife.context.close();
  });
});
