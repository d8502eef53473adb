import { getTextDirection } from "../../common/paraglide/runtime.js";
import { escapeHtml } from "../../common/escape-html";
import { htmlLang } from "../../common/locales";
import { SITE_NAME } from "../../common/sections";
import type { Locale } from "../../common/i18n";
import { isDocumentRequest } from "./actions";

/**
 * A refusal the server writes itself, before any page is rendered: a crawler over its share (429), too many
 * pages waiting (503), a form sent from another site (403), a body too large (413), an address React Router
 * cannot read (400). One sentence in the address's language.
 *
 * A browser that is loading a page (a link followed, a form sent without JavaScript) shows the answer as the
 * page, so it gets a small HTML page that says the sentence's language and direction: an Arabic sentence
 * read right to left, a screen reader told which language to speak. Anything else (a crawler, a script,
 * React Router's client fetching `.data`) gets the sentence as plain text. Either way it holds nothing of
 * anyone's: `Cache-Control` is the caller's, and no shared cache keeps a refusal it is told not to.
 */
export function refusal(
  request: Request,
  status: number,
  sentence: string,
  locale: Locale,
  headers: Record<string, string> = {},
): Response {
  if (!isDocumentRequest(request)) {
    return new Response(sentence, { status, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(refusalPage(sentence, locale), {
    status,
    headers: { ...headers, "Content-Type": "text/html; charset=utf-8" },
  });
}

/** The refusal as a page: no script, no stylesheet to fetch (the server may be too busy to send one). */
export function refusalPage(sentence: string, locale: Locale): string {
  return (
    `<!doctype html><html lang="${htmlLang(locale)}" dir="${getTextDirection(locale)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${SITE_NAME}</title>` +
    `<style>body{margin:0;font:1.125rem/1.6 system-ui,sans-serif;color:#1c1917;background:#fafaf9}` +
    `main{max-width:36rem;margin:0 auto;padding:3rem 1rem}h1{font-size:1.5rem;color:#0b6e3f}</style></head>` +
    `<body><main><h1>${SITE_NAME}</h1><p>${escapeHtml(sentence)}</p></main></body></html>`
  );
}
