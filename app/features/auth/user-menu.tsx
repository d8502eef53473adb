import { LayoutDashboard, LogOut, Settings, UserRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link, useNavigate } from "react-router";
import type { CurrentUser } from "@common/auth";
import { useToast } from "~/components/ui/toast";
import { UserAvatar } from "~/components/ui/user-avatar";
import { authClient } from "~/lib/auth-client";
import { announceAuthChange } from "./current-user";

const itemClasses =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-foreground no-underline outline-none data-[highlighted]:bg-surface-muted";

export function useSignOut() {
  const navigate = useNavigate();
  const toast = useToast();
  return async () => {
    const { error } = await authClient.signOut();
    // Spec: sign-out ignores 401 and 404 (already signed out); other errors are shown.
    if (error && error.status !== 401 && error.status !== 404) {
      toast({ title: "Sign out Failed", description: error.message || "Something went wrong", variant: "destructive" });
    }
    await announceAuthChange();
    void navigate("/auth");
  };
}

/** Spec: avatar menu showing username and email with Profile, Dashboard, Settings and Sign Out. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const signOut = useSignOut();
  const name = user.username ?? "Anonymous";
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${name}`}
        className="grid size-11 place-items-center rounded-full hover:bg-surface-muted"
      >
        <UserAvatar username={user.username} avatarUrl={user.avatarUrl} />
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
            <UserRound aria-hidden className="size-4" /> Profile
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClasses}>
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden className="size-4" /> Dashboard
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClasses}>
          <Link to="/settings">
            <Settings aria-hidden className="size-4" /> Settings
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Separator className="my-1 h-px bg-border" />
        <DropdownMenu.Item className={itemClasses} onSelect={() => void signOut()}>
          <LogOut aria-hidden className="size-4" /> Sign Out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
