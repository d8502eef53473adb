import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import type { PageAudience } from "../../app/lib/page-audience";
import { cookieName as LANGUAGE_CHOICE_COOKIE } from "../../common/paraglide/runtime.js";
import { KNOWN_DEVICE_COOKIE } from "../auth/known-device";
import type { ForumChanges } from "../forum/forum-changes";
import type { ForumChange } from "../forum/page-tags";
import type { Reader } from "../identity";
import type { MemberEvents } from "../realtime/member-events";
import { inlineScriptHashes, type ScriptSources } from "./content-security-policy";
import { withPublicAddress } from "./public-address";
import type { Answer } from "./static-files";

/**
 * The query parameters the pages for everyone read (and React Router's `_routes` on a .data request). An
 * address with any other is rendered and not kept: a visitor could otherwise fill the kept pages with copies
 * of one page under endless made-up addresses, pushing out the pages readers ask for.
 */
const KEPT_PARAMS = new Set([
  "page",
  "sort",
  "period",
  "date",
  "solved",
  "category",
  "comments",
  "thread",
  "comment",
  "edit",
  "reply",
  "delete",
  "q",
  "_routes",
]);
/** An anonymous reader's page is kept at most this long, even without a change: its "3 minutes ago". */
const ANONYMOUS_PAGE_MAX_AGE_MS = 60_000;
/**
 * A member's page is kept at most this long: what another process changes and does not announce (a
 * session ended there, a new role) reaches the member's kept pages on this one within it.
 */
const MEMBER_PAGE_MAX_AGE_MS = 10_000;
/**
 * A kept page whose counts changed (likes, a comment count on a list, karma) is served at most this long
 * after the first change it does not show: a burst of likes renders a page again once, not once a like.
 */
export const COUNTS_LATE_MS = 10_000;
/** The changes remembered, so that a page rendered while one landed is kept only if it does not show it. */
const CHANGES_REMEMBERED = 1024;
/**
 * What a shared cache (a reverse proxy, a CDN) may do with a page kept for anonymous readers: keep it 5 s,
 * then serve it up to 5 s more while it asks again, so that no change (a post removed, a name deleted) is
 * shown by it more than 10 s later, however many read it (issue #45); and, while no app process answers,
 * serve its copy up to 5 minutes past its 5 s, never longer. A browser asks every time (max-age=0) with the
 * ETag and gets a 304 when nothing changed: `must-revalidate` keeps it from using stale-while-revalidate
 * itself (Chromium does, and would show a page the live feed just said had changed). nginx reads s-maxage,
 * stale-while-revalidate and stale-if-error (deploy/nginx.conf lets them decide) and not must-revalidate.
 * README: "Putting a cache in front".
 */
export const SHARED_PAGE_CACHE =
  "public, max-age=0, must-revalidate, s-maxage=5, stale-while-revalidate=5, stale-if-error=300";

/**
 * Cookies that change nothing a page shows: the language choice (read before any page, to send an English
 * address to the chosen language, and by the page's own suggestion script in the browser) and the
 * known-device mark (read when signing in). A reader who has only these reads the pages a reader without
 * cookies does; every other cookie (a session, a flash message, one we do not know) makes the page its own.
 */
const COOKIES_NO_PAGE_SHOWS: ReadonlySet<string> = new Set([LANGUAGE_CHOICE_COOKIE, KNOWN_DEVICE_COOKIE]);

const showsNoCookie = (header: string | null) =>
  !header ||
  header.split(";").every((pair) => {
    const name = pair.split("=", 1)[0]!.trim();
    return name === "" || COOKIES_NO_PAGE_SHOWS.has(name);
  });

/** How much the kept pages may hold, in bytes of each page in every encoding and its key (KEPT_PAGES_MAX_MB). */
export interface PagesInMemoryBudget {
  anonymousBytes: number;
  memberBytes: number;
}

/**
 * Where a request's page is kept: a reader without cookies (or only with COOKIES_NO_PAGE_SHOWS) shares one
 * copy, a member has their own.
 */
export interface PageKey {
  member: boolean;
  key: string;
}

