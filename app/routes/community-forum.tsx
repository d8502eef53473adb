import { Icon } from "~/components/ui/icons";
import { localNumber } from "@common/plural";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { Link, redirect, useFetcher, useNavigate } from "~/lib/localized-router";
import { FORUM_MESSAGES, type ForumPage } from "@common/forum";
import { m } from "@common/i18n";
import { categoryLabel, type PostCategory } from "@common/forum-categories";
import {
  CATEGORY_DESCRIPTIONS,
  categoryFrom,
  listHref,
  listQueryFrom,
  sortLabel,
  type ListQuery,
} from "@common/forum-lists";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Pagination } from "~/components/ui/pagination";
import { useToast } from "~/components/ui/toast";
import { useCurrentUser } from "~/features/auth/current-user";
import { signInHref } from "~/features/auth/sign-in-href";
import { scrollToAndHighlight } from "~/features/forum/highlight";
import { categoryFeedPath, FeedAnchor, feedLink, forumFeedPath, postsFeedTitle } from "~/features/forum/feed-link";
import { useCoalescedRefresh, useDataAsOf, useForumChanges } from "~/features/forum/live-updates";
import { CategoryNavigation, emptyListText, SortNavigation } from "~/features/forum/list-navigation";
import { PostCard } from "~/features/forum/post-card";
import { cn } from "~/lib/cn";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/community-forum";
import { localizedPath, unlocalizedPath } from "@common/locale-path";
import { READING_PAGE } from "~/lib/deferred-hydration";
import type { PageHandle } from "~/lib/page-audience";
import { withoutSource } from "@common/forum";

/** Hydrates on first use for a reader who is not signed in (ADR 0043). */
export const handle: PageHandle = { audience: "everyone", ...READING_PAGE };

export type ForumListData = ForumPage & {
  query: ListQuery;
  /** A category's page: how many posts it has, and how many nobody has answered yet. */
  counts: { posts: number; unanswered: number } | null;
};

export function meta({ data }: { data: ForumListData | undefined }) {
  if (!data) return pageMeta({ title: m.forum_community_forum(), description: "", path: "/community/forum" });
  const { query } = data;
  const page = data.page > 1 ? m.forum_meta_page({ page: data.page }) : "";
  const sorted = query.sort === "new" ? "" : `: ${sortLabel(query)}`;
  // Each page of each list is its own page: it names itself as canonical (issue #29).
  return [
    ...pageMeta({
      title: `${query.category ? categoryLabel(query.category) : m.forum_community_forum()}${sorted}${page}`,
      description: query.category ? CATEGORY_DESCRIPTIONS[query.category] : m.forum_meta_description(),
      path: listHref(query, data.page),
    }),
    feedLink(postsFeedTitle(query.category), query.category ? categoryFeedPath(query.category) : forumFeedPath),
  ];
}

/**
 * The forum's list and each category's (`routes/community-forum-category.tsx`): one page of posts in the
 * order the address asks for (?sort=, ?period=, ?page=).
 */
export async function loadForumList(
  request: Request,
  context: Route.LoaderArgs["context"],
  category: PostCategory | null,
): Promise<ForumListData> {
  const searchParams = new URL(request.url).searchParams;
  const query = listQueryFrom(searchParams, category);
  const page = Number(searchParams.get("page") ?? 1);
  const viewer = await context.viewer();
  const [listed, counts] = await Promise.all([
    context.forumChanges.listPosts(Number.isFinite(page) ? page : 1, viewer?.id ?? null, query),
    category ? context.forumChanges.categoryCounts(category) : null,
  ]);
  context.pageTags.postList(listed.posts);
  context.pageTags.listSortedBy(query.sort);
  if (query.solved !== "any") context.pageTags.filteredBySolved();
  // A category's unanswered count changes as its posts get their first comment.
  if (counts) context.pageTags.listSortedBy("unanswered");
  // A visitor's list carries each post once, rendered (issue #48 item 2).
  return { ...listed, posts: viewer ? listed.posts : listed.posts.map(withoutSource), query, counts };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // ?category= (older links from the guides' "Ask the community"): the category has its own page now.
  const url = new URL(request.url);
  const category = categoryFrom(url.searchParams.get("category"));
  if (category) {
    url.searchParams.delete("category");
    throw redirect(`/community/forum/c/${category}${url.search}`, 301);
  }
  return loadForumList(request, context, null);
}

/** The feed could not be read: the spec's 'Error loading posts' with a way to try again. */
export function ErrorBoundary() {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{m.forum_error_loading_posts_heading()}</h1>
      <p className="mt-4 text-muted-foreground">{FORUM_MESSAGES.failedToLoadPosts}</p>
      <a href={localizedPath("/community/forum")} className={`${buttonClasses("primary")} mt-8`}>
        {m.forum_try_again()}
      </a>
    </div>
  );
}

/**
 * Links to a post or comment (#post-{id}, #comment-{id}) find the page they are on (the locate resource
 * route), open the comments and highlight the item.
 */
