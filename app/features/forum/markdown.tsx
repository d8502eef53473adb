import type { ReactElement } from "react";
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

/**
 * Rendered bodies by text, most recently used last: parsing is the costly part of a forum page's render
 * (issue #17), and the same posts are rendered for every reader and on every live update. ReactMarkdown is
 * a pure function of its props, so its element tree can be shared.
 */
const rendered = new Map<string, ReactElement>();
const RENDERED_MAX = 500;

function renderedMarkdown(text: string): ReactElement {
  let tree = rendered.get(text);
  if (tree) rendered.delete(text);
  else {
    tree = ReactMarkdown({
      components,
      remarkPlugins: [remarkMentions],
      allowedElements: [...ALLOWED, "h1", "h2"],
      unwrapDisallowed: true,
      skipHtml: true,
      children: text,
    });
    if (rendered.size >= RENDERED_MAX) rendered.delete(rendered.keys().next().value!);
  }
  rendered.set(text, tree);
  return tree;
}

export function Markdown({ text }: { text: string }) {
  return <div className="prose-forum">{renderedMarkdown(text)}</div>;
}
