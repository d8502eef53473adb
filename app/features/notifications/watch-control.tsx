import { Icon } from "~/components/ui/icons";
import type { IconName } from "~/components/ui/icon-names";
import { useFetcher } from "~/lib/localized-router";
import type { WatchLevel } from "@common/notifications";
import { m } from "@common/i18n";
import { useActionToast } from "~/features/forms";
import { cn } from "~/lib/cn";

const LEVELS: { level: WatchLevel; label: () => string; hint: () => string; icon: IconName }[] = [
  { level: "watching", label: m.notif_watch, hint: m.notif_watch_hint, icon: "bell-ring" },
  { level: "normal", label: m.notif_normal, hint: m.notif_normal_hint, icon: "bell" },
  { level: "muted", label: m.notif_mute, hint: m.notif_mute_hint, icon: "bell-off" },
];

/**
 * Watch / Normal / Mute for one post (Discourse's levels): a form of three submit buttons posted to the
 * post's action, so it works without JavaScript; with it, a fetcher keeps the page in place.
 */
export function WatchControl({ level }: { level: WatchLevel }) {
  const fetcher = useFetcher();
  useActionToast(fetcher.data, { failureTitle: m.notif_error() });
  const pendingLevel = fetcher.formData?.get("level") as WatchLevel | undefined;
  const current = pendingLevel ?? level;
  return (
    <fetcher.Form method="post" className="grid gap-2" aria-labelledby="watch-heading">
      <input type="hidden" name="intent" value="watch" />
      <h2 id="watch-heading" className="text-base font-semibold">
        {m.notif_watch_heading()}
      </h2>
      <div className="flex flex-wrap gap-2">
        {LEVELS.map(({ level: value, label, hint, icon }) => (
          <button
            key={value}
            type="submit"
            name="level"
            value={value}
            aria-pressed={current === value}
            disabled={fetcher.state !== "idle"}
            className={cn(
              "inline-flex min-h-11 items-center gap-2 rounded-md border px-3 text-start text-sm",
              current === value
                ? "border-brand bg-brand-soft font-semibold text-foreground"
                : "border-border bg-surface text-foreground hover:bg-surface-muted",
            )}
          >
            <Icon name={icon} aria-hidden className="size-4 shrink-0" />
            <span>
              {label()}
              <span className="block text-xs font-normal text-muted-foreground">{hint()}</span>
            </span>
          </button>
        ))}
      </div>
    </fetcher.Form>
  );
}
