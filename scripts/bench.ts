/**
 * npm run bench (issues #17 and #34): the production server on a seeded database, measured in one run with
 * autocannon at 10 and 100 connections against the server's own ceiling (/api/health/live: no database, nothing
 * but what every request pays), once on PostgreSQL and once on PGlite; writes docs/benchmarks.md.
 *
 * For each database: seeds it as `npm run seed:load` does (the default data set: 10,000 members, 100,000
 * posts, 500,000 comments, 1,000,000 likes; --scale multiplies), starts `build/app-server/index.js` as
 * `npm run serve` does (with TRUST_PROXY=true, as behind the proxy below), signs members up and in
 * through the product's forms, and measures:
 *
 * - single URLs, each asked again and again, so answered from what the server keeps in memory (the row
 *   says so): a static file, a prerendered guide page, forum page 1 as HTML (anonymous and signed in) and
 *   as .data, the last forum page, a permalink with about 200 comments, the search answer for a common
 *   word, a rare word, typos and a newcomer's questions, the /search page (a question, and page 2);
 * - the long tail (issue #34), every request choosing anew at random (each connection's `setupRequest`;
 *   the row reports how many distinct URLs it asked):
 *   - random permalinks: any visible post (`/community/forum/posts/<id>`), anonymous;
 *   - random forum pages: `/community/forum?page=N`, N over every page;
 *   - random category pages (issue #31): `/community/forum/c/<category>`, sorted new, by latest activity or
 *     top of all time, any page; random unanswered pages, a category's or the whole forum's;
 *   - random searches: the `/search?q=` page for any of the 300-odd words of four letters or more that the
 *     seed writes (scripts/lib/seed.ts, `seededWords`), or a typo of one of them;
 *   - --members (20) signed-in members, each with their own session (signed up and in through the forms,
 *     each from an address of its own in X-Forwarded-For, so no abuse limit is relaxed): every connection
 *     takes its members in turn, on random forum pages and permalinks; and the same beside a crawler at full
 *     speed (issue #48 item 3): 8 requests at once for random permalinks with Googlebot's name, through the
 *     row's turns and its ceiling's; the row notes what the crawler was answered (rendered, or 429 past its
 *     share: CRAWLER_RENDERS_PER_MINUTE, ADR 0059);
 *   - random permalinks, and forum page 1, while a writer adds one comment and two likes a second through
 *     the post page's forms, as a browser without JavaScript posts them (the members in turn; the writer
 *     runs through the row's turns and its ceiling's, and the row notes what it wrote and what was refused);
 *   - permalinks through nginx: the bench starts /usr/sbin/nginx (Debian's `nginx`) in the foreground
 *     with deploy/nginx.conf (the production config: proxy_cache, stale-while-revalidate) in a temporary
 *     directory, in front of --processes app processes on PostgreSQL (one per core, as the README runs
 *     them; PGlite's folder takes one): random permalinks without the cache (what both cores give), random
 *     permalinks with it, and permalinks as readers spread over them (the k-th most read about 1/k as often:
 *     Zipf), each with the proxy's hit ratio from its access log ($upstream_cache_status);
 *   - a mix of what readers and writers do (issue #32, item 3), through nginx to two app processes and, in
 *     the same run, through another nginx to one of them (PostgreSQL only): every request drawn anew, 30 %
 *     random permalinks, 20 % random forum pages, 15 % random searches (anonymous), 35 % a signed-in
 *     member's random forum page or permalink, while the writer posts (to the first process). Both go to
 *     the proxy's server block without its cache, so that the processes do all the work: the comparison
 *     is of the processes, not of the cache (members' requests bypass it anyway). The two rows take their
 *     turns in alternation, beside one writer, so that both see the same machine;
 * - the live feed: --sse subscribers, one new post, the time until it reaches the last.
 *
 * It reports requests/s, p50 and p99, each request rate as a share of the ceiling measured in turns with
 * it, and the server's resident memory at rest (after start-up and a few requests) and at its peak (VmHWM).
 *
 * Options: --db postgres,pglite (default both), --scale 1, --pglite-scale (default --scale),
 * --duration 10 (seconds per measurement), --connections 10,100, --sse 10000 (0: no live feed),
 * --members 20, --processes (the cores: app processes behind nginx), --out docs/benchmarks.md (--out - prints only),
 * --only "random permalinks",writer,mix (measure only the rows whose label contains one of these; `none`: no
 * row; the live feed runs only if one of them is in "live feed"; members, the writer and nginx are set up
 * only for the rows that need them), --keep-db NAME (PostgreSQL: seed the database NAME once and keep it;
 * a later run with the same NAME measures it without seeding: a quick single row on the full data set.
 * What a run writes stays in it), --node-flags "--cpu-prof --cpu-prof-dir=/tmp/prof" (extra flags for the
 * server's node: a CPU profile), --slow-ms 20 (the server logs, to this terminal, every statement that
 * took that long: DB_SLOW_MS), --locales en (the languages the random rows' readers use; default all six:
 * `en` measures what a run before issue #33 measured). A quick look at one row:
 *
 *   npm run bench -- --db postgres --scale 0.05 --duration 3 --connections 10 --sse 0 --only writer --out -
 *
 * BENCH_DATABASE_URL names the PostgreSQL server (default: local); the bench database is created and
 * dropped (unless --keep-db). The machine is shared with the load generator: figures are indicative.
 */
