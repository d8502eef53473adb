import { Icon } from "~/components/ui/icons";
import { DropdownMenu } from "radix-ui";
import { m } from "@common/i18n";
import { Link, useFetcher } from "~/lib/localized-router";
import type { ActionResult } from "@common/action-result";
import type { CurrentUser } from "@common/auth";
import { isStaff } from "@common/moderation";
import { useActionToast } from "~/features/forms";
import { UserAvatar } from "~/components/ui/user-avatar";
import { useHydrated } from "~/lib/use-hydrated";
import { AccountLink, accountTriggerClasses } from "./account-link";

const itemClasses =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-foreground no-underline outline-none data-[highlighted]:bg-surface-muted";

/**
 * Spec: avatar menu showing username and email with Profile, Dashboard, Settings and Sign Out. Before the
 * JavaScript runs (or without it) the avatar links to the dashboard, which has the same links and a
 * sign-out button.
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  const signOut = useFetcher<ActionResult>({ key: "sign-out" });
  // Spec: an ended session is already signed out (the server says so without an error); anything else
  // that goes wrong is 'Sign out Failed'.
  useActionToast(signOut.data, { failureTitle: m.auth_sign_out_failed() });
  const hydrated = useHydrated();
  const name = user.username;
  const avatar = <UserAvatar username={user.username} avatarUrl={user.avatarUrl} />;
  if (!hydrated) return <AccountLink user={user} />;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label={m.auth_account_menu_for({ username: name })} className={accountTriggerClasses}>
        {avatar}
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        className="z-50 min-w-60 rounded-lg border border-border bg-surface p-1 shadow-lg"
      >
        <DropdownMenu.Label className="px-3 py-2">
          <span className="block font-semibold">{name}</span>
          <span className="block text-sm break-all text-muted-foreground">{user.email}</span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-border" />
        <DropdownMenu.Item asChild className={itemClasses}>
          <Link to={`/profile/${user.id}`}>
            <Icon name="user-round" aria-hidden className="size-4" /> {m.auth_menu_profile()}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClasses}>
          <Link to="/dashboard">
            <Icon name="layout-dashboard" aria-hidden className="size-4" /> {m.auth_menu_dashboard()}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClasses}>
          <Link to="/settings">
            <Icon name="settings" aria-hidden className="size-4" /> {m.auth_menu_settings()}
          </Link>
        </DropdownMenu.Item>
        {isStaff(user.role) && (
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to="/moderation">
              <Icon name="shield-check" aria-hidden className="size-4" /> {m.auth_menu_moderation()}
            </Link>
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Separator className="my-1 h-px bg-border" />
        <DropdownMenu.Item
          className={itemClasses}
          disabled={signOut.state !== "idle"}
          onSelect={() => void signOut.submit(null, { method: "post", action: "/auth/sign-out" })}
        >
          <Icon name="log-out" aria-hidden className="size-4" /> {m.auth_sign_out()}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
