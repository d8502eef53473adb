/**
 * npm run bench (issue #17): the production server on a seeded database, measured in one run with
 * autocannon at 10 and 100 connections against the server's own ceiling (/api/ping: no database, nothing
 * but what every request pays), once on PostgreSQL and once on PGlite; writes docs/benchmarks.md.
 *
 * For each database: seeds it as `npm run seed:load` does (the default data set: 10,000 members, 100,000
 * posts, 500,000 comments, 1,000,000 likes; --scale multiplies), starts `build/app-server/index.js` as
 * `npm run serve` does, signs a member up and in through the product's forms, and measures a static file,
 * a prerendered guide page, forum page 1 as HTML (anonymous and signed in) and as .data, the last forum
 * page, a permalink with about 200 comments, the search answer for a common word, a rare word, typos and
 * a newcomer's questions ("how do I get a pps number"), the /search page (a question, and page 2),
 * and the live feed: --sse subscribers, one new post, the time until it reaches the last. It reports
 * requests/s, p50 and p99, each request rate as a share of the ceiling measured in turns with it, and the
 * server's resident memory at rest (after start-up and a few requests) and at its peak (VmHWM).
 *
 * Options: --db postgres,pglite (default both), --scale 1, --pglite-scale (default --scale),
 * --duration 10 (seconds per measurement), --connections 10,100, --sse 10000, --out docs/benchmarks.md,
 * --only permalink,search (measure only the rows whose label contains one of these words; `none`: no row),
 * --node-flags "--cpu-prof --cpu-prof-dir=/tmp/prof" (extra flags for the server's node: a CPU profile),
 * --slow-ms 20 (the server logs, to this terminal, every statement that took that long: DB_SLOW_MS)
 * (--out - prints only). BENCH_DATABASE_URL names the PostgreSQL server (default: local); the bench
 * database is created and dropped. The machine is shared with the load generator: figures are indicative.
 */
import autocannon, { type Result as LoadResult } from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { cpus, tmpdir, totalmem, type as osType, release } from "node:os";
import { join } from "node:path";
import { FEED_EVENT_NAME } from "../common/live-feed";
import { readOutbox } from "../server/mail/mailer";
import { describeWeight, pageWeight, prerenderedPageWeight } from "./lib/page-weight";
import {
  adminQuery,
  counterMismatches,
  databaseUrlFor,
  DEFAULT_SEED_COUNTS,
  freePort,
  openSeedConnection,
  RARE_WORD,
  seedCommunity,
  serverEntry,
  type SeedCounts,
} from "./lib/seed";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1]! : fallback;
};
const kinds = option("db", "postgres,pglite").split(",") as ("postgres" | "pglite")[];
const scale = Number(option("scale", "1"));
const pgliteScale = Number(option("pglite-scale", String(scale)));
const duration = Number(option("duration", "10"));
const connectionLevels = option("connections", "10,100").split(",").map(Number);
const sseClients = Number(option("sse", "10000"));
const out = option("out", "docs/benchmarks.md");
const onlyRows = option("only", "").split(",").filter(Boolean);
const nodeFlags = option("node-flags", "").split(" ").filter(Boolean);
const slowMs = option("slow-ms", "");
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PASSWORD = "cliffs-of-moher-bench";
const COMMON_WORD = "dublin";
const TYPO = "acommodation";
/** Issue #29: what a newcomer types is a question, often with a typo (stop words, word forms, trigrams). */
const QUESTIONS = ["how do I get a pps number", "where do I register my residence permit"];
const QUESTION_TYPO = "pps numbr";
const searchPath = (term: string) => `/resources/forum-search?q=${encodeURIComponent(term)}`;
const CEILING = "ceiling: /api/ping";

const log = (line: string) => console.log(line);
const scaled = (factor: number): SeedCounts => ({
  users: Math.max(10, Math.round(DEFAULT_SEED_COUNTS.users * factor)),
  posts: Math.round(DEFAULT_SEED_COUNTS.posts * factor),
  comments: Math.round(DEFAULT_SEED_COUNTS.comments * factor),
  likes: Math.round(DEFAULT_SEED_COUNTS.likes * factor),
});

