import { createAuth, type Auth } from "./auth/auth";
import { resolveAuthSecret } from "./auth/secret";
import type { Config } from "./config";
import type { Database } from "./db/database";
import type { Logger } from "./logger";
import { createMailer, type Mailer } from "./mail/mailer";
import { createForumChanges, type ForumChanges } from "./forum/forum-changes";
import { createMemberEvents, type MemberEvents } from "./realtime/member-events";
import { createMailWorker, type MailWorker } from "./notifications/mail-worker";

/**
 * What one process holds for its whole life (and each test builds for itself): configuration, the
 * database, the logger, better-auth, the mailer, the live feed, per-member events and the notification
 * mail worker. The feed and member events start with `start()`; the worker with `mailWorker.start()`
 * (server/index.ts; tests call its `tick()`).
 */
export type Runtime = {
  config: Config;
  database: Database;
  logger: Logger;
  auth: Auth;
  mailer: Mailer;
  forumChanges: ForumChanges;
  memberEvents: MemberEvents;
  mailWorker: MailWorker;
  /** The auth secret: also signs one-click unsubscribe links. */
  secret: string;
  /** Told once that the process is stopping (SIGTERM): it is no longer ready for new visitors. */
  lifecycle: Lifecycle;
};

/**
 * Whether the process is stopping, and who is told when it starts to: readiness answers 503 from then on
 * and each live stream sends its client a retry hint and ends (server/realtime/events-route.ts).
 */
export interface Lifecycle {
  stopping: boolean;
  /** Calls `onStop` when the process starts to stop; the function returned forgets it. */
  onStop(onStop: () => void): () => void;
  /** Marks the process as stopping and calls everyone waiting for that, once. */
  stop(): void;
}

export function createLifecycle(): Lifecycle {
  const waiting = new Set<() => void>();
  let told = false;
  const lifecycle: Lifecycle = {
    stopping: false,
    onStop(onStop) {
      waiting.add(onStop);
      return () => waiting.delete(onStop);
    },
    stop() {
      if (told) return;
      told = lifecycle.stopping = true;
      for (const onStop of [...waiting]) onStop();
      waiting.clear();
    },
  };
  return lifecycle;
}

export function createRuntime({
  config,
  database,
  logger,
}: {
  config: Config;
  database: Database;
  logger: Logger;
}): Runtime {
  const mailer = createMailer(config, logger);
  const secret = resolveAuthSecret(config);
  const auth = createAuth({ config, database, mailer, logger, secret });
  const forumChanges = createForumChanges({ database, logger });
  const memberEvents = createMemberEvents({ database, logger });
  const mailWorker = createMailWorker({ config, database, logger, mailer, secret });
  return {
    config,
    database,
    logger,
    auth,
    mailer,
    forumChanges,
    memberEvents,
    mailWorker,
    secret,
    lifecycle: createLifecycle(),
  };
}
