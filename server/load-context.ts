import type { Config } from "./config";
import type { Database } from "./db/database";
import type { Logger } from "./logger";

/** What every React Router loader and action receives as `context`. */
export interface ServerContext {
  config: Config;
  database: Database;
  logger: Logger;
  requestId: string;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ServerContext {}
}
