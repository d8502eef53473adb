import { forgetOfflinePages } from "~/features/offline";
import { createContext, useContext, useEffect, useRef, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import { useFetcher } from "~/lib/localized-router";
import type { CurrentUser } from "@common/auth";
import { rememberMember } from "~/lib/deferred-hydration";

export type { CurrentUser };

/** Spec section 4: auth state is loading, then signed-in or signed-out. */
export type AuthState = { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; user: CurrentUser };

const CHANNEL_NAME = "ireland-guide-auth";
export const VIEWER_RESOURCE = "/resources/viewer";

const AuthStateContext = createContext<AuthState>({ status: "loading" });

function toState(user: CurrentUser | null | undefined): AuthState {
  if (user === undefined) return { status: "loading" };
  return user ? { status: "signed-in", user } : { status: "signed-out" };
}

/**
 * Provides the current user: what the root loader says on server-rendered pages; on prerendered pages
 * (where the loader cannot know) what the viewer resource route says. When the signed-in member changes
 * in this tab (sign-in, sign-out, a new avatar), every other tab revalidates through a BroadcastChannel.
 */
export function CurrentUserProvider({
  loaderUser,
  children,
}: {
  loaderUser: CurrentUser | null | undefined;
  children: ReactNode;
}) {
  const viewer = useFetcher<{ user: CurrentUser | null }>({ key: "viewer" });
  const revalidator = useRevalidator();
  const prerendered = loaderUser === undefined;
  const user = prerendered ? viewer.data?.user : loaderUser;
  const state = toState(user);

  useEffect(() => {
    if (prerendered) void viewer.load(VIEWER_RESOURCE);
    // Once per page kind; the fetcher's identity changes with its state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prerendered]);

  useEffect(() => {
    // Someone signed in or out on this browser: the pages kept for offline were another reader's (ADR 0039).
    if (state.status !== "loading" && rememberMember(state.status === "signed-in")) forgetOfflinePages();
  }, [state.status]);

  // Tell the other tabs when who is signed in (or how they look) changes here, with what it changed to.
  // One channel object sends and listens: a BroadcastChannel does not hear its own messages, though a
  // second object in the same tab would. A tab that was told of a change revalidates; when its own view
  // then arrives at what it was told, that is an echo and is not sent back. (A flag "the next change is an
  // echo" went stale when a message changed nothing here, and swallowed this tab's next real change: a
  // sign-out after a sign-in in the same tab never reached the others.)
  const channel = useRef<BroadcastChannel | null>(null);
  const told = useRef<string | undefined>(undefined);
  const signature = user === undefined ? undefined : JSON.stringify(user);
  const previous = useRef(signature);
  useEffect(() => {
    if (signature === undefined || previous.current === signature) return;
    const first = previous.current === undefined;
    previous.current = signature;
    const echo = told.current === signature;
    told.current = undefined;
    if (!first && !echo) channel.current?.postMessage(signature);
  }, [signature]);

  const refresh = useRef(() => {});
  useEffect(() => {
    refresh.current = () => {
      void revalidator.revalidate();
      if (prerendered) void viewer.load(VIEWER_RESOURCE);
    };
  });
  useEffect(() => {
    try {
      channel.current = new BroadcastChannel(CHANNEL_NAME);
      channel.current.onmessage = (event: MessageEvent<string>) => {
        // Already what this tab shows: nothing to do (a flag set here would wait for a change that never comes).
        if (event.data === previous.current) return;
        told.current = event.data;
        refresh.current();
      };
    } catch {
      // No BroadcastChannel: other tabs catch up when they are shown again.
    }
    const onVisible = () => {
      if (document.visibilityState === "visible") refresh.current();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      channel.current?.close();
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);

  return <AuthStateContext.Provider value={state}>{children}</AuthStateContext.Provider>;
}

export function useAuthState(): AuthState {
  return useContext(AuthStateContext);
}

export function useCurrentUser(): CurrentUser | null {
  const state = useAuthState();
  return state.status === "signed-in" ? state.user : null;
}
