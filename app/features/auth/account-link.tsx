import { m } from "@common/i18n";
import { Link } from "~/lib/localized-router";
import type { CurrentUser } from "@common/auth";
import { UserAvatar } from "~/components/ui/user-avatar";

export const accountTriggerClasses = "grid size-11 place-items-center rounded-full hover:bg-surface-muted";

/**
 * The signed-in member's avatar as a plain link to the dashboard (which has the menu's links and a
 * sign-out button): what the header shows before the menu's code has loaded, and without JavaScript.
 */
export function AccountLink({ user }: { user: CurrentUser }) {
  return (
    <Link
      to="/dashboard"
      aria-label={m.auth_account_menu_for({ username: user.username })}
      className={accountTriggerClasses}
    >
      <UserAvatar username={user.username} avatarUrl={user.avatarUrl} />
    </Link>
  );
}
