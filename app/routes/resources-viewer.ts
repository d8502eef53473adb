import { data } from "react-router";
import type { Route } from "./+types/resources-viewer";
import { publicViewer } from "../../server/request-context";

/**
 * The signed-in member, for pages built ahead of time (guides, home): they cannot know who is reading,
 * so the header asks here once the page has loaded.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return data({ user: publicViewer(await context.viewer()) }, { headers: { "Cache-Control": "private, no-store" } });
}
