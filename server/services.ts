import { createAuth } from "./auth/auth";
import { resolveAuthSecret } from "./auth/secret";
import type { Config } from "./config";
import type { Database } from "./db/database";
import type { Logger } from "./logger";
import { createMailer } from "./mail/mailer";
import { createForumFeed } from "./realtime/forum-feed";

/**
 * Everything the routes need beyond config, database and logger; built once per process (and per test).
 * The feed starts listening with `feed.start()`.
 */
export function createServices({ config, database, logger }: { config: Config; database: Database; logger: Logger }) {
  const mailer = createMailer(config, logger);
  const auth = createAuth({ config, database, mailer, logger, secret: resolveAuthSecret(config) });
  const feed = createForumFeed({ database, logger });
  return { mailer, auth, feed };
}
