import type { GuideSection } from "./types";

export const transport: GuideSection = {
  slug: "transport",
  title: "Transport",
  navLabel: "Transport",
  icon: "bus",
  description:
    "Get around Ireland: Dublin buses, Luas and DART, intercity trains and coaches, cycling rules and the Leap cards that cut your fares in half.",
  intro:
    "Public transport in Ireland runs under the Transport for Ireland (TFI) brand. In Dublin you will use buses, the Luas tram and the DART and commuter trains; trains and coaches link the cities. A Leap card makes every trip cheaper, and young adults and students can travel at half price.",
  lastReviewed: "2026-11-22",
  guides: [
    {
      slug: "public-transport",
      title: "Public Transport",
      description:
        "How Dublin's buses, Luas trams, DART and commuter trains work, how to pay with Leap and how the TFI 90-minute fare lets you change for free.",
      intro:
        "Dublin's public transport is run by several operators under one brand, Transport for Ireland (TFI): Dublin Bus and Go-Ahead Ireland buses, the Luas tram (Red and Green lines) and Irish Rail's DART and commuter trains. Pay with a Leap card: it is cheaper than cash, and the TFI 90-minute fare lets you change between bus, Luas and most DART and commuter trains in Dublin for one fare. Cork, Galway, Limerick and Waterford have city buses that also take Leap.",
      lastReviewed: "2026-11-22",
      summary: "Use Dublin's buses, Luas, DART and trains, and pay less with Leap and the 90-minute fare.",
      highlights: [
        "Dublin Bus, Go-Ahead Ireland, Luas and DART",
        "TFI 90-minute fare: change for free within 90 minutes",
        "Half fares with a Young Adult or Student Leap card",
        "Live times in the TFI Journey Planner",
      ],
      cards: [
        {
          title: "Buses",
          icon: "bus",
          body: "Buses are the backbone of Dublin transport. Tap your Leap card on the reader when you get on. BusConnects has renamed many routes, so check the current map before you travel.",
          lists: [
            {
              name: "Operators",
              links: [
                {
                  text: "Dublin Bus",
                  url: "https://www.dublinbus.ie/",
                  description: "Routes, timetables and service updates for Dublin's main bus operator.",
                },
                {
                  text: "Go-Ahead Ireland",
                  url: "https://www.goahead.ie/",
                  description: "Runs many TFI bus routes in Dublin and the commuter belt.",
                },
              ],
            },
            {
              name: "Network changes",
              links: [
                {
                  text: "BusConnects",
                  url: "https://www.busconnects.ie/",
                  description: "The NTA's redesign of Dublin's bus network: new route names and maps.",
                },
              ],
            },
          ],
        },
        {
          title: "Luas & DART",
          icon: "train",
          body: "On the Luas, DART and trains you touch your Leap card on the platform validator or gate before you travel and touch off when you leave.",
          lists: [
            {
              name: "Tram and rail",
              links: [
                {
                  text: "Luas",
                  url: "https://www.luas.ie/",
                  description: "Dublin's tram: Red and Green line maps, stops and fares.",
                },
                {
                  text: "Irish Rail – DART and Commuter",
                  url: "https://www.irishrail.ie/",
                  description: "DART along the coast and commuter trains into Dublin.",
                },
              ],
            },
          ],
        },
        {
          title: "Journey Planning",
          icon: "map-pin",
          lists: [
            {
              name: "Plan your trip",
              links: [
                {
                  text: "TFI Journey Planner",
                  url: "https://journeyplanner.transportforireland.ie/",
                  description: "Door-to-door routes across bus, Luas, DART and rail.",
                },
                {
                  text: "Transport for Ireland (TFI)",
                  url: "https://www.transportforireland.ie/",
                  description: "Routes, fares, maps and service alerts for all TFI services.",
                },
              ],
            },
          ],
        },
        {
          title: "Fares",
          icon: "ticket",
          body: "From June 2024 the TFI 90-minute fare was €2 for adults on Leap and €1 with a Young Adult or Student Leap card. Fares can change, so check TFI for current prices before you budget.",
          lists: [
            {
              name: "Official guidance",
              links: [
                {
                  text: "NTA – Fares changes from 23 June 2024",
                  url: "https://nationaltransport.ie/news/first-phase-of-2024-fares-determination-to-take-effect-from-23rd-june",
                  description: "The National Transport Authority's notice on the 90-minute fare and short fares.",
                },
                {
                  text: "TFI Leap Card",
                  url: "https://www.leapcard.ie/",
                  description: "Buy, register and top up the Leap card.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Get a Leap card on your first day: Leap fares are lower than cash, and buses do not give change.",
        "Wave at the bus as it comes, or it may not stop; press the bell before your stop to get off.",
        "Always touch on, and touch off on Luas, DART and trains; inspectors fine passengers without a valid fare.",
        "Use the TFI Journey Planner or the TFI Live app for real-time departures; timetables are only a guide in traffic.",
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
      ],
    },
    {
      slug: "inter-city-travel",
      title: "Inter-City Travel",
      description:
        "Travel between Irish cities by Irish Rail and coach, reach Dublin Airport and Belfast, and save 50% with a Young Adult or Student Leap card.",
      intro:
        "Ireland is small: Cork, Galway and Belfast are two to three hours from Dublin. Intercity trains leave from Dublin Heuston (Cork, Limerick, Galway, Waterford, Kerry) and Dublin Connolly (Belfast, Sligo, Wexford). Coaches are often cheaper and go to many towns without a train. Full-time students and young adults aged 19–25 pay half fare on state-supported train and bus services, but on Irish Rail you must show a Student or Young Adult Leap card.",
      lastReviewed: "2026-11-22",
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
          icon: "train",
          body: "Book online ahead of time for the cheapest train fares and a reserved seat, especially on Friday and Sunday evenings.",
          lists: [
            {
              name: "Trains",
              links: [
                {
                  text: "Irish Rail (Iarnród Éireann)",
                  url: "https://www.irishrail.ie/",
                  description: "Intercity timetables, online booking and seat reservations.",
                },
                {
                  text: "TFI Journey Planner",
                  url: "https://journeyplanner.transportforireland.ie/",
                  description: "Combine train and bus for journeys around the country.",
                },
              ],
            },
            {
              name: "Discounts",
              links: [
                {
                  text: "TFI – Young Adult Leap Card",
                  url: "https://www.transportforireland.ie/campaigns/tfi-young-adult-leap-card-age-increase/",
                  description: "Half fares for people aged 19–25 on TFI services, including trains.",
                },
              ],
            },
          ],
        },
        {
          title: "Coach & Bus",
          icon: "bus",
          lists: [
            {
              name: "Coach operators",
              links: [
                {
                  text: "Bus Éireann",
                  url: "https://www.buseireann.ie/",
                  description: "The national bus company: regional, town and commuter routes.",
                },
                {
                  text: "Expressway",
                  url: "https://www.expressway.ie/",
                  description: "Bus Éireann's intercity coaches between the main cities.",
                },
                {
                  text: "Citylink",
                  url: "https://www.citylink.ie/",
                  description: "Coaches between Galway, Dublin, Dublin Airport and the west.",
                },
              ],
            },
          ],
        },
        {
          title: "Airport Connections",
          icon: "plane",
          body: "Dublin Airport has no train. Express coaches run to the city centre and other counties, and some TFI local buses also serve the airport for a lower fare.",
          lists: [
            {
              name: "Airport",
              links: [
                {
                  text: "Dublin Airport",
                  url: "https://www.dublinairport.com/",
                  description: "Flights, terminals and all transport options to and from the airport.",
                },
              ],
            },
            {
              name: "Airport coaches",
              links: [
                {
                  text: "Aircoach",
                  url: "https://www.aircoach.ie/",
                  description: "Coaches from Dublin Airport to the city, Cork, Belfast and more.",
                },
                {
                  text: "Dublin Express",
                  url: "https://www.dublinexpress.ie/",
                  description: "Express coach between the airport and Dublin city centre.",
                },
              ],
            },
          ],
        },
        {
          title: "Northern Ireland & Beyond",
          icon: "globe",
          body: "Northern Ireland is part of the UK. Before you cross the border, even by train or bus, check whether you need a UK visa or electronic travel authorisation.",
          lists: [
            {
              name: "Northern Ireland transport",
              links: [
                {
                  text: "Translink",
                  url: "https://www.translink.co.uk/",
                  description: "Trains and buses in Northern Ireland, including Belfast services.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Irish Rail accepts only a Student or Young Adult Leap card for student fares; a college ID alone is not enough and you risk a fine.",
        "Book trains online a few days ahead for lower fares, and reserve a seat for busy weekend trips.",
        "Compare train and coach: coaches are often cheaper and reach towns that have no station.",
        "Carry your passport and Irish Residence Permit (IRP) card when travelling to Northern Ireland.",
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
        "Cycling and e-scooters in Ireland: dublinbikes bike share, the Cycle to Work scheme, road rules, e-scooter law and keeping your bike safe.",
      intro:
        "Dublin is flat and compact, and cycling is often the quickest way across the city. Cycle lanes are growing but traffic can be heavy, so ride carefully and lock your bike well, because bike theft is common. E-scooters are legal on public roads since 20 May 2024, with strict rules.",
      lastReviewed: "2026-11-22",
      summary: "Cycle or scoot safely in Dublin, use bike share and know the rules of the road.",
      highlights: [
        "dublinbikes bike share in the city centre",
        "Cycle to Work scheme for employees",
        "E-scooter rules: 16+, 20 km/h, no footpaths",
        "How to prevent and report bike theft",
      ],
      cards: [
        {
          title: "Bike Share",
          icon: "bike",
          body: "dublinbikes has docking stations across the city centre. It suits short trips; buy a subscription if you will use it often.",
          lists: [
            {
              name: "Bike share",
              links: [
                {
                  text: "dublinbikes",
                  url: "https://www.dublinbikes.ie/",
                  description: "Station map, live bike availability and subscriptions.",
                },
              ],
            },
          ],
        },
        {
          title: "Buying a Bike",
          icon: "shopping-bag",
          body: "If you work for an Irish employer, the Cycle to Work scheme lets you buy a bike tax-free through your salary: up to €1,250, €1,500 for an e-bike, once every four years. Second-hand bikes are cheaper but check they are not stolen.",
          lists: [
            {
              name: "Cycle to Work",
              links: [
                {
                  text: "Chartered Accountants Ireland – Cycle to Work scheme limits",
                  url: "https://www.charteredaccountants.ie/News/enhanced-cycle-to-work-scheme-(section-9)",
                  description: "How the tax-free Cycle to Work scheme works and its limits.",
                },
              ],
            },
            {
              name: "Clubs and group rides",
              links: [
                {
                  text: "Cycling Ireland",
                  url: "https://www.cycling.ie/",
                  description: "Find a cycling club, leisure rides and events.",
                },
              ],
            },
          ],
        },
        {
          title: "Safety & Rules",
          icon: "shield",
          body: "Use a front white light and a rear red light after dark, stay off footpaths and obey traffic lights. E-scooter riders must be 16 or older, keep to 20 km/h and carry no passengers.",
          lists: [
            {
              name: "Official guidance",
              links: [
                {
                  text: "gov.ie – E-scooters",
                  url: "https://gov.ie/ga/foilsiuchan/8a0ba-e-scooters",
                  description: "The law on e-scooters on public roads.",
                },
                {
                  text: "Road Safety Authority",
                  url: "https://www.rsa.ie/",
                  description: "Road safety advice for cyclists and e-scooter users.",
                },
              ],
            },
            {
              name: "Bike theft",
              links: [
                {
                  text: "An Garda Síochána – Contact us",
                  url: "https://www.garda.ie/en/contact-us/",
                  description: "Find your local Garda station to report a stolen bike.",
                },
              ],
            },
          ],
        },
        {
          title: "Routes & Planning",
          icon: "map-pin",
          lists: [
            {
              name: "Resources",
              links: [
                {
                  text: "TFI Journey Planner",
                  url: "https://journeyplanner.transportforireland.ie/",
                  description: "Plan trips that combine cycling with public transport.",
                },
                {
                  text: "Dublin Cycling Campaign",
                  url: "https://www.dublincycling.com/",
                  description: "Volunteer group with news and advice on cycling in Dublin.",
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
        "E-scooters must weigh no more than 25 kg and need no licence, tax or insurance, but you must never ride on footpaths.",
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
        "The TFI Leap card is Ireland's reusable travel card. You load money on it and touch it on readers on buses, Luas, DART and trains; Leap fares are lower than cash, and fare caps limit what frequent travellers spend. Young adults aged 19–25 can get the TFI Young Adult Leap card for 50% off. The Student Leap card also gives student fares and retail discounts; its eligibility has changed in recent years, so check who it is for before you order.",
      lastReviewed: "2026-11-22",
      summary: "Choose the right Leap card, register it and top up so you always pay the lowest fare.",
      highlights: [
        "Adult, Young Adult (19–25) and Student Leap cards",
        "50% off fares with a Young Adult or Student card",
        "Top up online, in shops, at machines or in the app",
        "Register your card to protect your balance",
      ],
      cards: [
        {
          title: "TFI Leap Card",
          icon: "credit-card",
          body: "You can buy a standard Leap card in many shops and top it up at once. If you are 19–25, order a Young Adult card instead for half fares.",
          lists: [
            {
              name: "Leap card",
              links: [
                {
                  text: "TFI Leap Card",
                  url: "https://www.leapcard.ie/",
                  description: "Buy, register, top up and check the balance of your Leap card.",
                },
              ],
            },
            {
              name: "Young Adult card (19–25)",
              links: [
                {
                  text: "TFI – Young Adult Leap Card",
                  url: "https://www.transportforireland.ie/campaigns/tfi-young-adult-leap-card-age-increase/",
                  description: "Who qualifies for the Young Adult card and what it saves you.",
                },
                {
                  text: "NTA – Half fares for 24 and 25 year olds",
                  url: "https://www.nationaltransport.ie/ga/news/extended-young-adult-card-fare-now-live-so-24-and-25-year-olds-can-travel-half-price/",
                  description: "The National Transport Authority's notice on the age extension.",
                },
              ],
            },
          ],
        },
        {
          title: "Student Leap Card",
          icon: "id-card",
          body: "The Student Leap card is for full-time students with at least 16 hours of classes a week. It can also work as student ID and gives discounts in over 100 shops and services.",
          lists: [
            {
              name: "Get the card",
              links: [
                {
                  text: "Student Leap Card",
                  url: "https://www.studentleapcard.ie/",
                  description: "Apply for the card and see current student offers.",
                },
                {
                  text: "Student Leap Card – FAQs",
                  url: "https://www.studentleapcard.ie/faqs-/",
                  description: "Who is eligible, what you save and which discounts apply.",
                },
              ],
            },
            {
              name: "Using it",
              links: [
                {
                  text: "Student Leap Card – How to use",
                  url: "https://www.studentleapcard.ie/how-to-use-the-student-leap-card",
                  description: "Registering, touching on and off, and using it as ID.",
                },
              ],
            },
          ],
        },
        {
          title: "Top-ups & Fares",
          icon: "wallet",
          body: "Top up online, at Payzone shops, at Luas and rail ticket machines, or with the TFI Leap Top-Up app on a phone with NFC. Auto top-up refills your card from your bank account when the balance runs low.",
          lists: [
            {
              name: "Top up",
              links: [
                {
                  text: "Student Leap Card – How to top up",
                  url: "https://www.studentleapcard.ie/howtotopup",
                  description: "All the ways to add credit or tickets to a Leap card.",
                },
              ],
            },
            {
              name: "Fares",
              links: [
                {
                  text: "NTA – Fares changes from 23 June 2024",
                  url: "https://nationaltransport.ie/news/first-phase-of-2024-fares-determination-to-take-effect-from-23rd-june",
                  description: "The 90-minute fare and short fares on Leap explained.",
                },
                {
                  text: "Transport for Ireland (TFI)",
                  url: "https://www.transportforireland.ie/",
                  description: "Current fares and fare caps for TFI services.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Register your Leap card online (from 24 hours after you buy it) so you keep your balance if it is lost or stolen.",
        "If you are 19–25, get the Young Adult card; students outside that age range should check studentleapcard.ie for eligibility.",
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
    "If you are 19–25 or a full-time student, get a Young Adult or Student Leap card to travel at half price.",
    "Use the TFI Journey Planner to compare routes and find the quickest option from your address.",
    "Lock your bike with a strong D-lock: bike theft is common in Irish cities.",
  ],
};
