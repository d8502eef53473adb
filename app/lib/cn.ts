import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not resolve conflicts (tailwind-merge did, at 10 KB gzipped on every page):
 * a caller that changes what the base classes set passes a variant or a size instead of a second class for
 * the same property, whose winner would depend on the order of Tailwind's CSS. In development a conflict
 * is reported on the console.
 */
export function cn(...inputs: ClassValue[]) {
  const classes = clsx(inputs);
  if (import.meta.env.DEV) {
    void import("tailwind-merge").then(({ twMerge }) => {
      const merged = twMerge(classes);
      const names = (text: string) => new Set(text.split(/\s+/).filter(Boolean));
      if (names(merged).size !== names(classes).size) {
        console.warn(`cn: conflicting classes in "${classes}" (tailwind-merge would keep "${merged}")`);
      }
    });
  }
  return classes;
}
