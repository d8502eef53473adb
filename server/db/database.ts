import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { join, resolve } from "node:path";
import pg from "pg";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock";
import { answerBackupRequests } from "./online-backup";
import { MIGRATIONS_FOLDER } from "../paths";
import * as schema from "./schema";

/** Any number: it only has to be the same in every process that migrates this database. */
const MIGRATION_LOCK_KEY = 4_815_162_342;
/**
 * PostgreSQL: every statement on the pool's connections is cancelled after this long (issue #13), so
 * that no query a visitor can trigger holds one of the ten connections for long; pages' queries take
 * milliseconds. Search sets a stricter limit of its own (SEARCH_STATEMENT_TIMEOUT_MS). Migrations run on
 * a connection of their own without a limit. PGlite has no equivalent: it accepts statement_timeout but
 * never cancels a statement (its WASM build has no timer signals).
 */
export const POOL_STATEMENT_TIMEOUT_MS = 5_000;
export const POOL_WAIT_MS = 15_000;
/** Pooled connections per process; with one LISTEN connection per channel, the README's connection budget. */
export const POOL_CONNECTIONS = 10;
/** What a process's connections are called in pg_stat_activity: which process, and what for. */
export const APPLICATION_NAME_PREFIX = "ireland-guide";
const applicationName = (use: string) => `${APPLICATION_NAME_PREFIX} ${process.pid} ${use}`;

/** SQLSTATEs of a server that is going away or not yet back: admin_shutdown, crash_shutdown, cannot_connect_now. */
const SERVER_GOING_AWAY = new Set(["57P01", "57P02", "57P03"]);
/** Node's socket errors for a server that is not listening or has dropped the connection. */
const CONNECTION_LOST = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT"]);

/**
 * Did `error` come from the database being unavailable rather than from a bug? Either overloaded (no free
 * connection in time, or a statement cancelled by its timeout) or away (restarting, not listening, the
 * connection dropped). Such a request gets a 503 with Retry-After; the pool reconnects by itself.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (/timeout exceeded when trying to connect|connection terminated|not queryable/i.test(current.message))
      return true;
    const code = (current as { code?: string }).code;
    if (code === "57014") return true; // query_canceled (statement_timeout)
    if (code && (SERVER_GOING_AWAY.has(code) || CONNECTION_LOST.has(code) || code.startsWith("08"))) return true;
    // AggregateError (a refused connection to both 127.0.0.1 and ::1) carries its reasons in `errors`.
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = current.cause;
  }
  return false;
}

/** Did `error` (or its cause) come from a foreign key: the row it points at was deleted meanwhile? */
export function isForeignKeyViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return (code ?? cause?.code) === "23503";
}

/** Both drivers share the query-builder API; results of raw `execute` carry `rows` on both. */
export type Db = NodePgDatabase<typeof schema>;
/** A transaction begun on a Db. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** What a write runs on: the database, or a transaction a use case holds open. */
export type Writer = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * Calls `onPayload` for every NOTIFY on `channel`, from any process (PGlite: this process only, as it
   * is the only one). `onReconnect` runs after a lost connection is re-established: notifications may
   * have been missed meanwhile.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /** Whether every channel listened to has its connection now (false while one reconnects). */
  listening(): boolean;
  /** PGlite only: a copy of its data directory, which `{ inMemory: true, from }` opens again. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** A statement that took at least `slowQueryMs` (DB_SLOW_MS): its SQL (placeholders, never values) and time. */
export interface SlowQuery {
  sql: string;
  ms: number;
}

export interface SlowQueryLog {
  /** Statements that take at least this many milliseconds are reported; 0 reports every statement. */
  slowQueryMs?: number;
  onSlowQuery?: (query: SlowQuery) => void;
}

export type DatabaseOptions = (
  | { databaseUrl: string; statementTimeoutMs?: number }
  | { dataDir: string }
  /** `from`: a copy of a data directory (`dump()`), e.g. one already migrated: tests start each database from one. */
  | { inMemory: true; from?: Blob }
) &
  SlowQueryLog;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { slowQueryMs, onSlowQuery } = options;
  const slow = onSlowQuery && slowQueryMs !== undefined ? { slowQueryMs, onSlowQuery } : undefined;
  if ("databaseUrl" in options)
    return openPostgres(options.databaseUrl, options.statementTimeoutMs ?? POOL_STATEMENT_TIMEOUT_MS, slow);
  if ("dataDir" in options) return openPglite(options.dataDir, slow);
  return openPglite(undefined, slow, options.from);
}

/** The longest SQL text a slow-query line carries. */
const SLOW_SQL_MAX_CHARS = 1_000;

function queryText(query: unknown): string {
  const text = typeof query === "string" ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === "string" ? text.slice(0, SLOW_SQL_MAX_CHARS) : "(unknown statement)";
}

/**
 * Wraps a driver's `query(text | config, values?, callback?)` so that a statement taking at least
 * `slowQueryMs` is reported once it has answered (or failed). Promise and callback forms both.
 */
