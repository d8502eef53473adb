import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/** What every field shares. Its width and height are the caller's, so no class below is given twice. */
const fieldClasses =
  "block rounded-md border border-border bg-surface px-3 py-2 text-base text-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-destructive disabled:opacity-60";
/** A one-line field (an input, a select): the full width, 44 px tall. */
export const inputClasses = `${fieldClasses} w-full min-h-11`;
/** A select as wide as its longest option. */
export const narrowSelectClasses = `${fieldClasses} min-h-11`;

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(inputClasses, className)} {...props} />;
}

/** As tall as its `rows`, or as the caller's min-h-… says. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClasses, "w-full leading-relaxed", className)} {...props} />;
}

/** A field label; `htmlFor` is required so every label names the control it belongs to. */
export function Label({ className, htmlFor, ...props }: ComponentProps<"label"> & { htmlFor: string }) {
  return <label htmlFor={htmlFor} className={cn("block text-sm font-medium text-foreground", className)} {...props} />;
}

/**
 * A labelled text input with an optional hint and error under it: the one way forms lay out a field.
 * The error (from `useFieldErrors().errorFor(name)`) marks the input invalid and is read with it.
 */
export function TextField({
  label,
  hint,
  error,
  ...props
}: Omit<ComponentProps<"input">, "id"> & { label: ReactNode; hint?: ReactNode; error?: ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-describedby={describedBy || undefined} aria-invalid={error ? true : undefined} {...props} />
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
