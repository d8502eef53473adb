import type { GuideSection } from "./types";

export const housing: GuideSection = {
  slug: "housing",
  title: "Housing",
  navLabel: "Housing",
  icon: "home",
  description:
    "Find student rooms and rentals in Ireland, know your deposit and tenancy rights, avoid rental scams and choose the right Dublin area.",
  intro:
    "Housing is the hardest part of moving to Ireland, especially in Dublin. Rents are high and there are few homes to rent, so start early, know your rights as a tenant and learn how to spot a scam before you pay anything.",
  lastReviewed: "2026-11-22",
  guides: [
    {
      slug: "student-accommodation",
      title: "Student Accommodation",
      description:
        "On-campus residences, private student housing, digs and shared rentals in Ireland: where to look, what it costs and your rights as a student.",
      intro:
        "Students in Ireland live in college residences, private student buildings, digs (a room in a family home) or a shared house or flat. College rooms are limited and go fast, so apply as soon as you accept your place. Since 2019 student-specific accommodation is covered by the Residential Tenancies Board (RTB), so you have clear rights on deposits, notice and disputes.",
      lastReviewed: "2026-11-22",
      summary: "Compare college residences, private student housing, digs and shared rentals, and know your rights.",
      highlights: [
        "On-campus rooms at Trinity, UCD and other colleges",
        "Listings sites for rooms and shared houses",
        "Digs: renting a room in a family home",
        "RTB rules on deposits and notice for students",
      ],
      cards: [
        {
          title: "University Accommodation",
          icon: "building",
          body: "College rooms are the safest option but places are limited. Apply as soon as you have an offer; non-EU students can often apply once the offer is unconditional.",
          lists: [
            {
              name: "Trinity College Dublin",
              links: [
                {
                  text: "Trinity College Dublin – On-Campus Accommodation",
                  url: "https://www.tcd.ie/accommodation/on-campus/",
                  description: "Rooms on the city-centre campus and in Trinity's newer residences.",
                },
                {
                  text: "Trinity College Dublin – Apply for a Room",
                  url: "https://www.tcd.ie/accommodation/getting-rooms/apply-for-a-room/",
                  description: "How and when to apply for a Trinity room online.",
                },
              ],
            },
            {
              name: "University College Dublin",
              links: [
                {
                  text: "UCD Residences",
                  url: "https://www.ucd.ie/residences/",
                  description: "Student residences on the Belfield campus in south Dublin.",
                },
                {
                  text: "UCD Residences – FAQs",
                  url: "https://www.ucd.ie/residences/faqs",
                  description: "Answers on booking, payments and moving in, with the residences contact.",
                },
              ],
            },
          ],
        },
        {
          title: "Private & Purpose-Built Listings",
          icon: "search",
          body: "Private student buildings and shared houses are listed on the main property sites. Filter by area and room type, and set up alerts because good rooms go within hours.",
          lists: [
            {
              name: "Where to look",
              links: [
                {
                  text: "Daft.ie",
                  url: "https://www.daft.ie/",
                  description: "Ireland's biggest site for rooms, flats and houses to rent.",
                },
                {
                  text: "Rent.ie",
                  url: "https://www.rent.ie/",
                  description: "Rooms to rent and house shares across Ireland.",
                },
                {
                  text: "MyHome.ie – Rentals",
                  url: "https://www.myhome.ie/rentals/ireland/property-to-rent",
                  description: "Rental homes listed by estate agents and landlords.",
                },
              ],
            },
          ],
        },
        {
          title: "Digs & Renting a Room",
          icon: "key",
          body: "In digs you rent a room in the owner's home, often with some meals. It is usually cheaper, but you are a lodger, not a tenant, so RTB tenancy rules do not apply. Agree the rent, house rules and notice in writing.",
          lists: [
            {
              name: "Official guidance",
              links: [
                {
                  text: "Revenue – Rent-a-Room Relief",
                  url: "https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/land-and-property/rent-a-room-relief/qualifying-conditions.aspx",
                  description: "The tax rules for homeowners who let a room, including to students.",
                },
                {
                  text: "Revenue – How to claim the Rent Tax Credit",
                  url: "https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/land-and-property/rent-credit/how-to-claim.aspx",
                  description: "How tenants, including students in digs, claim tax back on rent paid.",
                },
              ],
            },
          ],
        },
        {
          title: "Your Rights & Staying Safe",
          icon: "shield",
          body: "A landlord can ask for no more than one month's rent as a deposit plus one month in advance. In student-specific accommodation you can end your agreement with 28 days' notice.",
          lists: [
            {
              name: "Your rights",
              links: [
                {
                  text: "RTB – Renting in College",
                  url: "https://www.rtb.ie/renting-in-college",
                  description: "The Residential Tenancies Board's guide for students who rent.",
                },
                {
                  text: "Citizens Information – Renting a Home",
                  url: "https://www.citizensinformation.ie/en/housing/renting-a-home/",
                  description: "Plain-language guide to tenants' rights and responsibilities.",
                },
              ],
            },
            {
              name: "Support",
              links: [
                {
                  text: "Threshold",
                  url: "https://www.threshold.ie/",
                  description: "Free, confidential advice for private renters.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Start searching at least 3-4 months before you arrive, and apply for college rooms the day applications open.",
        "Never pay a deposit or rent before you or someone you trust has viewed the room and met the landlord.",
        "In student-specific accommodation you can be asked for at most one month's deposit plus one month's rent in advance.",
        "Book a hostel or short let for your first weeks so you can view rooms in person instead of renting from abroad.",
      ],
      keywords: [
        "student accommodation",
        "student housing",
        "residences",
        "campus",
        "pbsa",
        "digs",
        "lodger",
        "rent a room",
        "rtb",
        "daft",
        "deposit",
        "rent tax credit",
      ],
    },
    {
      slug: "rental-process",
      title: "Rental Process",
      description:
        "How to rent a home in Ireland step by step: finding a place, avoiding scams, deposit limits, RTB registration, tenant rights and where to get help.",
      intro:
        "Renting in Ireland moves fast: good places are gone within days. Prepare your documents before you start, view every place in person, and never pay before you are sure the letting is real. Your deposit and rent increases are limited by law, and tenancies created from 1 March 2026 come under new rules with longer, more secure tenancies.",
      lastReviewed: "2026-11-22",
      summary: "Find a place, check it is genuine, sign safely and know your rights as a tenant.",
      highlights: [
        "Deposit capped at one month's rent plus one month in advance",
        "How to spot and avoid rental scams",
        "New tenancy rules from 1 March 2026",
        "Free help from the RTB and Threshold",
      ],
      cards: [
        {
          title: "Finding a Place",
          icon: "search",
          body: "Have a short message ready about yourself, plus references, proof of income or student status and ID. Reply quickly and ask for a viewing.",
          lists: [
            {
              name: "Where to look",
              links: [
                {
                  text: "Daft.ie",
                  url: "https://www.daft.ie/",
                  description: "The main Irish site for rooms, flats and houses to rent.",
                },
                {
                  text: "MyHome.ie",
                  url: "https://www.myhome.ie/",
                  description: "Rental listings, mostly from estate agents.",
                },
                {
                  text: "Rent.ie",
                  url: "https://www.rent.ie/",
                  description: "Rooms, flats and house shares.",
                },
              ],
            },
          ],
        },
        {
          title: "Before You Pay",
          icon: "alert-triangle",
          body: "Rental scams are common, especially before the college year starts. Warning signs: a rent far below the area average, a landlord who is 'abroad' and cannot show the place, and pressure to pay by transfer to hold it.",
          lists: [
            {
              name: "Steps",
              links: [
                {
                  text: "RTB – Renting in College: top tips",
                  url: "https://onestopshop.rtb.ie/renting-in-college/",
                  description: "View before you pay and check the tenancy is registered with the RTB.",
                },
                {
                  text: "Residential Tenancies Act 2004, section 19B",
                  url: "https://revisedacts.lawreform.ie/eli/2004/act/27/section/19B/revised/en/html",
                  description: "The law limiting deposits and rent paid in advance.",
                },
              ],
            },
            {
              name: "Scam warnings",
              links: [
                {
                  text: "Central Bank of Ireland – Scams",
                  url: "https://www.centralbank.ie/scams",
                  description: "How to recognise common scams and what to do if you paid a fraudster.",
                },
                {
                  text: "An Garda Síochána",
                  url: "https://www.garda.ie/",
                  description: "Report a rental scam or fraud to the Irish police.",
                },
              ],
            },
          ],
        },
        {
          title: "Your Rights as a Tenant",
          icon: "scale",
          body: "Your landlord must register the tenancy with the RTB, give you a rent book or written terms, and keep the home in good repair. Rent increases during a tenancy are capped by law across the whole country.",
          lists: [
            {
              name: "Official guidance",
              links: [
                {
                  text: "Residential Tenancies Board (RTB)",
                  url: "https://www.rtb.ie/",
                  description: "The state body that registers tenancies and settles landlord and tenant disputes.",
                },
                {
                  text: "Citizens Information – Renting a Home",
                  url: "https://www.citizensinformation.ie/en/housing/renting-a-home/",
                  description: "Leases, notice periods, rent reviews and minimum standards explained.",
                },
                {
                  text: "SpunOut – Renting and the Law",
                  url: "https://spunout.ie/life/article/renting-and-the-law",
                  description: "A short, young-person-friendly guide to tenants' rights and duties.",
                },
              ],
            },
            {
              name: "Money back",
              links: [
                {
                  text: "Revenue – How to claim the Rent Tax Credit",
                  url: "https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/land-and-property/rent-credit/how-to-claim.aspx",
                  description: "Tenants who pay tax can claim up to €1,000 a year back on rent.",
                },
              ],
            },
          ],
        },
        {
          title: "Help & Disputes",
          icon: "life-buoy",
          body: "If your landlord keeps your deposit without a good reason or tries to end your tenancy unfairly, get advice quickly. The RTB dispute service is the official route.",
          lists: [
            {
              name: "Support",
              links: [
                {
                  text: "Threshold",
                  url: "https://www.threshold.ie/",
                  description: "Free, confidential advice for renters with problems or facing eviction.",
                },
                {
                  text: "Focus Ireland",
                  url: "https://www.focusireland.ie/",
                  description: "Help for people at risk of losing their home.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Never send money to hold a place you have not seen, and be wary of anyone who only accepts transfers or cash without a receipt.",
        "Check the landlord's ID and ask to see proof they own or manage the property before you sign.",
        "Take dated photos of every room when you move in; they help you get your deposit back.",
        "Pay rent by bank transfer, keep every receipt and get your lease or written terms before you move in.",
      ],
      keywords: [
        "renting",
        "rent",
        "lease",
        "tenancy",
        "landlord",
        "deposit",
        "rtb",
        "daft",
        "myhome",
        "threshold",
        "rental scam",
        "rent pressure zone",
        "rpz",
        "rent tax credit",
      ],
    },
    {
      slug: "popular-areas",
      title: "Popular Areas",
      description:
        "Where newcomers and students live in Dublin: neighbourhoods near each campus, typical rents, commuter towns and how to get around from each area.",
      intro:
        "Most newcomers live in Dublin, where rents are the highest in Ireland. In mid-2025 average listed rents in Dublin were about €2,400 to €2,550 a month for a home, so most students and young workers share. Areas close to a Luas, DART or good bus route save time and money; commuter towns inside the Dublin Commuter fare zone are cheaper but mean longer journeys.",
      lastReviewed: "2026-11-22",
      summary: "Choose a Dublin area by rent, commute and what is near your college or work.",
      highlights: [
        "Areas close to Trinity, UCD, DCU and TU Dublin",
        "Official and listed rent levels by area",
        "Commuter towns on the DART and rail lines",
        "Local councils and free libraries",
      ],
      cards: [
        {
          title: "Rent Levels by Area",
          icon: "euro",
          body: "Rents in the city centre and south Dublin (Dublin 2, 4 and 6) are the highest. North and west Dublin and the commuter towns are usually cheaper.",
          lists: [
            {
              name: "Rent data",
              links: [
                {
                  text: "RTB – About the Rent Index",
                  url: "https://www.rtb.ie/research/about-the-rent-index",
                  description: "Official rents from registered tenancies, by area.",
                },
                {
                  text: "Dublin People – Dublin rents by area (Daft.ie, mid-2025)",
                  url: "https://dublinpeople.com/news/northsideeast/articles/2025/09/03/dublin-rents-still-rising-while-availability-continues-to-fall",
                  description: "News report of average listed rents in north and west Dublin.",
                },
              ],
            },
            {
              name: "Current listings",
              links: [
                {
                  text: "Daft.ie",
                  url: "https://www.daft.ie/",
                  description: "Search what is available now in each neighbourhood.",
                },
              ],
            },
          ],
        },
        {
          title: "Getting Around from Each Area",
          icon: "map-pin",
          body: "Near Trinity and TU Dublin Grangegorman: Dublin 1, 2, 7 and 8. Near UCD: Ranelagh, Rathmines, Donnybrook, Clonskeagh and Stillorgan. Near DCU: Drumcondra, Glasnevin and Santry. Bray, Greystones and Malahide are on the DART line.",
          lists: [
            {
              name: "Plan your commute",
              links: [
                {
                  text: "TFI Journey Planner",
                  url: "https://journeyplanner.transportforireland.ie/",
                  description: "Check the travel time by bus, Luas, DART and train from any address.",
                },
              ],
            },
            {
              name: "Rail and tram lines",
              links: [
                {
                  text: "Luas",
                  url: "https://www.luas.ie/",
                  description: "Dublin's tram: the Red and Green lines and their stops.",
                },
                {
                  text: "Irish Rail – DART & Commuter",
                  url: "https://www.irishrail.ie/",
                  description: "The coastal DART and commuter trains into Dublin.",
                },
              ],
            },
          ],
        },
        {
          title: "Local Councils & Services",
          icon: "landmark",
          body: "County Dublin has four councils. Your council runs libraries, bins, parks and local services where you live.",
          lists: [
            {
              name: "Councils",
              links: [
                {
                  text: "Fingal County Council",
                  url: "https://www.fingal.ie/",
                  description: "North County Dublin: Swords, Blanchardstown, Malahide.",
                },
                {
                  text: "Dún Laoghaire-Rathdown County Council",
                  url: "https://www.dlrcoco.ie/",
                  description: "South-east County Dublin: Dún Laoghaire, Dundrum, Stillorgan.",
                },
                {
                  text: "South Dublin County Council",
                  url: "https://www.sdcc.ie/",
                  description: "Tallaght, Clondalkin, Lucan and nearby areas.",
                },
              ],
            },
            {
              name: "Free study spaces",
              links: [
                {
                  text: "Dublin City Libraries",
                  url: "https://www.dublincity.ie/library",
                  description: "Free libraries with Wi-Fi and study space across Dublin city.",
                },
              ],
            },
          ],
        },
        {
          title: "Neighbourhood Guides",
          icon: "globe",
          lists: [
            {
              name: "Explore",
              links: [
                {
                  text: "Visit Dublin",
                  url: "https://www.visitdublin.com/",
                  description: "The official Dublin guide to neighbourhoods, parks and things to do.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Compare the total monthly cost: a cheaper room far out can cost more once you add travel time and fares.",
        "Check the fare zone: the Dublin City zone reaches about 23 km from the centre, and commuter towns cost more per trip.",
        "Visit an area at night and at rush hour before you sign, and walk the route to the nearest stop.",
        "Look at Maynooth, Bray, Greystones or Drogheda if Dublin rents are too high; they have direct trains into the city.",
      ],
      keywords: [
        "areas",
        "neighbourhoods",
        "where to live",
        "dublin 1",
        "dublin 8",
        "rathmines",
        "ranelagh",
        "drumcondra",
        "tallaght",
        "commuter towns",
        "rent prices",
        "rent index",
        "daft",
      ],
    },
  ],
  tips: [
    "Start searching for accommodation at least 3-4 months before you arrive.",
    "Never pay a deposit or rent for a place you have not viewed; rental scams are common before each college term.",
    "A landlord can ask for at most one month's rent as a deposit plus one month in advance.",
    "Check your tenancy is registered with the RTB and contact Threshold for free advice if something goes wrong.",
  ],
};
