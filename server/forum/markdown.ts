import MarkdownIt, { type StateCore, type Token } from "markdown-it";
import {
  BODY_ELEMENTS_MAX,
  BODY_INLINE_NESTING_MAX,
  BODY_LINKS_MAX,
  BODY_NESTING_MAX,
  FORUM_MESSAGES,
} from "@common/forum";
import { mentionPath, splitMentions } from "@common/notifications";
import { withoutHiddenCharacters } from "@common/member-text";
import { QUOTE_BYLINE_CLASS, QUOTE_HREF } from "@common/forum-quote";
import { AppError } from "../app-error";

/**
 * Post and comment bodies: CommonMark without raw HTML, rendered to HTML on the server once per text and sent
 * with the post or comment as `contentHtml` (ADR 0021, ADR 0022). markdown-it parses and renders in time
 * linear in the text and without recursion (react-markdown, before it, overflowed the stack on 2,600 nested
 * quotes and took 20 s over 6,600 nested list markers). Raw HTML is shown as text, links with unsafe
 * protocols stay text, every text is escaped, links to other sites are marked as user content and open in
 * a new tab, and `@username` links to the member's profile. The browser only inserts the result.
 *
 * A body is measured before it is stored (`assertRenderableBody`): too deep or too many elements is refused
 * with a message the author can act on. A body that got past that (stored before the rule, or written
 * straight to the database) is shown as plain text rather than breaking the page that lists it.
 */
const markdown = new MarkdownIt("commonmark", {
  html: false,
  linkify: false,
  xhtmlOut: false,
  // Deeper than any body we accept, so that a body one level too deep is measured as such and refused;
  // nothing is parsed past it, which bounds the parse of a hostile body.
  maxNesting: 2 * BODY_NESTING_MAX + 8,
});

const CONTAINERS = new Set(["blockquote_open", "bullet_list_open", "ordered_list_open"]);
const CONTAINERS_CLOSE = new Set(["blockquote_close", "bullet_list_close", "ordered_list_close"]);

// Headings keep the page's outline: a body's # and ## are the post's sub-headings (h3), ####+ are h4.
const HEADING_TAGS: Record<string, string> = { h1: "h3", h2: "h3", h3: "h3", h4: "h4", h5: "h4", h6: "h4" };
markdown.core.ruler.push("headings_under_title", (state: StateCore) => {
  for (const token of state.tokens) {
    if (token.type === "heading_open" || token.type === "heading_close") token.tag = HEADING_TAGS[token.tag] ?? "h4";
  }
});

// `@username` in text (not in code, not inside a link) becomes a link to that member's profile.
markdown.core.ruler.push("mentions", (state: StateCore) => {
  for (const block of state.tokens) {
    if (block.type !== "inline" || !block.children) continue;
    const children: Token[] = [];
    let insideLink = 0;
    for (const child of block.children) {
      if (child.type === "link_open") insideLink++;
      if (child.type === "link_close") insideLink--;
      if (child.type !== "text" || insideLink > 0) {
        children.push(child);
        continue;
      }
      for (const part of splitMentions(child.content)) {
        if ("text" in part) {
          const text = new state.Token("text", "", 0);
          text.content = part.text;
          children.push(text);
          continue;
        }
        const open = new state.Token("link_open", "a", 1);
        open.attrs = [["href", mentionPath(part.username)]];
        const name = new state.Token("text", "", 0);
        name.content = `@${part.username}`;
        children.push(open, name, new state.Token("link_close", "a", -1));
      }
    }
    block.children = children;
  }
});

/**
 * A quote's byline (common/forum-quote.ts, ADR 0054): a blockquote's first paragraph that is only a link to a
 * post or comment of this forum, its text plain, and a colon. Its paragraph is marked for the reader's page
 * to word in the reader's language; its link is this site's own.
 */
function isByline(children: Token[]): boolean {
  const open = children[0];
  const close = children.at(-2);
  if (children.length < 4 || open?.type !== "link_open" || close?.type !== "link_close") return false;
  const colon = children.at(-1)!;
  if (colon.type !== "text" || colon.content !== ":") return false;
  if (!QUOTE_HREF.test(String(open.attrGet("href") ?? "")) || open.attrGet("title")) return false;
  return children.slice(1, -2).every((child) => child.type === "text" && child.content !== "");
}

markdown.core.ruler.push("quote_bylines", (state: StateCore) => {
  const tokens = state.tokens;
  for (let index = 0; index + 3 < tokens.length; index++) {
    if (tokens[index]!.type !== "blockquote_open" || tokens[index + 1]!.type !== "paragraph_open") continue;
    const inline = tokens[index + 2]!;
    if (inline.type !== "inline" || !inline.children || !isByline(inline.children)) continue;
    tokens[index + 1]!.attrSet("class", QUOTE_BYLINE_CLASS);
    inline.children[0]!.meta = { byline: true };
  }
});

