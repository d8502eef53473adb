import { Icon } from "~/components/ui/icons";
import { useEffect, useState } from "react";
import { m } from "@common/i18n";
import { data, useActionData, useLocation, useNavigation } from "react-router";
import { Form, Link, useNavigate } from "~/lib/localized-router";
import { FORUM_MESSAGES, withoutSource } from "@common/forum";
import { postActionSchema, type PostAction } from "@common/forum-schemas";
import { isStaff } from "@common/moderation";
import { Button, buttonClasses } from "~/components/ui/button";
import { useCurrentUser } from "~/features/auth/current-user";
import { scrollToAndHighlight } from "~/features/forum/highlight";
import { useDataAsOf, useCoalescedRefresh, useForumChanges } from "~/features/forum/live-updates";
import { commentPath, forumPath, postPath } from "~/features/forum/paths";
import { AcceptedAnswer } from "~/features/forum/accepted-answer";
import { commentsFeedTitle, FeedAnchor, feedLink, postFeedPath } from "~/features/forum/feed-link";
import { PostCard } from "~/features/forum/post-card";
import { qaPageData } from "~/features/forum/qa-page";
import { RelatedPosts } from "~/features/forum/similar-posts";
import { BookmarksProvider } from "~/features/forum/bookmarks";
import { actionsFor, GroupModeratorScope, ModerationForm } from "~/features/moderation";
import { WatchControl } from "~/features/notifications/watch-control";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/community-forum-post";
import { readAcceptedAnswer } from "../../server/forum/answers/read";
import { readCommentsPageFor } from "../../server/forum/comments/read";
import { createComment } from "../../server/forum/comments/create";
import { deleteComment } from "../../server/forum/comments/delete";
import { updateComment } from "../../server/forum/comments/update";
import { likeComment } from "../../server/forum/likes/like-comment";
import { likePost } from "../../server/forum/likes/like-post";
import { deletePost } from "../../server/forum/posts/delete";
import { bookmarkedOn } from "../../server/forum/bookmarks/read";
import { getPost } from "../../server/forum/posts/read";
import { relatedPosts } from "../../server/forum/similar/related-posts";
import { isDocumentRequest, memberAction, parseWith, returnPath } from "../../server/http/actions";
import { requestReview } from "../../server/moderation/request-review";
import { suspendedUntilOf } from "../../server/moderation/suspensions";
import { markPostRead } from "../../server/notifications/mark-read";
import { watchLevel } from "../../server/notifications/read";
import { setWatch } from "../../server/notifications/set-watch";
import { readerOf } from "../../server/identity";
import { READING_PAGE } from "~/lib/deferred-hydration";
import { groupLabel } from "../../server/groups/read";
import { messageParts, slots } from "~/lib/message-parts";
import type { PageHandle } from "~/lib/page-audience";

/** Hydrates on first use for a reader who is not signed in (ADR 0043). */
export const handle: PageHandle = { audience: "everyone", ...READING_PAGE };

