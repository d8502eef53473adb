import { useEffect } from "react";
import { Link, useFetcher } from "react-router";
import { categoryLabel } from "@common/forum-categories";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useForumChanges } from "./live-feed";
import { LocalDate } from "~/lib/dates";

interface LatestPost {
  id: string;
  title: string;
  category: string;
  createdAt: string;
  authorUsername: string | null;
}

const LATEST_RESOURCE = "/resources/forum-latest";

/**
 * Home 'Latest from the Forum' (spec states: loading, error, empty, list). The home page is prerendered,
 * so the block loads its posts from a resource route once the page runs, and again when the forum changes.
 * A failed refresh keeps the posts already shown; only a failed first load shows the error.
 */
export function LatestForumPosts() {
  const fetcher = useFetcher<{ posts: LatestPost[]; error: boolean }>({ key: "latest-forum-posts" });
  const load = fetcher.load;
  useEffect(() => {
    void load(LATEST_RESOURCE);
  }, [load]);
  useForumChanges(() => void load(LATEST_RESOURCE));
  const shown = fetcher.data;
  const state =
    shown === undefined
      ? { status: "loading" as const }
      : shown.error
        ? { status: "error" as const }
        : { status: "ready" as const, posts: shown.posts };

  return (
    <section aria-labelledby="latest-heading" className="border-y border-border bg-surface-muted">
      <div className="mx-auto max-w-4xl px-4 py-14">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="latest-heading" className="text-3xl font-bold">
            Latest from the Forum
          </h2>
          <Link to="/community/forum" className="font-medium text-brand underline">
            View All Posts
          </Link>
        </div>
        {state.status === "loading" && (
          <ul aria-label="Loading recent posts" className="mt-6 grid gap-3">
            {[0, 1, 2].map((index) => (
              <li key={index} className="h-20 animate-pulse rounded-lg bg-surface" />
            ))}
          </ul>
        )}
        {state.status === "error" && (
          <Card className="mt-6 text-center" role="alert">
            <h3 className="font-semibold">Error Loading Posts</h3>
            <p className="mt-1 text-muted-foreground">Could not load recent forum activity. Please try again later.</p>
          </Card>
        )}
        {state.status === "ready" && state.posts.length === 0 && (
          <Card className="mt-6 text-center">
            <p className="text-muted-foreground">No forum posts yet.</p>
            <Link to="/community/forum/new-post" className={buttonClasses("primary") + " mt-4"}>
              Create a Post
            </Link>
          </Card>
        )}
        {state.status === "ready" && state.posts.length > 0 && (
          <ul className="mt-6 grid gap-3">
            {state.posts.map((post) => (
              <li key={post.id}>
                <Link
                  to={`/community/forum#post-${post.id}`}
                  className="block rounded-lg border border-border bg-surface p-4 no-underline shadow-sm hover:border-brand"
                >
                  <span className="block font-semibold text-foreground">{post.title}</span>
                  <span className="mt-1 flex flex-wrap gap-x-3 text-sm text-muted-foreground">
                    <span>{categoryLabel(post.category)}</span>
                    <span>by {post.authorUsername ?? "Anonymous"}</span>
                    <LocalDate iso={post.createdAt} />
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
