import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { buttonClasses } from "~/components/ui/button";

/**
 * Home 'Latest from the Forum'. The forum does not exist yet, so the block shows its empty state;
 * the forum issue replaces this with the three newest posts.
 */
export function LatestForumPosts() {
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
        <Card className="mt-6 text-center">
          <p className="text-muted-foreground">No forum posts yet.</p>
          <Link to="/community/forum/new-post" className={buttonClasses("primary") + " mt-4"}>
            Create a Post
          </Link>
        </Card>
      </div>
    </section>
  );
}
