/**
 * Registers the service worker (ADR 0039) from <head>, once the page has loaded: prerendered pages hydrate
 * on first use (ADR 0020), and a reader who only reads would otherwise never get the worker. A page that
 * loaded while the worker was activating is not among those it claimed: once it is active, the page asks
 * it to claim again (offline, that page would otherwise find neither its chunks nor the route list). ES5.
 */
export const registerWorkerScript = `if("serviceWorker"in navigator)addEventListener("load",function(){var c=navigator.serviceWorker;c.register("/sw.js").then(function(){return c.ready}).then(function(r){if(!c.controller&&r.active)r.active.postMessage({type:"claim"})}).catch(function(){})});`;