interface Row {
  label: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  /** The ceiling this row is compared with, measured in turns with it. */
  ceiling?: number;
  ceilingP50?: number;
  ceilingP99?: number;
  ratio?: number;
  /** The ceiling row: the lowest and highest of its measurements. */
  range?: [number, number];
}

interface Result {
  kind: string;
  counts: SeedCounts;
  seedSeconds: number;
  rows: Row[];
  sse: {
    clients: number;
    connected: number;
    delivered: number;
    /** When the new post's form was answered, after it was sent. */
    answered: number;
    first: number;
    p50: number;
    p99: number;
    last: number;
  } | null;
  memory: { startMb: number; restMb: number; peakMb: number; afterMb: number };
  /** The JavaScript a page loads at start, gzipped (issue #17: a guide page ships at most 120 KB). */
  pageWeights: { page: string; weight: string }[];
  notes: string[];
}

/** Resident memory of a process, and its peak, in MB (Linux). */
function memoryOf(pid: number): { rss: number; hwm: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: Math.round(kb("VmRSS") / 1024), hwm: Math.round(kb("VmHWM") / 1024) };
  } catch {
    return { rss: 0, hwm: 0 };
  }
}

/** The largest file every page loads (the layout chunk, vite.config.ts), and its brotli size in KB. */
function staticAsset(): { file: string; brotliKb: number } {
  const assets = join("build", "client", "assets");
  const file = readdirSync(assets).find((name) => /^layout-.*\.js$/.test(name));
  if (!file) throw new Error(`no layout chunk in ${assets}: build first`);
  return { file, brotliKb: Math.round(statSync(join(assets, `${file}.br`)).size / 1000) };
}

async function waitUntilUp(base: string, server: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error("the server exited during start-up");
    const ok = await fetch(`${base}/api/ping`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the server did not start within 2 minutes");
}

/** A member signed up and confirmed through the product's own forms and mail; their session cookie. */
async function signIn(base: string, outboxDir: string): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);
  const headers = { Origin: base, "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" };
  const signUp = await fetch(`${base}/auth?mode=sign-up`, {
    method: "POST",
    headers,
    body: form({
      intent: "sign-up",
      email,
      username: `bench_${Date.now()}`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      agreeToTerms: "on",
    }),
    redirect: "manual",
  });
  if (signUp.status >= 400) throw new Error(`sign-up failed: ${signUp.status}`);
  let link: string | undefined;
  for (let i = 0; i < 50 && !link; i++) {
    link = readOutbox(outboxDir).find((entry) => JSON.stringify(entry).includes(email))?.links?.[0];
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!link) throw new Error("no confirmation mail in the outbox");
  await fetch(link.replace(/^https?:\/\/[^/]+/, base), { redirect: "manual" });
  const signedIn = await fetch(`${base}/auth?mode=sign-in`, {
    method: "POST",
    headers,
    body: form({ intent: "sign-in", email, password: PASSWORD }),
    redirect: "manual",
  });
  // The sign-in's flash message is shown once and then dropped by the browser: the bench does not send it.
  const cookie = signedIn.headers
    .getSetCookie()
    .map((value) => value.split(";")[0]!)
    .filter((pair) => !pair.startsWith("flash="))
    .join("; ");
  if (!cookie) throw new Error(`sign-in failed: ${signedIn.status}`);
  return cookie;
}

/** Each row is measured in this many turns with the ceiling. */
const TURNS = 5;

/**
 * One row, measured in turns with the ceiling (/api/ping): TURNS times, the ceiling for duration/TURNS
 * seconds and then the row for as long. The ceiling moves during a run on a shared 2-core machine (a
 * background checkpoint, other work), by a third within a minute: measured in turns, the row and its
 * ceiling see the same machine. p50 and p99 are those of every response of the row's turns together.
 */
