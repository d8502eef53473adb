import { lazy, Suspense } from "react";
import { useHydrated } from "~/lib/use-hydrated";

// The offline interface loads after hydration, in chunks of its own: a guide page's JavaScript budget
// (issue #17, tests/e2e/page-weight.test.ts) carries none of it, nor the message catalogue's runtime.
// The chunks are precached, so they load offline too.
const loadStatus = () => import("./offline-status");
// In the browser the chunk is asked for as soon as this module runs, before hydration: asked for later, the
// <link rel=modulepreload> tags Vite adds for it would change the page while React Router's route discovery
// waits for its first /__manifest answer, and the router would ask for the same routes again (a second
// fetch, and a second render of the whole page when both answers are applied).
if (!import.meta.env.SSR) void loadStatus();
const LazyStatus = lazy(() => loadStatus().then((module) => ({ default: module.OfflineStatus })));
const LazyNote = lazy(() => loadStatus().then((module) => ({ default: module.SavedForOfflineNote })));
const LazyMessage = lazy(() => import("./offline-message").then((module) => ({ default: module.OfflineMessage })));

/** The offline copy's banner, the new-version prompt, and forms kept unsent offline (./offline-status). */
export function OfflineStatus({ pathname }: { pathname: string }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <LazyStatus pathname={pathname} />
    </Suspense>
  ) : null;
}

/** "The guides, the checklist and the glossary are saved on this device…", once they are. */
export function SavedForOfflineNote() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <LazyNote />
    </Suspense>
  ) : null;
}

/** "You are offline", for the error screen when a page's data could not be fetched offline. */
export function OfflineNotice() {
  return (
    <Suspense fallback={null}>
      <LazyMessage />
    </Suspense>
  );
}
