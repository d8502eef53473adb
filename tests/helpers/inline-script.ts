import { runInNewContext } from "node:vm";
import { expect } from "vitest";
import { compileInlineScript } from "../../scripts/lib/inline-script";

/** An inline script's text as the page gets it (scripts/lib/inline-script.ts), from its module beside the test. */
export async function inlineScriptText(path: string): Promise<string> {
  return (await compileInlineScript(path)).text;
}

/**
 * Runs an inline script's text in a context that holds only `globals` (the few browser objects it touches,
 * `window` being the context itself), as a page runs it, and checks it leaves no global of its own behind.
 */
export function runInPage(text: string, globals: Record<string, unknown>): void {
  const context: Record<string, unknown> = { ...globals };
  context.window = context;
  const before = Object.keys(context);
  runInNewContext(text, context);
  expect(Object.keys(context), "the script's names stay inside it").toEqual(before);
}

/** A stand-in for localStorage or sessionStorage, from what it holds; `refused`: every call throws, as when storage is blocked. */
export function fakeStorage(items: Record<string, string> = {}, { refused = false } = {}) {
  const refuse = () => {
    if (refused) throw new Error("SecurityError: storage is blocked");
  };
  return {
    items,
    getItem: (key: string) => (refuse(), items[key] ?? null),
    setItem: (key: string, value: string) => (refuse(), (items[key] = value)),
    removeItem: (key: string) => (refuse(), delete items[key]),
  };
}
