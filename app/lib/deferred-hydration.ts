import { MEMBER_HINT_KEY } from "./member-hint-key";

/**
 * Prerendered reading pages (guides, section pages, the glossary, the terms) are complete as HTML. They
 * fetch their scripts once loaded and run them on the reader's first sign of use (a key, a touch, a
 * pointer, a scroll), not while the page loads: a reader on a slow phone gets the text without the main
 * thread busy hydrating it (ADR 0020). So do the pages the server renders for a reader who is not signed
 * in: the forum, a post, the home page (ADR 0043). `server/http/first-use-hydration.ts` rewrites both kinds
 * and holds the script that starts them (kept out of here: this module ships in every page's JavaScript).
 *
 * - Someone who was signed in on this browser hydrates at once, so the header shows them as themselves.
 * - A click on a script-only button (`type="button"`), or on a link or submit button marked
 *   HOLD_UNTIL_HYDRATED, before hydration is held and replayed after it; other links and forms do their
 *   plain-HTML work.
 */

/**
 * On a link or a submit button whose script does better than the plain HTML (the header's search opens the
 * palette in place of going to /search; Like and Bookmark change in place, or ask a visitor to sign in in
 * a dialog): a click before hydration waits for it, and is followed or submitted after
 * HELD_LINK_TIMEOUT_MS if the scripts never run.
 */
export const HOLD_UNTIL_HYDRATED = "data-hold";
export const HELD_LINK_TIMEOUT_MS = 5_000;

/** The id of the page's entry module, kept unrun as `<script type=DEFERRED_MODULE_TYPE>`. */
export const DEFERRED_MODULE_ID = "deferred-entry";
export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";
/** On that script: the modules the page needs, fetched once the page has loaded (they were its preloads). */
export const DEFERRED_MODULES_ATTRIBUTE = "data-modules";
/** On that script: the page also starts once loaded and idle, not only on first use (ADR 0050). */
export const START_WHEN_IDLE_ATTRIBUTE = "data-idle";

/**
 * Keeps the hint in step with who is signed in (called once the viewer is known). Answers whether that
 * changed since this browser last knew (someone signed in, or out, whatever page they did it on).
 */
export function rememberMember(signedIn: boolean): boolean {
  try {
    const was = localStorage.getItem(MEMBER_HINT_KEY) !== null;
    if (signedIn) localStorage.setItem(MEMBER_HINT_KEY, "1");
    else localStorage.removeItem(MEMBER_HINT_KEY);
    return was !== signedIn;
  } catch {
    // No storage: the page hydrates on first use, as for anyone signed out.
    return false;
  }
}

/** Marks the page hydrated (`<html data-hydrated>`): called once from the root layout's first effect. */
export function announceHydrated() {
  document.documentElement.dataset.hydrated = "";
}

/**
 * The `handle` of the reading pages the server renders (the home page, the forum's lists, a post's page),
 * where a newcomer lands from a search engine: rendered for a reader who is not signed in, they hydrate on
 * first use like the prerendered pages (ADR 0043, server/http/first-use-hydration.ts). Pages that are
 * mostly a form (signing in, writing a post) or a search box hydrate at once.
 */
export const READING_PAGE = { hydrateOnFirstUse: true } as const;

/** Whether a route's `handle` marks it a reading page. */
export function isReadingPage(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "hydrateOnFirstUse" in handle;
}