/** What a page was rendered from: it is kept only while all of it still holds. */
export interface RenderedFrom {
  /** The count of forum changes heard when the page began to render (`PagesInMemory.heard`). */
  heard: number;
  /** The count of writes this process had begun or ended (member pages): one that moved it is not kept. */
  writes: number;
  /** The member the page was rendered for, or null. */
  memberId: string | null;
  /** What the page shows (server/forum/page-tags.ts); empty: it is dropped by every change. */
  tags: ReadonlySet<string>;
}

/** An anonymous reader's HTML page as it was kept: its finished body and headers, and what it was rendered from. */
export interface PageToStore {
  /** The path and query it answers (the anonymous PageKey's key). */
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
  from: RenderedFrom;
}

type Encoding = "br" | "gzip" | "identity";

interface Entry {
  key: string;
  from: RenderedFrom;
  at: number;
  /** When the first change to a count it shows was heard, if one was. */
  countsChangedAt?: number;
  status: number;
  etag?: string;
  headers: Record<string, string>;
  body: Buffer;
  /** Each encoding is made when a reader first asks for it: most pages of the long tail are read once. */
  answers: Partial<Record<Encoding, Answer>>;
  bytes: number;
}

/**
 * Forum pages rendered once and then served from memory (ADR 0018, ADR 0030), for anonymous readers and,
 * each their own, for members.
 *
 * - A kept page is dropped by a change to what it shows (its tags, server/forum/page-tags.ts): a comment on
 *   one post drops that post's page, not the others, nor the list pages that do not show the post. A change
 *   to a count (a like, a comment count on a list, karma) lets the page be served for at most
 *   COUNTS_LATE_MS more. Every change comes from the forum feed's notifications, from every process.
 * - An anonymous reader's page (a request without cookies, or with only COOKIES_NO_PAGE_SHOWS) is kept at
 *   most 60 s, and may be kept by a shared cache (SHARED_PAGE_CACHE), with an ETag that answers a
 *   conditional GET with 304.
 * - A member's page is kept under their exact Cookie header (whoever sends it is that member, and a page
 *   with a flash message sets a cookie, so it is never kept). A member's write in this process drops their
 *   own pages; a staff member's write, an anonymous one (signing in, a reset) and any answer that sets a
 *   cookie drop every member's; an event for a member (the bell's count, from any process) drops theirs;
 *   each is kept at most 10 s. Every write, and every page that is not kept, checks the session in the
 *   database.
 *
 * A kept page is a static file for as long as it is kept: its nonce attributes are taken out and its
 * inline scripts are allowed by their hashes instead, as a prerendered page's are (ADR 0012), so that each
 * encoding is compressed once rather than per request.
 */