import autocannon, { type Result as LoadResult } from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { cpus, tmpdir, totalmem, type as osType, release } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { pageCountFor } from "../common/forum";
import { isLocale, locales, type Locale } from "../common/i18n";
import { pathInLocale } from "../common/locale-path";
import { FEED_EVENT_NAME } from "../common/live-updates";
import { readOutbox } from "../server/mail/mailer";
import { NGINX, startProxy } from "./lib/nginx-proxy";
import { describeWeight, pageWeight, prerenderedPageWeight } from "./lib/page-weight";
import { READER_USER_AGENT } from "./lib/reader-agent";
import {
  adminQuery,
  counterMismatches,
  databaseUrlFor,
  DEFAULT_SEED_COUNTS,
  freePort,
  openSeedConnection,
  RARE_WORD,
  seedCommunity,
  seededWords,
  serverEntry,
  typoOf,
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
const memberCount = Number(option("members", "20"));
const out = option("out", "docs/benchmarks.md");
const onlyRows = option("only", "").split(",").filter(Boolean);
const keepDb = option("keep-db", "");
const readerLocales = option("locales", locales.join(",")).split(",") as Locale[];
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
const CEILING = "ceiling: /api/health/live";
/** The writer's pace (issue #34): one comment and two likes a second. */
const WRITES = ["comment", "like-post", "like-post"] as const;
const WRITER = "a writer: 1 comment + 2 likes/s";
const CRAWLER_USER_AGENT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
/** Distinct queries the random searches draw from, in each of the six languages (issue #48). */
const SEARCH_QUERIES = 1_000;
/** The crawler's requests in flight beside the members' row. */
const CRAWLER_AT_ONCE = 8;
/** Rows through nginx: with its cache, and without it (what several processes give on both cores). */
const PROXY = "permalinks through nginx";
const PROXY_ROWS = {
  random: `random ${PROXY} (proxy_cache)`,
  popular: `popular ${PROXY} (proxy_cache): the most read read most (Zipf)`,
  uncached: `random ${PROXY} without its cache`,
};
/**
 * Issue #32, item 3: one mix of readers and writers through nginx to two app processes and to one. The
 * shares of each kind of request (the rest: a signed-in member's random forum page or permalink).
 */
const MIX = "a mix of reads and writes through nginx";
const MIX_SHARES = { permalink: 0.3, forumPage: 0.2, search: 0.15 };
const MIX_PROCESSES = [2, 1] as const;
const mixLabel = (processes: number) =>
  `${MIX} to ${processes} app process${processes > 1 ? "es" : ""} (without its cache)`;
/** App processes behind nginx on PostgreSQL (PGlite is one process): one per core, as in production. */
const processCount = Number(option("processes", String(Math.max(1, cpus().length))));

const refuse = (problem: string) => {
  console.error(`npm run bench: ${problem}`);
  process.exit(2);
};
if (keepDb && !/^[a-z_][a-z0-9_]{0,62}$/.test(keepDb)) refuse("--keep-db takes a lower-case database name");
if (!readerLocales.every((locale) => isLocale(locale))) refuse(`--locales takes some of ${locales.join(",")}`);
if (keepDb && kinds.includes("pglite")) refuse("--keep-db keeps a PostgreSQL database: use it with --db postgres");
if (!Number.isInteger(memberCount) || memberCount < 1) refuse("--members takes a whole number of at least 1");

const log = (line: string) => console.log(line);
/** Every request of the bench is a reader's browser's (scripts/lib/reader-agent.ts), as its rows measure. */
const fetch: typeof globalThis.fetch = (input, init = {}) =>
  globalThis.fetch(input, {
    ...init,
    headers: { "User-Agent": READER_USER_AGENT, ...(init.headers as Record<string, string> | undefined) },
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const selected = (label: string) =>
  onlyRows.length === 0 || label.startsWith("ceiling") || onlyRows.some((word) => label.includes(word));
const scaled = (factor: number): SeedCounts => ({
  users: Math.max(10, Math.round(DEFAULT_SEED_COUNTS.users * factor)),
  posts: Math.round(DEFAULT_SEED_COUNTS.posts * factor),
  comments: Math.round(DEFAULT_SEED_COUNTS.comments * factor),
  likes: Math.round(DEFAULT_SEED_COUNTS.likes * factor),
});
const randomOf = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
/**
 * One of `items`, the first read most: the k-th about as often as 1/k (a Zipf distribution with s = 1,
 * drawn as a log-uniform rank), as a search engine's readers spread over a forum's posts.
 */
const popularOf = <T>(items: readonly T[]): T =>
  items[Math.min(items.length - 1, Math.floor(Math.exp(Math.random() * Math.log(items.length + 1))) - 1)]!;

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
  /** What else the row found (distinct URLs, what the writer wrote, the proxy's hit ratio). */
  note?: string;
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

/** What one connection asks for next: a path, and headers of its own (a member's cookie). */
type Next = () => { path: string; headers?: Record<string, string> };

/** A row of the table: what its connections ask for, where, and what runs beside it. */
interface RowSpec {
  label: string;
  /** Makes connection number `connection` (of `connections`) its own source of requests. */
  source: (connection: number, connections: number) => Next;
  /** The row's requests choose their URL at random: report how many distinct ones were asked. */
  random?: boolean;
  /** Where the row's requests go (the proxy); the ceiling is always the server's own. */
  base?: string;
  /** Asked once before memory at rest is taken. */
  warm: { path: string; headers?: Record<string, string> }[];
  /** Started before the row's first turn; what it returns is called after the last, and gives a note. */
  around?: () => Promise<() => Promise<string>>;
  /** What `around` starts loads the server during the turns (a crawler): the CPU spent is not the row's own. */
  loadBeside?: boolean;
  /**
   * Readers at a person's pace, not as fast as the server answers: this many readers, each asking for a
   * page, reading it, and asking for the next after a pause of `1 / perSecond` seconds on average, whatever
   * the level's connections. What such a row measures is its latency beside what else runs (its rate is
   * the pace it was given).
   */
  pace?: { connections: number; perSecond: number };
  /**
   * Rows with the same key, one after another in the table, are measured together: their turns alternate
   * (each with a ceiling turn of its own), so that they see the same machine, and the first row's `around`
   * runs beside all of them (its note is given to each).
   */
  together?: string;
}

/** The same paths in turn on every connection (most rows: one URL). */
const fixed =
  (paths: string[], headers?: Record<string, string>): RowSpec["source"] =>
  () => {
    let i = 0;
    return () => ({ path: paths[i++ % paths.length]!, headers });
  };

/** A path chosen at random for every request. */
const random =
  (pick: () => string): RowSpec["source"] =>
  () =>
  () => ({ path: pick() });

/** What the stored pages hold (ADR 0064): pages, their bytes, and a page's mean size. */
async function storedPagesNote(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pages: number; bytes: number; table: number }>(
      `SELECT count(*)::int AS pages, coalesce(sum(octet_length(body) + octet_length(key)), 0)::float8 AS bytes,
        pg_total_relation_size('stored_pages')::float8 AS table FROM stored_pages`,
    );
    const { pages, bytes, table } = rows[0]!;
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    return `stored pages: ${pages.toLocaleString("en")}, ${kb(bytes)} of bodies and keys (${kb(bytes / Math.max(pages, 1))} a page), the table and its indexes ${kb(table)}`;
  } finally {
    await client.end();
  }
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

/** Linux's clock ticks a second, in which /proc/<pid>/stat counts CPU time. */
const CLOCK_TICKS = 100;

/** CPU time (ms, user and system) these processes have used, from /proc/<pid>/stat (ADR 0030's measure). */
function cpuMsOf(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // The fields after the command's ")": state is 3rd, utime the 14th and stime the 15th of the line.
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended (a PostgreSQL backend closing): its time is not counted.
    }
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

/** PostgreSQL's processes on this machine (the server and its backends): their CPU is the database's. */
function postgresPids(): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres";
      } catch {
        return false;
      }
    });
}

/** The largest file every page loads (the layout chunk, vite.config.ts), and its brotli size in KB. */
function staticAsset(): { file: string; brotliKb: number } {
  const assets = join("build", "client", "assets");
  const file = readdirSync(assets).find((name) => /^layout-.*\.js$/.test(name));
  if (!file) throw new Error(`no layout chunk in ${assets}: build first`);
  return { file, brotliKb: Math.round(statSync(join(assets, `${file}.br`)).size / 1000) };
}

