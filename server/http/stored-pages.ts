import { promisify } from "node:util";
import { brotliCompress, brotliDecompress, constants as zlibConstants, gzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database } from "../db/database";
import type { ForumChange } from "../forum/page-tags";
import type { Logger } from "../logger";
import { COUNTS_LATE_MS, etagMatches, type PageToStore, type RenderedFrom } from "./pages-in-memory";

const compressBrotli = promisify(brotliCompress);
const decompressBrotli = promisify(brotliDecompress);
const compressGzip = promisify(gzip);

/**
 * How long a stored page may be served when no change touched it, by what it shows. A page that shows a
 * date within a week says "3 hours ago" (app/lib/dates.tsx: RELATIVE_WITHIN, plus a day's margin here), and
 * a top list of a period loses posts as time passes: those live a minute, as a page kept in memory does.
 * Any other page changes only with what it shows, which its tags say; its six hours bound what a change
 * nobody heard (a process that stopped between its write and hearing it) can leave behind.
 */
const DATES_TOLD_RELATIVE_MS = 8 * 24 * 60 * 60 * 1000;
const SHORT_LIFE_SECONDS = 60;
const LONG_LIFE_SECONDS = 6 * 60 * 60;
/** Changes heard within this many milliseconds go to the database as one statement of each kind. */
const CHANGES_GATHERED_MS = 20;
/** Changes remembered to check a page read while they were being applied (see `touchedBeforeApplied`). */
const CHANGES_REMEMBERED = 1024;
/** After a failed statement, the changes are tried again after this long (every stored page goes then). */
const RETRY_MS = 1000;
/**
 * The store is pruned (expired pages, older builds', the oldest past its size) this often, and after as many
 * stores, or once this process has stored a tenth of the store's size since.
 */
const PRUNE_EVERY_MS = 5 * 60 * 1000;
const PRUNE_EVERY_STORES = 500;
/**
 * Pages written in one statement, and waiting to be (issue #48 items 1 and 4). Each page a crawler reads for the
 * first time makes a store. Unbounded, they queued in memory and took the pool's ten connections from the
 * readers, who waited past the pool's wait and were refused. Two stores at a time, each page written alone,
 * kept up with about 27 pages a second beside eight renders at once, where the renders made 75: most of a
 * crawler's pages were dropped and rendered again on its next visit. Written together, one statement
 * writes what came while the one before ran. Past both bounds, a page is not stored; it is rendered again
 * the next time it is asked for.
 */
export const STORED_TOGETHER = 16;
export const STORES_WAITING = 48;
/** Another build's pages stay this long after they were stored: two builds run side by side while one replaces the other. */
const OTHER_BUILDS_KEPT_SECONDS = 60 * 60;

/**
 * Anonymous readers' HTML pages stored in the database, rendered once per change rather than once per reader
 * or per process (issue #48 item 1, ADR 0064). A page kept in memory (server/http/pages-in-memory.ts) lives in
 * one process for at most a minute; a stored page is shared by every process on the database and outlives
 * them, for as long as its build serves: a crawler that reads every post, or a reader sent to another
 * process, reads bytes the first render left.
 *
 * Who may read it: only what a reader without cookies gets (the kept pages' anonymous key), so nothing of
 * any member. How a change leaves it: every process deletes, on hearing a change (the forum feed's
 * notifications, server/forum/page-tags.ts), the stored pages that show it, and marks those that show a
 * count that changed (served at most COUNTS_LATE_MS more). A page stored while a change it shows was heard
 * is deleted again at once (`changedSince`), so a store that raced a change never outlives it.
 */
