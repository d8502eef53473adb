/**
 * Backups of the configured database (ADR 0038), for `npm run db:backup` and `npm run db:restore`:
 *
 * - PostgreSQL (DATABASE_URL): `pg_dump --format=custom` (a client at least as new as the server) into
 *   one file; `pg_restore --no-owner --no-privileges --single-transaction` into the DATABASE_URL database.
 * - PGlite (DATA_DIR): PGlite's own copy of its data directory (`dumpDataDir`), gzipped: made here under
 *   the data directory's lock, or asked of the running server that holds it (server/db/online-backup.ts);
 *   restored (server stopped) into a new folder beside it, checked with the app's own opener, then swapped
 *   in. A PGlite backup also restores into PostgreSQL (a table copy, below).
 *
 * Both leave out sign-ins and live tokens: sessions, verifications (password-reset links, two-factor
 * challenges) and the rate-limit windows (not data) are not in a backup and never restored, so a restore
 * signs nobody in and no link from before it works. A backup file is its owner's alone (0600, in a folder
 * made 0700): it holds password hashes and the encrypted two-factor secrets (ADR 0048). A database that holds anything is refused unless `force`, which then
 * replaces it. After a restore the app's migrations are applied through `openDatabase` (a backup from an
 * older version is brought up to date; one from a newer version is refused).
 */
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  closeSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  openAsBlob,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { hostname } from "node:os";
import { readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from "../../server/db/data-dir-lock";
import { openDatabase, type Database } from "../../server/db/database";
import { BACKUP_SIGNAL, backupAnswerFile, backupFailureFile, backupRequestFile } from "../../server/db/online-backup";
import * as schema from "../../server/db/schema";
import { MIGRATIONS_FOLDER } from "../../server/paths";
import { progressBar, type Progress } from "./backup-progress";

/** A refusal or failure the operator can act on: its message is printed as it is, and the exit code is 1. */
export class BackupError extends Error {}

export type BackupTarget = { databaseUrl: string } | { dataDir: string };

/**
 * Tables whose rows a backup leaves out and a restore does not bring back: sign-ins (nobody is signed in
 * by a restore), short-lived tokens (password-reset links, two-factor challenges and recovery-code
 * tickets: live secrets for an hour or so, worth nothing after a restore), abuse-limit windows, and the
 * stored pages (a cache of what the other rows render, ADR 0064: a restored page could show what is gone).
 */
export const NOT_RESTORED = ["sessions", "verifications", "rate_limits", "stored_pages"] as const;

/** Rows the migrations themselves write: a database holding only these is as good as empty. */
const WRITTEN_BY_MIGRATIONS = new Set(["drizzle.__drizzle_migrations", "public.forum_totals"]);

type Run = (statement: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export function describeTarget(target: BackupTarget): string {
  if ("dataDir" in target) return `${target.dataDir} (PGlite)`;
  const url = new URL(target.databaseUrl);
  return `${url.pathname.slice(1)} on ${url.host} (PostgreSQL)`;
}

/** `backups/ireland-guide-20261126T093000Z.dump` (PostgreSQL) or `….tar.gz` (PGlite). */
export function defaultBackupFile(target: BackupTarget, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return join("backups", `ireland-guide-${stamp}.${"dataDir" in target ? "tar.gz" : "dump"}`);
}

// ── What a database holds ───────────────────────────────────────────────────────────────────────────

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Schemas that hold data (not PostgreSQL's own catalogs), as a condition on `n.nspname`. */
const USER_SCHEMA = "n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'";

/** Every table in the database's own schemas (the app's in public, drizzle's journal, anyone else's). */
async function userTables(run: Run): Promise<{ schema: string; name: string }[]> {
  return (await run(`
    SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p') AND ${USER_SCHEMA} ORDER BY 1, 2`)) as { schema: string; name: string }[];
}

const APP_TABLES = new Set(
  Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => `public.${getTableName(table)}`),
);

/**
 * What makes a database "not empty" for a restore: a table with rows (other than what the migrations
 * write), or a table the app does not know (someone else's data). The app's own empty tables are not:
 * a database the server has only started on is replaced without `force`.
 */
export async function contentsOf(run: Run): Promise<{ tables: number; holding: string[] }> {
  const tables = await userTables(run);
  const holding: string[] = [];
  for (const { schema: schemaName, name } of tables) {
    const qualified = `${schemaName}.${name}`;
    if (WRITTEN_BY_MIGRATIONS.has(qualified)) continue;
    const known = APP_TABLES.has(qualified);
    if (!known) {
      holding.push(`${qualified} (not one of Ireland Guide's tables)`);
      continue;
    }
    const [row] = await run(`SELECT EXISTS (SELECT 1 FROM ${quote(schemaName)}.${quote(name)}) AS filled`);
    if (row?.filled === true) holding.push(qualified);
  }
  return { tables: tables.length, holding };
}

/** Refuses a restore over `holding` (tables with rows), naming the members and posts it would lose first. */
async function refuseNonEmpty(where: string, holding: string[], run?: Run): Promise<never> {
  // The app's totals, where its tables are there to count.
  const totals = run
    ? await run(TOTALS_SQL).then(
        (rows) => `${totalsLine(rows[0])}; `,
        () => "",
      )
    : "";
  const shown = holding.slice(0, 5).join(", ") + (holding.length > 5 ? `, and ${holding.length - 5} more` : "");
  throw new BackupError(
    `${where} is not empty (${totals}tables with rows: ${shown}): refusing to restore over it. ` +
      `Restore into an empty database, or add --force to replace everything in it with the backup.`,
  );
}

/** The migrations this version of the code has (drizzle's journal). */
async function knownMigrations(): Promise<number> {
  const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

async function appliedMigrations(run: Run): Promise<number> {
  const [row] = await run(
    "SELECT CASE WHEN to_regclass('drizzle.__drizzle_migrations') IS NULL THEN -1 ELSE (SELECT count(*) FROM drizzle.__drizzle_migrations) END AS n",
  );
  return Number(row?.n);
}

function checkMigrations(inBackup: number, known: number) {
  if (inBackup < 0) throw new BackupError("The backup holds no Ireland Guide database (no migrations journal).");
  if (inBackup > known) {
    throw new BackupError(
      `The backup was made by a newer version of Ireland Guide (${inBackup} migrations; this one knows ${known}). ` +
        `Update the code, then restore it.`,
    );
  }
}

/** Drops what must not come back (sign-ins, limit windows): how many sessions were dropped. */
async function dropSignIns(run: Run): Promise<number> {
  const [row] = await run("SELECT count(*)::int AS n FROM sessions");
  for (const table of NOT_RESTORED) await run(`DELETE FROM ${quote(table)}`);
  return Number(row?.n ?? 0);
}

const TOTALS_SQL = `SELECT (SELECT count(*) FROM users)::int AS members, (SELECT count(*) FROM posts)::int AS posts,
  (SELECT count(*) FROM comments)::int AS comments, (SELECT count(*) FROM likes)::int AS likes,
  (SELECT count(*) FROM avatars)::int AS avatars`;

function totalsLine(row: Record<string, unknown> | undefined): string {
  const n = (key: string) => Number(row?.[key] ?? 0).toLocaleString("en");
  return `${n("members")} members, ${n("posts")} posts, ${n("comments")} comments, ${n("likes")} likes, ${n("avatars")} avatars`;
}

function signInsLine(dropped: number): string {
  return (
    `Sessions are not restored${dropped > 0 ? ` (${dropped} dropped)` : ""}: nobody is signed in by a restore, ` +
    `every member signs in again.`
  );
}

/** Opens the restored database as the server does (migrations applied), and reads its totals through it. */
async function openAsTheServerDoes(target: BackupTarget): Promise<Record<string, unknown> | undefined> {
  const database = await openDatabase(target);
  try {
    await database.ping(10_000);
    const result = await database.db.execute(TOTALS_SQL);
    return result.rows[0] as Record<string, unknown> | undefined;
  } finally {
    await database.close();
  }
}

function fileKind(file: string): "pg_dump" | "pglite" | "unknown" {
  const fd = openSync(file, "r");
  try {
    const head = Buffer.alloc(5);
    readSync(fd, head, 0, 5, 0);
    if (head.toString("latin1") === "PGDMP") return "pg_dump";
    if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
    return "unknown";
  } finally {
    closeSync(fd);
  }
}

function checkKind(file: string, target: BackupTarget) {
  const kind = fileKind(file);
  if (kind === "unknown") throw new BackupError(`${file} is not an Ireland Guide backup.`);
  if (kind === "pg_dump" && "dataDir" in target) {
    throw new BackupError(
      `${file} is a PostgreSQL backup (pg_dump): it restores into PostgreSQL only. Set DATABASE_URL to restore it.`,
    );
  }
  return kind;
}

/** Read, write and list for the owner only: a backup holds password hashes and two-factor secrets. */
const OWNER_ONLY_FILE = 0o600;
const OWNER_ONLY_FOLDER = 0o700;

/**
 * Makes the backup's folder (missing folders 0700; `tighten`, for the default `backups/`: an existing one
 * looser than 0700 is made 0700, and says so; a folder the operator named is left as it is), and an empty
 * `path + ".partial"` that only the owner can read, which the backup is written into and renamed from at
 * the end, so that a failed backup leaves no file that looks whole.
 */
function partialOf(file: string, tighten: boolean, out: NodeJS.WriteStream) {
  const folder = dirname(resolve(file));
  mkdirSync(folder, { recursive: true, mode: OWNER_ONLY_FOLDER });
  const mode = statSync(folder).mode & 0o777;
  if (tighten && (mode & 0o077) !== 0) {
    chmodSync(folder, OWNER_ONLY_FOLDER);
    out.write(`${folder} could be read by others (mode ${mode.toString(8)}): made it 0700.\n`);
  }
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  closeSync(openSync(partial, "wx", OWNER_ONLY_FILE));
  return partial;
}

/** The finished backup in its place, its owner's alone whatever wrote it (pg_dump keeps the mode of the file it truncates). */
async function finishBackup(partial: string, file: string) {
  chmodSync(partial, OWNER_ONLY_FILE);
  await rename(partial, file);
}

export interface BackupOptions {
  out?: NodeJS.WriteStream;
  /** The file goes into the default folder (`backups/`): make it 0700 if it is looser. */
  tightenFolder?: boolean;
}

export async function backup(target: BackupTarget, file: string, options: BackupOptions = {}): Promise<void> {
  const out = options.out ?? process.stdout;
  const partial = partialOf(file, options.tightenFolder ?? false, out);
  try {
    if ("dataDir" in target) await backupPglite(target.dataDir, file, partial, out);
    else await backupPostgres(target.databaseUrl, file, partial, out);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const { size } = await stat(file);
  out.write(`Backed up ${describeTarget(target)} to ${file} (${(size / 1024 / 1024).toFixed(1)} MB).\n`);
}

export async function restore(
  target: BackupTarget,
  file: string,
  { force = false, out = process.stdout }: { force?: boolean; out?: NodeJS.WriteStream } = {},
): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`${file}: no such file.`);
  const kind = checkKind(file, target);
  if ("dataDir" in target) await restorePglite(target.dataDir, file, force, out);
  else if (kind === "pglite") await restorePgliteIntoPostgres(target.databaseUrl, file, force, out);
  else await restorePostgres(target.databaseUrl, file, force, out);
}

// ── PostgreSQL ──────────────────────────────────────────────────────────────────────────────────────

async function withClient<T>(databaseUrl: string, work: (run: Run) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  client.on("error", () => {}); // a failed statement reports its own error
  await client.connect();
  try {
    await client.query("SET statement_timeout = 0");
    return await work(
      async (statement, params) => (await client.query(statement, params)).rows as Record<string, unknown>[],
    );
  } finally {
    await client.end();
  }
}

interface Client {
  path: string;
  major: number;
}

function majorOf(path: string): number | undefined {
  try {
    const version = execFileSync(path, ["--version"], { encoding: "utf8" });
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(version);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The newest `pg_dump` / `pg_restore` installed (PATH, and Debian's /usr/lib/postgresql/N/bin). pg_dump
 * must be at least as new as the server it dumps (it refuses a newer server), so its major is checked.
 */
function findClient(name: "pg_dump" | "pg_restore", serverMajor?: number): Client {
  const candidates: string[] = [name];
  try {
    for (const version of readdirSync("/usr/lib/postgresql"))
      candidates.push(`/usr/lib/postgresql/${version}/bin/${name}`);
  } catch {
    // no Debian layout: PATH only
  }
  let best: Client | undefined;
  for (const path of candidates) {
    const major = majorOf(path);
    if (major !== undefined && (!best || major > best.major)) best = { path, major };
  }
  if (!best) {
    throw new BackupError(
      `${name} was not found: install PostgreSQL's client tools, version ${serverMajor ?? 15} or newer ` +
        `(Debian: apt-get install postgresql-client-${serverMajor ?? 15}).`,
    );
  }
  if (serverMajor !== undefined && best.major < serverMajor) {
    throw new BackupError(
      `${name} ${best.major} cannot ${name === "pg_dump" ? "dump" : "restore into"} a PostgreSQL ${serverMajor} server: ` +
        `it needs ${name} ${serverMajor} or newer (Debian: apt-get install postgresql-client-${serverMajor}).`,
    );
  }
  return best;
}

/** The URL without its password (which goes in PGPASSWORD, not on a command line others can list). */
function clientConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/**
 * Runs a client tool with `--verbose`: each stderr line that `tableLine` matches (one per table) moves
 * `bar` one step on. Fails with the tool's last errors.
 */
function runTool(client: Client, args: string[], env: NodeJS.ProcessEnv, bar: Progress, tableLine: RegExp) {
  return new Promise<void>((resolvePromise, reject) => {
    const child = spawn(client.path, ["--verbose", "--no-password", ...args], {
      env,
      stdio: ["ignore", "ignore", "pipe"],
    });
    const problems: string[] = [];
    let buffered = "";
    let done = 0;
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        if (/\b(error|fatal|warning|detail|hint):/i.test(line)) problems.push(line);
        const table = tableLine.exec(line)?.[1];
        if (table) bar.update(++done, table);
      }
    });
    child.on("error", (error) => reject(new BackupError(`${client.path} could not be started: ${error.message}`)));
    child.on("close", (code) => {
      bar.finish();
      if (code === 0) resolvePromise();
      else {
        const tail = problems.slice(-8).join("\n  ");
        reject(new BackupError(`${client.path} failed (exit code ${code})${tail ? `:\n  ${tail}` : ""}`));
      }
    });
  });
}

async function backupPostgres(databaseUrl: string, file: string, partial: string, out: NodeJS.WriteStream) {
  const { serverMajor, tables } = await withClient(databaseUrl, async (run) => {
    const [version] = await run("SELECT current_setting('server_version_num')::int AS n");
    const dumped = (await userTables(run)).filter(
      ({ schema: schemaName, name }) => schemaName !== "public" || !(NOT_RESTORED as readonly string[]).includes(name),
    );
    return { serverMajor: Math.floor(Number(version?.n) / 10_000), tables: dumped.length };
  });
  const pgDump = findClient("pg_dump", serverMajor);
  out.write(`Backing up ${describeTarget({ databaseUrl })} with ${pgDump.path} ${pgDump.major} (${tables} tables).\n`);
  const { dbname, env } = clientConnection(databaseUrl);
  await runTool(
    pgDump,
    [
      "--format=custom",
      `--file=${partial}`,
      ...NOT_RESTORED.map((table) => `--exclude-table-data=public.${table}`),
      `--dbname=${dbname}`,
    ],
    env,
    progressBar("pg_dump", tables, out),
    /dumping contents of table "([^"]+)"/,
  );
  await finishBackup(partial, file);
}

