import { m, readWhenShown, type Locale } from "./i18n";

/** Spec section 3: the eight post categories, with their labels (in the request's locale, read when shown). */
// Marked pure: a module that imports this one for a type or a loader does not keep it in its client chunk.
export const POST_CATEGORIES = [
  /* @__PURE__ */ readWhenShown({ label: m.category_general }, { value: "general" }),
  /* @__PURE__ */ readWhenShown({ label: m.category_housing }, { value: "housing" }),
  /* @__PURE__ */ readWhenShown({ label: m.category_education }, { value: "education" }),
  /* @__PURE__ */ readWhenShown({ label: m.category_healthcare }, { value: "healthcare" }),
  /* @__PURE__ */ readWhenShown({ label: m.category_transport }, { value: "transport" }),
  /* @__PURE__ */ readWhenShown({ label: m.category_legal }, { value: "legal" }),
  /* @__PURE__ */ readWhenShown({ label: m.category_jobs }, { value: "jobs" }),
  /* @__PURE__ */ readWhenShown({ label: m.category_social }, { value: "social" }),
] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number]["value"];

const LABELS: Record<PostCategory, (inputs: object, options: { locale: Locale }) => string> = {
  general: m.category_general,
  housing: m.category_housing,
  education: m.category_education,
  healthcare: m.category_healthcare,
  transport: m.category_transport,
  legal: m.category_legal,
  jobs: m.category_jobs,
  social: m.category_social,
};

/**
 * A category's label in the request's locale, or in `locale` (a feed's title stays English, ADR 0034); an
 * unknown value is shown as it is.
 */
export const categoryLabel = (value: string, locale?: Locale) =>
  locale
    ? (LABELS[value as PostCategory]?.({}, { locale }) ?? value)
    : (POST_CATEGORIES.find((c) => c.value === value)?.label ?? value);

/** The forum category of each guide section (issue #18); finance and business questions go to General. */
const SECTION_FORUM_CATEGORY: Record<string, PostCategory> = {
  housing: "housing",
  transport: "transport",
  education: "education",
  healthcare: "healthcare",
  finance: "general",
  community: "social",
  business: "general",
  legal: "legal",
  jobs: "jobs",
};

export type SectionForumCategory = { value: PostCategory; name: string };

/**
 * Where a guide section's questions go ("Ask the community"), named in the request's locale: for a guide
 * page's loader, so that the names stay out of the guide pages' JavaScript.
 */
export function sectionForumCategory(sectionSlug: string): SectionForumCategory {
  const value = SECTION_FORUM_CATEGORY[sectionSlug] ?? "general";
  return { value, name: categoryLabel(value) };
}