function useLinkedItem(page: number, openComments: (postId: string, commentId: string) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const locator = useFetcher<{ postId?: string; page?: number; error?: string; offline?: true }>();
  const [pendingComment, setPendingComment] = useState<string | null>(null);
  const asked = useRef<string | null>(null);

  useEffect(() => {
    const match = /^#(post|comment)-([0-9a-f-]{36})$/i.exec(location.hash);
    if (!match) return;
    const [, kind, id] = match;
    const element = document.getElementById(`${kind}-${id}`);
    if (element) return scrollToAndHighlight(element);
    asked.current = `${kind}-${id}`;
    void locator.load(`/resources/forum-locate?${kind}=${id}`);
    // Runs when the hash or the page changes, not when the fetcher's identity does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.hash, page]);

  useEffect(() => {
    if (locator.state !== "idle" || !locator.data || !asked.current) return;
    const target = asked.current;
    asked.current = null;
    const isPost = target.startsWith("post-");
    if (locator.data.offline) {
      toast({ title: m.offline_link_title(), description: m.offline_link_later(), variant: "destructive" });
      return;
    }
    if (!locator.data.page) {
      toast({
        title: isPost ? m.forum_post_not_found() : m.forum_comment_not_found(),
        description: m.forum_may_be_deleted(),
        variant: "destructive",
      });
      return;
    }
    // The page is counted in the whole forum's newest-first list: on a category or another sort it is there.
    const located = `/community/forum?page=${locator.data.page}#${target}`;
    const onNewestList =
      unlocalizedPath(location.pathname) === "/community/forum" && !/[?&](sort|solved|period)=/.test(location.search);
    if (locator.data.page !== page || !onNewestList) {
      void navigate(located, { replace: true });
      return;
    }
    if (!isPost && locator.data.postId) {
      // The panel opens at the page of comments that holds it.
      openComments(locator.data.postId, target.slice("comment-".length));
      setPendingComment(target);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locator.state, locator.data]);

  return () => {
    if (!pendingComment) return;
    const element = document.getElementById(pendingComment);
    if (element) scrollToAndHighlight(element);
    setPendingComment(null);
  };
}

/** The forum's (or the category's) title and introduction, its counts, and the button to write a post. */
function ForumHeader({
  query,
  counts,
  signedIn,
  newPostPath,
}: {
  query: ListQuery;
  counts: ForumListData["counts"];
  signedIn: boolean;
  newPostPath: string;
}) {
  const category = query.category;
  const createButton = signedIn ? (
    <Link to={newPostPath} className={buttonClasses("primary")}>
      <Icon name="square-pen" aria-hidden className="size-4" />
      {` ${m.forum_create_post()}`}
    </Link>
  ) : (
    <Link to={signInHref(listHref(query))} className={buttonClasses("primary")}>
      {m.forum_sign_in_to_post()}
    </Link>
  );
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 lg:col-start-2">
      <div>
        <h1 className="text-3xl font-bold">{category ? categoryLabel(category) : m.forum_community_forum()}</h1>
        <p className="mt-1 text-muted-foreground">{category ? CATEGORY_DESCRIPTIONS[category] : m.forum_intro()}</p>
        {counts && (
          <p className="mt-1 text-sm text-muted-foreground">
            {m.forum_post_count({
              count: counts.posts,
              shown: localNumber(counts.posts),
            })}{" "}
            ·{" "}
            <Link to={listHref({ ...query, sort: "unanswered" })} className="text-brand underline">
              {m.forum_unanswered_count({ count: counts.unanswered })}
            </Link>
          </p>
        )}
      </div>
      {createButton}
    </div>
  );
}

/** The list is empty: why (a filter that matches nothing), or an invitation to write the first post. */
function NoPosts({
  emptyList,
  signedIn,
  newPostPath,
}: {
  emptyList: ReturnType<typeof emptyListText>;
  signedIn: boolean;
  newPostPath: string;
}) {
  return emptyList ? (
    <Card className="mt-4 text-center">
      <h2 className="text-xl font-semibold">{emptyList.title}</h2>
      <p className="mt-2 text-muted-foreground">{emptyList.text}</p>
    </Card>
  ) : (
    <Card className="mt-4 text-center">
      <h2 className="text-xl font-semibold">{m.forum_no_posts_heading()}</h2>
      <p className="mt-2 text-muted-foreground">{m.forum_no_posts_text()}</p>
      <Link to={signedIn ? newPostPath : signInHref(newPostPath)} className={cn(buttonClasses("primary"), "mt-5")}>
        {signedIn ? m.forum_create_first_post() : m.forum_sign_in_to_create_post()}
      </Link>
    </Card>
  );
}

export default function ForumPageRoute({ loaderData }: { loaderData: ForumListData }) {
  const data: ForumListData = loaderData;
  const { query } = loaderData;
  const user = useCurrentUser();
  const navigation = useNavigation();
  const location = useLocation();
  const [openComments, setOpenComments] = useState<Set<string>>(new Set());
  const [newPosts, setNewPosts] = useState<Set<string>>(new Set());
  const asOf = useDataAsOf(loaderData);
  const { refresh, refreshing } = useCoalescedRefresh();
  const shown = new Set(data.posts.map((post) => post.id));

  // Live feed: counts and names change in place (the cards read them); a new post is announced on
  // page 1 rather than pushed into what the reader is reading; edits and deletions of a post on this
  // page, and a resync, refetch the page.
  useForumChanges((changes) => {
    let refetch = false;
    const created: string[] = [];
    for (const change of changes) {
      if (change.kind === "resync") refetch = true;
      else if (change.kind === "post" && change.op === "created" && !shown.has(change.postId))
        created.push(change.postId);
      else if (change.kind === "post" && shown.has(change.postId)) refetch = true;
    }
    // An empty forum has nothing to reshuffle: show the first posts at once.
    if (created.length > 0 && data.posts.length === 0) refetch = true;
    // (A filtered list cannot tell a new post's category, so it announces none.)
    else if (created.length > 0 && data.page === 1 && !query.category && query.sort === "new")
      setNewPosts((current) => new Set([...current, ...created]));
    if (refetch) refresh();
  });
  // Once the page is read again, whatever it shows is no longer "new".
  const unseen = [...newPosts].filter((id) => !shown.has(id)).length;

  const arriving =
    navigation.state === "loading" &&
    // The navigation's address has the locale's basename (/ar); the location's has not.
    unlocalizedPath(navigation.location?.pathname ?? "").startsWith("/community/forum") &&
    unlocalizedPath(navigation.location.pathname) !== location.pathname;

  const [linkedComments, setLinkedComments] = useState<Record<string, string>>({});
  const open = (postId: string, commentId: string) => {
    setOpenComments((current) => new Set(current).add(postId));
    setLinkedComments((current) => ({ ...current, [postId]: commentId }));
  };
  const onCommentsLoaded = useLinkedItem(data.page, open);
  const toggleComments = (postId: string) =>
    setOpenComments((current) => {
      const next = new Set(current);
      if (next.has(postId)) next.delete(postId);
      else next.add(postId);
      return next;
    });

  const category = query.category;
  const emptyList = emptyListText(query);
  const newPostPath = category ? `/community/forum/new-post?category=${category}` : "/community/forum/new-post";

  return (
    // On a wide screen the categories stand beside the list, as a forum's sidebar: the list keeps its
    // line length and a page of posts fits the first screen (issue #46).
    <div className="mx-auto max-w-4xl px-4 py-6 lg:grid lg:max-w-6xl lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-x-8">
      <ForumHeader query={query} counts={loaderData.counts} signedIn={Boolean(user)} newPostPath={newPostPath} />

      <CategoryNavigation query={query} />
      <div className="min-w-0 lg:col-start-2">
        <SortNavigation query={query} />

        {/* Over the gap above the list, so that the list does not move when it shows. */}
        <p role="status" className="relative h-2 text-center text-sm text-muted-foreground">
          {(arriving || refreshing) && (
            <span className="absolute inset-x-0 top-3 z-10 mx-auto w-fit rounded-full border border-border bg-surface px-3 py-0.5 shadow-sm">
              {arriving ? m.forum_loading_posts() : m.forum_updating_posts()}
            </span>
          )}
        </p>

        {unseen > 0 && (
          <button
            type="button"
            onClick={() => {
              setNewPosts(new Set());
              refresh();
            }}
            className={cn(buttonClasses("accent", "sm", "flex"), "sticky top-20 z-10 mx-auto mt-2")}
          >
            {m.forum_new_posts_show({ count: unseen, shown: localNumber(unseen) })}
          </button>
        )}

        {data.posts.length === 0 ? (
          <NoPosts emptyList={emptyList} signedIn={Boolean(user)} newPostPath={newPostPath} />
        ) : (
          <ol className="mt-2 divide-y divide-border rounded-lg border border-border bg-surface shadow-sm">
            {data.posts.map((post) => (
              <li key={post.id}>
                <PostCard
                  post={post}
                  asOf={asOf}
                  commentsOpen={openComments.has(post.id)}
                  onToggleComments={() => toggleComments(post.id)}
                  onCommentsLoaded={onCommentsLoaded}
                  linkedCommentId={linkedComments[post.id]}
                />
              </li>
            ))}
          </ol>
        )}

        <div className="mt-6">
          <Pagination
            label={m.forum_pages()}
            page={data.page}
            pageCount={data.pageCount}
            loading={navigation.state !== "idle"}
            hrefFor={(page) => listHref(query, page)}
          />
        </div>
        <p className="mt-4 text-center text-sm">
          <FeedAnchor path={category ? categoryFeedPath(category) : forumFeedPath}>{m.forum_feed_link()}</FeedAnchor>
        </p>
      </div>
    </div>
  );
}
