import { isbot } from "isbot";

/** Crawlers told apart at most: past this many user agents, the longest unseen is forgotten. */
const CRAWLERS_REMEMBERED = 1024;
/** A user agent is a crawler's name up to this length: a longer one is cut (it still names the crawler). */
const USER_AGENT_KEY_LENGTH = 200;
/**
 * A crawler's renders in a burst: its minute's share divided by this (3 of 120). Even one at a time, a burst
 * of 12 renders kept members' pages at 100–260 ms for a third of a second; 1.5 seconds' worth does not.
 */
const BURST_SHARE_OF_MINUTE = 40;
/** All crawlers together may render this many times one crawler's share. */
const ALL_CRAWLERS_SHARES = 5;
/** A crawler's refusal is answered after this pause (ms), its connection idle meanwhile… */
const REFUSAL_PAUSE_MS = 1000;
/** …but past this many refusals pausing at once (each holds a connection), at once. */
const REFUSALS_PAUSING = 256;

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
 * Each crawler (its user agent) may render `rendersPerMinute` pages a minute, in bursts of up to a
 * fortieth of that, and all crawlers together five times that: a crawler that changes its name each request still
 * leaves the process's CPU to its members. Kept per process: behind a balancer, each process gives its own
 * share. `rendersPerMinute` 0: no budget.
 *
 * A crawler refused is refused until its Retry-After has passed, whatever it asks ("held off"): one that
 * does not wait (a client at full speed) costs a refusal, not a look in the stored pages first, and each
 * refusal is answered only after a pause, so that it asks at most a few times a second on each connection.
 */
export function crawlerBudget(rendersPerMinute: number, now: () => number = Date.now) {
  const perSecond = rendersPerMinute / 60;
  const burst = Math.max(1, Math.ceil(rendersPerMinute / BURST_SHARE_OF_MINUTE));
  const crawlers = new Map<string, Bucket>();
  let pausing = 0;
  const all: Bucket = { tokens: burst * ALL_CRAWLERS_SHARES, at: now(), heldOffUntil: 0 };

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
      else bucket = { tokens: burst, at: now(), heldOffUntil: 0 };
      crawlers.set(key, bucket);
      if (crawlers.size > CRAWLERS_REMEMBERED) crawlers.delete(crawlers.keys().next().value!);
      const wait = refill(bucket, perSecond, burst);
      const allWait = refill(all, perSecond * ALL_CRAWLERS_SHARES, burst * ALL_CRAWLERS_SHARES);
      const refused = bucket.tokens < 1 ? wait : all.tokens < 1 ? allWait : 0;
      if (refused) {
        bucket.heldOffUntil = now() + refused * 1000;
        return { retryAfterSeconds: refused };
      }
      bucket.tokens -= 1;
      all.tokens -= 1;
      return undefined;
    },
    /**
     * Resolves when a refusal may be answered: after a pause, or at once when the client has gone or too
     * many refusals pause already. A crawler that does not wait for its Retry-After asks once a pause on
     * each connection, not as fast as a refusal can be written.
     */
    async pause(signal?: AbortSignal): Promise<void> {
      if (pausing >= REFUSALS_PAUSING || signal?.aborted) return;
      pausing++;
      try {
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            signal?.removeEventListener("abort", done);
            resolve();
          };
          const timer = setTimeout(done, REFUSAL_PAUSE_MS);
          signal?.addEventListener("abort", done, { once: true });
        });
      } finally {
        pausing--;
      }
    },
    /**
     * The refusal of a crawler asking again before its Retry-After has passed (nothing is counted), or
     * undefined: it may ask.
     */
    heldOff(userAgent: string | undefined): CrawlerRefusal | undefined {
      if (!counts(userAgent)) return undefined;
      const bucket = crawlers.get(userAgent.slice(0, USER_AGENT_KEY_LENGTH));
      const left = (bucket?.heldOffUntil ?? 0) - now();
      return left > 0 ? { retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)) } : undefined;
    },
  };
}

interface Bucket {
  tokens: number;
  /** When its tokens were last counted (ms). */
  at: number;
  /** Refused until then (ms): the Retry-After it was given. */
  heldOffUntil: number;
}
