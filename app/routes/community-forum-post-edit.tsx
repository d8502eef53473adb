import { data, useNavigate } from "react-router";
import type { NewPostInput, PostCategory, PostView } from "@common/forum";
import { useToast } from "~/components/ui/toast";
import { PostForm } from "~/features/forum/post-form";
import { apiFetch, ApiError } from "~/lib/api";
import type { Route } from "./+types/community-forum-post-edit";
import { requireUser } from "../../server/auth/require-user";
import { getPost } from "../../server/forum/service";

export function meta() {
  return [{ title: "Edit post | Community Forum | Ireland Guide" }, { name: "robots", content: "noindex" }];
}

/** Only the author may open the editor (the API checks again on save). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const post = await getPost(context.database.db, params.id, user.id);
  if (!post) throw data(null, { status: 404 });
  if (post.author?.id !== user.id) throw data(null, { status: 403 });
  return { post };
}

export default function EditPostPage({ loaderData: { post } }: Route.ComponentProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const initial: NewPostInput = { title: post.title, content: post.content, category: post.category as PostCategory };
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">Edit Post</h1>
      <div className="mt-6">
        <PostForm
          initial={initial}
          submitLabel="Save Changes"
          pendingLabel="Saving..."
          cancelTo={`/community/forum/posts/${post.id}`}
          onSubmit={async (input) => {
            try {
              await apiFetch<{ post: PostView }>(`/api/forum/posts/${post.id}`, { method: "PATCH", json: input });
              toast({ title: "Post updated." });
              void navigate(`/community/forum/posts/${post.id}`);
              return null;
            } catch (caught) {
              const message = caught instanceof ApiError ? caught.message : "Something went wrong";
              toast({ title: "Error", description: message, variant: "destructive" });
              return message;
            }
          }}
        />
      </div>
    </div>
  );
}
