import type { WorkerMessage } from "../../service-worker/rules";

/**
 * The inline script in <head> that registers the service worker (ADR 0039) once the page has loaded:
 * prerendered pages hydrate on first use (ADR 0020), and a reader who only reads would otherwise never get
 * the worker. A page that loaded while the worker was activating is not among those it claimed: once it is
 * active, the page asks it to claim again (offline, that page would otherwise find neither its chunks nor
 * the route list). Not imported by any module: compiled on its own into the script's text
 * (scripts/lib/inline-script.ts; app/root.tsx imports that text).
 */
if ("serviceWorker" in navigator) {
  addEventListener("load", () => {
    const container = navigator.serviceWorker;
    container
      .register("/sw.js")
      .then(() => container.ready)
      .then((registration) => {
        if (!container.controller && registration.active) {
          registration.active.postMessage({ type: "claim" } satisfies WorkerMessage);
        }
      })
      .catch(() => {
        // Not registered (a private window, storage refused): the site works without it.
      });
  });
}