export function pagesInMemory(
  forumChanges: Pick<ForumChanges, "onChange">,
  memberEvents: Pick<MemberEvents, "watch">,
  policy: (scripts?: ScriptSources) => string,
  publicUrl: string,
  budget: PagesInMemoryBudget,
  /** Called with each anonymous reader's HTML page as it is kept, to store it beyond this process (stored-pages.ts). */
  onKept?: (page: PageToStore) => void,
) {
  const anonymous = boundedPages(budget.anonymousBytes);
  const members = boundedPages(budget.memberBytes);
  let writes = 0;
  const changes = changesHeard();

  forumChanges.onChange((change) => {
    const at = Date.now();
    changes.hear(change, at);
    anonymous.hear(change, at);
    members.hear(change, at);
  });
  memberEvents.watch((memberId) => {
    members.dropWhere((entry) => memberId === null || entry.from.memberId === memberId);
  });

  return {
    keyOf: pageKeyOf,
    get({ member, key }: PageKey, request: { acceptEncoding?: string; ifNoneMatch?: string }): Response | undefined {
      const pages = member ? members : anonymous;
      const entry = pages.get(key);
      if (!entry) return undefined;
      if (!current(entry, member, Date.now())) {
        pages.drop(entry);
        return undefined;
      }
      return toResponse(entry, request, pages);
    },
    /** The counts to hand to `keep` as `heard` and `writes`: read them before rendering. */
    get heard() {
      return changes.heard;
    },
    get writes() {
      return writes;
    },
    changedSince: changes.changedSince,
    /** A write (a request that is not a GET or HEAD) begins: a member's page rendering meanwhile is not kept. */
    writeBegins() {
      writes++;
    },
    /**
     * A write ended, or an answer set a cookie. `by` is the member who wrote, when the request knew them:
     * their own pages are stale (what they liked, watch, read). A staff member's or a group moderator's write
     * can change what others see (a suspension, a role), and an anonymous one may be a session starting or ending: every
     * member's pages go. A write of the member's own things only (`ownOnly`: a draft, a bookmark) drops
     * only their pages, whoever they are.
     */
    writeEnded(by: Reader, { ownOnly = false } = {}) {
      writes++;
      // A group's moderator changes what its members see (an approval, a removal): as a site moderator does.
      const changesOthers = by && (by.staff || by.moderates.length > 0);
      if (by && (ownOnly || !changesOthers)) members.dropWhere((entry) => entry.from.memberId === by.id);
      else members.clear();
    },
    /**
     * Keeps a page rendered from `from`, taking out the `nonce` its inline scripts carry and making its head's
     * addresses absolute (server/http/public-address.ts); answers the response to send instead, or undefined
     * when it is not kept (not a 200, sets a cookie, a cookie that is no member's, or a change to what it
     * shows landed while it rendered).
     *
     * An anonymous 404 (a post removed, hidden or deleted; an address that never was) is not kept here,
     * but is sent as shareable as a page: a shared cache that held the page stores the 404 over it at its
     * next fetch, instead of serving its old copy to every reader while each fetch gets a 404 it does not
     * store (issue #45), nor keeping that copy for an outage.
     */
    async keep(
      { member, key }: PageKey,
      response: Response,
      from: RenderedFrom,
      nonce: string,
      request: { acceptEncoding?: string; ifNoneMatch?: string },
    ): Promise<Response | undefined> {
      const gone = response.status === 404 && !member;
      if ((response.status !== 200 && !gone) || response.headers.has("set-cookie")) return undefined;
      if (member && !from.memberId) return undefined;
      const html = response.headers.get("Content-Type")?.startsWith("text/html") ?? false;
      const entry = await entryOf({ member, key }, response, from, { nonce, html, gone, policy, publicUrl });
      if (entry instanceof Response) return entry;
      const pages = member ? members : anonymous;
      // A change to what it shows that landed while the page was rendering makes it stale: send it, do
      // not keep it (nor let a shared cache keep it).
      // A member's page rendered while a write ran may show the state before it.
      const raced = member ? from.writes !== writes : false;
      if (raced || changes.missedWhileRendering(entry) || !current(entry, member, Date.now())) {
        if (!member) entry.headers["cache-control"] = "no-cache";
        return toResponse(entry, {});
      }
      if (gone) return toResponse(entry, request);
      pages.set(entry);
      const { headers, body, etag } = entry;
      if (!member && html && etag) onKept?.({ path: key, headers, body, etag, from });
      return toResponse(entry, request, pages);
    },
    /** What is kept now, in pages and bytes. */
    stats() {
      return {
        anonymous: { pages: anonymous.size, bytes: anonymous.bytes },
        members: { pages: members.size, bytes: members.bytes },
      };
    },
  };
}

/**
 * Where this request's page is kept, or undefined: only a GET of a page whose route says it is for
 * everyone (app/lib/page-audience.ts: the home page, the forum's lists, a post, search, the feeds), as
 * HTML or as React Router's data, in every locale.
 */
function pageKeyOf(request: Request, url: URL, audience: PageAudience): PageKey | undefined {
  if (request.method !== "GET" || audience !== "everyone") return undefined;
  for (const name of url.searchParams.keys()) if (!KEPT_PARAMS.has(name)) return undefined;
  const cookie = request.headers.get("cookie");
  const path = url.pathname + url.search;
  return showsNoCookie(cookie) ? { member: false, key: path } : { member: true, key: `${cookie}\n${path}` };
}

/**
 * The forum changes heard, numbered, the last CHANGES_REMEMBERED of them remembered: a page rendered while
 * one landed is kept only if it does not show it.
 */
