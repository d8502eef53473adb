import { lazy, type ComponentType } from "react";

/**
 * React's lazy() for a part the browser loads when it is first shown, but the server renders at once. The
 * server imports the module when it starts and hands lazy() a thenable that answers at once, which lazy()
 * reads without suspending (it checks for an answer right after calling `then`). So no server render writes
 * the part's Suspense fallback and streams the part after it: a page read without JavaScript would keep
 * the fallback.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React's own lazy()
export function lazyOnTheClient<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loaded: { default: T } | undefined;
  // Should the import fail there, lazy() imports it again when the part is first rendered, and says why.
  if (import.meta.env.SSR)
    load().then(
      (module) => (loaded = module),
      () => {},
    );
  return lazy(() => {
    if (!loaded) return load();
    const answer = loaded;
    return { then: (resolve: (module: { default: T }) => void) => resolve(answer) } as unknown as Promise<{
      default: T;
    }>;
  });
}
