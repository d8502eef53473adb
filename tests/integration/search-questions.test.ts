import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGLISH_STOP_WORDS } from "../../server/search/terms";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * Issue #29, item 4: a newcomer types a question, not a keyword. /search (and the palette's resource)
 * answer it with the guides first, then the forum: word forms and stop words by PostgreSQL's text search
 * (`english`, websearch_to_tsquery), typos by trigram similarity, snippets with the matched words marked
 * and escaped, ten posts a page, and the closest guides when nothing matches. PGlite and PostgreSQL.
 */
let t: TestApp;
const posts: Record<string, string> = {};

async function post(key: string, title: string, content: string, hoursAgo = 0) {
  const [row] = (
    await t.database.db.execute(sql`
      INSERT INTO posts (title, content, category, created_at, updated_at)
      VALUES (${title}, ${content}, 'general', now() - ${hoursAgo} * interval '1 hour', now() - ${hoursAgo} * interval '1 hour')
      RETURNING id`)
  ).rows;
  posts[key] = `/community/forum/posts/${String(row!.id)}`;
}

const HOSTILE_TITLE = 'PPS <script>alert("title")</script> & <b>number</b> help';
const HOSTILE_BODY = "How I got my PPS <img src=x onerror=alert(1)> number: bring a <b>letter</b> & your passport.";

