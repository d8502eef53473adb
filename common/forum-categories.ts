import { m } from "./i18n";

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
export const categoryLabel = (value: string) => POST_CATEGORIES.find((c) => c.value === value)?.label ?? value;
