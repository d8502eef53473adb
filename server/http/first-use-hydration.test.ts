import { describe, expect, it } from "vitest";
import { START_WHEN_IDLE_ATTRIBUTE } from "../../app/lib/deferred-hydration";
import { inlineScriptHashes } from "./content-security-policy";
import { deferHydration, FirstUseHydration, firstUseHydrationStream } from "./first-use-hydration";

/** Stands for the script that starts the page (app/lib/hydrate-on-first-use.ts, tested beside it). */
const SCRIPT = "startOnFirstUse()";

const ENTRY = `import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");`;
const PAGE =
  `<head><link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/>` +
  `</head><body><h1>Rental Process</h1><script>window.__reactRouterContext = {};</script>` +
  `<script type="module" async="">${ENTRY}</script><script>$RC("B:1","S:1")</script></body>`;

describe("deferring a prerendered page's hydration (ADR 0020)", () => {
  const deferred = deferHydration(PAGE, "housing/rental-process/index.html", SCRIPT);

  it("drop the module preloads, naming the modules on the entry module kept unrun beside its starter", () => {
    expect(deferred).not.toContain("<link");
    expect(deferred).not.toContain('<script type="module"');
    expect(deferred).toContain(
      `<script type="text/x-deferred-module" id="deferred-entry" data-modules="/assets/entry.client.js /assets/root.js">` +
        `${ENTRY}</script><script>${SCRIPT}</script>`,
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
    expect(() => deferHydration("<h1>No scripts</h1>", "terms/index.html", SCRIPT)).toThrow(/terms\/index.html/);
    expect(() =>
      deferHydration(`<script type="module" async="">${ENTRY}</script>`, "glossary/index.html", SCRIPT),
    ).toThrow(/glossary\/index.html: expected module preloads/);
  });
});

describe("deferring a rendered page's hydration as it streams (ADR 0043)", () => {
  const NONCE = ` nonce="abc=="`;
  const RENDERED =
    `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client.js"${NONCE}/>` +
    `<link rel="modulepreload" href="/assets/root.js"${NONCE}/><title>Forum</title></head><body><h1>Forum</h1>` +
    `<script${NONCE}>window.__reactRouterContext = {};</script><script${NONCE} type="module" async="">${ENTRY}</script>`;
  const STREAMED = `<div hidden id="S:1"><p>Later</p></div><script${NONCE}>$RC("B:1","S:1")</script></body></html>`;

  it("keep the request's nonce on the kept entry and its starter", () => {
    const deferred = deferHydration(RENDERED + STREAMED, "forum", SCRIPT);
    expect(deferred).not.toContain(`<link rel="modulepreload"`);
    expect(deferred).toContain(
      `<script${NONCE} type="text/x-deferred-module" id="deferred-entry" data-modules="/assets/entry.client.js /assets/root.js">${ENTRY}</script>` +
        `<script${NONCE}>${SCRIPT}</script>`,
    );
  });

  it("write the same page whatever the pieces it arrives in", () => {
    const whole = deferHydration(RENDERED + STREAMED, "forum", SCRIPT);
    const page = RENDERED + STREAMED;
    for (let cut = 1; cut < page.length; cut++) {
      const rewriter = new FirstUseHydration(SCRIPT);
      expect(rewriter.push(page.slice(0, cut)) + rewriter.push(page.slice(cut)) + rewriter.end()).toBe(whole);
    }
  });

  it("hold nothing once the entry has passed: a streamed boundary is sent as it comes", () => {
    const rewriter = new FirstUseHydration(SCRIPT);
    rewriter.push(RENDERED);
    expect(rewriter.push(STREAMED)).toBe(STREAMED);
  });

  it("send the shell's content before the entry arrives, holding only a script cut short", () => {
    const rewriter = new FirstUseHydration(SCRIPT);
    const beforeEntry = RENDERED.indexOf(`<script${NONCE} type="module"`);
    const sent = rewriter.push(RENDERED.slice(0, beforeEntry + 20));
    expect(sent).toContain("<h1>Forum</h1><script");
    expect(sent).toContain("window.__reactRouterContext = {};</script>");
    expect(sent).not.toContain('type="module"');
  });

  it("leave a page without module preloads as it is", () => {
    const page = `<html><head><title>x</title></head><body><script>1</script></body></html>`;
    const rewriter = new FirstUseHydration(SCRIPT);
    expect(rewriter.push(page.slice(0, 10)) + rewriter.push(page.slice(10)) + rewriter.end()).toBe(page);
  });

  it("rewrite a byte stream cut inside a character", async () => {
    const page = Buffer.from(RENDERED.replace("Forum</h1>", "Fóram · 论坛</h1>") + STREAMED);
    const stream = firstUseHydrationStream(SCRIPT);
    const out: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk));
    const cut = page.indexOf(Buffer.from("论")) + 1;
    stream.write(page.subarray(0, cut));
    stream.end(page.subarray(cut));
    await new Promise((resolve) => stream.on("end", resolve));
    expect(Buffer.concat(out).toString()).toBe(deferHydration(page.toString(), "forum", SCRIPT, { whenIdle: true }));
  });
});

describe("when a deferred page starts without being touched (ADR 0050)", () => {
  it("a rendered page, which shows the live feed, also starts once loaded and idle; a prerendered guide does not", () => {
    expect(deferHydration(PAGE, "guide", SCRIPT)).not.toContain(`${START_WHEN_IDLE_ATTRIBUTE}>`);
    expect(deferHydration(PAGE, "forum", SCRIPT, { whenIdle: true })).toContain(
      `data-modules="/assets/entry.client.js /assets/root.js" ${START_WHEN_IDLE_ATTRIBUTE}>${ENTRY}</script>`,
    );
  });
});
