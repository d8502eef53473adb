/**
 * Where this browser keeps the reader's choice of theme: the toggle writes it (theme-toggle.tsx), the
 * theme script reads it before first paint (theme-boot.ts). Its own module: that script imports it.
 */
export const THEME_STORAGE_KEY = "ireland-guide-theme";
