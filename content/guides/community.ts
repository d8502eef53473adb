import type { GuideSection } from "./types";

export const community: GuideSection = {
  slug: "community",
  title: "Community",
  navLabel: "Community",
  icon: "users",
  description:
    "Meet people and find support in Ireland: social groups, free help for migrants and students, things to do, culture and our forum.",
  intro:
    "Settling in is easier when you know people. These guides show where to meet others who share your interests, which organisations give free help to migrants and students, and how to enjoy Irish culture on a small budget. You can also ask questions and share tips with other newcomers in our community forum.",
  lastReviewed: "2026-11-23",
  guides: [
    {
      slug: "social-groups",
      title: "Social Groups",
      description:
        "Where to meet people in Ireland: college societies, clubs and interest groups, volunteering and local sports clubs such as the GAA.",
      intro:
        "Most friendships in Ireland start with a shared activity. If you are a student, join a society or club in the first weeks of term, when every group is looking for new members. Outside college, library clubs, meet-up apps, volunteering and local sports clubs are the easiest ways to meet Irish people and other newcomers.",
      lastReviewed: "2026-11-23",
      summary: "Societies, clubs, volunteering and sports clubs where newcomers make friends.",
      highlights: [
        "College societies recruit in freshers' week",
        "Free library clubs and language groups",
        "Volunteering builds local contacts",
        "Gaelic Athletic Association (GAA) clubs welcome beginners",
      ],
      cards: [
        {
          title: "Students & Societies",
          icon: "graduation-cap",
          body: "Every college has dozens of societies, from cultural and international groups to sport, debating and gaming. Look for the societies fair in freshers' week. Your students' union can tell you where to start.",
          lists: [
            {
              name: "Example: Trinity College Dublin",
              links: [
                {
                  text: "Trinity College Dublin – Societies",
                  url: "https://trinitysocieties.ie/",
                  description: "The Central Societies Committee's directory of Trinity's student societies.",
                },
              ],
            },
          ],
        },
        {
          title: "Clubs & Interest Groups",
          icon: "users",
          body: "Public libraries run free book clubs, language groups and talks. Apps such as Meetup and InterNations list language exchanges, hiking, board games and tech meet-ups; many are free or ask for a small fee. Volunteer Ireland, the national volunteering agency, lists volunteer roles near you.",
          lists: [
            {
              name: "Libraries",
              links: [
                {
                  text: "Dublin City Libraries",
                  url: "https://www.dublincity.ie/library",
                  description: "Dublin City Council's libraries: free events, clubs and study spaces.",
                },
                {
                  text: "Libraries Ireland – Join your library",
                  url: "https://librariesireland.ie/join",
                  description: "Join any public library in Ireland for free, online or in person.",
                },
              ],
            },
          ],
        },
        {
          title: "Sport & Outdoors",
          icon: "bike",
          body: "Local Gaelic Athletic Association (GAA) clubs, cycling clubs and running clubs welcome beginners, and most have a social side too.",
          lists: [
            {
              name: "Clubs",
              links: [
                {
                  text: "Gaelic Athletic Association (GAA)",
                  url: "https://www.gaa.ie/",
                  description: "GAA home page: find a club for Gaelic football, hurling or camogie.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Go to the same group several times: friendships grow from meeting the same people again.",
        "Join a society in freshers' week, when clubs are most welcoming to new members.",
        "Meet in a public place the first time you go to a group run by strangers.",
        "Volunteering for a few hours a month gives you local contacts and references.",
      ],
      keywords: [
        "meetup",
        "internations",
        "expat",
        "societies",
        "clubs",
        "usi",
        "freshers",
        "volunteer",
        "volunteering",
        "library",
        "gaa",
        "sport",
      ],
    },
    {
      slug: "support-services",
      title: "Support Services",
      description:
        "Free help for newcomers in Ireland: immigration advice, housing support, rights at work, equality and emotional support.",
      intro:
        "If you have a problem with immigration, housing, work or discrimination, you can get free advice. Irish charities and State bodies give free, confidential information, and many work with migrants every day. Start with Citizens Information for general questions, then contact a specialist service.",
      lastReviewed: "2026-11-23",
      summary: "Free, confidential help with immigration, housing, work and personal problems.",
      highlights: [
        "Free immigration advice from migrant charities",
        "Official guides to renting and your rights",
        "Rights at work and as a consumer",
        "Samaritans listen 24/7 on 116 123",
      ],
      cards: [
        {
          title: "Immigration & Rights",
          icon: "globe",
          body: "People from outside the European Economic Area (EEA) must register their immigration permission. Get free advice before you reply to an immigration letter or try to change your permission. The Immigrant Council of Ireland and the Irish Council for International Students (ICOS) also help migrants and students.",
          lists: [
            {
              name: "Official information",
              links: [
                {
                  text: "Citizens Information – Registration of non-EEA nationals",
                  url: "https://www.citizensinformation.ie/en/moving-country/moving-to-ireland/rights-of-residence-in-ireland/registration-of-non-eea-nationals-in-ireland/",
                  description: "Who must register and how to get an Irish Residence Permit (IRP).",
                },
              ],
            },
            {
              name: "Migrant support",
              links: [
                {
                  text: "Crosscare Migrant Project – About us",
                  url: "https://www.migrantproject.ie/about-us/our-history-and-mission/",
                  description: "Free information and advocacy on residency, citizenship and family visas.",
                },
                {
                  text: "Migrant Rights Centre Ireland – Students on Stamp 2",
                  url: "https://migrant.ie/news/2020/9/30/students-on-stamp-2-permissions",
                  description:
                    "Migrant Rights Centre Ireland (MRCI) explains the work-hour rules for Stamp 2 students.",
                },
              ],
            },
          ],
        },
        {
          title: "Housing Help",
          icon: "house",
          body: "Act early if your landlord wants to end your tenancy, raise the rent or keep your deposit. Threshold gives free advice to renters, and Focus Ireland helps people at risk of losing their home. The Residential Tenancies Board (RTB) deals with disputes between tenants and landlords.",
          lists: [
            {
              name: "Renters",
              links: [
                {
                  text: "Citizens Information – Renting a home",
                  url: "https://www.citizensinformation.ie/en/housing/renting-a-home/",
                  description: "Plain-English guide to tenants' rights and duties.",
                },
                {
                  text: "RTB – Renting in College",
                  url: "https://www.rtb.ie/renting-in-college",
                  description: "The Residential Tenancies Board (RTB): rules and tips for students who rent.",
                },
              ],
            },
          ],
        },
        {
          title: "Work & Consumer Rights",
          icon: "scale",
          body: "It is illegal to treat you unfairly because of your race, nationality, religion or other protected grounds when you rent, work or use services. FLAC (Free Legal Advice Centres) gives free legal information. The Irish Human Rights and Equality Commission (IHREC) explains how to act on discrimination. The Workplace Relations Commission (WRC) and the Competition and Consumer Protection Commission (CCPC) explain your rights at work and as a buyer.",
          lists: [
            {
              name: "At work",
              links: [
                {
                  text: "Citizens Information – Employment rights",
                  url: "https://www.citizensinformation.ie/en/employment/employment-rights-and-conditions/",
                  description: "Your rights on pay, hours, leave and contracts.",
                },
                {
                  text: "WRC – Terms of employment",
                  url: "https://www.workplacerelations.ie/en/What_You_Should_Know/Terms_of_Employment/",
                  description: "The Workplace Relations Commission (WRC) on your right to written terms.",
                },
              ],
            },
            {
              name: "As a consumer",
              links: [
                {
                  text: "CCPC – Consumer information",
                  url: "https://www.ccpc.ie/consumers/",
                  description: "The Competition and Consumer Protection Commission (CCPC) on your rights as a buyer.",
                },
              ],
            },
          ],
        },
        {
          title: "Wellbeing",
          icon: "heart-pulse",
          body: "Samaritans: call 116 123, free, 24 hours a day. Pieta: call 1800 247 247 or text HELP to 51444, 24 hours a day. In an emergency call 999 or 112. The Health Service Executive (HSE) lists more supports.",
          lists: [
            {
              name: "Emotional support",
              links: [
                {
                  text: "HSE – Mental health",
                  url: "https://www2.hse.ie/mental-health/",
                  description: "Health Service Executive (HSE) section on mental health supports and helplines.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Keep copies of letters, contracts, payslips and messages: advisers will ask for them.",
        "Act quickly: immigration and tenancy problems often have strict deadlines.",
        "If English is difficult, bring a friend or ask whether the service can help in your language.",
        "Not sure where to start? Citizens Information can point you to the right service.",
      ],
      keywords: [
        "crosscare",
        "immigrant council",
        "mrci",
        "icos",
        "threshold",
        "focus ireland",
        "flac",
        "legal aid",
        "ihrec",
        "discrimination",
        "citizens information",
        "employment rights",
        "samaritans",
        "migrant",
      ],
    },
    {
      slug: "social-activities",
      title: "Social Activities",
      description:
        "Things to do in Dublin on a budget: free museums and galleries, library events, Culture Night, clubs and meeting people.",
      intro:
        "You do not need a big budget to enjoy Dublin. The National Museum's Dublin sites, the National Gallery's permanent collection and the Hugh Lane Gallery are free. Public libraries run free events. On Culture Night each September, venues across the country open their doors for free.",
      lastReviewed: "2026-11-23",
      summary: "Free and low-cost things to do and places to meet people in Dublin.",
      highlights: [
        "Free national museums and galleries",
        "Free library events and study spaces",
        "Culture Night every September",
        "Clubs and societies to meet people",
      ],
      cards: [
        {
          title: "Free Things to Do",
          icon: "landmark",
          body: "The National Museum's three Dublin sites (Archaeology, Natural History, and Decorative Arts & History) are free. So are the National Gallery's permanent collection and the Hugh Lane Gallery. Some special exhibitions charge a fee.",
          lists: [
            {
              name: "Museums & galleries",
              links: [
                {
                  text: "National Museum of Ireland",
                  url: "https://www.museum.ie/",
                  description: "Opening hours and exhibitions at the three free national museums in Dublin.",
                },
                {
                  text: "National Gallery of Ireland",
                  url: "https://www.nationalgallery.ie/",
                  description: "Irish and European art, with free entry to the permanent collection.",
                },
                {
                  text: "Hugh Lane Gallery",
                  url: "https://www.hughlane.ie/",
                  description: "Dublin City Gallery of modern art, with free entry.",
                },
              ],
            },
          ],
        },
        {
          title: "Libraries & Local Events",
          icon: "book-open",
          body: "Libraries are free to join and run book clubs, language groups, talks and children's events. Event apps such as Eventbrite list talks, walking tours and club nights every week.",
          lists: [
            {
              name: "Libraries",
              links: [
                {
                  text: "Dublin City Libraries",
                  url: "https://www.dublincity.ie/library",
                  description: "Dublin City Council's libraries: free events, clubs and study spaces.",
                },
                {
                  text: "Libraries Ireland – Join your library",
                  url: "https://librariesireland.ie/join",
                  description: "Join any public library in Ireland for free, online or in person.",
                },
              ],
            },
          ],
        },
        {
          title: "Festivals",
          icon: "eighth-notes",
          body: "Culture Night happens every September, with free music, talks, tours and open venues across Ireland.",
          lists: [
            {
              name: "Culture",
              links: [
                {
                  text: "Culture Night",
                  url: "https://culturenight.ie/",
                  description: "The programme of free events for this year's Culture Night.",
                },
              ],
            },
          ],
        },
        {
          title: "Meet People",
          icon: "users",
          body: "Join a club and go every week. Volunteer Ireland lists volunteer roles, and apps such as Meetup list hobby groups and language exchanges.",
          lists: [
            {
              name: "Clubs and societies",
              links: [
                {
                  text: "Gaelic Athletic Association (GAA)",
                  url: "https://www.gaa.ie/",
                  description: "GAA home page: find a local club for Gaelic football, hurling or camogie.",
                },
                {
                  text: "Trinity College Dublin – Societies",
                  url: "https://trinitysocieties.ie/",
                  description: "Example of a college societies directory: Trinity's student societies.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Join your local library: membership is free and includes events, e-books and study space.",
        "Check event listings every week for free talks, walking tours and exhibitions.",
        "Use a Student or Young Adult Leap Card for cheaper travel to events.",
        "Sign up to venue newsletters to hear about free and discounted tickets first.",
      ],
      keywords: [
        "things to do",
        "free things to do",
        "events",
        "eventbrite",
        "museums",
        "galleries",
        "library",
        "culture night",
        "meetup",
        "volunteering",
        "gaa",
        "dublin",
      ],
    },
    {
      slug: "entertainment",
      title: "Entertainment & Culture",
      description:
        "Enjoy Irish culture: free museums and galleries in Dublin, Gaelic games, festivals, Culture Night and where to find what's on.",
      intro:
        "Dublin has world-class museums and galleries, and many are free, including the Chester Beatty, the Hugh Lane Gallery and the National Gallery's permanent collection. Live music, theatre and Gaelic games are a big part of Irish life. Book popular concerts and matches early, and always ask for student prices.",
      lastReviewed: "2026-11-23",
      summary: "Museums, galleries, Gaelic games and festivals, many free or cheap.",
      highlights: [
        "Free entry to many Dublin museums and galleries",
        "Gaelic football and hurling matches",
        "Culture Night and city festivals",
        "Student prices at many venues",
      ],
      cards: [
        {
          title: "Museums & Galleries",
          icon: "landmark",
          body: "Free entry: the National Museum's Dublin sites, the National Gallery's permanent collection, the Chester Beatty and the Hugh Lane Gallery. Some special exhibitions charge a fee.",
          lists: [
            {
              name: "National collections",
              links: [
                {
                  text: "National Museum of Ireland",
                  url: "https://www.museum.ie/",
                  description: "Archaeology, natural history, and decorative arts and history.",
                },
                {
                  text: "National Gallery of Ireland",
                  url: "https://www.nationalgallery.ie/",
                  description: "Irish and European art on Merrion Square.",
                },
              ],
            },
            {
              name: "City galleries",
              links: [
                {
                  text: "Chester Beatty",
                  url: "https://chesterbeatty.ie/",
                  description: "Free museum and library of world art and manuscripts at Dublin Castle.",
                },
                {
                  text: "Hugh Lane Gallery",
                  url: "https://www.hughlane.ie/",
                  description: "Dublin City Gallery of modern and contemporary art.",
                },
                {
                  text: "Irish Museum of Modern Art (IMMA)",
                  url: "https://imma.ie/",
                  description: "Contemporary art and gardens at the Royal Hospital Kilmainham.",
                },
              ],
            },
          ],
        },
        {
          title: "Sport & Live Events",
          icon: "ticket",
          body: "Watch Gaelic football or hurling at Croke Park or a local ground. Student Leap Card offers have included cheaper entry to Gaelic Athletic Association (GAA) matches. Buy concert and theatre tickets from the venue or its official ticket seller.",
          lists: [
            {
              name: "Gaelic games",
              links: [
                {
                  text: "Gaelic Athletic Association (GAA)",
                  url: "https://www.gaa.ie/",
                  description: "GAA home page: fixtures, tickets and how Gaelic games work.",
                },
              ],
            },
          ],
        },
        {
          title: "Festivals & Culture",
          icon: "eighth-notes",
          body: "Ireland has festivals all year, from St Patrick's Day in March to Culture Night in September.",
          lists: [
            {
              name: "Festivals",
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
        "Buy concert and match tickets only from official sellers or the venue to avoid fake tickets.",
        "Ask for student prices at theatres and cinemas, and bring your student card.",
        "Plan a free museum day: several national collections are a short walk apart in the city centre.",
        "Go to a local GAA match to see Ireland's national games up close.",
      ],
      keywords: [
        "museums",
        "galleries",
        "national gallery",
        "national museum",
        "chester beatty",
        "hugh lane",
        "imma",
        "gaa",
        "croke park",
        "culture night",
        "festivals",
        "st patrick's day",
        "what's on",
      ],
    },
  ],
  internalCards: [
    {
      href: "/community/forum",
      title: "Community Forum",
      summary: "Ask questions and share experiences with other newcomers in Ireland.",
      highlights: [
        "Ask about housing, jobs, study and daily life",
        "Share tips from your first months",
        "Learn from people who arrived before you",
      ],
    },
  ],
  tips: [
    "Say yes to invitations in your first weeks: it is the easiest time to make friends.",
    "Join one society, club or volunteer group and go every week.",
    "Many museums, galleries and events are free: check listings before you pay.",
    "Free, confidential help is available for immigration, housing and legal problems.",
  ],
};
