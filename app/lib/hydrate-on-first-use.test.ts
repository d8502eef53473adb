import { runInNewContext } from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
import { compileInlineScript } from "../../scripts/lib/inline-script";
import {
  DEFERRED_MODULE_ID,
  DEFERRED_MODULES_ATTRIBUTE,
  HELD_LINK_TIMEOUT_MS,
  HOLD_UNTIL_HYDRATED,
  START_WHEN_IDLE_ATTRIBUTE,
} from "./deferred-hydration";

const ENTRY = `import("/assets/entry.client.js");`;
let script: string;
beforeAll(async () => {
  ({ text: script } = await compileInlineScript(`${import.meta.dirname}/hydrate-on-first-use.ts`));
});

type Listener = { type: string; run: (event?: unknown) => void };

/**
 * The compiled script run on a deferred page, in a context that stands in for the few browser objects it
 * touches: what it adds to the page, the listeners and timers it leaves, and what it does to the address.
 */
function deferredPage({ hash = "", member = false, idle = false } = {}) {
  const listeners: Listener[] = [];
  const timers: { run: () => void; delay: number }[] = [];
  const added: Record<string, unknown>[] = [];
  const idleCalls: { timeout: number }[] = [];
  const dispatched: { type: string; init: KeyboardEventInit }[] = [];
  const dataset: Record<string, string> = member ? { member: "" } : {};
  let hydrated: (() => void) | undefined;
  /** Each element stands for the control it is inside of. */
  class Element {
    selectors: string[] = [];
    closest(selector: string) {
      this.selectors.push(selector);
      return this;
    }
  }
  class HTMLAnchorElement extends Element {
    clicked = 0;
    isConnected = true;
    constructor(readonly href: string) {
      super();
    }
    click() {
      this.clicked++;
    }
  }
  class HTMLButtonElement extends Element {}
  const entry = {
    nonce: "abc==",
    textContent: ENTRY,
    getAttribute: (name: string) => (name === DEFERRED_MODULES_ATTRIBUTE ? "/assets/a.js /assets/b.js" : null),
    hasAttribute: (name: string) => idle && name === START_WHEN_IDLE_ATTRIBUTE,
  };
  const location = { hash, href: "/guide" };
  const context: Record<string, unknown> = {
    document: {
      documentElement: { dataset, hasAttribute: () => false },
      readyState: "complete",
      getElementById: (id: string) => (id === DEFERRED_MODULE_ID ? entry : null),
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (element: Record<string, unknown>) => added.push(element) },
      body: { appendChild: (element: Record<string, unknown>) => added.push(element) },
      dispatchEvent: (event: { type: string; init: KeyboardEventInit }) => dispatched.push(event),
    },
    location,
    addEventListener: (type: string, run: Listener["run"]) => listeners.push({ type, run }),
    removeEventListener: (type: string, run: Listener["run"]) =>
      listeners.splice(
        listeners.findIndex((listener) => listener.type === type && listener.run === run),
        1,
      ),
    setTimeout: (run: () => void, delay: number) => timers.push({ run, delay }),
    requestIdleCallback: (_run: () => void, options: { timeout: number }) => idleCalls.push(options),
    MutationObserver: class {
      constructor(changed: (changes: unknown[], observer: { disconnect(): void }) => void) {
        hydrated = () => changed([], { disconnect() {} });
      }
      observe() {}
    },
    KeyboardEvent: class {
      constructor(
        readonly type: string,
        readonly init: KeyboardEventInit,
      ) {}
    },
    Element,
    HTMLAnchorElement,
    HTMLButtonElement,
  };
  context.window = context;
  runInNewContext(script, context);
  /** Runs the page's listeners for an event in order; answers whether it went on to the rest of the page. */
  const fire = (type: string, fields: Record<string, unknown> = {}) => {
    let stopped = false;
    const event = { preventDefault() {}, ...fields, stopImmediatePropagation: () => (stopped = true) };
    for (const listener of listeners.filter((each) => each.type === type)) {
      listener.run(event);
      if (stopped) return false;
    }
    return true;
  };
  const markHydrated = () => {
    dataset.hydrated = "";
    hydrated!();
  };
  return { listeners, timers, added, idleCalls, dispatched, location, fire, markHydrated, HTMLAnchorElement };
}

