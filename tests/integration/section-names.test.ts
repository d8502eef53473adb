import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * Issue #46, item 12: one name per section in each language. The menu, the section's heading, the
 * breadcrumbs, "More in …", the page's title and the /search results' "where" line all name a section in the
 * reader's language; the section's landing says its guides are in English, as a guide page does.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function page(path: string) {
  const response = await t.browser().request(path);
  expect(response.status).toBe(200);
  return response.text();
}

const text = (html: string) => html.replace(/<!--.*?-->/g, "").replace(/<[^>]+>/g, "");
const breadcrumbs = (html: string) => {
  const start = html.indexOf('<nav aria-label="Trilha de navegação"');
  return text(html.slice(start, html.indexOf("</nav>", start)));
};
const heading = (html: string) => text(html.slice(html.indexOf("<h1"), html.indexOf("</h1>")));

describe("one name per section (issue #46 item 12)", () => {
  it("a Portuguese section landing: heading, breadcrumb and title say Jurídico, with the English-guides notice", async () => {
    const html = await page("/pt-br/legal");
    expect(heading(html).trim()).toBe("Jurídico");
    expect(breadcrumbs(html)).toContain("Jurídico");
    expect(breadcrumbs(html)).not.toContain("Legal");
    expect(html.match(/<title>([^<]*)/)?.[1]).toMatch(/^Jurídico\b/);
    expect(text(html)).toContain("Este guia está em inglês");
    // The English words under the notice are marked as English for screen readers and right-to-left pages.
    expect(html).toMatch(/<p lang="en" dir="ltr"[^>]*>These are the legal steps/);
  });

  it("the longer section names are the reader's too, and English stays as it was", async () => {
    expect(heading(await page("/pt-br/jobs")).trim()).toBe("Empregos e carreira");
    expect(heading(await page("/ar/business")).trim()).toBe("دليل الأعمال");
    const english = await page("/jobs");
    expect(heading(english).trim()).toBe("Jobs and Career");
    expect(english).not.toContain("This guide is in English");
  });

  it("a Portuguese guide page names its section Finanças in the breadcrumbs and in More in …", async () => {
    const html = await page("/pt-br/finance/banking");
    expect(breadcrumbs(html)).toContain("Finanças");
    expect(breadcrumbs(html)).not.toContain("Finance");
    expect(text(html)).toContain("Mais em Finanças");
  });

  it("/pt-br/search says where each guide lives in Portuguese", async () => {
    const html = await page(`/pt-br/search?q=${encodeURIComponent("seguro saúde")}`);
    const guides = html.slice(
      html.indexOf('id="search-guides"'),
      html.indexOf("</section>", html.indexOf('id="search-guides"')),
    );
    const places = [...guides.matchAll(/<p class="mt-0\.5[^"]*">([^<]*)/g)].map((match) => match[1]);
    expect(places).toContain("Saúde");
    expect(places).not.toContain("Healthcare");
    expect(places.length).toBeGreaterThan(0);
  });
});
