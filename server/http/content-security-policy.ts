import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";

/**
 * The Content-Security-Policy (ADR 0012). Scripts run only from this origin or inline with the
 * request's nonce (pages rendered per request) or with a listed hash (pages prerendered at build time);
 * never `'unsafe-inline'`. Styles may be inline: React's `style` props (Radix positions its popovers,
 * animations pass CSS variables) are style attributes, which no nonce can cover.
 */
export interface ScriptSources {
  /** The per-request nonce that every inline script of a rendered page carries. */
  nonce?: string;
  /** `sha256-…` of every inline script of a prerendered page. */
  hashes?: readonly string[];
}

/** 128 random bits, base64: a fresh one for every request. */
export function cspNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The policy's header value. In development Vite's HMR client also connects to its WebSocket server
 * (another port), so `connect-src` allows `ws:`; the script rules stay as in production.
 */
export function contentSecurityPolicy({ nonce, hashes = [] }: ScriptSources = {}, development = false): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...hashes.map((hash) => `'${hash}'`)],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "connect-src": development ? ["'self'", "ws:", "wss:"] : ["'self'"],
    // The service worker and the web app manifest (ADR 0039): said outright, not left to fallbacks.
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** Inline-script hashes of the prerendered pages, by file path relative to build/client ("legal/x/index.html"). */
export type PrerenderedScriptHashes = Record<string, string[]>;

/**
 * A script element as React writes it: checked on a page the installed React Router renders, whose version
 * is pinned (first-use-hydration.react-router.test.tsx).
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP hash sources (`sha256-<base64>`) of the inline scripts in `html`: the sha256 of each script's
 * text exactly as written between its tags, as the browser computes it. Scripts with a `src` are left out
 * (`'self'` allows them), and so are JSON data blocks (`type="application/ld+json"`: the browser never runs
 * them, and the policy does not apply to them). A deferred entry (`text/x-deferred-module`, ADR 0020) is
 * hashed: it is started later with its text unchanged. Duplicates are listed once. The build hashes the
 * prerendered pages with it (scripts/stages/csp-hashes.ts), the server the pages it keeps (http/pages-in-memory.ts).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/(?:^|\s)src\s*=/i.test(attributes!)) continue;
    const type = /(?:^|\s)type\s*=\s*["']?([^"'\s>]+)/i.exec(attributes!)?.[1]?.toLowerCase();
    if (type && /^application\/(ld\+)?json$/.test(type)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/** Reads the manifest that `scripts/stages/csp-hashes.ts` writes at build time. */
export function readPrerenderedScriptHashes(file: string): PrerenderedScriptHashes {
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: run \`npm run build\` (prerendered pages need their script hashes)`);
  }
  return JSON.parse(readFileSync(file, "utf8")) as PrerenderedScriptHashes;
}