async function measureAgainstCeiling(
  base: string,
  label: string,
  paths: string[],
  connections: number,
  headers: Record<string, string> = {},
): Promise<Row> {
  const ceiling: Load[] = [];
  const turns: Load[] = [];
  for (let turn = 0; turn < TURNS; turn++) {
    ceiling.push(await load(base, ["/api/ping"], connections, {}));
    turns.push(await load(base, paths, connections, headers));
  }
  const rate = (loads: Load[]) =>
    Math.round(
      loads.reduce((sum, { result }) => sum + result.requests.total, 0) /
        loads.reduce((sum, { result }) => sum + result.duration, 0),
    );
  const percentiles = (loads: Load[]) => {
    const times = loads.flatMap((one) => one.times).sort((a, b) => a - b);
    const at = (p: number) => Math.round(times[Math.max(0, Math.ceil(p * times.length) - 1)] ?? 0);
    return { p50: at(0.5), p99: at(0.99) };
  };
  const own = percentiles(turns);
  const ceilings = percentiles(ceiling);
  const row: Row = {
    label,
    connections,
    rps: rate(turns),
    p50: own.p50,
    p99: own.p99,
    failures: turns.reduce((sum, { result }) => sum + result.errors + result.timeouts + result.non2xx, 0),
    ceiling: rate(ceiling),
    ceilingP50: ceilings.p50,
    ceilingP99: ceilings.p99,
  };
  row.ratio = row.ceiling ? row.rps / row.ceiling : undefined;
  log(
    `  ${label.padEnd(44)} c=${String(connections).padEnd(4)} ${String(row.rps).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  ` +
      `${Math.round((row.ratio ?? 0) * 100)} % of ${row.ceiling}${row.failures ? `  failures ${row.failures}` : ""}`,
  );
  return row;
}

/** One turn: autocannon's summary, and the time of every response (ms). */
interface Load {
  result: LoadResult;
  times: number[];
}

function load(base: string, paths: string[], connections: number, headers: Record<string, string>): Promise<Load> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const run = autocannon(
      {
        url: base,
        connections,
        duration: duration / TURNS,
        headers: { "Accept-Encoding": "br, gzip", ...headers },
        requests: paths.map((path) => ({ method: "GET", path })),
      },
      (error, result) => (error ? reject(error) : resolve({ result, times })),
    );
    run.on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
      times.push(responseTime),
    );
  });
}

/** `clients` live-feed subscribers; one new post; how long until each subscriber had it. */
async function liveFeed(base: string, cookie: string, clients: number): Promise<NonNullable<Result["sse"]>> {
  const url = new URL(`${base}/api/events`);
  const sockets: IncomingMessage[] = [];
  const received: number[] = [];
  let ready = 0;
  let failed = 0;
  let postedAt = 0;
  const connectOne = () =>
    new Promise<void>((resolve) => {
      const req = httpRequest(
        { host: url.hostname, port: url.port, path: url.pathname, headers: { Accept: "text/event-stream" } },
        (res) => {
          sockets.push(res);
          if (res.statusCode !== 200) {
            failed++;
            res.resume();
            return resolve();
          }
          let buffer = "";
          let seenReady = false;
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            buffer += chunk;
            if (!seenReady && buffer.includes("event: ready")) {
              seenReady = true;
              ready++;
              buffer = "";
              resolve();
            } else if (postedAt && buffer.includes(`event: ${FEED_EVENT_NAME}`)) {
              received.push(performance.now() - postedAt);
              buffer = "";
              // Stays connected, as a reader does: closing here would load the server while it still sends.
              res.removeAllListeners("data");
              res.resume();
            }
          });
          res.on("error", () => {});
        },
      );
      req.on("error", () => {
        failed++;
        resolve();
      });
      req.end();
    });
  for (let i = 0; i < clients; i += 200) {
    await Promise.all(Array.from({ length: Math.min(200, clients - i) }, connectOne));
  }
  const connected = ready;
  postedAt = performance.now();
  const posted = await fetch(`${base}/community/forum/new-post`, {
    method: "POST",
    headers: { Origin: base, Cookie: cookie, "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" },
    body: new URLSearchParams({
      title: "Live feed benchmark",
      content: "A new post for every subscriber.",
      category: "general",
    }),
    redirect: "manual",
  });
  if (posted.status >= 400) log(`  (the new post was refused: ${posted.status})`);
  const answered = Math.round(performance.now() - postedAt);
  while (received.length < connected && performance.now() - postedAt < 15_000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  sockets.forEach((socket) => socket.destroy());
  received.sort((a, b) => a - b);
  const at = (p: number) => Math.round(received[Math.min(received.length - 1, Math.floor(p * received.length))] ?? -1);
  const sse = {
    clients,
    connected,
    delivered: received.length,
    answered,
    first: Math.round(received[0] ?? -1),
    p50: at(0.5),
    p99: at(0.99),
    last: Math.round(received.at(-1) ?? -1),
  };
  log(
    `  live feed: ${connected}/${clients} connected (${failed} refused), delivered to ${sse.delivered}: post answered after ${answered} ms, first ${sse.first} ms, p50 ${sse.p50} ms, p99 ${sse.p99} ms, last ${sse.last} ms`,
  );
  return sse;
}

