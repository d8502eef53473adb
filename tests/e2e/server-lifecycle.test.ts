import { get } from "node:http";
import { describe, expect, it } from "vitest";
import { createEmptyPostgresDatabase } from "../helpers/test-database";
import { runServer, runTs, startServer, temporaryDataDir, waitFor } from "./helpers/server";

async function writeThenKill(env: Record<string, string>, value: string) {
  const writer = runTs("tests/fixtures/durability-probe.ts", ["write", value], env);
  await waitFor(() => writer.output().includes("written"), 30_000, `the row to be written:\n${writer.output()}`);
  writer.child.kill("SIGKILL");
  expect(await writer.exited).toBe("SIGKILL");
}

async function readBack(env: Record<string, string>, value: string) {
  const reader = runTs("tests/fixtures/durability-probe.ts", ["read", value], env);
  expect(await reader.exited, reader.output()).toBe(0);
  return reader.output().trim();
}

describe("server lifecycle on embedded PGlite", () => {
  it("keeps a row written before SIGKILL; the next server takes the lock over; a second one fails fast", async () => {
    const dataDir = temporaryDataDir();
    await writeThenKill({ DATA_DIR: dataDir }, "written-before-kill");

    // The killed writer left its lock behind: the real server detects it and takes it over.
    const server = await startServer({ DATA_DIR: dataDir });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    const started = Date.now();
    const second = runServer({ NODE_ENV: "production", PORT: "0", DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(second.output()).toContain(`is in use by another Ireland Guide process (pid ${server.child.pid})`);

    const stopping = Date.now();
    expect(await server.stop()).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(10_000);

    expect(await readBack({ DATA_DIR: dataDir }, "written-before-kill")).toBe("found");
  });

  it("leaves closing an idle connection to its client: it keeps one 65 s, longer than nginx's 60 s", async () => {
    const server = await startServer({ DATA_DIR: temporaryDataDir() });
    try {
      // Node says how long it keeps the connection in each answer's Keep-Alive header (its default: 5 s).
      const keepAlive = await new Promise<string | undefined>((resolve, reject) =>
        get(`${server.url}/api/health`, (response) => {
          response.resume();
          resolve(response.headers["keep-alive"]?.toString());
        }).on("error", reject),
      );
      expect(keepAlive).toBe("timeout=65");
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it("stops at start-up with a message naming a bad variable", async () => {
    const bad = runServer({ NODE_ENV: "production", PORT: "eighty", DATA_DIR: temporaryDataDir() });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/^Invalid environment configuration:\n {2}PORT: /m);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("server lifecycle on PostgreSQL", () => {
  it("keeps a row written before SIGKILL, and a server on DATABASE_URL migrates and answers", async () => {
    const database = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL!);
    try {
      await writeThenKill({ DATABASE_URL: database.url }, "written-before-kill");
      expect(await readBack({ DATABASE_URL: database.url }, "written-before-kill")).toBe("found");
      const server = await startServer({ DATABASE_URL: database.url, AUTH_SECRET: "x".repeat(40) });
      const health = await (await fetch(`${server.url}/api/health`)).json();
      expect(health).toMatchObject({ database: { status: "ok", kind: "postgres" } });
      expect(await server.stop()).toBe(0);
    } finally {
      await database.drop();
    }
  });
});
