import { describe, expect, it } from "vitest";
import { guidePaths, guideSections } from "./index";
import { GUIDE_ICONS } from "./types";

/** Spec section 2, 'Route table': every guide route. */
const SPEC_ROUTES = `
/housing /transport /education /healthcare /finance /community /business /legal /jobs
/housing/student-accommodation /housing/rental-process /housing/popular-areas
/transport/public-transport /transport/inter-city-travel /transport/cycling /transport/transport-cards
/education/university-system /education/entry-requirements /education/scholarships /education/student-life
/healthcare/medical-services /healthcare/health-insurance /healthcare/student-health /healthcare/important-contacts
/finance/banking /finance/payment-methods /finance/cost-of-living /finance/savings-investment
/community/social-groups /community/support-services /community/social-activities /community/entertainment
/business/featured-services /business/student-deals /business/local-businesses /business/business-support
/legal/visa-immigration /legal/gnib-registration /legal/pps-application /legal/insurance-requirements
/jobs/job-search /jobs/career-resources /jobs/work-permits /jobs/career-development /jobs/part-time-work
/jobs/networking-opportunities /jobs/work-culture
`
  .trim()
  .split(/\s+/);

/** Spec section 2, 'Guide pages': the card titles the spec gives, in order. */
export const SPEC_CARD_TITLES: Record<string, string[]> = {
  "/education/entry-requirements": [
    "Entry Requirements",
    "Required Documents",
    "Language Requirements",
    "Application Process",
  ],
  "/education/scholarships": [
    "Government Scholarships",
    "University Scholarships",
    "Financial Support",
    "Application Resources",
  ],
  "/education/student-life": ["Societies", "Facilities", "Support Services", "Social Life"],
  "/healthcare/medical-services": [
    "Hospitals & Clinics",
    "Emergency Services",
    "Specialist Services",
    "Support Information",
  ],
  "/healthcare/health-insurance": ["Student Coverage", "Costs", "Coverage Details", "Support"],
  "/healthcare/student-health": [
    "University Health Services",
    "Mental Health",
    "Preventive Care",
    "Additional Support",
  ],
  "/healthcare/important-contacts": ["Emergency Numbers", "Major Hospitals", "Mental Health", "Additional Support"],
  "/finance/cost-of-living": ["Accommodation", "Daily Living", "Transport", "Budgeting Tools"],
  "/business/featured-services": ["Accommodation", "Education", "Financial", "Healthcare"],
  "/business/student-deals": ["Exclusive Discounts", "Special Offers", "Packages", "Seasonal Deals"],
  "/business/business-support": [
    "Customer Service",
    "Business Guidance",
    "Training & Development",
    "Additional Support",
  ],
  "/legal/visa-immigration": [
    "Student Visa Requirements",
    "Application Process",
    "Processing Timeline",
    "International Student Support",
  ],
  "/legal/gnib-registration": [
    "Registration Process",
    "Appointment Information",
    "Fees & Payment",
    "Registration Locations",
  ],
  "/legal/pps-application": [
    "Application Process",
    "Appointment Information",
    "INTREO Offices",
    "Post-Application Steps",
  ],
  "/legal/insurance-requirements": [
    "Health Insurance",
    "Property Insurance",
    "Legal Requirements",
    "Insurance Support",
  ],
  "/jobs/job-search": [
    "Job Search Platforms",
    "Recruitment Agencies",
    "Industry-Specific Jobs",
    "International Opportunities",
  ],
  "/jobs/career-resources": ["CV Writing", "Interview Preparation", "Professional Networking", "Additional Resources"],
  "/jobs/work-permits": ["Permit Requirements", "Application Process", "International Workers", "Legal Requirements"],
  "/jobs/career-development": [
    "Skills Development",
    "Professional Certifications",
    "Career Planning",
    "Continuing Education",
  ],
  "/jobs/part-time-work": ["Student Job Opportunities", "Internship Programs", "Work Regulations", "Support Services"],
  "/jobs/networking-opportunities": ["Professional Events", "Industry Groups", "Online Networking", "Virtual Events"],
  "/jobs/work-culture": ["Workplace Etiquette", "Working Hours & Practices", "Social Aspects", "Labor Laws & Rights"],
};

const pages = guideSections.flatMap((section) =>
  section.guides.map((guide) => ({ path: `/${section.slug}/${guide.slug}`, guide })),
);

describe("guide content", () => {
  it("has a page for every guide route of the spec, and no other", () => {
    expect([...guidePaths()].sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it("has no tips box on the healthcare, finance and business landings, and four tips on the others", () => {
    for (const section of guideSections) {
      if (["healthcare", "finance", "business"].includes(section.slug))
        expect(section.tips, section.slug).toBeUndefined();
      else expect(section.tips, section.slug).toHaveLength(4);
    }
  });

  it.each(pages)("$path: cards, lists and links are complete, https and not repeated", ({ path, guide }) => {
    expect(guide.cards.length, "link cards").toBeGreaterThanOrEqual(2);
    expect(guide.cards.length, "link cards").toBeLessThanOrEqual(4);
    const urls: string[] = [];
    for (const card of guide.cards) {
      expect(card.title.trim(), `${path}: card title`).not.toBe("");
      expect(GUIDE_ICONS).toContain(card.icon);
      expect(card.lists.length, `${path} › ${card.title}: lists`).toBeGreaterThan(0);
      for (const list of card.lists) {
        expect(list.name.trim(), `${path} › ${card.title}: list name`).not.toBe("");
        expect(list.links.length, `${path} › ${card.title} › ${list.name}: links`).toBeGreaterThan(0);
        for (const link of list.links) {
          expect(link.text.trim(), `${path}: link text`).not.toBe("");
          expect(new URL(link.url).protocol, `${path}: ${link.url}`).toBe("https:");
          urls.push(link.url.replace(/\/$/, ""));
        }
      }
    }
    const repeated = urls.filter((url, index) => urls.indexOf(url) !== index);
    expect(repeated, `${path}: links repeated within the page`).toEqual([]);
    if (guide.tips) expect(guide.tips, `${path}: tips`).toHaveLength(4);
    expect(guide.description.length).toBeGreaterThanOrEqual(70);
    expect(guide.description.length).toBeLessThanOrEqual(160);
    expect(guide.lastReviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(guide.highlights.length).toBeGreaterThanOrEqual(3);
  });

  it.each(Object.entries(SPEC_CARD_TITLES))("%s has the spec's card titles", (path, titles) => {
    const page = pages.find((p) => p.path === path);
    expect(page?.guide.cards.map((card) => card.title)).toEqual(titles);
  });

  it("keeps the facts the product owner asked for", () => {
    const text = (path: string) => JSON.stringify(pages.find((p) => p.path === path)?.guide);
    expect(text("/legal/gnib-registration")).toMatch(/15 minutes/);
    expect(text("/legal/gnib-registration")).toMatch(/Burgh Quay/);
    expect(text("/legal/gnib-registration")).toMatch(/€300/);
    expect(text("/healthcare/important-contacts")).toMatch(/999/);
    expect(text("/healthcare/important-contacts")).toMatch(/112/);
    expect(JSON.stringify(guideSections.find((s) => s.slug === "housing"))).toMatch(/3-4 months/);
    const localBusinesses = text("/business/local-businesses");
    for (const tip of [/student discount/i, /review/i, /compare prices/i, /contact/i])
      expect(localBusinesses).toMatch(tip);
  });
});
