import type { Route } from "./+types/groups-group-feed";
import { groupFeed } from "../../server/groups/feed";
import type { PageHandle } from "~/lib/page-audience";

/** Its address is a member's secret: kept nowhere, not even offline (server/groups/feed.ts). */
export const handle: PageHandle = { audience: "secret" };

/** A member's private Atom feed of their group, by the secret in its address (issue #47 item 3). */
export function loader({ params, request, context }: Route.LoaderArgs) {
  return groupFeed(context, params.slug, new URL(request.url).searchParams.get("token"));
}
