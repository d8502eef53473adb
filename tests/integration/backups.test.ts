import { execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../server/db/database";
import { encodeAvatar } from "../../server/profiles/avatar-image";
import { PROJECT_ROOT } from "../../server/paths";
import { counterMismatches, openSeedConnection, seedCommunity } from "../../scripts/lib/seed";
import { backup } from "../../scripts/lib/backup";
import { createEmptyPostgresDatabase } from "../helpers/test-database";

/**
 * npm run db:backup / db:restore (ADR 0038), as an operator runs them (the script in a process of its own,
 * configured by DATABASE_URL or DATA_DIR), on PGlite and, with TEST_DATABASE_URL, on PostgreSQL: a seeded
 * community with sessions and an avatar is backed up and restored into a fresh database, where every table
 * equals the original but the sessions, which are gone.
 */
const serverUrl = process.env.TEST_DATABASE_URL || undefined;
const kind = serverUrl ? "PostgreSQL" : "PGlite";
const TIMEOUT = 360_000; // two backups and a restore on a busy 2-core machine

interface Place {
  /** What the script is given: DATABASE_URL or DATA_DIR. */
  env: Record<string, string>;
  target: { databaseUrl: string } | { dataDir: string };
  drop: () => Promise<void>;
}

const folder = mkdtempSync(join(tmpdir(), "ig-backups-"));
const dropped: (() => Promise<void>)[] = [];

async function newPlace(name: string): Promise<Place> {
  if (serverUrl) {
    const { url, drop } = await createEmptyPostgresDatabase(serverUrl);
    dropped.push(drop);
    return { env: { DATABASE_URL: url, DATA_DIR: join(folder, name) }, target: { databaseUrl: url }, drop };
  }
  const dataDir = join(folder, name);
  return { env: { DATABASE_URL: "", DATA_DIR: dataDir }, target: { dataDir }, drop: async () => {} };
}

function script(command: "backup" | "restore", args: string[], place: Place) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(join(PROJECT_ROOT, "node_modules/.bin/tsx"), ["scripts/db-backup.ts", command, ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...place.env, NODE_ENV: "development", LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Every table's row count and a digest of its rows (in a fixed order), read through the app's own opener. */
async function snapshot(target: Place["target"]) {
  const database: Database = await openDatabase(target);
  try {
    const run = async (statement: string) => (await database.db.execute(sql.raw(statement))).rows;
    const tables = (await run(`
      SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1, 2`)) as {
      schema: string;
      name: string;
    }[];
    const result: Record<string, { rows: number; digest: string }> = {};
    for (const { schema, name } of tables) {
      const [row] = await run(
        `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM "${schema}"."${name}" t`,
      );
      result[`${schema}.${name}`] = { rows: Number(row!.rows), digest: String(row!.digest) };
    }
    const [avatar] = await run("SELECT user_id, encode(image, 'hex') AS image FROM avatars ORDER BY user_id LIMIT 1");
    const counters = await counterMismatches(run);
    return { tables: result, avatar, counters };
  } finally {
    await database.close();
  }
}

/**
 * Every table but the sessions equal; the sessions and the short-lived tokens (password reset, two-factor
 * challenges) empty; the rate-limit windows (not data) and the stored pages (a cache) not restored.
 */
function expectRestored(
  restored: Awaited<ReturnType<typeof snapshot>>,
  original: Awaited<ReturnType<typeof snapshot>>,
) {
  const {
    "public.sessions": sessions,
    "public.rate_limits": limits,
    "public.verifications": tokens,
    "public.stored_pages": stored,
    ...rest
  } = restored.tables;
  const {
    "public.sessions": _s,
    "public.rate_limits": _l,
    "public.verifications": _v,
    "public.stored_pages": _p,
    ...originalRest
  } = original.tables;
  expect(sessions?.rows).toBe(0);
  expect(limits?.rows).toBe(0);
  expect(tokens?.rows).toBe(0);
  expect(stored?.rows).toBe(0);
  expect(rest).toEqual(originalRest);
  expect(restored.avatar).toEqual(original.avatar);
  expect(restored.counters).toEqual([]);
}

let source: Place;
let original: Awaited<ReturnType<typeof snapshot>>;
let backupFile: string;

/** A password-reset token (better-auth's row), live for an hour: in the source, never in a backup. */
const RESET_TOKEN = "reset-password:LIVE-RESET-TOKEN-b7c1e2";
/** A visitor's page stored by a process (ADR 0064): what a post showed then, never in a backup. */
const STORED_PAGE_KEY = "build-seed /community/forum/posts/STORED-PAGE-IN-NO-BACKUP";

/**
 * A small community (npm run seed:load's seed) with an avatar, five signed-in members, a rate-limit window,
 * a live password-reset token and a stored page.
 */
async function seed(target: Place["target"]) {
  const connection = await openSeedConnection(target);
  try {
    await seedCommunity(connection.run, { users: 25, posts: 60, comments: 150, likes: 300 });
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#169b62" } })
      .png()
      .toBuffer();
    const image = (await encodeAvatar(png)).toString("hex");
    await connection.run(`
      INSERT INTO avatars (user_id, image) SELECT id, '\\x${image}'::bytea FROM users ORDER BY email LIMIT 1`);
    await connection.run(`
      INSERT INTO sessions (token, user_id, expires_at)
      SELECT 'token-' || id, id, now() + interval '7 days' FROM users ORDER BY email LIMIT 5`);
    await connection.run(
      "INSERT INTO rate_limits (key, window_started_at, hits) VALUES ('sign-in:127.0.0.1', now(), 3)",
    );
    await connection.run(`
      INSERT INTO verifications (identifier, value, expires_at)
      SELECT '${RESET_TOKEN}', id::text, now() + interval '1 hour' FROM users ORDER BY email LIMIT 1`);
    await connection.run(`
      INSERT INTO stored_pages (key, tags, headers, body, etag, expires_at)
      VALUES ('${STORED_PAGE_KEY}', ARRAY['posts'], '{}', '\\x00', 'W/"seed"', now() + interval '6 hours')`);
  } finally {
    await connection.close();
  }
}

beforeAll(async () => {
  source = await newPlace("source");
  await seed(source.target);
  original = await snapshot(source.target);
  backupFile = join(folder, serverUrl ? "community.dump" : "community.tar.gz");
}, TIMEOUT);

afterAll(async () => {
  for (const drop of dropped) await drop();
  rmSync(folder, { recursive: true, force: true });
});

/** What a backup file holds, as text: pg_restore's SQL for a pg_dump archive, the tarball's bytes for PGlite. */
function backupText(file: string): string {
  if (readFileSync(file).subarray(0, 5).toString("latin1") === "PGDMP") {
    return execFileSync("pg_restore", ["--file=-", file], { encoding: "utf8", maxBuffer: 1 << 30 });
  }
  return gunzipSync(readFileSync(file)).toString("latin1");
}

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

describe(`npm run db:backup and db:restore on ${kind}`, () => {
  it(
    "writes a backup only its owner can read, into a folder only its owner can open, without the live tokens",
    async () => {
      const loose = join(folder, "loose");
      mkdirSync(loose);
      chmodSync(loose, 0o755);
      const file = join(loose, "private", "nightly", serverUrl ? "private.dump" : "private.tar.gz");
      const backedUp = await script("backup", [file], source);
      expect(backedUp.stderr).toBe("");
      expect(backedUp.code).toBe(0);
      expect(modeOf(file)).toBe("600");
      expect(modeOf(join(loose, "private", "nightly"))).toBe("700"); // made by the backup
      expect(modeOf(join(loose, "private"))).toBe("700");
      expect(modeOf(loose)).toBe("755"); // a folder the operator chose is theirs

      // The default folder (backups/), when it is there already and looser, is tightened.
      const quiet = new PassThrough() as unknown as NodeJS.WriteStream;
      const own = join(loose, "backups");
      mkdirSync(own);
      chmodSync(own, 0o755);
      await backup(source.target, join(own, "default-place"), { out: quiet, tightenFolder: true });
      expect(modeOf(own)).toBe("700");
      expect(modeOf(join(own, "default-place"))).toBe("600");

      // The token is in the database, and nowhere in the backup (whose text is searched: the members are there).
      const text = backupText(file);
      expect(text.includes("@seed.invalid"), "the members' addresses").toBe(true);
      expect(text.includes("LIVE-RESET-TOKEN"), "the password-reset token").toBe(false);
      expect(original.tables["public.verifications"]!.rows).toBe(1);
      // Nor the pages stored for visitors: one could show a post removed since (a restore empties the table).
      expect(text.includes("STORED-PAGE-IN-NO-BACKUP"), "a stored page").toBe(false);
      expect(original.tables["public.stored_pages"]!.rows).toBe(1);
      // No file left beside it but the backup.
      expect(readdirSync(join(loose, "private", "nightly"))).toEqual([file.split("/").pop()]);
    },
    TIMEOUT,
  );

  it(
    "restores a backup into a fresh database: every member, post, comment, like, counter and avatar equal, no session",
    async () => {
      expect(original.tables["public.users"]!.rows).toBe(25);
      expect(original.tables["public.sessions"]!.rows).toBe(5);
      expect(original.avatar).toBeDefined();

      const backedUp = await script("backup", [backupFile], source);
      expect(backedUp.stderr).toBe("");
      expect(backedUp.code).toBe(0);
      expect(backedUp.stdout).toMatch(/\[#+\] +(\d+\/\d+|100%)/); // the progress, as plain lines without a terminal
      expect(existsSync(backupFile)).toBe(true);

      const fresh = await newPlace("fresh");
      const restored = await script("restore", [backupFile], fresh);
      expect(restored.stderr).toBe("");
      expect(restored.code).toBe(0);
      expect(restored.stdout).toContain("25 members");
      expect(restored.stdout).toMatch(/Sessions are not restored.*nobody is signed in/);
      expect(restored.stdout).toMatch(/migrations are this version's/);

      expectRestored(await snapshot(fresh.target), original);
    },
    TIMEOUT,
  );

  it(
    "refuses to restore over a database that is not empty, and replaces it with --force",
    async () => {
      if (!existsSync(backupFile)) expect((await script("backup", [backupFile], source)).code).toBe(0);
      const busy = await newPlace("busy");
      const connection = await openSeedConnection(busy.target);
      try {
        await seedCommunity(connection.run, { users: 3, posts: 2, comments: 0, likes: 0 });
      } finally {
        await connection.close();
      }

      const refused = await script("restore", [backupFile], busy);
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toMatch(/is not empty \(.*users.*\): refusing to restore over it.*--force/s);
      expect((await snapshot(busy.target)).tables["public.users"]!.rows).toBe(3); // untouched

      if (serverUrl) {
        // An app process still connected: even --force waits for it to be stopped. (A connection held
        // open: a pool's idle one closes after 10 s, sooner than the script starts on a busy machine.)
        const running = new pg.Client({ connectionString: (busy.target as { databaseUrl: string }).databaseUrl });
        await running.connect();
        try {
          const whileRunning = await script("restore", [backupFile, "--force"], busy);
          expect(whileRunning.code).not.toBe(0);
          expect(whileRunning.stderr).toMatch(/other connection.*stop every Ireland Guide process/);
        } finally {
          await running.end();
        }
      }

      const forced = await script("restore", [backupFile, "--force"], busy);
      expect(forced.stderr).toBe("");
      expect(forced.code).toBe(0);
      expect(forced.stdout).toMatch(/--force/);
      expectRestored(await snapshot(busy.target), original);
    },
    TIMEOUT,
  );

  if (serverUrl) {
    it(
      "restores a PGlite backup into PostgreSQL (the move to a server): every row equal, no session",
      async () => {
        const embedded: Place = {
          env: { DATABASE_URL: "", DATA_DIR: join(folder, "embedded") },
          target: { dataDir: join(folder, "embedded") },
          drop: async () => {},
        };
        await seed(embedded.target);
        const before = await snapshot(embedded.target);
        const file = join(folder, "embedded.tar.gz");
        const backedUp = await script("backup", [file], embedded);
        expect(backedUp.code).toBe(0);

        const server = await newPlace("server");
        await (await openDatabase(server.target)).close(); // the server has started on it once: tables, no rows
        const restored = await script("restore", [file], server);
        expect(restored.stderr).toBe("");
        expect(restored.code).toBe(0);
        expect(restored.stdout).toMatch(/holds Ireland Guide's tables without data: dropping them/);
        // The backup holds none of the five sessions (ADR 0048): none to drop, and nobody signed in.
        expect(restored.stdout).toMatch(/Sessions are not restored: nobody is signed in/);
        expectRestored(await snapshot(server.target), before);
      },
      TIMEOUT,
    );
  } else {
    it(
      "backs up a PGlite data directory that a running server holds by asking the server; refuses to restore into it",
      async () => {
        if (!existsSync(backupFile)) expect((await script("backup", [backupFile], source)).code).toBe(0);
        const server = await openDatabase(source.target); // holds DATA_DIR's lock, as the server does
        try {
          const whileRunning = join(folder, "while-running.tar.gz");
          const backedUp = await script("backup", [whileRunning], source);
          expect(backedUp.stderr).toBe("");
          expect(backedUp.code).toBe(0);
          expect(backedUp.stdout).toContain(`The running server (pid ${process.pid}) made the copy.`);
          // The server goes on serving: a write after the copy is not in it.
          await server.db.execute(sql`DELETE FROM likes WHERE ctid IN (SELECT ctid FROM likes LIMIT 1)`);

          const restored = await script("restore", [backupFile, "--force"], source);
          expect(restored.code).not.toBe(0);
          expect(restored.stderr).toMatch(/in use by another Ireland Guide process \(pid \d+\)/);
          expect(restored.stderr).toMatch(/stop the server/);

          const copy = await newPlace("copy-of-running");
          expect((await script("restore", [whileRunning], copy)).code).toBe(0);
          expectRestored(await snapshot(copy.target), original);
        } finally {
          await server.close();
        }
      },
      TIMEOUT,
    );
  }
});
