import { Suspense } from "react";
import type { CurrentUser } from "@common/auth";
import { NotificationBell } from "~/features/notifications/bell";
import { AccountLink } from "~/features/auth/account-link";
import { lazyOnTheClient } from "~/lib/lazy-on-the-client";

// The menu also needs better-auth's client, for signing out: it loads once the rest of the slot has.
const UserMenu = lazyOnTheClient(() =>
  import("~/features/auth/user-menu").then((module) => ({ default: module.UserMenu })),
);

/** The header's part for a signed-in member: the bell, and the avatar with its menu. */
export function MemberSlot({ user }: { user: CurrentUser }) {
  return (
    <>
      <NotificationBell memberId={user.id} />
      {/* The menu is a link to the dashboard until hydrated (the server's HTML, and a page read without
          JavaScript); in the browser, the same link until the menu's code has loaded. */}
      <Suspense fallback={<AccountLink user={user} />}>
        <UserMenu user={user} />
      </Suspense>
    </>
  );
}
