/**
 * Guide content as typed data: one file per section (housing.ts, transport.ts, …), validated by
 * content/guides/guides.test.ts. Text is plain (no Markdown, no HTML).
 */

/** Icons a card may use, by their Lucide names (each must be in app/components/ui/icon-names.ts too). */
export const GUIDE_ICONS = [
  "triangle-exclamation-point",
  "award",
  "bike",
  "book-open",
  "briefcase",
  "building",
  "bus",
  "calendar",
  "clock",
  "coffee",
  "credit-card",
  "euro",
  "file-text",
  "globe",
  "graduation-cap",
  "hand-heart",
  "handshake",
  "heart-pulse",
  "house",
  "hospital",
  "id-card",
  "info",
  "key",
  "landmark",
  "laptop",
  "life-buoy",
  "lightbulb",
  "map-pin",
  "eighth-notes",
  "phone",
  "piggy-bank",
  "plane",
  "receipt",
  "scale",
  "search",
  "shield",
  "shopping-bag",
  "stethoscope",
  "store",
  "tag",
  "ticket",
  "train-front",
  "trending-up",
  "users",
  "utensils",
  "wallet",
] as const;
export type GuideIcon = (typeof GUIDE_ICONS)[number];

/** An external link. `text` is the organisation or page name (never "click here"); url is https. */
export interface GuideLink {
  text: string;
  url: string;
  /** One short sentence in our own words: what the newcomer finds there. */
  description?: string;
}

/** A named list inside a card, e.g. "Steps", "Contact", "Resources", "Guidance". */
export interface LinkList {
  name: string;
  links: GuideLink[];
}

export interface GuideCard {
  title: string;
  icon: GuideIcon;
  /** Optional one or two sentences of guidance shown above the lists. */
  body?: string;
  lists: LinkList[];
}

export interface GuidePage {
  /** URL segment: /{section}/{slug} */
  slug: string;
  /** H1 and palette label, e.g. "GNIB Registration". */
  title: string;
  /** Meta description, 70–160 characters. */
  description: string;
  /** Intro paragraph under the H1. */
  intro: string;
  /** When a person last checked the facts and links on this page: YYYY-MM-DD. */
  lastReviewed: string;
  /** The card on the section landing: a one-sentence summary and 3–4 bullet items. */
  summary: string;
  highlights: string[];
  /** Two to four cards of named link lists. */
  cards: GuideCard[];
  /** Lay the link cards out in three columns on wide screens (Featured Services, Student Deals). */
  threeColumns?: boolean;
  /** A tips card: exactly four bullets. */
  tips?: string[];
  /** Extra words the search palette should match (abbreviations, old names): e.g. ["irp", "leap"]. */
  keywords?: string[];
}

/** A landing card that points inside the product rather than at a guide page (e.g. the forum). */
export interface InternalLandingCard {
  href: string;
  title: string;
  summary: string;
  highlights: string[];
}

export interface GuideSection {
  /** URL segment: /{slug} */
  slug: string;
  /** H1 of the landing and the palette group name, e.g. "Jobs and Career". */
  title: string;
  /** Short label for the header navigation, e.g. "Jobs". */
  navLabel: string;
  icon: GuideIcon;
  /** Meta description, 70–160 characters. */
  description: string;
  intro: string;
  lastReviewed: string;
  guides: GuidePage[];
  internalCards?: InternalLandingCard[];
  /** The landing's tips box (healthcare, finance and business have none): four bullets. */
  tips?: string[];
}
