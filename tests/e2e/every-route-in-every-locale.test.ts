import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routeConfig from "../../app/routes";
import { locales } from "../../common/paraglide/runtime.js";
import { pathInLocale } from "../../common/locale-path";
import { guideSections } from "../../content/guides";
import { launchBrowser } from "./helpers/browser";
import { createPostQuickly, postForm } from "./helpers/forms";
import { grantRole, signedInMember, signIn } from "./helpers/members";
import { usernameFor } from "../helpers/members";
import { PROJECT_ROOT, runTs, startServer, temporaryDataDir, type TestServer } from "./helpers/server";
import { startSmtpSink } from "./helpers/smtp-sink";

/**
 * Issue #33, item 4: every screen route of app/routes.ts in every locale, as a visitor and as a signed-in
 * moderator who wrote the post it shows. Each answers without a server error, in its locale's language and
 * direction, and shows no raw message key (Paraglide has no missing-message marker: a message called by a
 * wrong name shows its key, or fails the build). A route added to app/routes.ts without an address here
 * fails the test.
 */
const dataDir = temporaryDataDir();
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let server: TestServer;
let browser: Browser;
const env = () => ({ DATA_DIR: dataDir, SMTP_URL: smtp.url, AUTH_SECRET: "every-route-e2e-secret-".repeat(2) });

beforeAll(async () => {
  smtp = await startSmtpSink();
  [server, browser] = await Promise.all([startServer(env()), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const KEYS = Object.keys(JSON.parse(readFileSync(join(PROJECT_ROOT, "messages/en.json"), "utf8"))).filter(
  (key) => key !== "$schema",
);
const LANG: Record<string, string> = { en: "en-IE", "pt-br": "pt-BR", es: "es", "zh-cn": "zh-CN", uk: "uk", ar: "ar" };

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ");

/** The screens (routes with a component: .tsx) of the route table, which every locale has under its basename. */
const screens = routeConfig
  .filter((entry) => entry.file.endsWith(".tsx"))
  .map((entry) => (entry.index ? "" : entry.path!));

/** Screens that need a link from a mail or a sign-in under way: they answer a page saying so, or send the reader on. */
const GATED = new Set([
  "auth/confirm",
  "auth/cancel-email-change",
  "auth/reset-password",
  "auth/sign-out",
  "auth/two-factor",
  "notifications/unsubscribe",
  "community/forum/posts/:id/answer",
  "*",
]);

describe("every route in every locale (issue #33)", () => {
  it("answers in the locale's language and direction with no raw message key, signed out and signed in", async () => {
    const email = "every-route@example.com";
    const first = await signedInMember(browser, server.url, smtp, email);
    await first.context.close();
    // A private group, for /groups/:slug (its page answers everyone: a visitor sees how to join).
    await server.stop();
    const group = runTs("scripts/admin.ts", ["group", "create", "every-route-group", "Every route's group"], env());
    expect(await group.exited, group.output()).toBe(0);
    server = await startServer({ ...env(), PORT: new URL(server.url).port });
    ({ server } = await grantRole(server, env(), email, "moderator"));
    const { context, page } = await signIn(browser, server.url, email);

    const postId = await createPostQuickly(
      page,
      server.url,
      "Which bank accepts a new arrival without a utility bill?",
    );
    const commentAt = await postForm(page, server.url, `/community/forum/posts/${postId}`, {
      intent: "comment",
      content: "An Post's account took my college letter as proof of address.",
    });
    const commentId = /comment=([^&#]+)/.exec(commentAt)?.[1];
    expect(commentId, commentAt).toBeTruthy();
    const profile = await page.request.get(`${server.url}/u/${usernameFor(email)}`, { maxRedirects: 0 });
    const userId = /\/profile\/([^/?#]+)/.exec(profile.headers()["location"] ?? "")?.[1];
    expect(userId, profile.headers()["location"]).toBeTruthy();
    const section = guideSections[0]!;
    const params: Record<string, string> = {
      ":section": section.slug,
      ":guide": section.guides[0]!.slug,
      ":category": "general",
      ":id": postId,
      ":commentId": commentId!,
      ":userId": userId!,
      ":slug": "every-route-group",
    };
    const query: Record<string, string> = { search: "?q=visa", report: `?post=${postId}` };
    const addressOf = (path: string) =>
      path === "*"
        ? "/no-such-page"
        : `/${path.replace(/:\w+/g, (param) => params[param] ?? param)}${query[path] ?? ""}`;
    expect(screens.length).toBeGreaterThan(30);
    for (const path of screens) expect(addressOf(path), `an address for ${path}`).not.toMatch(/:\w/);

    const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
    const answered = new Map<string, number[]>();
    for (const locale of locales) {
      for (const path of screens) {
        const address = pathInLocale(addressOf(path), locale);
        for (const headers of [{}, { Cookie: cookie }] as Record<string, string>[]) {
          const response = await fetch(server.url + address, {
            headers: { Accept: "text/html", ...headers },
            redirect: "manual",
          });
          const who = `${address} ${"Cookie" in headers ? "signed in" : "signed out"}`;
          expect(response.status, who).toBeLessThan(500);
          answered.set(path, [...(answered.get(path) ?? []), response.status]);
          if (!(response.headers.get("content-type") ?? "").includes("text/html")) continue;
          const html = await response.text();
          if (response.status >= 300 && response.status < 400) continue;
          expect(html, who).toContain(`<html lang="${LANG[locale]}" dir="${locale === "ar" ? "rtl" : "ltr"}"`);
          const words = text(html);
          for (const key of KEYS) expect(words, `${who} shows the key ${key}`).not.toMatch(new RegExp(`\\b${key}\\b`));
        }
      }
    }
    // Every screen that needs no mail link was seen as a page (200) by someone, in every locale.
    for (const path of screens.filter((path) => !GATED.has(path))) {
      expect(answered.get(path)!.filter((status) => status === 200).length, path).toBeGreaterThanOrEqual(
        locales.length,
      );
    }
    await context.close();
  }, 300_000);
});
