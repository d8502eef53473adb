import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn("rounded-lg border border-border bg-surface p-5 shadow-sm sm:p-6", className)} {...props} />
  );
}
