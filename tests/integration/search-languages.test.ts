import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SimilarPostsAnswer } from "../../common/similar-posts";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * Issue #46, item 2: a reader searches in their own language. /<locale>/search and the palette's resource
 * find the guide in the reader's words (Portuguese and Spanish by their stemmers, Chinese, Ukrainian and
 * Arabic by character n-grams), name it in that language and link to its address in that language. The
 * queries are the issue's own. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;

let englishPost = "";

beforeAll(async () => {
  t = await createTestApp();
  const [row] = (
    await t.database.db.execute(sql`
      INSERT INTO posts (title, content, category)
      VALUES ('Getting my PPS number as a new student', 'My employer needs it before the first payslip.', 'general')
      RETURNING id`)
  ).rows;
  englishPost = String(row!.id);
  await t.forumChanges.caughtUp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** The /<locale>/search page as a browser without JavaScript gets it: the guide results' links and titles. */
async function search(locale: string, term: string) {
  const prefix = locale === "en" ? "" : `/${locale}`;
  const response = await t.browser().request(`${prefix}/search?q=${encodeURIComponent(term)}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const section = html.slice(
    html.indexOf('id="search-guides"'),
    html.indexOf("</ol>", html.indexOf('id="search-guides"')),
  );
  const guides = [...section.matchAll(/<li[^>]*>\s*<a[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((match) => ({
    href: match[1]!,
    title: match[2]!.replace(/<[^>]+>/g, "").trim(),
  }));
  return guides;
}

/** The palette's resource, as its fetcher asks it from a page in that language. */
async function palette(locale: string, term: string) {
  return t.browser().load(`/${locale}/resources/forum-search?q=${encodeURIComponent(term)}`);
}

describe("search in the reader's language (issue #46)", () => {
  it.each([
    ["pt-br", "como tirar o pps", "/pt-br/legal/pps-application", "Como tirar o PPS number"],
    ["pt-br", "conta bancária", "/pt-br/finance/banking", "Serviços bancários"],
    ["pt-br", "conta bancaria", "/pt-br/finance/banking", "Serviços bancários"],
    ["pt-br", "banco", "/pt-br/finance/banking", "Serviços bancários"],
    ["pt-br", "visto", "/pt-br/legal/visa-immigration", "Visto e imigração"],
    ["pt-br", "seguro saúde", "/pt-br/healthcare/health-insurance", "Seguro saúde"],
    ["es", "abrir una cuenta bancaria", "/es/finance/banking", "Servicios bancarios"],
    ["uk", "банківський рахунок", "/uk/finance/banking", "Банківські послуги"],
    ["uk", "як відкрити банківський рахунок", "/uk/finance/banking", "Банківські послуги"],
    ["ar", "حساب بنكي", "/ar/finance/banking", "الخدمات المصرفية"],
    ["ar", "الحساب البنكي", "/ar/finance/banking", "الخدمات المصرفية"],
    ["zh-cn", "银行账户", "/zh-cn/finance/banking", "银行服务"],
    ["zh-cn", "怎么开银行账户", "/zh-cn/finance/banking", "银行服务"],
  ])("/%s/search?q=%s finds %s first, named in that language", async (locale, term, href, title) => {
    const guides = await search(locale, term);
    expect(guides[0], JSON.stringify(guides)).toEqual({ href, title });
  });

  it("keeps finding guides by their English names on a translated page, shown in the reader's language", async () => {
    const guides = await search("pt-br", "pps number");
    expect(guides[0]).toEqual({ href: "/pt-br/legal/pps-application", title: "Como tirar o PPS number" });
    const english = await search("en", "bank account");
    expect(english[0]).toEqual({ href: "/finance/banking", title: "Banking Services" });
  });

  it("does not find a guide by another language's words on an English page, nor by a Portuguese stop word", async () => {
    expect((await search("en", "conta bancária")).map((guide) => guide.href)).not.toContain("/finance/banking");
    expect(await search("pt-br", "como")).toEqual([]);
  });

  it("the palette's resource answers with the translated title", async () => {
    const { status, data } = await palette("uk", "банківський рахунок");
    expect(status).toBe(200);
    const answer = Object.entries(data).find(([route]) => route.endsWith("resources-forum-search"))?.[1] as {
      data: { guides: { href: string; title: string }[] };
    };
    expect(answer.data.guides[0]).toMatchObject({
      href: "/finance/banking",
      title: "Банківські послуги",
    });
  });

  it("stays bounded for a hostile term in a language matched by n-grams", async () => {
    const started = Date.now();
    const guides = await search("zh-cn", "银".repeat(40) + " " + "банківський ".repeat(20) + "ب".repeat(60));
    expect(Array.isArray(guides)).toBe(true);
    // Generous: only a runaway (thousands of n-grams) would take this long.
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it("similar questions on a Portuguese page find the English question that shares its words", async () => {
    const ask = async (prefix: string, title: string) => {
      const { status, data } = await t
        .browser()
        .load<Record<string, { data: SimilarPostsAnswer }>>(
          `${prefix}/resources/similar-posts?title=${encodeURIComponent(title)}`,
        );
      expect(status).toBe(200);
      return Object.entries(data).find(([route]) => route.endsWith("resources-similar-posts"))![1].data.posts;
    };
    expect((await ask("/pt-br", "Como tirar o PPS number?")).map((post) => post.id)).toEqual([englishPost]);
    expect((await ask("/es", "¿Cómo saco el PPS number?")).map((post) => post.id)).toEqual([englishPost]);
    // Words no post has cannot narrow, but a word of the question must still be in the post.
    expect(await ask("/pt-br", "Como tirar o visto de estudante?")).toEqual([]);
  });
});
