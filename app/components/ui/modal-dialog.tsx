import { useRef } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { Icon } from "~/components/ui/icons";
import { useEscapeCloses, useReturnFocus, type DialogProps } from "./dialog-parts";
import { m } from "@common/i18n";

/**
 * The dialog itself (Radix), loaded the first time a dialog opens: pages show `Dialog` from ./dialog,
 * which mounts this on first use, so a reader who never opens one does not download it.
 */
export default function ModalDialog({ open, onOpenChange, title, description, children }: DialogProps) {
  const returnFocus = useReturnFocus(open);
  const content = useRef<HTMLDivElement>(null);
  useEscapeCloses(open, content, () => onOpenChange(false));
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content
          ref={content}
          aria-describedby={description ? undefined : undefined}
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-surface p-6 shadow-2xl"
        >
          <DialogPrimitive.Title className="text-xl font-semibold">{title}</DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="mt-2 text-muted-foreground">
              {description}
            </DialogPrimitive.Description>
          )}
          {children}
          <DialogPrimitive.Close
            aria-label={m.ui_close()}
            className="absolute top-3 end-3 grid size-9 place-items-center rounded-md text-muted-foreground hover:bg-surface-muted"
          >
            <Icon name="x" aria-hidden className="size-5" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
