import type { GuideSection } from "./types";

export const finance: GuideSection = {
  slug: "finance",
  title: "Finance",
  navLabel: "Finance",
  icon: "euro",
  description:
    "Money basics for newcomers to Ireland: opening a bank account, paying by card and phone, living costs, budgeting and saving.",
  intro:
    "Sorting out your money is one of the first jobs when you arrive. You need a euro account with an International Bank Account Number (IBAN) to get paid and pay rent. Most everyday payments are contactless, and living costs in Dublin are high. These guides cover banks and digital accounts, how people pay, what things cost and how to save safely.",
  lastReviewed: "2026-11-23",
  guides: [
    {
      slug: "banking",
      title: "Banking Services",
      description:
        "How to open a bank account in Ireland: the main banks, Revolut and credit unions, the documents you need and how to switch accounts.",
      intro:
        "You need a euro account with an International Bank Account Number (IBAN) to receive your salary, pay rent and set up bills. Ireland has three main retail banks: AIB (Allied Irish Banks), Bank of Ireland and PTSB (Permanent TSB). Ulster Bank and KBC left the Irish market in 2022 and 2023. Many newcomers open a Revolut account first: you open it in an app, and since January 2023 it gives customers in Ireland an Irish IBAN. Then they open a traditional account once they have proof of address. Credit unions are local, member-owned co-operatives for savings and loans.",
      lastReviewed: "2026-11-23",
      summary: "Choose a bank, gather your documents and open your first Irish account.",
      highlights: [
        "Main banks: AIB, Bank of Ireland and PTSB",
        "Revolut gives an Irish IBAN in an app",
        "Bring photo ID and proof of address",
        "Switching banks takes up to 10 working days",
      ],
      cards: [
        {
          title: "Choosing a Bank",
          icon: "landmark",
          body: "AIB, Bank of Ireland and PTSB have branches around the country, and most let you start an application online or in their app. Compare monthly fees, transaction fees and student accounts before you choose. The Competition and Consumer Protection Commission (CCPC) gives independent guidance.",
          lists: [
            {
              name: "Independent guidance",
              links: [
                {
                  text: "CCPC – Money",
                  url: "https://www.ccpc.ie/consumers/money/",
                  description:
                    "The Competition and Consumer Protection Commission (CCPC) on bank accounts, fees and charges.",
                },
              ],
            },
          ],
        },
        {
          title: "Digital Banks & Credit Unions",
          icon: "laptop",
          body: "Under the rules of the Single Euro Payments Area (SEPA), an employer or company in Ireland cannot refuse an IBAN from another euro-area country. So a digital account can receive your salary and pay your bills. To join a credit union, ask at the one nearest your home or work.",
          lists: [
            {
              name: "Digital banking",
              links: [
                {
                  text: "Revolut (Ireland)",
                  url: "https://www.revolut.com/en-IE/",
                  description:
                    "Revolut's Irish site: app-based account with an Irish IBAN, cards and instant transfers.",
                },
              ],
            },
          ],
        },
        {
          title: "Opening an Account",
          icon: "file-text",
          body: "Banks ask for photo ID (passport or national ID card) and proof of your Irish address, such as a utility bill or a letter from your college or employer. They may also ask for your Personal Public Service (PPS) number. Banking & Payments Federation Ireland (BPFI) lists the documents banks accept.",
          lists: [
            {
              name: "Documents",
              links: [
                {
                  text: "BPFI – Opening a new personal bank account",
                  url: "https://bpfi.ie/movingaccount/a-guide-to-moving-your-personal-account/opening-a-new-personal-bank-account/",
                  description:
                    "Banking & Payments Federation Ireland (BPFI) on the documents banks accept for ID and address.",
                },
              ],
            },
          ],
        },
        {
          title: "Compare & Switch",
          icon: "search",
          body: "If you find a better account later, you can switch. Under the switching code, your new bank must complete the move within 10 working days of the date you choose.",
          lists: [
            {
              name: "Switching",
              links: [
                {
                  text: "CCPC – Switching your bank account",
                  url: "https://www.ccpc.ie/consumers/money/banking/switching-accounts/",
                  description: "How switching works and what your old and new banks must do.",
                },
                {
                  text: "Bank of Ireland – Account switching steps",
                  url: "https://www.bankofireland.com/help-centre/faq/steps-account-switching-deadlines-need-aware/",
                  description: "A bank's help page on the steps and deadlines of a switch.",
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
        "sepa",
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
        "Ireland is a card-first country. Contactless debit cards and phone wallets work in almost all shops, cafés and pubs, and some places no longer take cash. Rent and bills are usually paid by bank transfer or direct debit from your International Bank Account Number (IBAN). For buses, Luas and trains, a Transport for Ireland (TFI) Leap Card is cheaper than paying cash fares. Never share your PIN (personal identification number) with anyone.",
      lastReviewed: "2026-11-23",
      summary: "Cards, phone payments, transfers and how to pay safely in Ireland.",
      highlights: [
        "Contactless cards and phone wallets work almost everywhere",
        "Rent and bills are paid by transfer or direct debit",
        "Leap Card fares are cheaper than cash",
        "Never share a one-time code or card PIN",
      ],
      cards: [
        {
          title: "Cards & Contactless",
          icon: "credit-card",
          body: "Use a debit card or a phone wallet for everyday spending. For larger amounts, and sometimes for security, the card machine asks for your PIN. The Competition and Consumer Protection Commission (CCPC) explains card charges and your rights.",
          lists: [
            {
              name: "Consumer guidance",
              links: [
                {
                  text: "CCPC – Money",
                  url: "https://www.ccpc.ie/consumers/money/",
                  description:
                    "The Competition and Consumer Protection Commission (CCPC) on bank cards, charges and payments.",
                },
              ],
            },
          ],
        },
        {
          title: "Mobile & Digital Payments",
          icon: "laptop",
          body: "Flatmates often split bills with instant app transfers. In 2026 you can set your Leap Card to top up automatically from your bank account when the balance falls below €10.",
          lists: [
            {
              name: "Apps",
              links: [
                {
                  text: "Revolut (Ireland)",
                  url: "https://www.revolut.com/en-IE/",
                  description: "Revolut's Irish site: app account for instant transfers, bill splitting and cards.",
                },
              ],
            },
            {
              name: "Leap top-up",
              links: [
                {
                  text: "Student Leap Card – How to top up",
                  url: "https://www.studentleapcard.ie/howtotopup",
                  description: "Top up online, in the app, at ticket machines, in shops or automatically.",
                },
              ],
            },
          ],
        },
        {
          title: "Sending Money",
          icon: "globe",
          body: "Compare the exchange rate and the fee before you send or receive money from abroad. Only use a firm that the Central Bank of Ireland has authorised. Be careful if someone asks you to send money urgently: it is a common scam.",
          lists: [
            {
              name: "Check before you send",
              links: [
                {
                  text: "Central Bank of Ireland – Scams",
                  url: "https://www.centralbank.ie/scams",
                  description: "The regulator on how to recognise and report financial scams.",
                },
              ],
            },
          ],
        },
        {
          title: "Payment Safety",
          icon: "shield",
          body: "Never share a one-time code or your PIN, even with someone who says they are from your bank. If you are a victim of fraud, call your bank at once, then report it to the Garda (police). If your bank or payment firm does not fix a problem, complain to the Financial Services and Pensions Ombudsman (FSPO).",
          lists: [
            {
              name: "Report",
              links: [
                {
                  text: "An Garda Síochána – Contact us",
                  url: "https://www.garda.ie/en/contact-us/",
                  description: "Garda page with local station numbers, to report fraud or theft.",
                },
              ],
            },
            {
              name: "Complain",
              links: [
                {
                  text: "FSPO – Make a complaint",
                  url: "https://www.fspo.ie/make-a-complaint/",
                  description:
                    "The Financial Services and Pensions Ombudsman (FSPO): free complaints about banks and payment firms.",
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
        "fspo",
      ],
    },
    {
      slug: "cost-of-living",
      title: "Cost of Living",
      description:
        "What it costs to live in Ireland in 2026: rent, food, transport and study costs, plus free tools to plan and stick to a budget.",
      intro:
        "Ireland, and Dublin in particular, is expensive, and rent is the biggest cost. The Daft.ie report put the national average open-market rent at €2,055 a month in mid-2025, and Dublin is higher. Technological University Dublin (TU Dublin), in its 2023/24 guide, estimated about €14,094 for the academic year (about €1,566 a month) for a student living away from home. If you are from outside the European Economic Area (EEA) and need a study visa, there is a funds rule for courses longer than six months that start after 1 July 2023. You must show immediate access to at least €10,000 for the first year, plus €10,000 for each later year, on top of tuition fees (rule in force in 2026).",
      lastReviewed: "2026-11-23",
      summary: "Typical costs for rent, food and transport, and how to budget for them.",
      highlights: [
        "Rent is the biggest cost, especially in Dublin",
        "Study visa: show €10,000 a year (courses over 6 months, since 2023)",
        "Young Adult Leap Card: half fares for ages 19–25",
        "Minimum wage €14.15 an hour in 2026",
      ],
      cards: [
        {
          title: "Accommodation",
          icon: "house",
          body: "A room in a shared house or student residence costs far less than a whole flat. For tenancies since 9 August 2021, a landlord can ask for at most one month's rent as a deposit plus one month's rent in advance. The Residential Tenancies Board (RTB) publishes official rent data.",
          lists: [
            {
              name: "Rent data",
              links: [
                {
                  text: "RTB – About the Rent Index",
                  url: "https://www.rtb.ie/research/about-the-rent-index",
                  description:
                    "The Residential Tenancies Board (RTB) explains its rent figures from registered tenancies.",
                },
                {
                  text: "TheJournal – Daft.ie rent report (Q2 2025)",
                  url: "https://www.thejournal.ie/rent-double-celtic-tiger-peak-ireland-6798215-Aug2025/",
                  description: "News report: national average rent was €2,055 a month in mid-2025.",
                },
              ],
            },
            {
              name: "Students",
              links: [
                {
                  text: "RTB – Renting in College",
                  url: "https://www.rtb.ie/renting-in-college",
                  description: "The RTB's tips and rules for students who rent.",
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
                  text: "Student Leap Card – FAQs",
                  url: "https://www.studentleapcard.ie/faqs-/",
                  description: "Who can get the card, and student offers at more than 100 retailers.",
                },
              ],
            },
            {
              name: "Free services",
              links: [
                {
                  text: "Dublin City Libraries",
                  url: "https://www.dublincity.ie/library",
                  description:
                    "Dublin City Council's libraries: free membership, study space, Wi-Fi, books and events.",
                },
              ],
            },
          ],
        },
        {
          title: "Transport",
          icon: "bus",
          body: "Since 11 January 2024 the Transport for Ireland (TFI) Young Adult Leap Card gives half fares to people aged 19–25. Full-time students can also get half fares with a Student Leap Card; check its FAQs for the current age and course rules. In Dublin, the TFI 90-minute fare set by the National Transport Authority (NTA) lets you change between bus, Luas and most trains: since June 2024 it costs €2 on an adult Leap Card and €1 at half fare.",
          lists: [
            {
              name: "Fares",
              links: [
                {
                  text: "TFI – Young Adult Leap Card age increase",
                  url: "https://www.transportforireland.ie/campaigns/tfi-young-adult-leap-card-age-increase/",
                  description: "TFI page: half-price public transport for people aged 19–25.",
                },
                {
                  text: "NTA – 2024 fare changes",
                  url: "https://nationaltransport.ie/news/first-phase-of-2024-fares-determination-to-take-effect-from-23rd-june",
                  description:
                    "National Transport Authority (NTA) notice on the 90-minute fare and short fares from June 2024.",
                },
              ],
            },
          ],
        },
        {
          title: "Budgeting Tools",
          icon: "wallet",
          body: "Students on Stamp 2 can work up to 20 hours a week in term. They can work up to 40 hours a week only in June to September and from 15 December to 15 January. The national minimum wage is €14.15 an hour from 1 January 2026. MABS (Money Advice and Budgeting Service) gives free help if you have debts. The Competition and Consumer Protection Commission (CCPC) has free budgeting guides.",
          lists: [
            {
              name: "Plan your money",
              links: [
                {
                  text: "CCPC – Money",
                  url: "https://www.ccpc.ie/consumers/money/",
                  description:
                    "The Competition and Consumer Protection Commission (CCPC) on budgeting and everyday money.",
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
        "Budget for two months' rent at the start: a deposit plus one month in advance.",
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
        "student leap card",
        "student discounts",
        "proof of funds",
        "minimum wage",
        "stamp 2",
      ],
    },
    {
      slug: "savings-investment",
      title: "Savings & Investment",
      description:
        "Saving and investing in Ireland: savings accounts, State Savings, credit unions, the My Future Fund pension and how to avoid scams.",
      intro:
        "Once your bills are covered, build an emergency fund before you invest. Banks, credit unions and State Savings (sold through An Post) are safe places for savings. Interest on Irish deposits is taxed through DIRT (Deposit Interest Retention Tax). Since 1 January 2026, many employees are enrolled automatically in My Future Fund, the new workplace pension scheme. Tax rules on investments in Ireland are complex, so get regulated advice and check any firm before you pay.",
      lastReviewed: "2026-11-23",
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
          body: "Compare interest rates and access rules. Instant-access accounts let you take money out at any time; fixed-term or notice accounts usually pay more. State Savings products are guaranteed by the State and sold through An Post. Prize Bonds pay no interest, but you enter weekly prize draws. The Competition and Consumer Protection Commission (CCPC) compares types of savings.",
          lists: [
            {
              name: "Guidance",
              links: [
                {
                  text: "CCPC – Money",
                  url: "https://www.ccpc.ie/consumers/money/",
                  description:
                    "The Competition and Consumer Protection Commission (CCPC) on saving and financial products.",
                },
              ],
            },
          ],
        },
        {
          title: "Pensions",
          icon: "trending-up",
          body: "In 2026 you are enrolled in My Future Fund if you are 23–60, earn over €20,000 a year and are not in a workplace pension. In 2026 you pay 1.5% of your pay, your employer pays 1.5% and the State adds 0.5%. The rates rise step by step to 6%, 6% and 2% in year 10 (2035), on pay up to €80,000 a year (2026 limit).",
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
                  description: "A law firm's summary of who is enrolled and the contribution rates from 2026.",
                },
              ],
            },
          ],
        },
        {
          title: "Advice & Protection",
          icon: "shield",
          body: "MABS (Money Advice and Budgeting Service) gives free, confidential help with budgets and debt. Before you invest, check that the firm is authorised by the Central Bank of Ireland. For complaints, contact the Financial Services and Pensions Ombudsman (FSPO).",
          lists: [
            {
              name: "Protection",
              links: [
                {
                  text: "Central Bank of Ireland – Scams",
                  url: "https://www.centralbank.ie/scams",
                  description: "The regulator on how to spot investment scams and report them.",
                },
              ],
            },
            {
              name: "Complaints",
              links: [
                {
                  text: "FSPO – Make a complaint",
                  url: "https://www.fspo.ie/make-a-complaint/",
                  description:
                    "The Financial Services and Pensions Ombudsman (FSPO): free complaints about financial products and pensions.",
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
        "mabs",
      ],
    },
  ],
};
