import { isbot } from "isbot";

/** Crawlers told apart at most: past this many user agents, the longest unseen is forgotten. */
const CRAWLERS_REMEMBERED = 1024;
/** A user agent is a crawler's name up to this length: a longer one is cut (it still names the crawler). */
const USER_AGENT_KEY_LENGTH = 200;
/** All crawlers together may render this many times one crawler's share. */
const ALL_CRAWLERS_SHARES = 5;

/** A crawler's render refused: try again after this many seconds. */
export interface CrawlerRefusal {
  retryAfterSeconds: number;
}

/**
 * Crawlers' share of page renders (issue #48 item 3), as Discourse slows the crawlers it lists
 * (`slow_down_crawler_user_agents`, a 429 with Retry-After), but counting only what costs: a page rendered
 * for a reader who is not signed in and whose user agent names a crawler (isbot: Googlebot, GPTBot,
 * HeadlessChrome, curl…). A page answered from memory, a 304, a prerendered guide and a member's page are
 * never counted, so a crawler that reads what was rendered, or asks whether it changed, is not slowed.
 *
 * Each crawler (its user agent) may render `rendersPerMinute` pages a minute, in bursts of up to a tenth
 * of that, and all crawlers together five times that: a crawler that changes its name each request still
 * leaves the process's CPU to its members. Kept per process: behind a balancer, each process gives its own
 * share. `rendersPerMinute` 0: no budget.
 */
export function crawlerBudget(rendersPerMinute: number, now: () => number = Date.now) {
  const perSecond = rendersPerMinute / 60;
  const burst = Math.max(1, Math.ceil(rendersPerMinute / 10));
  const crawlers = new Map<string, Bucket>();
  const all: Bucket = { tokens: burst * ALL_CRAWLERS_SHARES, at: now() };

  /** The bucket refilled to now: its tokens, and the seconds until the next one. */
  const refill = (bucket: Bucket, rate: number, capacity: number) => {
    const at = now();
    bucket.tokens = Math.min(capacity, bucket.tokens + ((at - bucket.at) / 1000) * rate);
    bucket.at = at;
    return Math.max(1, Math.ceil((1 - bucket.tokens) / rate));
  };

  const counts = (userAgent: string | undefined): userAgent is string =>
    rendersPerMinute > 0 && !!userAgent && isbot(userAgent);

  return {
    /** Whether this user agent's renders are counted: it names a crawler, and there is a budget. */
    counts,
    /**
     * Counts one render for this user agent if it names a crawler: undefined when it may render (or is no
     * crawler), a refusal when its share, or all crawlers' share, is spent.
     */
    take(userAgent: string | undefined): CrawlerRefusal | undefined {
      if (!counts(userAgent)) return undefined;
      const key = userAgent.slice(0, USER_AGENT_KEY_LENGTH);
      let bucket = crawlers.get(key);
      if (bucket) crawlers.delete(key);
      else bucket = { tokens: burst, at: now() };
      crawlers.set(key, bucket);
      if (crawlers.size > CRAWLERS_REMEMBERED) crawlers.delete(crawlers.keys().next().value!);
      const wait = refill(bucket, perSecond, burst);
      const allWait = refill(all, perSecond * ALL_CRAWLERS_SHARES, burst * ALL_CRAWLERS_SHARES);
      if (bucket.tokens < 1) return { retryAfterSeconds: wait };
      if (all.tokens < 1) return { retryAfterSeconds: allWait };
      bucket.tokens -= 1;
      all.tokens -= 1;
      return undefined;
    },
  };
}

interface Bucket {
  tokens: number;
  /** When its tokens were last counted (ms). */
  at: number;
}