export function storedPages(
  database: Pick<Database, "db">,
  logger: Logger,
  {
    buildVersion,
    maxBytes,
    changedSince,
  }: {
    /** The build whose pages these are: another build's assets and markup differ. */
    buildVersion: string;
    maxBytes: number;
    /** Whether a change to what a page rendered from `from` shows has been heard since it began. */
    changedSince: (from: RenderedFrom) => boolean;
  },
) {
  const { db } = database;
  const prefix = `${buildVersion} `;
  const keyOf = (path: string) => prefix + path;
  const changes = changesToApply(db, logger);
  const pruning = storePruning(db, logger, prefix, maxBytes);
  const writer = storeWriter(db, logger, { keyOf, changedSince, stored: pruning.stored });

  return {
    /**
     * The stored page for this path, answered as the request accepts it (brotli as stored; gzip or plain
     * made from it), or a 304 when the request already has it; undefined when none is stored, current.
     */
    async get(path: string, request: { acceptEncoding?: string; ifNoneMatch?: string }): Promise<Response | undefined> {
      let row: StoredRow | undefined;
      const [applied, through] = [changes.appliedThrough, changes.heard];
      try {
        const result = await db.execute<StoredRow>(
          sql`SELECT headers, body, etag, tags FROM stored_pages WHERE key = ${keyOf(path)} AND expires_at > now()
            AND (counts_changed_at IS NULL OR counts_changed_at > now() - make_interval(secs => ${COUNTS_LATE_MS / 1000}))`,
        );
        row = result.rows[0];
      } catch (error) {
        logger.warn({ err: error }, "stored pages: could not read; the page is rendered");
        return undefined;
      }
      if (!row || changes.touchedBeforeApplied(row.tags, applied, through)) return undefined;
      return answerOf(row, request);
    },

    put: writer.put,

    hear: changes.hear,

    /** Until every page given and every change heard so far are in the store (tests, and a process stopping). */
    async settled(): Promise<void> {
      await writer.settled();
      await changes.flushNow();
      await pruning.running;
    },

    prune: pruning.pruneNow,

    /** What is stored now, for every build: pages, and bytes of their compressed bodies and keys. */
    stats: (): Promise<{ pages: number; bytes: number }> => storeSize(db),
  };
}

/**
 * Pages compressed and written in the background, STORED_TOGETHER to a statement, one statement at a time,
 * STORES_WAITING waiting. A page is not stored when a change it shows was heard while it was rendered.
 */
