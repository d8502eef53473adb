import { data } from "react-router";
import { m } from "@common/i18n";
import { RevisionHistory } from "~/features/forum/revisions/revision-history";
import type { Route } from "./+types/community-forum-post-revisions";
import { readPostRevisions } from "../../server/forum/revisions/read";
import { readerOf } from "../../server/identity";
import { revisionAction } from "../../server/moderation/revision-action";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

/** Never kept nor cached: a moderator may hide the post at any moment (ADR 0033). */
const NOT_STORED = { "Cache-Control": "private, no-store" };
export const headers: Route.HeadersFunction = () => NOT_STORED;

export function meta({ data: history }: Route.MetaArgs) {
  const title = history
    ? m.forum_meta_post_history({ title: history.item.postTitle ?? "" })
    : m.forum_history_heading();
  return [{ title: `${title} | ${m.forum_community_forum()} | Ireland Guide` }, { name: "robots", content: "noindex" }];
}

/** A post's edits, as whoever may see the post sees them (server/forum/revisions/read.ts). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const viewer = await context.viewer();
  const page = Number(new URL(request.url).searchParams.get("page") ?? 1);
  const history = await readPostRevisions(context.database.db, params.id, readerOf(viewer), page);
  if (!history) throw data(null, { status: 404, headers: NOT_STORED });
  return data(history, { headers: NOT_STORED });
}

/** Takes a version out of the public history, or (moderators) puts it back (ADR 0047). */
export async function action({ params, request, context }: Route.ActionArgs) {
  return revisionAction(request, context, params.id);
}

export default function PostRevisions({ loaderData }: Route.ComponentProps) {
  return <RevisionHistory history={loaderData} pageHref={(page) => (page > 1 ? `?page=${page}` : "?")} />;
}
