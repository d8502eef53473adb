import { THEME_STORAGE_KEY } from "./theme-key";

/**
 * The inline script in <head> that sets the page's theme before first paint, so that the page never
 * flashes the wrong one: the reader's choice (ThemeToggle), else the system's. Not imported by any module:
 * compiled on its own into the script's text (scripts/lib/inline-script.ts; app/root.tsx imports that text).
 */
try {
  let theme = localStorage.getItem(THEME_STORAGE_KEY);
  if (theme !== "dark" && theme !== "light") {
    theme = window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }
  document.documentElement.dataset.theme = theme;
} catch {
  // No storage: the stylesheet's own theme, until the reader picks one.
}
