/** The nine guide sections in the header's order (spec: Navigation bar). */
export const NAV_SECTIONS = [
  { slug: "housing", label: "Housing" },
  { slug: "transport", label: "Transport" },
  { slug: "education", label: "Education" },
  { slug: "healthcare", label: "Healthcare" },
  { slug: "finance", label: "Finance" },
  { slug: "community", label: "Community" },
  { slug: "business", label: "Business" },
  { slug: "legal", label: "Legal" },
  { slug: "jobs", label: "Jobs" },
] as const;

export const SITE_NAME = "Ireland Guide";
