import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const variants = {
  primary: "bg-brand text-brand-foreground hover:opacity-90",
  secondary: "border border-border bg-surface text-foreground hover:bg-surface-muted",
  ghost: "text-foreground hover:bg-surface-muted",
  destructive: "bg-destructive text-destructive-foreground hover:opacity-90",
  accent: "bg-accent text-white hover:opacity-90 dark:text-background",
} as const;

const sizes = {
  md: "min-h-11 px-4 py-2 text-base",
  sm: "min-h-9 px-3 py-1.5 text-sm",
  /** The header's Sign In: narrower on phones. */
  header: "min-h-11 px-3 py-2 text-base sm:px-4",
  icon: "size-11",
} as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

/**
 * A button's look for another element, a link usually: `<Link className={buttonClasses()}>`.
 * `display: "flex"` for a button that is a block of its own (centred with mx-auto, say).
 */
export function buttonClasses(
  variant: keyof typeof variants = "primary",
  size: keyof typeof sizes = "md",
  display: "inline-flex" | "flex" = "inline-flex",
) {
  return cn(
    display,
    "items-center justify-center gap-2 rounded-md font-medium no-underline transition-colors",
    "disabled:pointer-events-none disabled:opacity-50",
    variants[variant],
    sizes[size],
  );
}

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonClasses(variant, size), className)} {...props} />;
}

/** The small icon actions on posts and comments (Edit, Delete, Reply, Report…), 44 px tall. */
export function iconActionClasses(tone: "muted" | "destructive" | "brand" = "muted") {
  return cn(
    "inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 text-sm font-medium hover:bg-surface-muted",
    { muted: "text-muted-foreground", destructive: "text-destructive", brand: "text-brand" }[tone],
  );
}
