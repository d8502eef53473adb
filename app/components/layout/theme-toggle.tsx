import { Icon } from "~/components/ui/icons";
import { useSyncExternalStore } from "react";
import { Button } from "~/components/ui/button";
import { m } from "@common/i18n";
import { THEME_STORAGE_KEY } from "./theme-key";

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