async function waitUntilUp(base: string, child: ChildProcess, what = "the server") {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited during start-up`);
    const ok = await fetch(`${base}/api/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${what} did not start within 2 minutes`);
}

/** A signed-in member: their session cookie, and the address their writes come from. */
interface Member {
  cookie: string;
  address: string;
}

/** The headers a browser sends with a form it posts without JavaScript (a document navigation). */
const formHeaders = (base: string, address: string) => ({
  Origin: base,
  "Sec-Fetch-Mode": "navigate",
  "Sec-Fetch-Dest": "document",
  // The server trusts X-Forwarded-For (TRUST_PROXY=true): each member is a visitor of their own.
  "X-Forwarded-For": address,
});

/**
 * A member signed up and confirmed through the product's own forms and mail, then signed in; number `n`
 * of this run, from an address of their own.
 */
async function signIn(base: string, outboxDir: string, n: number): Promise<Member> {
  const stamp = Date.now().toString(36);
  const email = `bench-${stamp}-${n}@example.com`;
  const address = `10.34.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);
  const headers = formHeaders(base, address);
  const signUp = await fetch(`${base}/auth?mode=sign-up`, {
    method: "POST",
    headers,
    body: form({
      intent: "sign-up",
      email,
      username: `bench_${stamp}_${n}`,
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
    if (!link) await sleep(100);
  }
  if (!link) throw new Error("no confirmation mail in the outbox");
  await fetch(link.replace(/^https?:\/\/[^/]+/, base), { redirect: "manual", headers: { "X-Forwarded-For": address } });
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
  // The session works: the header's own question (who is reading?) names the member.
  const viewer = (await (await fetch(`${base}/resources/viewer`, { headers: { Cookie: cookie } })).json()) as {
    user: unknown;
  };
  if (!viewer.user) throw new Error(`member ${n} is not signed in after signing in`);
  return { cookie, address };
}

/** Each row is measured in this many turns with the ceiling. */
const TURNS = 5;
/** A paced row first reads this many seconds, not counted: the server warm, the row before it finished. */
const PACED_WARM_S = 3;

/**
 * One row, measured in turns with the ceiling (/api/health/live): TURNS times, the ceiling for duration/TURNS
 * seconds and then the row for as long. The ceiling moves during a run on a shared 2-core machine (a
 * background checkpoint, other work), by a third within a minute: measured in turns, the row and its
 * ceiling see the same machine. p50 and p99 are those of every response of the row's turns together.
 * Rows measured together (`together`) take their turns in alternation: ceiling, first row, ceiling,
 * second row, and again. A paced row (members at a person's pace) has no share of the ceiling: its turns
 * follow each other after a turn that is not counted.
 */
async function measureAgainstCeiling(
  base: string,
  specs: RowSpec[],
  connections: number,
  serverPids: number[],
): Promise<Row[]> {
  const ceilings: Load[][] = specs.map(() => []);
  const turnsOf: Load[][] = specs.map(() => []);
  const finish = specs[0]!.around ? await specs[0]!.around() : undefined;
  // CPU a request, of the server's process and of PostgreSQL's (when it runs here), over the row's turns.
  const cpu = specs.map(() => ({ server: 0, database: 0 }));
  // Paced rows have no share of the ceiling, and are not measured in turns with it: the ceiling's load (as
  // many requests as the server answers, for seconds) left the first second of each paced turn slower than
  // any member's moment (p50 39 ms, where 26 ms after it), a load of its own and not what members meet.
  // Their turns follow each other, after a turn that is not counted: a server just started compiles its
  // code and prepares its statements on the first pages (up to 400 ms each), once after a deploy.
  for (const spec of specs) if (spec.pace) await readAtPace(spec.base ?? base, spec.source, spec.pace, PACED_WARM_S);
  for (let turn = 0; turn < TURNS; turn++) {
    for (const [i, spec] of specs.entries()) {
      if (!spec.pace) ceilings[i]!.push(await load(base, fixed(["/api/health/live"]), connections));
      const database = postgresPids();
      const before = { server: cpuMsOf(serverPids), database: cpuMsOf(database) };
      const target = spec.base ?? base;
      turnsOf[i]!.push(
        await (spec.pace ? readAtPace(target, spec.source, spec.pace) : load(target, spec.source, connections)),
      );
      cpu[i]!.server += cpuMsOf(serverPids) - before.server;
      cpu[i]!.database += cpuMsOf(database) - before.database;
    }
  }
  const shared = finish ? [await finish()] : [];
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
  return specs.map((spec, i) => {
    const turns = turnsOf[i]!;
    const ceiling = ceilings[i]!;
    const notes = [...shared];
    if (spec.random) {
      const asked = new Set(turns.flatMap(({ asked }) => [...asked]));
      const sent = turns.reduce((sum, { sent }) => sum + sent, 0);
      notes.unshift(`${asked.size.toLocaleString("en")} distinct URLs in ${sent.toLocaleString("en")} requests sent`);
    }
    const answered = turns.reduce((sum, { result }) => sum + result.requests.total, 0);
    if (serverPids.length && answered && !spec.base && !specs[0]!.loadBeside) {
      const perRequest = (ms: number) => (ms / answered).toFixed(2);
      notes.push(
        `CPU a request: the server ${perRequest(cpu[i]!.server)} ms` +
          (cpu[i]!.database ? `, PostgreSQL ${perRequest(cpu[i]!.database)} ms` : ""),
      );
    }
    const own = percentiles(turns);
    const ceilingTimes = percentiles(ceiling);
    const row: Row = {
      label: spec.label,
      connections: spec.pace?.connections ?? connections,
      rps: rate(turns),
      p50: own.p50,
      p99: own.p99,
      failures: turns.reduce((sum, { result }) => sum + result.errors + result.timeouts + result.non2xx, 0),
      ...(ceiling.length ? { ceiling: rate(ceiling), ceilingP50: ceilingTimes.p50, ceilingP99: ceilingTimes.p99 } : {}),
      note: notes.length ? notes.join("; ") : undefined,
    };
    // A paced row's rate is the pace it was given: no share of the ceiling.
    row.ratio = row.ceiling ? row.rps / row.ceiling : undefined;
    log(
      `  ${spec.label.padEnd(62)} c=${String(connections).padEnd(4)} ${String(row.rps).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  ` +
        `${row.ratio === undefined ? "" : `${share(row.ratio)} of ${row.ceiling}`}${row.failures ? `  failures ${row.failures}` : ""}`,
    );
    if (row.note) log(`    ${row.note}`);
    return row;
  });
}

/** A share of the ceiling: a whole percentage, with a decimal below 10 % (the long tail's rows are there). */
const share = (ratio: number) => `${ratio < 0.1 ? (ratio * 100).toFixed(1) : Math.round(ratio * 100)} %`;

/** One turn: autocannon's summary, the time of every response (ms), the paths asked, requests sent. */
interface Load {
  result: LoadResult;
  times: number[];
  asked: Set<string>;
  sent: number;
}

/**
 * One turn of `connections` connections, each asking what its own `source` gives, one request after
 * another: autocannon rebuilds every request through `setupRequest`, so a random source picks anew for
 * each request (not once per connection).
 */
function load(base: string, source: RowSpec["source"], connections: number): Promise<Load> {
  const times: number[] = [];
  const asked = new Set<string>();
  let sent = 0;
  let connection = 0;
  return new Promise((resolve, reject) => {
    const run = autocannon(
      {
        url: base,
        connections,
        duration: duration / TURNS,
        headers: { "Accept-Encoding": "br, gzip", "User-Agent": READER_USER_AGENT },
        setupClient: (client) => {
          const next = source(connection++, connections);
          client.setRequests([
            {
              method: "GET",
              setupRequest: (request) => {
                const { path, headers } = next();
                asked.add(path);
                sent++;
                return headers
                  ? { ...request, path, headers: { ...request.headers, ...headers } }
                  : { ...request, path };
              },
            },
          ]);
        },
      },
      (error, result) => (error ? reject(error) : resolve({ result, times, asked, sent })),
    );
    run.on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
      times.push(responseTime),
    );
  });
}

/**
 * One turn of readers at a person's pace: each asks for a page, reads all of it, and waits a pause drawn at
 * random (exponential, `1 / perSecond` seconds on average) before the next, starting at a random moment of
 * the first pause. (autocannon's `connectionRate` sends every connection's requests at the same instant of
 * each second: twenty members clicking in the same millisecond, a queue they make themselves.)
 */
async function readAtPace(
  base: string,
  source: RowSpec["source"],
  pace: NonNullable<RowSpec["pace"]>,
  seconds = duration / TURNS,
): Promise<Load> {
  const times: number[] = [];
  const asked = new Set<string>();
  const counts = { sent: 0, answered: 0, errors: 0, non2xx: 0 };
  const started = performance.now();
  const ends = started + seconds * 1000;
  const pause = () => (-Math.log(1 - Math.random()) * 1000) / pace.perSecond;
  const reader = async (connection: number) => {
    const next = source(connection, pace.connections);
    await sleep(Math.random() * pause());
    while (performance.now() < ends) {
      const { path, headers } = next();
      asked.add(path);
      counts.sent++;
      const sent = performance.now();
      try {
        const answer = await fetch(base + path, {
          headers: { "Accept-Encoding": "br, gzip", "User-Agent": READER_USER_AGENT, ...headers },
          redirect: "manual",
        });
        await answer.arrayBuffer();
        times.push(performance.now() - sent);
        counts.answered++;
        if (answer.status >= 300) counts.non2xx++;
      } catch {
        counts.errors++;
      }
      // A reader whose pause outlasts the turn is done: woken together at its end, they would all ask at
      // once, a queue the bench makes rather than the members.
      const wait = pause();
      if (performance.now() + wait >= ends) break;
      await sleep(wait);
    }
  };
  await Promise.all(Array.from({ length: pace.connections }, (_, connection) => reader(connection)));
  const latency = { average: 0, p50: 0, p99: 0 };
  const result = {
    requests: { ...latency, total: counts.answered },
    duration: (performance.now() - started) / 1000,
    latency,
    errors: counts.errors,
    timeouts: 0,
    non2xx: counts.non2xx,
  };
  return { result, times, asked, sent: counts.sent };
}

/**
 * The writer: one comment and two likes a second on random posts, each a form posted to the post's page
 * as a browser without JavaScript posts it (`intent=comment`, `intent=like-post`), the members in turn.
 * Runs until stopped; then says what it wrote, what was refused and how long a write took.
 */
function startWriter(base: string, members: Member[], postIds: string[]): () => Promise<string> {
  const started = performance.now();
  const written = { comment: 0, "like-post": 0 };
  const refused: string[] = [];
  const times: number[] = [];
  const pending = new Set<Promise<void>>();
  let step = 0;
  const write = async (intent: (typeof WRITES)[number], member: Member) => {
    const postId = randomOf(postIds);
    const fields: Record<string, string> =
      intent === "comment"
        ? { intent, content: `Thanks, this helped me too. (bench writer, ${new Date().toISOString()})` }
        : { intent, liked: "true" };
    const sent = performance.now();
    try {
      const answer = await fetch(`${base}/community/forum/posts/${postId}`, {
        method: "POST",
        headers: { ...formHeaders(base, member.address), Cookie: member.cookie },
        body: new URLSearchParams(fields),
        redirect: "manual",
      });
      const text = await answer.text();
      // A document post is answered with a redirect (post/redirect/get): back to the post, or to the new
      // comment; to the sign-in form if the session did not count. A refusal is a page with its status.
      if (answer.headers.get("location")?.startsWith("/auth")) refused.push(`${intent}: sent to sign in`);
      else if (answer.status < 400) written[intent]++;
      else refused.push(`${intent} ${answer.status}${/too often|Too many/.test(text) ? " (rate limit)" : ""}`);
    } catch (error) {
      refused.push(`${intent}: ${error instanceof Error ? error.message : String(error)}`);
    }
    times.push(performance.now() - sent);
  };
  const timer = setInterval(() => {
    const intent = WRITES[step % WRITES.length]!;
    const member = members[step % members.length]!;
    step++;
    const one: Promise<void> = write(intent, member).finally(() => pending.delete(one));
    pending.add(one);
  }, 1000 / WRITES.length);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    const at = (p: number) => Math.round(times[Math.max(0, Math.ceil(p * times.length) - 1)] ?? 0);
    const kinds = [...new Set(refused)].slice(0, 3).join(", ");
    return (
      `writer: ${written.comment} comments and ${written["like-post"]} likes in ${Math.round(seconds)} s ` +
      `(rows' and ceiling's turns), ${refused.length} refused${refused.length ? ` (${kinds})` : ""}; a write took p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`
    );
  };
}

