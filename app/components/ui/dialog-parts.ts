// What the dialog and its lazily loaded Radix view share (apart, so that neither imports the other).
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from "react";

const useIsomorphicLayoutEffect = typeof window === "undefined" ? () => {} : useLayoutEffect;

/**
 * For a Radix dialog opened from state rather than by its own trigger: remembers what had the focus when
 * it opened and gives the focus back when it closes (Radix would only focus its trigger). Pass the result
 * as the content's `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useIsomorphicLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [open]);
  return (event: Event) => {
    const target = opener.current;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
}

/**
 * Closes a Radix dialog on an Escape pressed in it, from the moment it is drawn. Radix listens for Escape
 * only once the dialog's layer knows it is the topmost, which it learns in an update React runs after the
 * dialog is drawn: an Escape pressed in between went to the layer that was topmost until then, a toast
 * still on screen, which closed, and the dialog stayed open over the page (a CI failure on a loaded
 * machine). This listens on the window, before every layer's own listener on the document, and answers
 * an Escape whose target is in `content` alone: one in a menu or list the dialog opened, portalled
 * elsewhere, is left to that layer; one typed while an input method composes a word is the IME's.
 */
export function useEscapeCloses(open: boolean, content: RefObject<HTMLElement | null>, close: () => void) {
  useIsomorphicLayoutEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.isComposing) return;
      if (!(event.target instanceof Node) || !content.current?.contains(event.target)) return;
      event.preventDefault();
      event.stopPropagation();
      close();
    };
    addEventListener("keydown", onKeyDown, true);
    return () => removeEventListener("keydown", onKeyDown, true);
  }, [open, content, close]);
}

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}
