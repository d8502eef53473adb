import type { GuideSection } from "./types";

export const business: GuideSection = {
  slug: "business",
  title: "Business Directory",
  navLabel: "Business",
  icon: "store",
  description:
    "Trusted services, student deals, local businesses and business support for students and newcomers living in Ireland.",
  intro:
    "A short directory of services that newcomers use most: housing, banking and healthcare, student discounts, everyday local services and free help with consumer problems or starting a business. Official sources come first on each card.",
  lastReviewed: "2026-11-23",
  guides: [
    {
      slug: "featured-services",
      title: "Featured Services",
      description:
        "Trusted services for newcomers to Ireland: where to find housing, check courses, open a bank account and get healthcare.",
      intro:
        "These are the services most newcomers need in their first weeks: a place to live, a recognised course, a bank account and a general practitioner (GP), or family doctor. Start with the official sources below, and check any company's details before you pay money.",
      lastReviewed: "2026-11-23",
      summary: "Trusted starting points for housing, education, banking and healthcare.",
      highlights: [
        "Rental listings and your rights as a tenant",
        "Check courses and qualifications",
        "Open or switch a bank account",
        "Health insurance and emergency care",
      ],
      threeColumns: true,
      cards: [
        {
          title: "Accommodation",
          icon: "house",
          body: "Search early. Never pay a deposit for a room you have not seen or cannot verify. Threshold, a charity, gives free advice to renters. The Residential Tenancies Board (RTB) registers tenancies and settles disputes.",
          lists: [
            {
              name: "Your rights",
              links: [
                {
                  text: "RTB – Renting in College",
                  url: "https://www.rtb.ie/renting-in-college",
                  description: "The Residential Tenancies Board (RTB): rules and tips for students who rent.",
                },
                {
                  text: "Citizens Information – Renting a home",
                  url: "https://www.citizensinformation.ie/en/housing/renting-a-home/",
                  description: "Plain-English guide to tenants' rights and duties.",
                },
              ],
            },
            {
              name: "Listings",
              links: [
                {
                  text: "Daft.ie",
                  url: "https://www.daft.ie/",
                  description: "Ireland's largest rental listings site: filter by area, price and room type.",
                },
              ],
            },
          ],
        },
        {
          title: "Education",
          icon: "graduation-cap",
          body: "Students from outside the European Economic Area (EEA) need a full-time course on the Interim List of Eligible Programmes (ILEP). TrustEd Ireland, a quality mark run by Quality and Qualifications Ireland (QQI), is replacing the ILEP.",
          lists: [
            {
              name: "Study and visas",
              links: [
                {
                  text: "Education in Ireland – Applying for a student visa",
                  url: "https://www.educationinireland.com/en/How-Do-I-Apply-/Get-Your-Student-Visa/For-Higher-Education/Ireland-Applying-for-a-Student-Visa.html",
                  description: "Government-backed guide to the student visa steps and the money you must show.",
                },
                {
                  text: "QQI – TrustEd Ireland (higher education)",
                  url: "https://qqi.ie/what-we-do/quality-assurance-of-education-and-training/what-is-trusted-ireland/he",
                  description: "The quality mark colleges need to recruit non-EEA students.",
                },
              ],
            },
            {
              name: "Qualifications",
              links: [
                {
                  text: "National Academic Recognition Information Centre (NARIC Ireland)",
                  url: "https://www.qqi.ie/what-we-do/the-qualifications-system/national-academic-recognition-information-centre",
                  description: "Compare a foreign qualification with Irish levels, free of charge.",
                },
              ],
            },
          ],
        },
        {
          title: "Financial",
          icon: "landmark",
          body: "Banks ask for photo ID and proof of your Irish address. The Competition and Consumer Protection Commission (CCPC) and Banking & Payments Federation Ireland (BPFI) explain how to open or switch an account. When you start work, register your job with Revenue so your tax credits apply.",
          lists: [
            {
              name: "Bank accounts",
              links: [
                {
                  text: "CCPC – Switching your bank account",
                  url: "https://www.ccpc.ie/consumers/money/banking/switching-accounts/",
                  description: "The Competition and Consumer Protection Commission (CCPC) on switching accounts.",
                },
                {
                  text: "BPFI – Opening a new personal bank account",
                  url: "https://bpfi.ie/movingaccount/a-guide-to-moving-your-personal-account/opening-a-new-personal-bank-account/",
                  description: "Banking & Payments Federation Ireland (BPFI) on the documents banks accept.",
                },
              ],
            },
            {
              name: "Tax",
              links: [
                {
                  text: "Revenue – Starting your first job",
                  url: "https://www.revenue.ie/en/jobs-and-pensions/starting-your-first-job/index.aspx",
                  description: "How to register your job in myAccount so you do not pay emergency tax.",
                },
              ],
            },
          ],
        },
        {
          title: "Healthcare",
          icon: "heart-pulse",
          body: "Find a GP soon after you arrive. In 2026 a visit to a hospital emergency department without a GP referral letter costs €100.",
          lists: [
            {
              name: "Care and insurance",
              links: [
                {
                  text: "Citizens Information – Emergency health services",
                  url: "https://www.citizensinformation.ie/en/health/health-system/emergency-health-services-in-ireland/",
                  description: "Ambulances, emergency departments, charges and emergency GP care.",
                },
                {
                  text: "Irish Immigration Service – Private medical insurance",
                  url: "https://www.irishimmigration.ie/coming-to-study-in-ireland/what-are-my-study-options/a-fee-paying-private-primary-or-secondary-school/private-medical-insurance/",
                  description: "The health insurance non-EEA students must hold.",
                },
                {
                  text: "Health Insurance Authority – Lifetime Community Rating",
                  url: "https://www.hia.ie/consumer-information/lifetime-community-rating-lcr",
                  description: "The regulator explains why joining health insurance late costs more.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Use official sources first (gov.ie, citizensinformation.ie, hse.ie) and check a provider before you pay.",
        "Find a GP early: in 2026 an emergency department visit without a GP referral costs €100.",
        "Keep your passport and proof of address ready; banks, GPs and landlords often ask for both.",
        "Compare at least two providers for banking and health insurance before you sign up.",
      ],
      keywords: [
        "services",
        "daft",
        "rtb",
        "threshold",
        "qqi",
        "naric",
        "ilep",
        "trusted ireland",
        "bank account",
        "revenue",
        "gp",
        "hia",
      ],
    },
    {
      slug: "student-deals",
      title: "Student Deals",
      description:
        "Student discounts in Ireland: Student Leap Card offers, half-price travel on TFI services, free museums and free seasonal events.",
      intro:
        "Being a student can save you real money in Ireland. The Student Leap Card gives shop and food discounts and cheaper travel. If you are 19–25, the Transport for Ireland (TFI) Young Adult Leap Card gives half fares. Many museums are free, and events such as Culture Night are free for everyone.",
      lastReviewed: "2026-11-23",
      summary: "Discounts, travel savings and free events for students.",
      highlights: [
        "Offers at over 100 retailers with the Student Leap Card",
        "Half fares on TFI services for ages 19–25",
        "Free national museums and gallery",
        "Free events such as Culture Night",
      ],
      threeColumns: true,
      cards: [
        {
          title: "Exclusive Discounts",
          icon: "tag",
          body: "Student Leap Card holders get offers at over 100 retailers. Past offers included discounts at Boots pharmacies and cheaper Gaelic Athletic Association (GAA) and Munster Rugby tickets. The card is for full-time students; check the FAQs for the current age and course rules.",
          lists: [
            {
              name: "Student Leap Card",
              links: [
                {
                  text: "Student Leap Card – FAQs",
                  url: "https://www.studentleapcard.ie/faqs-/",
                  description: "Who can get the card, travel savings and partner discounts.",
                },
                {
                  text: "Student Leap Card – How to use",
                  url: "https://www.studentleapcard.ie/how-to-use-the-student-leap-card",
                  description: "Register the card, touch on and off, and use it as student ID.",
                },
              ],
            },
          ],
        },
        {
          title: "Special Offers",
          icon: "ticket",
          body: "Some of the best offers are free for everyone: the National Museum's Dublin sites and the National Gallery's permanent collection. For online shopping, verified-student apps such as UNiDAYS list discounts.",
          lists: [
            {
              name: "Free entry",
              links: [
                {
                  text: "National Museum of Ireland",
                  url: "https://www.museum.ie/",
                  description:
                    "Three free museums in Dublin: Archaeology, Natural History, and Decorative Arts & History.",
                },
                {
                  text: "National Gallery of Ireland",
                  url: "https://www.nationalgallery.ie/",
                  description: "Free entry to the permanent collection on Merrion Square.",
                },
              ],
            },
          ],
        },
        {
          title: "Packages",
          icon: "bus",
          body: "Since 11 January 2024 the Young Adult Leap Card gives people aged 19–25 half fares on TFI services. Full-time students can also get half fares with a Student Leap Card. In Dublin, the TFI 90-minute fare costs €1 at half fare (fare set by the National Transport Authority (NTA) in June 2024).",
          lists: [
            {
              name: "Travel",
              links: [
                {
                  text: "TFI – Young Adult Leap Card age increase",
                  url: "https://www.transportforireland.ie/campaigns/tfi-young-adult-leap-card-age-increase/",
                  description: "TFI page: the Young Adult card now covers ages 19–25, at half fare.",
                },
                {
                  text: "NTA – 2024 fare changes",
                  url: "https://nationaltransport.ie/news/first-phase-of-2024-fares-determination-to-take-effect-from-23rd-june",
                  description: "National Transport Authority (NTA) notice on the 90-minute fare and short fares.",
                },
              ],
            },
          ],
        },
        {
          title: "Seasonal Deals",
          icon: "calendar",
          body: "Look for free events in freshers' week at the start of term, and on Culture Night in September.",
          lists: [
            {
              name: "Events",
              links: [
                {
                  text: "Culture Night",
                  url: "https://culturenight.ie/",
                  description: "One night of free arts and culture events across Ireland each September.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Always ask if there is a student discount, and carry your student card or Student Leap Card.",
        "Register your Leap card online so you keep your balance if the card is lost or stolen.",
        "Compare a student deal with sale prices elsewhere; a discount is not always the cheapest option.",
        "Look out for free events during Freshers' Week and on Culture Night in September.",
      ],
      keywords: [
        "student discount",
        "deals",
        "student leap card",
        "leap",
        "young adult leap card",
        "tfi",
        "unidays",
        "museums",
        "culture night",
      ],
    },
    {
      slug: "local-businesses",
      title: "Local Businesses",
      description:
        "Find student discounts, your consumer rights, essential local services and free study spaces near you in Dublin and across Ireland.",
      intro:
        "This page helps you find student-friendly restaurants, shops, essential services and study resources near you. Many local cafés, restaurants and shops give student discounts, so always ask. Know your rights when you buy something, compare prices for bills such as broadband and energy, and keep key contacts to hand. Public libraries give you free study space.",
      lastReviewed: "2026-11-23",
      summary: "Discounts, consumer rights, essential services and study spaces near you.",
      highlights: [
        "Student discounts at over 100 retailers",
        "Your consumer rights when you buy",
        "Local Garda station contacts",
        "Free libraries and study spaces",
      ],
      cards: [
        {
          title: "Retail & Discounts",
          icon: "shopping-bag",
          body: "If something you buy is faulty, you have rights: go back to the shop first. The Competition and Consumer Protection Commission (CCPC) explains what the shop must do.",
          lists: [
            {
              name: "Your rights",
              links: [
                {
                  text: "CCPC – Consumer information",
                  url: "https://www.ccpc.ie/consumers/",
                  description: "Your rights when you buy goods and services, and how to complain.",
                },
              ],
            },
            {
              name: "Discounts",
              links: [
                {
                  text: "Student Leap Card – FAQs",
                  url: "https://www.studentleapcard.ie/faqs-/",
                  description: "Who can get the card, and student discounts at over 100 retailers.",
                },
              ],
            },
          ],
        },
        {
          title: "Essential Services",
          icon: "map-pin",
          body: "Use price comparison sites such as Bonkers.ie or Switcher.ie before you sign a broadband, mobile or energy contract. Save the numbers of your general practitioner (GP), your pharmacy and your local Garda (police) station.",
          lists: [
            {
              name: "Contacts",
              links: [
                {
                  text: "An Garda Síochána – Contact us",
                  url: "https://www.garda.ie/en/contact-us/",
                  description: "Garda page with local station numbers, for example to report a theft.",
                },
                {
                  text: "Citizens Information – Emergency health services",
                  url: "https://www.citizensinformation.ie/en/health/health-system/emergency-health-services-in-ireland/",
                  description: "Where to get care at night or at weekends, and what it costs.",
                },
              ],
            },
          ],
        },
        {
          title: "Study Resources",
          icon: "book-open",
          body: "Public libraries are free to join and have study space, Wi-Fi and e-books. eCollege offers free online courses.",
          lists: [
            {
              name: "Libraries",
              links: [
                {
                  text: "Libraries Ireland – Join your library",
                  url: "https://librariesireland.ie/join",
                  description: "Join any public library in Ireland for free, online or in person.",
                },
                {
                  text: "Dublin City Libraries",
                  url: "https://www.dublincity.ie/library",
                  description: "Dublin City Council's libraries: study spaces, events and opening hours.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Check for student discounts before you pay: show your student card or Student Leap Card.",
        "Read recent reviews before choosing a restaurant, shop or service provider.",
        "Compare prices for broadband, mobile and energy before you sign a contract.",
        "Save contacts for essential services (GP, pharmacy, local Garda station) in your phone.",
      ],
      keywords: [
        "local shops",
        "restaurants",
        "student discount",
        "library",
        "broadband",
        "bonkers",
        "switcher",
        "garda",
        "gp",
        "ccpc",
      ],
    },
    {
      slug: "business-support",
      title: "Business Support",
      description:
        "Free help in Ireland with consumer complaints, starting a small business and training: CCPC, FSPO, Local Enterprise Offices and more.",
      intro:
        "Ireland has free, official help if you have a problem with a purchase or want to start a business. Before you start a business, check your immigration permission: students on Stamp 2 may not be self-employed.",
      lastReviewed: "2026-11-23",
      summary: "Free help with complaints, starting a business and training.",
      highlights: [
        "Consumer rights and complaints",
        "Local Enterprise Office advice and grants",
        "Get your qualifications recognised",
        "Check your permission to work",
      ],
      cards: [
        {
          title: "Customer Service",
          icon: "handshake",
          body: "Complain to the business first, in writing. If that does not work, the Competition and Consumer Protection Commission (CCPC) or the Financial Services and Pensions Ombudsman (FSPO) can help.",
          lists: [
            {
              name: "Shops and services",
              links: [
                {
                  text: "CCPC – Consumer information",
                  url: "https://www.ccpc.ie/consumers/",
                  description:
                    "The Competition and Consumer Protection Commission (CCPC) on your rights and how to complain.",
                },
              ],
            },
            {
              name: "Banks and insurers",
              links: [
                {
                  text: "FSPO – Make a complaint",
                  url: "https://www.fspo.ie/make-a-complaint/",
                  description:
                    "The Financial Services and Pensions Ombudsman (FSPO): free complaints about banks, insurers and pensions.",
                },
              ],
            },
          ],
        },
        {
          title: "Business Guidance",
          icon: "briefcase",
          body: "There are 31 Local Enterprise Offices (LEO). They are the first stop for advice, grants, training and mentoring. LEO Dublin City helps businesses with fewer than 10 employees in Dublin 1–13, 17 and 20. Register a company or business name with the Companies Registration Office (CRO). Enterprise Ireland supports start-ups that plan to export.",
          lists: [
            {
              name: "Local Enterprise Office Dublin City",
              links: [
                {
                  text: "LEO Dublin City – Financial assistance",
                  url: "https://www.localenterprise.ie/DublinCity/Financial-Supports/Financial-Assistance.html",
                  description: "Grants and supports for micro-businesses with 1–10 employees.",
                },
                {
                  text: "LEO Dublin City – Eligibility",
                  url: "https://www.localenterprise.ie/DublinCity/Financial-Supports/Elegibility-Criteria/",
                  description: "Which businesses LEO Dublin City can fund.",
                },
              ],
            },
          ],
        },
        {
          title: "Training & Development",
          icon: "award",
          body: "Skillnet Ireland, Springboard+ and eCollege offer free or subsidised courses. Before you apply, check how your foreign qualification compares with Irish levels.",
          lists: [
            {
              name: "Qualifications and skills",
              links: [
                {
                  text: "National Academic Recognition Information Centre (NARIC Ireland)",
                  url: "https://www.qqi.ie/what-we-do/the-qualifications-system/national-academic-recognition-information-centre",
                  description:
                    "Quality and Qualifications Ireland (QQI) compares foreign qualifications with Irish levels.",
                },
                {
                  text: "Europass",
                  url: "https://europa.eu/europass/en",
                  description: "The European Union's free CV (curriculum vitae) builder and skills profile.",
                },
              ],
            },
          ],
        },
        {
          title: "Additional Support",
          icon: "life-buoy",
          body: "Students on Stamp 2 may work for an employer within set weekly hours, but they may not be self-employed. The Workplace Relations Commission (WRC) explains the hour limits. MABS (Money Advice and Budgeting Service) gives free help with money and debt.",
          lists: [
            {
              name: "Permission to work",
              links: [
                {
                  text: "WRC – Stamp 2 employment entitlements",
                  url: "https://www.workplacerelations.ie/en/news-media/Workplace_Relations_Notices/Changes_to_Employment_entitlements_of_Non-EEA_Students_holding_Immigration_Stamp_2.html",
                  description:
                    "Workplace Relations Commission (WRC) notice on the work-hour limits for Stamp 2 students.",
                },
              ],
            },
            {
              name: "Money",
              links: [
                {
                  text: "CCPC – Money",
                  url: "https://www.ccpc.ie/consumers/money/",
                  description: "Independent guidance on budgeting, bank accounts and loans.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Keep receipts, order numbers and emails; you will need them for any complaint.",
        "Check your immigration permission before starting a business: Stamp 2 students may not be self-employed.",
        "Talk to your Local Enterprise Office before you register a company; it offers advice and mentoring for new businesses.",
        "If you trade under a name other than your own, register it as a business name with the CRO.",
      ],
      keywords: [
        "leo",
        "local enterprise office",
        "start a business",
        "ccpc",
        "fspo",
        "cro",
        "enterprise ireland",
        "skillnet",
        "springboard",
        "naric",
        "stamp 2",
        "mabs",
        "consumer rights",
      ],
    },
  ],
};