const { escapeHtml } = markdown.utils;
const EXTERNAL = ' target="_blank" rel="nofollow ugc noopener noreferrer" class="text-brand underline"';
const isProfileLink = (href: string) => href.startsWith("/u/");

markdown.renderer.rules.link_open = (tokens, index) => {
  const token = tokens[index]!;
  const href = String(token.attrGet("href") ?? "");
  const title = token.attrGet("title")?.toString();
  const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
  return isProfileLink(href) || token.meta?.byline
    ? `<a href="${escapeHtml(href)}"${titleAttribute} class="font-medium text-brand underline">`
    : `<a href="${escapeHtml(href)}"${titleAttribute}${EXTERNAL}>`;
};

// Images are not loaded from other sites into our pages: an image is shown as a link to it, named by its
// alt text.
markdown.renderer.rules.image = (tokens, index, options, env, renderer) => {
  const token = tokens[index]!;
  const source = String(token.attrGet("src") ?? "");
  const alt = renderer.renderInlineAsText(token.children ?? [], options, env) || source;
  return /^(https?:\/\/|\/)/i.test(source)
    ? `<a href="${escapeHtml(source)}"${EXTERNAL}>${escapeHtml(alt)}</a>`
    : escapeHtml(alt);
};

/** What a parsed body asks of the renderer and of the reader's browser. */
function measure(tokens: Token[]) {
  let depth = 0;
  let nesting = 0;
  let inlineNesting = 0;
  let elements = 0;
  let links = 0;
  for (const token of tokens) {
    if (token.nesting === 1 || token.type === "hr" || token.type === "code_block" || token.type === "fence") elements++;
    if (CONTAINERS.has(token.type)) nesting = Math.max(nesting, ++depth);
    else if (CONTAINERS_CLOSE.has(token.type)) depth--;
    let inlineDepth = 0;
    for (const child of token.children ?? []) {
      if (child.type === "link_open" || child.type === "image") links++;
      if (child.nesting === 1) {
        elements++;
        inlineNesting = Math.max(inlineNesting, ++inlineDepth);
      } else if (child.nesting === -1) inlineDepth--;
      else if (child.type === "hardbreak" || child.type === "image" || child.type === "code_inline") elements++;
    }
  }
  return { nesting, inlineNesting, elements, links };
}

/** Why a body cannot be shown as Markdown, in words its author can act on; null when it can. */
function problemWith(tokens: Token[]): string | null {
  const { nesting, inlineNesting, elements, links } = measure(tokens);
  if (nesting > BODY_NESTING_MAX) return FORUM_MESSAGES.bodyNestedTooDeep;
  if (inlineNesting > BODY_INLINE_NESTING_MAX) return FORUM_MESSAGES.bodyFormattingNestedTooDeep;
  if (links > BODY_LINKS_MAX) return FORUM_MESSAGES.bodyTooManyLinks;
  if (elements > BODY_ELEMENTS_MAX) return FORUM_MESSAGES.bodyTooManyElements;
  return null;
}

const parse = (text: string) => markdown.parse(text, {});

/** Refuses (400, on the `content` field) a body that would be shown as plain text instead of Markdown. */
export function assertRenderableBody(text: string): void {
  const problem = problemWith(parse(text));
  if (problem) throw new AppError(400, problem, "BODY_TOO_COMPLEX", "content");
}

/** A body shown as it was typed: escaped, its paragraphs and line breaks kept. */
function plainTextHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`)
    .join("\n");
}

function render(text: string): string {
  try {
    const tokens = parse(text);
    if (problemWith(tokens)) return plainTextHtml(text);
    return markdown.renderer.render(tokens, markdown.options, {}).trimEnd();
  } catch {
    // No body, however it got into the database, may break the list or the page it is on.
    return plainTextHtml(text);
  }
}

/**
 * Rendered bodies by text, most recently used last, up to RENDERED_CHARS_MAX characters of text and HTML
 * together (about twice that in bytes): the same posts are read by every reader and sent on every live update.
 */
const rendered = new Map<string, string>();
const RENDERED_CHARS_MAX = 8 * 1024 * 1024;
let renderedChars = 0;

export function markdownHtml(body: string): string {
  // A body stored before the hidden characters were taken out as it is written shows without them.
  const text = withoutHiddenCharacters(body);
  let html = rendered.get(text);
  if (html !== undefined) rendered.delete(text);
  else {
    html = render(text);
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
