/**
 * npm run load (issue #13, abuse resistance): many members reading and writing at once against the
 * production server on PostgreSQL, for a bounded time, and then a check that nothing went wrong:
 * no 5xx, no acknowledged write lost, every counter equal to a recount.
 *
 * 1. Creates a database ig_load_<timestamp> on LOAD_DATABASE_URL (default: local PostgreSQL), seeds it
 *    (500 members, 2,000 posts, 10,000 comments, 20,000 likes; --scale multiplies) and drops it at the end,
 *    also on a failure or Ctrl-C.
 * 2. Starts the compiled server (build/app-server/index.js) with TRUST_PROXY=true, so that every simulated
 *    client comes from an address of its own (X-Forwarded-For 10.1.x.y), mail going to an SMTP sink in
 *    this process, and LOG_LEVEL=warn; its log lines are counted (and kept in a file under the temp folder).
 * 3. Signs up --clients members through the product's own sign-up form and confirms each through the link
 *    mailed to the sink (which signs them in). The server runs with NEW_MEMBER_HOURS=0: the members are
 *    minutes old, and with the stricter limits for new accounts (3 posts an hour, 10 comments) the run
 *    would measure mostly 429s rather than writes. Those limits have tests of their own. 429s are
 *    counted and allowed (limits working), 5xx are not.
 * 4. Runs the clients concurrently for --seconds, each looping with a short think time over ~75 % reads
 *    (forum pages as documents and as React Router data, post pages, /search, the search palette's
 *    resource route, guide pages, /api/health) and ~25 % writes posted as React Router's client posts
 *    them (`<route>.data`, turbo-stream answers): like and unlike a post, like and unlike a comment, add a
 *    comment, create a post. Likes and comments go to a small set of hot posts so that writes contend.
 *    Every request has a timeout (--timeout): the run is bounded, and a timeout is a failure.
 * 5. Records every acknowledged write (post ids from the redirect, comment ids from the answer, each
 *    client's last acknowledged like state per post and comment), stops the server, and checks in the
 *    database that each one is there as acknowledged, and that post_counters, comment_counters,
 *    forum_totals and the profiles' karma, post and comment counts equal recounts.
 * 6. Samples the server's resident memory (VmRSS) every 250 ms.
 * 7. Prints a summary; the exit code is 1 on any 5xx, timeout, network error, lost write or counter
 *    mismatch.
 *
 * Options: --clients 200, --seconds 60, --timeout 30 (seconds per request), --think 150 (mean ms between
 * a client's requests), --scale 1.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import { guidePaths } from "../content/guides";
import { ANSWER_KARMA } from "../common/answers";
import { startSmtpSink } from "../tests/e2e/helpers/smtp-sink";
import { adminQuery, databaseUrlFor, freePort, seedForum, serverEntry } from "./lib/seed";
import { READER_USER_AGENT } from "./lib/reader-agent";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const CLIENTS = Math.round(option("clients", 200));
const SECONDS = option("seconds", 60);
const TIMEOUT_MS = option("timeout", 30) * 1000;
const THINK_MS = option("think", 150);
const SCALE = option("scale", 1);
/** Sign-ups and confirmations at a time, before the run (each hashes a password on the server). */
const SETUP_CONCURRENCY = 10;
const serverUrl = process.env.LOAD_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const seedCounts = {
  users: Math.round(500 * SCALE),
  posts: Math.round(2_000 * SCALE),
  comments: Math.round(10_000 * SCALE),
  likes: Math.round(20_000 * SCALE),
};
const HOT_POSTS = 40;
const PASSWORD = "load-test-password-1";

const log = (line = "") => console.log(line);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// ── What the clients do ─────────────────────────────────────────────────────────────────────────────

type ReadKind = "forum page" | "forum.data" | "post page" | "search" | "forum-search" | "guide page" | "health";
type WriteKind = "like-post" | "like-comment" | "comment" | "new-post";
type SetupKind = "sign-up" | "confirm" | "sign-in";
type Kind = ReadKind | WriteKind | SetupKind;

/** Weights in percent: 75 reads, 25 writes. */
const MIX: [Exclude<Kind, SetupKind>, number][] = [
  ["forum page", 18],
  ["forum.data", 7],
  ["post page", 20],
  ["search", 8],
  ["forum-search", 10],
  ["guide page", 7],
  ["health", 5],
  ["like-post", 11],
  ["like-comment", 4],
  ["comment", 7],
  ["new-post", 3],
];
const WRITE_KINDS = new Set<Kind>([
  "like-post",
  "like-comment",
  "comment",
  "new-post",
  "sign-up",
  "confirm",
  "sign-in",
]);
const SEARCH_TERMS = ["housing dublin", "burgh quay", "pps", "scholarshp", "leap card", "bank acc", "gp", "irp"];
const CATEGORIES = ["general", "housing", "education", "healthcare", "transport", "legal", "jobs", "social"];

