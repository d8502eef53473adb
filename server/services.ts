import { createAuth } from "./auth/auth";
import { resolveAuthSecret } from "./auth/secret";
import type { Config } from "./config";
import type { Database } from "./db/database";
import type { Logger } from "./logger";
import { createMailer } from "./mail/mailer";

/** Everything the routes need beyond config, database and logger; built once per process (and per test). */
export function createServices({ config, database, logger }: { config: Config; database: Database; logger: Logger }) {
  const mailer = createMailer(config, logger);
  const auth = createAuth({ config, database, mailer, logger, secret: resolveAuthSecret(config) });
  return { mailer, auth };
}
