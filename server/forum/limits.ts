import type { Db } from "../db/database";
import type { Actor } from "../identity";
import { enforceRateLimit, type RateLimitRule } from "../rate-limit";

/** Flood limits per user, held in the database (server/rate-limit.ts). */
export const FLOOD_LIMITS = {
  post: { max: 5, windowSeconds: 10 * 60 },
  comment: { max: 20, windowSeconds: 10 * 60 },
  report: { max: 20, windowSeconds: 60 * 60 },
  /** Likes and unlikes of posts and comments together: each one makes every open feed refresh counts. */
  like: { max: 120, windowSeconds: 10 * 60 },
  /** Marking, changing and clearing a post's answer: each one moves karma and may notify. */
  answer: { max: 30, windowSeconds: 10 * 60 },
  /** Edits of posts and comments together: each keeps a revision nobody can erase (ADR 0033). */
  edit: { max: 30, windowSeconds: 10 * 60 },
} as const;

/**
 * The same for accounts younger than NEW_MEMBER_HOURS (24 by default; 0: no account is new): 3 posts and
 * 10 comments an hour, not a flood.
 */
export const NEW_MEMBER_FLOOD_LIMITS = {
  post: { max: 3, windowSeconds: 60 * 60 },
  comment: { max: 10, windowSeconds: 60 * 60 },
  report: { max: 5, windowSeconds: 60 * 60 },
  like: { max: 60, windowSeconds: 10 * 60 },
  answer: { max: 10, windowSeconds: 60 * 60 },
  edit: { max: 10, windowSeconds: 60 * 60 },
} satisfies Record<keyof typeof FLOOD_LIMITS, RateLimitRule>;

export function floodCheck(db: Db, kind: keyof typeof FLOOD_LIMITS, actor: Actor) {
  return actor.isNewMember
    ? enforceRateLimit(db, `forum:${kind}:new:${actor.id}`, NEW_MEMBER_FLOOD_LIMITS[kind], kind)
    : enforceRateLimit(db, `forum:${kind}:${actor.id}`, FLOOD_LIMITS[kind], kind);
}
