/**
 * npm run bench: seeds a PostgreSQL database at the scale ARCHITECTURE.md designs for (10,000 members,
 * 100,000 posts, 500,000 comments, 1,000,000 likes), starts the production server on it, and measures
 * forum pages (first and last), a permalink, search and the live feed, next to the server's own ceiling
 * (/api/health). BENCH_DATABASE_URL names the server (default: local PostgreSQL); the bench database is
 * created and dropped. Options: --scale 0.1 (smaller data), --sse 2000 (live-feed clients).
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import pg from "pg";
import { openDatabase } from "../server/db/database";
import { readFeedPage, searchPosts } from "../server/forum/service";
import { FEED_EVENT_NAME } from "../common/live-feed";
import { adminQuery, databaseUrlFor, freePort, seedForum, serverEntry } from "./lib/seed";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const scale = option("scale", 1);
const sseClients = option("sse", 2000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const counts = {
  users: Math.round(10_000 * scale),
  posts: Math.round(100_000 * scale),
  comments: Math.round(500_000 * scale),
  likes: Math.round(1_000_000 * scale),
};

const log = (...parts: unknown[]) => console.log(...parts);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** `total` requests, `concurrency` at a time; latency percentiles and throughput. */
async function measure(label: string, url: () => string, total = 2000, concurrency = 8) {
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t0 = performance.now();
        const response = await fetch(url());
        await response.arrayBuffer();
        if (!response.ok) failures++;
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const row = {
    endpoint: label,
    "req/s": Math.round(total / seconds),
    "p50 ms": percentile(times, 50).toFixed(1),
    "p95 ms": percentile(times, 95).toFixed(1),
    "p99 ms": percentile(times, 99).toFixed(1),
    failures,
  };
  log(`  ${Object.values(row).join("  ")}`);
  return row;
}

async function main() {
  if (!existsSync(serverEntry)) {
    throw new Error("Build first: npm run build (npm run bench does it for you).");
  }
  const name = `ig_bench_${Date.now()}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const databaseUrl = databaseUrlFor(serverUrl, name);
  const port = await freePort();
  // As `npm run serve` starts it: the compiled server on plain Node.
  const server = spawn(process.execPath, ["--enable-source-maps", serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: "bench-".repeat(8),
      LOG_LEVEL: "error",
      // Every simulated reader comes from this one address: lift the per-address live-feed cap.
      LIVE_FEED_MAX_PER_ADDRESS: "100000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    log(`Seeding ${name} (scale ${scale}):`);
    await seedForum(databaseUrl, counts, log);
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const lastPage = Math.ceil(counts.posts / 5);
    const middlePage = await (await fetch(`${base}/community/forum?page=${Math.floor(lastPage / 2)}`)).text();
    const pageIds = [...middlePage.matchAll(/id="post-([0-9a-f-]{36})"/g)].map((match) => match[1]!);
    const terms = ["housing dublin", "burgh quay", "pps", "scholarshp", "leap card", "bank acc"];
    let termIndex = 0;

    log("\nHTTP, 2,000 requests at concurrency 8 (req/s, p50, p95, p99, failures):");
    await measure("GET /api/health (server ceiling)", () => `${base}/api/health`);
    // What React Router's client asks when a reader pages through the feed (the loader's data).
    await measure("GET /community/forum.data?page=1", () => `${base}/community/forum.data?page=1`);
    await measure(
      `GET /community/forum.data?page=${lastPage} (last)`,
      () => `${base}/community/forum.data?page=${lastPage}`,
    );
    await measure(`GET /community/forum?page=${lastPage} (SSR)`, () => `${base}/community/forum?page=${lastPage}`);
    await measure(
      "GET /community/forum/posts/:id (SSR permalink)",
      () => `${base}/community/forum/posts/${pageIds[Math.floor(Math.random() * pageIds.length)]}`,
    );
    await measure(
      "GET /resources/forum-search?q=… (the palette)",
      () => `${base}/resources/forum-search?q=${encodeURIComponent(terms[termIndex++ % terms.length]!)}`,
      1000,
    );

    log("\nUncached database reads (the feed cache off), 200 each:");
    const database = await openDatabase({ databaseUrl });
    for (const [label, run] of [
      ["feed page 1", () => readFeedPage(database.db, 1)],
      [`feed page ${lastPage} (last)`, () => readFeedPage(database.db, lastPage)],
      ["search 'housing dublin'", () => searchPosts(database.db, "housing dublin")],
    ] as const) {
      const times: number[] = [];
      for (let i = 0; i < 200; i++) {
        const t0 = performance.now();
        await run();
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      log(`  ${label}: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`);
    }
    await database.close();

    log(`\nLive feed: ${sseClients} SSE clients, one new post:`);
    const controllers: AbortController[] = [];
    const received: number[] = [];
    let ready = 0;
    let postedAt = 0;
    await Promise.all(
      Array.from({ length: sseClients }, async () => {
        const controller = new AbortController();
        controllers.push(controller);
        const response = await fetch(`${base}/api/events`, { signal: controller.signal });
        const reader = response.body!.getReader();
        const decoder = new TextDecoder();
        let buffer = "";
        void (async () => {
          try {
            for (;;) {
              const { value, done } = await reader.read();
              if (done) return;
              buffer += decoder.decode(value, { stream: true });
              if (buffer.includes("event: ready")) {
                ready++;
                buffer = buffer.replace("event: ready", "");
              }
              if (buffer.includes(`event: ${FEED_EVENT_NAME}`)) {
                received.push(performance.now() - postedAt);
                return;
              }
            }
          } catch {
            // closed
          }
        })();
      }),
    );
    while (ready < sseClients) await new Promise((resolve) => setTimeout(resolve, 50));
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    postedAt = performance.now();
    await db.query(
      `INSERT INTO posts (title, content, category, author_id) SELECT 'Live', 'x', 'general', id FROM users LIMIT 1`,
    );
    while (received.length < sseClients && performance.now() - postedAt < 10_000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    received.sort((a, b) => a - b);
    log(
      `  delivered to ${received.length}/${sseClients}: p50 ${percentile(received, 50).toFixed(0)} ms, p99 ${percentile(received, 99).toFixed(0)} ms, last ${received.at(-1)?.toFixed(0)} ms`,
    );
    await measure("burst: every client refetches page 1", () => `${base}/community/forum.data?page=1`, sseClients, 64);
    await db.end();
    controllers.forEach((controller) => controller.abort());
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