function chooseKind() {
  let roll = Math.random() * 100;
  for (const [kind, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return MIX[0]![0];
}

interface Client {
  index: number;
  email: string;
  address: string;
  cookies: Map<string, string>;
  userId?: string;
  /** The last acknowledged state of each like this client changed (true: liked). */
  postLikes: Map<string, boolean>;
  commentLikes: Map<string, boolean>;
  /** Likes whose outcome is unknown (timeout, 5xx): the request may still land, so they are not checked. */
  uncertainPostLikes: Set<string>;
  uncertainCommentLikes: Set<string>;
  posts: string[];
  comments: { id: string; postId: string }[];
}

// ── Measurements ────────────────────────────────────────────────────────────────────────────────────

interface KindStats {
  requests: number;
  statuses: Map<number, number>;
  timeouts: number;
  networkErrors: number;
  acknowledged: number;
  latencies: number[];
}
const stats = new Map<Kind, KindStats>();
const statsFor = (kind: Kind) => {
  let entry = stats.get(kind);
  if (!entry) {
    entry = { requests: 0, statuses: new Map(), timeouts: 0, networkErrors: 0, acknowledged: 0, latencies: [] };
    stats.set(kind, entry);
  }
  return entry;
};
/** Distinct requests (method, URL and form), the "inputs tried". */
const distinctInputs = new Set<string>();
const networkErrorSamples: string[] = [];

interface Answer {
  status: number;
  headers: Headers;
  body: Uint8Array;
}

let baseUrl = "";
const stopAll = new AbortController();

/** One request as client `client`: its address, its cookies, a timeout; the whole body is read. */
async function send(
  client: Client,
  kind: Kind,
  path: string,
  init: { method?: string; form?: Record<string, string>; dataRequest?: boolean } = {},
): Promise<Answer | null> {
  const entry = statsFor(kind);
  const url = path.startsWith("http") ? path : baseUrl + path;
  const headers = new Headers({ "X-Forwarded-For": client.address, "User-Agent": READER_USER_AGENT });
  if (client.cookies.size) headers.set("Cookie", [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
  let body: URLSearchParams | undefined;
  if (init.form) {
    body = new URLSearchParams(init.form);
    headers.set("Origin", baseUrl);
  }
  if (init.dataRequest) {
    headers.set("Sec-Fetch-Mode", "cors");
    headers.set("Sec-Fetch-Dest", "empty");
  }
  distinctInputs.add(`${init.method ?? "GET"} ${new URL(url).pathname}${new URL(url).search} ${body ?? ""}`);
  entry.requests++;
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: init.method ?? "GET",
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.any([AbortSignal.timeout(TIMEOUT_MS), stopAll.signal]),
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    entry.latencies.push(performance.now() - started);
    entry.statuses.set(response.status, (entry.statuses.get(response.status) ?? 0) + 1);
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(";");
      const [name, ...value] = pair!.split("=");
      if (/max-age=0/i.test(setCookie) || value.join("=") === "") client.cookies.delete(name!.trim());
      else client.cookies.set(name!.trim(), value.join("="));
    }
    return { status: response.status, headers: response.headers, body: bytes };
  } catch (error) {
    if (stopAll.signal.aborted) return null;
    if (error instanceof Error && error.name === "TimeoutError") entry.timeouts++;
    else {
      entry.networkErrors++;
      if (networkErrorSamples.length < 5) networkErrorSamples.push(`${kind}: ${String(error)}`);
    }
    return null;
  }
}

/** React Router's turbo-stream answer to `<route>.data`: an action's result, or a redirect. */
async function decodeAnswer(answer: Answer): Promise<{ redirect?: string; result?: Record<string, unknown> }> {
  if (!answer.headers.get("content-type")?.includes("text/x-script")) return {};
  const decoded = await decodeTurboStream(new Response(answer.body as BodyInit).body!, globalThis as unknown as Window);
  await decoded.done;
  const value = decoded.value as { redirect?: unknown; data?: unknown; error?: unknown } | null;
  if (typeof value?.redirect === "string") return { redirect: value.redirect };
  return { result: (value?.data ?? value?.error) as Record<string, unknown> | undefined };
}

// ── The product's own sign-up, then the run ─────────────────────────────────────────────────────────

async function runPool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length && !stopAll.signal.aborted) await work(items[next++]!);
    }),
  );
}

interface World {
  smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  allPosts: string[];
  hotPosts: string[];
  hotComments: string[];
  pageCount: number;
  guides: string[];
}

const setupFailures: string[] = [];

const hasSession = (client: Client) => [...client.cookies.keys()].some((name) => name.endsWith("session_token"));