function storeWriter(
  db: Database["db"],
  logger: Logger,
  {
    keyOf,
    changedSince,
    stored,
  }: {
    keyOf: (path: string) => string;
    changedSince: (from: RenderedFrom) => boolean;
    stored: (bytes: number) => void;
  },
) {
  const waiting: { page: PageToStore; done: () => void }[] = [];
  let writing: Promise<void> | undefined;

  async function write(pages: PageToStore[]): Promise<void> {
    // The same address twice in one statement is an error (ON CONFLICT may not touch a row twice): the later wins.
    const latest = [...new Map(pages.map((page) => [page.path, page])).values()];
    const rows = await Promise.all(
      latest.map(async (page) => ({
        page,
        key: keyOf(page.path),
        body: await compressBrotli(page.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
        lifetime: lifetimeOf(page.path, page.body.toString("utf8"), Date.now()),
      })),
    );
    const values = rows.map(
      ({ page, key, body, lifetime }) =>
        sql`(${key}, ${tagArray(page.from.tags)}, ${JSON.stringify(page.headers)}::jsonb, ${body}, ${page.etag},
          now() + make_interval(secs => ${lifetime}))`,
    );
    await db.execute(sql`INSERT INTO stored_pages (key, tags, headers, body, etag, expires_at)
      VALUES ${sql.join(values, sql`, `)}
      ON CONFLICT (key) DO UPDATE SET tags = excluded.tags, headers = excluded.headers, body = excluded.body,
        etag = excluded.etag, stored_at = now(), expires_at = excluded.expires_at, counts_changed_at = NULL`);
    // A change heard since a render began may have been applied before its row existed: that page goes again.
    const changed = rows.filter(({ page }) => changedSince(page.from));
    if (changed.length > 0) {
      const pairs = changed.map(({ key, page }) => sql`(${key}, ${page.etag})`);
      await db.execute(sql`DELETE FROM stored_pages WHERE (key, etag) IN (${sql.join(pairs, sql`, `)})`);
    }
    for (const { key, body } of rows) stored(body.length + key.length);
  }

  async function writeWaiting(): Promise<void> {
    while (waiting.length > 0) {
      const batch = waiting.splice(0, STORED_TOGETHER);
      try {
        await write(batch.map(({ page }) => page));
      } catch (error) {
        logger.warn({ err: error }, "stored pages: could not store pages");
      } finally {
        for (const { done } of batch) done();
      }
    }
    writing = undefined;
  }

  return {
    /**
     * Stores a page in the background; settles once it is written, or at once when it is not (it says nothing
     * of what it shows, so no change could drop it; or STORES_WAITING wait). A page not stored, or whose
     * statement failed, is rendered again next time.
     */
    put(page: PageToStore): Promise<void> {
      if (page.from.tags.size === 0 || waiting.length >= STORES_WAITING) return Promise.resolve();
      const written = new Promise<void>((done) => waiting.push({ page, done }));
      // Begun after the pages handed over in this turn of the event loop, so that they go in one statement.
      writing ??= Promise.resolve().then(writeWaiting);
      return written;
    },
    /** Until every page handed over so far is written or given up. */
    settled: async (): Promise<void> => {
      while (writing) await writing;
    },
  };
}

type PendingChanges = { drop: Set<string>; counts: Set<string>; everything: boolean };

/**
 * The changes this process heard, applied to the store as one statement of each kind once CHANGES_GATHERED_MS
 * have passed; after a failure, every stored page goes at the retry.
 */
function changesToApply(db: Database["db"], logger: Logger) {
  let pending: PendingChanges | undefined;
  // The changes heard, numbered, and the last of them the database has applied: a stored page read before a
  // change it shows was applied is not served (the window between hearing a change and its DELETE).
  let heard = 0;
  let appliedThrough = 0;
  const recent: { number: number; change: ForumChange }[] = [];
  let flushTimer: NodeJS.Timeout | undefined;

  let flushing: Promise<void> | undefined;
  const flushSoon = (delay: number) => {
    flushTimer ??= setTimeout(() => void (flushing = flush()), delay);
    flushTimer.unref();
  };

  async function flush() {
    flushTimer = undefined;
    const changes = pending;
    pending = undefined;
    if (!changes) return;
    const through = heard;
    try {
      if (changes.everything) await db.execute(sql`DELETE FROM stored_pages`);
      else await apply(changes);
      appliedThrough = Math.max(appliedThrough, through);
    } catch (error) {
      // A change not applied may leave a page that shows what is gone: every stored page goes at the retry.
      logger.warn({ err: error }, "stored pages: a change was not applied; all are dropped at the retry");
      pending ??= { drop: new Set(), counts: new Set(), everything: true };
      pending.everything = true;
      flushSoon(RETRY_MS);
    }
  }

  async function apply(changes: PendingChanges) {
    if (changes.drop.size > 0) {
      await db.execute(sql`DELETE FROM stored_pages WHERE tags && ${tagArray(changes.drop)}`);
    }
    if (changes.counts.size > 0) {
      await db.execute(sql`UPDATE stored_pages SET counts_changed_at = now()
          WHERE tags && ${tagArray(changes.counts)} AND counts_changed_at IS NULL`);
    }
  }

  return {
    /** A change heard by this process's forum feed: the stored pages that show it go (or, for a count, are marked). */
    hear(change: ForumChange) {
      recent.push({ number: ++heard, change });
      if (recent.length > CHANGES_REMEMBERED) recent.shift();
      pending ??= { drop: new Set(), counts: new Set(), everything: false };
      if ("everything" in change) pending.everything = true;
      else (change.countOnly ? pending.counts : pending.drop).add(change.tag);
      flushSoon(CHANGES_GATHERED_MS);
    },
    /** The number of the last change heard. */
    get heard() {
      return heard;
    },
    /** The number of the last change the database has applied. */
    get appliedThrough() {
      return appliedThrough;
    },
    /** Whether a change heard after `applied` and up to `through`, not yet applied then, touches these tags. */
    touchedBeforeApplied(tags: readonly string[], applied: number, through: number) {
      if (applied >= through) return false;
      if ((recent[0]?.number ?? through + 1) > applied + 1) return true; // no longer remembered
      return recent.some(
        ({ number, change }) =>
          number > applied && number <= through && ("everything" in change || tags.includes(change.tag)),
      );
    },
    /** Applies the changes gathered now rather than at their timer; answers when the last flush is done. */
    flushNow(): Promise<void> | undefined {
      if (flushTimer) {
        clearTimeout(flushTimer);
        flushing = flush();
      }
      return flushing;
    },
  };
}

/**
 * The store's pruning (expired pages, older builds', the oldest past its size): every PRUNE_EVERY_MS, and after
 * PRUNE_EVERY_STORES stores or once this process has stored a tenth of the store's size since.
 */
function storePruning(db: Database["db"], logger: Logger, prefix: string, maxBytes: number) {
  let storesSincePrune = 0;
  let bytesSincePrune = 0;
  let pruning: Promise<void> | undefined;

  async function prune() {
    await db.execute(sql`DELETE FROM stored_pages WHERE expires_at <= now()`);
    await db.execute(sql`DELETE FROM stored_pages WHERE left(key, ${prefix.length}) <> ${prefix}
      AND stored_at < now() - make_interval(secs => ${OTHER_BUILDS_KEPT_SECONDS})`);
    const { pages, bytes } = await storeSize(db);
    if (bytes <= maxBytes || pages === 0) return;
    // The oldest go first, a tenth more than the excess so that the next stores do not prune again at once.
    const over = Math.ceil(pages * ((bytes - maxBytes) / bytes) * 1.1);
    await db.execute(sql`DELETE FROM stored_pages WHERE key IN
      (SELECT key FROM stored_pages ORDER BY stored_at LIMIT ${over})`);
  }

  const pruneNow = () => {
    storesSincePrune = 0;
    bytesSincePrune = 0;
    pruning ??= prune()
      .catch((error: unknown) => logger.warn({ err: error }, "stored pages: pruning failed"))
      .finally(() => (pruning = undefined));
    return pruning;
  };
  setInterval(() => void pruneNow(), PRUNE_EVERY_MS).unref();

  return {
    pruneNow,
    /** A page was stored, of this many bytes with its key. */
    stored(bytes: number) {
      bytesSincePrune += bytes;
      if (++storesSincePrune >= PRUNE_EVERY_STORES || bytesSincePrune > maxBytes / 10) void pruneNow();
    },
    /** The pruning under way, if one is. */
    get running() {
      return pruning;
    },
  };
}

/** What the store holds, for every build: pages, and bytes of their compressed bodies and keys. */
async function storeSize(db: Database["db"]): Promise<{ pages: number; bytes: number }> {
  const result = await db.execute<{ pages: number; bytes: number }>(
    sql`SELECT count(*)::int AS pages, coalesce(sum(octet_length(body) + octet_length(key)), 0)::float8 AS bytes
      FROM stored_pages`,
  );
  return result.rows[0]!;
}

type StoredRow = { headers: Record<string, string>; body: Uint8Array; etag: string; tags: string[] };

/** A stored page as the request accepts it (brotli as stored; gzip or plain made from it), or a 304. */
async function answerOf(row: StoredRow, request: { acceptEncoding?: string; ifNoneMatch?: string }): Promise<Response> {
  if (request.ifNoneMatch && etagMatches(request.ifNoneMatch, row.etag)) {
    return new Response(null, { status: 304, headers: row.headers });
  }
  const accepts = (encoding: string) => new RegExp(`\\b${encoding}\\b`).test(request.acceptEncoding ?? "");
  const stored = Buffer.from(row.body.buffer, row.body.byteOffset, row.body.byteLength);
  const [bytes, encoding] = accepts("br")
    ? [stored, "br"]
    : accepts("gzip")
      ? [await compressGzip(await decompressBrotli(stored), { level: 1 }), "gzip"]
      : [await decompressBrotli(stored), undefined];
  const headers: Record<string, string> = { ...row.headers, "content-length": String(bytes.length) };
  if (encoding) headers["content-encoding"] = encoding;
  return new Response(new Uint8Array(bytes), { status: 200, headers });
}

export type StoredPages = ReturnType<typeof storedPages>;

/** Tags as a text[] parameter, the same way on both drivers (node-postgres and PGlite). */
const tagArray = (tags: Iterable<string>) =>
  sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify([...tags])}::jsonb))`;

/** How many seconds a page may be served when nothing it shows changes: see DATES_TOLD_RELATIVE_MS. */
export function lifetimeOf(path: string, html: string, now: number): number {
  // A list of the last week or month (?period= of top posts, ?date= of a search) changes as days pass; one of
  // all time (period=all, date=any) does not.
  const asked = new URL(path, "http://stored.invalid").searchParams;
  const period = asked.get("period");
  const date = asked.get("date");
  if ((period !== null && period !== "all") || (date !== null && date !== "any")) return SHORT_LIFE_SECONDS;
  for (const match of html.matchAll(/ datetime="([^"]+)"/gi)) {
    const at = Date.parse(match[1]!);
    if (!Number.isNaN(at) && Math.abs(now - at) < DATES_TOLD_RELATIVE_MS) return SHORT_LIFE_SECONDS;
  }
  return LONG_LIFE_SECONDS;
}
