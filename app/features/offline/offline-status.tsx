import { useEffect, useState, useSyncExternalStore } from "react";
import { m, getLocale, baseLocale } from "@common/i18n";
import { intlLocale } from "@common/locales";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { OFFLINE_COPY_ATTRIBUTE, type WorkerMessage } from "../../service-worker/rules";
// What the offline notices need comes with this module, which every page loads as it starts (./lazy.tsx),
// so that it is there before it is needed (issue #46 item 4): on a first visit the service worker has not
// kept these chunks yet, and the request that fails offline (a draft's autosave, a comment) would then fail
// again fetching the words that say so, and bring the error screen over the member's text. They stay chunks
// of their own, loaded by import() where they are used, so no page's start carries them.
import "./not-sent-words";
import "./offline-message";

/** The footer's line, once this page is under the service worker. */
export function SavedForOfflineNote() {
  const saved = useSavedForOffline();
  return saved ? <span className="mt-1 block">{m.offline_saved_footer()}</span> : null;
}

/**
 * Whether the guides, the checklist and the glossary are kept on this device: in English once the page is
 * under the service worker (they are precached); in another language once the worker says it has kept
 * that language's copies, which it fetches when a reader first uses it.
 */
export function useSavedForOffline(): boolean {
  return useSyncExternalStore(subscribeToController, isSaved, () => false);
}
/** The worker said it keeps this page's language (a "kept-for-offline" answer). */
let keptForOffline = false;
const controllerListeners = new Set<() => void>();
function subscribeToController(onChange: () => void) {
  if (!("serviceWorker" in navigator)) return () => {};
  controllerListeners.add(onChange);
  navigator.serviceWorker.addEventListener("controllerchange", onChange);
  return () => {
    controllerListeners.delete(onChange);
    navigator.serviceWorker.removeEventListener("controllerchange", onChange);
  };
}
const isSaved = () =>
  "serviceWorker" in navigator &&
  Boolean(navigator.serviceWorker.controller) &&
  (getLocale() === baseLocale || keptForOffline);

/** The document itself came from a kept copy: the worker marked <html> (read once: the page it loaded as). */
let documentCopy: { path: string; date: string } | null | undefined;
function readDocumentCopy() {
  if (documentCopy === undefined) {
    const date = document.documentElement.getAttribute(OFFLINE_COPY_ATTRIBUTE);
    documentCopy = date ? { path: window.location.pathname, date } : null;
  }
  return documentCopy;
}
const noSubscription = () => () => {};

/**
 * The page's side of the worker: the "offline copy from <time>" banner on a page answered from a kept copy,
 * the "new version" prompt when a new worker waits, a form sent offline kept unsent, and a reader on a
 * locale asking for that locale's guides.
 */
export function OfflineStatus({ pathname }: { pathname: string }) {
  const [copies, setCopies] = useState<Record<string, string>>({});
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const toast = useToast();

  const documentCopied = useSyncExternalStore(noSubscription, readDocumentCopy, () => null);

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const container = navigator.serviceWorker;
    // A page reached in the browser (its data) was answered from a kept copy.
    const onMessage = (event: MessageEvent<WorkerMessage>) => {
      if (event.data?.type === "offline-copy") {
        const { path, date } = event.data;
        setCopies((shown) => ({ ...shown, [path === "/_root" ? "/" : path]: date }));
      } else if (event.data?.type === "kept-for-offline" && event.data.locale === getLocale()) {
        keptForOffline = true;
        controllerListeners.forEach((listener) => listener());
      }
    };
    container.addEventListener("message", onMessage);
    let registration: ServiceWorkerRegistration | undefined;
    const watch = (worker: ServiceWorker | null) => {
      if (!worker) return;
      const check = () => {
        // Waiting behind the worker that runs this page: a new release. (The first worker has nothing to replace.)
        if (worker.state === "installed" && container.controller) setWaiting(worker);
      };
      check();
      worker.addEventListener("statechange", check);
    };
    const onUpdateFound = () => watch(registration?.installing ?? null);
    void container.getRegistration().then((found) => {
      registration = found;
      if (!found) return;
      watch(found.waiting);
      found.addEventListener("updatefound", onUpdateFound);
    });
    const locale = getLocale();
    const member = "member" in document.documentElement.dataset;
    if (locale !== baseLocale || member) {
      void container.ready.then((ready) =>
        ready.active?.postMessage({ type: "keep-for-offline", locale, member } satisfies WorkerMessage),
      );
    }
    return () => {
      container.removeEventListener("message", onMessage);
      registration?.removeEventListener("updatefound", onUpdateFound);
    };
  }, []);

  // A form sent while the browser knows it is offline is not sent: its text stays where it was typed.
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      if (navigator.onLine) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      toast({ title: m.offline_not_sent_title(), description: m.offline_not_sent_body(), variant: "destructive" });
    };
    window.addEventListener("submit", onSubmit, true);
    return () => window.removeEventListener("submit", onSubmit, true);
  }, [toast]);

  const copyDate = copies[pathname] ?? (documentCopied?.path === pathname ? documentCopied.date : undefined);
  return (
    <>
      {copyDate && (
        <div role="status" className="border-b border-border bg-surface" data-testid="offline-copy">
          <p className="mx-auto max-w-6xl px-4 py-2 text-sm">
            <strong>
              {m.offline_copy_banner({ time: "__TIME__" }).split("__TIME__")[0]}
              <time dateTime={copyDate}>{copyTime(copyDate)}</time>
              {m.offline_copy_banner({ time: "__TIME__" }).split("__TIME__")[1]}
            </strong>{" "}
            <span className="text-muted-foreground">{m.offline_copy_help()}</span>
          </p>
        </div>
      )}
      {waiting && (
        <div role="status" className="fixed inset-x-0 bottom-0 z-50 border-t border-border bg-surface shadow-lg">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
            <p className="text-sm font-medium">{m.offline_update_available()}</p>
            <Button
              size="sm"
              onClick={() => {
                // Only the reader's own choice reloads the page: the new worker takes over, then the page
                // loads again from it, with the new release's chunks.
                navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), {
                  once: true,
                });
                waiting.postMessage({ type: "skip-waiting" } as WorkerMessage);
              }}
            >
              {m.offline_update_reload()}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}

/** When a kept copy was fetched, in the reader's own time and language ("26 Nov 2026, 16:05"). */
function copyTime(iso: string): string {
  return new Date(iso).toLocaleString(intlLocale(getLocale()), { dateStyle: "medium", timeStyle: "short" });
}