function changesHeard() {
  let heard = 0;
  const recent: { number: number; at: number; change: ForumChange }[] = [];
  return {
    hear(change: ForumChange, at: number) {
      heard++;
      recent.push({ number: heard, at, change });
      if (recent.length > CHANGES_REMEMBERED) recent.shift();
    },
    get heard() {
      return heard;
    },
    /** Whether a change to what a page rendered from `from` shows (a count included) was heard since it began. */
    changedSince(from: RenderedFrom): boolean {
      if (from.heard === heard) return false;
      const first = recent[0]?.number ?? heard + 1;
      if (from.heard + 1 < first) return true; // no longer remembered
      return recent.some(
        ({ number, change }) =>
          number > from.heard && ("everything" in change || from.tags.size === 0 || from.tags.has(change.tag)),
      );
    },
    /** Whether a page rendered from `from` missed a change it shows; sets when a count it shows changed. */
    missedWhileRendering(entry: Entry): boolean {
      const first = recent[0]?.number ?? heard + 1;
      if (entry.from.heard < heard && entry.from.heard + 1 < first) return true; // no longer remembered
      for (const { number, at, change } of recent) {
        if (number <= entry.from.heard) continue;
        if ("everything" in change || entry.from.tags.size === 0) return true;
        if (!entry.from.tags.has(change.tag)) continue;
        if (!change.countOnly) return true;
        entry.countsChangedAt ??= at;
      }
      return false;
    },
  };
}

/** Whether a kept page may still be served: within its age, and within COUNTS_LATE_MS of a count it shows changing. */
function current(entry: Entry, member: boolean, now: number): boolean {
  return (
    (entry.countsChangedAt === undefined || now - entry.countsChangedAt <= COUNTS_LATE_MS) &&
    now - entry.at <= (member ? MEMBER_PAGE_MAX_AGE_MS : ANONYMOUS_PAGE_MAX_AGE_MS)
  );
}

/**
 * A rendered page as it is kept: its nonce attributes taken out, its head's addresses absolute, its inline
 * scripts allowed by their hashes and, for an anonymous reader, shareable and named by its bytes; or the
 * page to send as it was rendered, not kept.
 */
async function entryOf(
  { member, key }: PageKey,
  response: Response,
  from: RenderedFrom,
  {
    nonce,
    html,
    gone,
    policy,
    publicUrl,
  }: { nonce: string; html: boolean; gone: boolean; policy: (scripts?: ScriptSources) => string; publicUrl: string },
): Promise<Entry | Response> {
  const text = await response.text();
  const body = html ? withPublicAddress(text, publicUrl).replaceAll(` nonce="${nonce}"`, "") : text;
  // Anything else that carries the nonce (nothing should) would leak it to every reader: not kept.
  if (body.includes(nonce)) return new Response(text, { status: response.status, headers: response.headers });
  const headers: Record<string, string> = Object.fromEntries(response.headers);
  delete headers["content-length"];
  delete headers["content-encoding"];
  headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
  if (html) headers["content-security-policy"] = policy({ hashes: inlineScriptHashes(body) });
  let etag: string | undefined;
  if (!member) {
    // Shareable: a proxy keeps one copy for every reader without cookies, and never gives it to one with.
    // Named by its bytes: every process, and the stored copy, answer a conditional GET alike.
    if (!gone) {
      etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
      headers.etag = etag;
    }
    headers["cache-control"] = SHARED_PAGE_CACHE;
    headers.vary = `Cookie, ${headers.vary}`;
  }
  const raw = Buffer.from(body);
  return {
    key,
    from,
    at: Date.now(),
    status: response.status,
    etag,
    headers,
    body: raw,
    answers: {},
    bytes: raw.length + key.length,
  };
}

/**
 * The answer in the best encoding the client accepts that is worth making: a page's first answer is
 * gzipped quickly (level 1, a quarter of brotli's time for a page about a fifth larger), since most pages
 * of the long tail are read once; brotli is made when the page is asked for again.
 */
