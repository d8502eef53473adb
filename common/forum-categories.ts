import { m, readWhenShown, type Locale } from "./i18n";

/** Spec section 3: the eight post categories, with their labels (in the request's locale, read when shown). */
export const POST_CATEGORIES = [
  readWhenShown({ label: m.category_general }, { value: "general" }),
  readWhenShown({ label: m.category_housing }, { value: "housing" }),
  readWhenShown({ label: m.category_education }, { value: "education" }),
  readWhenShown({ label: m.category_healthcare }, { value: "healthcare" }),
  readWhenShown({ label: m.category_transport }, { value: "transport" }),
  readWhenShown({ label: m.category_legal }, { value: "legal" }),
  readWhenShown({ label: m.category_jobs }, { value: "jobs" }),
  readWhenShown({ label: m.category_social }, { value: "social" }),
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
