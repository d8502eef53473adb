import { Icon } from "~/components/ui/icons";
import { m } from "@common/i18n";
import { data, useActionData } from "react-router";
import { Link } from "~/lib/localized-router";
import { DRAFT_KEYS } from "@common/drafts";
import { FORUM_MESSAGES } from "@common/forum";
import { POST_CATEGORIES, type PostCategory } from "@common/forum-categories";
import { newPostSchema } from "@common/forum-schemas";
import { MODERATION_MESSAGES } from "@common/moderation";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { signInHref } from "~/features/auth/sign-in-href";
import { forumPath, postPath } from "~/features/forum/paths";
import { PostForm } from "~/features/forum/post-form";
import type { Route } from "./+types/community-forum-new-post";
import { createPost } from "../../server/forum/posts/create";
import { memberAction, parseWith } from "../../server/http/actions";
import { requireGroup, standingIn } from "../../server/groups/read";
import { topicsOf } from "../../server/groups/topics";
import { messageParts, slots } from "~/lib/message-parts";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

export { retryAfterHeaders as headers } from "~/lib/route-headers";
/** A post sent offline is "Not sent", its text kept (ADR 0039). */
export { keepTextOffline as clientAction } from "~/features/offline/not-sent";

export function meta() {
  return [
    { title: `${m.forum_meta_new_post()} | ${m.forum_community_forum()} | Ireland Guide` },
    { name: "robots", content: "noindex" },
  ];
}

/** Spec section 8: 'Authentication Required: Please sign in or create an account to create a new post.' */
const signInToPost = () => m.forum_sign_in_to_create();

/**
 * Who is asking, a category to start from (?category=, from a guide's "Ask a question"), and the private
 * group they ask in (?group=, from the group's page): only its members may, anyone else gets a 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await context.viewer();
  const params = new URL(request.url).searchParams;
  const asked = params.get("category");
  const category = POST_CATEGORIES.find((c) => c.value === asked)?.value as PostCategory | undefined;
  const slug = params.get("group");
  const group = slug ? await requireGroup(context.database.db, slug).catch(() => null) : null;
  if (slug && viewer && (!group || !standingIn(group, viewer).member)) throw data(null, { status: 404 });
  const shown = group && viewer ? group : null;
  return {
    signedIn: Boolean(viewer),
    category,
    group: shown && {
      id: shown.id,
      slug: shown.slug,
      name: shown.name,
      topics: await topicsOf(context.database.db, shown),
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return memberAction(request, context, { signIn: FORUM_MESSAGES.loginToPost }, async (acting, form) => {
    const groupSlug = String(form.get("group") ?? "").slice(0, 100) || undefined;
    const groupTopicId = String(form.get("groupTopic") ?? "").slice(0, 100) || undefined;
    const post = await createPost(acting, {
      ...parseWith(newPostSchema, Object.fromEntries(form)),
      groupSlug,
      groupTopicId,
    });
    // To the new post's own page (issue #29): what the member wrote, where the answers will come.
    const toast = {
      title: post.visibility === "pending" ? MODERATION_MESSAGES.pendingToast : m.forum_post_created(),
    };
    return { toast, redirectTo: postPath(post.id) };
  });
}

export default function NewPostPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  if (!loaderData.signedIn) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <Card className="text-center">
          <h1 className="text-2xl font-bold">{m.forum_auth_required()}</h1>
          <p className="mt-3 text-muted-foreground">{signInToPost()}</p>
          <Link
            to={signInHref(`/community/forum/new-post${loaderData.category ? `?category=${loaderData.category}` : ""}`)}
            className={`${buttonClasses("primary")} mt-6`}
          >
            <Icon name="log-in" aria-hidden className="size-4" />
            {` ${m.forum_sign_in()}`}
          </Link>
        </Card>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{m.forum_new_post_heading()}</h1>
      <p className="mt-2 text-muted-foreground">{m.forum_new_post_intro()}</p>
      {loaderData.group && (
        <p className="mt-3 flex items-center gap-2 rounded-md border border-border bg-surface-muted p-3">
          <Icon name="lock" aria-hidden className="size-4 shrink-0" />
          <span>{messageParts(m.groups_posting_in(slots("name")), { name: <bdi>{loaderData.group.name}</bdi> })}</span>
        </p>
      )}
      <div className="mt-6">
        <PostForm
          initial={{ category: loaderData.category }}
          result={result && "ok" in result ? result : undefined}
          submitLabel={m.forum_create_post()}
          pendingLabel={m.forum_creating()}
          failureTitle={m.forum_create_post_failed()}
          cancelTo={loaderData.group ? `/groups/${loaderData.group.slug}` : forumPath}
          similarQuestions={{ group: loaderData.group?.slug ?? null }}
          draftKey={loaderData.group ? DRAFT_KEYS.newGroupPost(loaderData.group.id) : DRAFT_KEYS.newPost()}
          hidden={loaderData.group ? { group: loaderData.group.slug } : undefined}
          groupTopics={loaderData.group?.topics}
        />
      </div>
    </div>
  );
}
