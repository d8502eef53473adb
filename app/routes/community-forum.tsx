import { ChevronLeft, ChevronRight, PenSquare } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate, useNavigation, useRevalidator } from "react-router";
import { FORUM_MESSAGES, type ForumPage } from "@common/forum";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useToast } from "~/components/ui/toast";
import { useCurrentUser } from "~/features/auth/current-user";
import { signInHref } from "~/features/auth/sign-in-required";
import { scrollToAndHighlight } from "~/features/forum/highlight";
import { useForumChanges } from "~/features/forum/live-feed";
import { PostCard } from "~/features/forum/post-card";
import { apiFetch } from "~/lib/api";
import { cn } from "~/lib/cn";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/community-forum";
import { getCurrentUser } from "../../server/services/current-user";

export function meta({ data }: Route.MetaArgs) {
  const page = data?.page && data.page > 1 ? ` (page ${data.page})` : "";
  return pageMeta({
    title: `Community Forum${page}`,
    description:
      "Ask questions and share what you learned moving to Ireland: housing, visas and IRP, PPS, jobs and student life.",
    path: "/community/forum",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = Number(new URL(request.url).searchParams.get("page") ?? 1);
  const viewer = await getCurrentUser(context.auth, context.database.db, request.headers);
  return context.feed.listPosts(page, viewer?.id ?? null);
}

/** The feed could not be read: the spec's 'Error loading posts' with a way to try again. */
export function ErrorBoundary() {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Error loading posts</h1>
      <p className="mt-4 text-muted-foreground">{FORUM_MESSAGES.failedToLoadPosts}</p>
      <a href="/community/forum" className={`${buttonClasses("primary")} mt-8`}>
        Try again
      </a>
    </div>
  );
}

/**
 * The page numbers to show: all of them when there are few, otherwise the first, the last and two either
 * side of the current one, with gaps (null) between (a forum of 100,000 posts has 20,000 pages).
 */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  if (pageCount <= 9) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const shown = new Set([1, 2, pageCount - 1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const numbers = [...shown].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  return numbers.flatMap((n, index) => (index > 0 && n - numbers[index - 1]! > 1 ? [null, n] : [n]));
}

/** Spec: pages 1 to the total; Previous disabled on page 1, Next on the last; both while loading. */
function Pagination({ page, pageCount, loading }: { page: number; pageCount: number; loading: boolean }) {
  if (pageCount <= 1) return null;
  const link = (target: number, label: React.ReactNode, disabled: boolean, extra?: object) =>
    disabled ? (
      <span
        aria-disabled="true"
        className={cn(buttonClasses("secondary", "sm"), "pointer-events-none opacity-50")}
        {...extra}
      >
        {label}
      </span>
    ) : (
      <Link to={`?page=${target}`} preventScrollReset={false} className={buttonClasses("secondary", "sm")} {...extra}>
        {label}
      </Link>
    );
  return (
    <nav aria-label="Forum pages" className="flex flex-wrap items-center justify-center gap-2">
      {link(
        page - 1,
        <>
          <ChevronLeft aria-hidden className="size-4" /> Previous
        </>,
        page <= 1 || loading,
      )}
      <ul className="flex flex-wrap gap-1">
        {pageWindow(page, pageCount).map((number, index) => (
          <li key={number ?? `gap-${index}`}>
            {number === null ? (
              <span aria-hidden className="inline-flex min-h-9 items-center px-1 text-muted-foreground">
                …
              </span>
            ) : number === page ? (
              <span aria-current="page" className={cn(buttonClasses("primary", "sm"), "min-w-11")}>
                {number}
              </span>
            ) : (
              link(number, number, loading, {
                "aria-label": `Page ${number}`,
                className: cn(buttonClasses("ghost", "sm"), "min-w-11"),
              })
            )}
          </li>
        ))}
      </ul>
      {link(
        page + 1,
        <>
          Next <ChevronRight aria-hidden className="size-4" />
        </>,
        page >= pageCount || loading,
      )}
    </nav>
  );
}

export default function ForumPageRoute({ loaderData }: Route.ComponentProps) {
  const data: ForumPage = loaderData;
  const user = useCurrentUser();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const [openComments, setOpenComments] = useState<Set<string>>(new Set());
  const [pendingComment, setPendingComment] = useState<string | null>(null);
  const refreshing =
    revalidator.state === "loading" ||
    (navigation.state === "loading" && navigation.location?.pathname === location.pathname);
  // Live feed: posts created, edited, deleted, pinned or locked, and new counts, without a reload.
  useForumChanges(() => {
    if (revalidator.state === "idle") void revalidator.revalidate();
  });
  const arriving =
    navigation.state === "loading" &&
    navigation.location?.pathname === "/community/forum" &&
    location.pathname !== "/community/forum";

  // Links to a post or comment (#post-{id}, #comment-{id}) find their page, open and highlight the item.
  useEffect(() => {
    const match = /^#(post|comment)-([0-9a-f-]{36})$/i.exec(location.hash);
    if (!match) return;
    const [, kind, id] = match;
    if (kind === "post") {
      const element = document.getElementById(`post-${id}`);
      if (element) return scrollToAndHighlight(element);
      apiFetch<{ page: number }>(`/api/forum/posts/${id}/page`)
        .then(({ page }) => page !== data.page && navigate(`?page=${page}#post-${id}`, { replace: true }))
        .catch(() =>
          toast({ title: "Post not found", description: "It may have been deleted.", variant: "destructive" }),
        );
      return;
    }
    apiFetch<{ postId: string; page: number }>(`/api/forum/comments/${id}/page`)
      .then(({ postId, page }) => {
        if (page !== data.page) return navigate(`?page=${page}#comment-${id}`, { replace: true });
        setOpenComments((open) => new Set(open).add(postId));
        setPendingComment(id!);
        const existing = document.getElementById(`comment-${id}`);
        if (existing) {
          setPendingComment(null);
          scrollToAndHighlight(existing);
        }
      })
      .catch(() =>
        toast({ title: "Comment not found", description: "It may have been deleted.", variant: "destructive" }),
      );
    // Runs when the hash or the page changes, not when toast/navigate identities do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.hash, data.page]);

  const toggleComments = (postId: string) =>
    setOpenComments((open) => {
      const next = new Set(open);
      if (next.has(postId)) next.delete(postId);
      else next.add(postId);
      return next;
    });

  const createButton = user ? (
    <Link to="/community/forum/new-post" className={buttonClasses("primary")}>
      <PenSquare aria-hidden className="size-4" /> Create Post
    </Link>
  ) : (
    <Link to={signInHref("/community/forum")} className={buttonClasses("primary")}>
      Sign in to Post
    </Link>
  );

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Community Forum</h1>
          <p className="mt-1 text-muted-foreground">Ask, answer and share what you learned settling in Ireland.</p>
        </div>
        {createButton}
      </div>

      <p role="status" className="mt-4 min-h-6 text-sm text-muted-foreground">
        {arriving ? "Loading forum posts..." : refreshing ? "Updating posts..." : ""}
      </p>

      {data.posts.length === 0 ? (
        <Card className="mt-4 text-center">
          <h2 className="text-xl font-semibold">No Posts Yet</h2>
          <p className="mt-2 text-muted-foreground">It&apos;s a bit quiet here. Be the first to start a discussion!</p>
          <Link
            to={user ? "/community/forum/new-post" : signInHref("/community/forum/new-post")}
            className={cn(buttonClasses("primary"), "mt-5")}
          >
            {user ? "Create Your First Post" : "Sign in to Create Post"}
          </Link>
        </Card>
      ) : (
        <ol className="mt-4 grid gap-5">
          {data.posts.map((post) => (
            <li key={post.id}>
              <PostCard
                post={post}
                commentsOpen={openComments.has(post.id)}
                onToggleComments={() => toggleComments(post.id)}
                onCommentsLoaded={() => {
                  if (!pendingComment) return;
                  const element = document.getElementById(`comment-${pendingComment}`);
                  if (element) scrollToAndHighlight(element);
                  setPendingComment(null);
                }}
                onDeleted={() => revalidator.revalidate()}
              />
            </li>
          ))}
        </ol>
      )}

      <div className="mt-8">
        <Pagination page={data.page} pageCount={data.pageCount} loading={navigation.state !== "idle"} />
      </div>
    </div>
  );
}
