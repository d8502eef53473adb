import { Icon } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Link } from "~/lib/localized-router";
import { commentPath } from "@common/forum";
import { categoryLabel } from "@common/forum-categories";
import { m } from "@common/i18n";
import type { RecentComment, RecentPost } from "@common/profile";
import { Card } from "~/components/ui/card";
import { SolvedBadge } from "~/features/forum";
import { LocalDate } from "~/lib/dates";
import { messageParts, slots } from "~/lib/message-parts";

/** A member's five latest posts and comments, side by side (profile page and dashboard). */
export function RecentActivity({
  posts,
  comments,
  titles,
  empty,
}: {
  posts: RecentPost[];
  comments: RecentComment[];
  titles: { posts: string; comments: string };
  empty: { posts: ReactNode; comments: ReactNode };
}) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="recent-posts-heading">
        <Card className="h-full">
          <h2 id="recent-posts-heading" className="text-xl font-semibold">
            {titles.posts}
          </h2>
          {posts.length === 0 ? (
            <p className="mt-2 text-muted-foreground">{empty.posts}</p>
          ) : (
            <ul className="mt-3 grid gap-3">
              {posts.map((post) => (
                <li key={post.id} className="min-w-0 wrap-anywhere">
                  <Link
                    to={`/community/forum/posts/${post.id}`}
                    dir="auto"
                    className="font-medium text-brand underline"
                  >
                    {post.title}
                  </Link>
                  <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
                    <SolvedBadge solved={post.solved} className="py-0" />
                    <LocalDate iso={post.createdAt} />
                    <span>{categoryLabel(post.category)}</span>
                    <span className="inline-flex items-center gap-1">
                      <Icon name="message-square" aria-hidden className="size-3.5" /> {post.commentsCount}
                      <span className="sr-only">{m.profile_comments_word({ count: post.commentsCount })}</span>
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <Icon name="heart" aria-hidden className="size-3.5" /> {post.likesCount}
                      <span className="sr-only">{m.profile_likes_word({ count: post.likesCount })}</span>
                    </span>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </section>
      <section aria-labelledby="recent-comments-heading">
        <Card className="h-full">
          <h2 id="recent-comments-heading" className="text-xl font-semibold">
            {titles.comments}
          </h2>
          {comments.length === 0 ? (
            <p className="mt-2 text-muted-foreground">{empty.comments}</p>
          ) : (
            <ul className="mt-3 grid gap-3">
              {comments.map((comment) => (
                <li key={comment.id} className="min-w-0 wrap-anywhere">
                  <p className="line-clamp-3">{comment.content}</p>
                  <p className="text-sm text-muted-foreground">
                    <LocalDate
                      iso={comment.createdAt}
                      sentence={(date, form) =>
                        messageParts(m.profile_comment_on({ ...slots("date", "post"), form }), {
                          date,
                          post: (
                            <Link to={commentPath(comment.postId, comment.id)} className="text-brand underline">
                              {comment.postTitle}
                            </Link>
                          ),
                        })
                      }
                    />
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </section>
    </div>
  );
}
