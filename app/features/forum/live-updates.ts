import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useFetchers, useNavigation, useRevalidator } from "react-router";
import type { PostAuthor, PostView } from "@common/forum";
import { FEED_EVENT_NAME, type FeedChange, type FeedEvent } from "@common/live-updates";
import { NOTIFICATION_EVENT_NAME, type MemberEvent } from "@common/notifications";

/**
 * One Server-Sent-Events connection per tab to /api/events, shared by every component that shows
 * posts. Events say what changed; counts and author details are applied in place (a store that post
 * cards read), and views decide what needs a refetch. After a lost connection it reconnects (the
 * browser's own retry, plus backoff when the browser gives up) and asks views to resync. A process that
 * stops ends the stream after a short retry hint: the browser reconnects by itself (an 'error' event
 * while CONNECTING, shown to nobody), through the proxy to another process.
 */
type Listener = (changes: FeedChange[]) => void;
const listeners = new Set<Listener>();
/** The signed-in member's own events (their unread count), on the same connection (ADR 0017). */
type MemberListener = (event: MemberEvent) => void;
const memberListeners = new Set<MemberListener>();
/** Who the open connection was made for: a new member (sign-in, sign-out) needs a new connection. */
let connectedAs: string | null = null;
let wantedAs: string | null = null;
const inUse = () => listeners.size > 0 || memberListeners.size > 0;
let source: EventSource | null = null;
let connectedBefore = false;
let backoffMs = 1_000;
let retryTimer: number | undefined;

// What the feed has told us since the page's data was read: newer than that data, so shown instead.
const liveCounts = new Map<string, { likesCount: number; commentsCount: number; at: number }>();
const liveAuthors = new Map<string, PostAuthor & { at: number }>();
let storeVersion = 0;
const storeListeners = new Set<() => void>();

function apply(changes: FeedChange[]) {
  const at = performance.now();
  let touched = false;
  for (const change of changes) {
    if (change.kind === "counts") {
      liveCounts.set(change.postId, { likesCount: change.likesCount, commentsCount: change.commentsCount, at });
      touched = true;
    } else if (change.kind === "profile") {
      liveAuthors.set(change.profile.id, { ...change.profile, at });
      touched = true;
    }
  }
  if (touched) {
    storeVersion++;
    storeListeners.forEach((listener) => listener());
  }
  listeners.forEach((listener) => listener(changes));
}