/**
 * Makes the DATABASE_URL database ready for a restore: refused while other connections use it, or when it
 * holds anything (unless `force`); then every schema in it is dropped and an empty public schema made.
 */
async function emptyPostgres(databaseUrl: string, force: boolean, out: NodeJS.WriteStream) {
  const where = describeTarget({ databaseUrl });
  await withClient(databaseUrl, async (run) => {
    const [others] = await run(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'",
    );
    if (Number(others?.n) > 0) {
      throw new BackupError(
        `${where} has ${others?.n} other connection(s): stop every Ireland Guide process that uses it, then restore.`,
      );
    }
    const contents = await contentsOf(run);
    if (contents.holding.length > 0 && !force) await refuseNonEmpty(where, contents.holding, run);
    if (contents.tables > 0) {
      out.write(
        contents.holding.length > 0
          ? `--force: dropping everything in ${where} (${contents.holding.length} tables with data) before the restore.\n`
          : `${where} holds Ireland Guide's tables without data: dropping them before the restore.\n`,
      );
      const schemas = (await run(`SELECT n.nspname AS name FROM pg_namespace n WHERE ${USER_SCHEMA}`)) as {
        name: string;
      }[];
      await run("BEGIN");
      for (const { name } of schemas) await run(`DROP SCHEMA ${quote(name)} CASCADE`);
      // PostgreSQL 15's own public schema: owned by the database's owner, usable by everyone.
      await run("CREATE SCHEMA public AUTHORIZATION pg_database_owner");
      await run("GRANT USAGE ON SCHEMA public TO PUBLIC");
      await run("COMMIT");
    }
  });
}

