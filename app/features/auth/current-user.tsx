import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import type { CurrentUser } from "@common/auth";

export type { CurrentUser };

/** Spec section 4: auth state is loading, then signed-in or signed-out. */
export type AuthState = { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; user: CurrentUser };

const CHANNEL_NAME = "ireland-guide-auth";

/** What /api/me said last; undefined until the browser has asked (the server-rendered state stands until then). */
let fetched: AuthState | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function toState(user: CurrentUser | null): AuthState {
  return user ? { status: "signed-in", user } : { status: "signed-out" };
}

let inFlight: Promise<void> | undefined;
export function refreshCurrentUser(): Promise<void> {
  inFlight ??= fetch("/api/me", { credentials: "same-origin", headers: { Accept: "application/json" } })
    .then((response) => (response.ok ? (response.json() as Promise<{ user: CurrentUser | null }>) : { user: null }))
    .then(({ user }) => {
      fetched = toState(user);
      emit();
    })
    .catch(() => {
      // Offline or server down: keep what we had.
    })
    .finally(() => (inFlight = undefined));
  return inFlight;
}

/** Call after signing in or out, or changing what the header shows: this tab and every other tab update. */
export async function announceAuthChange(): Promise<void> {
  await refreshCurrentUser();
  try {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    channel.postMessage("changed");
    channel.close();
  } catch {
    // BroadcastChannel unavailable: other tabs catch up when they regain focus.
  }
}

const LoaderUserContext = createContext<CurrentUser | null | undefined>(undefined);

/**
 * Provides the current user: first what the server rendered (the root loader; unknown on prerendered
 * pages), then what /api/me says. Keeps every tab in step through a BroadcastChannel.
 */
export function CurrentUserProvider({
  loaderUser,
  children,
}: {
  loaderUser: CurrentUser | null | undefined;
  children: ReactNode;
}) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (loaderUser === undefined && fetched === undefined) void refreshCurrentUser();
  }, [loaderUser]);

  useEffect(() => {
    let channel: BroadcastChannel | undefined;
    const onChange = () => {
      void refreshCurrentUser().then(() => revalidator.revalidate());
    };
    try {
      channel = new BroadcastChannel(CHANNEL_NAME);
      channel.onmessage = onChange;
    } catch {
      channel = undefined;
    }
    const onVisible = () => {
      if (document.visibilityState === "visible") void refreshCurrentUser();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      channel?.close();
      document.removeEventListener("visibilitychange", onVisible);
    };
    // revalidator is a new object on each render; the subscription must not churn with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <LoaderUserContext.Provider value={loaderUser}>{children}</LoaderUserContext.Provider>;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useAuthState(): AuthState {
  const loaderUser = useContext(LoaderUserContext);
  const current = useSyncExternalStore(
    subscribe,
    () => fetched,
    () => undefined,
  );
  if (current) return current;
  return loaderUser === undefined ? { status: "loading" } : toState(loaderUser);
}

export function useCurrentUser(): CurrentUser | null {
  const state = useAuthState();
  return state.status === "signed-in" ? state.user : null;
}
