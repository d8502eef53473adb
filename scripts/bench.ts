/**
 * npm run bench: seeds a PostgreSQL database at the scale ARCHITECTURE.md designs for (10,000 members,
 * 100,000 posts, 500,000 comments, 1,000,000 likes), starts the production server on it, and measures
 * forum pages (first and last), a permalink, search and the live feed, next to the server's own ceiling
 * (/api/health). BENCH_DATABASE_URL names the server (default: local PostgreSQL); the bench database is
 * created and dropped. Options: --scale 0.1 (smaller data), --sse 2000 (live-feed clients).
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { openDatabase } from "../server/db/database";
import { readFeedPage, searchPosts } from "../server/forum/service";
import { FEED_EVENT_NAME } from "../common/live-feed";

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
const ms = (start: number) => Math.round(performance.now() - start);

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function seed(url: string) {
  const database = await openDatabase({ databaseUrl: url }); // applies the migrations
  await database.close();
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {}); // a failed step is reported by its query
  await client.connect();
  const step = async (label: string, sql: string) => {
    const started = performance.now();
    await client.query(sql);
    log(`  ${label}: ${ms(started)} ms`);
  };
  // Triggers off while bulk loading; the counters are computed in bulk afterwards.
  await client.query("SET session_replication_role = replica");
  await step(
    `${counts.users} users`,
    `
    INSERT INTO users (id, email, email_verified)
    SELECT gen_random_uuid(), 'member' || g || '@example.com', true FROM generate_series(1::bigint, ${counts.users}) g;
    INSERT INTO profiles (id, username, created_at) SELECT id, 'member_' || substr(id::text, 1, 8), now() FROM users;`,
  );
  await step(
    `${counts.posts} posts`,
    `
    CREATE TEMP TABLE member_ids AS SELECT row_number() OVER () AS n, id FROM users;
    CREATE INDEX ON member_ids (n);
    INSERT INTO posts (title, content, category, author_id, created_at, updated_at, is_pinned)
    SELECT 'Question ' || g || ' about ' || (ARRAY['housing in Dublin','PPS numbers','IRP registration at Burgh Quay','Leap cards','GP visits','part-time work','bank accounts','scholarships'])[1 + g % 8],
           repeat('Some context about moving to Ireland and what I tried so far. ', (1 + g % 6)::int),
           (ARRAY['general','housing','education','healthcare','transport','legal','jobs','social'])[1 + g % 8],
           m.id, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval, g <= 2
    FROM generate_series(1::bigint, ${counts.posts}) g
    JOIN member_ids m ON m.n = 1 + (g * 7919) % ${counts.users};
    INSERT INTO post_counters (post_id) SELECT id FROM posts;`,
  );
  await step(
    `${counts.comments} comments`,
    `
    CREATE TEMP TABLE post_ids AS SELECT row_number() OVER () AS n, id, author_id FROM posts;
    CREATE INDEX ON post_ids (n);
    INSERT INTO comments (post_id, author_id, content, created_at, updated_at)
    SELECT p.id, m.id, 'A helpful answer number ' || g, now() - (g || ' seconds')::interval, now()
    FROM generate_series(1::bigint, ${counts.comments}) g
    JOIN post_ids p ON p.n = 1 + (g * 104729) % ${counts.posts}
    JOIN member_ids m ON m.n = 1 + (g * 31) % ${counts.users};
    INSERT INTO comment_counters (comment_id) SELECT id FROM comments;`,
  );
  await step(
    `${counts.likes} likes`,
    `
    INSERT INTO likes (user_id, post_id, content_author_id)
    SELECT m.id, p.id, p.author_id
    FROM generate_series(1::bigint, ${Math.round(counts.likes * 0.7)}) g
    JOIN post_ids p ON p.n = 1 + (g * 7) % ${counts.posts}
    JOIN member_ids m ON m.n = 1 + (g * 13 + g / ${counts.posts}) % ${counts.users}
    ON CONFLICT DO NOTHING;
    CREATE TEMP TABLE comment_ids AS SELECT row_number() OVER () AS n, id, post_id, author_id FROM comments;
    CREATE INDEX ON comment_ids (n);
    INSERT INTO likes (user_id, post_id, comment_id, content_author_id)
    SELECT m.id, c.post_id, c.id, c.author_id
    FROM generate_series(1::bigint, ${Math.round(counts.likes * 0.3)}) g
    JOIN comment_ids c ON c.n = 1 + (g * 11) % ${counts.comments}
    JOIN member_ids m ON m.n = 1 + (g * 17) % ${counts.users}
    ON CONFLICT DO NOTHING;`,
  );
  await step(
    "counters and karma",
    `
    UPDATE post_counters pc SET likes_count = s.n FROM (SELECT post_id, count(*) n FROM likes WHERE comment_id IS NULL GROUP BY post_id) s WHERE s.post_id = pc.post_id;
    UPDATE post_counters pc SET comments_count = s.n FROM (SELECT post_id, count(*) n FROM comments GROUP BY post_id) s WHERE s.post_id = pc.post_id;
    UPDATE comment_counters cc SET likes_count = s.n FROM (SELECT comment_id, count(*) n FROM likes WHERE comment_id IS NOT NULL GROUP BY comment_id) s WHERE s.comment_id = cc.comment_id;
    UPDATE profiles p SET karma_points = s.n FROM (SELECT content_author_id a, count(*) n FROM likes WHERE content_author_id <> user_id GROUP BY 1) s WHERE s.a = p.id;
    UPDATE profiles p SET posts_count = s.n FROM (SELECT author_id a, count(*) n FROM posts GROUP BY 1) s WHERE s.a = p.id;
    UPDATE profiles p SET comments_count = s.n FROM (SELECT author_id a, count(*) n FROM comments GROUP BY 1) s WHERE s.a = p.id;
    UPDATE forum_totals SET posts_count = (SELECT count(*) FROM posts);
    ANALYZE;`,
  );
  await client.end();
}

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

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The compiled server that `npm run build` writes and `npm run serve` starts. */
const serverEntry = fileURLToPath(new URL("../build/app-server/index.js", import.meta.url));

async function main() {
  if (!existsSync(serverEntry)) {
    throw new Error("Build first: npm run build (npm run bench does it for you).");
  }
  const name = `ig_bench_${Date.now()}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
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
    await seed(databaseUrl);
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
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
