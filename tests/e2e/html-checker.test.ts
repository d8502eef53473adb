import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { createPostQuickly, postForm } from "./helpers/forms";
import { signedInMember } from "./helpers/members";
import { PROJECT_ROOT } from "./helpers/server";
import { serverWithMailForThisFile } from "./helpers/suite";

/**
 * Issue #46, "Done when": the W3C Nu HTML checker (npm vnu-jar, run on Debian's Java) finds no error in a
 * page of each kind in three languages, as the production server sends them to a visitor and to a member:
 * the home page, a section, a guide, the glossary, the checklist, the forum, a post with a comment, a
 * profile, a search, sign-in and sign-up, notifications and settings.
 */
const suite = serverWithMailForThisFile();
const LOCALES = ["", "/ar", "/uk"];
const VNU_JAR = join(PROJECT_ROOT, "node_modules/vnu-jar/build/dist/vnu.jar");
const folder = mkdtempSync(join(tmpdir(), "html-checker-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface CheckerMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

describe("the W3C Nu HTML checker", () => {
  it("finds no error in a page of each kind, in English, Arabic and Ukrainian, for a visitor and a member", async () => {
    const { server, browser, smtp } = suite;
    const { context, page } = await signedInMember(browser, server.url, smtp, "html-checker@example.com");
    // Member-written text of both directions, with the Markdown a post may hold.
    const postId = await createPostQuickly(
      page,
      server.url,
      "كيف أحصل على PPS number؟",
      "**مرحبا**، I arrived in *Dublin* last week.\n\n- Intreo\n- [MyWelfare](https://www.mywelfare.ie)\n\n`PPS`",
    );
    await postForm(page, server.url, `/community/forum/posts/${postId}`, {
      intent: "comment",
      content: "Book at Intreo first: احجز موعدا.",
    });
    // The member's profile, as the post's author line links it.
    const postPage = await (await page.request.get(`${server.url}/community/forum/posts/${postId}`)).text();
    const profilePath = /href="(\/profile\/[0-9a-f-]{36})"/.exec(postPage)?.[1];
    expect(profilePath).toBeTruthy();

    const visitorPaths = [
      "/",
      "/housing",
      "/housing/rental-process",
      "/glossary",
      "/start",
      "/community/forum",
      `/community/forum/posts/${postId}`,
      profilePath!,
      "/search?q=pps",
      "/auth",
      "/auth?mode=sign-up",
    ];
    const memberPaths = ["/community/forum", `/community/forum/posts/${postId}`, "/notifications", "/settings"];
    const files: string[] = [];
    const save = async (name: string, response: Response | { status: () => number; text: () => Promise<string> }) => {
      const status = typeof response.status === "function" ? response.status() : response.status;
      expect([name, status]).toEqual([name, 200]);
      const file = join(folder, `${files.length}.html`);
      writeFileSync(file, await response.text());
      files.push(file);
      return file;
    };
    const names = new Map<string, string>();
    for (const prefix of LOCALES) {
      for (const path of visitorPaths) {
        const address = `${prefix}${path === "/" && prefix ? "" : path}`;
        names.set(await save(address, await fetch(`${server.url}${address}`)), `visitor ${address}`);
      }
      for (const path of memberPaths) {
        const address = `${prefix}${path}`;
        names.set(await save(address, await page.request.get(`${server.url}${address}`)), `member ${address}`);
      }
    }
    await context.close();

    const { stdout, stderr } = await promisify(execFile)(
      "java",
      ["-Xss1024k", "-jar", VNU_JAR, "--errors-only", "--format", "json", "--stdout", ...files],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { stdout: string; stderr: string }) => error);
    const { messages } = JSON.parse(stdout || stderr) as { messages: CheckerMessage[] };
    const errors = messages
      .filter((message) => message.type === "error")
      .map((message) => {
        const file = decodeURIComponent(new URL(message.url).pathname);
        return `${names.get(file) ?? file}:${message.lastLine ?? "?"}: ${message.message} [${message.extract ?? ""}]`;
      });
    expect(errors).toEqual([]);
  }, 180_000);
});
