import type { Auth } from "./auth/auth";
import type { Config } from "./config";
import type { Database } from "./db/database";
import type { Logger } from "./logger";
import type { Mailer } from "./mail/mailer";
import type { ForumFeed } from "./realtime/forum-feed";

/** What every React Router loader and action receives as `context`. */
export interface ServerContext {
  config: Config;
  database: Database;
  logger: Logger;
  auth: Auth;
  mailer: Mailer;
  feed: ForumFeed;
  requestId: string;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ServerContext {}
}
