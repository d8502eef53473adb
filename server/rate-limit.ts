import { sql } from "drizzle-orm";
import { m, type Locale } from "../common/i18n";
import { AppError } from "./app-error";
import type { Db } from "./db/database";

export interface RateLimitRule {
  /** Attempts allowed in one window. */
  max: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends (when not allowed). */
  retryAfterSeconds: number;
}

/**
 * Counts one attempt against `key` in a fixed window, in the database so that the limit holds across
 * processes. One statement: concurrent attempts cannot both slip under the limit.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const window = `${rule.windowSeconds} seconds`;
  const result = await db.execute<{ hits: number; retry_after: number }>(sql`
    INSERT INTO rate_limits (key, window_started_at, hits) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.window_started_at <= now() - ${window}::interval THEN 1 ELSE rate_limits.hits + 1 END,
      window_started_at = CASE WHEN rate_limits.window_started_at <= now() - ${window}::interval
        THEN now() ELSE rate_limits.window_started_at END
    RETURNING hits, ceil(extract(epoch FROM window_started_at + ${window}::interval - now()))::int AS retry_after`);
  const row = result.rows[0]!;
  return { allowed: Number(row.hits) <= rule.max, retryAfterSeconds: Math.max(1, Number(row.retry_after)) };
}

/** Looks at `key`'s window without counting an attempt: would one more be allowed? */
export async function peekRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const window = `${rule.windowSeconds} seconds`;
  const result = await db.execute<{ hits: number; retry_after: number }>(sql`
    SELECT hits, ceil(extract(epoch FROM window_started_at + ${window}::interval - now()))::int AS retry_after
    FROM rate_limits WHERE key = ${key} AND window_started_at > now() - ${window}::interval`);
  const row = result.rows[0];
  if (!row) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: Number(row.hits) < rule.max, retryAfterSeconds: Math.max(1, Number(row.retry_after)) };
}

/**
 * A ceiling on all writes together (every form and button that changes something), per client address
 * and per member, on top of each kind's own limit. Generous per address: a campus or a shared flat sits
 * behind one.
 */
export const WRITE_LIMITS = {
  address: { max: 600, windowSeconds: 10 * 60 },
  member: { max: 300, windowSeconds: 10 * 60 },
  newMember: { max: 60, windowSeconds: 10 * 60 },
} satisfies Record<string, RateLimitRule>;

/**
 * What a refused write was trying to do. Each kind has its own whole sentence in the catalogue, so that
 * every language can put the action and the time where its grammar wants them.
 */
export type LimitedAction =
  | "write"
  | "profile"
  | "dataExport"
  | "post"
  | "comment"
  | "report"
  | "like"
  | "answer"
  | "edit"
  | "bookmark"
  | "draft";

/** The refusal of each kind of write: one whole sentence per kind, so each language can word it its own way. */
const TOO_OFTEN: Record<LimitedAction, (inputs: { when: string }) => string> = {
  write: m.server_too_often_write,
  profile: m.server_too_often_profile,
  dataExport: m.server_too_often_data_export,
  post: m.server_too_often_post,
  comment: m.server_too_often_comment,
  report: m.server_too_often_report,
  like: m.server_too_often_like,
  answer: m.server_too_often_answer,
  edit: m.server_too_often_edit,
  bookmark: m.server_too_often_bookmark,
  draft: m.server_too_often_draft,
};

/** "You are doing that too often. You can post again in 10 minutes.", in the request's language. */
export function tooOften(action: LimitedAction, retryAfterSeconds: number): string {
  return TOO_OFTEN[action]({ when: describeRetryAfter(retryAfterSeconds) });
}

/** Counts one attempt of a member's write and refuses it as a 429 when over the limit (tooOften). */
export async function enforceRateLimit(db: Db, key: string, rule: RateLimitRule, action: LimitedAction): Promise<void> {
  const result = await hitRateLimit(db, key, rule);
  if (result.allowed) return;
  const error = new AppError(429, tooOften(action, result.retryAfterSeconds), "TOO_MANY_ATTEMPTS");
  error.retryAfterSeconds = result.retryAfterSeconds;
  throw error;
}

/** "in 1 minute", "in 14 minutes", "in 2 hours": when the user may try again, in the request's language. */
export function describeRetryAfter(seconds: number, options?: { locale: Locale }): string {
  if (seconds < 60) return m.server_retry_in_seconds({ count: seconds }, options);
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return m.server_retry_in_minutes({ count: minutes }, options);
  return m.server_retry_in_hours({ count: Math.ceil(minutes / 60) }, options);
}

/** Old windows are dead rows; removing them now and then keeps the table small. */
export async function pruneRateLimits(db: Db, olderThanSeconds = 86_400) {
  await db.execute(
    sql`DELETE FROM rate_limits WHERE window_started_at < now() - ${`${olderThanSeconds} seconds`}::interval`,
  );
}
