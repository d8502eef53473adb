import { useState } from "react";
import { m } from "@common/i18n";
import { Link, useFetcher } from "~/lib/localized-router";
import { categoryLabel } from "@common/forum-categories";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useForumChanges } from "./live-updates";
import { SolvedBadge } from "./solved-badge";
import { LocalDate } from "~/lib/dates";

export interface LatestPost {
  id: string;
  title: string;
  category: string;
  createdAt: string;
  authorUsername: string | null;
  solved: boolean;
}

/** The block's posts, or `error` when they could not be read (spec: 'Error Loading Posts'). */
export interface LatestPosts {
  posts: LatestPost[];
  error: boolean;
}

const LATEST_RESOURCE = "/resources/forum-latest";

/**
 * Home 'Latest from the Forum' (spec states: error, empty, list). The posts come with the page from the
 * home loader, so they are there without JavaScript; once the page runs, the block reads them again from
 * a resource route when the forum changes. A failed refresh keeps the posts shown.
 */
export function LatestForumPosts({ initial }: { initial: LatestPosts }) {
  const fetcher = useFetcher<LatestPosts>();
  // The block shows no counts: a like or a comment elsewhere changes nothing here.
  useForumChanges((changes) => {
    if (changes.some((change) => change.kind !== "counts")) void fetcher.load(LATEST_RESOURCE);
  });
  // Whichever came last: the page's own posts (read again when the page revalidates) or the block's refresh.
  // (Worked out while rendering, when either changes, as React's docs advise over an effect.)
  const [shown, setShown] = useState(initial);
  const [seen, setSeen] = useState({ initial, refreshed: fetcher.data });
  if (seen.initial !== initial || seen.refreshed !== fetcher.data) {
    const refreshed = seen.refreshed !== fetcher.data && fetcher.data && !fetcher.data.error;
    setSeen({ initial, refreshed: fetcher.data });
    setShown(refreshed ? fetcher.data! : seen.initial !== initial ? initial : shown);
  }

  return (
    <section aria-labelledby="latest-heading" className="border-y border-border bg-surface-muted">
      <div className="mx-auto max-w-4xl px-4 py-14">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="latest-heading" className="text-3xl font-bold">
            {m.forum_latest_heading()}
          </h2>
          <Link to="/community/forum" className="font-medium text-brand underline">
            {m.forum_view_all_posts()}
          </Link>
        </div>
        {shown.error && (
          <Card className="mt-6 text-center" role="alert">
            <h3 className="font-semibold">{m.forum_error_loading_posts()}</h3>
            <p className="mt-1 text-muted-foreground">{m.forum_latest_error()}</p>
          </Card>
        )}
        {!shown.error && shown.posts.length === 0 && (
          <Card className="mt-6 text-center">
            <p className="text-muted-foreground">{m.forum_no_posts_yet()}</p>
            <Link to="/community/forum/new-post" className={buttonClasses("primary") + " mt-4"}>
              {m.forum_create_a_post()}
            </Link>
          </Card>
        )}
        {shown.posts.length > 0 && (
          <ul className="mt-6 grid gap-3">
            {shown.posts.map((post) => (
              <li key={post.id} className="min-w-0">
                <Link
                  to={`/community/forum#post-${post.id}`}
                  className="block rounded-lg border border-border bg-surface p-4 no-underline shadow-sm wrap-anywhere hover:border-brand"
                >
                  <span dir="auto" className="block font-semibold text-foreground">
                    {post.title}
                  </span>
                  <span className="mt-1 flex flex-wrap gap-x-3 text-sm text-muted-foreground">
                    <span>{categoryLabel(post.category)}</span>
                    <span>{m.forum_by_author({ name: post.authorUsername ?? m.forum_anonymous() })}</span>
                    <LocalDate iso={post.createdAt} />
                    <SolvedBadge solved={post.solved} className="py-0" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
