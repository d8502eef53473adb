import { createAuth, type Auth } from "./auth/auth";
import { resolveAuthSecret } from "./auth/secret";
import type { Config } from "./config";
import type { Database } from "./db/database";
import type { Logger } from "./logger";
import { createMailer, type Mailer } from "./mail/mailer";
import { createForumFeed, type ForumFeed } from "./forum/feed";
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
  feed: ForumFeed;
  memberEvents: MemberEvents;
  mailWorker: MailWorker;
  /** The auth secret: also signs one-click unsubscribe links. */
  secret: string;
  /** Set once the process has been told to stop (SIGTERM): it is no longer ready for new visitors. */
  lifecycle: { stopping: boolean };
};

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
  const feed = createForumFeed({ database, logger });
  const memberEvents = createMemberEvents({ database, logger });
  const mailWorker = createMailWorker({ config, database, logger, mailer, secret });
  return {
    config,
    database,
    logger,
    auth,
    mailer,
    feed,
    memberEvents,
    mailWorker,
    secret,
    lifecycle: { stopping: false },
  };
}