/**
 * A crawler reading at full speed (issue #48 item 3): `atOnce` requests in flight, each for a page drawn by
 * `pick`, with Googlebot's name and no cookie, until stopped. Its note says what it was answered: the
 * pages rendered for it, the 429s of its share (ADR 0059), anything else.
 */
function startCrawler(base: string, pick: () => string, atOnce: number): () => Promise<string> {
  const started = performance.now();
  const answers = new Map<string, number>();
  let running = true;
  const crawl = async () => {
    while (running) {
      let answer: string;
      try {
        const response = await fetch(base + pick(), { headers: { "User-Agent": CRAWLER_USER_AGENT } });
        await response.arrayBuffer();
        answer = String(response.status);
      } catch (error) {
        answer = error instanceof Error ? error.message : String(error);
      }
      answers.set(answer, (answers.get(answer) ?? 0) + 1);
    }
  };
  const loops = Array.from({ length: atOnce }, crawl);
  return async () => {
    running = false;
    await Promise.all(loops);
    const seconds = (performance.now() - started) / 1000;
    const each = [...answers.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([answer, n]) => `${n.toLocaleString("en")} × ${answer}`)
      .join(", ");
    return `crawler (Googlebot's name, ${atOnce} at once, random permalinks) in ${Math.round(seconds)} s: ${each}`;
  };
}

