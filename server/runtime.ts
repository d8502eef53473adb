import { createAuth, type Auth } from "./auth/auth";
import { resolveAuthSecret } from "./auth/secret";
import type { Config } from "./config";
import type { Database } from "./db/database";
import type { Logger } from "./logger";
import { createMailer, type Mailer } from "./mail/mailer";
import { createForumFeed, type ForumFeed } from "./forum/feed";

/**
 * What one process holds for its whole life (and each test builds for itself): configuration, the
 * database, the logger, better-auth, the mailer and the live feed. The feed starts with `feed.start()`.
 */
export type Runtime = {
  config: Config;
  database: Database;
  logger: Logger;
  auth: Auth;
  mailer: Mailer;
  feed: ForumFeed;
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
  const auth = createAuth({ config, database, mailer, logger, secret: resolveAuthSecret(config) });
  const feed = createForumFeed({ database, logger });
  return { config, database, logger, auth, mailer, feed };
}