async function restorePostgres(databaseUrl: string, file: string, force: boolean, out: NodeJS.WriteStream) {
  const where = describeTarget({ databaseUrl });
  const pgRestore = findClient("pg_restore");
  const { dbname, env } = clientConnection(databaseUrl);
  // The archive's table of contents: how many tables' rows it holds (the progress bar's length).
  let list: string;
  try {
    list = execFileSync(pgRestore.path, ["--list", file], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? "").trim();
    throw new BackupError(`${pgRestore.path} ${pgRestore.major} cannot read ${file}: ${stderr}`);
  }
  const tables = list.split("\n").filter((line) => / TABLE DATA /.test(line)).length;

  await emptyPostgres(databaseUrl, force, out);

  out.write(`Restoring ${file} into ${where} with ${pgRestore.path} ${pgRestore.major}.\n`);
  await runTool(
    pgRestore,
    ["--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", `--dbname=${dbname}`, file],
    env,
    progressBar("pg_restore", tables, out),
    /processing data for table "([^"]+)"/,
  );

  const known = await knownMigrations();
  const { inBackup, dropped } = await withClient(databaseUrl, async (run) => {
    const inBackup = await appliedMigrations(run);
    checkMigrations(inBackup, known);
    return { inBackup, dropped: await dropSignIns(run) };
  });
  const totals = await openAsTheServerDoes({ databaseUrl });
  out.write(`Restored ${file} into ${where}: ${totalsLine(totals)}.\n`);
  out.write(`${signInsLine(dropped)}\n`);
  out.write(migrationsLine(inBackup, known));
}

