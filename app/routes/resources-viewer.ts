import { data } from "react-router";
import { orOnNetworkFailure } from "~/lib/network-failure";
import type { Route } from "./+types/resources-viewer";
import { publicViewer } from "../../server/identity";
import { unreadCount } from "../../server/notifications/read";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

/**
 * The signed-in member, for pages built ahead of time (guides, home): they cannot know who is reading,
 * so the header asks here once the page has loaded.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const viewer = await context.viewer();
  const unread = viewer ? await unreadCount(context.database.db, viewer.id) : 0;
  return data({ user: publicViewer(viewer), unread }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Offline who is reading stays unknown (neither signed in nor out): the header waits (ADR 0039). */
export const clientLoader = orOnNetworkFailure({ user: undefined, unread: 0 });
