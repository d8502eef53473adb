import { Icon } from "~/components/ui/icons";
import { Suspense, useState } from "react";
import { lazyOnTheClient } from "~/lib/lazy-on-the-client";
import { useRouteLoaderData } from "react-router";
import { Link, useFetcher } from "~/lib/localized-router";
import { m } from "@common/i18n";

// The live count needs the live feed's client: a guide page, which has no feed, fetches it after the page.
const BellLiveCount = lazyOnTheClient(() => import("./bell-live-count"));

/** The count the page was rendered with: the root loader's, or the viewer resource's on prerendered pages. */
function useLoadedCount(): number {
  const root = useRouteLoaderData("root") as { unread?: number } | undefined;
  const viewer = useFetcher<{ unread?: number }>({ key: "viewer" });
  return root?.unread ?? viewer.data?.unread ?? 0;
}

/**
 * The header's bell: a link to /notifications with the unread count, kept live over the page's
 * Server-Sent-Events connection (the member's own 'member' events), so every open tab shows the same
 * number without a reload.
 */
export function NotificationBell({ memberId }: { memberId: string }) {
  const loaded = useLoadedCount();
  // A live count holds until the page's data is read again (then that is as new).
  const [live, setLive] = useState<{ unread: number; over: number } | null>(null);
  const count = live && live.over === loaded ? live.unread : loaded;
  const label = count === 0 ? m.notif_bell_none() : m.notif_bell_count({ count });
  return (
    <>
      <Suspense fallback={null}>
        <BellLiveCount memberId={memberId} onEvent={(event) => setLive({ unread: event.unread, over: loaded })} />
      </Suspense>
      <Link
        to="/notifications"
        aria-label={label}
        data-unread={count}
        className="relative grid size-11 place-items-center rounded-md text-foreground hover:bg-surface-muted"
      >
        <Icon name="bell" aria-hidden className="size-5" />
        {count > 0 && (
          <span
            aria-hidden
            className="absolute top-1 end-0.5 grid min-w-5 place-items-center rounded-full bg-brand px-1 text-xs leading-5 font-bold text-brand-foreground"
          >
            {count > 99 ? "99+" : count}
          </span>
        )}
      </Link>
    </>
  );
}
