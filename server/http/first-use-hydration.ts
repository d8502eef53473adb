import { Transform } from "node:stream";
import {
  DEFERRED_MODULE_ID,
  DEFERRED_MODULE_TYPE,
  DEFERRED_MODULES_ATTRIBUTE,
  START_WHEN_IDLE_ATTRIBUTE,
} from "../../app/lib/deferred-hydration";

/**
 * A page for a reader who is not signed in hydrates on first use (ADR 0020, ADR 0043): its module
 * preloads are dropped, and React Router's entry module is kept unrun, naming the modules it needs,
 * beside the script that fetches them once the page has loaded and starts the entry on first use
 * (app/lib/hydrate-on-first-use.ts, whose compiled text each caller passes in: scripts/lib/inline-script.ts).
 * The build rewrites the prerendered pages so (scripts/stages/defer-hydration.ts); the server rewrites the pages it
 * renders for such a reader as React streams them (app/entry.server.tsx).
 */

/** React Router's module preloads, which React writes in <head> (with the request's nonce on a rendered page). */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
/** React Router's entry module, the last of its scripts in the page's shell. */
const ENTRY_MODULE = /<script( nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/;
const SCRIPT_TAG = "<script";

/**
 * Rewrites a page's HTML handed over in pieces, in order; each call answers what can be sent so far.
 * It holds the text back only until the end of <head> (to learn the preloads) and then while a piece
 * ends inside a script that could be the entry; after the entry, everything passes as it comes, so the
 * streamed parts of a page (Suspense boundaries, deferred data) are never held.
 */
export class FirstUseHydration {
  private held = "";
  private modules: string[] = [];
  private state: "head" | "body" | "passing" = "head";
  /** Whether the entry was found and rewritten. */
  rewritten = false;

  /**
   * `script`: the text of the script that starts the page (app/lib/hydrate-on-first-use.ts, compiled).
   * `whenIdle`: the page also starts once loaded and idle (START_WHEN_IDLE_ATTRIBUTE), not only on first use.
   */
  constructor(
    private readonly script: string,
    private readonly whenIdle = false,
  ) {}

  push(text: string): string {
    if (this.state === "passing") return text;
    this.held += text;
    let ready = "";
    if (this.state === "head") {
      const headEnd = this.held.indexOf("</head>");
      if (headEnd < 0) return "";
      const head = this.held.slice(0, headEnd);
      this.modules = [...head.matchAll(MODULE_PRELOAD)].map((preload) => preload[1]!);
      if (this.modules.length === 0) return this.pass();
      ready = head.replace(MODULE_PRELOAD, "");
      this.held = this.held.slice(headEnd);
      this.state = "body";
    }
    const entry = ENTRY_MODULE.exec(this.held);
    if (entry) {
      const [script, nonce = "", text] = entry;
      ready +=
        this.held.slice(0, entry.index) +
        `<script${nonce} type="${DEFERRED_MODULE_TYPE}" id="${DEFERRED_MODULE_ID}" ${DEFERRED_MODULES_ATTRIBUTE}="${this.modules.join(" ")}"${this.whenIdle ? ` ${START_WHEN_IDLE_ATTRIBUTE}` : ""}>${text}</script>` +
        `<script${nonce}>${this.script}</script>`;
      this.held = this.held.slice(entry.index + script.length);
      this.rewritten = true;
      return ready + this.pass();
    }
    // Hold from a script still open at the end of the piece (or a tag cut short), which may be the entry.
    const lastScript = this.held.lastIndexOf(SCRIPT_TAG);
    const lastTag = this.held.lastIndexOf("<");
    let cut = this.held.length;
    if (lastScript >= 0 && !this.held.includes("</script>", lastScript)) cut = lastScript;
    else if (lastTag >= 0 && !this.held.includes(">", lastTag)) cut = lastTag;
    ready += this.held.slice(0, cut);
    this.held = this.held.slice(cut);
    return ready;
  }

  /** The end of the page: whatever is still held, as it came. */
  end(): string {
    return this.pass();
  }

  private pass(): string {
    this.state = "passing";
    const rest = this.held;
    this.held = "";
    return rest;
  }
}

/**
 * The page's HTML rewritten to hydrate on first use (and, `whenIdle`, once loaded and idle) by `script`;
 * throws if the page is not shaped as expected.
 */
export function deferHydration(html: string, page: string, script: string, { whenIdle = false } = {}): string {
  const entries = html.match(new RegExp(ENTRY_MODULE.source, "g"))?.length ?? 0;
  if (entries !== 1) throw new Error(`${page}: expected one entry module script, found ${entries}`);
  const rewriter = new FirstUseHydration(script, whenIdle);
  const deferred = rewriter.push(html) + rewriter.end();
  if (!rewriter.rewritten) throw new Error(`${page}: expected module preloads, found none`);
  return deferred;
}

/**
 * A stream of a page's HTML in bytes, rewritten to hydrate on first use as it passes: a page the server
 * renders shows the live feed, so it also starts once loaded and idle.
 */
export function firstUseHydrationStream(script: string): Transform {
  const rewriter = new FirstUseHydration(script, true);
  const decoder = new TextDecoder();
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const ready = rewriter.push(decoder.decode(chunk, { stream: true }));
      callback(null, ready ? Buffer.from(ready) : undefined);
    },
    flush(callback) {
      const rest = rewriter.push(decoder.decode()) + rewriter.end();
      callback(null, rest ? Buffer.from(rest) : undefined);
    },
  });
}
