import type { GuideIcon as GuideIconName } from "@content/guides/types";
import type { IconName } from "~/components/ui/icon-names";
import { Icon } from "~/components/ui/icons";

/** A guide card's icon: the content names it by its Lucide name, so every name is one the sprite draws. */
export function GuideIcon({ name, className }: { name: GuideIconName & IconName; className?: string }) {
  return <Icon name={name} className={className} />;
}
