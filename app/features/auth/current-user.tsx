import { createContext, useContext, useEffect, useRef, type ReactNode } from "react";
import { useFetcher, useRevalidator } from "react-router";
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
    if (state.status !== "loading") rememberMember(state.status === "signed-in");
  }, [state.status]);

  // Tell the other tabs when who is signed in (or how they look) changes here; not when we only echo them.
  const echo = useRef(false);
  const signature = user === undefined ? undefined : JSON.stringify(user);
  const previous = useRef(signature);
  useEffect(() => {
    if (signature === undefined || previous.current === signature) return;
    const first = previous.current === undefined;
    previous.current = signature;
    if (first || echo.current) {
      echo.current = false;
      return;
    }
    try {
      const channel = new BroadcastChannel(CHANNEL_NAME);
      channel.postMessage("changed");
      channel.close();
    } catch {
      // No BroadcastChannel: other tabs catch up when they are shown again.
    }
  }, [signature]);

  const refresh = useRef(() => {});
  useEffect(() => {
    refresh.current = () => {
      void revalidator.revalidate();
      if (prerendered) void viewer.load(VIEWER_RESOURCE);
    };
  });
  useEffect(() => {
    let channel: BroadcastChannel | undefined;
    try {
      channel = new BroadcastChannel(CHANNEL_NAME);
      channel.onmessage = () => {
        echo.current = true;
        refresh.current();
      };
    } catch {
      channel = undefined;
    }
    const onVisible = () => {
      if (document.visibilityState === "visible") refresh.current();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      channel?.close();
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
