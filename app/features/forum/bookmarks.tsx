import { createContext, useContext, useMemo, type ReactNode } from "react";
import { localNumber } from "@common/plural";
import { Link, useFetcher } from "~/lib/localized-router";
import type { ActionResult } from "@common/action-result";
import { BOOKMARK_MESSAGES, BOOKMARKS_PER_MEMBER, type BookmarkItem, type BookmarksPage } from "@common/bookmarks";
import { commentPath, postPath } from "@common/forum";
import { m } from "@common/i18n";
import { iconActionClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icons";
import { Pagination } from "~/components/ui/pagination";
import { useCurrentUser } from "~/features/auth";
import { useActionToast } from "~/features/forms";
import { LocalDate } from "~/lib/dates";
import { cn } from "~/lib/cn";
import { useReturnTo } from "./paths";
import { richText } from "./rich-text";

/** What the member has bookmarked among a page's post and comments (the permalink's loader reads it). */
export interface BookmarkedOnPage {
  post: boolean;
  comments: readonly string[];
}

const BookmarksContext = createContext<{ post: boolean; comments: ReadonlySet<string> } | null>(null);

/** Gives the post's and comments' Bookmark buttons their state; without it (the forum's list) there are none. */
export function BookmarksProvider({ value, children }: { value: BookmarkedOnPage | null; children: ReactNode }) {
  const state = useMemo(() => (value ? { post: value.post, comments: new Set(value.comments) } : null), [value]);
  return <BookmarksContext.Provider value={state}>{children}</BookmarksContext.Provider>;
}

/** The Bookmark toggle of a post or a comment on its page, for a signed-in member. */
export function BookmarkButton({ postId, commentId }: { postId: string; commentId?: string }) {
  const state = useContext(BookmarksContext);
  const user = useCurrentUser();
  if (!state || !user) return null;
  const bookmarked = commentId ? state.comments.has(commentId) : state.post;
  return (
    <BookmarkToggle
      target={commentId ? { commentId } : { postId }}
      bookmarked={bookmarked}
      anchor={commentId ? `comment-${commentId}` : `post-${postId}`}
    />
  );
}

/**
 * A form that sets the bookmark to the other state: with JavaScript a fetcher (the button changes at
 * once, and back if the server refuses), without it a plain post that comes back to `anchor`.
 */
function BookmarkToggle({
  target,
  bookmarked,
  anchor,
  showLabel = false,
}: {
  target: { postId: string } | { commentId: string };
  bookmarked: boolean;
  anchor: string;
  showLabel?: boolean;
}) {
  const fetcher = useFetcher<ActionResult<{ bookmarked: boolean }>>();
  const returnTo = useReturnTo(anchor);
  useActionToast(fetcher.data, { failureTitle: m.forum_bookmark_not_saved(), signInMessage: BOOKMARK_MESSAGES.signIn });
  const wanted = fetcher.formData?.get("bookmarked");
  const shown = typeof wanted === "string" ? wanted === "true" : bookmarked;
  const label = shown ? m.forum_remove_bookmark() : m.forum_bookmark();
  const icon = shown ? "bookmark-check" : "bookmark";
  return (
    <fetcher.Form
      method="post"
      action="/resources/bookmarks"
      className="inline-flex"
      onSubmit={(event) => {
        if (fetcher.state !== "idle") event.preventDefault(); // one change at a time
      }}
    >
      {"postId" in target ? (
        <input type="hidden" name="postId" value={target.postId} />
      ) : (
        <input type="hidden" name="commentId" value={target.commentId} />
      )}
      <input type="hidden" name="bookmarked" value={String(!shown)} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      <button
        type="submit"
        aria-label={showLabel ? undefined : label}
        aria-disabled={fetcher.state !== "idle" || undefined}
        className={cn(iconActionClasses(shown ? "brand" : "muted"), "aria-disabled:opacity-60")}
      >
        <Icon name={icon} aria-hidden className={cn("size-4", shown && "fill-current")} />
        {showLabel && label}
      </button>
    </fetcher.Form>
  );
}

function BookmarkEntry({ item }: { item: BookmarkItem }) {
  return (
    <li className="grid gap-1 rounded-md border border-border bg-surface p-3 text-sm sm:flex sm:items-start sm:justify-between sm:gap-3">
      <div className="min-w-0 wrap-anywhere">
        {item.available ? (
          <>
            <p>
              {item.kind === "comment" && (
                <span className="text-muted-foreground">{m.forum_bookmark_comment_on()}</span>
              )}
              <Link
                to={item.commentId ? commentPath(item.postId, item.commentId) : postPath(item.postId)}
                className="font-medium text-brand underline"
              >
                {item.title}
              </Link>
            </p>
            {item.excerpt && <p className="line-clamp-2 text-muted-foreground">{item.excerpt}</p>}
          </>
        ) : (
          <p className="text-muted-foreground italic">
            {item.kind === "post" ? m.forum_bookmark_post_gone() : m.forum_bookmark_comment_gone()}
          </p>
        )}
        <p className="text-xs text-muted-foreground">
          <LocalDate
            iso={item.createdAt}
            sentence={(date, form) => richText((parts) => m.forum_bookmarked_on({ ...parts, form }), { date })}
          />
        </p>
      </div>
      <BookmarkToggle
        target={item.commentId ? { commentId: item.commentId } : { postId: item.postId }}
        bookmarked
        anchor="bookmarks"
        showLabel
      />
    </li>
  );
}

/** The dashboard's Bookmarks: newest first, ten a page (?bookmarks=). */
export function DashboardBookmarks({ bookmarks }: { bookmarks: BookmarksPage }) {
  return (
    <section aria-labelledby="bookmarks" className="scroll-mt-24">
      <Card>
        <h2 id="bookmarks" tabIndex={-1} className="text-xl font-semibold outline-none">
          {m.forum_bookmarks_heading()}
        </h2>
        {bookmarks.total === 0 ? (
          <p className="mt-2 text-muted-foreground">{m.forum_bookmarks_empty()}</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-muted-foreground">
              {m.forum_bookmarks_count({ count: bookmarks.total, shown: localNumber(bookmarks.total) })}
              {bookmarks.total >= BOOKMARKS_PER_MEMBER && ` ${BOOKMARK_MESSAGES.full}`}
            </p>
            <ul className="mt-3 grid gap-2">
              {bookmarks.items.map((item) => (
                <BookmarkEntry key={item.id} item={item} />
              ))}
            </ul>
            <div className="mt-4">
              <Pagination
                page={bookmarks.page}
                pageCount={bookmarks.pageCount}
                hrefFor={(page) => `/dashboard${page > 1 ? `?bookmarks=${page}` : ""}#bookmarks`}
                label={m.forum_bookmark_pages()}
              />
            </div>
          </>
        )}
      </Card>
    </section>
  );
}
