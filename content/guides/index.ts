import { business } from "./business";
import { community } from "./community";
import { education } from "./education";
import { finance } from "./finance";
import { healthcare } from "./healthcare";
import { housing } from "./housing";
import { jobs } from "./jobs";
import { legal } from "./legal";
import { transport } from "./transport";
import type { GuidePage, GuideSection } from "./types";

export type { GuideCard, GuideLink, GuidePage, GuideSection, LinkList } from "./types";

/** The nine sections in the order of the header navigation (spec: Navigation bar). */
export const guideSections: GuideSection[] = [
  housing,
  transport,
  education,
  healthcare,
  finance,
  community,
  business,
  legal,
  jobs,
];

export function findSection(slug: string | undefined): GuideSection | undefined {
  return guideSections.find((section) => section.slug === slug);
}

export function findGuide(
  sectionSlug: string | undefined,
  guideSlug: string | undefined,
): { section: GuideSection; guide: GuidePage } | undefined {
  const section = findSection(sectionSlug);
  const guide = section?.guides.find((page) => page.slug === guideSlug);
  return section && guide ? { section, guide } : undefined;
}

/** Every landing and guide path: prerendered, listed in the sitemap. */
export function guidePaths(): string[] {
  return guideSections.flatMap((section) => [
    `/${section.slug}`,
    ...section.guides.map((guide) => `/${section.slug}/${guide.slug}`),
  ]);
}
