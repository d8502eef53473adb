import { setImmediate } from "node:timers/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { inlineScriptText, runInPage } from "../../../tests/helpers/inline-script";

let script: string;
beforeAll(async () => {
  script = await inlineScriptText(`${import.meta.dirname}/register.ts`);
});

/** A page that runs the script and then loads, in a browser with a service worker container (or none). */
async function loadPage({ worker = true, controlled = false, refused = false } = {}) {
  const registered: string[] = [];
  const posted: unknown[] = [];
  const onLoad: (() => void)[] = [];
  const serviceWorker = {
    controller: controlled ? {} : null,
    ready: Promise.resolve({ active: { postMessage: (message: unknown) => posted.push(message) } }),
    register: (url: string) => {
      registered.push(url);
      return refused ? Promise.reject(new Error("SecurityError")) : Promise.resolve({});
    },
  };
  runInPage(script, {
    navigator: worker ? { serviceWorker } : {},
    addEventListener: (type: string, run: () => void) => type === "load" && onLoad.push(run),
  });
  expect(registered, "nothing before the page has loaded").toEqual([]);
  for (const run of onLoad) run();
  await setImmediate();
  return { registered, posted };
}

describe("the script in <head> that registers the service worker (ADR 0039)", () => {
  it("registers /sw.js once the page has loaded, and asks the worker to claim a page it did not", async () => {
    expect(await loadPage()).toEqual({ registered: ["/sw.js"], posted: [{ type: "claim" }] });
  });

  it("asks nothing of a worker that already controls the page", async () => {
    expect(await loadPage({ controlled: true })).toEqual({ registered: ["/sw.js"], posted: [] });
  });

  it("does nothing in a browser without service workers, and lets a refused registration be", async () => {
    expect(await loadPage({ worker: false })).toEqual({ registered: [], posted: [] });
    expect(await loadPage({ refused: true })).toEqual({ registered: ["/sw.js"], posted: [] });
  });
});
