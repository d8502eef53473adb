// Rewrites the prerendered reading pages under build/client so that they hydrate on first use (ADR 0020,
// app/lib/deferred-hydration.ts): their module preloads are dropped, and React Router's entry module is
// kept unrun, naming the modules it needs, beside the script that fetches them once the page has loaded
// and starts the entry on first use. Runs after `react-router build` and before scripts/csp-hashes.ts,
// which then hashes the inline scripts as they are served.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { prerenderedPages } from "./csp-hashes";
import {
  DEFERRED_MODULE_ID,
  DEFERRED_MODULE_TYPE,
  DEFERRED_MODULES_ATTRIBUTE,
  HELD_LINK_TIMEOUT_MS,
  HOLD_UNTIL_HYDRATED,
} from "../app/lib/deferred-hydration";

/**
 * The inline script that replaces the entry module on a deferred page. Plain ES5, no dependencies: it
 * runs before any of the site's code.
 * - Once the page has loaded (its text painted, its styles and icons in), it asks for the page's modules
 *   as module preloads, so that they are there by the first tap without competing with the page itself.
 * - On first use it starts the entry module. That has the same text as the script the page was built
 *   with, so the page's CSP hash for it still applies.
 * - A click on a script-only button, or on a link marked HOLD_UNTIL_HYDRATED (the header's search, which
 *   opens the palette once the scripts run), is held and replayed after hydration. A held link is
 *   followed after HELD_LINK_TIMEOUT_MS if the scripts never run (a failed download).
 */
export const hydrateOnFirstUseScript = `(function(){
var html=document.documentElement,fetched=false,started=false,held=null;
var uses=["pointerdown","keydown","touchstart","focusin","wheel","scroll"];
var entry=document.getElementById("${DEFERRED_MODULE_ID}");
function fetchModules(){
if(fetched)return;fetched=true;
var modules=entry.getAttribute("${DEFERRED_MODULES_ATTRIBUTE}").split(" ");
for(var i=0;i<modules.length;i++){var link=document.createElement("link");link.rel="modulepreload";link.href=modules[i];document.head.appendChild(link);}
}
function hydrate(){
if(started)return;started=true;fetchModules();
for(var i=0;i<uses.length;i++)removeEventListener(uses[i],hydrate,true);
var start=document.createElement("script");start.type="module";start.textContent=entry.textContent;
document.body.appendChild(start);
}
function hold(event){
if("hydrated" in html.dataset)return;
var control=event.target.closest&&event.target.closest('button[type="button"],a[${HOLD_UNTIL_HYDRATED}]');
if(!control||control.href&&(event.ctrlKey||event.metaKey||event.shiftKey||event.button))return;
event.preventDefault();event.stopImmediatePropagation();held=control;hydrate();
if(control.href)setTimeout(function(){if(held===control)location.href=control.href;},${HELD_LINK_TIMEOUT_MS});
}
addEventListener("click",hold,true);
new MutationObserver(function(changes,observer){
if(!("hydrated" in html.dataset))return;
observer.disconnect();removeEventListener("click",hold,true);
if(held&&held.isConnected)held.click();
held=null;
}).observe(html,{attributes:true,attributeFilter:["data-hydrated"]});
for(var i=0;i<uses.length;i++)addEventListener(uses[i],hydrate,{capture:true,passive:true});
if("member" in html.dataset)hydrate();
else if(document.readyState==="complete")fetchModules();
else addEventListener("load",fetchModules);
})();`;

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const ENTRY_MODULE = /<script type="module" async="">([\s\S]*?)<\/script>/g;

/** The page's HTML rewritten to hydrate on first use; throws if the page is not shaped as expected. */
export function deferHydration(html: string, page: string): string {
  const entries = [...html.matchAll(ENTRY_MODULE)];
  if (entries.length !== 1) throw new Error(`${page}: expected one entry module script, found ${entries.length}`);
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((preload) => preload[1]!);
  if (modules.length === 0) throw new Error(`${page}: expected module preloads, found none`);
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(
      ENTRY_MODULE,
      (_script, entry: string) =>
        `<script type="${DEFERRED_MODULE_TYPE}" id="${DEFERRED_MODULE_ID}" ${DEFERRED_MODULES_ATTRIBUTE}="${modules.join(" ")}">${entry}</script>` +
        `<script>${hydrateOnFirstUseScript}</script>`,
    );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const client = fileURLToPath(new URL("../build/client", import.meta.url));
  let count = 0;
  for (const page of prerenderedPages(client)) {
    const file = join(client, page);
    writeFileSync(file, deferHydration(readFileSync(file, "utf8"), page));
    count++;
  }
  console.log(`deferred the hydration of ${count} prerendered pages`);
}