const started = (added: Record<string, unknown>[]) => added.filter((element) => element.tag === "script");

describe("the script that starts a deferred page (ADR 0020, ADR 0043)", () => {
  it("prefetches the page's modules once it has loaded, one per task, not as module preloads", () => {
    const page = deferredPage();
    expect(page.added).toEqual([{ tag: "link", rel: "prefetch", href: "/assets/a.js" }]);
    page.timers.shift()!.run();
    expect(page.added.map((element) => element.href)).toEqual(["/assets/a.js", "/assets/b.js"]);
    expect(started(page.added)).toEqual([]);
  });

  it("starts the entry on first use with its text, so its CSP hash applies, and its nonce", () => {
    const page = deferredPage();
    page.fire("scroll");
    expect(started(page.added)).toEqual([{ tag: "script", type: "module", nonce: "abc==", textContent: ENTRY }]);
    // Only the held click's and shortcut's listeners are left, until hydration.
    expect(page.listeners.map((listener) => listener.type)).toEqual(["click", "keydown"]);
  });

  it("holds a click on a link marked to wait for hydration, replays it after, or follows it if hydration never comes", () => {
    const page = deferredPage();
    const link = new page.HTMLAnchorElement("/search");
    let prevented = false;
    page.fire("click", { target: link, preventDefault: () => (prevented = true) });
    expect(link.selectors).toEqual([`button[type="button"],a[${HOLD_UNTIL_HYDRATED}],button[${HOLD_UNTIL_HYDRATED}]`]);
    expect(prevented).toBe(true);
    expect(started(page.added)).toHaveLength(1);
    const fallback = page.timers.find((timer) => timer.delay === HELD_LINK_TIMEOUT_MS)!;
    fallback.run();
    expect(page.location.href).toBe("/search");

    page.markHydrated();
    expect(link.clicked).toBe(1);
  });

  it("holds Ctrl+K from the page until hydration, starts the entry, and presses it once after", () => {
    const page = deferredPage();
    let prevented = false;
    const shortcut = { key: "k", code: "KeyK", ctrlKey: true, metaKey: false };
    // React, mid-hydration, would finish on this key and hand it to the palette, which the replay then closed.
    expect(page.fire("keydown", { ...shortcut, preventDefault: () => (prevented = true) })).toBe(false);
    expect(prevented).toBe(true);
    expect(started(page.added)).toHaveLength(1);
    expect(page.dispatched).toEqual([]);

    page.markHydrated();
    expect(page.dispatched).toEqual([{ type: "keydown", init: { ...shortcut, bubbles: true, cancelable: true } }]);
    // Other keys, and the shortcut once hydrated, are the page's own.
    expect(deferredPage().fire("keydown", { key: "k", ctrlKey: false, metaKey: false })).toBe(true);
    expect(page.fire("keydown", shortcut)).toBe(true);
  });

  it("a rendered page, which shows the live feed, also starts once loaded and idle; a prerendered guide does not", () => {
    expect(deferredPage({ idle: true }).idleCalls).toEqual([{ timeout: 2_000 }]);
    expect(deferredPage().idleCalls).toEqual([]);
  });

  it("starts at once for a member, and where the address names a post or a comment (ADR 0050)", () => {
    expect(started(deferredPage({ hash: "#post-12" }).added)).toHaveLength(1);
    expect(started(deferredPage({ hash: "#comment-3" }).added)).toHaveLength(1);
    expect(started(deferredPage({ member: true }).added)).toHaveLength(1);
    expect(started(deferredPage({ hash: "#top" }).added)).toHaveLength(0);
  });
});
