import { withQuoteBylines } from "@common/forum-quote";
import { localizedPath } from "@common/locale-path";

/**
 * The body's links to this site's pages (a quote's author, an @mention) in the reader's language: the
 * stored text and its rendering name them without a prefix, as one text is read in every language. Only
 * the renderer writes ` href="` (a member's text is escaped), and an address already in a language stays.
 */
export const withReadersLinks = (html: string): string =>
  html.replace(/ href="(\/(?!\/)[^"]*)"/g, (_, path: string) => ` href="${localizedPath(path)}"`);

/**
 * A post's or comment's body, as the server rendered it from Markdown (`contentHtml`, ADR 0021). The HTML
 * is the server's own output of a Markdown subset with raw HTML skipped and every text escaped: nothing a
 * member typed reaches the page unescaped. A quote's byline is worded in the reader's language
 * (common/forum-quote.ts).
 */
export function Markdown({ html }: { html: string }) {
  return (
    <div
      dir="auto"
      className="prose-forum"
      dangerouslySetInnerHTML={{ __html: withReadersLinks(withQuoteBylines(html)) }}
    />
  );
}
