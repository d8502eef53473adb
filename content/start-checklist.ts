/**
 * The first-week checklist at /start (issue #18): the steps a newcomer takes, in order. Facts come from the
 * guide pages (content/guides/*.ts) and the reviewed fact sheet; each step links to the guide page that
 * explains it and to one official page. Step ids are stored in members' accounts and in browsers'
 * localStorage: never rename or reuse one (add a new id instead). content/start-checklist.test.ts holds
 * the rules (unique ids, guide pages that exist, official links the guides cite).
 */

export interface ChecklistStep {
  /** Stable id: the anchor (#id), the form's stepId and the stored value. */
  id: string;
  /** A short, plain-English action. */
  title: string;
  /** Who the step is for, in plain words. */
  appliesTo: string;
  /** One to three short sentences: what to do and what to bring. */
  text: string;
  /** The guide page that explains the step: /{section}/{guide} (its title comes from the guide). */
  guide: string;
  /** One official page (a state body where there is one). */
  official: { text: string; url: string };
}

export const START_CHECKLIST: readonly ChecklistStep[] = [
  {
    id: "travel-card",
    title: "Get a Leap card for buses, trains and the Luas",
    appliesTo: "Everyone.",
    text: "Buy a TFI (Transport for Ireland) Leap card in a shop and top it up: Leap fares are lower than cash. If you are 19 to 25, order a Young Adult Leap card for 50% off fares. Register your card online to protect your balance if it is lost.",
    guide: "/transport/transport-cards",
    official: {
      text: "Transport for Ireland – Young Adult Leap Card",
      url: "https://www.transportforireland.ie/campaigns/tfi-young-adult-leap-card-age-increase/",
    },
  },
  {
    id: "rental-scam-checks",
    title: "Check your accommodation is genuine before you pay",
    appliesTo: "Everyone renting a room, flat or house.",
    text: "View every place in person and never send money to hold a place you have not seen. Warning signs: rent far below the area average, a landlord who is 'abroad' and cannot show it, and pressure to pay by transfer. A landlord cannot ask for more than one month's rent as a deposit plus one month's rent in advance.",
    guide: "/housing/rental-process",
    official: {
      text: "Residential Tenancies Board (RTB) – Renting in College: top tips",
      url: "https://onestopshop.rtb.ie/renting-in-college/",
    },
  },
  {
    id: "register-immigration",
    title: "Register your immigration permission (IRP)",
    appliesTo:
      "Only if you are not from the EU or EEA (European Economic Area), Switzerland or the UK and are staying longer than 90 days.",
    text: "Book an appointment on the Immigration Service Delivery (ISD) online portal before the date stamped in your passport; there are no walk-ins. Bring your passport, the printed address form from your confirmation email and printed supporting documents to Burgh Quay, Dublin 2, and pay the fee (€300 in 2026) by credit or debit card. Your Irish Residence Permit (IRP) card is posted to you.",
    guide: "/legal/gnib-registration",
    official: {
      text: "Citizens Information – Registration of non-EEA nationals in Ireland",
      url: "https://www.citizensinformation.ie/en/moving-country/moving-to-ireland/rights-of-residence-in-ireland/registration-of-non-eea-nationals-in-ireland/",
    },
  },
  {
    id: "bank-account",
    title: "Open a bank account",
    appliesTo: "Everyone who will be paid or pay rent in Ireland.",
    text: "You need a euro account with an IBAN (International Bank Account Number) to get paid and pay rent. Banks ask for photo ID and proof of your Irish address, such as a utility bill or a letter from your college or employer. Many newcomers open an app-based account first and a traditional one once they have proof of address.",
    guide: "/finance/banking",
    official: {
      text: "Banking & Payments Federation Ireland – Opening a new personal bank account",
      url: "https://bpfi.ie/movingaccount/a-guide-to-moving-your-personal-account/opening-a-new-personal-bank-account/",
    },
  },
  {
    id: "pps-number",
    title: "Get your PPS number",
    appliesTo: "Everyone who will work or use public services, once you have a reason such as a job offer.",
    text: "Your Personal Public Service (PPS) number is your number for tax, social welfare and public services. Book an appointment on MyWelfare with a basic MyGovID account, then go to an Intreo Centre with your passport, proof of your Irish address and your reason, such as a signed job offer. Looking for work is not accepted as a reason on its own.",
    guide: "/legal/pps-application",
    official: {
      text: "Citizens Information – PPS number",
      url: "https://www.citizensinformation.ie/en/social-welfare/irish-social-welfare-system/personal-public-service-number",
    },
  },
  {
    id: "tax-registration",
    title: "Register your job with Revenue",
    appliesTo: "Everyone who starts a job in Ireland, full-time or part-time.",
    text: "Give your PPS number to your employer and register your job with Revenue (the tax office) in its online service, myAccount, so that your tax credits apply. Until you do, you pay emergency tax, a higher rate.",
    guide: "/legal/pps-application",
    official: {
      text: "Revenue – Starting your first job",
      url: "https://www.revenue.ie/en/jobs-and-pensions/starting-your-first-job/index.aspx",
    },
  },
  {
    id: "gp",
    title: "Find a GP and save the emergency numbers",
    appliesTo: "Everyone.",
    text: "Find a GP (general practitioner, a family doctor) near your home early: many Dublin practices have full lists, and you usually pay for each visit. In an emergency call 999 or 112; the calls are free. Going to an emergency department without a GP's referral letter costs €100 (in 2026) unless you are exempt.",
    guide: "/healthcare/medical-services",
    official: {
      text: "Citizens Information – Emergency health services",
      url: "https://www.citizensinformation.ie/en/health/health-system/emergency-health-services-in-ireland/",
    },
  },
];

export const START_STEP_IDS: readonly string[] = START_CHECKLIST.map((step) => step.id);

export function isStartStepId(value: unknown): value is string {
  return typeof value === "string" && START_STEP_IDS.includes(value);
}

/** The localStorage key of a browser's ticks (see app/features/start-checklist/local-ticks.ts). */
export const START_CHECKLIST_STORAGE_KEY = "start-checklist:v1";
