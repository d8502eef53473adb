import { HIGHLIGHT_MS } from "@common/forum";

const HIGHLIGHT = ["ring-4", "ring-accent", "bg-accent-soft"];

/** Scrolls to a linked post or comment and highlights it for about 2.5 s (spec). */
export function scrollToAndHighlight(element: HTMLElement) {
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ block: "center", behavior: smooth ? "smooth" : "auto" });
  if (element.tabIndex < 0 && !element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
  element.classList.add(...HIGHLIGHT);
  window.setTimeout(() => element.classList.remove(...HIGHLIGHT), HIGHLIGHT_MS);
}