async function signUp(client: Client, world: World) {
  const answer = await send(client, "sign-up", "/auth?mode=sign-up", {
    method: "POST",
    form: {
      intent: "sign-up",
      email: client.email,
      // Unique like the email: load_<run>_<client> (at most 30 characters).
      username: client.email.split("@")[0]!.replace(/-/g, "_"),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      agreeToTerms: "on",
    },
  });
  if (answer?.status !== 200) {
    setupFailures.push(`sign-up ${client.email}: ${answer?.status ?? "no answer"}`);
    return;
  }
  statsFor("sign-up").acknowledged++;
  let link: string;
  try {
    link = await world.smtp.waitForLink(client.email, /Confirm your email/, TIMEOUT_MS);
  } catch (error) {
    setupFailures.push(String(error));
    return;
  }
  const confirmed = await send(client, "confirm", link);
  if (!confirmed || confirmed.status < 300 || confirmed.status >= 400) {
    setupFailures.push(`confirmation of ${client.email}: ${confirmed?.status ?? "no answer"}`);
    return;
  }
  statsFor("confirm").acknowledged++;
  // The link confirms and signs nobody in: the client signs in as a member would.
  const signedIn = await send(client, "sign-in", "/auth", {
    method: "POST",
    form: { intent: "sign-in", email: client.email, password: PASSWORD },
  });
  if (!signedIn || !hasSession(client)) {
    setupFailures.push(`sign-in of ${client.email}: ${signedIn?.status ?? "no answer"}`);
    return;
  }
  statsFor("sign-in").acknowledged++;
}

function forumPageNumber(pageCount: number) {
  // Most readers stay near the start; some page far back.
  return Math.random() < 0.6 ? 1 + Math.floor(Math.random() * 3) : 1 + Math.floor(Math.random() * pageCount);
}

async function act(client: Client, world: World, kind: Exclude<Kind, SetupKind>) {
  switch (kind) {
    case "forum page":
      await send(client, kind, `/community/forum?page=${forumPageNumber(world.pageCount)}`);
      return;
    case "forum.data":
      await send(client, kind, `/community/forum.data?page=${forumPageNumber(world.pageCount)}`, { dataRequest: true });
      return;
    case "post page": {
      const own = client.posts.length > 0 && Math.random() < 0.1;
      const id = own ? pick(client.posts) : Math.random() < 0.5 ? pick(world.hotPosts) : pick(world.allPosts);
      await send(client, kind, `/community/forum/posts/${id}`);
      return;
    }
    case "search":
      await send(client, kind, `/search?q=${encodeURIComponent(pick(SEARCH_TERMS))}`);
      return;
    case "forum-search":
      await send(client, kind, `/resources/forum-search?q=${encodeURIComponent(pick(SEARCH_TERMS))}`);
      return;
    case "guide page":
      await send(client, kind, pick(world.guides));
      return;
    case "health":
      await send(client, kind, "/api/health");
      return;
    case "like-post": {
      const postId = pick(world.hotPosts);
      if (client.uncertainPostLikes.has(postId)) return act(client, world, "post page");
      const liked = !(client.postLikes.get(postId) ?? false);
      const answer = await send(client, kind, `/community/forum/posts/${postId}.data`, {
        method: "POST",
        form: { intent: "like-post", liked: String(liked) },
        dataRequest: true,
      });
      await settleLike(
        answer,
        kind,
        liked,
        () => {
          client.postLikes.set(postId, liked);
          return client.uncertainPostLikes.delete(postId);
        },
        () => client.uncertainPostLikes.add(postId),
      );
      return;
    }
    case "like-comment": {
      const commentId = pick(world.hotComments);
      if (client.uncertainCommentLikes.has(commentId)) return act(client, world, "post page");
      const liked = !(client.commentLikes.get(commentId) ?? false);
      const postId = commentPost.get(commentId)!;
      const answer = await send(client, kind, `/community/forum/posts/${postId}.data`, {
        method: "POST",
        form: { intent: "like-comment", commentId, liked: String(liked) },
        dataRequest: true,
      });
      await settleLike(
        answer,
        kind,
        liked,
        () => {
          client.commentLikes.set(commentId, liked);
          return client.uncertainCommentLikes.delete(commentId);
        },
        () => client.uncertainCommentLikes.add(commentId),
      );
      return;
    }
    case "comment": {
      const postId = client.posts.length > 0 && Math.random() < 0.2 ? pick(client.posts) : pick(world.hotPosts);
      const answer = await send(client, kind, `/community/forum/posts/${postId}.data`, {
        method: "POST",
        form: {
          intent: "comment",
          content: `Load comment ${client.index}.${client.comments.length}: has anyone tried this?`,
        },
        dataRequest: true,
      });
      if (answer?.status !== 200) return;
      const { result } = await decodeAnswer(answer);
      const commentId = (result?.data as { commentId?: unknown } | undefined)?.commentId;
      if (result?.ok === true && typeof commentId === "string" && UUID.test(commentId)) {
        client.comments.push({ id: commentId, postId });
        statsFor(kind).acknowledged++;
      }
      return;
    }
    case "new-post": {
      const answer = await send(client, kind, "/community/forum/new-post.data", {
        method: "POST",
        form: {
          title: `Load test question ${client.index}.${client.posts.length}`,
          content: "Where do I register for an IRP appointment, and how long does it take?",
          category: pick(CATEGORIES),
        },
        dataRequest: true,
      });
      if (!answer || answer.status >= 300) return;
      const { redirect } = await decodeAnswer(answer);
      const id = /#post-([0-9a-f-]{36})$/.exec(redirect ?? "")?.[1];
      if (id) {
        client.posts.push(id);
        statsFor(kind).acknowledged++;
      }
      return;
    }
  }
}

