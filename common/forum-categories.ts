import { m, type Locale } from "./i18n";

/** Spec section 3: the eight post categories, with their labels (in the request's locale, read when shown). */
export const POST_CATEGORIES = [
  {
    value: "general",
    get label() {
      return m.category_general();
    },
  },
  {
    value: "housing",
    get label() {
      return m.category_housing();
    },
  },
  {
    value: "education",
    get label() {
      return m.category_education();
    },
  },
  {
    value: "healthcare",
    get label() {
      return m.category_healthcare();
    },
  },
  {
    value: "transport",
    get label() {
      return m.category_transport();
    },
  },
  {
    value: "legal",
    get label() {
      return m.category_legal();
    },
  },
  {
    value: "jobs",
    get label() {
      return m.category_jobs();
    },
  },
  {
    value: "social",
    get label() {
      return m.category_social();
    },
  },
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
