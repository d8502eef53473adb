import { useCallback, useMemo, useSyncExternalStore } from "react";
import { isStartStepId, START_CHECKLIST_STORAGE_KEY } from "@content/start-checklist";

/**
 * The checklist's ticks as this browser keeps them (localStorage). `fromAccount` says whether they are a
 * copy of a signed-in member's account (then nothing needs saving to an account) or ticked here while
 * signed out (then they are saved to the account once, at the next visit signed in).
 */
export interface LocalTicks {
  done: string[];
  fromAccount: boolean;
}

const EMPTY: LocalTicks = { done: [], fromAccount: false };
/** Tells this tab's subscribers that we wrote (the `storage` event only reaches the other tabs). */
const CHANGED = "start-checklist-changed";

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(START_CHECKLIST_STORAGE_KEY);
  } catch {
    return null; // Storage blocked (private mode, a policy): the page still works, without keeping ticks.
  }
}

/** Whatever is stored, read defensively: unknown ids and a damaged value are dropped. */
export function parseLocalTicks(raw: string | null): LocalTicks {
  if (!raw) return EMPTY;
  try {
    const value = JSON.parse(raw) as Partial<LocalTicks>;
    const done = Array.isArray(value.done) ? [...new Set(value.done.filter(isStartStepId))] : [];
    return { done, fromAccount: value.fromAccount === true };
  } catch {
    return EMPTY;
  }
}

export function writeLocalTicks(ticks: LocalTicks) {
  const raw = JSON.stringify({ done: ticks.done, fromAccount: ticks.fromAccount });
  if (readRaw() === raw) return;
  try {
    window.localStorage.setItem(START_CHECKLIST_STORAGE_KEY, raw);
  } catch {
    return; // Storage full or blocked: nothing to keep.
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === START_CHECKLIST_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGED, onChange);
  };
}

/**
 * The stored ticks, or `null` in the server's HTML and during hydration (the server cannot know them):
 * controls that depend on them appear only once the page runs. Follows other tabs' changes.
 */
export function useLocalTicks(): [LocalTicks | null, (update: (ticks: LocalTicks) => LocalTicks) => void] {
  const raw = useSyncExternalStore(subscribe, readRaw, () => undefined);
  const ticks = useMemo(() => (raw === undefined ? null : parseLocalTicks(raw)), [raw]);
  const update = useCallback((change: (ticks: LocalTicks) => LocalTicks) => {
    writeLocalTicks(change(parseLocalTicks(readRaw())));
  }, []);
  return [ticks, update];
}
