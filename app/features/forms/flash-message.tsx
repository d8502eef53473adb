import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { Toast } from "@common/action-result";
import { useToast } from "~/components/ui/toast";

/**
 * The message an action left for the page it redirected to (spec section 9).
 * - One that came with the page's HTML is a banner in the page, with or without JavaScript, while the
 *   reader is on that page (and again if they come back to it in the history). It used to become a toast
 *   once the page ran its scripts: the banner left the page and everything under it moved up, under the
 *   finger of a reader who was about to tap (ADR 0055).
 * - One that arrives with a later page, when the scripts run the navigation, is a toast.
 */
export function FlashMessage({ flash }: { flash: Toast | null }) {
  const toast = useToast();
  const { key } = useLocation();
  const [first] = useState({ flash, key });
  useEffect(() => {
    if (flash && flash !== first.flash) toast(flash);
  }, [flash, toast, first]);
  const banner = key === first.key ? first.flash : null;
  if (!banner) return null;
  return (
    <div
      role="status"
      className={`mx-4 mt-4 rounded-lg border p-4 sm:mx-auto sm:w-full sm:max-w-4xl ${
        banner.variant === "destructive"
          ? "border-destructive bg-destructive text-destructive-foreground"
          : "border-border bg-surface text-foreground"
      }`}
    >
      <p className="font-semibold">{banner.title}</p>
      {banner.description && <p className="mt-1 text-sm opacity-90">{banner.description}</p>}
    </div>
  );
}