async function benchOne(kind: "postgres" | "pglite"): Promise<Result> {
  const counts = scaled(kind === "pglite" ? pgliteScale : scale);
  const dataDir = mkdtempSync(join(tmpdir(), "ig-bench-"));
  const name = `ig_bench_${Date.now()}`;
  const databaseUrl = kind === "postgres" ? databaseUrlFor(serverUrl, name) : undefined;
  if (databaseUrl) await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const notes: string[] = [];
  let server: ChildProcess | undefined;
  try {
    log(`\n${kind}: seeding ${JSON.stringify(counts)}`);
    const seedStarted = performance.now();
    const connection = await openSeedConnection(databaseUrl ? { databaseUrl } : { dataDir });
    let lastStep = "";
    await seedCommunity(connection.run, counts, ({ step }) => {
      if (step !== lastStep) log(`  ${step} (${Math.round((performance.now() - seedStarted) / 1000)} s)`);
      lastStep = step;
    });
    // The seeded rows are written out now rather than by a background checkpoint during the first rows.
    if (kind === "postgres") await connection.run("CHECKPOINT");
    const problems = await counterMismatches(connection.run);
    if (problems.length) notes.push(`counters differ from a recount: ${problems.join("; ")}`);
    const seedSeconds = Math.round((performance.now() - seedStarted) / 1000);
    const [target] = await connection.run(`SELECT p.id, pc.comments_count AS n FROM posts p
      JOIN post_counters pc ON pc.post_id = p.id WHERE p.visibility = 'visible'
      ORDER BY abs(pc.comments_count - 200), p.id LIMIT 1`);
    const [{ pages }] = (await connection.run("SELECT ceil(posts_count / 5.0)::int AS pages FROM forum_totals")) as [
      { pages: number },
    ];
    await connection.close();
    const permalink = `/community/forum/posts/${String(target!.id)}`;
    notes.push(`permalink: a post with ${String(target!.n)} comments; last forum page: ${pages}`);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ["--enable-source-maps", ...nodeFlags, serverEntry], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? "",
        AUTH_SECRET: "bench-".repeat(8),
        LOG_LEVEL: slowMs ? "warn" : "info",
        ...(slowMs ? { DB_SLOW_MS: slowMs } : {}),
        NEW_MEMBER_HOURS: "0",
        // Every simulated reader comes from this one address.
        LIVE_FEED_MAX_PER_ADDRESS: "100000",
        LIVE_FEED_MAX_CONNECTIONS: String(Math.max(sseClients + 100, 5000)),
      },
      // The request log is written as in production, to a sink; with --slow-ms, only warnings, shown here.
      stdio: ["ignore", slowMs ? "inherit" : "ignore", "inherit"],
    });
    await waitUntilUp(base, server);
    const startMb = memoryOf(server.pid!).rss;
    const cookie = await signIn(base, join(dataDir, "outbox"));
    const asset = staticAsset().file;
    const guide = "/housing/rental-process";
    const forum = "/community/forum";
    const endpoints: [string, string[], Record<string, string>?][] = [
      [CEILING, ["/api/ping"]],
      ["static file (JS asset, brotli)", [`/assets/${asset}`]],
      ["prerendered guide page", [guide]],
      ["forum page 1, HTML, anonymous", [forum]],
      ["forum page 1, .data, anonymous", [`${forum}.data`]],
      ["forum page 1, HTML, signed in", [forum], { Cookie: cookie }],
      [`last forum page (${pages}), HTML`, [`${forum}?page=${pages}`]],
      [`permalink, ${String(target!.n)} comments, HTML`, [permalink]],
      [`search: common word '${COMMON_WORD}'`, [`/resources/forum-search?q=${COMMON_WORD}`]],
      [`search: rare word '${RARE_WORD}'`, [`/resources/forum-search?q=${RARE_WORD}`]],
      [`search: typo '${TYPO}'`, [`/resources/forum-search?q=${TYPO}`]],
      ...QUESTIONS.map((question): [string, string[]] => [`search: question '${question}'`, [searchPath(question)]]),
      [`search: typo '${QUESTION_TYPO}'`, [searchPath(QUESTION_TYPO)]],
      [`search page, HTML: question '${QUESTIONS[0]}'`, [`/search?q=${encodeURIComponent(QUESTIONS[0]!)}`]],
      [`search page, HTML: page 2 of '${COMMON_WORD}'`, [`/search?q=${COMMON_WORD}&page=2`]],
    ];
    // Warm-up: every route once, then memory at rest.
    const measured = endpoints.filter(
      ([label]) =>
        onlyRows.length === 0 || label.startsWith("ceiling") || onlyRows.some((word) => label.includes(word)),
    );
    for (const [, paths, headers] of measured) {
      for (const path of paths) await (await fetch(base + path, { headers })).arrayBuffer();
    }
    const clientDir = join("build", "client");
    // The forum is server-rendered: the page a signed-out visitor gets names its modules.
    const forumHtml = await (await fetch(base + forum)).text();
    const pageWeights = [
      { page: `guide page (${guide}, prerendered)`, weight: describeWeight(prerenderedPageWeight(clientDir, guide)) },
      { page: `forum page 1 (${forum}, signed out)`, weight: describeWeight(pageWeight(clientDir, forumHtml)) },
    ];
    for (const { page, weight } of pageWeights) log(`  JavaScript at start, gzipped: ${page}: ${weight}`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const restMb = memoryOf(server.pid!).rss;
    log(`  memory: ${startMb} MB after start-up, ${restMb} MB at rest`);

    const rows: Row[] = [];
    for (const connections of connectionLevels) {
      const ceilingRow: Row = { label: CEILING, connections, rps: 0, p50: 0, p99: 0, failures: 0, ratio: 1 };
      rows.push(ceilingRow);
      for (const [label, paths, headers] of measured.filter(([label]) => label !== CEILING)) {
        rows.push(await measureAgainstCeiling(base, label, paths, connections, headers));
      }
      const ceilings = rows.filter((row) => row.connections === connections && row.label !== CEILING);
      const ceilingRps = ceilings.map((row) => row.ceiling!);
      ceilingRow.rps = Math.round(ceilingRps.reduce((sum, rps) => sum + rps, 0) / Math.max(1, ceilingRps.length));
      ceilingRow.range = [Math.min(...ceilingRps), Math.max(...ceilingRps)];
      ceilingRow.p50 = Math.max(...ceilings.map((row) => row.ceilingP50!));
      ceilingRow.p99 = Math.max(...ceilings.map((row) => row.ceilingP99!)); // the worst row's
      log(`  ceiling at c=${connections}: mean ${ceilingRow.rps} req/s, ${ceilingRow.range.join("–")} across the rows`);
    }
    const sse = sseClients > 0 ? await liveFeed(base, cookie, sseClients) : null;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const { rss: afterMb, hwm: peakMb } = memoryOf(server.pid!);
    log(`  memory: peak ${peakMb} MB, ${afterMb} MB after the run`);
    return { kind, counts, seedSeconds, rows, sse, memory: { startMb, restMb, peakMb, afterMb }, pageWeights, notes };
  } finally {
    if (server && server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server!.once("exit", resolve));
    }
    if (databaseUrl) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(results: Result[], started: Date): string {
  const cpu = cpus();
  const lines = [
    "# Benchmarks",
    "",
    `Written by \`npm run bench\` (scripts/bench.ts) on ${started.toISOString().slice(0, 16).replace("T", " ")} UTC, ` +
      `${cpu.length} × ${cpu[0]?.model.trim() ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, ${osType()} ${release()}, Node ${process.version}.`,
    `autocannon runs on the same machine as the server (and this machine is shared with other work), so the`,
    `figures are indicative: compare rows of one run with each other, above all with the ceiling.`,
    `Each row is measured for ${duration} s in ${TURNS} turns with the ceiling (/api/ping), which gets as long:`,
    `the rate is shown as a share of the ceiling measured in turns with it, at the same number of connections`,
    `(the ceiling row gives the mean and the range across rows; p50 and p99 are of all the row's responses).`,
    `Memory is the server's resident set size. A row with 0 req/s finished no`,
    `request within the measurement. Search answers past ${"`"}SEARCH_QUEUE_MAX${"`"} waiting searches are empty at once`,
    `(issue #13), which flatters search's rate at 100 connections. The static file is the layout chunk, the`,
    `largest file every page loads (${staticAsset().brotliKb} KB brotli): its rate is bounded by bytes, not by the lookup.`,
    "",
    // The same build serves every database: its pages weigh the same.
    ...(results[0]?.pageWeights ?? []).map(
      ({ page, weight }) =>
        `JavaScript a page loads at start (modules and their static imports), gzipped: ${page}: ${weight}.`,
    ),
    "",
  ];
  for (const result of results) {
    const c = result.counts;
    lines.push(
      `## ${result.kind === "postgres" ? "PostgreSQL" : "PGlite"}`,
      "",
      `Data set: ${c.users.toLocaleString("en")} members, ${c.posts.toLocaleString("en")} posts, ${c.comments.toLocaleString("en")} comments, ` +
        `${c.likes.toLocaleString("en")} likes attempted (repeats drop out); seeded in ${result.seedSeconds} s. ${result.notes.join("; ")}.`,
      "",
      "| endpoint | connections | req/s | its ceiling | of ceiling | p50 ms | p99 ms | failures |",
      "| -------- | ----------: | ----: | ----------------: | ---------: | -----: | -----: | -------: |",
      ...result.rows.map(
        (row) =>
          `| ${row.label} | ${row.connections} | ${row.rps} | ${row.range ? `mean of ${row.range.join("–")}` : (row.ceiling ?? "")} | ${row.ratio === undefined ? "" : `${Math.round(row.ratio * 100)} %`} | ${row.p50} | ${row.p99} | ${row.failures} |`,
      ),
      "",
      `Memory: ${result.memory.startMb} MB after start-up, ${result.memory.restMb} MB at rest (after one request to every route), ` +
        `peak ${result.memory.peakMb} MB, ${result.memory.afterMb} MB after the run.`,
      "",
    );
    if (result.sse) {
      const s = result.sse;
      lines.push(
        `Live feed: ${s.connected.toLocaleString("en")} of ${s.clients.toLocaleString("en")} subscribers connected; one new post reached ` +
          `${s.delivered.toLocaleString("en")} of them (the post's form was answered after ${s.answered} ms; the first had it after ${s.first} ms): p50 ${s.p50} ms, p99 ${s.p99} ms, the last after ${s.last} ms.`,
        "",
      );
    }
  }
  return lines.join("\n");
}

async function main() {
  if (!existsSync(serverEntry)) throw new Error("Build first: npm run build (npm run bench does it for you).");
  const started = new Date();
  const results: Result[] = [];
  for (const kind of kinds) results.push(await benchOne(kind));
  const markdown = report(results, started);
  if (out === "-") console.log(`\n${markdown}`);
  else {
    writeFileSync(out, markdown);
    log(`\nwritten to ${out}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
