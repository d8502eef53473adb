import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { data, Link, useNavigate } from "react-router";
import { PostCard } from "~/features/forum/post-card";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/community-forum-post";
import { getPost } from "../../server/forum/service";
import { getCurrentUser } from "../../server/services/current-user";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const viewer = await getCurrentUser(context.auth, context.database.db, request.headers);
  const post = await getPost(context.database.db, params.id, viewer?.id ?? null);
  if (!post) throw data(null, { status: 404 });
  return { post };
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
  const { post } = loaderData;
  return pageMeta({
    title: post.title,
    description: summary(post.content) || "A discussion in the Ireland Guide community forum.",
    path: `/community/forum/posts/${post.id}`,
    type: "article",
  });
}

/** A post on a page of its own, server-rendered for sharing, with its comments open. */
export default function PostPermalink({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Link
        to={`/community/forum#post-${loaderData.post.id}`}
        className="inline-flex min-h-11 items-center gap-1 text-brand underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back to Community Forum
      </Link>
      <div className="mt-4">
        <PostCard
          post={loaderData.post}
          headingLevel="h1"
          commentsOpen={open}
          onToggleComments={() => setOpen((value) => !value)}
          onDeleted={() => void navigate("/community/forum")}
        />
      </div>
    </div>
  );
}
