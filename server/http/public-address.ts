import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { contentOf, etagOf, type StaticFile } from "./static-files";

/**
 * A page's canonical address and og:url are written as paths (app/lib/seo.ts), in prerendered pages too,
 * and get the running server's PUBLIC_URL here, as the page is sent: a build serves at whatever address
 * it is run at (issue #29: they came from the PUBLIC_URL of the build). Only these tags in the head (and the hreflang alternates)
 * are touched, never an inline script, so the pages' script hashes (ADR 0012) still hold.
 */
const PATH_ADDRESS = /(<link rel="canonical" href="|<link rel="alternate" href="|<meta property="og:url" content=")\//g;
const HEAD_END = "</head>";

const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/**
 * The picture a link preview shows (Open Graph, issue #46 item 19), drawn at build time
 * (scripts/stages/icons.ts). Its tags are added here, as the page is sent, because its address must
 * be absolute: written by the pages' meta functions, they would weigh on every page's JavaScript too.
 */
export const SOCIAL_CARD = { path: "/social-card.png", width: 1200, height: 630 } as const;
const socialCardTags = (base: string) =>
  `<meta property="og:image" content="${base}${SOCIAL_CARD.path}"/>` +
  `<meta property="og:image:width" content="${SOCIAL_CARD.width}"/>` +
  `<meta property="og:image:height" content="${SOCIAL_CARD.height}"/>` +
  `<meta property="og:image:alt" content="Ireland Guide"/>`;

/** The head's part up to `</head>`, with its canonical and og:url paths made absolute at `publicUrl`. */
function headWithPublicAddress(head: string, base: string): string {
  return head.replace(PATH_ADDRESS, (_tag, opening: string) => `${opening}${base}/`);
}

/** `html` with its canonical and og:url paths made absolute at `publicUrl`, and the social card named. */
export function withPublicAddress(html: string, publicUrl: string): string {
  const base = escapeAttribute(publicUrl);
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd === -1) return headWithPublicAddress(html, base);
  return headWithPublicAddress(html.slice(0, headEnd), base) + socialCardTags(base) + html.slice(headEnd);
}

/** The tags' openings: a chunk that ends in the start of one holds that part back for the next. */
const OPENINGS = [
  '<link rel="canonical" href="/',
  '<link rel="alternate" href="/',
  '<meta property="og:url" content="/',
  HEAD_END,
];
const LONGEST_OPENING = Math.max(...OPENINGS.map((opening) => opening.length));
function partialOpeningAtEnd(text: string): number {
  for (let length = Math.min(text.length, LONGEST_OPENING - 1); length > 0; length--) {
    const end = text.slice(-length);
    if (OPENINGS.some((opening) => opening.startsWith(end))) return length;
  }
  return 0;
}

/**
 * A rendered HTML page with its head's addresses made absolute as it streams: each chunk is passed on
 * rewritten (only the start of a tag cut off at a chunk's end waits for the next), and after `</head>`
 * the chunks pass through untouched.
 */
export function renderedWithPublicAddress(response: Response, publicUrl: string): Response {
  if (!response.body || !response.headers.get("Content-Type")?.startsWith("text/html")) return response;
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let inHead = true;
  let held = "";
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (!inHead) return controller.enqueue(chunk);
        const text = held + decoder.decode(chunk, { stream: true });
        const headEnd = text.indexOf(HEAD_END);
        if (headEnd !== -1) {
          inHead = false;
          held = "";
          return controller.enqueue(encoder.encode(withPublicAddress(text, publicUrl)));
        }
        const keep = partialOpeningAtEnd(text);
        held = text.slice(text.length - keep);
        const ready = text.slice(0, text.length - keep);
        if (ready) controller.enqueue(encoder.encode(withPublicAddress(ready, publicUrl)));
      },
      flush(controller) {
        if (!inHead) return;
        const rest = held + decoder.decode();
        if (rest) controller.enqueue(encoder.encode(withPublicAddress(rest, publicUrl)));
      },
    }),
  );
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * A prerendered page of the browser build with its addresses made absolute, done on the page's first
 * request rather than for every page at start-up (a few milliseconds for one page, ~140 ms for all, and
 * most are not asked for soon). Its build-time brotli and gzip copies no longer match: gzip and a quick
 * brotli are made in their place (the build's best brotli saves a few hundred bytes a page, not worth
 * seconds of CPU at every start).
 */
export function prerenderedWithPublicAddress(file: StaticFile, publicUrl: string): void {
  const html = contentOf(file).toString("utf8");
  const rewritten = withPublicAddress(html, publicUrl);
  if (rewritten === html) return;
  const body = Buffer.from(rewritten);
  file.etag = etagOf(body);
  file.gz = gzipSync(body, { level: 9 });
  file.br = brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  file.body = undefined;
}
