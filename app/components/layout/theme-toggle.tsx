import { Icon } from "~/components/ui/icons";
import { useSyncExternalStore } from "react";
import { Button } from "~/components/ui/button";
import { m } from "@common/i18n";

export const THEME_STORAGE_KEY = "ireland-guide-theme";

/** Runs before first paint (inlined in <head>) so that the page never flashes the wrong theme. */
export const themeBootScript = `(function(){try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t!=="dark"&&t!=="light"){t=window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}document.documentElement.dataset.theme=t}catch(e){}})();`;

function subscribeToTheme(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  return () => observer.disconnect();
}

const currentTheme = () => (document.documentElement.dataset.theme === "dark" ? "dark" : "light");

export function ThemeToggle() {
  const theme = useSyncExternalStore(subscribeToTheme, currentTheme, () => null);
  const next = theme === "dark" ? "light" : "dark";
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={next === "dark" ? m.ui_theme_to_dark() : m.ui_theme_to_light()}
      onClick={() => {
        document.documentElement.dataset.theme = next;
        localStorage.setItem(THEME_STORAGE_KEY, next);
      }}
    >
      {theme === "dark" ? (
        <Icon name="sun" aria-hidden className="size-5" />
      ) : (
        <Icon name="moon" aria-hidden className="size-5" />
      )}
    </Button>
  );
}