export { retryAfterHeaders as headers } from "~/lib/route-headers";
/** A comment (or any form of this page) sent offline is "Not sent", its text kept (ADR 0039). */
export { keepTextOffline as clientAction } from "~/features/offline/not-sent";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const viewer = await context.viewer();
  const db = context.database.db;
  const reader = readerOf(viewer);
  const post = await getPost(db, params.id, reader);
  if (!post) {
    // The 404 is shareable (server/http/pages-in-memory.ts) unless this post changed while it was rendered.
    context.pageTags.postTitles([{ id: params.id }]);
    throw data(null, { status: 404 });
  }
  const search = new URL(request.url).searchParams;
  // Without JavaScript, Edit, Reply and Delete are links that open their form in the page.
  const commentUrl = { edit: search.get("edit"), reply: search.get("reply"), delete: search.get("delete") };
  // Once the post is known, what the page shows of it is read at once, not one statement after another: a
  // member's page was a dozen round trips in a row, and waited for each (issue #48 item 3).
  const commentsRead = readCommentsPageFor(db, post, reader, {
    comments: search.get("comments"),
    thread: search.get("thread"),
    // The page opens where the comment it names is (a link to it, or its Edit, Reply or Delete link).
    comment:
      search.get("comment") ??
      commentUrl.edit ??
      commentUrl.reply ??
      (commentUrl.delete === "post" ? null : commentUrl.delete),
  });
  const [comments, acceptedAnswer, related, group, watching, bookmarks, authorSuspended] = await Promise.all([
    commentsRead,
    readAcceptedAnswer(db, post, reader),
    relatedPosts(db, post),
    // A private group's post says where it was asked, and goes back there.
    post.groupId ? groupLabel(db, post.id) : null,
    // Opening the post is seeing what pointed at it: those notifications are read (and not mailed).
    viewer ? markPostRead(db, viewer.id, post.id).then(() => watchLevel(db, viewer.id, post.id)) : null,
    viewer
      ? commentsRead.then((read) =>
          bookmarkedOn(
            db,
            viewer.id,
            post.id,
            read.comments.map((c) => c.id),
          ),
        )
      : null,
    // Moderators' tools offer Suspend and Ban only for an author who is not suspended already.
    isStaff(viewer?.role) && post.author ? suspendedUntilOf(db, post.author.id).then((until) => until !== null) : false,
  ]);
  context.pageTags.post(post);
  context.pageTags.comments(post.id, acceptedAnswer ? [...comments.comments, acceptedAnswer] : comments.comments);
  // A moderator of the post's group moderates it and its comments, as a moderator of the site does.
  const moderatesGroup = Boolean(post.groupId && reader?.moderates.includes(post.groupId));
  context.pageTags.postTitles(related);
  // The structured data's addresses are absolute: the running server's public address (ADR 0031). Built here
  // on the server (ADR 0053): meta only writes it, so the page's JavaScript does not carry its code.
  const structuredData = post.groupId
    ? null
    : qaPageData({
        post,
        accepted: acceptedAnswer,
        comments: comments.comments,
        site: context.config.publicUrl,
      });
  const source = <T extends { content: string }>(item: T): T => (viewer ? item : withoutSource(item));
  return {
    post: source(post),
    description: summary(post.content),
    comments: { ...comments, comments: comments.comments.map(source) },
    commentUrl,
    watchLevel: watching,
    authorSuspended,
    acceptedAnswer: acceptedAnswer && source(acceptedAnswer),
    structuredData,
    related,
    bookmarks,
    group,
    moderatesGroup,
  };
}

const SIGN_IN: Record<PostAction["intent"], () => string> = {
  "like-post": () => FORUM_MESSAGES.loginToLike,
  "like-comment": () => FORUM_MESSAGES.loginToLike,
  comment: () => FORUM_MESSAGES.loginToComment,
  "edit-comment": () => FORUM_MESSAGES.loginToChange,
  "delete-comment": () => FORUM_MESSAGES.loginToChange,
  "delete-post": () => FORUM_MESSAGES.loginToChange,
  "request-review": () => FORUM_MESSAGES.loginToChange,
  watch: () => m.forum_sign_in_to_watch(),
};

/** What a visitor who sent one of the page's forms is told: sign in to do what the form asked. */
function signInFor(form: FormData): string {
  const intent = String(form.get("intent"));
  return Object.hasOwn(SIGN_IN, intent) ? SIGN_IN[intent as PostAction["intent"]]() : FORUM_MESSAGES.loginToChange;
}

const WATCH_TOASTS = {
  watching: () => m.forum_watch_watching(),
  normal: () => m.forum_watch_normal(),
  muted: () => m.forum_watch_muted(),
} as const;

