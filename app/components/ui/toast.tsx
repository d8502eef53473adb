import { Toast as ToastPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/** Spec section 9: one toast at a time; default auto-dismiss 5000 ms. */
export const DEFAULT_TOAST_DURATION_MS = 5000;

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  durationMs?: number;
}

interface ShownToast extends ToastOptions {
  id: number;
}

const ToastContext = createContext<((toast: ToastOptions) => void) | null>(null);

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast must be used inside <ToastProvider>");
  return show;
}

let nextToastId = 1;

/** Shows one toast at a time: a new toast replaces the one on screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const show = useCallback((toast: ToastOptions) => setCurrent({ ...toast, id: nextToastId++ }), []);
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      <ToastPrimitive.Provider swipeDirection="right">
        {children}
        {current && (
          <ToastPrimitive.Root
            key={current.id}
            duration={current.durationMs ?? DEFAULT_TOAST_DURATION_MS}
            type={current.variant === "destructive" ? "foreground" : "background"}
            onOpenChange={(open) => {
              if (!open) setCurrent(null);
            }}
            className={cn(
              "relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg",
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
              aria-label="Close notification"
              className="absolute top-2 right-2 rounded p-1 opacity-80 hover:opacity-100"
            >
              <X aria-hidden className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        )}
        <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col p-4 outline-none" />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}
