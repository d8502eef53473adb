import type { WorkerMessage } from "../../service-worker/rules";

/**
 * Asks the service worker to drop the pages it kept for offline (forum, member pages): called when who is
 * signed in on this browser changes. Writes such as sign-out go straight to the network, not through the
 * worker (ADR 0039), so the page, which learns the outcome, tells it.
 */
export function forgetOfflinePages() {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const message: WorkerMessage = { type: "purge" };
  navigator.serviceWorker.controller?.postMessage(message);
  // A worker that is not yet running this page (still activating) keeps nothing of it yet, but a page of
  // this browser it runs may have been kept: tell the active worker too.
  void navigator.serviceWorker.getRegistration().then((registration) => registration?.active?.postMessage(message));
}
