import { useSyncExternalStore } from "react";

const noop = () => () => {};

/** False while the server renders and the page hydrates; true afterwards. */
export function useHydrated() {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
