import type { Database } from "../db/database";
import type { Logger } from "../logger";
import type { MemberEvent } from "../../common/notifications";

export const MEMBER_CHANNEL = "member_changes";

/**
 * Per-member events (ADR 0017): the notifications triggers announce a member's new unread count on
 * `member_changes` (migration 0012); one LISTEN per process hands it to that member's own live
 * connections only, in every tab and on every process. Nobody else's stream carries it.
 */
export function createMemberEvents({ database, logger }: { database: Database; logger: Logger }) {
  const subscribers = new Map<string, Set<(event: MemberEvent) => void>>();
  const watchers = new Set<(userId: string) => void>();
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

  return {
    async start() {
      unlisten = await database.listen(MEMBER_CHANNEL, onNotification);
    },
    async stop() {
      await unlisten?.();
      subscribers.clear();
    },
    /** Hears of every member's events (by id): the kept pages of that member are stale (server/http/kept-pages.ts). */
    watch(onMember: (userId: string) => void): () => void {
      watchers.add(onMember);
      return () => watchers.delete(onMember);
    },
    subscribe(userId: string, send: (event: MemberEvent) => void): () => void {
      let own = subscribers.get(userId);
      if (!own) subscribers.set(userId, (own = new Set()));
      own.add(send);
      return () => {
        own.delete(send);
        if (own.size === 0 && subscribers.get(userId) === own) subscribers.delete(userId);
      };
    },
  };
}

export type MemberEvents = ReturnType<typeof createMemberEvents>;