/** Private groups each bench member joins for the row that measures members in groups. */
const GROUPS_PER_MEMBER = 3;

/**
 * Puts the newest `count` members (the bench's, signed up last) in GROUPS_PER_MEMBER private groups, as
 * `npm run admin -- group` and the invite link would; answers what takes them out again.
 */
async function joinGroups(databaseUrl: string, count: number): Promise<() => Promise<string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `INSERT INTO groups (slug, name, invite_token)
     SELECT 'bench-group-' || n, 'Bench group ' || n, md5(random()::text) FROM generate_series(1, $1) n`,
    [GROUPS_PER_MEMBER],
  );
  await client.query(
    `INSERT INTO group_members (group_id, user_id)
     SELECT g.id, u.id FROM groups g, (SELECT id FROM users ORDER BY created_at DESC LIMIT $1) u
     WHERE g.slug LIKE 'bench-group-%'`,
    [count],
  );
  return async () => {
    await client.query(`DELETE FROM groups WHERE slug LIKE 'bench-group-%'`);
    await client.end();
    return `${count} members each in ${GROUPS_PER_MEMBER} private groups for their row`;
  };
}

/** The proxy's cache statuses in its access log from `from` on (bytes), as "HIT 41 %, MISS 59 %". */
function cacheStatuses(accessLog: string, from: number): string {
  const lines = readFileSync(accessLog).subarray(from).toString("utf8").split("\n").filter(Boolean);
  const counts = new Map<string, number>();
  for (const line of lines) {
    const status = / cache=(\S+) /.exec(line)?.[1] ?? "?";
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  const share = (n: number) => `${Math.round((n / Math.max(1, lines.length)) * 100)} %`;
  const served = ["HIT", "STALE", "UPDATING", "REVALIDATED"].reduce(
    (sum, status) => sum + (counts.get(status) ?? 0),
    0,
  );
  const each = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([status, n]) => `${status === "-" ? "not cacheable (-)" : status} ${share(n)}`)
    .join(", ");
  return `proxy: ${share(counts.get("HIT") ?? 0)} HIT, ${share(served)} answered from its cache (HIT, STALE, UPDATING, REVALIDATED) of ${lines.length.toLocaleString("en")} requests in its log: ${each}`;
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
    await sleep(20);
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

/** The bench database: a fresh one, seeded and dropped at the end; or --keep-db's, seeded once. */
async function prepareDatabase(
  kind: "postgres" | "pglite",
  dataDir: string,
): Promise<{ databaseUrl?: string; name?: string; counts: SeedCounts; seedSeconds: number; notes: string[] }> {
  let counts = scaled(kind === "pglite" ? pgliteScale : scale);
  const notes: string[] = [];
  const name = keepDb || `ig_bench_${Date.now()}`;
  const databaseUrl = kind === "postgres" ? databaseUrlFor(serverUrl, name) : undefined;
  let seeded = false;
  if (databaseUrl && keepDb) {
    if (await databaseExists(name)) {
      const connection = await openSeedConnection({ databaseUrl });
      const [row] = await connection.run(`SELECT (SELECT count(*) FROM users)::int AS users,
        (SELECT count(*) FROM posts)::int AS posts, (SELECT count(*) FROM comments)::int AS comments,
        (SELECT count(*) FROM likes)::int AS likes`);
      await connection.close();
      counts = {
        users: Number(row!.users),
        posts: Number(row!.posts),
        comments: Number(row!.comments),
        likes: Number(row!.likes),
      };
      log(`\n${kind}: reusing the database ${name} (--keep-db): ${JSON.stringify(counts)}`);
      notes.push(`the database ${name} kept from an earlier run (--keep-db): counts as found, likes as stored`);
      seeded = true;
    }
  }
  if (seeded) return { databaseUrl, name, counts, seedSeconds: 0, notes };
  if (databaseUrl) await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  log(`\n${kind}: seeding ${JSON.stringify(counts)}`);
  const seedStarted = performance.now();
  const connection = await openSeedConnection(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    let lastStep = "";
    await seedCommunity(connection.run, counts, ({ step }) => {
      if (step !== lastStep) log(`  ${step} (${Math.round((performance.now() - seedStarted) / 1000)} s)`);
      lastStep = step;
    });
    // The seeded rows are written out now rather than by a background checkpoint during the first rows.
    if (kind === "postgres") await connection.run("CHECKPOINT");
    const problems = await counterMismatches(connection.run);
    if (problems.length) notes.push(`counters differ from a recount: ${problems.join("; ")}`);
  } finally {
    await connection.close();
  }
  return { databaseUrl, name, counts, seedSeconds: Math.round((performance.now() - seedStarted) / 1000), notes };
}

async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount! > 0;
  } finally {
    await client.end();
  }
}

