import type { GuideSection } from "./types";

export const transport: GuideSection = {
  slug: "transport",
  title: "Transport",
  navLabel: "Transport",
  icon: "bus",
  description:
    "Get around Ireland: Dublin buses, Luas and DART, intercity trains and coaches, cycling rules and the Leap cards that cut your fares in half.",
  intro:
    "Public transport in Ireland runs under the Transport for Ireland (TFI) brand. In Dublin you will use buses, the Luas tram and the DART (Dublin Area Rapid Transit) and commuter trains. Trains and coaches link the cities. A Leap card makes every trip cheaper. Young adults aged 19 to 25 and many full-time students travel at half price.",
  lastReviewed: "2026-11-23",
  guides: [
    {
      slug: "public-transport",
      title: "Public Transport",
      description:
        "How Dublin's buses, Luas trams, DART and commuter trains work, how to pay with Leap and how the TFI 90-minute fare lets you change for free.",
      intro:
        "Dublin's public transport is run by several companies under one brand, Transport for Ireland (TFI). Dublin Bus and Go-Ahead Ireland run the buses. The Luas tram has a Red line and a Green line. Irish Rail runs the DART (Dublin Area Rapid Transit) along the coast and the commuter trains. Pay with a Leap card: it is cheaper than cash. With the TFI 90-minute fare you can change between bus, Luas and most DART and commuter trains in Dublin and pay once. Cork, Galway, Limerick and Waterford also have city buses.",
      lastReviewed: "2026-11-23",
      summary: "Use Dublin's buses, Luas, DART and trains, and pay less with Leap and the 90-minute fare.",
      highlights: [
        "Dublin Bus, Go-Ahead Ireland, Luas and DART",
        "TFI 90-minute fare: change for free within 90 minutes",
        "Half fares with a Young Adult or Student Leap card",
        "Touch on and off with Leap",
      ],
      cards: [
        {
          title: "Fares & the 90-Minute Fare",
          icon: "ticket",
          body: "From 23 June 2024 the TFI 90-minute fare in Dublin was €2 for adults on Leap. It covers changes between Dublin Bus, Luas, Go-Ahead Ireland and most DART and commuter trains within 90 minutes. From 23 June 2024 the Leap short-journey fare on Luas and Dublin Bus also went up, from €1.30 to €1.50 (€2 in cash). Fares can change, so check the current fare on the TFI website before you budget.",
          lists: [
            {
              name: "Official notice",
              links: [
                {
                  text: "National Transport Authority (NTA) – Fares changes from 23 June 2024",
                  url: "https://nationaltransport.ie/news/first-phase-of-2024-fares-determination-to-take-effect-from-23rd-june",
                  description: "The official notice on the 90-minute fare and the new short fares.",
                },
              ],
            },
          ],
        },
        {
          title: "Paying with Leap",
          icon: "credit-card",
          body: "On a bus, touch your Leap card on the reader when you get on. On the Luas, DART and trains, touch on at the platform validator before you travel and touch off when you leave. Buses do not give change for cash. Plan trips in the TFI Journey Planner or the TFI Live app; BusConnects has renamed many Dublin bus routes.",
          lists: [
            {
              name: "How Leap works",
              links: [
                {
                  text: "Student Leap Card – How to use",
                  url: "https://www.studentleapcard.ie/how-to-use-the-student-leap-card",
                  description: "How to register a Leap card, and how to touch on and off on each type of transport.",
                },
                {
                  text: "Student Leap Card – How to top up",
                  url: "https://www.studentleapcard.ie/howtotopup",
                  description:
                    "Ways to add credit to a Leap card: online, in shops, at machines, in the app or by auto top-up.",
                },
              ],
            },
          ],
        },
        {
          title: "Half Fares",
          icon: "users",
          body: "Since 11 January 2024 people aged 19 to 25 pay half fare with a TFI Young Adult Leap card. Full-time students can also get half fares. In 2024 this made the 90-minute fare €1 instead of €2.",
          lists: [
            {
              name: "Young adults (19–25)",
              links: [
                {
                  text: "TFI – Young Adult Leap Card age increase",
                  url: "https://www.transportforireland.ie/campaigns/tfi-young-adult-leap-card-age-increase/",
                  description: "TFI's page on the Young Adult card for ages 19 to 25 and its 50% discount.",
                },
              ],
            },
            {
              name: "Students",
              links: [
                {
                  text: "Student Leap Card – FAQs",
                  url: "https://www.studentleapcard.ie/faqs-/",
                  description: "Who can get a Student Leap card, what it saves and which discounts it gives.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Get a Leap card on your first day: Leap fares are lower than cash, and buses do not give change.",
        "Wave at the bus as it comes, or it may not stop. Press the bell before your stop to get off.",
        "Always touch on, and touch off on the Luas, DART and trains. Inspectors fine passengers without a valid fare.",
        "Use the TFI Journey Planner or the TFI Live app for real-time departures. Timetables are only a guide in traffic.",
      ],
      keywords: [
        "bus",
        "dublin bus",
        "go-ahead",
        "luas",
        "dart",
        "commuter rail",
        "tfi",
        "90 minute fare",
        "busconnects",
        "nta",
        "journey planner",
        "tfi live",
        "leap",
      ],
    },
    {
      slug: "inter-city-travel",
      title: "Inter-City Travel",
      description:
        "Travel between Irish cities by Irish Rail and coach, reach Dublin Airport and Belfast, and save 50% with a Young Adult or Student Leap card.",
      intro:
        "Ireland is small: Cork, Galway and Belfast are two to three hours from Dublin. Intercity trains leave from Dublin Heuston (Cork, Limerick, Galway, Waterford, Kerry) and Dublin Connolly (Belfast, Sligo, Wexford). Coaches are often cheaper and go to many towns without a train. Young adults aged 19 to 25 and full-time students pay half fare on state-supported trains and buses. On Irish Rail you must show a Student or Young Adult Leap card.",
      lastReviewed: "2026-11-23",
      summary: "Go between cities by train or coach, get to the airport and travel north to Belfast.",
      highlights: [
        "Irish Rail intercity trains from Heuston and Connolly",
        "Bus Éireann Expressway and Citylink coaches",
        "Airport coaches to the city and other counties",
        "Half fares with a Student or Young Adult Leap card",
      ],
      cards: [
        {
          title: "Rail",
          icon: "train-front",
          body: "Book on the Irish Rail website (irishrail.ie) a few days ahead for the cheapest fares and a reserved seat, especially on Friday and Sunday evenings. Since 3 September 2023 Irish Rail accepts only a Student Leap card or a Young Adult Leap card as proof for student fares. A college ID alone is not enough, and you risk a fine.",
          lists: [
            {
              name: "Half fares on trains",
              links: [
                {
                  text: "Transport for Ireland (TFI) – Young Adult Leap Card age increase",
                  url: "https://www.transportforireland.ie/campaigns/tfi-young-adult-leap-card-age-increase/",
                  description: "Half fares for people aged 19 to 25 on TFI services, trains included.",
                },
              ],
            },
          ],
        },
        {
          title: "Coach & Bus",
          icon: "bus",
          body: "Bus Éireann runs regional buses and the Expressway coaches between cities. Private companies such as Citylink also run intercity coaches. Young adults and students pay half fare on state-supported (public service obligation, PSO) buses and on some private coaches.",
          lists: [
            {
              name: "State-supported fares",
              links: [
                {
                  text: "National Transport Authority (NTA) – Fares changes from 23 June 2024",
                  url: "https://nationaltransport.ie/news/first-phase-of-2024-fares-determination-to-take-effect-from-23rd-june",
                  description: "The official notice on fares for state-supported services from June 2024.",
                },
              ],
            },
          ],
        },
        {
          title: "Student & Young Adult Cards",
          icon: "id-card",
          body: "Carry your Student or Young Adult Leap card on every intercity trip. Register it online so you keep your balance if you lose it.",
          lists: [
            {
              name: "Student Leap card",
              links: [
                {
                  text: "Student Leap Card – FAQs",
                  url: "https://www.studentleapcard.ie/faqs-/",
                  description: "Who can get a Student Leap card and how much it saves on travel.",
                },
                {
                  text: "Student Leap Card – How to use",
                  url: "https://www.studentleapcard.ie/how-to-use-the-student-leap-card",
                  description: "How to register the card and touch on and off on trains and buses.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Dublin Airport has no train. Aircoach, Dublin Express and some TFI local buses go to the city; Aircoach and others also go to other counties.",
        "Compare train and coach: coaches are often cheaper and reach towns that have no station.",
        "Northern Ireland is part of the United Kingdom (UK). Before you cross the border, even by train or bus, check whether you need a UK visa or electronic travel authorisation.",
        "Carry your passport and Irish Residence Permit (IRP) card when you travel to Northern Ireland.",
      ],
      keywords: [
        "intercity",
        "train",
        "irish rail",
        "iarnrod eireann",
        "heuston",
        "connolly",
        "bus eireann",
        "expressway",
        "citylink",
        "aircoach",
        "dublin express",
        "airport",
        "belfast",
        "translink",
        "coach",
      ],
    },
    {
      slug: "cycling",
      title: "Cycling",
      description:
        "Cycling and e-scooters in Ireland: the Cycle to Work scheme, road rules, e-scooter law, dublinbikes bike share and keeping your bike safe.",
      intro:
        "Dublin is flat and compact, and cycling is often the quickest way across the city. Cycle lanes are growing, but traffic can be heavy, so ride carefully. Lock your bike well, because bike theft is common. The dublinbikes bike share has stations across the city centre. E-scooters have been legal on public roads since 20 May 2024, with strict rules.",
      lastReviewed: "2026-11-23",
      summary: "Cycle or scoot safely in Dublin, buy a bike tax-free and know the rules of the road.",
      highlights: [
        "Cycle to Work scheme for employees",
        "E-scooter rules: 16+, 20 km/h, no footpaths",
        "Lights and road rules for cyclists",
        "How to prevent and report bike theft",
      ],
      cards: [
        {
          title: "Buying a Bike",
          icon: "shopping-bag",
          body: "If you work for an Irish employer, the Cycle to Work scheme lets you buy a bike tax-free through your salary, once every four years. The limits set in 2023 are €1,250 for a bike, €1,500 for an e-bike and €3,000 for a cargo bike. Second-hand bikes are cheaper, but check they are not stolen.",
          lists: [
            {
              name: "Cycle to Work",
              links: [
                {
                  text: "Chartered Accountants Ireland – Cycle to Work scheme limits",
                  url: "https://www.charteredaccountants.ie/News/enhanced-cycle-to-work-scheme-(section-9)",
                  description: "An explainer of the tax-free Cycle to Work scheme and its limits for employees.",
                },
              ],
            },
          ],
        },
        {
          title: "Safety & E-Scooters",
          icon: "shield",
          body: "Use a white front light and a red rear light after dark, stay off footpaths and obey traffic lights. E-scooter riders must be 16 or older and keep to 20 km/h. They may not carry passengers or goods, or ride on footpaths. The scooter may weigh no more than 25 kg. E-scooters need no registration, tax, insurance or licence.",
          lists: [
            {
              name: "E-scooter law",
              links: [
                {
                  text: "E-scooter information leaflet",
                  url: "https://www.mpps.ie/page/E-Scooter-Information-Leaflet/214725/Index.html",
                  description: "A council-issued summary of the e-scooter rules, including age, speed and insurance.",
                },
              ],
            },
          ],
        },
        {
          title: "Bike Theft",
          icon: "key",
          body: "Lock your bike to a fixed stand with a strong D-lock. If it is stolen, report it to An Garda Síochána (the Irish police) at your local station and give them the frame number.",
          lists: [
            {
              name: "Report a theft",
              links: [
                {
                  text: "An Garda Síochána – Contact us",
                  url: "https://www.garda.ie/en/contact-us/",
                  description: "Find the phone number of your local Garda station to report a stolen bike.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Lock the frame and a wheel to a fixed stand with a strong D-lock; cable locks are easy to cut.",
        "Photograph your bike and note its frame number so you can report it to the Gardaí if it is stolen.",
        "Wear bright clothing and use lights after dark; winter evenings get dark before 5pm.",
        "For short trips in the city centre, try the dublinbikes bike share; buy a subscription if you use it often.",
      ],
      keywords: [
        "bike",
        "bicycle",
        "cycling",
        "dublinbikes",
        "bike share",
        "cycle to work",
        "e-bike",
        "e-scooter",
        "scooter",
        "rsa",
        "bike theft",
        "cycle lanes",
      ],
    },
    {
      slug: "transport-cards",
      title: "Transport Cards",
      description:
        "TFI Leap, Young Adult and Student Leap cards explained: who can get them, how to register and top up, and how to pay half fare in Ireland.",
      intro:
        "The Transport for Ireland (TFI) Leap card is Ireland's reusable travel card. You load money on it and touch it on readers on buses, Luas trams, DART (Dublin Area Rapid Transit) and other trains. Leap fares are lower than cash. You can buy a standard adult Leap card in many shops. Since 11 January 2024 people aged 19 to 25 can get the TFI Young Adult Leap card for 50% off. The Student Leap card also gives student fares and shop discounts, but who can get it has changed, so check before you order.",
      lastReviewed: "2026-11-23",
      summary: "Choose the right Leap card, register it and top up so you always pay the lowest fare.",
      highlights: [
        "Adult, Young Adult (19–25) and Student Leap cards",
        "50% off fares with a Young Adult card",
        "Top up online, in shops, at machines or in the app",
        "Register your card to protect your balance",
      ],
      cards: [
        {
          title: "Young Adult Leap Card (19–25)",
          icon: "credit-card",
          body: "If you are aged 19 to 25, order a TFI Young Adult Leap card. Since 11 January 2024 it gives 50% off fares on TFI services, including Irish Rail trains.",
          lists: [
            {
              name: "Young Adult card",
              links: [
                {
                  text: "TFI – Young Adult Leap Card age increase",
                  url: "https://www.transportforireland.ie/campaigns/tfi-young-adult-leap-card-age-increase/",
                  description: "TFI's page on the Young Adult card: who qualifies and the 50% discount.",
                },
              ],
            },
          ],
        },
        {
          title: "Student Leap Card",
          icon: "id-card",
          body: "The Student Leap card is for full-time second-level and third-level students with at least 16 hours of classes a week. In 2025 it offered savings of up to 66% on travel and discounts in over 100 shops, and it can work as student ID. Press reports in November 2025 said it is now mainly for students aged 16 to 18 or over 25, who cannot get the Young Adult card. Check the FAQs for the current rules before you order.",
          lists: [
            {
              name: "Who can get it",
              links: [
                {
                  text: "Student Leap Card – FAQs",
                  url: "https://www.studentleapcard.ie/faqs-/",
                  description: "Who is eligible, what you save on travel and which shop discounts apply.",
                },
              ],
            },
            {
              name: "Using it",
              links: [
                {
                  text: "Student Leap Card – How to use",
                  url: "https://www.studentleapcard.ie/how-to-use-the-student-leap-card",
                  description: "Registering the card, touching on and off, and using it as student ID.",
                },
              ],
            },
          ],
        },
        {
          title: "Top-ups & Fares",
          icon: "wallet",
          body: "Top up online, in Payzone shops, at Luas and rail ticket machines, or with the TFI Leap Top-Up app on a phone with NFC (contactless). Auto top-up refills your card from your bank account when the balance runs low.",
          lists: [
            {
              name: "Top up",
              links: [
                {
                  text: "Student Leap Card – How to top up",
                  url: "https://www.studentleapcard.ie/howtotopup",
                  description: "All the ways to add credit to a Leap card, including the app and auto top-up.",
                },
              ],
            },
            {
              name: "Fares",
              links: [
                {
                  text: "National Transport Authority (NTA) – Fares changes from 23 June 2024",
                  url: "https://nationaltransport.ie/news/first-phase-of-2024-fares-determination-to-take-effect-from-23rd-june",
                  description: "The official notice on the 90-minute fare and short fares on Leap.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Register your Leap card online (from 24 hours after you buy it) so you keep your balance if it is lost or stolen.",
        "If you are 19 to 25, get the Young Adult card. If you are a student of another age, check the Student Leap card FAQs.",
        "Online top-ups reach your card only after you touch it on a validator or ticket machine, so top up before your trip.",
        "Irish Rail only accepts a Student or Young Adult Leap card as proof for student fares, so carry it on every train.",
      ],
      keywords: [
        "leap",
        "leap card",
        "student leap",
        "student leap card",
        "tfi",
        "young adult card",
        "young adult leap card",
        "yac",
        "top up",
        "travel card",
        "fare cap",
        "90 minute fare",
      ],
    },
  ],
  tips: [
    "Get a Leap card as soon as you arrive; Leap fares are cheaper than cash on every TFI service.",
    "If you are 19 to 25, get a Young Adult Leap card to travel at half price. Full-time students of other ages should check the Student Leap card.",
    "Use the TFI Journey Planner to compare routes and find the quickest option from your address.",
    "Lock your bike with a strong D-lock: bike theft is common in Irish cities.",
  ],
};
