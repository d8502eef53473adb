import ReactMarkdown, { type Components } from "react-markdown";
import { renderToStaticMarkup } from "react-dom/server";
import { remarkMentions } from "./remark-mentions";

/**
 * Post and comment bodies: a Markdown subset rendered to HTML on the server, once per text, and sent with
 * the post or comment as `contentHtml` (ADR 0021). Raw HTML is never rendered (react-markdown skips it),
 * unsafe link protocols are dropped by its default URL transform, React escapes every text, and links to
 * other sites are marked as user content and open in a new tab. The browser only inserts the result: it
 * neither downloads a Markdown parser nor hydrates the bodies.
 */
const ALLOWED = ["p", "br", "strong", "em", "a", "ul", "ol", "li", "blockquote", "code", "pre", "h3", "h4", "hr"];

const components: Components = {
  a: ({ href, children }) =>
    // A mention (remark-mentions): a link to the member's profile on this site.
    href?.startsWith("/u/") ? (
      <a href={href} className="font-medium text-brand underline">
        {children}
      </a>
    ) : (
      <a href={href} target="_blank" rel="nofollow ugc noopener noreferrer" className="text-brand underline">
        {children}
      </a>
    ),
  h1: ({ children }) => <h3>{children}</h3>,
  h2: ({ children }) => <h3>{children}</h3>,
};

/**
 * Rendered bodies by text, most recently used last, up to RENDERED_CHARS_MAX characters of text and HTML
 * together (about twice that in bytes): parsing is the costly part, and the same posts are read by every
 * reader and sent on every live update.
 */
const rendered = new Map<string, string>();
const RENDERED_CHARS_MAX = 8 * 1024 * 1024;
let renderedChars = 0;

export function markdownHtml(text: string): string {
  let html = rendered.get(text);
  if (html !== undefined) rendered.delete(text);
  else {
    html = renderToStaticMarkup(
      <ReactMarkdown
        components={components}
        remarkPlugins={[remarkMentions]}
        allowedElements={[...ALLOWED, "h1", "h2"]}
        unwrapDisallowed
        skipHtml
      >
        {text}
      </ReactMarkdown>,
    );
    renderedChars += text.length + html.length;
    while (renderedChars > RENDERED_CHARS_MAX && rendered.size > 0) {
      const [oldText, oldHtml] = rendered.entries().next().value!;
      rendered.delete(oldText);
      renderedChars -= oldText.length + oldHtml.length;
    }
  }
  rendered.set(text, html);
  return html;
}