function migrationsLine(inBackup: number, known: number) {
  return inBackup === known
    ? `Its ${known} migrations are this version's: the server can start on it.\n`
    : `It had ${inBackup} of this version's ${known} migrations: the other ${known - inBackup} were applied.\n`;
}

// ── PGlite ──────────────────────────────────────────────────────────────────────────────────────────

function lockedMessage(error: DataDirLockedError, action: "back up" | "restore into") {
  return (
    `${error.message}\nPGlite lets one process open its data at a time, so the server must be stopped to ${action} it: ` +
    `stop the server (pid ${error.holder.pid}), run this again, then start the server.`
  );
}

/** How long a running server may take to start answering a backup request, and to finish its copy. */
const SERVER_ANSWER_MS = 15_000;
const SERVER_COPY_MS = 10 * 60_000;

/**
 * The copy of a PGlite folder that a running server holds (server/db/online-backup.ts): asked for by a
 * request file and a signal to the lock's pid; resolves with the tarball's path.
 */
async function askRunningServer(home: string, holder: DataDirLockedError["holder"]): Promise<string> {
  const id = `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;
  const request = backupRequestFile(home, id);
  const answer = backupAnswerFile(home, id);
  const failure = backupFailureFile(home, id);
  writeFileSync(request, "");
  try {
    process.kill(holder.pid, BACKUP_SIGNAL);
  } catch (error) {
    rmSync(request, { force: true });
    throw new BackupError(`Could not ask the server (pid ${holder.pid}) for a copy: ${(error as Error).message}`);
  }
  const asked = Date.now();
  for (;;) {
    if (existsSync(answer)) return answer;
    if (existsSync(failure)) {
      const reason = readFileSync(failure, "utf8");
      rmSync(failure, { force: true });
      throw new BackupError(`The server (pid ${holder.pid}) could not copy its database: ${reason}`);
    }
    const waited = Date.now() - asked;
    if ((waited > SERVER_ANSWER_MS && existsSync(request)) || waited > SERVER_COPY_MS) {
      rmSync(request, { force: true });
      throw new BackupError(
        `The server (pid ${holder.pid}) that holds ${home} did not answer the backup request ` +
          `(a version from before online backups?). Stop it, run this again, then start the server.`,
      );
    }
    await new Promise((wake) => setTimeout(wake, 100));
  }
}

/**
 * PGlite's copy of its folder, gzipped into `file`: opened here when no process holds it, or asked of
 * the server that does (its pid is in the lock), which copies it while it goes on serving.
 */
async function backupPglite(dataDir: string, file: string, partial: string, out: NodeJS.WriteStream) {
  const home = resolve(dataDir);
  if (!existsSync(join(home, "pglite", "PG_VERSION"))) {
    throw new BackupError(`${dataDir} holds no PGlite database yet: nothing to back up.`);
  }
  out.write(`Backing up ${describeTarget({ dataDir })}.\n`);
  const bar = progressBar("pglite", 100, out, { percent: true });
  bar.update(0, "opening the data directory");
  let database: Database | undefined;
  let fromServer: string | undefined;
  try {
    let tarball: Blob;
    try {
      database = await openDatabase({ dataDir });
      bar.update(10, "copying the data directory");
      tarball = await database.dump!();
      await database.close(); // the copy is all it needs: the folder is free again
      database = undefined;
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      if (error.holder.host !== hostname()) throw new BackupError(lockedMessage(error, "back up"));
      bar.update(10, `asking the running server (pid ${error.holder.pid}) for a copy`);
      fromServer = await askRunningServer(home, error.holder);
      bar.finish();
      out.write(`The running server (pid ${error.holder.pid}) made the copy.\n`);
      tarball = await openAsBlob(fromServer);
    }
    bar.update(10, "leaving out sessions and tokens");
    tarball = await withoutSignIns(tarball);
    const total = tarball.size;
    let written = 0;
    let shown = 10;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        written += chunk.length;
        const share = 10 + Math.floor((written / Math.max(1, total)) * 90);
        if (share >= shown + 5 || written === total) {
          shown = share;
          bar.update(share, "compressing");
        }
        callback(null, chunk);
      },
    });
    await pipeline(
      Readable.fromWeb(tarball.stream() as import("node:stream/web").ReadableStream<Uint8Array>),
      count,
      createGzip(),
      createWriteStream(partial),
    );
    bar.update(100, "written");
    await finishBackup(partial, file);
  } finally {
    bar.finish();
    await database?.close();
    if (fromServer) await rm(fromServer, { force: true });
  }
}

/**
 * PGlite's copy with the NOT_RESTORED tables emptied, made in memory from the copy: the tables are
 * truncated (their files unlinked) and the write-ahead log moved on twice with recycling off, so that no
 * old segment holding their rows is left in the folder (a recycled one keeps its old bytes), then copied
 * again. The schema stays; the rows are nowhere in the file.
 */
async function withoutSignIns(tarball: Blob): Promise<Blob> {
  const scratch = await PGlite.create({
    loadDataDir: tarball,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, "-c", "wal_recycle=off"],
  });
  try {
    await scratch.exec(`TRUNCATE ${NOT_RESTORED.map(quote).join(", ")}`);
    await scratch.exec("SELECT pg_switch_wal(); CHECKPOINT; SELECT pg_switch_wal(); CHECKPOINT;");
    return await scratch.dumpDataDir("none");
  } finally {
    await scratch.close();
  }
}

/** Refuses a restore over a PGlite database that holds anything (see contentsOf), unless `force`. */
async function checkPgliteEmpty(pgliteDir: string, where: string, force: boolean) {
  const client = await PGlite.create({ dataDir: pgliteDir, extensions: { pg_trgm } });
  try {
    const run: Run = async (statement) => (await client.query<Record<string, unknown>>(statement)).rows;
    const contents = await contentsOf(run);
    if (contents.holding.length > 0 && !force) await refuseNonEmpty(where, contents.holding, run);
    return contents;
  } finally {
    await client.close();
  }
}

async function restorePglite(dataDir: string, file: string, force: boolean, out: NodeJS.WriteStream) {
  const home = resolve(dataDir);
  const where = describeTarget({ dataDir });
  let lock: DataDirLock;
  try {
    lock = acquireDataDirLock(home);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new BackupError(lockedMessage(error, "restore into"));
    throw error;
  }
  const stamp = Date.now().toString(36);
  const staging = join(home, `restoring-${stamp}`);
  const live = join(home, "pglite");
  try {
    const existing = existsSync(join(live, "PG_VERSION"));
    if (existing) {
      const contents = await checkPgliteEmpty(live, where, force);
      out.write(
        contents.holding.length > 0
          ? `--force: ${where} will be replaced by the backup.\n`
          : `${where} holds Ireland Guide's tables without data: it will be replaced by the backup.\n`,
      );
    } else if (existsSync(live) && (await readdir(live)).length > 0) {
      if (!force) await refuseNonEmpty(where, [`${live} (files that are not a PGlite database)`]);
    }

    out.write(`Restoring ${file} into ${where}.\n`);
    const bar = progressBar("pglite", 5, out);
    try {
      bar.update(0, "reading the backup");
      const tarball = await openAsBlob(file);
      bar.update(1, "loading it into a new data directory");
      const known = await knownMigrations();
      mkdirSync(staging, { recursive: true });
      const client = await PGlite.create({
        dataDir: join(staging, "pglite"),
        loadDataDir: tarball,
        extensions: { pg_trgm },
      });
      let dropped: number;
      let inBackup: number;
      try {
        const run: Run = async (statement) => (await client.query<Record<string, unknown>>(statement)).rows;
        inBackup = await appliedMigrations(run);
        checkMigrations(inBackup, known);
        bar.update(2, "dropping sessions");
        dropped = await dropSignIns(run);
      } finally {
        await client.close();
      }
      bar.update(3, "opening it as the server does");
      const totals = await openAsTheServerDoes({ dataDir: staging });
      bar.update(4, "putting it in place");
      const previous = join(home, `pglite-replaced-${stamp}`);
      if (existsSync(live)) await rename(live, previous);
      await rename(join(staging, "pglite"), live);
      await rm(previous, { recursive: true, force: true });
      bar.update(5, "done");
      bar.finish();
      out.write(`Restored ${file} into ${where}: ${totalsLine(totals)}.\n`);
      out.write(`${signInsLine(dropped)}\n`);
      out.write(migrationsLine(inBackup, known));
    } finally {
      bar.finish();
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
    lock.release();
  }
}