function connect() {
  if (source && connectedAs !== wantedAs) disconnect();
  if (source || typeof EventSource === "undefined") return;
  const current = new EventSource("/api/events");
  source = current;
  connectedAs = wantedAs;
  current.addEventListener(NOTIFICATION_EVENT_NAME, (message) => {
    try {
      const event = JSON.parse((message as MessageEvent<string>).data) as MemberEvent;
      memberListeners.forEach((listener) => listener(event));
    } catch {
      // a malformed event: the next one, or the next page load, brings the count
    }
  });
  current.addEventListener("ready", (message) => {
    backoffMs = 1_000;
    // Reconnected, or connected after a change the page's data may not have (it was read when the page was
    // asked for, and the scripts start later, ADR 0050): catch up.
    const changedMsAgo = Number(JSON.parse((message as MessageEvent<string>).data || "{}").changedMsAgo);
    if (connectedBefore || changedMsAgo <= performance.now()) apply([{ kind: "resync" }]);
    connectedBefore = true;
  });
  current.addEventListener(FEED_EVENT_NAME, (message) => {
    try {
      apply((JSON.parse((message as MessageEvent<string>).data) as FeedEvent).changes);
    } catch {
      apply([{ kind: "resync" }]);
    }
  });
  current.onerror = () => {
    if (current.readyState !== EventSource.CLOSED) return; // the browser is retrying by itself
    current.close();
    source = null;
    if (!inUse()) return;
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

/** Calls `onChanges` with every batch of changes while the component is mounted. */
export function useForumChanges(onChanges: Listener) {
  const latest = useRef(onChanges);
  useEffect(() => {
    latest.current = onChanges;
  });
  useEffect(() => {
    const listener: Listener = (changes) => latest.current(changes);
    listeners.add(listener);
    connect();
    return () => {
      listeners.delete(listener);
      if (!inUse()) disconnect();
    };
  }, []);
}

/**
 * Calls `onEvent` with the signed-in member's own events (their unread count, as it is now) while
 * mounted. The connection is made (again) for `memberId`: the server knows the member by the session.
 */
export function useMemberEvents(memberId: string | null, onEvent: MemberListener) {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => {
    if (!memberId) return;
    const listener: MemberListener = (event) => latest.current(event);
    memberListeners.add(listener);
    wantedAs = memberId;
    connect();
    return () => {
      memberListeners.delete(listener);
      if (!inUse()) disconnect();
    };
  }, [memberId]);
}

/**
 * Revalidates the page's loaders at most once per COALESCE_MS, and never drops a request: one that
 * arrives while a refresh is running starts another when it ends.
 */
export const COALESCE_MS = 500;
export function useCoalescedRefresh() {
  const revalidator = useRevalidator();
  const [wanted, setWanted] = useState(false);
  const lastRun = useRef(0);
  // A form on its way (a fetcher's or the page's) waits for no refresh: its action revalidates the page
  // when it ends. A revalidation that starts while it is on its way makes React Router drop the redirect
  // it answers with: the author of a deleted post stayed on its page, shown "Page not found", whenever the
  // live change came before the answer (a slow connection, a busy server).
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const sending = navigation.state !== "idle" || fetchers.some(({ state }) => state !== "idle");
  useEffect(() => {
    if (!wanted || revalidator.state !== "idle" || sending) return;
    const timer = window.setTimeout(
      () => {
        lastRun.current = performance.now();
        setWanted(false);
        void revalidator.revalidate();
      },
      Math.max(0, lastRun.current + COALESCE_MS - performance.now()),
    );
    return () => window.clearTimeout(timer);
  }, [wanted, revalidator, sending]);
  return { refresh: () => setWanted(true), refreshing: revalidator.state !== "idle" || wanted };
}

/**
 * When the page's loader data was asked for (a time on performance.now()'s clock): live values that
 * arrived later are newer than the data and win; older ones give way to it.
 */
export function useDataAsOf(data: unknown): number {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const loading = navigation.state === "loading" || revalidator.state === "loading";
  const loadingSince = useRef(0);
  const [asOf, setAsOf] = useState(0);
  useEffect(() => {
    if (loading) loadingSince.current = performance.now();
  }, [loading]);
  useEffect(() => {
    setAsOf(loadingSince.current || performance.now());
  }, [data]);
  return asOf;
}

const subscribeStore = (listener: () => void) => {
  storeListeners.add(listener);
  return () => storeListeners.delete(listener);
};

/** A post with the live counts and author details that are newer than the page's data. */
export function useLivePost<T extends Pick<PostView, "id" | "likesCount" | "commentsCount" | "author">>(
  post: T,
  asOf: number,
): T {
  useSyncExternalStore(
    subscribeStore,
    () => storeVersion,
    () => 0,
  );
  const counts = liveCounts.get(post.id);
  const author = post.author ? liveAuthors.get(post.author.id) : undefined;
  if ((!counts || counts.at < asOf) && (!author || author.at < asOf)) return post;
  return {
    ...post,
    ...(counts && counts.at >= asOf ? { likesCount: counts.likesCount, commentsCount: counts.commentsCount } : {}),
    ...(author && author.at >= asOf
      ? {
          author: {
            id: author.id,
            username: author.username,
            avatarUrl: author.avatarUrl,
            karmaPoints: author.karmaPoints,
          },
        }
      : {}),
  };
}

/** An author with the live details newer than the data (comments show authors too). */
export function useLiveAuthor(author: PostAuthor | null, asOf: number): PostAuthor | null {
  useSyncExternalStore(
    subscribeStore,
    () => storeVersion,
    () => 0,
  );
  const live = author ? liveAuthors.get(author.id) : undefined;
  if (!author || !live || live.at < asOf) return author;
  return { id: live.id, username: live.username, avatarUrl: live.avatarUrl, karmaPoints: live.karmaPoints };
}