beforeAll(async () => {
  t = await createTestApp();
  await post(
    "pps",
    "Getting my PPS number as a new student",
    "My employer needs it before the first payslip. I booked an appointment at Intreo in Cork.",
  );
  await post(
    "irp",
    "Registering my residence permit (IRP) in Cork",
    "Where do I register my residence permit outside Dublin? Cork moved to ISD this year.",
  );
  // Members title posts as they say it: "IRP" for "residence permit", "registration" for "register".
  await post("irpRegistration", "IRP registration at Burgh Quay: how long?", "The queue started before eight.");
  await post("accommodation", "Student accommodation near DCU for September", "Looking for a room close to DCU.");
  await post("hostile", HOSTILE_TITLE, HOSTILE_BODY);
  // 23 posts for one question: three pages of forum results.
  for (let i = 1; i <= 23; i++)
    await post(`cycling${i}`, `Cycling to college in Galway, route ${i}`, `Bike lanes in Galway: route ${i}.`, i);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** The /search page as a browser without JavaScript gets it: its HTML, and the result links in order. */
async function search(query: string) {
  const response = await t.browser().request(`/search?${query}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  const results = [...main.matchAll(/<li[^>]*>\s*<a[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
  return { html, main, results };
}
const q = (term: string) => `q=${encodeURIComponent(term)}`;
const postLinks = (results: string[]) => results.filter((href) => href.startsWith("/community/forum/posts/"));

describe("a question finds the guide that answers it, then the forum's posts", () => {
  it("'how do I get a pps number': the PPS guide first, the glossary's PPS number, the member's post", async () => {
    const { results } = await search(q("how do I get a pps number"));
    expect(results[0]).toBe("/legal/pps-application");
    expect(results).toContain("/glossary#pps");
    expect(results).toContain(posts.pps);
    // Guides first: every guide and glossary result comes before the first post.
    expect(results.findIndex((href) => href.startsWith("/community/"))).toBeGreaterThan(
      results.lastIndexOf("/glossary#pps"),
    );
  });

  it("'where do I register my residence permit': the IRP registration guide first, then the IRP term and the post", async () => {
    const { results } = await search(q("where do I register my residence permit"));
    expect(results[0]).toBe("/legal/gnib-registration");
    expect(results).toContain("/glossary#irp");
    expect(results).toContain(posts.irp);
    // The glossary's name for the phrase and the word's other forms: "register … residence permit".
    expect(results).toContain(posts.irpRegistration);
    expect(postLinks(results).indexOf(posts.irp)).toBeLessThan(postLinks(results).indexOf(posts.irpRegistration));
  });

  it("tolerates a typo: 'accomodation' and 'pps numbr'", async () => {
    const accommodation = await search(q("accomodation"));
    expect(accommodation.results[0]).toBe("/housing/student-accommodation");
    expect(accommodation.results).toContain(posts.accommodation);
    const pps = await search(q("pps numbr"));
    expect(pps.results[0]).toBe("/legal/pps-application");
    expect(pps.results).toContain(posts.pps);
  });

  it("answers the palette the same way: guides that answer the question, and the posts", async () => {
    type Answer = { term: string; guides: { href: string }[]; results: { id: string }[] };
    const loaded = await t
      .browser()
      .load<Record<string, { data: Answer }>>(`/resources/forum-search?${q("how do I get a pps number")}`);
    const data = loaded.data["routes/resources-forum-search"]!.data;
    expect(data.guides[0]?.href).toBe("/legal/pps-application");
    expect(data.results.map((found) => `/community/forum/posts/${found.id}`)).toContain(posts.pps);
  });
});

describe("snippets", () => {
  it("mark the matched words, and show what a member typed as text, never as HTML", async () => {
    const { main } = await search(q("pps number"));
    // The member's own post: its title and snippet with the words marked.
    expect(main).toMatch(/<mark[^>]*>PPS<\/mark> <mark[^>]*>number<\/mark> as a new student/);
    expect(main).toMatch(/<mark[^>]*>PPS<\/mark>[^<]*<mark[^>]*>Number<\/mark> Application/);
    // The hostile post: its tags are shown as typed (escaped), with the words marked around them.
    expect(main).toContain("&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt; &amp; &lt;b&gt;");
    expect(main).toContain("&lt;img src=x onerror=alert(1)&gt;");
    // Shown as typed: ts_headline alone would drop what looks like a tag near the passage's edges.
    expect(main).toContain("bring a &lt;b&gt;letter&lt;/b&gt; &amp; your passport");
    expect(main).not.toMatch(/<script>alert|<img src=x|<b>number|<b>letter/);
  });
});

describe("paging", () => {
  it("shows ten posts a page with plain links to the others; a page past the last shows the last", async () => {
    const term = "cycling to college in galway";
    const pages = await Promise.all([1, 2, 3].map((page) => search(`${q(term)}&page=${page}`)));
    const found = pages.map((page) => postLinks(page.results));
    expect(found.map((links) => links.length)).toEqual([10, 10, 3]);
    expect(new Set(found.flat()).size).toBe(23);
    // Newest first among equals: route 1 is the newest.
    expect(found[0]![0]).toBe(posts.cycling1);
    expect(found[2]!.at(-1)).toBe(posts.cycling23);
    // The spec's pagination: links (no JavaScript needed); Previous disabled on page 1, Next on the last.
    const nav = (html: string) => html.slice(html.indexOf('aria-label="Search result pages"'));
    expect(nav(pages[0]!.main)).toContain(`href="/search?q=cycling+to+college+in+galway&amp;page=2"`);
    expect(nav(pages[0]!.main)).toMatch(/<button[^>]*disabled[^>]*>.*Previous/);
    expect(nav(pages[2]!.main)).toMatch(/<button[^>]*disabled[^>]*>Next/);
    expect(pages[1]!.main).toContain("page 2 of 3");
    const past = await search(`${q(term)}&page=99`);
    expect(postLinks(past.results)).toEqual(found[2]);
  });
});

describe("when nothing matches", () => {
  it("suggests the closest guide rather than an empty page", async () => {
    const { main, results } = await search(q("accomadashun"));
    expect(main).toContain("No results found.");
    expect(main).toContain("Did you mean:");
    expect(results[0]).toBe("/housing/student-accommodation");
  });

  it("offers where to start when nothing comes close either", async () => {
    const { main, results } = await search(q("zzzyxq"));
    expect(main).toContain("No results found.");
    expect(results).toEqual(["/start", "/glossary"]);
    expect(main).toContain('href="/community/forum/new-post"');
  });
});

describe("stop words", () => {
  it("the server leaves out exactly the words PostgreSQL's english configuration drops", async () => {
    const words = [...ENGLISH_STOP_WORDS];
    const kept = await t.database.db.execute(sql`
      SELECT word FROM unnest(ARRAY[${sql.join(
        words.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]) AS word
      WHERE to_tsvector('english', word) <> ''::tsvector`);
    expect(kept.rows).toEqual([]);
    const dropped = await t.database.db.execute(sql`
      SELECT word FROM unnest(ARRAY['get', 'pps', 'number', 'register', 'residence', 'permit', 'ireland']) AS word
      WHERE to_tsvector('english', word) = ''::tsvector`);
    expect(dropped.rows).toEqual([]);
  });
});
