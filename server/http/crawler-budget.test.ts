import { describe, expect, it } from "vitest";
import { crawlerBudget } from "./crawler-budget";

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const GPTBOT = "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

function clock() {
  let now = 1_000_000;
  return { now: () => now, pass: (ms: number) => (now += ms) };
}

describe("crawlers' share of page renders", () => {
  it("lets a crawler render a burst of a fortieth of its minute's share, then one page as each comes due", () => {
    const time = clock();
    const budget = crawlerBudget(120, time.now); // two a second, bursts of 3
    for (let i = 0; i < 3; i++) expect(budget.take(GOOGLEBOT), `render ${i + 1}`).toBeUndefined();
    expect(budget.take(GOOGLEBOT)).toEqual({ retryAfterSeconds: 1 });
    time.pass(500);
    expect(budget.take(GOOGLEBOT)).toBeUndefined();
    expect(budget.take(GOOGLEBOT)).toEqual({ retryAfterSeconds: 1 });
    // Another crawler has its own share.
    expect(budget.take(GPTBOT)).toBeUndefined();
  });

  it("never counts a reader whose browser is no crawler, nor anyone when the share is 0", () => {
    const budget = crawlerBudget(60, clock().now);
    for (let i = 0; i < 100; i++) expect(budget.take(FIREFOX)).toBeUndefined();
    for (let i = 0; i < 100; i++) expect(budget.take(undefined)).toBeUndefined();
    const off = crawlerBudget(0, clock().now);
    for (let i = 0; i < 100; i++) expect(off.take(GOOGLEBOT)).toBeUndefined();
  });

  it("holds all crawlers together to five shares, however many names they take", () => {
    const time = clock();
    const budget = crawlerBudget(60, time.now); // all together: bursts of 10, five a second
    let rendered = 0;
    for (let i = 0; i < 100; i++) if (!budget.take(`${GOOGLEBOT} ${i}`)) rendered++;
    expect(rendered).toBe(10);
    time.pass(1000);
    rendered = 0;
    for (let i = 100; i < 200; i++) if (!budget.take(`${GOOGLEBOT} ${i}`)) rendered++;
    expect(rendered).toBe(5);
  });

  it("holds a refused crawler off until its Retry-After has passed, and no one else", () => {
    const time = clock();
    const budget = crawlerBudget(6, time.now); // one every ten seconds, a burst of one
    expect(budget.heldOff(GOOGLEBOT)).toBeUndefined();
    expect(budget.take(GOOGLEBOT)).toBeUndefined();
    expect(budget.heldOff(GOOGLEBOT)).toBeUndefined(); // it rendered: not refused
    expect(budget.take(GOOGLEBOT)).toEqual({ retryAfterSeconds: 10 });
    time.pass(4000);
    expect(budget.heldOff(GOOGLEBOT)).toEqual({ retryAfterSeconds: 6 });
    expect(budget.heldOff(GPTBOT)).toBeUndefined();
    expect(budget.heldOff(FIREFOX)).toBeUndefined();
    time.pass(6000);
    expect(budget.heldOff(GOOGLEBOT)).toBeUndefined();
    expect(budget.take(GOOGLEBOT)).toBeUndefined();
  });

  it("answers a refusal after a pause, at once when the client has gone", async () => {
    const budget = crawlerBudget(60);
    const started = performance.now();
    await budget.pause();
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
    const gone = new AbortController();
    const paused = performance.now();
    const pause = budget.pause(gone.signal);
    gone.abort();
    await pause;
    expect(performance.now() - paused).toBeLessThan(900);
  });
});
