import { m } from "@common/i18n";
import type { NAV_SECTIONS } from "@common/sections";

/** The sections' names in the visitor's language, as the menu says them (NAV_SECTIONS keeps the English, the spec's). */
export const SECTION_LABELS: Record<(typeof NAV_SECTIONS)[number]["slug"], () => string> = {
  housing: m.ui_nav_housing,
  transport: m.ui_nav_transport,
  education: m.ui_nav_education,
  healthcare: m.ui_nav_healthcare,
  finance: m.ui_nav_finance,
  community: m.ui_nav_community,
  business: m.ui_nav_business,
  legal: m.ui_nav_legal,
  jobs: m.ui_nav_jobs,
};
