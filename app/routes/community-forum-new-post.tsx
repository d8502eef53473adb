import { LogIn } from "~/components/ui/icons";
import { Link, useActionData } from "react-router";
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
import { dropDraft } from "../../server/forum/drafts/discard";
import { parseWith, readForm, runAction } from "../../server/http/actions";
import { actingContext } from "../../server/use-case";

export { retryAfterHeaders as headers } from "~/lib/route-headers";
/** A post sent offline is "Not sent", its text kept (ADR 0039). */
export { keepTextOffline as clientAction } from "~/features/offline/not-sent";

export function meta() {
  return [{ title: "New post | Community Forum | Ireland Guide" }, { name: "robots", content: "noindex" }];
}

/** Spec section 8: 'Authentication Required: Please sign in or create an account to create a new post.' */
const SIGN_IN_TO_POST = "Please sign in or create an account to create a new post.";

/** Who is asking, and a category to start from (?category=, from a guide's "Ask a question"). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await context.viewer();
  const asked = new URL(request.url).searchParams.get("category");
  const category = POST_CATEGORIES.find((c) => c.value === asked)?.value as PostCategory | undefined;
  return { signedIn: Boolean(viewer), category };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return runAction(request, context, form, async () => {
    const acting = await actingContext(context, FORUM_MESSAGES.loginToPost);
    const post = await createPost(acting, parseWith(newPostSchema, Object.fromEntries(form)));
    await dropDraft(acting.db, acting.actor.id, DRAFT_KEYS.newPost());
    // To the new post's own page (issue #29): what the member wrote, where the answers will come.
    const toast = {
      title: post.visibility === "pending" ? MODERATION_MESSAGES.pendingToast : "Post created successfully",
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
          <h1 className="text-2xl font-bold">Authentication Required</h1>
          <p className="mt-3 text-muted-foreground">{SIGN_IN_TO_POST}</p>
          <Link
            to={signInHref(`/community/forum/new-post${loaderData.category ? `?category=${loaderData.category}` : ""}`)}
            className={`${buttonClasses("primary")} mt-6`}
          >
            <LogIn aria-hidden className="size-4" /> Sign In
          </Link>
        </Card>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">Create a New Post</h1>
      <p className="mt-2 text-muted-foreground">
        Ask a question or share something useful. Check the guides first: your answer may already be there.
      </p>
      <div className="mt-6">
        <PostForm
          initial={{ category: loaderData.category }}
          result={result && "ok" in result ? result : undefined}
          submitLabel="Create Post"
          pendingLabel="Creating..."
          failureTitle="Error creating post"
          cancelTo={forumPath}
          similarQuestions
          draftKey={DRAFT_KEYS.newPost()}
        />
      </div>
    </div>
  );
}
