import { Icon } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** The inline message box next to a form (errors also go to a toast, as the spec says). */
export function Alert({
  variant = "error",
  children,
  className,
}: {
  variant?: "error" | "success" | "info";
  children: ReactNode;
  className?: string;
}) {
  const icon = variant === "error" ? "circle-exclamation-point" : "circle-check";
  return (
    <div
      role={variant === "error" ? "alert" : "status"}
      className={cn(
        "flex gap-3 rounded-md border p-3 text-sm",
        variant === "error" && "border-destructive/50 bg-destructive/10 text-foreground",
        variant === "success" && "border-brand/40 bg-brand-soft text-foreground",
        variant === "info" && "border-border bg-surface-muted text-foreground",
        className,
      )}
    >
      <Icon
        name={icon}
        aria-hidden
        className={cn("mt-0.5 size-4 shrink-0", variant === "error" ? "text-destructive" : "text-brand")}
      />
      <div className="grid gap-2">{children}</div>
    </div>
  );
}
