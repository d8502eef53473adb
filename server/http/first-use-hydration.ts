import { Transform } from "node:stream";
import {
  DEFERRED_MODULE_ID,
  DEFERRED_MODULE_TYPE,
  DEFERRED_MODULES_ATTRIBUTE,
  HELD_LINK_TIMEOUT_MS,
  HOLD_UNTIL_HYDRATED,
} from "../../app/lib/deferred-hydration";
import { OFFLINE_COPY_ATTRIBUTE } from "../../app/service-worker/rules";

/**
 * A page for a reader who is not signed in hydrates on first use (ADR 0020, ADR 0043): its module
 * preloads are dropped, and React Router's entry module is kept unrun, naming the modules it needs,
 * beside the script that fetches them once the page has loaded and starts the entry on first use. The
 * build rewrites the prerendered pages so (scripts/defer-hydration.ts); the server rewrites the pages it
 * renders for such a reader as React streams them (app/entry.server.tsx).
 */

/**
 * The inline script that replaces the entry module on a deferred page. Plain ES5, no dependencies: it
 * runs before any of the site's code.
 * - Once the page has loaded (its text painted, its styles and icons in), it prefetches the page's modules
 *   into the HTTP cache, one per task, so that they are there by the first tap without competing with the
 *   page itself. Not as module preloads: Chromium compiles a preloaded module on the main thread as it
 *   arrives, and 32 of them made the forum's load a series of long tasks (ADR 0043).
 * - On first use (a pointer pressed, a key, a touch, the focus, a wheel or a scroll; not a pointer that
 *   moves, which headless Chromium reports with no one there) it starts the entry module. That has the same text as the script the page was built
 *   with, so the page's CSP hash for it still applies; on a page allowed by nonce, it carries the entry's.
 * - A click on a script-only button, or on a link or a submit button marked HOLD_UNTIL_HYDRATED (the
 *   header's search, which opens the palette once the scripts run; Like, which asks a visitor to sign in
 *   in place), is held and replayed after hydration. A held link is followed, and a held submit button
 *   submits its form, after HELD_LINK_TIMEOUT_MS if the scripts never run (a failed download).
 * - The search palette's shortcut (Ctrl or Cmd+K) pressed before hydration is held and pressed again
 *   after it, so the palette opens at the first press.
 * - It starts at once where this browser had a member (the member hint), and on a copy the service worker
 *   kept (OFFLINE_COPY_ATTRIBUTE), which must say so ("Offline copy from …") before the reader does anything.
 * - It starts at once where the address names a post or a comment (#post-…, #comment-…), which only the
 *   scripts find (on a later page) and highlight (ADR 0050).
 * - On a page whose entry is marked START_WHEN_IDLE_ATTRIBUTE (the pages the server renders, which show the
 *   live feed to a reader who only reads), it starts once the page has loaded and the browser is idle
 *   (requestIdleCallback, at most IDLE_TIMEOUT_MS later), if no use came first (ADR 0050). A guide, which
 *   has no live feed, waits for the reader as before.
 */
export const START_WHEN_IDLE_ATTRIBUTE = "data-idle";
const IDLE_TIMEOUT_MS = 2_000;
export const hydrateOnFirstUseScript = `(function(){
var html=document.documentElement,fetched=false,started=false,held=null,shortcut=null;
var uses=["pointerdown","keydown","touchstart","focusin","wheel","scroll"];
var entry=document.getElementById("${DEFERRED_MODULE_ID}");
function fetchModules(){
if(fetched)return;fetched=true;
var modules=entry.getAttribute("${DEFERRED_MODULES_ATTRIBUTE}").split(" "),next=0;
(function prefetch(){
if(next>=modules.length)return;
var link=document.createElement("link");link.rel="prefetch";link.href=modules[next++];document.head.appendChild(link);
setTimeout(prefetch,0);
})();
}
function hydrate(){
if(started)return;started=true;fetchModules();
for(var i=0;i<uses.length;i++)removeEventListener(uses[i],hydrate,true);
var start=document.createElement("script");start.type="module";start.nonce=entry.nonce;start.textContent=entry.textContent;
document.body.appendChild(start);
}
function hold(event){
if("hydrated" in html.dataset)return;
var control=event.target.closest&&event.target.closest('button[type="button"],a[${HOLD_UNTIL_HYDRATED}],button[${HOLD_UNTIL_HYDRATED}]');
if(!control||control.href&&(event.ctrlKey||event.metaKey||event.shiftKey||event.button))return;
event.preventDefault();event.stopImmediatePropagation();held=control;hydrate();
var submits=control.type==="submit"&&control.form;
if(control.href||submits)setTimeout(function(){
if(held!==control)return;
if(submits)control.form.requestSubmit(control);else location.href=control.href;
},${HELD_LINK_TIMEOUT_MS});
}
function holdShortcut(event){
if("hydrated" in html.dataset||!(event.ctrlKey||event.metaKey)||event.key.toLowerCase()!=="k")return;
event.preventDefault();
shortcut={key:event.key,code:event.code,ctrlKey:event.ctrlKey,metaKey:event.metaKey,bubbles:true,cancelable:true};
}
addEventListener("click",hold,true);
addEventListener("keydown",holdShortcut,true);
new MutationObserver(function(changes,observer){
if(!("hydrated" in html.dataset))return;
observer.disconnect();removeEventListener("click",hold,true);removeEventListener("keydown",holdShortcut,true);
if(held&&held.isConnected)held.click();
if(shortcut)document.dispatchEvent(new KeyboardEvent("keydown",shortcut));
held=null;shortcut=null;
}).observe(html,{attributes:true,attributeFilter:["data-hydrated"]});
for(var i=0;i<uses.length;i++)addEventListener(uses[i],hydrate,{capture:true,passive:true});
function loaded(){
fetchModules();
if(entry.hasAttribute("${START_WHEN_IDLE_ATTRIBUTE}"))(window.requestIdleCallback||setTimeout)(hydrate,{timeout:${IDLE_TIMEOUT_MS}});
}
if("member" in html.dataset||html.hasAttribute("${OFFLINE_COPY_ATTRIBUTE}")||/^#(post|comment)-/.test(location.hash))hydrate();
else if(document.readyState==="complete")loaded();
else addEventListener("load",loaded);
})();`;

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

  /** `whenIdle`: the page also starts once loaded and idle (START_WHEN_IDLE_ATTRIBUTE), not only on first use. */
  constructor(private readonly whenIdle = false) {}

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
        `<script${nonce}>${hydrateOnFirstUseScript}</script>`;
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
 * The page's HTML rewritten to hydrate on first use (and, `whenIdle`, once loaded and idle); throws if the
 * page is not shaped as expected.
 */
export function deferHydration(html: string, page: string, { whenIdle = false } = {}): string {
  const entries = html.match(new RegExp(ENTRY_MODULE.source, "g"))?.length ?? 0;
  if (entries !== 1) throw new Error(`${page}: expected one entry module script, found ${entries}`);
  const rewriter = new FirstUseHydration(whenIdle);
  const deferred = rewriter.push(html) + rewriter.end();
  if (!rewriter.rewritten) throw new Error(`${page}: expected module preloads, found none`);
  return deferred;
}

/**
 * A stream of a page's HTML in bytes, rewritten to hydrate on first use as it passes: a page the server
 * renders shows the live feed, so it also starts once loaded and idle.
 */
export function firstUseHydrationStream(): Transform {
  const rewriter = new FirstUseHydration(true);
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
