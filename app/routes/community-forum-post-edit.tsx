import { data, useActionData } from "react-router";
import { m } from "@common/i18n";
import { DRAFT_KEYS } from "@common/drafts";
import { FORUM_MESSAGES } from "@common/forum";
import type { PostCategory } from "@common/forum-categories";
import { newPostSchema } from "@common/forum-schemas";
import { postPath } from "~/features/forum/paths";
import { PostForm } from "~/features/forum/post-form";
import { ForbiddenOrError } from "~/components/layout/forbidden";
import type { Route } from "./+types/community-forum-post-edit";
import { getPost } from "../../server/forum/posts/read";
import { authorReaderOf } from "../../server/identity";
import { updatePost } from "../../server/forum/posts/update";
import { memberAction, parseWith, requireViewerOrSignIn } from "../../server/http/actions";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

export { retryAfterHeaders as headers } from "~/lib/route-headers";

export function meta() {
  return [
    { title: `${m.forum_meta_edit_post()} | ${m.forum_community_forum()} | Ireland Guide` },
    { name: "robots", content: "noindex" },
  ];
}

/** Only the author may open the editor (the action checks again on save). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const user = await requireViewerOrSignIn(context, request);
  const post = await getPost(context.database.db, params.id, authorReaderOf(user));
  if (!post) throw data(null, { status: 404 });
  if (post.author?.id !== user.id) throw data(null, { status: 403 });
  return { post };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ForbiddenOrError error={error} title={m.forum_not_yours_title()} text={m.forum_not_yours_text()} />;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return memberAction(request, context, { signIn: FORUM_MESSAGES.loginToChange }, async (acting, form) => {
    await updatePost(acting, { ...parseWith(newPostSchema, Object.fromEntries(form)), postId: params.id });
    return { toast: { title: m.forum_post_updated() }, redirectTo: postPath(params.id) };
  });
}

export default function EditPostPage({ loaderData: { post } }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{m.forum_edit_post_heading()}</h1>
      <div className="mt-6">
        <PostForm
          initial={{ title: post.title, content: post.content, category: post.category as PostCategory }}
          result={result && "ok" in result ? result : undefined}
          submitLabel={m.forum_save_changes()}
          pendingLabel={m.forum_saving()}
          failureTitle={m.forum_error()}
          cancelTo={postPath(post.id)}
          draftKey={DRAFT_KEYS.editPost(post.id)}
        />
      </div>
    </div>
  );
}