/**
 * A like is acknowledged by a 200 whose result says `liked` as asked. A 4xx (a limit, a refusal) is
 * answered before anything is written, so the state is unchanged; anything else (a timeout, a 5xx) may
 * or may not have been written, so that like is no longer checked, nor touched again by this client.
 */
async function settleLike(
  answer: Answer | null,
  kind: WriteKind,
  liked: boolean,
  acknowledge: () => void,
  uncertain: () => void,
) {
  if (answer && answer.status >= 400 && answer.status < 500) return;
  if (answer?.status === 200) {
    const { result } = await decodeAnswer(answer);
    if (result?.ok === true && (result.data as { liked?: unknown } | undefined)?.liked === liked) {
      acknowledge();
      statsFor(kind).acknowledged++;
      return;
    }
  }
  uncertain();
}

const commentPost = new Map<string, string>();

async function runClient(client: Client, world: World, until: number) {
  await sleep(Math.random() * THINK_MS * 2); // not all at once
  while (performance.now() < until && !stopAll.signal.aborted) {
    await act(client, world, chooseKind());
    await sleep(Math.random() * THINK_MS * 2);
  }
}

// ── The server, its memory and its log ──────────────────────────────────────────────────────────────

function rssMegabytes(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The server's log: pino's JSON lines counted by level and grouped by message (with the error and its
 * cause); anything else is output that bypassed the logger (and its redaction), counted apart.
 */
const serverLog = {
  errors: 0,
  warnings: 0,
  messages: new Map<string, number>(),
  rawLines: 0,
  rawSamples: [] as string[],
};

interface LogEntry {
  level?: number;
  msg?: string;
  err?: { message?: string; cause?: { message?: string } };
}

function watchLog(child: ChildProcess, file: string) {
  const out = createWriteStream(file);
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.pipe(out, { end: false });
    createInterface({ input: stream }).on("line", (line) => {
      let entry: LogEntry | null = null;
      try {
        entry = JSON.parse(line) as LogEntry;
      } catch {
        // not pino's
      }
      if (!entry || typeof entry !== "object") {
        serverLog.rawLines++;
        // The first line of each block (a stack trace's or an inspected object's continuation is indented).
        if (/^\S/.test(line) && !/^[}\]]/.test(line) && serverLog.rawSamples.length < 5) {
          serverLog.rawSamples.push(line.slice(0, 160));
        }
        return;
      }
      const level = entry.level ?? 0;
      if (level >= 50) serverLog.errors++;
      else if (level >= 40) serverLog.warnings++;
      else return;
      const firstLine = (text?: string) => text?.split("\n")[0]?.slice(0, 90);
      const message = [entry.msg, firstLine(entry.err?.message), firstLine(entry.err?.cause?.message)]
        .filter(Boolean)
        .join(" | ");
      serverLog.messages.set(message, (serverLog.messages.get(message) ?? 0) + 1);
    });
  }
  return out;
}

// ── Checking the database ───────────────────────────────────────────────────────────────────────────

