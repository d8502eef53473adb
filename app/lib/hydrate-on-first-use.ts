import { OFFLINE_COPY_ATTRIBUTE } from "../service-worker/rules";
import {
  DEFERRED_MODULE_ID,
  DEFERRED_MODULES_ATTRIBUTE,
  HELD_LINK_TIMEOUT_MS,
  HOLD_UNTIL_HYDRATED,
  START_WHEN_IDLE_ATTRIBUTE,
} from "./deferred-hydration";

/**
 * The inline script that replaces the entry module on a deferred page (server/http/first-use-hydration.ts).
 * Not imported by any module: compiled on its own into the script's text (scripts/lib/inline-script.ts), it
 * runs before any of the site's code, so it imports only constants.
 * - Once the page has loaded (its text painted, its styles and icons in), it prefetches the page's modules
 *   into the HTTP cache, one per task, so that they are there by the first tap without competing with the
 *   page itself. Not as module preloads: Chromium compiles a preloaded module on the main thread as it
 *   arrives, and 32 of them made the forum's load a series of long tasks (ADR 0043).
 * - On first use (a pointer pressed, a key, a touch, the focus, a wheel or a scroll; not a pointer that
 *   moves, which headless Chromium reports with no one there) it starts the entry module. That has the same
 *   text as the script the page was built with, so the page's CSP hash for it still applies; on a page
 *   allowed by nonce, it carries the entry's.
 * - A click on a script-only button, or on a link or a submit button marked HOLD_UNTIL_HYDRATED (the
 *   header's search, which opens the palette once the scripts run; Like, which asks a visitor to sign in
 *   in place), is held and replayed after hydration. A held link is followed, and a held submit button
 *   submits its form, after HELD_LINK_TIMEOUT_MS if the scripts never run (a failed download).
 * - The search palette's shortcut (Ctrl or Cmd+K) pressed before hydration is held from the page and
 *   pressed again after it, so the palette opens at the first press, and only once.
 * - It starts at once where this browser had a member (the member hint), and on a copy the service worker
 *   kept (OFFLINE_COPY_ATTRIBUTE), which must say so ("Offline copy from …") before the reader does anything.
 * - It starts at once where the address names a post or a comment (#post-…, #comment-…), which only the
 *   scripts find (on a later page) and highlight (ADR 0050).
 * - On a page whose entry is marked START_WHEN_IDLE_ATTRIBUTE (the pages the server renders, which show the
 *   live feed to a reader who only reads), it starts once the page has loaded and the browser is idle
 *   (requestIdleCallback, at most IDLE_TIMEOUT_MS later), if no use came first (ADR 0050). A guide, which
 *   has no live feed, waits for the reader as before.
 */

const IDLE_TIMEOUT_MS = 2_000;
const USES = ["pointerdown", "keydown", "touchstart", "focusin", "wheel", "scroll"];
const HELD_CONTROLS = `button[type="button"],a[${HOLD_UNTIL_HYDRATED}],button[${HOLD_UNTIL_HYDRATED}]`;

const html = document.documentElement;
const entry = document.getElementById(DEFERRED_MODULE_ID) as HTMLScriptElement;
let fetched = false;
let started = false;
let held: HTMLAnchorElement | HTMLButtonElement | null = null;
let shortcut: KeyboardEventInit | null = null;

const hydrated = () => "hydrated" in html.dataset;

function fetchModules() {
  if (fetched) return;
  fetched = true;
  const modules = entry.getAttribute(DEFERRED_MODULES_ATTRIBUTE)!.split(" ");
  let next = 0;
  const prefetch = () => {
    if (next >= modules.length) return;
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.href = modules[next++]!;
    document.head.appendChild(link);
    setTimeout(prefetch, 0);
  };
  prefetch();
}

function hydrate() {
  if (started) return;
  started = true;
  fetchModules();
  for (const use of USES) removeEventListener(use, hydrate, true);
  const start = document.createElement("script");
  start.type = "module";
  start.nonce = entry.nonce;
  start.textContent = entry.textContent;
  document.body.appendChild(start);
}

function hold(event: MouseEvent) {
  if (hydrated()) return;
  const control =
    event.target instanceof Element ? event.target.closest<HTMLAnchorElement | HTMLButtonElement>(HELD_CONTROLS) : null;
  if (!control) return;
  const href = control instanceof HTMLAnchorElement ? control.href : "";
  // A link opened in a new tab or window, or by another button, goes as it would.
  if (href && (event.ctrlKey || event.metaKey || event.shiftKey || event.button)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held = control;
  hydrate();
  const form = control instanceof HTMLButtonElement && control.type === "submit" ? control.form : null;
  if (!href && !form) return;
  setTimeout(() => {
    if (held !== control) return;
    if (form) form.requestSubmit(control);
    else location.href = href;
  }, HELD_LINK_TIMEOUT_MS);
}

function holdShortcut(event: KeyboardEvent) {
  if (hydrated() || !(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== "k") return;
  // Held from the page itself, not only from the browser: on a key pressed while React is hydrating, React
  // finishes hydrating there and then (its effects too, the palette's listener among them) and lets the key
  // go on, so the palette opened on it and then closed on the replay (a CI failure on a loaded machine).
  event.preventDefault();
  event.stopImmediatePropagation();
  hydrate();
  shortcut = {
    key: event.key,
    code: event.code,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    bubbles: true,
    cancelable: true,
  };
}

addEventListener("click", hold, true);
addEventListener("keydown", holdShortcut, true);
// The root layout marks <html data-hydrated> once hydrated: the held click and shortcut are replayed.
new MutationObserver((_changes, observer) => {
  if (!hydrated()) return;
  observer.disconnect();
  removeEventListener("click", hold, true);
  removeEventListener("keydown", holdShortcut, true);
  if (held?.isConnected) held.click();
  if (shortcut) document.dispatchEvent(new KeyboardEvent("keydown", shortcut));
  held = null;
  shortcut = null;
}).observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });
for (const use of USES) addEventListener(use, hydrate, { capture: true, passive: true });

function loaded() {
  fetchModules();
  if (!entry.hasAttribute(START_WHEN_IDLE_ATTRIBUTE)) return;
  if ("requestIdleCallback" in window) requestIdleCallback(hydrate, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(hydrate, 0);
}

if ("member" in html.dataset || html.hasAttribute(OFFLINE_COPY_ATTRIBUTE) || /^#(post|comment)-/.test(location.hash)) {
  hydrate();
} else if (document.readyState === "complete") loaded();
else addEventListener("load", loaded);
