/**
 * A post's or comment's body, as the server rendered it from Markdown (`contentHtml`, ADR 0021). The HTML
 * is the server's own output of a Markdown subset with raw HTML skipped and every text escaped: nothing a
 * member typed reaches the page unescaped.
 */
export function Markdown({ html }: { html: string }) {
  return <div dir="auto" className="prose-forum" dangerouslySetInnerHTML={{ __html: html }} />;
}
