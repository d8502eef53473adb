import { escapeHtml } from "./escape-html";
import { m } from "./i18n";
import { getTextDirection } from "./paraglide/runtime.js";

/**
 * A quote's byline, stored without a language (issue #46 item 13, ADR 0054). The quote button writes
 *
 *     > [aoife](/community/forum/posts/…?comment=…#comment-…):
 *     >
 *     > the quoted text
 *
 * A blockquote whose first paragraph is only a link to a post or a comment of this forum and a colon is a
 * byline: the server's renderer marks its paragraph (QUOTE_BYLINE_OPEN), and each reader's page words it
 * in the reader's language ("aoife wrote:", "كتب aoife:", "aoife写道："). Where it is not worded (the
 * Markdown itself, a plain-text excerpt) it still reads "aoife:". A quote of a deleted account's text
 * names nobody: its link text is QUOTE_ANONYMOUS, worded as "Anonymous" in the reader's language.
 */
export const QUOTE_ANONYMOUS = "—";

/** The address a byline links to: a post, or one of its comments (common/forum.ts postPath, commentPath). */
export const QUOTE_HREF =
  /^\/community\/forum\/posts\/[0-9A-Za-z-]+(?:\?comment=[0-9A-Za-z-]+#comment-[0-9A-Za-z-]+)?$/;

/** The class of a byline's paragraph: only the renderer writes it (a member's `<` is escaped). */
export const QUOTE_BYLINE_CLASS = "quote-byline";
export const QUOTE_BYLINE_OPEN = `<p class="${QUOTE_BYLINE_CLASS}">`;

const BYLINE = new RegExp(`${QUOTE_BYLINE_OPEN}(<a [^>]*>)([^<]*)</a>:</p>`, "g");
const MARK = "\u0001";

/**
 * A rendered body's quote bylines in the reader's language: "{author} wrote:" around the author's link,
 * the name isolated (<bdi>) so that a Latin name keeps its place in a right-to-left sentence. The line has
 * the page's direction: it is the page's language, and with its own `dir` it does not decide the direction
 * of the body around it (`dir="auto"` goes by the member's words, not by "كتب"). The message is escaped;
 * the link and the name are the renderer's own escaped HTML.
 */
export function withQuoteBylines(html: string): string {
  if (!html.includes(QUOTE_BYLINE_OPEN)) return html;
  return html.replace(BYLINE, (_, open: string, name: string) => {
    const author = `${open}<bdi>${name === QUOTE_ANONYMOUS ? escapeHtml(m.forum_anonymous()) : name}</bdi></a>`;
    const [before = "", after = ""] = escapeHtml(m.forum_quote_wrote({ author: MARK })).split(MARK);
    return `<p class="${QUOTE_BYLINE_CLASS}" dir="${getTextDirection()}">${before}${author}${after}</p>`;
  });
}