/** Every write on a post and its comments: one form per intent, each a use case that checks and writes it. */
export async function action({ params, request, context }: Route.ActionArgs) {
  return memberAction(request, context, { signIn: signInFor }, async (acting, form) => {
    const input = parseWith(postActionSchema, Object.fromEntries(form));
    const postId = params.id;
    switch (input.intent) {
      case "like-post":
        return { data: await likePost(acting, { postId, liked: input.liked }) };
      case "like-comment":
        return { data: await likeComment(acting, { commentId: input.commentId, liked: input.liked }) };
      case "comment": {
        const comment = await createComment(acting, {
          postId,
          content: input.content,
          parentId: input.parentId || null,
        });
        return {
          data: { commentId: comment.id },
          toast: { title: m.forum_comment_added() },
          // Without JavaScript: to the page that holds the new comment (the last of its thread).
          redirectTo: isDocumentRequest(request) ? commentPath(params.id, comment.id) : undefined,
        };
      }
      case "edit-comment":
        await updateComment(acting, { commentId: input.commentId, content: input.content });
        return { toast: { title: m.forum_comment_updated() } };
      case "delete-comment":
        await deleteComment(acting, { commentId: input.commentId });
        return { toast: { title: m.forum_comment_deleted() } };
      case "delete-post":
        await deletePost(acting, { postId });
        // The post's page is gone: go back to the forum page the visitor came from.
        return { toast: { title: m.forum_post_deleted() }, redirectTo: returnPath(form, forumPath) };
      case "watch":
        await setWatch(acting, { postId, level: input.level });
        return { toast: { title: WATCH_TOASTS[input.level]() }, data: { level: input.level } };
      case "request-review":
        return {
          toast: input.commentId
            ? await requestReview(acting, { type: "comment", id: input.commentId })
            : await requestReview(acting, { type: "post", id: postId }),
        };
    }
  });
}

