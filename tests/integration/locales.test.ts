import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInMember } from "../helpers/members";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * The locale comes from the address (issue #33, ADR 0040): every page answers under /pt-br, /es,
 * /zh-cn, /uk and /ar with its language and direction, /en/… is the English page's address moved, the
 * switcher remembers a choice and Accept-Language never redirects.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const page = (path: string, headers: Record<string, string> = {}) =>
  t.browser().request(path, { headers: { Accept: "text/html", "Sec-Fetch-Mode": "navigate", ...headers } });

describe("locales in the address", () => {
  it("renders a page in each locale with its lang, dir, canonical and hreflang alternates", async () => {
    for (const [prefix, lang, dir] of [
      ["", "en-IE", "ltr"],
      ["/pt-br", "pt-BR", "ltr"],
      ["/es", "es", "ltr"],
      ["/zh-cn", "zh-CN", "ltr"],
      ["/uk", "uk", "ltr"],
      ["/ar", "ar", "rtl"],
    ]) {
      const response = await page(`${prefix}/community/forum`);
      expect(response.status, prefix).toBe(200);
      const html = await response.text();
      expect(html, prefix).toContain(`<html lang="${lang}" dir="${dir}"`);
      expect(html, prefix).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${prefix}/community/forum"`));
      for (const hreflang of ["en", "pt-br", "es", "zh-cn", "uk", "ar", "x-default"]) {
        expect(html, `${prefix} ${hreflang}`).toMatch(
          new RegExp(`<link rel="alternate" href="[^"]+" hrefLang="${hreflang}"`, "i"),
        );
      }
    }
  });

  it("keeps the locale in the page's links and names the switcher in the page's language", async () => {
    const html = await (await page("/ar/community/forum")).text();
    expect(html).toContain('href="/ar/glossary"');
    expect(html).toContain('aria-label="اللغة"');
    expect(html).not.toContain('href="/glossary"');
  });

  it("moves /en/… to the English address", async () => {
    const response = await page("/en/glossary?x=1");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/glossary?x=1");
  });

  it("remembers the switcher's choice, and only a choice sends an English address elsewhere", async () => {
    const chosen = await page("/language?locale=ar&to=/ar/glossary");
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("location")).toBe("/ar/glossary");
    expect(chosen.headers.get("set-cookie")).toContain("PARAGLIDE_LOCALE=ar");
    const again = await page("/community/forum?page=2", { Cookie: "PARAGLIDE_LOCALE=ar" });
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe("/ar/community/forum?page=2");
    const suggested = await page("/community/forum", { "Accept-Language": "ar,en;q=0.5" });
    expect(suggested.status).toBe(200);
    const html = await suggested.text();
    expect(html).toContain('data-locale-suggestion="ar"');
    expect(html).toContain("هذه الصفحة متوفرة أيضًا بلغة: العربية");
  });

  it("refuses a switcher address that leaves the site", async () => {
    const response = await page("/language?locale=es&to=//evil.example");
    expect(response.headers.get("location")).toBe("/es");
  });

  it("links a member's text to this site's pages in the reader's language (a quote's author)", async () => {
    const author = await signedInMember(t, "quoted@example.com");
    const first = await author.submit("/community/forum/new-post", {
      title: "Which bank opens an account fastest?",
      content: "Plain words, no links.",
      category: "housing",
    });
    expect(first.redirect, JSON.stringify(first.data)).toBeTruthy();
    const quoted = first.redirect!.match(/posts\/([0-9a-f-]{36})/)![1]!;
    // What the quote button puts in the reply box: the author's name linking to what is quoted.
    const second = await author.submit("/community/forum/new-post", {
      title: "Following up on the bank question",
      content: `> [quoted](/community/forum/posts/${quoted}):\n>\n> Plain words\n\nSee also [a guide](https://www.citizensinformation.ie/).`,
      category: "housing",
    });
    const path = second.redirect!.replace(/\?.*$/, "");
    // The quote's link, by its words (the page's related posts link the same post too).
    const quoteLink = async (prefix: string) =>
      (await (await page(`${prefix}${path}`)).text()).match(/<a href="([^"]*)"[^>]*><bdi>quoted<\/bdi><\/a>/)?.[1];
    expect(await quoteLink("/pt-br")).toBe(`/pt-br/community/forum/posts/${quoted}`);
    expect(await quoteLink("/ar")).toBe(`/ar/community/forum/posts/${quoted}`);
    expect(await quoteLink("")).toBe(`/community/forum/posts/${quoted}`);
    const portuguese = await (await page(`/pt-br${path}`)).text();
    expect(portuguese).toContain('href="https://www.citizensinformation.ie/"');
  });

  it("gives each language its own installed app: a manifest with its start, language, direction and words", async () => {
    for (const [prefix, lang, dir, name] of [
      ["", "en-IE", "ltr", "Ireland Guide"],
      ["/pt-br", "pt-BR", "ltr", "Ireland Guide: guia para quem chega à Irlanda"],
      ["/ar", "ar", "rtl", "Ireland Guide: دليل القادمين الجدد إلى أيرلندا"],
    ]) {
      const html = await (await page(`${prefix}/community/forum`)).text();
      const links = html.match(/<link rel="manifest" href="[^"]*"/g);
      expect(links, prefix).toEqual([`<link rel="manifest" href="${prefix}/manifest.webmanifest"`]);
      const response = await t.browser().request(`${prefix}/manifest.webmanifest`);
      expect(response.status, prefix).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/manifest+json; charset=utf-8");
      const manifest = (await response.json()) as Record<string, unknown>;
      expect(manifest, prefix).toMatchObject({
        lang,
        dir,
        name,
        start_url: prefix || "/",
        id: prefix || "/",
        scope: "/",
      });
    }
  });
});
