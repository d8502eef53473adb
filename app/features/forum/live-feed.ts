import { useEffect, useRef } from "react";

/**
 * One Server-Sent-Events connection per tab to /api/events, shared by every component that shows
 * posts. After a lost connection it reconnects (the browser's own retry, plus backoff when the browser
 * gives up) and announces a change on reconnect, so that views catch up on what they missed.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let source: EventSource | null = null;
let connectedBefore = false;
let backoffMs = 1_000;
let retryTimer: number | undefined;

function notify() {
  listeners.forEach((listener) => listener());
}

function connect() {
  if (source || typeof EventSource === "undefined") return;
  const current = new EventSource("/api/events");
  source = current;
  current.addEventListener("ready", () => {
    backoffMs = 1_000;
    if (connectedBefore) notify(); // reconnected: catch up
    connectedBefore = true;
  });
  current.addEventListener("posts-changed", notify);
  current.onerror = () => {
    if (current.readyState !== EventSource.CLOSED) return; // the browser is retrying by itself
    current.close();
    source = null;
    if (listeners.size === 0) return;
    retryTimer = window.setTimeout(connect, backoffMs);
    backoffMs = Math.min(backoffMs * 2, 30_000);
  };
}

function disconnect() {
  window.clearTimeout(retryTimer);
  source?.close();
  source = null;
  connectedBefore = false;
}

/** At most one refetch per this long, however many changes arrive. */
export const COALESCE_MS = 500;

/** Calls `onChange` (coalesced) whenever the posts the forum shows may have changed. */
export function useForumChanges(onChange: () => void) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    let timer: number | undefined;
    let lastRun = 0;
    const listener = () => {
      if (timer !== undefined) return;
      const wait = Math.max(0, lastRun + COALESCE_MS - Date.now());
      timer = window.setTimeout(() => {
        timer = undefined;
        lastRun = Date.now();
        latest.current();
      }, wait);
    };
    listeners.add(listener);
    connect();
    return () => {
      window.clearTimeout(timer);
      listeners.delete(listener);
      if (listeners.size === 0) disconnect();
    };
  }, []);
}
