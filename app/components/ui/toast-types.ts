// What the toast provider and its lazily loaded Radix view share (apart, so that neither imports the other).

/** Spec section 9: one toast at a time; default auto-dismiss 5000 ms. */
export const DEFAULT_TOAST_DURATION_MS = 5000;

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  durationMs?: number;
}

export interface ShownToast extends ToastOptions {
  id: number;
}
