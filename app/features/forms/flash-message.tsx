import { useEffect, useSyncExternalStore } from "react";
import type { Toast } from "@common/action-result";
import { useToast } from "~/components/ui/toast";
import { cn } from "~/lib/cn";

/**
 * The message an action left for the page it redirected to. Without JavaScript it is a banner in the
 * page; once the page is interactive it becomes a toast (spec section 9: one toast at a time).
 */
export function FlashMessage({ flash }: { flash: Toast | null }) {
  const toast = useToast();
  // False in the server's HTML and during hydration, true once the page runs in the browser.
  const interactive = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
  useEffect(() => {
    if (flash) toast(flash);
  }, [flash, toast]);
  if (!flash || interactive) return null;
  return (
    <div
      role="status"
      className={cn(
        "mx-4 mt-4 rounded-lg border p-4 sm:mx-auto sm:w-full sm:max-w-4xl",
        flash.variant === "destructive"
          ? "border-destructive bg-destructive text-destructive-foreground"
          : "border-border bg-surface text-foreground",
      )}
    >
      <p className="font-semibold">{flash.title}</p>
      {flash.description && <p className="mt-1 text-sm opacity-90">{flash.description}</p>}
    </div>
  );
}
