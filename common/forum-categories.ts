/** Spec section 3: the eight post categories, with their labels. */
export const POST_CATEGORIES = [
  { value: "general", label: "General Discussion" },
  { value: "housing", label: "Housing & Accommodation" },
  { value: "education", label: "Education" },
  { value: "healthcare", label: "Healthcare" },
  { value: "transport", label: "Transport" },
  { value: "legal", label: "Legal & Immigration" },
  { value: "jobs", label: "Jobs & Career" },
  { value: "social", label: "Social" },
] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number]["value"];
export const categoryLabel = (value: string) => POST_CATEGORIES.find((c) => c.value === value)?.label ?? value;
