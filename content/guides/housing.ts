import type { GuideSection } from "./types";

export const housing: GuideSection = {
  slug: "housing",
  title: "Housing",
  navLabel: "Housing",
  icon: "house",
  description:
    "Find student rooms and rentals in Ireland, know your deposit and tenancy rights, avoid rental scams and choose the right Dublin area.",
  intro:
    "Housing is the hardest part of moving to Ireland, especially in Dublin. Rents are high and there are few homes to rent. Start early, know your rights as a tenant and learn how to spot a scam before you pay anything.",
  lastReviewed: "2026-11-23",
  guides: [
    {
      slug: "student-accommodation",
      title: "Student Accommodation",
      description:
        "On-campus residences, private student housing, digs and shared rentals in Ireland: where to look, what it costs and your rights as a student.",
      intro:
        "Students in Ireland live in college residences, private student buildings, digs (a room in a family home) or a shared house or flat. College rooms are limited and go fast, so apply as soon as you accept your place. Since 15 July 2019 student-specific accommodation is covered by the Residential Tenancies Board (RTB). This gives you clear rights on deposits, notice and disputes. You can use the RTB dispute service even if your landlord did not register the tenancy.",
      lastReviewed: "2026-11-23",
      summary: "Compare college residences, private student housing, digs and shared rentals, and know your rights.",
      highlights: [
        "On-campus rooms at Trinity, University College Dublin and other colleges",
        "Listings sites for rooms and shared houses",
        "Digs: renting a room in a family home",
        "Residential Tenancies Board (RTB) rules on deposits and notice",
      ],
      cards: [
        {
          title: "University Accommodation",
          icon: "building",
          body: "College rooms are the safest option, but places are limited. Apply as soon as you have an offer. At Trinity, students from outside the European Union (EU) can apply once their offer is unconditional.",
          lists: [
            {
              name: "Trinity College Dublin",
              links: [
                {
                  text: "Trinity College Dublin – On-Campus Accommodation",
                  url: "https://www.tcd.ie/accommodation/on-campus/",
                  description:
                    "Trinity's rooms on the historic city-centre campus and in its newer on-campus apartments.",
                },
                {
                  text: "Trinity College Dublin – Apply for a Room",
                  url: "https://www.tcd.ie/accommodation/getting-rooms/apply-for-a-room/",
                  description: "The online application for a Trinity room, and when you can apply.",
                },
              ],
            },
            {
              name: "University College Dublin (UCD)",
              links: [
                {
                  text: "UCD Residences",
                  url: "https://www.ucd.ie/residences/",
                  description: "Student residences on the Belfield campus in south Dublin.",
                },
                {
                  text: "UCD Residences – FAQs",
                  url: "https://www.ucd.ie/residences/faqs",
                  description:
                    "Common questions about UCD residences; the page gives the email address for other questions.",
                },
              ],
            },
          ],
        },
        {
          title: "Private & Purpose-Built Listings",
          icon: "search",
          body: "Private student buildings and shared houses are listed on property websites such as Daft.ie, Rent.ie and MyHome.ie. Filter by area and room type, and set up alerts, because good rooms go within hours. Read the RTB's tips before you pay anything.",
          lists: [
            {
              name: "Check before you pay",
              links: [
                {
                  text: "RTB – Renting in College: 6 top tips",
                  url: "https://onestopshop.rtb.ie/renting-in-college/",
                  description:
                    "View the room before you sign or pay, and check that the tenancy is registered with the RTB.",
                },
              ],
            },
            {
              name: "Where to look",
              links: [
                {
                  text: "Daft.ie – rooms and homes to rent",
                  url: "https://www.daft.ie/",
                  description: "Ireland's biggest listings site. Search by area, price and room type.",
                },
              ],
            },
          ],
        },
        {
          title: "Digs & Renting a Room",
          icon: "key",
          body: "In digs you rent a room in the owner's home, often with some meals. It is usually cheaper. But you are a lodger, not a tenant, so RTB tenancy rules do not apply. Agree the rent, house rules and notice in writing. If you pay Irish income tax, you can claim the Rent Tax Credit: up to €1,000 a year for a single person in 2025 and 2026.",
          lists: [
            {
              name: "Official guidance",
              links: [
                {
                  text: "Revenue – Rent-a-Room Relief",
                  url: "https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/land-and-property/rent-a-room-relief/qualifying-conditions.aspx",
                  description: "Revenue's conditions for homeowners who let a room in their home, as in most digs.",
                },
                {
                  text: "Revenue – How to claim the Rent Tax Credit",
                  url: "https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/land-and-property/rent-credit/how-to-claim.aspx",
                  description:
                    "How tenants, including students in digs or student housing, claim the credit from Revenue.",
                },
              ],
            },
          ],
        },
        {
          title: "Your Rights & Staying Safe",
          icon: "shield",
          body: "For tenancies since 9 August 2021, a landlord can ask for no more than one month's rent as a deposit plus one month's rent in advance. You may pay more in advance only if you choose to and you pay your fees and your rent to the same college. In student-specific accommodation you can end your agreement with 28 days' notice. For free advice, contact the housing charity Threshold.",
          lists: [
            {
              name: "Your rights",
              links: [
                {
                  text: "RTB – Renting in College",
                  url: "https://www.rtb.ie/renting-in-college",
                  description:
                    "The Residential Tenancies Board's page for students who rent, including its dispute service.",
                },
                {
                  text: "Citizens Information – Renting a Home",
                  url: "https://www.citizensinformation.ie/en/housing/renting-a-home/",
                  description: "The state's plain-language guide to tenants' rights and responsibilities.",
                },
              ],
            },
            {
              name: "The law on deposits",
              links: [
                {
                  text: "Residential Tenancies Act 2004, section 19B",
                  url: "https://revisedacts.lawreform.ie/eli/2004/act/27/section/19B/revised/en/html",
                  description: "The legal limits on deposits and rent paid in advance, with the rule for students.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Start searching at least 3-4 months before you arrive, and apply for college rooms the day applications open.",
        "Never pay a deposit or rent before you or someone you trust has viewed the room and met the landlord.",
        "A landlord can ask for at most one month's rent as a deposit plus one month's rent in advance. Get a receipt for every payment.",
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
        "residential tenancies board",
        "threshold",
      ],
    },
    {
      slug: "rental-process",
      title: "Rental Process",
      description:
        "How to rent a home in Ireland step by step: finding a place, avoiding scams, deposit limits, RTB registration, tenant rights and where to get help.",
      intro:
        "Renting in Ireland moves fast: good places are gone within days. Prepare your documents before you start. View every place in person, and never pay before you are sure the letting is real. The Residential Tenancies Board (RTB) registers tenancies and settles disputes. The law limits your deposit and rent increases. Tenancies that start on or after 1 March 2026 come under new rules, with longer and more secure tenancies.",
      lastReviewed: "2026-11-23",
      summary: "Find a place, check it is genuine, sign safely and know your rights as a tenant.",
      highlights: [
        "Deposit capped at one month's rent plus one month in advance",
        "How to spot and avoid rental scams",
        "New tenancy rules from 1 March 2026",
        "Free help from the Residential Tenancies Board (RTB) and Threshold",
      ],
      cards: [
        {
          title: "Finding a Place",
          icon: "search",
          body: "Most homes are listed on Daft.ie; MyHome.ie and Rent.ie also have listings. Have a short message ready about yourself. Prepare references, proof of income or student status, and photo identification (ID). Reply quickly and ask for a viewing.",
          lists: [
            {
              name: "Renting basics",
              links: [
                {
                  text: "Citizens Information – Renting a Home",
                  url: "https://www.citizensinformation.ie/en/housing/renting-a-home/",
                  description: "The state's guide to finding a home, leases, notice periods and minimum standards.",
                },
              ],
            },
            {
              name: "Where to look",
              links: [
                {
                  text: "Daft.ie – rooms and homes to rent",
                  url: "https://www.daft.ie/",
                  description: "The main Irish site for rooms, flats and houses to rent.",
                },
              ],
            },
          ],
        },
        {
          title: "Before You Pay",
          icon: "triangle-exclamation-point",
          body: "Rental scams are common, especially before the college year starts. Warning signs: a rent far below the area average, a landlord who is 'abroad' and cannot show the place, and pressure to pay by transfer to hold it.",
          lists: [
            {
              name: "Steps",
              links: [
                {
                  text: "RTB – Renting in College: 6 top tips",
                  url: "https://onestopshop.rtb.ie/renting-in-college/",
                  description: "The RTB's checklist: view before you pay, and check that the tenancy is registered.",
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
                  text: "An Garda Síochána (Irish police) – Contact us",
                  url: "https://www.garda.ie/en/contact-us/",
                  description: "Find your local Garda station to report a rental scam or fraud.",
                },
              ],
            },
          ],
        },
        {
          title: "Your Rights as a Tenant",
          icon: "scale",
          body: "Your landlord must register the tenancy with the RTB and keep the home in good repair. Since 20 June 2025 Rent Pressure Zone rules cover the whole country. Until 28 February 2026 they capped rent increases in a tenancy at 2% or inflation, whichever was lower. Tenancies that start on or after 1 March 2026 have new rules: six-year minimum tenancies and an end to most 'no-fault' evictions. Between tenancies, a landlord may sometimes reset the rent to the market level.",
          lists: [
            {
              name: "Official guidance",
              links: [
                {
                  text: "Residential Tenancies Act 2004, section 19B",
                  url: "https://revisedacts.lawreform.ie/eli/2004/act/27/section/19B/revised/en/html",
                  description: "The law on deposits: at most one month's rent, plus one month's rent in advance.",
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
                  description: "Tenants who pay tax can claim up to €1,000 a year (2025 and 2026 rate) back on rent.",
                },
              ],
            },
          ],
        },
        {
          title: "Help & Disputes",
          icon: "life-buoy",
          body: "If your landlord keeps your deposit without a good reason, or tries to end your tenancy unfairly, get advice quickly. The RTB dispute service is the official route. The housing charity Threshold gives free, confidential advice, and Focus Ireland helps people at risk of losing their home.",
          lists: [
            {
              name: "Disputes",
              links: [
                {
                  text: "RTB – Renting in College",
                  url: "https://www.rtb.ie/renting-in-college",
                  description: "The RTB's page for student renters, with how to use its dispute resolution service.",
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
        "residential tenancies board",
        "no-fault eviction",
      ],
    },
    {
      slug: "popular-areas",
      title: "Popular Areas",
      description:
        "Where newcomers and students live in Dublin: neighbourhoods near each campus, typical rents, commuter towns and how to get around from each area.",
      intro:
        "Most newcomers live in Dublin, where rents are the highest in Ireland. In the second quarter of 2025, average listed rents in north and west Dublin were about €2,400 to €2,530 a month for a home (Daft.ie). So most students and young workers share. Areas close to the Luas tram, the DART (Dublin Area Rapid Transit) train or a good bus route save time and money. Commuter towns are cheaper but mean longer journeys.",
      lastReviewed: "2026-11-23",
      summary: "Choose a Dublin area by rent, commute and what is near your college or work.",
      highlights: [
        "Areas close to the main Dublin colleges",
        "Official and listed rent levels by area",
        "Commuter towns on the train lines",
        "Local councils and free libraries",
      ],
      cards: [
        {
          title: "Rent Levels by Area",
          icon: "euro",
          body: "Rents in the city centre and south Dublin (Dublin 2, 4 and 6) are the highest. North and west Dublin and the commuter towns are usually cheaper. In the first quarter of 2025 the average listed rent in Ireland passed €2,000 a month (€2,053) for the first time. Only 1,365 homes were available to rent in Dublin on 1 August 2025.",
          lists: [
            {
              name: "Rent data",
              links: [
                {
                  text: "Residential Tenancies Board (RTB) – About the Rent Index",
                  url: "https://www.rtb.ie/research/about-the-rent-index",
                  description: "How the RTB measures rents from registered tenancies, by area.",
                },
                {
                  text: "Dublin People – Dublin rents by area (Daft.ie, mid-2025)",
                  url: "https://dublinpeople.com/news/northsideeast/articles/2025/09/03/dublin-rents-still-rising-while-availability-continues-to-fall",
                  description: "News report from September 2025 on average listed rents in north and west Dublin.",
                },
              ],
            },
            {
              name: "Current listings",
              links: [
                {
                  text: "Daft.ie – rooms and homes to rent",
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
          body: "Near Trinity College Dublin and Technological University Dublin (TU Dublin) Grangegorman: Dublin 1, 2, 7 and 8. Near University College Dublin (UCD): Ranelagh, Rathmines, Donnybrook, Clonskeagh and Stillorgan. Near Dublin City University (DCU): Drumcondra, Glasnevin and Santry. Bray, Greystones and Malahide are on the DART line. The Dublin City fare zone reaches about 23 km from the centre. Towns such as Drogheda, Navan, Kildare and Greystones are in the Dublin Commuter zone (about 50 km). Use the Transport for Ireland (TFI) Journey Planner to check travel times.",
          lists: [
            {
              name: "Fares",
              links: [
                {
                  text: "National Transport Authority – Fares changes from 23 June 2024",
                  url: "https://nationaltransport.ie/news/first-phase-of-2024-fares-determination-to-take-effect-from-23rd-june",
                  description: "The notice on the TFI 90-minute fare and short fares in Dublin.",
                },
              ],
            },
            {
              name: "Half fares (ages 19–25)",
              links: [
                {
                  text: "TFI – Young Adult Leap Card age increase",
                  url: "https://www.transportforireland.ie/campaigns/tfi-young-adult-leap-card-age-increase/",
                  description: "Since January 2024 people aged 19 to 25 pay half fare with a Young Adult Leap card.",
                },
              ],
            },
          ],
        },
        {
          title: "Local Councils & Services",
          icon: "landmark",
          body: "County Dublin has four councils: Dublin City Council (the city), Fingal (the north: Swords, Blanchardstown, Malahide), South Dublin (Tallaght, Clondalkin, Lucan) and Dún Laoghaire-Rathdown (the south-east: Dún Laoghaire, Dundrum, Stillorgan). Your council runs libraries, bins, parks and local services where you live.",
          lists: [
            {
              name: "Free libraries and study spaces",
              links: [
                {
                  text: "Dublin City Libraries (Dublin City Council)",
                  url: "https://www.dublincity.ie/library",
                  description: "Free public libraries with Wi-Fi and study space across Dublin city.",
                },
                {
                  text: "Libraries Ireland – Join your local library",
                  url: "https://librariesireland.ie/join",
                  description: "Join any public library in Ireland for free, online or in person.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Compare the total monthly cost: a cheaper room far out can cost more once you add travel time and fares.",
        "Check the fare zone: the Dublin City zone reaches about 23 km from the centre, and trips from commuter towns cost more.",
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
    "A landlord can ask for at most one month's rent as a deposit plus one month's rent in advance.",
    "Check that your tenancy is registered with the Residential Tenancies Board (RTB). If something goes wrong, the housing charity Threshold gives free advice.",
  ],
};