// ── A PGlite backup into PostgreSQL: the move a growing community makes ────────────────────────────────

/** Rows per statement when a PGlite backup's tables are copied into PostgreSQL. */
const COPY_BATCH = 2_000;

/**
 * Opens the PGlite backup in memory with the app's opener (so its migrations are brought up to this
 * version's), makes the app's schema on the PostgreSQL database with the same migrations, then copies
 * every table's rows as they are (counters included: triggers and foreign-key checks are off for the
 * copy, in one transaction, which takes a superuser, as seed:load does). Sessions and rate-limit windows
 * are left behind.
 */
async function restorePgliteIntoPostgres(databaseUrl: string, file: string, force: boolean, out: NodeJS.WriteStream) {
  const where = describeTarget({ databaseUrl });
  const known = await knownMigrations();
  out.write(`Restoring the PGlite backup ${file} into ${where}: opening it in memory.\n`);
  const source = await openDatabase({ inMemory: true, from: await openAsBlob(file) });
  try {
    const sourceRun: Run = async (statement) => (await source.db.execute(sql.raw(statement))).rows;
    checkMigrations(await appliedMigrations(sourceRun), known);
    await emptyPostgres(databaseUrl, force, out);
    await (await openDatabase({ databaseUrl })).close(); // the app's schema, made by its own migrations
    const tables = (await userTables(sourceRun)).filter(
      ({ schema: schemaName, name }) => schemaName === "public" && !(NOT_RESTORED as readonly string[]).includes(name),
    );
    const [sessions] = await sourceRun("SELECT count(*)::int AS n FROM sessions");
    const bar = progressBar("copy", tables.length, out);
    try {
      await withClient(databaseUrl, async (run) => {
        await run("BEGIN");
        await run("SET LOCAL session_replication_role = replica").catch((error: Error) => {
          throw new BackupError(
            `Copying a PGlite backup into PostgreSQL turns triggers off, which needs a superuser DATABASE_URL ` +
              `for the restore (${error.message}).`,
          );
        });
        for (const [index, { name }] of tables.entries()) {
          await copyTable(sourceRun, run, name);
          bar.update(index + 1, `public.${name}`);
        }
        await copySequences(sourceRun, run);
        await run("COMMIT");
      });
    } finally {
      bar.finish();
    }
    const totals = await openAsTheServerDoes({ databaseUrl });
    out.write(`Restored ${file} into ${where}: ${totalsLine(totals)}.\n`);
    out.write(`${signInsLine(Number(sessions?.n ?? 0))}\n`);
    out.write(migrationsLine(known, known));
  } finally {
    await source.close();
  }
}