const RECOUNTS = {
  "post_counters.likes_count": `
    SELECT count(*) FROM posts p LEFT JOIN post_counters pc ON pc.post_id = p.id
    LEFT JOIN (SELECT post_id, count(*) n FROM likes WHERE comment_id IS NULL GROUP BY post_id) l ON l.post_id = p.id
    WHERE pc.post_id IS NULL OR pc.likes_count <> coalesce(l.n, 0)`,
  "post_counters.comments_count": `
    SELECT count(*) FROM posts p LEFT JOIN post_counters pc ON pc.post_id = p.id
    LEFT JOIN (SELECT post_id, count(*) n FROM comments GROUP BY post_id) c ON c.post_id = p.id
    WHERE pc.post_id IS NULL OR pc.comments_count <> coalesce(c.n, 0)`,
  "comment_counters.likes_count": `
    SELECT count(*) FROM comments c LEFT JOIN comment_counters cc ON cc.comment_id = c.id
    LEFT JOIN (SELECT comment_id, count(*) n FROM likes WHERE comment_id IS NOT NULL GROUP BY comment_id) l
      ON l.comment_id = c.id
    WHERE cc.comment_id IS NULL OR cc.likes_count <> coalesce(l.n, 0)`,
  "forum_totals.posts_count": `
    SELECT count(*) FROM forum_totals WHERE posts_count <> (SELECT count(*) FROM posts)`,
  "profiles.karma_points": `
    SELECT count(*) FROM profiles p
    LEFT JOIN (SELECT content_author_id a, count(*) n FROM likes WHERE content_author_id <> user_id GROUP BY 1) l
      ON l.a = p.id
    LEFT JOIN (SELECT answer_karma_user_id a, count(*) n FROM posts GROUP BY 1) ans ON ans.a = p.id
    WHERE p.karma_points <> coalesce(l.n, 0) + ${ANSWER_KARMA} * coalesce(ans.n, 0)`,
  "profiles.posts_count": `
    SELECT count(*) FROM profiles p LEFT JOIN (SELECT author_id a, count(*) n FROM posts GROUP BY 1) s ON s.a = p.id
    WHERE p.posts_count <> coalesce(s.n, 0)`,
  "profiles.comments_count": `
    SELECT count(*) FROM profiles p LEFT JOIN (SELECT author_id a, count(*) n FROM comments GROUP BY 1) s ON s.a = p.id
    WHERE p.comments_count <> coalesce(s.n, 0)`,
  "likes.content_author_id": `
    SELECT count(*) FROM likes l
    LEFT JOIN posts p ON l.comment_id IS NULL AND p.id = l.post_id
    LEFT JOIN comments c ON c.id = l.comment_id
    WHERE l.content_author_id IS DISTINCT FROM coalesce(c.author_id, p.author_id)`,
};

async function recount(db: pg.Client): Promise<Record<string, number>> {
  const mismatches: Record<string, number> = {};
  for (const [label, query] of Object.entries(RECOUNTS)) {
    mismatches[label] = Number((await db.query<{ count: string }>(query)).rows[0]!.count);
  }
  return mismatches;
}

interface WriteCheck {
  acknowledged: number;
  lost: number;
  /** Likes present that no acknowledged or uncertain request of that client asked for. */
  unexpected: number;
  unchecked: number;
  samples: string[];
}

async function checkWrites(db: pg.Client, clients: Client[]): Promise<WriteCheck> {
  const check: WriteCheck = { acknowledged: 0, lost: 0, unexpected: 0, unchecked: 0, samples: [] };
  const lost = (what: string) => {
    check.lost++;
    if (check.samples.length < 10) check.samples.push(what);
  };
  const members = clients.filter((client) => client.userId);
  const postIds = members.flatMap((client) => client.posts);
  const posts = new Map(
    (
      await db.query<{ id: string; author_id: string }>(`SELECT id, author_id FROM posts WHERE id = ANY($1::uuid[])`, [
        postIds,
      ])
    ).rows.map((row) => [row.id, row.author_id]),
  );
  const commentIds = members.flatMap((client) => client.comments.map((comment) => comment.id));
  const comments = new Map(
    (
      await db.query<{ id: string; author_id: string; post_id: string }>(
        `SELECT id, author_id, post_id FROM comments WHERE id = ANY($1::uuid[])`,
        [commentIds],
      )
    ).rows.map((row) => [row.id, row]),
  );
  const likeRows = (
    await db.query<{ user_id: string; post_id: string; comment_id: string | null }>(
      `SELECT user_id, post_id, comment_id FROM likes WHERE user_id = ANY($1::uuid[])`,
      [members.map((client) => client.userId)],
    )
  ).rows;
  const likesOf = new Map<string, Set<string>>();
  for (const row of likeRows) {
    const key = row.comment_id ? `comment:${row.comment_id}` : `post:${row.post_id}`;
    if (!likesOf.has(row.user_id)) likesOf.set(row.user_id, new Set());
    likesOf.get(row.user_id)!.add(key);
  }
  for (const client of members) {
    for (const id of client.posts) {
      check.acknowledged++;
      if (posts.get(id) !== client.userId) lost(`post ${id} of client ${client.index}`);
    }
    for (const { id, postId } of client.comments) {
      check.acknowledged++;
      const row = comments.get(id);
      if (!row || row.author_id !== client.userId || row.post_id !== postId)
        lost(`comment ${id} of client ${client.index}`);
    }
    const stored = likesOf.get(client.userId!) ?? new Set<string>();
    const expected = [
      ...[...client.postLikes].map(([id, liked]) => [`post:${id}`, liked] as const),
      ...[...client.commentLikes].map(([id, liked]) => [`comment:${id}`, liked] as const),
    ];
    for (const [key, liked] of expected) {
      check.acknowledged++;
      if (stored.has(key) !== liked) lost(`${key} of client ${client.index}: acknowledged ${liked}, stored ${!liked}`);
    }
    const known = new Set([
      ...expected.map(([key]) => key),
      ...[...client.uncertainPostLikes].map((id) => `post:${id}`),
      ...[...client.uncertainCommentLikes].map((id) => `comment:${id}`),
    ]);
    for (const key of stored) if (!known.has(key)) check.unexpected++;
    check.unchecked += client.uncertainPostLikes.size + client.uncertainCommentLikes.size;
  }
  return check;
}

