import type { GuideSection } from "./types";

/** The day a person last checked these pages' facts and links against the fact sheet. */
const REVIEWED = "2026-11-23";

export const legal: GuideSection = {
  slug: "legal",
  title: "Legal",
  navLabel: "Legal",
  icon: "scale",
  description:
    "Visas, Irish Residence Permit (IRP) registration, Personal Public Service (PPS) numbers and insurance rules for newcomers in Ireland.",
  intro:
    "These are the legal steps to live, study and work in Ireland. Get the right visa. Register your immigration permission and get your Irish Residence Permit (IRP) card. Get a Personal Public Service (PPS) number for work and tax. Hold the insurance the rules ask for. Rules and fees change, so always check the official pages linked here.",
  lastReviewed: REVIEWED,
  tips: [
    "Book your first IRP registration soon after you arrive, before the date stamped in your passport runs out.",
    "Renew online up to 12 weeks before your IRP card expires, and tell immigration within 48 hours if you move house.",
    "Get a PPS number once you have a job offer, then register the job with Revenue so you do not pay emergency tax.",
    "Use official sites (irishimmigration.ie, gov.ie, citizensinformation.ie); never pay an agent for a free state service.",
  ],
  guides: [
    {
      slug: "visa-immigration",
      title: "Visa & Immigration",
      description:
        "Student visa rules for Ireland: who needs a D study visa, eligible courses (ILEP), the funds to show, how to apply, timelines and Stamp 2.",
      intro:
        "This page is for students from outside the European Union (EU), the European Economic Area (EEA), Switzerland and the UK. It covers study in Ireland for more than three months. You need student permission, called Stamp 2. If you are from a visa-required country, you first need a long-stay 'D' study visa. If you are visa-exempt, you show your documents to the immigration officer when you land. In both cases your course must be full-time and on the official list of eligible courses. After you arrive, you must register with Immigration Service Delivery (ISD).",
      lastReviewed: REVIEWED,
      summary: "Who needs a study visa, which courses qualify, how to apply and what Stamp 2 allows.",
      highlights: [
        "Long-stay D study visa for visa-required nationals",
        "Course on the Interim List of Eligible Programmes (ILEP)",
        "Show €10,000 a year for courses over 6 months (2026 rule)",
        "Stamp 2: up to 20 hours' work a week in term (2026)",
      ],
      cards: [
        {
          title: "Student Visa Requirements",
          icon: "file-text",
          body: "Your course must be full-time and on the Interim List of Eligible Programmes (ILEP), the official list of courses that lead to student permission. The ILEP is being replaced by TrustEd Ireland, the quality mark from Quality and Qualifications Ireland (QQI). You also need proof that your fees are paid and private medical insurance. For a course longer than 6 months that starts after 1 July 2023, you must show at least €10,000 that you can use at once (rule in 2026). You need €10,000 more for each later year of the course, on top of fees (2026 rule). Shorter courses and English-language courses have different amounts, so check the official page.",
          lists: [
            {
              name: "Official guidance",
              links: [
                {
                  text: "Irish Immigration Service – Information on student finances",
                  url: "https://www.irishimmigration.ie/coming-to-study-in-ireland/what-are-my-study-options/a-fee-paying-private-primary-or-secondary-school/information-on-student-finances/",
                  description: "Official rules on the money students must show and which bank evidence counts.",
                },
              ],
            },
            {
              name: "Eligible courses",
              links: [
                {
                  text: "Irish Immigration Service – Interim List of Eligible Programmes (ILEP)",
                  url: "https://www.irishimmigration.ie/coming-to-study-in-ireland/what-are-my-study-options/interim-list-of-eligible-programmes-ilep/",
                  description: "The official list of courses that qualify for student permission, and how it ends.",
                },
                {
                  text: "QQI – TrustEd Ireland (higher education)",
                  url: "https://qqi.ie/what-we-do/quality-assurance-of-education-and-training/what-is-trusted-ireland/he",
                  description: "The new quality mark colleges need to recruit students from outside the EU and EEA.",
                },
              ],
            },
          ],
        },
        {
          title: "Application Process",
          icon: "globe",
          body: "Start your visa application online on the Irish Immigration Service website (the online form is called AVATS). Then send your passport, photos, the signed application summary and your documents as your instructions say. Book flights only after your visa is approved.",
          lists: [
            {
              name: "How to apply",
              links: [
                {
                  text: "EU Immigration Portal – Ireland: students",
                  url: "https://immigration-portal.ec.europa.eu/ireland-student_en",
                  description: "European Commission summary of how to apply for an Irish study visa and residence.",
                },
              ],
            },
          ],
        },
        {
          title: "Processing Timeline",
          icon: "clock",
          body: "You can apply up to 90 days before you travel. Applications are processed in date order. A decision usually takes about 8 weeks. If you are refused, you can usually appeal within 2 months.",
          lists: [
            {
              name: "Steps, timing and appeals",
              links: [
                {
                  text: "Education in Ireland – Applying for a student visa",
                  url: "https://www.educationinireland.com/en/How-Do-I-Apply-/Get-Your-Student-Visa/For-Higher-Education/Ireland-Applying-for-a-Student-Visa.html",
                  description:
                    "The state agency's visa guide: documents, bank statements, and appeals within 2 months.",
                },
              ],
            },
            {
              name: "If you are refused",
              links: [
                {
                  text: "Crosscare Migrant Project – About us",
                  url: "https://www.migrantproject.ie/about-us/our-history-and-mission/",
                  description: "A charity that gives free information and advocacy on immigration and residency.",
                },
              ],
            },
          ],
        },
        {
          title: "International Student Support",
          icon: "users",
          body: "English-language school students (rules in 2026): your course must be on the ILEP, last at least 25 weeks and have at least 15 hours of class a week. Each course gives up to 8 months of Stamp 2, and you can get at most 3 of these permissions (2 years in total). In 2026 you must attend at least 85% of your classes and sit an exam at the end, or you cannot renew. You may work the same hours as other Stamp 2 students.",
          lists: [
            {
              name: "After you arrive",
              links: [
                {
                  text: "Citizens Information – Registration of non-EEA nationals",
                  url: "https://www.citizensinformation.ie/en/moving-country/moving-to-ireland/rights-of-residence-in-ireland/registration-of-non-eea-nationals-in-ireland/",
                  description: "Who must register with immigration and how to get your Irish Residence Permit (IRP).",
                },
                {
                  text: "Workplace Relations Commission (WRC) – Stamp 2 work rules",
                  url: "https://www.workplacerelations.ie/en/news-media/Workplace_Relations_Notices/Changes_to_Employment_entitlements_of_Non-EEA_Students_holding_Immigration_Stamp_2.html",
                  description:
                    "Official notice, still in force in 2026, on when Stamp 2 students may work 20 or 40 hours a week.",
                },
              ],
            },
            {
              name: "College help",
              links: [
                {
                  text: "Maynooth University – Visa and immigration",
                  url: "https://maynoothuniversity.ie/international/key-information/visa-immigration",
                  description: "An example of a university international office's visa and registration guide.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Apply as early as allowed (90 days before travel) and book flights only after your visa is approved.",
        "Prepare your bank statements early; the visa office wants to see the six months before you apply.",
        "Carry your college letter, fee receipt and insurance proof in your hand luggage for the border check.",
        "In 2026, Stamp 2 allows up to 20 hours' work a week, or 40 hours only in June–September and 15 December–15 January.",
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
        "interim list of eligible programmes",
        "trusted ireland",
        "english language school",
        "immigration",
        "non-eea",
      ],
    },
    {
      slug: "gnib-registration",
      title: "GNIB Registration",
      description:
        "The old GNIB card is now the Irish Residence Permit (IRP): book first registration at Burgh Quay, Dublin 2, pay €300 (2026) and renew online.",
      intro:
        "People used to register with the Garda National Immigration Bureau (GNIB) and get a GNIB card. Today you register with Immigration Service Delivery (ISD), part of the Department of Justice, and get an Irish Residence Permit (IRP) card. Since 13 January 2025 all first-time registrations in Ireland happen at the Registration Office, 13–14 Burgh Quay, Dublin 2, not at Garda (police) stations. You must register if you are from outside the European Union (EU), the European Economic Area (EEA), Switzerland and the UK and stay longer than 90 days. Book an appointment online, go in person and pay €300 by card (2026 fee). Your IRP card comes by post.",
      lastReviewed: REVIEWED,
      summary: "Register for your Irish Residence Permit (IRP), which replaced the GNIB card.",
      highlights: [
        "First registration at Burgh Quay, Dublin 2",
        "Book online; no walk-ins",
        "€300 fee in 2026, credit or debit card only",
        "Renew online up to 12 weeks before expiry",
      ],
      cards: [
        {
          title: "Registration Process",
          icon: "id-card",
          body: "Register before the date stamped in your passport at the border. Bring your passport, the printed address form from your confirmation email and printed copies of your documents, such as your college letter and insurance proof. Files on your phone are not accepted. If you came without a visa, you may also need to show you can support yourself.",
          lists: [
            {
              name: "Official guidance",
              links: [
                {
                  text: "Citizens Information – Registration of non-EEA nationals",
                  url: "https://www.citizensinformation.ie/en/moving-country/moving-to-ireland/rights-of-residence-in-ireland/registration-of-non-eea-nationals-in-ireland/",
                  description: "Who must register, which documents you need and what the IRP card is.",
                },
              ],
            },
            {
              name: "Checklist",
              links: [
                {
                  text: "Dundalk Institute of Technology (DkIT) – Irish Residence Permit",
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
          body: "Create an account on the ISD online Customer Service Portal (also called the Digital Contact Centre) and book there. Only people with a confirmed appointment in their own name are let into Burgh Quay. You also use the portal to change or cancel your appointment and to ask questions.",
          lists: [
            {
              name: "College guide",
              links: [
                {
                  text: "Maynooth University – Visa and immigration",
                  url: "https://maynoothuniversity.ie/international/key-information/visa-immigration",
                  description: "A university international office's guide to visas and registration.",
                },
              ],
            },
            {
              name: "How booking works",
              links: [
                {
                  text: "Smith Stone Walters – Changes to first-time registrations",
                  url: "https://smithstonewalters.com/news/ireland-changes-to-first-time-immigration-registrations",
                  description: "A 2025 summary of how to book, what to bring and how to pay at Burgh Quay.",
                },
              ],
            },
          ],
        },
        {
          title: "Fees & Payment",
          icon: "euro",
          body: "In 2026 the fee is €300 per adult, for a first registration and for each renewal. Pay by credit or debit card only; cash and contactless are not accepted. Some people pay no fee, for example people under 18, refugees, people with subsidiary protection, spouses of Irish citizens and family members of EU citizens. The fee rules were remade in September 2025, so check the current list with ISD.",
          lists: [
            {
              name: "Who pays",
              links: [
                {
                  text: "Dáil written answer – IRP fee and exemptions (April 2024)",
                  url: "https://www.oireachtas.ie/en/debates/question/2024-04-18/258/",
                  description: "The Minister for Justice on the fee and who does not pay it, as of April 2024.",
                },
              ],
            },
          ],
        },
        {
          title: "Registration Locations",
          icon: "map-pin",
          body: "First-time registration for every county: Registration Office, 13–14 Burgh Quay, Dublin 2. Renewals are made online, on the ISD online renewals portal (inisonline.jahs.ie). Only if your permission expired more than 6 months ago do you book a renewal appointment at Burgh Quay. You can apply up to 12 weeks before your IRP card expires; Stamp 2 students must wait until their new course has started. If you move house, the law says you must tell ISD your new address within 48 hours (Immigration Act 2004, section 9); use the Customer Service Portal.",
          lists: [
            {
              name: "How registration moved to ISD",
              links: [
                {
                  text: "Irish Immigration Service – Cork and Limerick move to Burgh Quay (July 2024)",
                  url: "https://irishimmigration.ie/transfer-of-registration-responsibility-for-cork-and-limerick",
                  description:
                    "ISD notice on moving registration from Garda offices to Burgh Quay, with what to bring.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Arrive at Burgh Quay 15 minutes before your appointment, with your booking confirmation printed.",
        "Bring the fee, €300 in 2026, on a credit or debit card; cash and contactless payments are not accepted.",
        "Print your address form and every supporting document; bring paper copies, not just files on your phone.",
        "Your IRP card comes by post, so give an address where you reliably get mail, and report a new address within 48 hours.",
      ],
      keywords: [
        "irp",
        "gnib",
        "garda national immigration bureau",
        "residence permit",
        "burgh quay",
        "isd",
        "immigration service delivery",
        "irish residence permit",
        "gnib card",
        "irp card",
        "immigration registration",
        "registration office",
        "renewal",
        "change of address",
        "stamp 2",
      ],
    },
    {
      slug: "pps-application",
      title: "PPS Number Application",
      description:
        "How to get a Personal Public Service (PPS) number in Ireland: book through MyWelfare, what to bring to an Intreo Centre and the tax steps after.",
      intro:
        "Your Personal Public Service (PPS) number, also written PPSN, is your own number for tax, social welfare and public services. You need it to work without paying emergency tax. Apply once you have a reason, such as a job offer. First make a basic MyGovID account (the government's online login). Then book an appointment on MyWelfare (mywelfare.ie) and go to an Intreo Centre with your documents.",
      lastReviewed: REVIEWED,
      summary: "Get your Personal Public Service (PPS) number through MyWelfare and an Intreo appointment.",
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
          body: "You need proof of identity (your passport), proof of your Irish address and proof of why you need a PPS number, such as a signed job offer. Looking for work is not accepted as a reason on its own.",
          lists: [
            {
              name: "Official guidance",
              links: [
                {
                  text: "Citizens Information – Personal Public Service (PPS) number",
                  url: "https://www.citizensinformation.ie/en/social-welfare/irish-social-welfare-system/personal-public-service-number",
                  description: "Who can get a PPS number, which documents count, how to apply and who to contact.",
                },
                {
                  text: "gov.ie – Public Service Identity",
                  url: "https://gov.ie/en/department-of-social-protection/policy-information/public-service-identity",
                  description:
                    "How the Department of Social Protection manages PPS numbers and the Public Services Card.",
                },
              ],
            },
          ],
        },
        {
          title: "Appointment Information",
          icon: "calendar",
          body: "Make a basic MyGovID account at mygovid.ie. Then log in to MyWelfare at mywelfare.ie, apply for a PPS number and choose an appointment. Bring original documents, not copies.",
          lists: [
            {
              name: "Step-by-step guide",
              links: [
                {
                  text: "Dublin4You – PPS number guide",
                  url: "https://dublin4you.ie/articles/pps-number/",
                  description: "A plain-language walkthrough of booking on MyWelfare and the documents to bring.",
                },
              ],
            },
            {
              name: "What the number is for",
              links: [
                {
                  text: "Localyze – What is the PPS number",
                  url: "https://help.localyze.com/en/articles/5972646-what-is-the-pps-number-and-how-to-apply-for-it",
                  description: "A company's overview of what the PPS number is used for and how to apply.",
                },
              ],
            },
          ],
        },
        {
          title: "INTREO Offices",
          icon: "building",
          body: "Intreo Centres are the Department of Social Protection's offices for jobs and welfare. They handle PPS applications and registration for the Public Services Card (PSC). You choose the office when you book. In Dublin city centre there is an Intreo Centre on Parnell Street, Dublin 1.",
          lists: [
            {
              name: "Find an office",
              links: [
                {
                  text: "gov.ie – Department of Social Protection",
                  url: "https://www.gov.ie/en/department-of-social-protection/",
                  description:
                    "The department's pages, with Intreo Centres and branch offices and their contact details.",
                },
              ],
            },
            {
              name: "Background",
              links: [
                {
                  text: "Dáil debate – Intreo Centres and the Public Services Card (February 2024)",
                  url: "https://www.kildarestreet.com/debate/?id=2024-02-20a.331",
                  description: "A 2024 debate on how Intreo Centres handle PPS numbers and card registration.",
                },
              ],
            },
          ],
        },
        {
          title: "Post-Application Steps",
          icon: "receipt",
          body: "Give your PPS number to your employer. Register your job with Revenue in myAccount, so your tax credits are used. In 2024 the Department said the Public Services Card is normally posted within 7–10 working days.",
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
                  description: "Why you pay more tax until your PPS number and job are registered with Revenue.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Book your MyWelfare appointment as soon as you have a job offer; appointments can be limited.",
        "Bring originals: your passport, proof of your Irish address and your job offer or other reason.",
        "Letters and your Public Services Card come by post, so give an address where you get mail.",
        "Keep your PPS number private; share it only with your employer, Revenue, your bank and public bodies.",
      ],
      keywords: [
        "pps",
        "ppsn",
        "personal public service number",
        "mywelfare",
        "intreo",
        "mygovid",
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
        "Insurance rules in Ireland: private medical insurance for non-EEA students, contents cover for renters, e-scooter rules and where to complain.",
      intro:
        "Students from outside the European Economic Area (EEA) must hold private medical insurance. They need it to register for an Irish Residence Permit (IRP) and to renew their immigration permission. Most other insurance is your choice. Renters can buy contents cover for their belongings. Motor insurance is required by law if you drive. E-scooters need no insurance, but road rules apply.",
      lastReviewed: REVIEWED,
      summary: "Which insurance you must have, and which is optional but useful.",
      highlights: [
        "Private medical insurance for non-EEA students",
        "Contents insurance for renters",
        "E-scooters: no insurance, riders 16+",
        "Free complaints: the Financial Services and Pensions Ombudsman",
      ],
      cards: [
        {
          title: "Health Insurance",
          icon: "heart-pulse",
          body: "At your first registration you can show a letter from your college's group scheme or an Irish health insurance policy. In your first year only, full-year travel insurance with at least €25,000 accident cover and €25,000 disease cover is also accepted (rule in 2026). When you renew, you must show that you held private medical insurance.",
          lists: [
            {
              name: "Official rules",
              links: [
                {
                  text: "Irish Immigration Service – Private medical insurance",
                  url: "https://www.irishimmigration.ie/coming-to-study-in-ireland/what-are-my-study-options/a-fee-paying-private-primary-or-secondary-school/private-medical-insurance/",
                  description: "The insurance students from outside the EEA must hold, and which proof is accepted.",
                },
                {
                  text: "Health Insurance Authority (HIA) – Lifetime Community Rating",
                  url: "https://www.hia.ie/consumer-information/lifetime-community-rating-lcr",
                  description:
                    "The regulator explains the extra charge for people who first buy Irish health cover later in life.",
                },
              ],
            },
            {
              name: "Background",
              links: [
                {
                  text: "Irish Council for International Students (ICOS) – Health insurance statement",
                  url: "https://www.internationalstudents.ie/news/statement-icos-hia-ruling-regarding-private-health-insurance-non-eea-students",
                  description: "Why cover can cost more for students after their first year.",
                },
              ],
            },
          ],
        },
        {
          title: "Property Insurance",
          icon: "house",
          body: "The owner insures the building. Your own belongings are covered only if you buy contents insurance.",
          lists: [
            {
              name: "Guides",
              links: [
                {
                  text: "Competition and Consumer Protection Commission (CCPC) – Consumer information",
                  url: "https://www.ccpc.ie/consumers/",
                  description: "The state consumer body's guides to buying insurance and your consumer rights.",
                },
                {
                  text: "MIG – What is contents insurance",
                  url: "https://www.mig.ie/house/what-is-contents-insurance",
                  description: "An insurer explains contents-only cover, the usual choice for tenants.",
                },
              ],
            },
          ],
        },
        {
          title: "Legal Requirements",
          icon: "scale",
          body: "Since 20 May 2024 you may ride an e-scooter on public roads. E-scooters need no registration, tax or insurance. Riders must be 16 or over, keep to 20 km/h and stay off footpaths. Driving a car without motor insurance is an offence.",
          lists: [
            {
              name: "E-scooters",
              links: [
                {
                  text: "E-scooter information leaflet",
                  url: "https://www.mpps.ie/page/E-Scooter-Information-Leaflet/214725/Index.html",
                  description: "A short summary of the e-scooter law, including why no insurance is needed.",
                },
              ],
            },
          ],
        },
        {
          title: "Insurance Support",
          icon: "life-buoy",
          body: "Complain to your insurer first. If you are unhappy with its final answer, the Financial Services and Pensions Ombudsman (FSPO) can look at your complaint for free.",
          lists: [
            {
              name: "Complaints",
              links: [
                {
                  text: "Financial Services and Pensions Ombudsman (FSPO) – Make a complaint",
                  url: "https://www.fspo.ie/make-a-complaint/",
                  description: "How to bring a free, independent complaint about an insurer.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Buy your medical insurance before your IRP appointment; you must show proof when you register.",
        "If you use travel insurance, check that it lasts the full year and meets the €25,000 limits (2026 rule).",
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
        "lifetime community rating",
        "fspo",
        "ccpc",
        "e-scooter",
        "stamp 2",
      ],
    },
  ],
};
