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

/** What each category is for, on its page (/community/forum/c/<category>) and in the forum's list of them. */
export const CATEGORY_DESCRIPTIONS: Record<PostCategory, string> = {
  general: "Anything about moving to and living in Ireland that fits nowhere else.",
  housing: "Finding a room or a flat, deposits, leases, landlords, the RTB and avoiding rental scams.",
  education: "Universities, colleges, English schools, fees, courses and student life.",
  healthcare: "GPs taking new patients, the medical card, prescriptions, insurance and A&E.",
  transport: "Leap cards, Dublin Bus, Luas, DART, trains, cycling and driving licences.",
  legal: "Visas, IRP registration and renewal, stamps, PPS numbers and your rights.",
  jobs: "Finding work, CVs, work permits, tax, payslips and your rights at work.",
  social: "Meeting people, events, clubs, sport and making Ireland home.",
};
