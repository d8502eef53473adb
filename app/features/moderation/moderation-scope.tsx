import { createContext, useContext } from "react";
import { isStaff } from "@common/moderation";
import { useCurrentUser } from "~/features/auth";

/** Whether the page's post is in a private group its reader moderates (ADR 0061): the post's page says. */
const GroupModerator = createContext(false);
export const GroupModeratorScope = GroupModerator.Provider;

/**
 * Who may moderate what the page shows: `site`, a moderator of the site; `group`, a moderator of the post's
 * private group (some actions only: GROUP_MODERATOR_ACTIONS); null, nobody. The server checks again.
 */
export function useModeratorKind(): "site" | "group" | null {
  const user = useCurrentUser();
  const groupModerator = useContext(GroupModerator);
  if (isStaff(user?.role)) return "site";
  return user && groupModerator ? "group" : null;
}