function timeQueries<T extends { query: (...args: never[]) => unknown }>(target: T, log: Required<SlowQueryLog>) {
  const query = target.query.bind(target) as (...args: unknown[]) => unknown;
  const timed = (...args: unknown[]) => {
    const started = performance.now();
    const report = () => {
      const ms = performance.now() - started;
      if (ms >= log.slowQueryMs) log.onSlowQuery({ sql: queryText(args[0]), ms: Math.round(ms) });
    };
    const last = args.length - 1;
    if (typeof args[last] === "function") {
      const callback = args[last] as (...results: unknown[]) => unknown;
      args[last] = (...results: unknown[]) => {
        report();
        return callback(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result && typeof (result as Promise<unknown>).then === "function") {
      (result as Promise<unknown>).then(report, report);
    }
    return result;
  };
  (target as { query: unknown }).query = timed;
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function openPostgres(
  databaseUrl: string,
  statementTimeoutMs: number,
  slow: Required<SlowQueryLog> | undefined,
): Promise<Database> {
  await migratePostgres(databaseUrl);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    // Each process's connections are named in pg_stat_activity (the README's connection budget).
    application_name: applicationName("pool"),
    max: POOL_CONNECTIONS,
    // A request waits this long for one of the connections. On a busy 2-core machine a burst of page
    // renders can hold them for seconds; past this the process is overloaded and the request gets a 503.
    connectionTimeoutMillis: POOL_WAIT_MS,
    // Sent with each connection's start-up packet: the session default for every statement on it.
    statement_timeout: statementTimeoutMs,
  });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  pool.on("connect", (client) => {
    // A client lent out (a transaction between two statements) that loses its connection, e.g. to a
    // PostgreSQL restart, emits "error" too, and the pool listens only while it is idle: without this
    // the process would crash. Its statement fails on its own, and the pool drops it on release.
    client.on("error", () => {});
  });
  // Every statement, pooled or in a transaction, runs through a client's query (pool.query included).
  if (slow) pool.on("connect", (client) => timeQueries(client, slow));
  const db = drizzlePg(pool, { schema });
  const listeners = new Set<ReturnType<typeof listenWithReconnect>>();
  return {
    db,
    kind: "postgres",
    ping: (timeoutMs = 2_000) =>
      withTimeout(
        pool.query("SELECT 1").then(() => undefined),
        timeoutMs,
      ),
    async listen(channel, onPayload, onReconnect) {
      const listener = listenWithReconnect(databaseUrl, channel, onPayload, onReconnect);
      listeners.add(listener);
      await listener.ready;
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    listening: () => [...listeners].every((listener) => listener.connected()),
    close: async () => {
      await Promise.all([...listeners].map((listener) => listener.stop()));
      await pool.end();
    },
  };
}

/**
 * Applies the migrations on a connection of its own, outside the pool: neither the pool's statement
 * timeout nor one set for the database or role may cut a migration off (waiting for another process's
 * migration lock included).
 */
async function migratePostgres(databaseUrl: string) {
  const client = new pg.Client({
    connectionString: databaseUrl,
    application_name: applicationName("migrate"),
    connectionTimeoutMillis: 5_000,
  });
  client.on("error", () => {
    // A lost connection fails the query in progress, which reports it.
  });
  await client.connect();
  try {
    await client.query("SET statement_timeout = 0");
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

async function openPglite(
  dataDir: string | undefined,
  slow: Required<SlowQueryLog> | undefined,
  from?: Blob,
): Promise<Database> {
  let lock: DataDirLock | undefined;
  let client: PGlite;
  if (dataDir) {
    lock = acquireDataDirLock(resolve(dataDir));
    try {
      client = await PGlite.create({ dataDir: join(resolve(dataDir), "pglite"), extensions: { pg_trgm } });
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    client = await PGlite.create({ extensions: { pg_trgm }, ...(from ? { loadDataDir: from } : {}) });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // Statements outside transactions (PGlite's transactions run theirs on an object of their own).
  if (slow) timeQueries(client, slow);
  try {
    // One PGlite instance is one connection, so the session-level advisory lock is held throughout.
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
  } catch (error) {
    await client.close();
    lock?.release();
    throw error;
  }
  // `npm run db:backup` beside a running server asks this process for the copy (ADR 0038).
  const stopAnsweringBackups = dataDir
    ? answerBackupRequests(resolve(dataDir), () => client.dumpDataDir("none"))
    : () => {};
  return {
    db,
    kind: "pglite",
    ping: (timeoutMs = 2_000) =>
      withTimeout(
        db.execute(sql`SELECT 1`).then(() => undefined),
        timeoutMs,
      ),
    dump: () => client.dumpDataDir("none"),
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    // One process on its own data: nothing to lose a connection to.
    listening: () => true,
    close: async () => {
      stopAnsweringBackups();
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * One dedicated connection LISTENing on a channel; when it drops (server restart, network), it reconnects
 * with backoff and reports the reconnection so that callers can catch up on what they missed.
 */
function listenWithReconnect(
  databaseUrl: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let attempt = 0;
  let resolveReady!: () => void;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));

  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({
      connectionString: databaseUrl,
      application_name: applicationName(`listen ${channel}`),
      connectionTimeoutMillis: 5_000,
    });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on("error", () => scheduleReconnect(next));
    next.on("end", () => scheduleReconnect(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      client = next;
      if (attempt > 0) onReconnect?.();
      attempt = 0;
      resolveReady();
    } catch {
      scheduleReconnect(next);
    }
  };
  const scheduleReconnect = (failed: pg.Client) => {
    if (stopped || retryTimer || (client && client !== failed)) return;
    client = undefined;
    failed.removeAllListeners();
    failed.end().catch(() => {});
    const delay = Math.min(500 * 2 ** attempt, 10_000);
    attempt++;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
  };

  void connect();
  return {
    // Start-up waits for the first connection, but not forever: the listener keeps retrying anyway.
    ready: Promise.race([ready, new Promise<void>((resolve) => setTimeout(resolve, 5_000).unref())]),
    connected: () => client !== undefined,
    stop: async () => {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners();
        await current.end().catch(() => {});
      }
    },
  };
}