/** Plain text for the description: the start of the post without Markdown marks. */
function summary(text: string) {
  const plain = text
    .replace(/[#>*_`~[\]()!-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return plain.length > 155 ? `${plain.slice(0, 152).trimEnd()}...` : plain;
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { post, description, structuredData } = loaderData;
  return [
    ...pageMeta({
      title: post.title,
      description: description || m.forum_meta_post_fallback(),
      path: postPath(post.id),
      type: "article",
    }),
    ...(structuredData ? [{ "script:ld+json": structuredData }] : []),
    // Only a post everyone sees has a feed of its comments; a private group's is not for search engines.
    ...(post.visibility === "visible" && !post.groupId
      ? [feedLink(commentsFeedTitle(post.title), postFeedPath(post.id))]
      : []),
    ...(post.groupId ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** Without JavaScript, the post's Delete link lands here (?delete=post): a real form to confirm. */
function ConfirmPostDelete({ postId }: { postId: string }) {
  const navigation = useNavigation();
  return (
    <Form method="post" className="mt-4 grid gap-3 rounded-lg border border-destructive/50 bg-surface p-5">
      <input type="hidden" name="intent" value="delete-post" />
      <input type="hidden" name="redirectTo" value={forumPath} />
      <h2 className="text-xl font-semibold">{m.forum_delete_post_title()}</h2>
      <p className="text-muted-foreground">{m.forum_delete_post_description()}</p>
      <div className="flex justify-end gap-3">
        <Link to={postPath(postId)} className={buttonClasses("secondary")}>
          {m.forum_cancel()}
        </Link>
        <Button type="submit" variant="destructive" disabled={navigation.state !== "idle"}>
          {navigation.state !== "idle" ? m.forum_deleting() : m.forum_delete()}
        </Button>
      </div>
    </Form>
  );
}

/**
 * A #comment-{id} link scrolls to the comment and highlights it (spec). One that is not on this page
 * (an address from before comments came in pages, without ?comment=) opens the page that holds it.
 */
function useLinkedComment(postId: string, shown: unknown) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const commentId = /^#comment-([0-9a-f-]{36})$/i.exec(location.hash)?.[1];
    if (!commentId) return;
    const element = document.getElementById(`comment-${commentId}`);
    if (element) scrollToAndHighlight(element);
    else if (new URLSearchParams(location.search).get("comment") !== commentId) {
      void navigate(commentPath(postId, commentId), { replace: true });
    }
    // Runs when the address or the page of comments changes, not on every live refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.hash, location.search, shown]);
}

/** A post on a page of its own, server-rendered for sharing, with its comments open. */
export default function PostPermalink({ loaderData }: Route.ComponentProps) {
  const {
    post,
    comments,
    commentUrl,
    watchLevel,
    authorSuspended,
    acceptedAnswer,
    related,
    bookmarks,
    group,
    moderatesGroup,
  } = loaderData;
  const pageResult = useActionData<typeof action>();
  const [open, setOpen] = useState(true);
  const asOf = useDataAsOf(loaderData);
  const { refresh } = useCoalescedRefresh();
  useForumChanges((changes) => {
    const mine = changes.some(
      (change) =>
        change.kind === "resync" ||
        (change.kind === "post" && change.postId === post.id) ||
        (change.kind === "counts" && change.postId === post.id && change.commentsCount !== post.commentsCount),
    );
    if (mine) refresh();
  });
  useLinkedComment(post.id, `${comments.thread}:${comments.page}`);
  const user = useCurrentUser();
  const isAuthorDeleting = commentUrl.delete === "post" && user?.id === post.author?.id;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      {group ? (
        <p className="flex flex-wrap items-center gap-x-3">
          <Link to={`/groups/${group.slug}`} className="inline-flex min-h-11 items-center gap-1 text-brand underline">
            <Icon name="lock" aria-hidden className="size-4" />{" "}
            {messageParts(m.groups_in_group(slots("name")), { name: <bdi>{group.name}</bdi> })}
          </Link>
          {group.topic && (
            <Link
              to={`/groups/${group.slug}?topic=${group.topic.id}`}
              className="inline-flex min-h-11 items-center text-brand underline"
            >
              <bdi>{group.topic.name}</bdi>
            </Link>
          )}
        </p>
      ) : (
        <Link
          to={`${forumPath}#post-${post.id}`}
          className="inline-flex min-h-11 items-center gap-1 text-brand underline"
        >
          <Icon name="arrow-left" aria-hidden className="size-4" />
          {` ${m.forum_back_to_forum()}`}
        </Link>
      )}
      {isAuthorDeleting && <ConfirmPostDelete postId={post.id} />}
      <div className="mt-4">
        <BookmarksProvider value={bookmarks}>
          <GroupModeratorScope value={moderatesGroup}>
            <PostCard
              post={post}
              asOf={asOf}
              headingLevel="h1"
              commentsOpen={open}
              onToggleComments={() => setOpen((value) => !value)}
              commentsPage={comments}
              commentUrl={commentUrl}
              pageResult={pageResult && "ok" in pageResult ? pageResult : undefined}
              underQuestion={acceptedAnswer && <AcceptedAnswer answer={acceptedAnswer} />}
            />
          </GroupModeratorScope>
        </BookmarksProvider>
      </div>
      {user && watchLevel && (
        <section className="mt-4 rounded-lg border border-border bg-surface p-4">
          <WatchControl level={watchLevel} />
        </section>
      )}
      {post.visibility === "visible" && !post.groupId && (
        <p className="mt-4">
          <FeedAnchor path={postFeedPath(post.id)}>{m.forum_feed_link_comments()}</FeedAnchor>
        </p>
      )}
      <RelatedPosts posts={related} />
      {(isStaff(user?.role) || moderatesGroup) && (
        <details className="mt-4 rounded-lg border border-border bg-surface p-4">
          <summary className="min-h-11 cursor-pointer content-center font-semibold">
            {m.forum_moderator_tools()}
          </summary>
          <div className="mt-3">
            <ModerationForm
              targetType="post"
              targetId={post.id}
              returnTo={postPath(post.id)}
              subject={`the post ${post.title}`}
              actions={actionsFor({
                targetType: "post",
                visibility: post.visibility,
                isPinned: post.isPinned,
                isLocked: post.isLocked,
                suspended: authorSuspended,
                groupModerator: !isStaff(user?.role),
              })}
            />
          </div>
        </details>
      )}
    </div>
  );
}
