import { afterEach, describe, expect, it, vi } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { countsTag, postTag, type ForumChange } from "../forum/page-tags";
import { COUNTS_LATE_MS, pagesInMemory, SHARED_PAGE_CACHE, type RenderedFrom } from "./pages-in-memory";

/** The rules of server/http/pages-in-memory.ts that a page's render races: what changed while it rendered. */
function pagesWithFeed() {
  let hear: (change: ForumChange) => void = () => {};
  const kept = pagesInMemory(
    { onChange: (listener) => ((hear = listener), () => {}) },
    { watch: () => () => {} },
    () => "default-src 'self'",
    "https://ireland.example",
    { anonymousBytes: 1_000_000, memberBytes: 1_000_000 },
  );
  return { kept, change: (change: ForumChange) => hear(change) };
}

const page = (body = "<p>A post</p>") =>
  new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } });
const postA = postTag("a");
const from = (
  kept: { heard: number; writes: number },
  shows: string[],
  memberId: string | null = null,
): RenderedFrom => ({
  heard: kept.heard,
  writes: kept.writes,
  memberId,
  tags: new Set(shows),
});
const anonymousKey = { member: false, key: "/community/forum/posts/a" };

afterEach(() => {
  vi.useRealTimers();
});

describe("a page whose render raced a change", () => {
  it("is sent but not kept, nor shared, when the change touched what it shows", async () => {
    const { kept, change } = pagesWithFeed();
    const rendering = from(kept, [postA]);
    change({ tag: postA, countOnly: false });
    const sent = await kept.keep(anonymousKey, page(), rendering, "n0nce", {});
    expect(sent?.status).toBe(200);
    expect(sent?.headers.get("cache-control")).toBe("no-cache");
    expect(kept.get(anonymousKey, {})).toBeUndefined();
  });

  it("is kept when the change touched something else", async () => {
    const { kept, change } = pagesWithFeed();
    const rendering = from(kept, [postA]);
    change({ tag: postTag("b"), countOnly: false });
    const sent = await kept.keep(anonymousKey, page(), rendering, "n0nce", {});
    expect(sent?.headers.get("cache-control")).toBe(SHARED_PAGE_CACHE);
    expect(kept.get(anonymousKey, {})?.status).toBe(200);
  });

  it("is kept within the bound when only a count it shows changed", async () => {
    const { kept, change } = pagesWithFeed();
    const rendering = from(kept, [postA, countsTag("a")]);
    change({ tag: countsTag("a"), countOnly: true });
    await kept.keep(anonymousKey, page(), rendering, "n0nce", {});
    expect(kept.get(anonymousKey, {})?.status).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + COUNTS_LATE_MS + 1);
    expect(kept.get(anonymousKey, {})).toBeUndefined();
  });

  it("is not kept after a resync, nor when it said nothing of what it shows", async () => {
    const { kept, change } = pagesWithFeed();
    let rendering = from(kept, [postA]);
    change({ everything: true });
    await kept.keep(anonymousKey, page(), rendering, "n0nce", {});
    expect(kept.get(anonymousKey, {})).toBeUndefined();

    rendering = from(kept, []);
    change({ tag: postTag("b"), countOnly: false });
    await kept.keep(anonymousKey, page(), rendering, "n0nce", {});
    expect(kept.get(anonymousKey, {})).toBeUndefined();
  });
});

describe("members' kept pages after a write", () => {
  it("go for the member who wrote; every member's go after a staff member's or an anonymous write", async () => {
    const { kept } = pagesWithFeed();
    const keepFor = async (memberId: string) => {
      const key = { member: true, key: `session=${memberId}\n/community/forum` };
      await kept.keep(key, page(), from(kept, [postA], memberId), "n0nce", {});
      return key;
    };
    const ann = await keepFor("ann");
    const bea = await keepFor("bea");
    kept.writeBegins();
    kept.writeEnded({ id: "ann", staff: false, groups: [], moderates: [] });
    expect(kept.get(ann, {})).toBeUndefined();
    expect(kept.get(bea, {})?.status).toBe(200);
    // A page rendered while a write ran is not kept: it may show what was there before the write.
    const cara = { member: true, key: "session=cara\n/community/forum" };
    const rendering = from(kept, [postA], "cara");
    kept.writeBegins();
    await kept.keep(cara, page(), rendering, "n0nce", {});
    kept.writeEnded({ id: "ann", staff: false, groups: [], moderates: [] });
    expect(kept.get(cara, {})).toBeUndefined();

    kept.writeEnded({ id: "mod", staff: true, groups: [], moderates: [] });
    expect(kept.get(bea, {})).toBeUndefined();
    await keepFor("bea");
    kept.writeEnded(null);
    expect(kept.get(bea, {})).toBeUndefined();
  });
});

describe("a kept page's encodings", () => {
  it("are made as readers ask: gzip, quickly, for the first; brotli once the page is asked for again", async () => {
    const { kept } = pagesWithFeed();
    const html = `<main>${"<p>Where do I get a PPS number?</p>".repeat(200)}</main>`;
    const browser = { acceptEncoding: "gzip, deflate, br" };
    const first = await kept.keep(anonymousKey, page(html), from(kept, [postA]), "n0nce", browser);
    expect(first?.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await first!.arrayBuffer())).toString()).toBe(html);
    const again = kept.get(anonymousKey, browser)!;
    expect(again.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await again.arrayBuffer())).toString()).toBe(html);
    // Each encoding counts against the budget once it is made.
    const { bytes } = kept.stats().anonymous;
    kept.get(anonymousKey, browser);
    expect(kept.stats().anonymous.bytes).toBe(bytes);
    expect(bytes).toBeGreaterThan(html.length);
    expect(kept.get(anonymousKey, {})!.headers.get("content-encoding")).toBeNull();
    expect(kept.stats().anonymous.bytes).toBe(bytes);
  });
});
