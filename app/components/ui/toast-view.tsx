import { Toast as ToastPrimitive } from "radix-ui";
import { Icon } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { DEFAULT_TOAST_DURATION_MS, type ShownToast } from "./toast-types";
import { m } from "@common/i18n";

/** Radix's toast (a live region, swipe, F8 to reach it): loaded by <ToastProvider> with the first toast. */
export default function ToastView({ current, onClose }: { current: ShownToast | null; onClose: () => void }) {
  return (
    <ToastPrimitive.Provider swipeDirection="right">
      {current && (
        <ToastPrimitive.Root
          key={current.id}
          duration={current.durationMs ?? DEFAULT_TOAST_DURATION_MS}
          type={current.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) onClose();
          }}
          className={cn(
            "relative flex w-full items-start gap-3 rounded-lg border p-4 pe-10 shadow-lg",
            current.variant === "destructive"
              ? "border-destructive bg-destructive text-destructive-foreground"
              : "border-border bg-surface text-foreground",
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{current.title}</ToastPrimitive.Title>
            {current.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {current.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={m.ui_close_notification()}
            className="absolute top-2 end-2 rounded p-1 opacity-80 hover:opacity-100"
          >
            <Icon name="x" aria-hidden className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="fixed end-0 bottom-0 z-[100] flex w-full max-w-sm flex-col p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