// ── The summary ─────────────────────────────────────────────────────────────────────────────────────

function percentile(values: number[], p: number) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function table(rows: (string | number)[][]) {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  for (const row of rows) {
    log(
      "  " +
        row
          .map((cell, column) =>
            column === 0 ? String(cell).padEnd(widths[column]!) : String(cell).padStart(widths[column]!),
          )
          .join("  "),
    );
  }
}

const histogram = (statuses: Iterable<[number, number]>) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(" ") || "-";

// ── Main ────────────────────────────────────────────────────────────────────────────────────────────

const cleanups: (() => Promise<unknown> | unknown)[] = [];
let cleaning: Promise<void> | undefined;
function cleanup() {
  cleaning ??= (async () => {
    stopAll.abort();
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error("cleanup:", error);
      }
    }
  })();
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping, dropping the load database`);
    void cleanup().finally(() => process.exit(130));
  });
}

/** Stops the server (SIGTERM: it finishes what is in flight) and waits until its output is closed. */
async function stopServer(server: ChildProcess, closed: Promise<unknown>) {
  if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
  const killer = setTimeout(() => server.kill("SIGKILL"), 15_000);
  await closed;
  clearTimeout(killer);
}

async function main(): Promise<number> {
  if (!existsSync(serverEntry)) throw new Error("Build first: npm run build (npm run load does it for you).");
  const runId = Date.now();
  const name = `ig_load_${runId}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  cleanups.push(() => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const databaseUrl = databaseUrlFor(serverUrl, name);
  log(`Seeding ${name}:`);
  await seedForum(databaseUrl, seedCounts, log);

  const db = new pg.Client({ connectionString: databaseUrl });
  db.on("error", () => {});
  await db.connect();
  cleanups.push(() => db.end());
  const before = await recount(db);
  const allPosts = (await db.query<{ id: string }>("SELECT id FROM posts")).rows.map((row) => row.id);
  const hotPosts = (
    await db.query<{ id: string }>(
      `SELECT id FROM posts ORDER BY is_pinned DESC, created_at DESC, id DESC LIMIT ${HOT_POSTS}`,
    )
  ).rows.map((row) => row.id);
  const hotCommentRows = (
    await db.query<{ id: string; post_id: string }>(
      `SELECT id, post_id FROM comments WHERE post_id = ANY($1::uuid[]) ORDER BY id LIMIT ${HOT_POSTS * 2}`,
      [hotPosts],
    )
  ).rows;
  for (const row of hotCommentRows) commentPost.set(row.id, row.post_id);

  const smtp = await startSmtpSink();
  cleanups.push(() => smtp.close());
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const logFile = join(tmpdir(), `ig-load-${runId}.log`);
  const server = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: "load-test-".repeat(4),
      TRUST_PROXY: "true",
      SMTP_URL: smtp.url,
      LOG_LEVEL: "warn",
      NEW_MEMBER_HOURS: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const serverState = { exit: null as string | null };
  server.once("exit", (code, signal) => (serverState.exit = `exit ${code ?? signal}`));
  const serverClosed = new Promise((resolve) => server.once("close", resolve));
  const logStream = watchLog(server, logFile);
  cleanups.push(() => new Promise((resolve) => logStream.end(resolve)));
  cleanups.push(() => stopServer(server, serverClosed));

  const memory = { atStart: 0, beforeRun: 0, peak: 0, peakDuringRun: 0, afterRun: 0, running: false };
  const sampler = setInterval(() => {
    const rss = rssMegabytes(server.pid!);
    if (rss === null) return;
    memory.peak = Math.max(memory.peak, rss);
    if (memory.running) memory.peakDuringRun = Math.max(memory.peakDuringRun, rss);
  }, 250);
  cleanups.push(() => clearInterval(sampler));

  const startedAt = performance.now();
  for (;;) {
    if (serverState.exit)
      throw new Error(`the server stopped during start-up (${serverState.exit}); its log: ${logFile}`);
    if (performance.now() - startedAt > 60_000) throw new Error(`the server did not start; its log: ${logFile}`);
    const ok = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await sleep(200);
  }
  await sleep(1_000);
  memory.atStart = rssMegabytes(server.pid!) ?? 0;

  const world: World = {
    smtp,
    allPosts,
    hotPosts,
    hotComments: [...commentPost.keys()],
    pageCount: Math.ceil(allPosts.length / 5),
    guides: guidePaths(),
  };
  const clients: Client[] = Array.from({ length: CLIENTS }, (_, index) => ({
    index,
    email: `load-${runId}-${index}@example.com`,
    address: `10.1.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    cookies: new Map(),
    postLikes: new Map(),
    commentLikes: new Map(),
    uncertainPostLikes: new Set(),
    uncertainCommentLikes: new Set(),
    posts: [],
    comments: [],
  }));

  log(`\nSigning up ${CLIENTS} members through /auth and the confirmation mail (${SETUP_CONCURRENCY} at a time):`);
  const setupStarted = performance.now();
  await runPool(clients, SETUP_CONCURRENCY, (client) => signUp(client, world));
  const ids = await db.query<{ id: string; email: string }>(`SELECT id, email FROM users WHERE email = ANY($1)`, [
    clients.map((client) => client.email),
  ]);
  const idOf = new Map(ids.rows.map((row) => [row.email, row.id]));
  for (const client of clients) {
    if (hasSession(client)) client.userId = idOf.get(client.email);
  }
  const members = clients.filter((client) => client.userId);
  log(`  ${members.length} signed in, in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`);
  for (const failure of setupFailures.slice(0, 5)) log(`  failed: ${failure}`);
  if (members.length === 0) throw new Error("no member could sign up");

  await sleep(1_000);
  memory.beforeRun = rssMegabytes(server.pid!) ?? 0;
  const setupKinds = new Set<Kind>(["sign-up", "confirm", "sign-in"]);
  log(`\nRunning ${members.length} clients for ${SECONDS} s (timeout ${TIMEOUT_MS / 1000} s a request)...`);
  memory.running = true;
  const runStarted = performance.now();
  const until = runStarted + SECONDS * 1000;
  const progress = setInterval(() => {
    const made = [...stats].filter(([kind]) => !setupKinds.has(kind)).reduce((sum, [, s]) => sum + s.requests, 0);
    log(`  ${Math.round((performance.now() - runStarted) / 1000)} s: ${made} requests`);
  }, 10_000);
  await Promise.all(members.map((client) => runClient(client, world, until)));
  clearInterval(progress);
  const runSeconds = (performance.now() - runStarted) / 1000;
  memory.running = false;
  memory.afterRun = rssMegabytes(server.pid!) ?? 0;
  const exitedDuringRun = serverState.exit;

  // Nothing is in flight any more once the server has stopped: then the database is checked.
  await stopServer(server, serverClosed);
  const writes = await checkWrites(db, members);
  const after = await recount(db);

  // ── Summary ──
  const runKinds = [...stats].filter(([kind]) => !setupKinds.has(kind));
  const sum = (pick: (s: KindStats) => number, kinds = runKinds) => kinds.reduce((total, [, s]) => total + pick(s), 0);
  const requests = sum((s) => s.requests);
  const allStats = [...stats];
  const statusTotals = new Map<number, number>();
  for (const [, s] of allStats)
    for (const [status, n] of s.statuses) statusTotals.set(status, (statusTotals.get(status) ?? 0) + n);
  const fiveXx = [...statusTotals].filter(([status]) => status >= 500).reduce((total, [, n]) => total + n, 0);
  const timeouts = sum((s) => s.timeouts, allStats);
  const networkErrors = sum((s) => s.networkErrors, allStats);
  const readLatencies = runKinds.filter(([kind]) => !WRITE_KINDS.has(kind)).flatMap(([, s]) => s.latencies);
  const writeLatencies = runKinds.filter(([kind]) => WRITE_KINDS.has(kind)).flatMap(([, s]) => s.latencies);
  const mismatchesAfter = Object.values(after).reduce((total, n) => total + n, 0);
  const mismatchesBefore = Object.values(before).reduce((total, n) => total + n, 0);
  const ms = (value: number) => `${Math.round(value)} ms`;

  log(`\n══ Load summary (${name}, server log ${logFile}) ══`);
  log(
    `clients ${members.length}/${CLIENTS} signed in; ${SECONDS} s asked, ${runSeconds.toFixed(1)} s until the last answer`,
  );
  log(
    `seed: ${seedCounts.users} members, ${seedCounts.posts} posts, ${seedCounts.comments} comments, ${seedCounts.likes} likes; NEW_MEMBER_HOURS=0\n`,
  );
  const kindRows: (string | number)[][] = [
    ["kind", "requests", "ack", "statuses", "timeouts", "net err", "p50", "p99"],
  ];
  const order: Kind[] = ["sign-up", "confirm", "sign-in", ...MIX.map(([kind]) => kind)];
  for (const [kind, s] of [...stats].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))) {
    kindRows.push([
      `${setupKinds.has(kind) ? "setup: " : WRITE_KINDS.has(kind) ? "write: " : "read: "}${kind}`,
      s.requests,
      WRITE_KINDS.has(kind) ? s.acknowledged : "",
      histogram(s.statuses),
      s.timeouts,
      s.networkErrors,
      ms(percentile(s.latencies, 50)),
      ms(percentile(s.latencies, 99)),
    ]);
  }
  table(kindRows);
  log("");
  const verdict = (value: number) => (value === 0 ? "0  ok" : `${value}  FAIL`);
  const lines: [string, string | number][] = [
    [
      "requests in the run",
      `${requests} (${Math.round(requests / runSeconds)} req/s), plus ${sum((s) => s.requests, allStats) - requests} for sign-up`,
    ],
    ["distinct inputs tried", `${distinctInputs.size} (method, URL and form)`],
    ["status histogram", histogram(statusTotals)],
    [
      "2xx / 3xx / 4xx / 5xx",
      [2, 3, 4, 5]
        .map((c) => [...statusTotals].filter(([s]) => Math.floor(s / 100) === c).reduce((t, [, n]) => t + n, 0))
        .join(" / "),
    ],
    ["429 (limits working)", statusTotals.get(429) ?? 0],
    ["5xx", verdict(fiveXx)],
    ["timeouts", verdict(timeouts)],
    ["network errors", verdict(networkErrors)],
    [
      "reads p50 / p99",
      `${ms(percentile(readLatencies, 50))} / ${ms(percentile(readLatencies, 99))} (${readLatencies.length})`,
    ],
    [
      "writes p50 / p99",
      `${ms(percentile(writeLatencies, 50))} / ${ms(percentile(writeLatencies, 99))} (${writeLatencies.length})`,
    ],
    ["acknowledged writes checked", `${writes.acknowledged} (posts, comments, final like states)`],
    ["lost writes", verdict(writes.lost)],
    ["likes nobody asked for", verdict(writes.unexpected)],
    ["likes left unchecked", `${writes.unchecked} (no answer or 5xx: outcome unknown)`],
    ["counter mismatches", `${verdict(mismatchesAfter)} (before the run: ${mismatchesBefore})`],
    ["server log", `${serverLog.errors} errors, ${serverLog.warnings} warnings`],
    ["output outside the logger", `${serverLog.rawLines} lines (not redacted by the logger)`],
    ["server", exitedDuringRun ? `STOPPED DURING THE RUN (${exitedDuringRun})` : "up throughout"],
    [
      "memory (RSS)",
      `at start ${memory.atStart.toFixed(0)} MB, before the run ${memory.beforeRun.toFixed(0)} MB, peak during the run ${memory.peakDuringRun.toFixed(0)} MB, after ${memory.afterRun.toFixed(0)} MB`,
    ],
  ];
  for (const [label, value] of lines) log(`  ${`${label}:`.padEnd(30)}${value}`);
  const problems = Object.entries(after).filter(([, n]) => n > 0);
  if (problems.length)
    log(`\ncounters that differ from recounts: ${problems.map(([k, n]) => `${k} ×${n}`).join(", ")}`);
  if (writes.samples.length) log(`\nlost writes:\n  ${writes.samples.join("\n  ")}`);
  if (serverLog.messages.size) {
    log("\nserver log at warn or above (count, message | error | cause):");
    for (const [message, count] of [...serverLog.messages].sort(([, a], [, b]) => b - a).slice(0, 12)) {
      log(`  ${String(count).padStart(5)}  ${message}`);
    }
  }
  if (serverLog.rawSamples.length) {
    log(`\noutput outside the logger (first lines of blocks):\n  ${serverLog.rawSamples.join("\n  ")}`);
  }
  if (networkErrorSamples.length) log(`\nnetwork errors:\n  ${networkErrorSamples.join("\n  ")}`);
  if (setupFailures.length) log(`\nsign-up failures: ${setupFailures.length}`);

  const failed =
    fiveXx + timeouts + networkErrors + writes.lost + writes.unexpected + mismatchesAfter > 0 ||
    members.length < CLIENTS ||
    Boolean(exitedDuringRun);
  log(failed ? "\nFAILED" : "\nPASSED");
  return failed ? 1 : 0;
}

main().then(
  async (code) => {
    await cleanup();
    process.exit(code);
  },
  async (error) => {
    if (!stopAll.signal.aborted) console.error(error); // after Ctrl-C, the cleanup's own errors are expected
    await cleanup();
    process.exit(stopAll.signal.aborted ? 130 : 1);
  },
);