async function benchOne(kind: "postgres" | "pglite"): Promise<Result> {
  const dataDir = mkdtempSync(join(tmpdir(), "ig-bench-"));
  let server: ChildProcess | undefined;
  const moreServers: ChildProcess[] = [];
  let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
  /** The mix's proxies (issue #32), by the number of app processes behind each. */
  const mixProxies = new Map<number, Awaited<ReturnType<typeof startProxy>>>();
  let databaseUrl: string | undefined;
  let name: string | undefined;
  let stopping = false;
  try {
    const prepared = await prepareDatabase(kind, dataDir);
    ({ databaseUrl, name } = prepared);
    const { counts, seedSeconds, notes } = prepared;
    const connection = await openSeedConnection(databaseUrl ? { databaseUrl } : { dataDir });
    const [target] = await connection.run(`SELECT p.id, pc.comments_count AS n FROM posts p
      JOIN post_counters pc ON pc.post_id = p.id WHERE p.visibility = 'visible'
      ORDER BY abs(pc.comments_count - 200), p.id LIMIT 1`);
    const [{ visible }] = (await connection.run("SELECT posts_count AS visible FROM forum_totals")) as [
      { visible: number },
    ];
    // Every post a reader can open: the long tail's permalinks.
    const postIds = (await connection.run("SELECT id FROM posts WHERE visibility = 'visible'")).map((row) =>
      String(row.id),
    );
    // Each category's pages, and its unanswered list's (issue #31's rows).
    const categoryPages = (
      await connection.run(`SELECT category, count(*)::int AS total,
        count(*) FILTER (WHERE comments_count = 0)::int AS unanswered
        FROM post_counters WHERE listed GROUP BY category`)
    ).map((row) => ({
      category: String(row.category),
      pages: pageCountFor(Number(row.total)),
      unanswered: pageCountFor(Number(row.unanswered)),
      unansweredPosts: Number(row.unanswered),
    }));
    await connection.close();
    const pages = pageCountFor(Number(visible));
    const permalink = `/community/forum/posts/${String(target!.id)}`;
    notes.push(`permalink: a post with ${String(target!.n)} comments; last forum page: ${pages}`);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const startServer = (port: number) => {
      const child = spawnServer(port);
      // A process that ends during the run is named in the notes: its rows' failures are its absence.
      child.once("exit", (code, signal) => {
        if (stopping) return;
        const ended = `the app process on port ${port} ended during the run (${signal ?? `exit code ${code}`})`;
        log(`  ${ended}`);
        notes.push(ended);
      });
      return child;
    };
    const spawnServer = (port: number) =>
      spawn(process.execPath, [...nodeFlags, serverEntry], {
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
          // Behind nginx (the proxy row) as in production; the members' addresses come the same way.
          TRUST_PROXY: "true",
          // Every simulated reader comes from this one address.
          LIVE_FEED_MAX_PER_ADDRESS: "100000",
          LIVE_FEED_MAX_CONNECTIONS: String(Math.max(sseClients + 100, 5000)),
        },
        // The request log is written as in production, to a sink; with --slow-ms, only warnings, shown here.
        stdio: ["ignore", slowMs ? "inherit" : "ignore", "inherit"],
      });
    server = startServer(port);
    await waitUntilUp(base, server);
    const startMb = memoryOf(server.pid!).rss;
    const outbox = join(dataDir, "outbox");
    const { cookie } = await signIn(base, outbox, 0);
    const asset = staticAsset().file;
    const guide = "/housing/rental-process";
    const forum = "/community/forum";

    const words = seededWords();
    const typos = words
      .filter((word) => word.length >= 5)
      .filter((_, i) => i % 3 === 0)
      .map(typoOf)
      .filter((typo) => !words.includes(typo));
    // Issue #48 asks for searches over at least 1,000 distinct queries: two words, as people ask, fill up the rest.
    const pairs = Array.from(
      { length: Math.max(0, SEARCH_QUERIES - words.length - typos.length) },
      // The i-th word with the one k places after it: distinct pairs for as many as the words allow.
      (_, i) => `${words[i % words.length]} ${words[(i + 1 + Math.floor(i / words.length)) % words.length]}`,
    );
    const terms = [...words, ...typos, ...pairs];
    // Readers of the random rows are spread over the six languages (issue #33): each address exists once per
    // locale, so the pages the server keeps are six times as many.
    const inAnyLocale = (path: string) => pathInLocale(path, randomOf(readerLocales));
    const randomPermalink = () => inAnyLocale(`/community/forum/posts/${randomOf(postIds)}`);
    const randomPage = () => inAnyLocale(`${forum}?page=${1 + Math.floor(Math.random() * pages)}`);
    const randomSearch = () => inAnyLocale(`/search?q=${encodeURIComponent(randomOf(terms))}`);
    const pageOf = (count: number) => 1 + Math.floor(Math.random() * Math.max(count, 1));
    const randomCategoryPage = () => {
      const { category, pages } = randomOf(categoryPages);
      const sort = randomOf(["", "?sort=latest&", "?sort=top&period=all&"]);
      return inAnyLocale(`${forum}/c/${category}${sort || "?"}page=${pageOf(pages)}`);
    };
    const randomUnansweredPage = () => {
      const { category, unanswered } = randomOf(categoryPages);
      return inAnyLocale(
        Math.random() < 0.5
          ? `${forum}/c/${category}?sort=unanswered&page=${pageOf(unanswered)}`
          : `${forum}?sort=unanswered&page=${pageOf(pageCountFor(categoryPages.reduce((n, c) => n + c.unansweredPosts, 0)))}`,
      );
    };
    const membersLabel = `${memberCount} signed-in members: random forum pages and permalinks`;
    const writerLabels = [`random permalinks with ${WRITER}`, `forum page 1 with ${WRITER}`];
    const besideCrawlerLabel = `${memberCount} signed-in members beside a crawler at full speed (${CRAWLER_AT_ONCE} at once)`;
    // Members as people read (issue #48 item 3): a page a second each, far more than a person reads, so that
    // their latency shows what a crawler beside them costs, not the queue they make themselves at full speed.
    const pacedLabel = `${memberCount} signed-in members, a page a second each`;
    const pacedBesideCrawlerLabel = `${pacedLabel}, beside a crawler at full speed (${CRAWLER_AT_ONCE} at once)`;
    const groupsDatabase = databaseUrl;
    const inGroupsLabel = `${memberCount} signed-in members, each in ${GROUPS_PER_MEMBER} private groups: random forum pages and permalinks`;
    // The mix needs a second process, on the same database: PostgreSQL only.
    const mixLabels = databaseUrl ? MIX_PROCESSES.map(mixLabel).filter(selected) : [];
    const needMembers = [
      membersLabel,
      besideCrawlerLabel,
      pacedLabel,
      pacedBesideCrawlerLabel,
      inGroupsLabel,
      ...writerLabels,
      ...mixLabels,
    ].some(selected);
    const members: Member[] = [];
    if (needMembers) {
      for (let n = 1; n <= memberCount; n += 5) {
        const batch = Array.from({ length: Math.min(5, memberCount - n + 1) }, (_, i) => signIn(base, outbox, n + i));
        members.push(...(await Promise.all(batch)));
      }
      log(`  ${members.length} members signed up and in, each from an address of their own`);
    }
    // More processes on the same database, as the README runs them (PGlite's folder takes one).
    const upstreams = [`127.0.0.1:${port}`];
    const processesUpTo = async (count: number) => {
      while (upstreams.length < count) {
        const more = await freePort();
        moreServers.push(startServer(more));
        await waitUntilUp(`http://127.0.0.1:${more}`, moreServers.at(-1)!);
        upstreams.push(`127.0.0.1:${more}`);
      }
      return upstreams.slice(0, count);
    };
    if (!databaseUrl && MIX_PROCESSES.map(mixLabel).some(selected)) {
      notes.push("no mix row on PGlite: its folder takes one process");
    }
    for (const label of mixLabels) {
      const processes = MIX_PROCESSES.find((count) => mixLabel(count) === label)!;
      try {
        mixProxies.set(processes, await startProxy(await processesUpTo(processes)));
        log(`  nginx in front of ${processes} process(es) for the mix`);
      } catch (error) {
        notes.push(`no mix row: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
        log(`  no mix row: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (selected(PROXY)) {
      try {
        proxy = await startProxy(await processesUpTo(databaseUrl ? processCount : 1));
        const behind = databaseUrl ? processCount : 1;
        notes.push(`rows through nginx: ${behind} app process${behind > 1 ? "es" : ""} behind it`);
        log(`  nginx (${NGINX}) in front of ${behind} process(es) at ${proxy.base}, deploy/nginx.conf`);
      } catch (error) {
        notes.push(`no proxy row: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
        log(`  no proxy row: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const writer = (): RowSpec["around"] => async () => startWriter(base, members, postIds);
    const row = (label: string, paths: string[], headers?: Record<string, string>): RowSpec => ({
      label,
      source: fixed(paths, headers),
      warm: paths.map((path) => ({ path, headers })),
    });
    /**
     * A member's cookie for each request of connection number `connection`: each connection takes its share
     * of the members in turn, so all of them are busy at any connection count.
     */
    const membersInTurn = (connection: number, connections: number) => {
      const slots = Math.min(connections, members.length);
      const mine = members.filter((_, m) => m % slots === connection % slots);
      let k = 0;
      return () => ({ Cookie: mine[k++ % mine.length]!.cookie });
    };
    const memberPage = () => (Math.random() < 0.5 ? randomPage() : randomPermalink());
    /** Each connection a member in turn, reading random forum pages and permalinks. */
    const membersReading: RowSpec["source"] = (connection, connections) => {
      const member = membersInTurn(connection, connections);
      return () => ({ path: memberPage(), headers: member() });
    };
    const randomRow = (label: string, pick: () => string, extra: Partial<RowSpec> = {}): RowSpec => ({
      label,
      source: random(pick),
      random: true,
      warm: [pick(), pick(), pick()].map((path) => ({ path })),
      ...extra,
    });
    /**
     * Random pages once they are rendered (issue #48 item 1): `count` addresses drawn once, each rendered
     * before the row's first turn (eight at once), then read at random. Too many for the memory a process
     * keeps: most are answered from the stored pages (ADR 0064). The note says what the store then holds.
     */
    const onceRenderedRow = (label: string, pick: () => string, count: number): RowSpec => {
      const sample = Array.from({ length: count }, pick);
      return randomRow(`${label}, once rendered (${count.toLocaleString("en")} drawn)`, () => randomOf(sample), {
        warm: [],
        around: async () => {
          for (let i = 0; i < sample.length; i += 8) {
            await Promise.all(sample.slice(i, i + 8).map(async (path) => (await fetch(base + path)).arrayBuffer()));
          }
          return async () => (databaseUrl ? storedPagesNote(databaseUrl) : "");
        },
      });
    };
    const endpoints: RowSpec[] = [
      row("static file (JS asset, brotli)", [`/assets/${asset}`]),
      row("prerendered guide page (one URL: a file in memory)", [guide]),
      row("forum page 1, HTML, anonymous (one URL: kept in memory)", [forum]),
      row("forum page 1, .data, anonymous (one URL: kept in memory)", [`${forum}.data`]),
      row("forum page 1, HTML, signed in (one URL: kept for the member)", [forum], { Cookie: cookie }),
      row(`last forum page (${pages}), HTML (one URL: kept in memory)`, [`${forum}?page=${pages}`]),
      row(`permalink, ${String(target!.n)} comments, HTML (one URL: kept in memory)`, [permalink]),
      row(`search: common word '${COMMON_WORD}' (one term: answer kept)`, [searchPath(COMMON_WORD)]),
      row(`search: rare word '${RARE_WORD}' (one term: answer kept)`, [searchPath(RARE_WORD)]),
      row(`search: typo '${TYPO}' (one term: answer kept)`, [searchPath(TYPO)]),
      ...QUESTIONS.map((question) =>
        row(`search: question '${question}' (one term: answer kept)`, [searchPath(question)]),
      ),
      row(`search: typo '${QUESTION_TYPO}' (one term: answer kept)`, [searchPath(QUESTION_TYPO)]),
      row(`search page, HTML: question '${QUESTIONS[0]}' (one URL)`, [
        `/search?q=${encodeURIComponent(QUESTIONS[0]!)}`,
      ]),
      row(`search page, HTML: page 2 of '${COMMON_WORD}' (one URL)`, [`/search?q=${COMMON_WORD}&page=2`]),
      randomRow(`random permalinks (any of ${postIds.length.toLocaleString("en")} posts)`, randomPermalink),
      randomRow(`random forum pages (any of ${pages.toLocaleString("en")})`, randomPage),
      randomRow(
        `random searches, /search page (${terms.length.toLocaleString("en")} queries: ${words.length} words, ${typos.length} typos, ${pairs.length} pairs)`,
        randomSearch,
      ),
      randomRow(`random category pages, new, latest or top (${categoryPages.length} categories)`, randomCategoryPage),
      onceRenderedRow("random permalinks", randomPermalink, 3000),
      onceRenderedRow("random forum pages", randomPage, 2000),
      onceRenderedRow("random category pages", randomCategoryPage, 2000),
      randomRow("random unanswered pages, a category's or the forum's", randomUnansweredPage),
      {
        label: membersLabel,
        random: true,
        source: membersReading,
        warm: members.slice(0, 3).map((member) => ({ path: randomPermalink(), headers: { Cookie: member.cookie } })),
      },
      {
        label: besideCrawlerLabel,
        random: true,
        source: membersReading,
        warm: [],
        around: async () => startCrawler(base, randomPermalink, CRAWLER_AT_ONCE),
        loadBeside: true,
      },
      {
        label: pacedLabel,
        random: true,
        source: membersReading,
        warm: [],
        pace: { connections: memberCount, perSecond: 1 },
      },
      {
        label: pacedBesideCrawlerLabel,
        random: true,
        source: membersReading,
        warm: [],
        pace: { connections: memberCount, perSecond: 1 },
        around: async () => startCrawler(base, randomPermalink, CRAWLER_AT_ONCE),
        loadBeside: true,
      },
      // The same members once they are in private groups (issue #47, ADR 0061): each request reads their
      // groups with their session, and every read asks the policy with them. PostgreSQL only: the groups
      // are made beside the running server.
      ...(groupsDatabase
        ? [
            {
              label: inGroupsLabel,
              random: true,
              source: membersReading,
              warm: [],
              around: async () => joinGroups(groupsDatabase, members.length),
            } satisfies RowSpec,
          ]
        : []),
      randomRow(writerLabels[0]!, randomPermalink, { around: writer(), loadBeside: true }),
      { ...row(writerLabels[1]!, [forum]), around: writer(), loadBeside: true },
      ...(proxy
        ? [
            randomRow(PROXY_ROWS.uncached, randomPermalink, { base: proxy.uncachedBase, warm: [] }),
            ...(
              [
                [PROXY_ROWS.random, randomPermalink],
                [PROXY_ROWS.popular, () => `/community/forum/posts/${popularOf(postIds)}`],
              ] as const
            ).map(([label, pick]) =>
              randomRow(label, pick, {
                base: proxy!.base,
                warm: [],
                around: async () => {
                  const accessLog = proxy!.accessLog;
                  await sleep(1500); // the access log is flushed every second
                  const from = statSync(accessLog).size;
                  return async () => {
                    await sleep(1500);
                    return cacheStatuses(accessLog, from);
                  };
                },
              }),
            ),
          ]
        : []),
      ...[...mixProxies].map(([processes, mixProxy]): RowSpec => ({
        label: mixLabel(processes),
        random: true,
        base: mixProxy.uncachedBase,
        source: (connection, connections) => {
          const member = membersInTurn(connection, connections);
          return () => {
            const draw = Math.random();
            if (draw < MIX_SHARES.permalink) return { path: randomPermalink() };
            if (draw < MIX_SHARES.permalink + MIX_SHARES.forumPage) return { path: randomPage() };
            if (draw < MIX_SHARES.permalink + MIX_SHARES.forumPage + MIX_SHARES.search) return { path: randomSearch() };
            return { path: memberPage(), headers: member() };
          };
        },
        warm: [],
        // Measured in alternating turns, with one writer beside both.
        together: MIX,
        around: writer(),
        loadBeside: true,
      })),
    ];
    // Warm-up: every route once, then memory at rest.
    const measured = endpoints.filter(({ label }) => selected(label));
    for (const { warm } of measured) {
      for (const { path, headers } of warm) await (await fetch(base + path, { headers })).arrayBuffer();
    }
    const clientDir = join("build", "client");
    // The forum is server-rendered: the page a signed-out visitor gets names its modules.
    const forumHtml = await (await fetch(base + forum)).text();
    const arabicGuide = pathInLocale(guide, "ar");
    const pageWeights = [
      { page: `guide page (${guide}, prerendered)`, weight: describeWeight(prerenderedPageWeight(clientDir, guide)) },
      {
        page: `guide page in Arabic (${arabicGuide}, prerendered)`,
        weight: describeWeight(prerenderedPageWeight(clientDir, arabicGuide)),
      },
      { page: `forum page 1 (${forum}, signed out)`, weight: describeWeight(pageWeight(clientDir, forumHtml)) },
    ];
    for (const { page, weight } of pageWeights) log(`  JavaScript at start, gzipped: ${page}: ${weight}`);
    await sleep(2000);
    const restMb = memoryOf(server.pid!).rss;
    log(`  memory: ${startMb} MB after start-up, ${restMb} MB at rest`);

    const rows: Row[] = [];
    for (const connections of connectionLevels) {
      const ceilingRow: Row = { label: CEILING, connections, rps: 0, p50: 0, p99: 0, failures: 0, ratio: 1 };
      rows.push(ceilingRow);
      for (let i = 0; i < measured.length;) {
        const key = measured[i]!.together;
        let j = i + 1;
        while (key && measured[j]?.together === key) j++;
        rows.push(...(await measureAgainstCeiling(base, measured.slice(i, j), connections, [server.pid!])));
        i = j;
      }
      const ceilings = rows.filter(
        (row) => row.connections === connections && row.label !== CEILING && row.ceiling !== undefined,
      );
      const ceilingRps = ceilings.map((row) => row.ceiling!);
      // Only paced rows: no ceiling was measured.
      if (ceilingRps.length === 0) {
        rows.splice(rows.indexOf(ceilingRow), 1);
        continue;
      }
      ceilingRow.rps = Math.round(ceilingRps.reduce((sum, rps) => sum + rps, 0) / Math.max(1, ceilingRps.length));
      ceilingRow.range = [Math.min(...ceilingRps), Math.max(...ceilingRps)];
      ceilingRow.p50 = Math.max(...ceilings.map((row) => row.ceilingP50!));
      ceilingRow.p99 = Math.max(...ceilings.map((row) => row.ceilingP99!)); // the worst row's
      log(`  ceiling at c=${connections}: mean ${ceilingRow.rps} req/s, ${ceilingRow.range.join("–")} across the rows`);
    }
    const liveFeedSelected = onlyRows.length === 0 || onlyRows.some((word) => "live feed".includes(word));
    const sse = sseClients > 0 && liveFeedSelected ? await liveFeed(base, cookie, sseClients) : null;
    await sleep(2000);
    const { rss: afterMb, hwm: peakMb } = memoryOf(server.pid!);
    log(`  memory: peak ${peakMb} MB, ${afterMb} MB after the run`);
    return { kind, counts, seedSeconds, rows, sse, memory: { startMb, restMb, peakMb, afterMb }, pageWeights, notes };
  } finally {
    stopping = true;
    await proxy?.stop();
    for (const mixProxy of mixProxies.values()) await mixProxy.stop();
    for (const running of [server, ...moreServers]) {
      if (running && running.exitCode === null) {
        running.kill("SIGTERM");
        await new Promise((resolve) => running.once("exit", resolve));
      }
    }
    if (databaseUrl && !keepDb) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
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
    `Each row is measured for ${duration} s in ${TURNS} turns with the ceiling (/api/health/live), which gets as long:`,
    `the rate is shown as a share of the ceiling measured in turns with it, at the same number of connections`,
    `(the ceiling row gives the mean and the range across rows; p50 and p99 are of all the row's responses).`,
    `Memory is the server's resident set size. A row with 0 req/s finished no`,
    `request within the measurement. Search answers past ${"`"}SEARCH_QUEUE_MAX${"`"} waiting searches are empty at once`,
    `(issue #13), which flatters search's rate at 100 connections. The static file is the layout chunk, the`,
    `largest file every page loads (${staticAsset().brotliKb} KB brotli): its rate is bounded by bytes, not by the lookup.`,
    `A row marked "one URL" asks for the same answer again and again, which the server keeps in memory; the`,
    `"random" rows choose a new URL for every request (issue #34: the long tail), and say how many distinct`,
    `URLs they asked; each of their readers reads one of ${readerLocales.length === locales.length ? "the six languages (issue #33)" : `these languages: ${readerLocales.join(", ")}`}, at random. The writer posts one comment and two likes a second through the post page's forms, as a`,
    `browser without JavaScript does, through its row's turns and the ceiling's. The rows through nginx use`,
    `deploy/nginx.conf (a worker per core, on the same machine) in front of one app process per core on`,
    `PostgreSQL (the notes say how many), with and without its cache; the hit ratio is from nginx's access`,
    `log. "Popular" permalinks are drawn as readers spread over a forum: the k-th most read about 1/k as often.`,
    `Their ceiling is still one process's /api/health/live, asked directly. The mix of reads and writes (issue #32)`,
    `goes through nginx's server block without the cache to two app processes and, in turns of its own, to one`,
    `(another nginx in front of the first process): the same requests, in alternating turns, beside one writer`,
    `posting to the first process: ${MIX_SHARES.permalink * 100} % random permalinks, ${MIX_SHARES.forumPage * 100} % random forum pages and`,
    `${MIX_SHARES.search * 100} % random searches (anonymous), the rest a signed-in member's random forum page or permalink, while`,
    `one comment and two likes a second are posted. A share of the ceiling below 10 % is given to a tenth of a percent.`,
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
          `| ${row.label} | ${row.connections} | ${row.rps} | ${row.range ? `mean of ${row.range.join("–")}` : (row.ceiling ?? "")} | ${row.ratio === undefined ? "" : share(row.ratio)} | ${row.p50} | ${row.p99} | ${row.failures} |`,
      ),
      "",
      ...result.rows
        .filter((row) => row.note)
        .map((row) => `- ${row.label}, ${row.connections} connections: ${row.note}.`),
      ...(result.rows.some((row) => row.note) ? [""] : []),
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
