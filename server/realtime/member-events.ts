import type { Database } from "../db/database";
import type { Logger } from "../logger";
import type { MemberEvent } from "../../common/notifications";
import { unreadCounts } from "../notifications/read";

export const MEMBER_CHANNEL = "member_changes";

/**
 * Per-member events (ADR 0017): the notifications triggers announce a member's new unread count on
 * `member_changes` (migration 0012); one LISTEN per process hands it to that member's own live
 * connections only, in every tab and on every process. Nobody else's stream carries it. When the LISTEN
 * connection comes back after a loss (PostgreSQL restarted), what was announced meanwhile is gone: every
 * connected member is sent their count as it is now, and every member's kept pages are dropped.
 */
export function createMemberEvents({ database, logger }: { database: Database; logger: Logger }) {
  const subscribers = new Map<string, Set<(event: MemberEvent) => void>>();
  /** Told which member's events came, or null: any member's may have been missed. */
  const watchers = new Set<(memberId: string | null) => void>();
  let unlisten: (() => Promise<void>) | undefined;

  function onNotification(payload: string) {
    let message: { userId?: string; unread?: number };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      logger.warn({ payload }, "unreadable member notification");
      return;
    }
    if (!message.userId || typeof message.unread !== "number") return;
    const event: MemberEvent = { unread: message.unread };
    for (const watch of watchers) watch(message.userId);
    for (const send of subscribers.get(message.userId) ?? []) send(event);
  }

  /** Bounds one query's list of members (a process holds at most a few thousand live connections). */
  const RESYNC_BATCH = 500;
  async function resync() {
    for (const watch of watchers) watch(null);
    const members = [...subscribers.keys()];
    for (let start = 0; start < members.length; start += RESYNC_BATCH) {
      const counts = await unreadCounts(database.db, members.slice(start, start + RESYNC_BATCH));
      for (const [memberId, unread] of counts) {
        for (const send of subscribers.get(memberId) ?? []) send({ unread });
      }
    }
  }

  return {
    async start() {
      unlisten = await database.listen(MEMBER_CHANNEL, onNotification, () => {
        logger.info("member events listener reconnected: connected members get their counts again");
        resync().catch((error: unknown) =>
          logger.warn({ err: error }, "member events: the counts could not be resent"),
        );
      });
    },
    async stop() {
      await unlisten?.();
      subscribers.clear();
    },
    /**
     * Hears of every member's events (by id, or null for any member's): the kept pages of that member are
     * stale (server/http/pages-in-memory.ts).
     */
    watch(onMember: (memberId: string | null) => void): () => void {
      watchers.add(onMember);
      return () => watchers.delete(onMember);
    },
    subscribe(memberId: string, send: (event: MemberEvent) => void): () => void {
      let own = subscribers.get(memberId);
      if (!own) subscribers.set(memberId, (own = new Set()));
      own.add(send);
      return () => {
        own.delete(send);
        if (own.size === 0 && subscribers.get(memberId) === own) subscribers.delete(memberId);
      };
    },
  };
}

export type MemberEvents = ReturnType<typeof createMemberEvents>;
