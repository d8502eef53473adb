import type { GuideSection } from "./types";

export const finance: GuideSection = {
  slug: "finance",
  title: "Finance",
  navLabel: "Finance",
  icon: "euro",
  description:
    "Money basics for newcomers to Ireland: opening a bank account, paying by card and phone, living costs, budgeting and saving.",
  intro:
    "Sorting out your money is one of the first jobs when you arrive. You need a euro account with an IBAN to get paid and pay rent, most everyday payments are contactless, and living costs in Dublin are high. These guides cover banks and digital accounts, how people pay, what things cost and how to save safely.",
  lastReviewed: "2026-11-22",
  guides: [
    {
      slug: "banking",
      title: "Banking Services",
      description:
        "How to open a bank account in Ireland: the main banks, Revolut and credit unions, the documents you need and how to switch accounts.",
      intro:
        "You need a euro account with an IBAN to receive your salary, pay rent and set up bills. Ireland has three main retail banks: AIB, Bank of Ireland and PTSB (Ulster Bank and KBC have left the market). Many newcomers open a Revolut account first, because it is quick to open in an app and gives an Irish IBAN, and then open a traditional account once they have proof of address. Credit unions are a local, member-owned alternative for savings and loans.",
      lastReviewed: "2026-11-22",
      summary: "Choose a bank, gather your documents and open your first Irish account.",
      highlights: [
        "Main banks: AIB, Bank of Ireland and PTSB",
        "Revolut gives an Irish IBAN in an app",
        "Bring photo ID and proof of address",
        "Switching banks takes up to 10 working days",
      ],
      cards: [
        {
          title: "Main Banks",
          icon: "landmark",
          body: "Compare fees and student accounts before you choose. Most banks let you start an application online or in their app.",
          lists: [
            {
              name: "Retail banks",
              links: [
                {
                  text: "AIB",
                  url: "https://aib.ie/",
                  description: "Allied Irish Banks: current accounts, student accounts and branches nationwide.",
                },
                {
                  text: "Bank of Ireland",
                  url: "https://www.bankofireland.com/",
                  description: "Major Irish bank with current, student and savings accounts.",
                },
                {
                  text: "PTSB",
                  url: "https://www.ptsb.ie/",
                  description: "Permanent TSB, the third Irish retail bank.",
                },
              ],
            },
          ],
        },
        {
          title: "Digital Banks & Credit Unions",
          icon: "laptop",
          body: "Under EU SEPA rules, an employer or company must accept any euro-area IBAN, so a digital account can receive your salary and pay your bills.",
          lists: [
            {
              name: "Digital banking",
              links: [
                {
                  text: "Revolut (Ireland)",
                  url: "https://www.revolut.com/en-IE/",
                  description: "App-based account with an Irish IBAN, cards and instant transfers.",
                },
              ],
            },
            {
              name: "Credit unions",
              links: [
                {
                  text: "Irish League of Credit Unions",
                  url: "https://www.creditunion.ie/",
                  description: "Find a local credit union for savings and small loans.",
                },
              ],
            },
          ],
        },
        {
          title: "Opening an Account",
          icon: "file-text",
          body: "Banks ask for photo ID (passport or national ID card) and proof of your Irish address, such as a utility bill or a letter from your college or employer. They may also ask for your PPS number.",
          lists: [
            {
              name: "Steps",
              links: [
                {
                  text: "BPFI – Opening a new personal bank account",
                  url: "https://bpfi.ie/movingaccount/a-guide-to-moving-your-personal-account/opening-a-new-personal-bank-account/",
                  description: "The documents banks accept to prove your identity and address.",
                },
              ],
            },
          ],
        },
        {
          title: "Compare & Switch",
          icon: "search",
          body: "If you find a better account later, the switching code means your new bank must complete the move within 10 working days of the date you choose.",
          lists: [
            {
              name: "Compare",
              links: [
                {
                  text: "Bonkers.ie",
                  url: "https://www.bonkers.ie/",
                  description: "Independent comparison of bank account fees.",
                },
              ],
            },
            {
              name: "Switching",
              links: [
                {
                  text: "CCPC – Switching your bank account",
                  url: "https://www.ccpc.ie/consumers/money/banking/switching-accounts/",
                  description: "How switching works and what your old and new banks must do.",
                },
                {
                  text: "Bank of Ireland – Switching steps",
                  url: "https://www.bankofireland.com/help-centre/faq/steps-account-switching-deadlines-need-aware/",
                  description: "The steps and deadlines of a switch, explained by a bank.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Ask your college or employer for a signed letter with your Irish address; banks often accept it.",
        "Open a digital account in your first week so you can get paid and pay a deposit.",
        "Check monthly and transaction fees: student accounts are often cheaper.",
        "Turn on app notifications so you see every payment and spot fraud quickly.",
      ],
      keywords: [
        "aib",
        "boi",
        "bank of ireland",
        "ptsb",
        "revolut",
        "iban",
        "bank account",
        "current account",
        "credit union",
        "proof of address",
        "bpfi",
        "switching",
      ],
    },
    {
      slug: "payment-methods",
      title: "Payment Methods",
      description:
        "How people pay in Ireland: contactless cards, phone payments, Leap Card, bank transfers, sending money home and avoiding scams.",
      intro:
        "Ireland is a card-first country. Contactless debit cards and phone wallets work in almost all shops, cafés and pubs, and some places no longer take cash. Rent and bills are usually paid by bank transfer or direct debit from your IBAN. For buses, Luas and trains, a Leap Card is cheaper than paying cash fares.",
      lastReviewed: "2026-11-22",
      summary: "Cards, phone payments, transfers and how to pay safely in Ireland.",
      highlights: [
        "Contactless cards and phone wallets work almost everywhere",
        "Rent and bills are paid by transfer or direct debit",
        "Leap Card fares are cheaper than cash",
        "Never share a one-time code or PIN",
      ],
      cards: [
        {
          title: "Cards & Contactless",
          icon: "credit-card",
          body: "Use a debit card or a phone wallet for everyday spending. For larger amounts, or now and then for security, the card machine asks for your PIN.",
          lists: [
            {
              name: "Consumer guidance",
              links: [
                {
                  text: "CCPC – Money",
                  url: "https://www.ccpc.ie/consumers/money/",
                  description: "Independent guidance on bank cards, charges and payments.",
                },
              ],
            },
            {
              name: "Transport",
              links: [
                {
                  text: "TFI Leap Card",
                  url: "https://www.leapcard.ie/",
                  description: "Buy, register and top up the card for public transport.",
                },
              ],
            },
          ],
        },
        {
          title: "Mobile & Digital Payments",
          icon: "laptop",
          body: "Flatmates often split bills with instant app transfers. You can set your Leap Card to top up automatically from your bank account when the balance falls below €10.",
          lists: [
            {
              name: "Apps",
              links: [
                {
                  text: "Revolut (Ireland)",
                  url: "https://www.revolut.com/en-IE/",
                  description: "App account for instant transfers, bill splitting and cards.",
                },
              ],
            },
            {
              name: "Leap top-up",
              links: [
                {
                  text: "Student Leap Card – How to top up",
                  url: "https://www.studentleapcard.ie/howtotopup",
                  description: "Top up online, in the app, at ticket machines or automatically.",
                },
              ],
            },
          ],
        },
        {
          title: "Sending Money",
          icon: "globe",
          body: "Compare the exchange rate and the fee before you send or receive money from abroad. Only use firms that are authorised to operate in Ireland.",
          lists: [
            {
              name: "Transfers",
              links: [
                {
                  text: "Wise",
                  url: "https://wise.com/",
                  description: "International transfers with the fee and exchange rate shown up front.",
                },
              ],
            },
            {
              name: "Check a firm",
              links: [
                {
                  text: "Central Bank of Ireland",
                  url: "https://www.centralbank.ie/",
                  description: "The regulator: check that a payment firm is authorised.",
                },
              ],
            },
          ],
        },
        {
          title: "Payment Safety",
          icon: "shield",
          body: "Never share a one-time code or your PIN, even with someone who says they are from your bank. If you are a victim of fraud, call your bank at once, then report it to the Garda.",
          lists: [
            {
              name: "Scams",
              links: [
                {
                  text: "Central Bank of Ireland – Scams",
                  url: "https://www.centralbank.ie/scams",
                  description: "How to spot common scams and report them.",
                },
              ],
            },
            {
              name: "Report and complain",
              links: [
                {
                  text: "An Garda Síochána",
                  url: "https://www.garda.ie/",
                  description: "Report fraud or theft to the police.",
                },
                {
                  text: "Financial Services and Pensions Ombudsman",
                  url: "https://www.fspo.ie/",
                  description: "Free complaints service if your bank or payment firm does not fix a problem.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Carry a little cash for small shops and markets, but expect to pay by card almost everywhere.",
        "When a card machine offers to charge you in your home currency, choose euro: it is usually cheaper.",
        "Never pay a rental deposit in cash or before you have seen the property in person.",
        "Register your Leap Card online so you can protect the balance if you lose it.",
      ],
      keywords: [
        "contactless",
        "apple pay",
        "google pay",
        "debit card",
        "revolut",
        "leap",
        "leap card",
        "wise",
        "iban",
        "sepa",
        "direct debit",
        "money transfer",
        "scam",
        "fraud",
      ],
    },
    {
      slug: "cost-of-living",
      title: "Cost of Living",
      description:
        "What it costs to live in Ireland in 2026: rent, food, transport and study costs, plus free tools to plan and stick to a budget.",
      intro:
        "Ireland, and Dublin in particular, is expensive, and rent is the biggest cost. Daft.ie put the national average open-market rent at €2,055 a month in mid-2025, and Dublin is higher. TU Dublin's 2023/24 guide estimated about €14,094 for the academic year (about €1,566 a month) for a student living away from home. Non-EEA students on courses longer than six months must show access to at least €10,000 for each year of study, on top of tuition fees.",
      lastReviewed: "2026-11-22",
      summary: "Typical costs for rent, food and transport, and how to budget for them.",
      highlights: [
        "Rent is the biggest cost, especially in Dublin",
        "Non-EEA students must show €10,000 a year",
        "Young Adult Leap Card: half fares for ages 19–25",
        "Free budgeting help from MABS",
      ],
      cards: [
        {
          title: "Accommodation",
          icon: "home",
          body: "A room in a shared house or student residence costs far less than a whole flat. A landlord can ask for at most one month's deposit plus one month's rent in advance.",
          lists: [
            {
              name: "Rent data",
              links: [
                {
                  text: "TheJournal – Daft.ie rent report (Q2 2025)",
                  url: "https://www.thejournal.ie/rent-double-celtic-tiger-peak-ireland-6798215-Aug2025/",
                  description: "National average rents from the Daft.ie report for mid-2025.",
                },
                {
                  text: "RTB – About the Rent Index",
                  url: "https://www.rtb.ie/research/about-the-rent-index",
                  description: "Official rent figures based on registered tenancies.",
                },
              ],
            },
            {
              name: "Students",
              links: [
                {
                  text: "RTB – Renting in College",
                  url: "https://www.rtb.ie/renting-in-college",
                  description: "Your rights and costs when you rent as a student.",
                },
              ],
            },
          ],
        },
        {
          title: "Daily Living",
          icon: "shopping-bag",
          body: "Discount supermarkets such as Aldi and Lidl keep food bills down. Cook at home, bring lunch to campus and ask for student discounts.",
          lists: [
            {
              name: "Discounts",
              links: [
                {
                  text: "Student Leap Card – Discounts and FAQs",
                  url: "https://www.studentleapcard.ie/faqs-/",
                  description: "Student offers at more than 100 retailers, plus eligibility rules.",
                },
              ],
            },
            {
              name: "Free services",
              links: [
                {
                  text: "Dublin City Libraries",
                  url: "https://www.dublincity.ie/library",
                  description: "Free membership, study space, Wi-Fi, books and events.",
                },
              ],
            },
          ],
        },
        {
          title: "Transport",
          icon: "bus",
          body: "If you are 19–25, the TFI Young Adult Leap Card gives half fares. In Dublin, the TFI 90-minute fare on Leap lets you change between bus, Luas and most trains for one fare.",
          lists: [
            {
              name: "Fares",
              links: [
                {
                  text: "TFI – Young Adult Leap Card",
                  url: "https://www.transportforireland.ie/campaigns/tfi-young-adult-leap-card-age-increase/",
                  description: "Half-price public transport for people aged 19–25.",
                },
                {
                  text: "NTA – 2024 fare changes",
                  url: "https://nationaltransport.ie/news/first-phase-of-2024-fares-determination-to-take-effect-from-23rd-june",
                  description: "How the 90-minute fare and short fares work.",
                },
              ],
            },
            {
              name: "Leap Card",
              links: [
                {
                  text: "TFI Leap Card",
                  url: "https://www.leapcard.ie/",
                  description: "Leap fares are cheaper than cash and capped each week.",
                },
              ],
            },
          ],
        },
        {
          title: "Budgeting Tools",
          icon: "wallet",
          body: "Stamp 2 students can work up to 20 hours a week during term. The national minimum wage is €14.15 an hour from 1 January 2026.",
          lists: [
            {
              name: "Plan your money",
              links: [
                {
                  text: "CCPC – Money",
                  url: "https://www.ccpc.ie/consumers/money/",
                  description: "Budgeting guides and independent advice on everyday money.",
                },
                {
                  text: "MABS",
                  url: "https://www.mabs.ie/",
                  description: "Free, confidential money advice and help with debt.",
                },
              ],
            },
            {
              name: "Visa funds",
              links: [
                {
                  text: "Irish Immigration Service – Student finances",
                  url: "https://www.irishimmigration.ie/coming-to-study-in-ireland/what-are-my-study-options/a-fee-paying-private-primary-or-secondary-school/information-on-student-finances/",
                  description: "The funds non-EEA students must show, and how to prove them.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Budget for up to two months' rent at the start: a deposit plus one month in advance.",
        "Shop at discount supermarkets, buy own-brand products and cook in batches with flatmates.",
        "Get a Leap Card in your first week: fares are cheaper than cash.",
        "Track your spending in your banking app for two months, then set a weekly limit.",
      ],
      keywords: [
        "budget",
        "cost of living",
        "rent",
        "daft",
        "rtb",
        "groceries",
        "mabs",
        "leap",
        "young adult leap card",
        "student discounts",
        "proof of funds",
        "minimum wage",
      ],
    },
    {
      slug: "savings-investment",
      title: "Savings & Investment",
      description:
        "Saving and investing in Ireland: savings accounts, State Savings, credit unions, the My Future Fund pension and how to avoid scams.",
      intro:
        "Once your bills are covered, build an emergency fund before you invest. Banks, credit unions and State Savings (sold through An Post) are safe places for savings; interest on Irish deposits is taxed. Since 1 January 2026, many employees are enrolled automatically in My Future Fund, the new workplace pension scheme. Tax rules on investments in Ireland are complex, so get regulated advice and check any firm before you pay.",
      lastReviewed: "2026-11-22",
      summary: "Safe ways to save, the new auto-enrolment pension and how to avoid scams.",
      highlights: [
        "Build an emergency fund first",
        "State Savings are guaranteed by the State",
        "My Future Fund pension started in January 2026",
        "Check the Central Bank before you invest",
      ],
      cards: [
        {
          title: "Savings Accounts",
          icon: "piggy-bank",
          body: "Compare interest rates and access rules. Instant-access accounts let you take money out at any time; fixed-term or notice accounts usually pay more.",
          lists: [
            {
              name: "Compare",
              links: [
                {
                  text: "Bonkers.ie",
                  url: "https://www.bonkers.ie/",
                  description: "Compare savings account interest rates.",
                },
              ],
            },
            {
              name: "Guidance",
              links: [
                {
                  text: "CCPC – Money",
                  url: "https://www.ccpc.ie/consumers/money/",
                  description: "Independent guides to saving and financial products.",
                },
              ],
            },
          ],
        },
        {
          title: "State Savings",
          icon: "landmark",
          body: "State Savings products are guaranteed by the State and sold through An Post. Prize Bonds pay no interest, but you are entered into weekly prize draws.",
          lists: [
            {
              name: "Products",
              links: [
                {
                  text: "State Savings",
                  url: "https://www.statesavings.ie/",
                  description: "Savings bonds, certificates and Prize Bonds.",
                },
              ],
            },
          ],
        },
        {
          title: "Pensions",
          icon: "trending-up",
          body: "If you are 23–60, earn over €20,000 and are not in a workplace pension, you are enrolled in My Future Fund. At first you pay 1.5% of pay, your employer 1.5% and the State 0.5%, rising by year 10.",
          lists: [
            {
              name: "Official",
              links: [
                {
                  text: "gov.ie – My Future Fund start date",
                  url: "https://www.gov.ie/en/department-of-social-protection/press-releases/collection-of-contributions-for-my-future-fund-rescheduled-to-1st-january-2026",
                  description: "Government announcement that contributions began on 1 January 2026.",
                },
              ],
            },
            {
              name: "Summary",
              links: [
                {
                  text: "Littler – Auto-enrolment now in effect",
                  url: "https://littler.ie/insights/auto-enrolment-scheme-and-minimum-contribution-rates-now-in-effect",
                  description: "Who is enrolled, and contribution rates up to €80,000 of earnings.",
                },
              ],
            },
          ],
        },
        {
          title: "Advice & Protection",
          icon: "shield",
          lists: [
            {
              name: "Free advice",
              links: [
                {
                  text: "MABS",
                  url: "https://www.mabs.ie/",
                  description: "Free budgeting and debt advice.",
                },
              ],
            },
            {
              name: "Protection",
              links: [
                {
                  text: "Central Bank of Ireland – Scams",
                  url: "https://www.centralbank.ie/scams",
                  description: "Spot investment scams and check warnings about unauthorised firms.",
                },
                {
                  text: "Financial Services and Pensions Ombudsman",
                  url: "https://www.fspo.ie/",
                  description: "Free complaints service for financial products and pensions.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Save two to three months of living costs in an instant-access account before you invest.",
        "Check the Central Bank's warnings before you give money to any investment firm.",
        "Ignore social media ads that promise high or guaranteed returns: many are scams.",
        "Check your payslip to see whether My Future Fund contributions are being taken.",
      ],
      keywords: [
        "savings",
        "savings account",
        "state savings",
        "an post",
        "prize bonds",
        "credit union",
        "my future fund",
        "auto-enrolment",
        "pension",
        "investing",
        "dirt",
        "fspo",
      ],
    },
  ],
};
