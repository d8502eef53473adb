import { z } from "zod";

/**
 * The only reader of process.env. A bad value stops start-up with a message naming the variable.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  // The site at the root of its address: canonical links and mail put paths after it (ADR 0026).
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .refine((url) => /^https?:\/\/[^/?#]+\/?$/.test(url), "must be the site's origin, without a path")
    .optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Ireland Guide <no-reply@localhost>"),
  /** Behind a reverse proxy: take the client address from the last X-Forwarded-For hop. */
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  /** Accounts younger than this many hours get stricter write limits (0: none do). */
  NEW_MEMBER_HOURS: z.coerce.number().min(0).default(24),
  /**
   * An author's edit within this many seconds of posting folds into the first version: the text it
   * replaced is not kept (ADR 0047; Discourse's editing_grace_period). 0: every edit keeps its revision.
   */
  EDIT_GRACE_SECONDS: z.coerce.number().int().min(0).default(300),
  /** Live-feed (SSE) connections: at most this many per client address, and in all for this process. */
  LIVE_FEED_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(32),
  LIVE_FEED_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(5000),
  /**
   * Pages kept in memory (ADR 0018), in megabytes of the page in every encoding: anonymous readers' pages
   * together, and members' pages together. The least recently read go first.
   */
  KEPT_PAGES_MAX_MB: z.coerce.number().min(0).default(32),
  KEPT_MEMBER_PAGES_MAX_MB: z.coerce.number().min(0).default(16),
  /**
   * Anonymous readers' pages stored in the database (ADR 0064), shared by every process and kept until a
   * change, in megabytes of their brotli bodies; past it the oldest stored go. 0: none are stored.
   */
  STORED_PAGES_MAX_MB: z.coerce.number().min(0).default(1024),
  /**
   * Pages rendered at once by this process, and how many more may wait their turn; past that a page is
   * refused at once (503, Retry-After) rather than after the pool's 15 s wait, and a page whose reader left
   * while it waited is not rendered (ADR 0060).
   */
  PAGE_RENDERS_AT_ONCE: z.coerce.number().int().min(1).default(10),
  PAGE_RENDERS_WAITING: z.coerce.number().int().min(0).default(256),
  /**
   * Page renders a crawler (a user agent isbot names, not signed in) may cost this process a minute, in
   * bursts of a tenth of that; all crawlers together five times that; over it, 429 with Retry-After
   * (server/http/crawler-budget.ts). Pages answered from memory, 304s and guides are not counted. 0: none.
   */
  CRAWLER_RENDERS_PER_MINUTE: z.coerce.number().min(0).default(120),
  /** Statements that take at least this many milliseconds are logged as slow queries (unset: none are). */
  DB_SLOW_MS: z.coerce.number().int().min(0).optional(),
  /**
   * Notification mail (ADR 0017): a notification is mailed only if still unread this many seconds after
   * it was made (the member may see it in the page first); the worker looks for due mail this often.
   */
  NOTIFY_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).default(300),
  NOTIFY_MAIL_INTERVAL_SECONDS: z.coerce.number().min(0.1).default(30),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Config = z.infer<typeof envSchema> & { publicUrl: string };

export class ConfigError extends Error {}

/** Treats empty strings as unset, so that `PORT=` in a shell or .env file means "use the default". */
function withoutEmpty(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${problems.join("\n")}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === "production" && config.DATABASE_URL && !config.AUTH_SECRET) {
    throw new ConfigError(
      "Invalid environment configuration:\n  AUTH_SECRET: required in production with DATABASE_URL (every process must share it)",
    );
  }
  const publicUrl = (config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`).replace(/\/$/, "");
  return { ...config, publicUrl };
}
