import pg from "pg";
import { describe, expect, it } from "vitest";
import { seedForum } from "../../scripts/lib/seed";
import { serverForThisFile } from "./helpers";

/**
 * Finding 2: a long term of many words made the trigram fallback take about 1.8 s per query on 50,000
 * posts; 16 such queries in parallel made /api/health answer 503. Here 50,000 posts on PostgreSQL, and
 * 16 worst-case searches at a time for 10 s while health is asked every 100 ms.
 */
const suite = serverForThisFile({}, { postgres: true });

const WORST_TERMS = [
  "question about xq",
  "ques abou",
  "questoin abuot housign in dubiln wiht a leap crad and a gp vist for part tiem wrok at burgh quya irp",
  Array.from({ length: 30 }, (_, i) => `word${i} q`).join(" "),
  "a b c d e f g h i j k l m n o p q r s t u v w x y z 0 1 2 3 4 5 6 7 8 9 question about",
];

describe("worst-case searches", () => {
  it("16 at a time leave /api/health answering 200 within a balancer's 5 s, and every search gets an answer", async () => {
    await seedForum(suite.databaseUrl!, { users: 1_000, posts: 50_000, comments: 0, likes: 0 }, () => {});
    const client = new pg.Client({ connectionString: suite.databaseUrl });
    await client.connect();
    await client.query("VACUUM ANALYZE");
    await client.end();

    const base = suite.server.url;
    const until = Date.now() + 10_000;
    const healthTimes: number[] = [];
    const searchStatuses = new Map<number, number>();
    let searches = 0;
    const searcher = async (index: number) => {
      while (Date.now() < until) {
        // Each search its own term (a first word of its own): an answer is kept per term (issue #17).
        const term = `q${index}x${searches} ${WORST_TERMS[(index + searches) % WORST_TERMS.length]!}`;
        const path =
          index % 2 ? `/search?q=${encodeURIComponent(term)}` : `/resources/forum-search?q=${encodeURIComponent(term)}`;
        const response = await fetch(base + path, { signal: AbortSignal.timeout(30_000) });
        await response.arrayBuffer();
        searches++;
        searchStatuses.set(response.status, (searchStatuses.get(response.status) ?? 0) + 1);
      }
    };
    const health = async () => {
      while (Date.now() < until) {
        const started = performance.now();
        const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        healthTimes.push(response.status === 200 ? performance.now() - started : Infinity);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await Promise.all([...Array.from({ length: 16 }, (_, i) => searcher(i)), health()]);

    expect([...searchStatuses.keys()]).toEqual([200]);
    expect(healthTimes.length).toBeGreaterThan(10);
    const slowest = Math.max(...healthTimes);
    console.log(`${searches} worst-case searches in 10 s, 16 at a time; health slowest ${Math.round(slowest)} ms`);
    // The finding: health answered 503, its database probe (2 s, database.ping) waiting behind the searches
    // for the pool. Every check must answer 200 (Infinity here otherwise), and within 5 s, the health check
    // timeout of common load balancers (AWS's default): a process that answers later is taken out of
    // service. Not 2 s: that is the probe's own limit, and the whole request on CI's busy 2-core machine, with
    // the browser suite on the other core, took 0.33, 0.93, 1.21 (2026-11-27) and 2.69 s (2026-11-29).
    expect(slowest).toBeLessThan(5_000);
  });
});
