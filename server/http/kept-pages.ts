import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import type { ForumFeed } from "../forum/feed";
import type { MemberEvents } from "../realtime/member-events";
import { inlineScriptHashes, type ScriptSources } from "./content-security-policy";
import { answersOf, pickAnswer, type Answers } from "./static-files";

/**
 * The home page (its latest forum posts), the forum's list pages and a post's page (its permalink: where a
 * search engine sends a newcomer), as HTML or as React Router's data.
 */
const KEPT_PATH = /^(?:\/|\/_root\.data|\/community\/forum(?:\/posts\/[0-9a-f-]{36})?(?:\.data)?)$/;
/** An anonymous reader's page is kept at most this long, even without a change (a backstop). */
const ANONYMOUS_PAGE_MAX_AGE_MS = 30_000;
/**
 * A member's page is kept at most this long: what another process changes and does not announce (a
 * session ended there, a new role) reaches the member's kept pages on this one within it.
 */
const MEMBER_PAGE_MAX_AGE_MS = 10_000;

/** How much the kept pages may hold, in bytes of each page in every encoding and its key (KEPT_PAGES_MAX_MB). */
export interface KeptPagesBudget {
  anonymousBytes: number;
  memberBytes: number;
}

/** Where a request's page is kept: a reader without cookies shares one copy, a member has their own. */
export interface KeptPageKey {
  member: boolean;
  key: string;
}

/** What a page was rendered from: it is kept only while all of it still holds. */
export interface RenderedFrom {
  /** The live feed's version when the page was rendered. */
  feedVersion: number;
  /** The count of writes this process had begun or ended (member pages). */
  writes: number;
  /** The member the page was rendered for, or null. */
  memberId: string | null;
}

interface Entry {
  from: RenderedFrom;
  at: number;
  status: number;
  answers: Answers;
  bytes: number;
}

/**
 * Forum pages rendered once and then served from memory (ADR 0018), for anonymous readers and, each their
 * own, for members.
 *
 * - An anonymous reader's page (a request without cookies) is kept until the live feed hears of a change
 *   (its version goes up: a post, counts, a profile, a resync, a forum write in this process) or 30 s pass.
 *   A comment edited on another process shows there within the 30 s.
 * - A member's page is kept under their exact Cookie header (whoever sends it is that member, and a page
 *   with a flash message sets a cookie, so it is never kept). Every member's page is dropped as well by any
 *   write in this process (every request that is not a GET or HEAD: a like, a setting, a sign-out, a
 *   suspension) and by any answer that sets a cookie; one member's by any event for them (the bell's count,
 *   from any process); and each after 10 s. Every write, and every page that is not kept, checks the
 *   session in the database.
 *
 * A kept page is a static file for as long as it is kept: its nonce attributes are taken out and its
 * inline scripts are allowed by their hashes instead, as a prerendered page's are (ADR 0012), so that it
 * is compressed once (brotli and gzip) rather than per request.
 */
