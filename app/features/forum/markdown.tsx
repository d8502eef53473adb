import ReactMarkdown, { type Components } from "react-markdown";
import { remarkMentions } from "./remark-mentions";

/**
 * Post and comment bodies: a Markdown subset rendered to React elements. Raw HTML is never rendered
 * (react-markdown skips it), unsafe link protocols are dropped by its default URL transform, and links
 * to other sites are marked as user content and open in a new tab.
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

export function Markdown({ text }: { text: string }) {
  return (
    <div className="prose-forum">
      <ReactMarkdown
        components={components}
        remarkPlugins={[remarkMentions]}
        allowedElements={[...ALLOWED, "h1", "h2"]}
        unwrapDisallowed
        skipHtml
      >
        {text}
      </ReactMarkdown>
    </div>
  );
}
