import type { GuideSection } from "./types";

export const business: GuideSection = {
  slug: "business",
  title: "Business Directory",
  navLabel: "Business",
  icon: "store",
  description:
    "Trusted services, student deals, local businesses and business support for students and newcomers living in Ireland.",
  intro:
    "A short directory of services that newcomers use most: housing, banking and healthcare providers, student discounts, everyday local businesses and free help with consumer problems or starting a business. Official and well-known sources come first.",
  lastReviewed: "2026-11-22",
  guides: [
    {
      slug: "featured-services",
      title: "Featured Services",
      description:
        "Trusted services for newcomers to Ireland: where to find housing, check courses, open a bank account and get healthcare.",
      intro:
        "These are the services most newcomers need in their first weeks: a place to live, a recognised course, a bank account and a GP. Start with the official and well-known providers below, and check any company's details before you pay money.",
      lastReviewed: "2026-11-22",
      summary: "Trusted starting points for housing, education, banking and healthcare.",
      highlights: [
        "Rental listings and free renters' advice",
        "Check courses and qualifications",
        "Open or switch a bank account",
        "Find a GP and compare health insurance",
      ],
      threeColumns: true,
      cards: [
        {
          title: "Accommodation",
          icon: "home",
          body: "Search early and never pay a deposit for a room you have not seen or cannot verify.",
          lists: [
            {
              name: "Where to look",
              links: [
                {
                  text: "Daft.ie",
                  url: "https://www.daft.ie/",
                  description: "Ireland's biggest property website, with rooms and apartments to rent.",
                },
              ],
            },
            {
              name: "Your rights",
              links: [
                {
                  text: "Residential Tenancies Board (RTB)",
                  url: "https://www.rtb.ie/",
                  description: "The state body that registers tenancies and resolves landlord–tenant disputes.",
                },
                {
                  text: "Threshold",
                  url: "https://www.threshold.ie/",
                  description: "A charity giving free advice to renters with problems or questions.",
                },
              ],
            },
          ],
        },
        {
          title: "Education",
          icon: "graduation-cap",
          lists: [
            {
              name: "Courses & qualifications",
              links: [
                {
                  text: "Quality and Qualifications Ireland (QQI)",
                  url: "https://www.qqi.ie/",
                  description: "Check that a course and its award are recognised in Ireland.",
                },
                {
                  text: "CAO – Central Applications Office",
                  url: "https://www.cao.ie/",
                  description: "Where you apply for most undergraduate courses in Ireland.",
                },
              ],
            },
            {
              name: "Student visas",
              links: [
                {
                  text: "Education in Ireland – Applying for a student visa",
                  url: "https://www.educationinireland.com/en/How-Do-I-Apply-/Get-Your-Student-Visa/For-Higher-Education/Ireland-Applying-for-a-Student-Visa.html",
                  description: "Government-backed, step-by-step guide to the student visa.",
                },
              ],
            },
          ],
        },
        {
          title: "Financial",
          icon: "credit-card",
          lists: [
            {
              name: "Banking",
              links: [
                {
                  text: "BPFI – Opening a personal bank account",
                  url: "https://bpfi.ie/movingaccount/a-guide-to-moving-your-personal-account/opening-a-new-personal-bank-account/",
                  description: "What documents banks ask for when you open an account.",
                },
                {
                  text: "Bank of Ireland",
                  url: "https://www.bankofireland.com/",
                  description: "One of Ireland's main high-street banks.",
                },
              ],
            },
            {
              name: "Switching",
              links: [
                {
                  text: "CCPC – Switching your bank account",
                  url: "https://www.ccpc.ie/consumers/money/banking/switching-accounts/",
                  description: "How to move your current account to a cheaper bank.",
                },
              ],
            },
          ],
        },
        {
          title: "Healthcare",
          icon: "stethoscope",
          body: "Going to a hospital emergency department without a GP referral costs €100, so find a GP soon after you arrive.",
          lists: [
            {
              name: "Find care",
              links: [
                {
                  text: "HSE – Health services",
                  url: "https://www2.hse.ie/",
                  description: "Official health information and how to find a GP near you.",
                },
              ],
            },
            {
              name: "Health insurance",
              links: [
                {
                  text: "Health Insurance Authority (HIA)",
                  url: "https://www.hia.ie/",
                  description: "Independent regulator with a tool to compare health insurance plans.",
                },
                {
                  text: "VHI",
                  url: "https://www.vhi.ie/",
                  description: "One of Ireland's main health insurers.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Use official sources first (gov.ie, citizensinformation.ie, hse.ie) and check a provider before you pay.",
        "Find a GP early: an emergency department visit without a GP referral costs €100.",
        "Keep your passport and proof of address ready; banks, GPs and landlords often ask for both.",
        "Compare at least two providers for banking and health insurance before you sign up.",
      ],
      keywords: ["services", "daft", "rtb", "threshold", "qqi", "cao", "bank account", "gp", "hse", "hia", "vhi"],
    },
    {
      slug: "student-deals",
      title: "Student Deals",
      description:
        "Student discounts in Ireland: Student Leap Card offers, UNiDAYS, half-price travel on TFI services and free seasonal events.",
      intro:
        "Being a student can save you real money in Ireland. Use the Student Leap Card and verified-student apps for shop and food discounts, a Leap card for cheaper public transport, and free events such as Culture Night for nights out.",
      lastReviewed: "2026-11-22",
      summary: "Discounts, travel savings and free events for students.",
      highlights: [
        "Offers at over 100 retailers with the Student Leap Card",
        "Verified-student discounts online",
        "Half fares on TFI services for young adults",
        "Free events such as Culture Night",
      ],
      threeColumns: true,
      cards: [
        {
          title: "Exclusive Discounts",
          icon: "tag",
          body: "Student Leap Card holders get offers at over 100 retailers; past deals included 10% off at Boots and cheaper GAA tickets.",
          lists: [
            {
              name: "Student Leap Card",
              links: [
                {
                  text: "Student Leap Card – FAQs and discounts",
                  url: "https://www.studentleapcard.ie/faqs-/",
                  description: "Current student offers, who can get the card and how it works.",
                },
                {
                  text: "Student Leap Card",
                  url: "https://www.studentleapcard.ie/",
                  description: "Order the card; it also works as a student ID for discounts.",
                },
              ],
            },
          ],
        },
        {
          title: "Special Offers",
          icon: "shopping-bag",
          lists: [
            {
              name: "Discount apps",
              links: [
                {
                  text: "UNiDAYS",
                  url: "https://www.myunidays.com/",
                  description: "Free app with verified-student discounts; choose Ireland on the site.",
                },
              ],
            },
            {
              name: "Student union",
              links: [
                {
                  text: "Union of Students in Ireland (USI)",
                  url: "https://usi.ie/",
                  description: "National students' union with campaigns and partner offers.",
                },
              ],
            },
          ],
        },
        {
          title: "Packages",
          icon: "ticket",
          body: "Young Adult (19–25) and Student Leap Card holders pay half fares on TFI services. Check which card fits your age.",
          lists: [
            {
              name: "Travel cards",
              links: [
                {
                  text: "TFI Young Adult Leap Card",
                  url: "https://www.transportforireland.ie/campaigns/tfi-young-adult-leap-card-age-increase/",
                  description: "Half-price public transport for people aged 19 to 25.",
                },
                {
                  text: "TFI Leap Card",
                  url: "https://www.leapcard.ie/",
                  description: "Top up, register your card and see fare caps.",
                },
              ],
            },
          ],
        },
        {
          title: "Seasonal Deals",
          icon: "calendar",
          lists: [
            {
              name: "Free and seasonal events",
              links: [
                {
                  text: "Culture Night",
                  url: "https://culturenight.ie/",
                  description: "One night each September with free events across the country.",
                },
                {
                  text: "Visit Dublin",
                  url: "https://www.visitdublin.com/",
                  description: "Official Dublin guide to festivals and seasonal events.",
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
        "usi",
        "culture night",
      ],
    },
    {
      slug: "local-businesses",
      title: "Local Businesses",
      description:
        "Find student-friendly restaurants, shops, essential services and free study spaces near you in Dublin and across Ireland.",
      intro:
        "Find student-friendly restaurants, retail and essential services near you, plus study resources such as free public libraries. Use the links below to discover local food, shop with student discounts, compare bills for broadband and energy, and keep key contacts to hand.",
      lastReviewed: "2026-11-22",
      summary: "Food, shops, essential services and study spaces near you.",
      highlights: [
        "Student-friendly food and restaurants",
        "Retail discounts and your consumer rights",
        "Compare broadband, mobile and energy",
        "Free libraries and online courses",
      ],
      cards: [
        {
          title: "Restaurants & Food",
          icon: "utensils",
          lists: [
            {
              name: "Where to look",
              links: [
                {
                  text: "Visit Dublin",
                  url: "https://www.visitdublin.com/",
                  description: "Official Dublin guide with food and drink ideas across the city.",
                },
              ],
            },
          ],
        },
        {
          title: "Retail & Discounts",
          icon: "shopping-bag",
          lists: [
            {
              name: "Discounts",
              links: [
                {
                  text: "Student Leap Card – Retail discounts",
                  url: "https://www.studentleapcard.ie/faqs-/",
                  description: "Student discounts at over 100 retailers nationwide.",
                },
              ],
            },
            {
              name: "Your rights",
              links: [
                {
                  text: "CCPC – Consumer rights",
                  url: "https://www.ccpc.ie/consumers/",
                  description: "Your rights on refunds, faulty goods and online shopping.",
                },
              ],
            },
          ],
        },
        {
          title: "Essential Services",
          icon: "phone",
          lists: [
            {
              name: "Health",
              links: [
                {
                  text: "HSE – Health services",
                  url: "https://www2.hse.ie/",
                  description: "Find a GP and other local health services.",
                },
              ],
            },
            {
              name: "Bills & utilities",
              links: [
                {
                  text: "Bonkers.ie",
                  url: "https://www.bonkers.ie/",
                  description: "Compare broadband, mobile and energy prices.",
                },
                {
                  text: "Switcher.ie",
                  url: "https://www.switcher.ie/",
                  description: "Compare utility providers and switch online.",
                },
              ],
            },
            {
              name: "Contact",
              links: [
                {
                  text: "An Garda Síochána – Contact us",
                  url: "https://www.garda.ie/en/contact-us/",
                  description: "Find your local Garda (police) station and its phone number.",
                },
              ],
            },
          ],
        },
        {
          title: "Study Resources",
          icon: "book-open",
          lists: [
            {
              name: "Libraries",
              links: [
                {
                  text: "Dublin City Libraries",
                  url: "https://www.dublincity.ie/library",
                  description: "Free membership, Wi-Fi and quiet study space in branches across Dublin.",
                },
              ],
            },
            {
              name: "Online learning",
              links: [
                {
                  text: "eCollege (SOLAS)",
                  url: "https://www.ecollege.ie/",
                  description: "Free online courses in IT, business and other skills.",
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
        "Ireland has free, official help if you have a problem with a purchase or want to start a business. Before starting a business, check your immigration permission: students on Stamp 2 may not be self-employed.",
      lastReviewed: "2026-11-22",
      summary: "Free help with complaints, starting a business and training.",
      highlights: [
        "Consumer rights and complaints",
        "Local Enterprise Office advice and grants",
        "Subsidised training and upskilling",
        "Free money advice",
      ],
      cards: [
        {
          title: "Customer Service",
          icon: "handshake",
          body: "Complain to the business first, in writing. If that does not work, these bodies can help.",
          lists: [
            {
              name: "Consumer rights",
              links: [
                {
                  text: "CCPC – Consumer rights and complaints",
                  url: "https://www.ccpc.ie/consumers/",
                  description: "Steps to resolve a problem with a shop or service provider.",
                },
                {
                  text: "Citizens Information",
                  url: "https://www.citizensinformation.ie/",
                  description: "Free, official information on consumer rights and public services.",
                },
              ],
            },
            {
              name: "Banks & insurers",
              links: [
                {
                  text: "Financial Services and Pensions Ombudsman (FSPO)",
                  url: "https://www.fspo.ie/make-a-complaint/",
                  description: "Free complaints service for problems with banks, insurers and pensions.",
                },
              ],
            },
          ],
        },
        {
          title: "Business Guidance",
          icon: "briefcase",
          body: "Local Enterprise Offices are the first stop for advice, grants, training and mentoring. LEO Dublin City helps businesses with fewer than 10 employees in Dublin 1–13, 17 and 20.",
          lists: [
            {
              name: "Local Enterprise Office",
              links: [
                {
                  text: "LEO Dublin City – Financial assistance",
                  url: "https://www.localenterprise.ie/DublinCity/Financial-Supports/Financial-Assistance.html",
                  description: "Grants and supports for micro-businesses in Dublin city.",
                },
                {
                  text: "LEO Dublin City – Eligibility",
                  url: "https://www.localenterprise.ie/DublinCity/Financial-Supports/Elegibility-Criteria/",
                  description: "Which businesses LEO Dublin City can fund.",
                },
              ],
            },
            {
              name: "National agencies",
              links: [
                {
                  text: "Enterprise Ireland",
                  url: "https://www.enterprise-ireland.com/",
                  description: "State agency for start-ups with export potential.",
                },
                {
                  text: "Companies Registration Office (CRO)",
                  url: "https://cro.ie/",
                  description: "Register a company or a business name.",
                },
              ],
            },
          ],
        },
        {
          title: "Training & Development",
          icon: "graduation-cap",
          lists: [
            {
              name: "Courses",
              links: [
                {
                  text: "Skillnet Ireland",
                  url: "https://www.skillnetireland.ie/",
                  description: "Subsidised training for businesses and their employees.",
                },
                {
                  text: "eCollege (SOLAS)",
                  url: "https://www.ecollege.ie/",
                  description: "Free online courses in business, IT and digital skills.",
                },
              ],
            },
            {
              name: "Networking",
              links: [
                {
                  text: "Dublin Chamber",
                  url: "https://www.dublinchamber.ie/",
                  description: "Dublin's largest business network, with events and training.",
                },
              ],
            },
          ],
        },
        {
          title: "Additional Support",
          icon: "life-buoy",
          lists: [
            {
              name: "Upskilling",
              links: [
                {
                  text: "Springboard+",
                  url: "https://springboardcourses.ie/",
                  description: "Free or subsidised upskilling courses; check eligibility for your status.",
                },
              ],
            },
            {
              name: "Money advice",
              links: [
                {
                  text: "MABS – Money Advice and Budgeting Service",
                  url: "https://www.mabs.ie/",
                  description: "Free, confidential help with debt and budgeting.",
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
        "mabs",
        "consumer rights",
      ],
    },
  ],
};
