import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { m } from "@common/i18n";

const SHOW_AFTER_MS = 200;

/**
 * A thin bar at the top of the window while a navigation takes longer than 200 ms. It lives in the site's
 * header (a sticky landmark, so `absolute` is the top of the window): outside every landmark, axe counted
 * it as content no landmark holds.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const navigationKey = navigation.location?.key ?? "";
  const [slowNavigationKey, setSlowNavigationKey] = useState<string | null>(null);

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setSlowNavigationKey(navigationKey), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy, navigationKey]);

  if (!busy || slowNavigationKey !== navigationKey) return null;
  return (
    <div
      role="progressbar"
      aria-label={m.ui_loading_page()}
      className="absolute inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-soft"
    >
      <div
        className="h-full w-2/5 bg-brand"
        style={{ animation: "progress-indeterminate 1.1s ease-in-out infinite" }}
      />
    </div>
  );
}