export function keptPages(
  feed: Pick<ForumFeed, "version">,
  memberEvents: Pick<MemberEvents, "watch">,
  policy: (scripts?: ScriptSources) => string,
  budget: KeptPagesBudget,
) {
  const anonymous = boundedPages(budget.anonymousBytes);
  const members = boundedPages(budget.memberBytes);
  let writes = 0;

  memberEvents.watch((memberId) => {
    for (const [key, entry] of members.entries()) if (entry.from.memberId === memberId) members.drop(key);
  });

  const current = (entry: Entry, member: boolean) =>
    entry.from.feedVersion === feed.version &&
    (member
      ? entry.from.writes === writes && Date.now() - entry.at <= MEMBER_PAGE_MAX_AGE_MS
      : Date.now() - entry.at <= ANONYMOUS_PAGE_MAX_AGE_MS);

  const toResponse = (entry: Entry, acceptEncoding: string | undefined) => {
    const answer = pickAnswer(entry.answers, acceptEncoding);
    return new Response(answer.bytes, { status: entry.status, headers: answer.headers });
  };

  return {
    /** Where this request's page is kept, or undefined: only a GET of a forum page is. */
    keyOf(request: Request, url: URL): KeptPageKey | undefined {
      if (request.method !== "GET" || !KEPT_PATH.test(url.pathname)) return undefined;
      const cookie = request.headers.get("cookie");
      const path = url.pathname + url.search;
      return cookie ? { member: true, key: `${cookie}\n${path}` } : { member: false, key: path };
    },
    get({ member, key }: KeptPageKey, acceptEncoding: string | undefined): Response | undefined {
      const pages = member ? members : anonymous;
      const entry = pages.get(key);
      if (!entry) return undefined;
      if (!current(entry, member)) {
        pages.drop(key);
        return undefined;
      }
      return toResponse(entry, acceptEncoding);
    },
    /** The count to hand to `keep` as `writes`: read it before rendering. */
    get writes() {
      return writes;
    },
    /**
     * A write (a request that is not a GET or HEAD) begins or has ended, or an answer set a cookie: every
     * member's kept page is stale, and a page that was rendering meanwhile is not kept (`writes` moved).
     */
    noteWrite() {
      writes++;
      members.clear();
    },
    /**
     * Keeps a page rendered from `from`, taking out the `nonce` its inline scripts carry; answers the
     * response to send instead, or undefined when it is not kept (not a 200, sets a cookie, a cookie that is
     * no member's, or a change landed while it rendered).
     */
    async keep(
      { member, key }: KeptPageKey,
      rendered: Response,
      from: RenderedFrom,
      nonce: string,
      acceptEncoding: string | undefined,
    ): Promise<Response | undefined> {
      if (rendered.status !== 200 || rendered.headers.has("set-cookie")) return undefined;
      if (member && !from.memberId) return undefined;
      const text = await rendered.text();
      const html = rendered.headers.get("Content-Type")?.startsWith("text/html") ?? false;
      const body = html ? text.replaceAll(` nonce="${nonce}"`, "") : text;
      // Anything else that carries the nonce (nothing should) would leak it to every reader: not kept.
      if (body.includes(nonce)) return new Response(text, { status: rendered.status, headers: rendered.headers });
      const headers: Record<string, string> = Object.fromEntries(rendered.headers);
      delete headers["content-length"];
      delete headers["content-encoding"];
      headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
      if (html) headers["content-security-policy"] = policy({ hashes: inlineScriptHashes(body) });
      const raw = Buffer.from(body);
      const br = brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
      const gz = gzipSync(raw, { level: 6 });
      const entry: Entry = {
        from,
        at: Date.now(),
        status: rendered.status,
        answers: answersOf(
          { path: "", type: headers["content-type"] ?? "text/html; charset=utf-8", etag: "", body: raw, br, gz },
          headers,
        ),
        bytes: raw.length + br.length + gz.length + key.length,
      };
      // A change that landed while the page was rendering makes it stale: send it, do not keep it.
      if (current(entry, member)) (member ? members : anonymous).set(key, entry);
      return toResponse(entry, acceptEncoding);
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
 * Kept pages that hold at most `maxBytes` together: reading a page makes it the last to go, and keeping
 * one lets the least recently read go until it fits. A page larger than the whole budget is not kept.
 */
function boundedPages(maxBytes: number) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  return {
    get(key: string): Entry | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key: string, entry: Entry) {
      drop(key);
      if (entry.bytes > maxBytes) return;
      entries.set(key, entry);
      bytes += entry.bytes;
      while (bytes > maxBytes) drop(entries.keys().next().value!);
    },
    drop,
    clear() {
      entries.clear();
      bytes = 0;
    },
    entries: () => entries.entries(),
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

export type KeptPages = ReturnType<typeof keptPages>;