function answerOf(entry: Entry, acceptEncoding: string | undefined, pages?: BoundedPages): Answer {
  const gzip = acceptEncoding !== undefined && /\bgzip\b/.test(acceptEncoding);
  const br = acceptEncoding !== undefined && /\bbr\b/.test(acceptEncoding);
  const firstAnswer = Object.keys(entry.answers).length === 0;
  const encoding: Encoding = br && !(gzip && firstAnswer) ? "br" : gzip ? "gzip" : "identity";
  let answer = entry.answers[encoding];
  if (answer) return answer;
  const bytes =
    encoding === "br"
      ? brotliCompressSync(entry.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === "gzip"
        ? gzipSync(entry.body, { level: 1 })
        : entry.body;
  answer = {
    bytes: new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length),
    headers: {
      ...entry.headers,
      "content-length": String(bytes.length),
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
    },
  };
  entry.answers[encoding] = answer;
  if (encoding !== "identity") pages?.grow(entry, bytes.length);
  return answer;
}

function toResponse(
  entry: Entry,
  request: { acceptEncoding?: string; ifNoneMatch?: string },
  /** Where the entry is kept, if it is: a new encoding counts against its budget. */
  pages?: BoundedPages,
) {
  // A browser or proxy that has this very page is told so, without a body (nor compressing one).
  if (entry.etag && request.ifNoneMatch && etagMatches(request.ifNoneMatch, entry.etag)) {
    return new Response(null, { status: 304, headers: entry.headers });
  }
  const answer = answerOf(entry, request.acceptEncoding, pages);
  return new Response(answer.bytes, { status: entry.status, headers: answer.headers });
}

/** Whether an If-None-Match header names this ETag (a list, weak or strong, or `*`). */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === wanted);
}

/**
 * Kept pages that hold at most `maxBytes` together: reading a page makes it the last to go, and keeping
 * one lets the least recently read go until it fits. A page larger than the whole budget is not kept.
 * Each page is found by what it shows too, so that a change drops only the pages that show it.
 */
function boundedPages(maxBytes: number) {
  const entries = new Map<string, Entry>();
  const byTag = new Map<string, Set<Entry>>();
  /** Pages that said nothing of what they show: every change drops them. */
  const showingAnything = new Set<Entry>();
  let bytes = 0;
  const drop = (entry: Entry) => {
    if (entries.get(entry.key) !== entry) return;
    entries.delete(entry.key);
    bytes -= entry.bytes;
    if (entry.from.tags.size === 0) showingAnything.delete(entry);
    for (const tag of entry.from.tags) {
      const tagged = byTag.get(tag);
      tagged?.delete(entry);
      if (tagged?.size === 0) byTag.delete(tag);
    }
  };
  const fit = (keep?: Entry) => {
    for (const oldest of entries.values()) {
      if (bytes <= maxBytes) return;
      if (oldest !== keep) drop(oldest);
    }
    if (bytes > maxBytes && keep) drop(keep);
  };
  return {
    get(key: string): Entry | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(entry: Entry) {
      const before = entries.get(entry.key);
      if (before) drop(before);
      if (entry.bytes > maxBytes) return;
      entries.set(entry.key, entry);
      bytes += entry.bytes;
      if (entry.from.tags.size === 0) showingAnything.add(entry);
      for (const tag of entry.from.tags) {
        let tagged = byTag.get(tag);
        if (!tagged) byTag.set(tag, (tagged = new Set()));
        tagged.add(entry);
      }
      fit(entry);
    },
    /** A page kept grew by another encoding. */
    grow(entry: Entry, added: number) {
      entry.bytes += added;
      if (entries.get(entry.key) !== entry) return;
      bytes += added;
      fit(entry);
    },
    /** A change heard: the pages that show it go, or, for a count, are marked as showing an old one. */
    hear(change: ForumChange, at: number) {
      if ("everything" in change) return this.clear();
      for (const entry of showingAnything) drop(entry);
      const tagged = byTag.get(change.tag);
      if (!tagged) return;
      for (const entry of [...tagged]) {
        if (change.countOnly) entry.countsChangedAt ??= at;
        else drop(entry);
      }
    },
    drop,
    dropWhere(test: (entry: Entry) => boolean) {
      for (const entry of [...entries.values()]) if (test(entry)) drop(entry);
    },
    clear() {
      entries.clear();
      byTag.clear();
      showingAnything.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

type BoundedPages = ReturnType<typeof boundedPages>;

export type PagesInMemory = ReturnType<typeof pagesInMemory>;
