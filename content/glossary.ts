/**
 * Plain words for people reading in a second language (issue #18): each abbreviation and Irish term the
 * guides use, spelled out and explained in one or two short sentences, with the guide that covers it and,
 * where the fact sheet (../shared/guide-links.json) confirms one, an official page. Facts come from the
 * fact sheet or the guide content; amounts and dates are left to the guides, which give their year.
 * Checked by content/glossary.test.ts; shown at /glossary and found by the search palette.
 */

export interface GlossaryTerm {
  /** The anchor: /glossary#{id}. Lowercase letters, digits and hyphens. */
  id: string;
  /** The word as people write it, e.g. "PPS number", "Stamp 2". */
  term: string;
  /** What it stands for, spelled out. */
  fullName: string;
  /** One or two short, plain sentences. */
  explanation: string;
  /** The guide page that covers it: a path of content/guides. */
  guide: string;
  /** An official page the fact sheet confirms (evidence page, variant or section). */
  official?: { text: string; url: string };
  /** Other spellings people type in the search palette, lowercase. */
  keywords?: string[];
}

export const glossary: GlossaryTerm[] = [
  {
    id: "pps",
    term: "PPS number",
    fullName: "Personal Public Service Number",
    explanation:
      "Your personal number for tax, social welfare and public services. You need one to work: without it your pay is taxed at the higher emergency rate.",
    guide: "/legal/pps-application",
    official: {
      text: "Citizens Information – PPS number",
      url: "https://www.citizensinformation.ie/en/social-welfare/irish-social-welfare-system/personal-public-service-number",
    },
    keywords: ["ppsn", "pps number"],
  },
  {
    id: "irp",
    term: "IRP",
    fullName: "Irish Residence Permit",
    explanation:
      "The card that shows your permission to live in Ireland. People from outside the EU/EEA, Switzerland and the UK who stay longer than 90 days register for one; it replaced the GNIB card in 2017.",
    guide: "/legal/gnib-registration",
    official: {
      text: "Citizens Information – Registration of non-EEA nationals",
      url: "https://www.citizensinformation.ie/en/moving-country/moving-to-ireland/rights-of-residence-in-ireland/registration-of-non-eea-nationals-in-ireland/",
    },
    keywords: ["residence permit", "irp card"],
  },
  {
    id: "gnib",
    term: "GNIB",
    fullName: "Garda National Immigration Bureau",
    explanation:
      "The Garda (police) office that used to register people from outside the EU. People still say “GNIB registration”, but first-time registration is now done by Immigration Service Delivery (ISD).",
    guide: "/legal/gnib-registration",
    keywords: ["gnib card"],
  },
  {
    id: "isd",
    term: "ISD",
    fullName: "Immigration Service Delivery",
    explanation:
      "The part of the Department of Justice that deals with visas, immigration permission and registration. Since January 2025 it does all first-time registrations, at 13–14 Burgh Quay, Dublin 2.",
    guide: "/legal/gnib-registration",
    official: {
      text: "ISD – Cork and Limerick registrations move to ISD",
      url: "https://irishimmigration.ie/transfer-of-registration-responsibility-for-cork-and-limerick",
    },
    keywords: ["immigration", "burgh quay", "department of justice"],
  },
  {
    id: "stamp",
    term: "Stamp",
    fullName: "Immigration permission (stamp)",
    explanation:
      "The type of permission you hold to live in Ireland, named by a number. It says whether and how much you may work, so check yours before you accept a job.",
    guide: "/jobs/job-search",
    keywords: ["immigration stamp", "permission"],
  },
  {
    id: "stamp-0",
    term: "Stamp 0",
    fullName: "Stamp 0 permission",
    explanation: "Temporary permission to live in Ireland that does not allow you to work.",
    guide: "/legal/visa-immigration",
  },
  {
    id: "stamp-1",
    term: "Stamp 1",
    fullName: "Stamp 1 permission",
    explanation:
      "Permission to work for people who hold an employment permit. You register it with Immigration Service Delivery once the permit is granted.",
    guide: "/jobs/work-permits",
  },
  {
    id: "stamp-1g",
    term: "Stamp 1G",
    fullName: "Stamp 1G permission (Third Level Graduate Programme)",
    explanation:
      "Lets graduates of Irish colleges stay to look for work: 12 months after a Level 8 degree, up to 24 months after Level 9 or higher. You may work up to 40 hours a week without an employment permit.",
    guide: "/jobs/work-permits",
    official: {
      text: "UCD – Third Level Graduate Programme (Stamp 1G)",
      url: "https://www.ucd.ie/global/studentexperience/thirdlevelgraduateprogramme-stamp1g/",
    },
    keywords: ["graduate programme", "stamp 1g"],
  },
  {
    id: "stamp-2",
    term: "Stamp 2",
    fullName: "Stamp 2 permission (full-time student)",
    explanation:
      "Permission for non-EU students on a full-time course on the eligible list. You may work up to 20 hours a week, and up to 40 hours only from June to September and from 15 December to 15 January; you may not be self-employed.",
    guide: "/jobs/part-time-work",
    official: {
      text: "WRC – Stamp 2 employment entitlements",
      url: "https://www.workplacerelations.ie/en/news-media/Workplace_Relations_Notices/Changes_to_Employment_entitlements_of_Non-EEA_Students_holding_Immigration_Stamp_2.html",
    },
    keywords: ["student permission", "stamp 2"],
  },
  {
    id: "stamp-4",
    term: "Stamp 4",
    fullName: "Stamp 4 permission",
    explanation:
      "A permission that lets you work without an employment permit. Workers often move to it after some years on a permit, so keep your permits, contracts and payslips.",
    guide: "/jobs/work-permits",
  },
  {
    id: "eea",
    term: "EEA",
    fullName: "European Economic Area",
    explanation:
      "The EU countries plus Iceland, Liechtenstein and Norway. EEA, UK and Swiss citizens can live and work in Ireland without a permit.",
    guide: "/jobs/work-permits",
    keywords: ["eu", "non-eea", "non-eu"],
  },
  {
    id: "employment-permit",
    term: "GEP and CSEP",
    fullName: "General Employment Permit and Critical Skills Employment Permit",
    explanation:
      "The two main permits that let people from outside the EEA work in Ireland. Each has a minimum salary, set by the Department of Enterprise, Tourism and Employment.",
    guide: "/jobs/work-permits",
    keywords: ["employment permit", "work permit", "critical skills", "general employment permit"],
  },
  {
    id: "ilep",
    term: "ILEP",
    fullName: "Interim List of Eligible Programmes",
    explanation:
      "The official list of courses that non-EU students can come to Ireland for on a student visa and Stamp 2. TrustEd Ireland, run by QQI since 2024, is replacing it.",
    guide: "/education/university-system",
    official: {
      text: "QQI – TrustEd Ireland (higher education)",
      url: "https://qqi.ie/what-we-do/quality-assurance-of-education-and-training/what-is-trusted-ireland/he",
    },
    keywords: ["trusted ireland", "eligible programmes", "international education mark"],
  },
  {
    id: "cao",
    term: "CAO",
    fullName: "Central Applications Office",
    explanation:
      "Handles applications for undergraduate courses at Irish colleges. Applicants who have lived outside the EU often apply directly to each college instead.",
    guide: "/education/entry-requirements",
    official: {
      text: "QHelp – Applicants resident outside the EU",
      url: "https://qhelp.qqi.ie/learners/information-for-residence-outside-the-eu-past-or-present-applying-to-higher-education-institution/",
    },
  },
  {
    id: "pac",
    term: "PAC",
    fullName: "Postgraduate Applications Centre",
    explanation:
      "Some colleges take applications for postgraduate courses through PAC; others take them directly. Each course page says which.",
    guide: "/education/entry-requirements",
  },
  {
    id: "qqi",
    term: "QQI",
    fullName: "Quality and Qualifications Ireland",
    explanation:
      "The State agency for the quality of education and for qualifications. Its NARIC Ireland service tells you how a qualification from abroad compares with Irish ones.",
    guide: "/education/university-system",
    official: {
      text: "NARIC Ireland (QQI)",
      url: "https://www.qqi.ie/what-we-do/the-qualifications-system/national-academic-recognition-information-centre",
    },
    keywords: ["naric", "nfq"],
  },
  {
    id: "susi",
    term: "SUSI",
    fullName: "Student Universal Support Ireland",
    explanation:
      "Ireland's student grant authority. Its grants are mainly for EU, EEA and Swiss students who meet the residence rules.",
    guide: "/education/scholarships",
    keywords: ["grant"],
  },
  {
    id: "rtb",
    term: "RTB",
    fullName: "Residential Tenancies Board",
    explanation:
      "The State body that registers tenancies and settles disputes between tenants and landlords. Since 2019 it also covers student accommodation.",
    guide: "/housing/rental-process",
    official: { text: "RTB – Renting in College", url: "https://www.rtb.ie/renting-in-college" },
    keywords: ["tenancy", "dispute"],
  },
  {
    id: "rpz",
    term: "RPZ",
    fullName: "Rent Pressure Zone",
    explanation:
      "An area where rent increases are limited by law. Since June 2025 the whole country is covered, and rent on an existing tenancy may rise by no more than 2% or inflation, whichever is lower.",
    guide: "/housing/rental-process",
    keywords: ["rent cap", "rent increase"],
  },
  {
    id: "hap",
    term: "HAP",
    fullName: "Housing Assistance Payment",
    explanation:
      "Help with rent from your local council for people who qualify for social housing support. Ask Citizens Information whether you qualify before you count on it.",
    guide: "/housing/rental-process",
    keywords: ["housing assistance", "rent support"],
  },
  {
    id: "digs",
    term: "Digs",
    fullName: "Digs (a room in a family home)",
    explanation:
      "Renting a room in the owner's home, often with some meals. You are a lodger, not a tenant, so RTB tenancy rules do not apply: agree the rent, house rules and notice in writing.",
    guide: "/housing/student-accommodation",
    keywords: ["lodger", "rent a room"],
  },
  {
    id: "hse",
    term: "HSE",
    fullName: "Health Service Executive",
    explanation: "Ireland's public health service. It runs public hospitals and decides who gets a medical card.",
    guide: "/healthcare/medical-services",
    keywords: ["public health"],
  },
  {
    id: "gp",
    term: "GP",
    fullName: "General Practitioner",
    explanation:
      "A family doctor. For most health problems you see a GP first, and you usually pay for each visit unless you have a medical card or GP visit card.",
    guide: "/healthcare/medical-services",
    keywords: ["doctor", "family doctor"],
  },
  {
    id: "gp-visit-card",
    term: "GP visit card",
    fullName: "GP visit card",
    explanation:
      "A card from the HSE for free visits to a GP. It depends on your income and on living here (broadly, for at least a year), so most working newcomers and international students do not qualify.",
    guide: "/healthcare/medical-services",
  },
  {
    id: "medical-card",
    term: "Medical Card",
    fullName: "Medical Card",
    explanation:
      "A card from the HSE for free GP visits and many other public health services. Like the GP visit card, it depends on your income and on living here; holders do not pay the emergency department charge.",
    guide: "/healthcare/medical-services",
  },
  {
    id: "ed",
    term: "ED (A&E)",
    fullName: "Emergency Department (Accident and Emergency)",
    explanation:
      "The hospital department for emergencies. Going without a GP referral letter costs a charge unless you are exempt; for sprains and minor burns an injury unit is usually quicker.",
    guide: "/healthcare/medical-services",
    official: {
      text: "HSE – The emergency department",
      url: "https://www2.hse.ie/emergencies/the-emergency-department.html",
    },
    keywords: ["a&e", "a and e", "emergency", "injury unit"],
  },
  {
    id: "eircode",
    term: "Eircode",
    fullName: "Eircode (Irish postcode)",
    explanation:
      "The postcode of an Irish address, seven letters and numbers. When you call 999 or 112, give your exact address and Eircode first.",
    guide: "/healthcare/important-contacts",
    keywords: ["postcode"],
  },
  {
    id: "tfi",
    term: "TFI",
    fullName: "Transport for Ireland",
    explanation:
      "The name for Ireland's public transport services and fares. In Dublin its 90-minute fare on a Leap Card lets you change between bus, Luas and most trains for one fare.",
    guide: "/transport/public-transport",
    keywords: ["transport for ireland", "90 minute fare"],
  },
  {
    id: "leap-card",
    term: "Leap Card",
    fullName: "TFI Leap Card",
    explanation:
      "A travel card you top up and tap to pay lower fares on buses, Luas and trains. Register it online so you keep your balance if it is lost or stolen.",
    guide: "/transport/transport-cards",
    official: { text: "Student Leap Card – How to top up", url: "https://www.studentleapcard.ie/howtotopup" },
    keywords: ["leap"],
  },
  {
    id: "young-adult-leap-card",
    term: "Young Adult and Student Leap Card",
    fullName: "TFI Young Adult Leap Card and Student Leap Card",
    explanation:
      "Leap Cards for half fares: the Young Adult card for ages 19–25, the Student card for other full-time students. Irish Rail accepts only these cards as proof for student fares.",
    guide: "/transport/transport-cards",
    official: {
      text: "TFI – Young Adult Leap Card age increase",
      url: "https://www.transportforireland.ie/campaigns/tfi-young-adult-leap-card-age-increase/",
    },
    keywords: ["student leap", "young adult card", "half fare"],
  },
  {
    id: "iban",
    term: "IBAN",
    fullName: "International Bank Account Number",
    explanation:
      "Your account number in the form used across Europe; you need one to be paid and to pay rent. Under EU SEPA rules an employer must accept any euro-area IBAN, not only an Irish one.",
    guide: "/finance/banking",
    keywords: ["bank account"],
  },
  {
    id: "sepa",
    term: "SEPA",
    fullName: "Single Euro Payments Area",
    explanation:
      "The EU rules for euro payments between countries. Because of them, an Irish business cannot refuse your account just because its IBAN is from another SEPA country.",
    guide: "/finance/payment-methods",
  },
  {
    id: "paye",
    term: "PAYE",
    fullName: "Pay As You Earn",
    explanation:
      "The way most workers pay tax: your employer deducts income tax, USC and PRSI from each pay and shows them on your payslip.",
    guide: "/jobs/part-time-work",
    official: {
      text: "Revenue – Starting your first job",
      url: "https://www.revenue.ie/en/jobs-and-pensions/starting-your-first-job/index.aspx",
    },
    keywords: ["income tax", "payslip"],
  },
  {
    id: "usc",
    term: "USC",
    fullName: "Universal Social Charge",
    explanation: "A tax on income. Your employer deducts it from your pay with income tax and PRSI.",
    guide: "/jobs/part-time-work",
    keywords: ["universal social charge"],
  },
  {
    id: "prsi",
    term: "PRSI",
    fullName: "Pay Related Social Insurance",
    explanation:
      "Social insurance contributions taken from your pay with income tax and USC. You see them on your payslip.",
    guide: "/jobs/part-time-work",
    keywords: ["social insurance"],
  },
  {
    id: "emergency-tax",
    term: "Emergency tax",
    fullName: "Emergency basis of tax",
    explanation:
      "A higher rate of tax taken from your pay when your employer does not have your PPS number or you have not registered the job with Revenue. It stops once both are sorted.",
    guide: "/jobs/career-resources",
    official: {
      text: "Revenue – Emergency basis of tax",
      url: "https://www.revenue.ie/en/jobs-and-pensions/starting-your-first-job/emergency-basis.aspx",
    },
  },
  {
    id: "myaccount",
    term: "myAccount",
    fullName: "Revenue myAccount",
    explanation:
      "Revenue's online service for your income tax. Register a new job there so your tax credits are used and you do not pay emergency tax.",
    guide: "/jobs/career-resources",
    official: {
      text: "Revenue – Starting your first job",
      url: "https://www.revenue.ie/en/jobs-and-pensions/starting-your-first-job/index.aspx",
    },
    keywords: ["revenue", "tax credits"],
  },
  {
    id: "mygovid",
    term: "MyGovID",
    fullName: "MyGovID (public service identity account)",
    explanation:
      "A free online identity account for Irish government services. You need a basic MyGovID account to book a PPS number appointment on MyWelfare.",
    guide: "/legal/pps-application",
    official: {
      text: "gov.ie – Public Service Identity",
      url: "https://gov.ie/en/department-of-social-protection/policy-information/public-service-identity",
    },
  },
  {
    id: "mywelfare",
    term: "MyWelfare",
    fullName: "MyWelfare",
    explanation: "The Department of Social Protection's online service, where you book a PPS number appointment.",
    guide: "/legal/pps-application",
  },
  {
    id: "dsp",
    term: "DSP",
    fullName: "Department of Social Protection",
    explanation:
      "The government department for social welfare, PPS numbers and the Public Services Card. It runs the Intreo Centres and MyWelfare.",
    guide: "/legal/pps-application",
    official: {
      text: "gov.ie – Department of Social Protection",
      url: "https://www.gov.ie/en/department-of-social-protection/",
    },
    keywords: ["social welfare", "welfare"],
  },
  {
    id: "intreo",
    term: "Intreo",
    fullName: "Intreo Centre",
    explanation:
      "The Department of Social Protection's local offices. They process PPS number applications and Public Services Card registration, and give free help finding work.",
    guide: "/legal/pps-application",
    keywords: ["intreo centre", "intreo office"],
  },
  {
    id: "psc",
    term: "PSC",
    fullName: "Public Services Card",
    explanation:
      "A card that proves who you are to public services. You register for it at an Intreo Centre, and it is normally posted to you within 7–10 working days.",
    guide: "/legal/pps-application",
    keywords: ["public services card", "safe registration"],
  },
  {
    id: "wrc",
    term: "WRC",
    fullName: "Workplace Relations Commission",
    explanation:
      "The State body for rights at work. It explains the rules on pay, hours and holidays, and you can contact it if you are underpaid.",
    guide: "/jobs/work-culture",
    keywords: ["workplace relations", "employment rights"],
  },
];

export const findGlossaryTerm = (id: string) => glossary.find((term) => term.id === id);
