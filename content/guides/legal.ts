import type { GuideSection } from "./types";

export const legal: GuideSection = {
  slug: "legal",
  title: "Legal",
  navLabel: "Legal",
  icon: "scale",
  description:
    "Visas, IRP registration (formerly GNIB), PPS numbers and insurance rules for students and newcomers arriving in Ireland.",
  intro:
    "The legal steps to live, study and work in Ireland: the right visa, registering your immigration permission, getting a PPS number and holding the insurance the rules require. Rules and fees change, so always confirm details on the official sites linked here.",
  lastReviewed: "2026-11-22",
  tips: [
    "Book your IRP registration as soon as you arrive, before the date stamped in your passport runs out.",
    "Keep your permission valid: apply to renew online well before your IRP card expires.",
    "Get a PPS number once you have a job offer, and register the job with Revenue to avoid emergency tax.",
    "Use official sites (irishimmigration.ie, gov.ie, citizensinformation.ie); never pay agents for free state services.",
  ],
  guides: [
    {
      slug: "visa-immigration",
      title: "Visa & Immigration",
      description:
        "Student visa rules for Ireland: who needs a D study visa, the funds you must show, how to apply, processing times and Stamp 2 work rules.",
      intro:
        "If you are from outside the EU/EEA, Switzerland and the UK and will study in Ireland for more than three months, you need student permission (Stamp 2). Nationals of visa-required countries must first get a long-stay 'D' study visa; visa-exempt nationals show their documents to the immigration officer on arrival. Either way, you must be enrolled on a full-time course on the official eligible list, and you must register after you arrive.",
      lastReviewed: "2026-11-22",
      summary: "Who needs a study visa, how to apply and what Stamp 2 allows.",
      highlights: [
        "Long-stay D study visa for visa-required nationals",
        "Show at least €10,000 a year on top of fees",
        "Apply up to 90 days before you travel",
        "Stamp 2: up to 20 hours' work a week in term",
      ],
      cards: [
        {
          title: "Student Visa Requirements",
          icon: "file-text",
          body: "You need a full-time course on the eligible list (ILEP, moving to TrustEd Ireland), proof of fees paid, private medical insurance and immediate access to at least €10,000 for each year of study on top of fees.",
          lists: [
            {
              name: "Official guidance",
              links: [
                {
                  text: "EU Immigration Portal – Ireland: students",
                  url: "https://immigration-portal.ec.europa.eu/ireland-student_en",
                  description: "European Commission summary of Irish study visa and residence rules.",
                },
                {
                  text: "Irish Immigration Service – Student finances",
                  url: "https://www.irishimmigration.ie/coming-to-study-in-ireland/what-are-my-study-options/a-fee-paying-private-primary-or-secondary-school/information-on-student-finances/",
                  description: "Official rules on the evidence of money students must show.",
                },
              ],
            },
            {
              name: "Eligible courses",
              links: [
                {
                  text: "QQI – TrustEd Ireland",
                  url: "https://qqi.ie/what-we-do/quality-assurance-of-education-and-training/what-is-trusted-ireland/he",
                  description: "The quality mark colleges need to recruit non-EU/EEA students.",
                },
              ],
            },
          ],
        },
        {
          title: "Application Process",
          icon: "globe",
          body: "Apply online, then send your passport, photos, signed application summary and supporting documents as your instructions say. Book flights only after your visa is approved.",
          lists: [
            {
              name: "Steps",
              links: [
                {
                  text: "Irish Immigration Service – Apply for a visa",
                  url: "https://www.irishimmigration.ie/",
                  description: "Official Department of Justice site where you start your visa application online.",
                },
                {
                  text: "Education in Ireland – Applying for a student visa",
                  url: "https://www.educationinireland.com/en/How-Do-I-Apply-/Get-Your-Student-Visa/For-Higher-Education/Ireland-Applying-for-a-Student-Visa.html",
                  description: "Step-by-step guide to documents, fee evidence and proof of funds.",
                },
              ],
            },
          ],
        },
        {
          title: "Processing Timeline",
          icon: "clock",
          body: "You can apply up to 90 days before you travel. Applications are processed in date order, and a decision generally takes about 8 weeks. If you are refused, you can usually appeal within 2 months.",
          lists: [
            {
              name: "If you are refused",
              links: [
                {
                  text: "Crosscare Migrant Project",
                  url: "https://www.migrantproject.ie/about-us/our-history-and-mission/",
                  description: "Free information and advocacy on immigration and residency.",
                },
                {
                  text: "Immigrant Council of Ireland",
                  url: "https://www.immigrantcouncil.ie/",
                  description: "Independent charity giving immigration information and legal advice.",
                },
              ],
            },
          ],
        },
        {
          title: "International Student Support",
          icon: "users",
          lists: [
            {
              name: "After you arrive",
              links: [
                {
                  text: "Citizens Information – Registration of non-EEA nationals",
                  url: "https://www.citizensinformation.ie/en/moving-country/moving-to-ireland/rights-of-residence-in-ireland/registration-of-non-eea-nationals-in-ireland/",
                  description: "Who must register and how to get your Irish Residence Permit (IRP).",
                },
                {
                  text: "WRC – Stamp 2 work rules",
                  url: "https://www.workplacerelations.ie/en/news-media/Workplace_Relations_Notices/Changes_to_Employment_entitlements_of_Non-EEA_Students_holding_Immigration_Stamp_2.html",
                  description: "When Stamp 2 students may work 20 or 40 hours a week.",
                },
              ],
            },
            {
              name: "Support",
              links: [
                {
                  text: "Irish Council for International Students (ICOS)",
                  url: "https://www.internationalstudents.ie/",
                  description: "Independent body that supports and speaks for international students.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Apply as early as allowed (90 days before travel) and book flights only after your visa is approved.",
        "Prepare bank statements early; the visa office usually wants to see about six months of history.",
        "Carry your college letter, fee receipt and insurance proof in your hand luggage for the border check.",
        "On Stamp 2 you may work 20 hours a week, or 40 only in June–September and 15 December–15 January.",
      ],
      keywords: [
        "visa",
        "study visa",
        "student visa",
        "d visa",
        "stamp 2",
        "avats",
        "isd",
        "inis",
        "ilep",
        "trusted ireland",
        "immigration",
        "non-eea",
      ],
    },
    {
      slug: "gnib-registration",
      title: "GNIB Registration",
      description:
        "GNIB registration is now IRP registration with ISD at Burgh Quay, Dublin 2: how to book, what to bring and the €300 card-only fee.",
      intro:
        "GNIB registration is now called Irish Residence Permit (IRP) registration. Since January 2025 all first-time registrations in Ireland are handled by Immigration Service Delivery (ISD, Department of Justice) at the Registration Office, 13–14 Burgh Quay, Dublin 2, not at Garda stations. If you are from outside the EU/EEA, Switzerland and the UK and staying longer than 90 days, book an appointment through the online portal, attend in person and pay €300 by credit or debit card. Your IRP card is posted to you afterwards.",
      lastReviewed: "2026-11-22",
      summary: "Register for your Irish Residence Permit (IRP), formerly the GNIB card.",
      highlights: [
        "First-time registration at Burgh Quay, Dublin 2",
        "Book online; no walk-ins",
        "€300 fee, credit or debit card only",
        "Renew online before your IRP expires",
      ],
      cards: [
        {
          title: "Registration Process",
          icon: "id-card",
          body: "Register before the date stamped in your passport at the border. Bring your passport, the printed address form from your confirmation email and printed supporting documents, such as your college letter and insurance proof.",
          lists: [
            {
              name: "Official guidance",
              links: [
                {
                  text: "Citizens Information – Registration of non-EEA nationals",
                  url: "https://www.citizensinformation.ie/en/moving-country/moving-to-ireland/rights-of-residence-in-ireland/registration-of-non-eea-nationals-in-ireland/",
                  description: "Who must register, which documents you need and what the IRP is.",
                },
                {
                  text: "Irish Immigration Service (ISD)",
                  url: "https://www.irishimmigration.ie/",
                  description: "The official source for registration rules and updates.",
                },
              ],
            },
            {
              name: "Checklist",
              links: [
                {
                  text: "DkIT – Irish Residence Permit",
                  url: "https://www.dkit.ie/international-students/visa-support/irish-residence-permit.html",
                  description: "A college guide to first-time registration and what to bring to Burgh Quay.",
                },
              ],
            },
          ],
        },
        {
          title: "Appointment Information",
          icon: "calendar",
          body: "Create an account on the ISD customer service portal to book. Only people with a confirmed appointment are let into Burgh Quay.",
          lists: [
            {
              name: "Booking",
              links: [
                {
                  text: "ISD – Attending the Burgh Quay Registration Office",
                  url: "https://www.irishimmigration.ie/?p=17799",
                  description: "How to book and manage your appointment through the online portal.",
                },
              ],
            },
            {
              name: "Background",
              links: [
                {
                  text: "ISD – All first-time registrations move to ISD",
                  url: "https://irishimmigration.ie/es/transfer-of-responsibility-for-irish-immigration-residence-permission-for-all-remaining-counties-to-immigration-service-delivery-isd-of-the-department-of-justice",
                  description: "Notice that every county moved first-time registration to Burgh Quay in January 2025.",
                },
              ],
            },
          ],
        },
        {
          title: "Fees & Payment",
          icon: "euro",
          body: "The fee is €300 per adult, paid by credit or debit card only; cash and contactless are not accepted. Some groups are exempt, so check the current list with ISD.",
          lists: [
            {
              name: "Fee details",
              links: [
                {
                  text: "Smith Stone Walters – First-time registration changes",
                  url: "https://smithstonewalters.com/news/ireland-changes-to-first-time-immigration-registrations",
                  description: "Summary of the current process, documents and the card-only fee.",
                },
                {
                  text: "Dáil written answer – IRP fee and exemptions",
                  url: "https://www.oireachtas.ie/en/debates/question/2024-04-18/258/",
                  description: "A 2024 answer on who is exempt from the fee; rules were updated in 2025.",
                },
              ],
            },
          ],
        },
        {
          title: "Registration Locations",
          icon: "map-pin",
          body: "First-time registration for all counties: Registration Office, 13–14 Burgh Quay, Dublin 2. Renewals are made online, not at Burgh Quay.",
          lists: [
            {
              name: "Renewals",
              links: [
                {
                  text: "ISD online renewals portal",
                  url: "https://inisonline.jahs.ie/",
                  description: "Renew your immigration permission and IRP online.",
                },
              ],
            },
            {
              name: "Regional changes",
              links: [
                {
                  text: "ISD – Cork and Limerick transfer",
                  url: "https://irishimmigration.ie/transfer-of-registration-responsibility-for-cork-and-limerick",
                  description: "How registration moved from Garda offices to ISD outside Dublin.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Arrive at Burgh Quay 15 minutes before your appointment, with your booking confirmation printed.",
        "Bring the exact fee, €300, on a credit or debit card; cash and contactless payments are not accepted.",
        "Print your address form and every supporting document; bring paper copies, not just files on your phone.",
        "Your IRP card is posted, so give an address where you will reliably receive post.",
      ],
      keywords: [
        "irp",
        "gnib",
        "residence permit",
        "burgh quay",
        "isd",
        "irish residence permit",
        "gnib card",
        "irp card",
        "immigration registration",
        "registration office",
        "renewal",
        "stamp 2",
      ],
    },
    {
      slug: "pps-application",
      title: "PPS Number Application",
      description:
        "How to get a PPS number (PPSN) in Ireland: book through MyWelfare, what to bring to an Intreo Centre and what to do next for tax.",
      intro:
        "Your Personal Public Service Number (PPSN) is your unique number for tax, social welfare and public services. You need it to work without paying emergency tax. Apply once you have a reason, such as a job offer: book an appointment on MyWelfare with a basic MyGovID account, then attend an Intreo Centre with your documents.",
      lastReviewed: "2026-11-22",
      summary: "Get your PPSN through MyWelfare and an Intreo appointment.",
      highlights: [
        "Needed for work, tax and public services",
        "Book online through MyWelfare",
        "Bring ID, proof of address and a reason",
        "Register your job with Revenue afterwards",
      ],
      cards: [
        {
          title: "Application Process",
          icon: "file-text",
          body: "You need proof of identity (your passport), proof of your Irish address and evidence of why you need a PPSN, such as a signed job offer. Looking for work is not accepted as a reason on its own.",
          lists: [
            {
              name: "Official guidance",
              links: [
                {
                  text: "Citizens Information – PPS number",
                  url: "https://www.citizensinformation.ie/en/social-welfare/irish-social-welfare-system/personal-public-service-number",
                  description: "Who can get a PPSN, which documents count and how to apply.",
                },
                {
                  text: "gov.ie – Public Service Identity",
                  url: "https://gov.ie/en/department-of-social-protection/policy-information/public-service-identity",
                  description: "How the state manages PPS numbers and the Public Services Card.",
                },
              ],
            },
            {
              name: "Apply online",
              links: [
                {
                  text: "MyWelfare",
                  url: "https://www.mywelfare.ie/",
                  description: "Apply for a PPSN and book your appointment online.",
                },
              ],
            },
          ],
        },
        {
          title: "Appointment Information",
          icon: "calendar",
          body: "Create a basic MyGovID account, then book your appointment on MyWelfare. Bring original documents, not copies.",
          lists: [
            {
              name: "Log in",
              links: [
                {
                  text: "MyGovID",
                  url: "https://www.mygovid.ie/",
                  description: "The government login you need to use MyWelfare.",
                },
              ],
            },
            {
              name: "Practical guide",
              links: [
                {
                  text: "Dublin4You – PPS number guide",
                  url: "https://dublin4you.ie/articles/pps-number/",
                  description: "A plain-language walkthrough of booking and documents.",
                },
              ],
            },
          ],
        },
        {
          title: "INTREO Offices",
          icon: "building",
          body: "Intreo Centres handle PPS applications and Public Services Card registration; you choose the office when you book. In Dublin city centre there is an Intreo Centre on Parnell Street, Dublin 1.",
          lists: [
            {
              name: "Find an office",
              links: [
                {
                  text: "gov.ie – Department of Social Protection",
                  url: "https://www.gov.ie/en/department-of-social-protection/",
                  description: "Intreo Centres and branch offices with contact details.",
                },
              ],
            },
            {
              name: "Background",
              links: [
                {
                  text: "Dáil debate – Intreo Centres and the Public Services Card",
                  url: "https://www.kildarestreet.com/debate/?id=2024-02-20a.331",
                  description: "A 2024 debate on how Intreo Centres process PPS and card registrations.",
                },
              ],
            },
          ],
        },
        {
          title: "Post-Application Steps",
          icon: "receipt",
          body: "Give your PPSN to your employer and register your job with Revenue through myAccount so your tax credits apply. Your Public Services Card is normally posted within 7–10 working days.",
          lists: [
            {
              name: "Tax",
              links: [
                {
                  text: "Revenue – Starting your first job",
                  url: "https://www.revenue.ie/en/jobs-and-pensions/starting-your-first-job/index.aspx",
                  description: "How to register your job in myAccount and get your tax credits.",
                },
                {
                  text: "Revenue – Emergency basis of tax",
                  url: "https://www.revenue.ie/en/jobs-and-pensions/starting-your-first-job/emergency-basis.aspx",
                  description: "Why you pay more tax until your PPSN and job are registered.",
                },
              ],
            },
            {
              name: "Explainer",
              links: [
                {
                  text: "Localyze – What is the PPS number",
                  url: "https://help.localyze.com/en/articles/5972646-what-is-the-pps-number-and-how-to-apply-for-it",
                  description: "A third-party overview of what the PPSN is used for.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Book your MyWelfare appointment as soon as you have a job offer; appointments can be limited.",
        "Bring originals: your passport, proof of your Irish address and your job offer or other reason.",
        "Letters and your Public Services Card come by post, so give an address where you receive mail.",
        "Keep your PPSN private; share it only with your employer, Revenue, your bank and public bodies.",
      ],
      keywords: [
        "pps",
        "ppsn",
        "mywelfare",
        "intreo",
        "mygovid",
        "personal public service number",
        "public services card",
        "psc",
        "safe registration",
        "emergency tax",
      ],
    },
    {
      slug: "insurance-requirements",
      title: "Insurance Requirements",
      description:
        "Insurance rules in Ireland: private medical insurance for non-EEA students, contents cover for renters, e-scooter and driving rules.",
      intro:
        "Non-EEA students must hold private medical insurance to register and renew their immigration permission. Most other insurance is your choice: renters can buy contents cover for their belongings, and motor insurance is compulsory if you drive. E-scooters need no insurance, but road rules apply.",
      lastReviewed: "2026-11-22",
      summary: "Which insurance you must have, and which is optional but useful.",
      highlights: [
        "Private medical insurance for non-EEA students",
        "Contents insurance for renters",
        "E-scooters: no insurance, riders 16+",
        "Free complaints service: FSPO",
      ],
      cards: [
        {
          title: "Health Insurance",
          icon: "heart-pulse",
          body: "At first registration you can show a college group scheme letter, an Irish policy or, in your first year only, full-year travel insurance with at least €25,000 accident and €25,000 disease cover. At renewal you must show you held private medical insurance.",
          lists: [
            {
              name: "Official rules",
              links: [
                {
                  text: "Irish Immigration Service – Private medical insurance",
                  url: "https://www.irishimmigration.ie/coming-to-study-in-ireland/what-are-my-study-options/a-fee-paying-private-primary-or-secondary-school/private-medical-insurance/",
                  description: "The insurance non-EEA students must hold, and what proof is accepted.",
                },
              ],
            },
            {
              name: "Compare plans",
              links: [
                {
                  text: "Health Insurance Authority (HIA)",
                  url: "https://www.hia.ie/",
                  description: "Independent regulator with a tool to compare Irish health plans.",
                },
                {
                  text: "ICOS – Students' health insurance statement",
                  url: "https://www.internationalstudents.ie/news/statement-icos-hia-ruling-regarding-private-health-insurance-non-eea-students",
                  description: "Background on why cover can cost more after your first year.",
                },
              ],
            },
          ],
        },
        {
          title: "Property Insurance",
          icon: "home",
          body: "The owner insures the building. Your own belongings are covered only if you buy contents insurance.",
          lists: [
            {
              name: "Guides",
              links: [
                {
                  text: "MIG – What is contents insurance",
                  url: "https://www.mig.ie/house/what-is-contents-insurance",
                  description: "Explains contents-only cover, the usual choice for tenants.",
                },
                {
                  text: "CCPC – Consumer information",
                  url: "https://www.ccpc.ie/consumers/",
                  description: "Tips on buying insurance and your rights as a consumer.",
                },
              ],
            },
          ],
        },
        {
          title: "Legal Requirements",
          icon: "scale",
          body: "E-scooters need no registration, tax or insurance, but riders must be 16 or over, keep to 20 km/h and stay off footpaths. Driving a car without motor insurance is an offence.",
          lists: [
            {
              name: "E-scooters",
              links: [
                {
                  text: "gov.ie – E-scooters",
                  url: "https://gov.ie/ga/foilsiuchan/8a0ba-e-scooters",
                  description: "The legal rules for riding an e-scooter on public roads.",
                },
                {
                  text: "E-scooter information leaflet",
                  url: "https://www.mpps.ie/page/E-Scooter-Information-Leaflet/214725/Index.html",
                  description: "A short summary of e-scooter law, including insurance.",
                },
              ],
            },
            {
              name: "Driving",
              links: [
                {
                  text: "Road Safety Authority (RSA)",
                  url: "https://www.rsa.ie/",
                  description: "Driving licences, learner permits and road safety rules.",
                },
              ],
            },
          ],
        },
        {
          title: "Insurance Support",
          icon: "life-buoy",
          body: "Complain to your insurer first. If you are unhappy with its final response, the FSPO can investigate for free.",
          lists: [
            {
              name: "Complaints",
              links: [
                {
                  text: "Financial Services and Pensions Ombudsman (FSPO)",
                  url: "https://www.fspo.ie/make-a-complaint/",
                  description: "Free, independent complaints service for insurance disputes.",
                },
              ],
            },
            {
              name: "Industry",
              links: [
                {
                  text: "Insurance Ireland",
                  url: "https://www.insuranceireland.eu/",
                  description: "The body that represents insurers in Ireland.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Buy your medical insurance before your IRP appointment; you must show proof when you register.",
        "If you rely on travel insurance, check it lasts the full year and meets the €25,000 limits.",
        "Photograph valuable items and keep receipts; this makes a contents insurance claim easier.",
        "Read the exclusions before you sign, and keep your policy number and insurer contacts on your phone.",
      ],
      keywords: [
        "insurance",
        "health insurance",
        "private medical insurance",
        "pmi",
        "travel insurance",
        "contents insurance",
        "hia",
        "fspo",
        "e-scooter",
        "stamp 2",
      ],
    },
  ],
};
