import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from "react";
import type { ShownToast, ToastOptions } from "./toast-types";

// Radix's toast is 11 KB gzipped: pages fetch it when they first show a toast, not at start.
const ToastView = lazy(() => import("./toast-view"));

export { DEFAULT_TOAST_DURATION_MS, type ShownToast, type ToastOptions } from "./toast-types";

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
  // Once a toast has been shown, the view stays mounted: its region is there for the next one.
  const [used, setUsed] = useState(false);
  const show = useCallback((toast: ToastOptions) => {
    setUsed(true);
    setCurrent({ ...toast, id: nextToastId++ });
  }, []);
  const close = useCallback(() => setCurrent(null), []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <ToastView current={current} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
