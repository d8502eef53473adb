import type { SVGProps } from "react";
import type { IconName } from "./icon-names";
import iconSprite from "./icons.svg?no-inline";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "name">;

/**
 * Icons that point along the line (back, next, a breadcrumb's step): mirrored on a right-to-left page
 * (issue #33), where "next" points left.
 */
const DIRECTIONAL = new Set<IconName>(["arrow-left", "arrow-right", "chevron-left", "chevron-right"]);

/**
 * A Lucide icon drawn from one sprite file with `<use>` (ADR 0018, "Page weight"): a page's JavaScript holds
 * an icon's name, not its paths (nor a component per icon: `<Icon name="menu" />`), and the sprite is one cached file for every page. The attributes are
 * Lucide's own, so `className`, `strokeWidth` and `fill-current` work as they did with lucide-react.
 * Decorative unless it is given a label.
 */
export function Icon({ name, className, ...props }: IconProps & { name: IconName }) {
  if (DIRECTIONAL.has(name)) className = className ? `rtl:-scale-x-100 ${className}` : "rtl:-scale-x-100";
  const labelled = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled ? undefined : true}
      className={className}
      {...props}
    >
      <use href={`${iconSprite}#${name}`} />
    </svg>
  );
}
