import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../../server/db/database";

/**
 * A fresh database with the migrations applied, for one test file: in-memory PGlite by default, or a
 * new database on the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped on close).
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ inMemory: true, from: await migratedPglite() });

  const name = `ig_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = withDatabase(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * A PGlite data directory with every migration applied, made once per test worker (vitest's workers
 * keep their modules from file to file): each file's PGlite starts from a copy, not from initdb and the
 * migrations, which took about 10 s of CPU per file.
 */
let migrated: Promise<Blob> | undefined;
function migratedPglite(): Promise<Blob> {
  return (migrated ??= (async () => {
    const database = await openDatabase({ inMemory: true });
    try {
      return await database.dump!();
    } finally {
      await database.close();
    }
  })());
}

/** Creates an empty database on the TEST_DATABASE_URL server; returns its URL and a function to drop it. */
export async function createEmptyPostgresDatabase(serverUrl: string) {
  const name = `ig_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  return {
    url: withDatabase(serverUrl, name),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

function withDatabase(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
