import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { m } from "@common/i18n";
import { iconActionClasses, buttonClasses } from "~/components/ui/button";
import { useCurrentUser } from "~/features/auth";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/cn";
import { commentPath, postPath } from "./paths";
import { insertQuote, quoteMarkdown } from "./quote-text";

/** What can be quoted: a post, or one of its comments, with its author and its Markdown. */
export interface Quotable {
  postId: string;
  commentId?: string;
  author: { username: string | null } | null;
  /** The item's Markdown, quoted as it is when the whole item is quoted. */
  content: string;
}

/** The post's reply box (its comment form's textarea: CommentForm marks it). */
const replyBoxOf = (postId: string) =>
  document.querySelector<HTMLTextAreaElement>(`textarea[data-quote-target="${CSS.escape(postId)}"]`);

const itemElementOf = (item: Quotable) =>
  document.getElementById(item.commentId ? `comment-${item.commentId}` : `post-${item.postId}`);

/** The post or comment an element is in: the nearest one, since a comment is inside its post's card. */
const ITEM = 'li[id^="comment-"], article[id^="post-"]';

const elementOf = (node: Node) => (node instanceof Element ? node : node.parentElement);

/**
 * The part of the page's selection inside this item's body (its rendered Markdown), or null. A selection
 * that runs on past the body (a triple click takes the paragraph's end with it) is cut at the body's edge.
 */
function selectedRangeIn(item: Quotable): Range | null {
  const selection = document.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const element = itemElementOf(item);
  const bodyOf = (node: Node) => {
    const body = elementOf(node)?.closest(".prose-forum");
    return body && body.closest(ITEM) === element ? body : null;
  };
  const body = bodyOf(range.startContainer) ?? bodyOf(range.endContainer);
  if (!body) return null;
  const clipped = range.cloneRange();
  if (!body.contains(range.startContainer)) clipped.setStart(body, 0);
  if (!body.contains(range.endContainer)) clipped.setEnd(body, body.childNodes.length);
  return clipped.toString().trim() ? clipped : null;
}

/**
 * A range's text with its line breaks, as the reader sees it: a copy of it, laid out out of sight, read
 * with innerText (a Range's own text runs paragraphs together).
 */
function textOf(range: Range): string {
  const holder = document.createElement("div");
  holder.className = "prose-forum";
  holder.style.cssText = "position:fixed;left:-10000px;top:0;width:40rem";
  holder.append(range.cloneContents());
  document.body.append(holder);
  const text = holder.innerText;
  holder.remove();
  return text;
}

// One listener for the page's selection, however many items watch it.
const selectionListeners = new Set<() => void>();
const onSelectionChange = () => {
  for (const listener of selectionListeners) listener();
};
function subscribeToSelection(listener: () => void) {
  if (selectionListeners.size === 0) document.addEventListener("selectionchange", onSelectionChange);
  selectionListeners.add(listener);
  return () => {
    selectionListeners.delete(listener);
    if (selectionListeners.size === 0) document.removeEventListener("selectionchange", onSelectionChange);
  };
}

function quoteInto(item: Quotable, range: Range | null) {
  const selected = range ? textOf(range) : null;
  const box = replyBoxOf(item.postId);
  if (!box) return;
  const href = item.commentId ? commentPath(item.postId, item.commentId) : postPath(item.postId);
  const quote = quoteMarkdown({
    author: item.author?.username ?? null,
    href,
    text: selected ?? item.content,
    source: selected === null,
  });
  document.getSelection()?.removeAllRanges();
  insertQuote(box, quote);
}

/** Keeps the page's selection when the pointer presses a quote button: the click then quotes it. */
const keepSelection = (event: { preventDefault: () => void }) => event.preventDefault();

/**
 * "Quote" (issue #31 item 6): puts the text selected in a post or comment, or the whole item, into the
 * post's reply box as a Markdown quote that names its author and links to it. Two ways in: a button shown
 * under a selection made in the item, and the item's own Quote action, which a keyboard reaches and which
 * quotes the selection when there is one in the item, else the whole item. Rendered only once the page
 * runs its JavaScript (its place kept, unseen, before) and only for a member who can reply (`enabled`):
 * without it, copy and paste does.
 */
export function QuoteAction({ item, enabled }: { item: Quotable; enabled: boolean }) {
  const hydrated = useHydrated();
  const user = useCurrentUser();
  const [selected, setSelected] = useState<{ range: Range; rect: DOMRect } | null>(null);
  const canQuote = enabled && Boolean(user);
  const active = hydrated && canQuote;
  useEffect(() => {
    if (!active) return;
    const unsubscribe = subscribeToSelection(() => {
      const range = selectedRangeIn(item);
      setSelected(range && { range, rect: range.getBoundingClientRect() });
    });
    return () => {
      unsubscribe();
      setSelected(null);
    };
    // The item is the same for the life of this button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
  if (!canQuote) return null;
  // Until the page runs its scripts the button does nothing: its place is kept, unseen, so that the buttons
  // beside it do not move under a finger (or a click) when it appears.
  if (!active) {
    return (
      <span aria-hidden className={cn(iconActionClasses(), "invisible")}>
        {m.forum_quote()}
      </span>
    );
  }

  const floating = selected && (
    <button
      type="button"
      onMouseDown={keepSelection}
      onClick={() => quoteInto(item, selected.range)}
      style={{
        top: selected.rect.bottom + window.scrollY + 8,
        left: Math.max(8, Math.min(selected.rect.left + window.scrollX, window.scrollX + window.innerWidth - 140)),
      }}
      className={cn(buttonClasses("primary", "sm"), "absolute z-40 min-h-11 shadow-lg")}
    >
      {m.forum_quote()}
      <span className="sr-only">{m.forum_quote_selection_sr()}</span>
    </button>
  );

  return (
    <>
      <button
        type="button"
        onMouseDown={keepSelection}
        onClick={() => quoteInto(item, selectedRangeIn(item))}
        aria-label={item.commentId ? m.forum_quote_this_comment() : m.forum_quote_this_post()}
        className={iconActionClasses()}
      >
        {m.forum_quote()}
      </button>
      {floating && createPortal(floating, document.body)}
    </>
  );
}
