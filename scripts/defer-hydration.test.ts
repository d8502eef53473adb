import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../server/http/content-security-policy";
import { deferHydration, hydrateOnFirstUseScript } from "./defer-hydration";

const ENTRY = `import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");`;
const PAGE =
  `<head><link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/>` +
  `</head><body><h1>Rental Process</h1><script>window.__reactRouterContext = {};</script>` +
  `<script type="module" async="">${ENTRY}</script><script>$RC("B:1","S:1")</script></body>`;

describe("deferring a prerendered page's hydration (ADR 0020)", () => {
  const deferred = deferHydration(PAGE, "housing/rental-process/index.html");

  it("drop the module preloads, naming the modules on the entry module kept unrun beside its starter", () => {
    expect(deferred).not.toContain("<link");
    expect(deferred).not.toContain('<script type="module"');
    expect(deferred).toContain(
      `<script type="text/x-deferred-module" id="deferred-entry" data-modules="/assets/entry.client.js /assets/root.js">` +
        `${ENTRY}</script><script>${hydrateOnFirstUseScript}</script>`,
    );
    // The content and the page's other scripts are left as they were.
    expect(deferred).toContain("<h1>Rental Process</h1><script>window.__reactRouterContext = {};</script>");
    expect(deferred).toContain(`<script>$RC("B:1","S:1")</script>`);
  });

  it("leave the entry's text unchanged, so the hash the page is served with allows it when started", () => {
    expect(inlineScriptHashes(deferred)).toEqual(
      expect.arrayContaining(inlineScriptHashes(`<script type="module">${ENTRY}</script>`)),
    );
  });

  it("refuse a page whose entry module or preloads are not where React Router puts them", () => {
    expect(() => deferHydration("<h1>No scripts</h1>", "terms/index.html")).toThrow(/terms\/index.html/);
    expect(() => deferHydration(`<script type="module" async="">${ENTRY}</script>`, "glossary/index.html")).toThrow(
      /glossary\/index.html: expected module preloads/,
    );
  });

  it("hold a click on a script-only button or a link marked to wait for hydration, and follow a held link if it never comes", () => {
    expect(hydrateOnFirstUseScript).toContain(`closest('button[type="button"],a[data-hold]')`);
    expect(hydrateOnFirstUseScript).toContain("location.href=control.href;},5000)");
  });
});