/** One table's rows, in batches through a cursor, as JSON rows that PostgreSQL reads back as the table's type. */
async function copyTable(sourceRun: Run, run: Run, name: string) {
  const table = `public.${quote(name)}`;
  const columns = (
    await run(
      `SELECT column_name AS name FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
      [name],
    )
  )
    .map((row) => quote(String(row.name)))
    .join(", ");
  await run(`DELETE FROM ${table}`); // what the migrations wrote (forum_totals)
  await sourceRun("BEGIN");
  try {
    await sourceRun(
      `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM (SELECT ${columns} FROM ${table}) t`,
    );
    for (;;) {
      const rows = await sourceRun(`FETCH ${COPY_BATCH} FROM backup_rows`);
      if (rows.length === 0) break;
      await run(
        `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`,
        [`[${rows.map((row) => String(row.row)).join(",")}]`],
      );
    }
  } finally {
    await sourceRun("COMMIT");
  }
}

/** Sequences carry on from where they were (the app has none of its own today; drizzle's journal is migrated anew). */
async function copySequences(sourceRun: Run, run: Run) {
  const sequences = await run(`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'S' AND n.nspname = 'public'`);
  for (const { name } of sequences) {
    const sequence = `public.${quote(String(name))}`;
    const [state] = await sourceRun(`SELECT last_value::text AS value, is_called FROM ${sequence}`);
    if (state) await run("SELECT setval($1::regclass, $2::bigint, $3)", [sequence, state.value, state.is_called]);
  }
}
