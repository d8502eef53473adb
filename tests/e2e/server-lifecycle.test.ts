import { readdirSync, readFileSync } from "node:fs";
import { get } from "node:http";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { createEmptyPostgresDatabase } from "../helpers/test-database";
import { PROJECT_ROOT, runServer, runTs, SERVER_ENTRY, startServer, temporaryDataDir, waitFor } from "./helpers/server";

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

describe("the production build", () => {
  // ADR 0071: the server's bundle and React Router's server build import React Router's production file by a
  // relative path, so the process loads one copy, its production one, with no module hook (a thread of its own).
  const IMPORT_SPECIFIER = /\b(?:from|import)\s*\(?\s*"([^"]+)"/g;
  const builtModules = () => [
    join(PROJECT_ROOT, "build/app-server/server.js"),
    ...readdirSync(join(PROJECT_ROOT, "build/server"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".js"))
      .map((file) => join(PROJECT_ROOT, "build/server", file)),
  ];

  it("imports React Router's production build, by one file, and registers no module hook", () => {
    const productionFile = join(PROJECT_ROOT, "node_modules/react-router/dist/production/index.mjs");
    const reactRouterImports = builtModules().flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(IMPORT_SPECIFIER)]
        .map(([, specifier]) => specifier!)
        .filter((specifier) => /(^|\/)@?react-router(\/|$)/.test(specifier))
        .map((specifier) => ({ file, specifier })),
    );
    expect(reactRouterImports.filter(({ file }) => file.endsWith("server.js")).length).toBeGreaterThan(0);
    expect(reactRouterImports.filter(({ file }) => file.includes("/build/server/")).length).toBeGreaterThan(0);
    for (const { file, specifier } of reactRouterImports) {
      expect(specifier.startsWith("."), `${file} imports ${specifier}`).toBe(true);
      expect(resolve(dirname(file), specifier), `${file} imports ${specifier}`).toBe(productionFile);
    }
    expect(readFileSync(join(PROJECT_ROOT, SERVER_ENTRY), "utf8")).not.toMatch(/\bregister\(/);
  });
});
