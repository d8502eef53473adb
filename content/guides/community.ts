import type { GuideSection } from "./types";

export const community: GuideSection = {
  slug: "community",
  title: "Community",
  navLabel: "Community",
  icon: "users",
  description:
    "Meet people and find support in Ireland: social groups, free help for migrants and students, things to do, culture and our forum.",
  intro:
    "Settling in is easier when you know people. These guides show where to meet others who share your interests, which organisations give free help to migrants and students, and how to enjoy Irish culture on a budget. You can also ask questions and share tips with other newcomers in our community forum.",
  lastReviewed: "2026-11-22",
  guides: [
    {
      slug: "social-groups",
      title: "Social Groups",
      description:
        "Where to meet people in Ireland: meet-up and expat groups, college societies, volunteering and local sports clubs such as the GAA.",
      intro:
        "Most friendships in Ireland start with a shared activity. If you are a student, join a society or club in the first weeks of term, when every group is looking for new members. Outside college, meet-up apps, volunteering and local sports clubs are the easiest ways to meet Irish people and other newcomers.",
      lastReviewed: "2026-11-22",
      summary: "Meet-ups, societies, volunteering and sports clubs where newcomers make friends.",
      highlights: [
        "Meet-up and expat groups for every interest",
        "College societies recruit in freshers' week",
        "Volunteering builds local contacts",
        "GAA and cycling clubs welcome beginners",
      ],
      cards: [
        {
          title: "Meetups & Expat Groups",
          icon: "users",
          body: "Try language exchanges, hiking, board games or tech meet-ups. Many are free or ask for a small fee.",
          lists: [
            {
              name: "Where to look",
              links: [
                {
                  text: "Meetup – Dublin",
                  url: "https://www.meetup.com/find/?location=ie--Dublin",
                  description: "Interest groups for languages, hiking, games, tech and more.",
                },
                {
                  text: "InterNations – Dublin",
                  url: "https://www.internations.org/dublin-expats",
                  description: "An international network for expats, with regular Dublin events.",
                },
                {
                  text: "Luma – Dublin",
                  url: "https://lu.ma/dublin",
                  description: "Event listings, including many tech and start-up meet-ups.",
                },
              ],
            },
          ],
        },
        {
          title: "Students & Societies",
          icon: "graduation-cap",
          body: "Every college has dozens of societies, from cultural and international groups to sport, debating and gaming. Look for the societies fair in freshers' week.",
          lists: [
            {
              name: "Student bodies",
              links: [
                {
                  text: "Union of Students in Ireland (USI)",
                  url: "https://usi.ie/",
                  description: "The national federation of students' unions, with campaigns and events.",
                },
              ],
            },
          ],
        },
        {
          title: "Volunteering",
          icon: "hand-heart",
          body: "Volunteering helps you meet locals, practise your English and gain Irish experience for your CV.",
          lists: [
            {
              name: "Opportunities",
              links: [
                {
                  text: "Volunteer Ireland",
                  url: "https://www.volunteer.ie/",
                  description: "The national volunteering agency: search roles near you.",
                },
                {
                  text: "Focus Ireland",
                  url: "https://www.focusireland.ie/",
                  description: "Homelessness charity that welcomes volunteers and fundraisers.",
                },
              ],
            },
          ],
        },
        {
          title: "Sport & Outdoors",
          icon: "bike",
          body: "Local GAA, cycling and running clubs welcome beginners, and most have a social side too.",
          lists: [
            {
              name: "Clubs",
              links: [
                {
                  text: "Gaelic Athletic Association (GAA)",
                  url: "https://www.gaa.ie/",
                  description: "Find a club for Gaelic football, hurling or camogie.",
                },
                {
                  text: "Cycling Ireland",
                  url: "https://www.cycling.ie/",
                  description: "Cycling clubs and group rides for all levels.",
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
        "luma",
        "expat",
        "societies",
        "clubs",
        "usi",
        "freshers",
        "volunteer",
        "volunteering",
        "gaa",
        "sport",
      ],
    },
    {
      slug: "support-services",
      title: "Support Services",
      description:
        "Free help for newcomers in Ireland: immigration advice, housing support, legal aid, equality rights and emotional support.",
      intro:
        "If you have a problem with immigration, housing, work or discrimination, you can get free advice. Irish charities and State bodies give free, confidential information, and many work with migrants every day. Start with Citizens Information for general questions, then contact a specialist service.",
      lastReviewed: "2026-11-22",
      summary: "Free, confidential help with immigration, housing, legal and personal problems.",
      highlights: [
        "Free immigration advice from migrant charities",
        "Threshold helps renters with problems",
        "Free legal information from FLAC",
        "Samaritans listen 24/7 on 116 123",
      ],
      cards: [
        {
          title: "Immigration & Rights",
          icon: "id-card",
          body: "Get free advice before you reply to an immigration letter or try to change your immigration permission.",
          lists: [
            {
              name: "Migrant support",
              links: [
                {
                  text: "Crosscare Migrant Project",
                  url: "https://www.migrantproject.ie/about-us/our-history-and-mission/",
                  description: "Free information and advocacy on residency, citizenship and family visas.",
                },
                {
                  text: "Immigrant Council of Ireland",
                  url: "https://www.immigrantcouncil.ie/",
                  description: "Independent law centre and information service for migrants.",
                },
                {
                  text: "Migrant Rights Centre Ireland",
                  url: "https://www.mrci.ie/",
                  description: "Support for migrant workers, including people with work problems.",
                },
              ],
            },
            {
              name: "Students",
              links: [
                {
                  text: "Irish Council for International Students (ICOS)",
                  url: "https://www.internationalstudents.ie/",
                  description: "The advocacy body for international students in Ireland.",
                },
              ],
            },
          ],
        },
        {
          title: "Housing Help",
          icon: "home",
          body: "Contact Threshold early if your landlord wants to end your tenancy, raise the rent or keep your deposit.",
          lists: [
            {
              name: "Renters",
              links: [
                {
                  text: "Threshold",
                  url: "https://www.threshold.ie/",
                  description: "Free advice for people who rent their home.",
                },
              ],
            },
            {
              name: "Homelessness",
              links: [
                {
                  text: "Focus Ireland",
                  url: "https://www.focusireland.ie/",
                  description: "Help for people who are homeless or at risk of losing their home.",
                },
              ],
            },
          ],
        },
        {
          title: "Legal & Equality",
          icon: "scale",
          body: "It is illegal to treat you unfairly because of your race, nationality, religion or other protected grounds when you rent, work or use services.",
          lists: [
            {
              name: "Legal advice",
              links: [
                {
                  text: "FLAC – Free Legal Advice Centres",
                  url: "https://www.flac.ie/",
                  description: "Free legal information and legal advice clinics around the country.",
                },
              ],
            },
            {
              name: "Equality",
              links: [
                {
                  text: "Irish Human Rights and Equality Commission",
                  url: "https://www.ihrec.ie/",
                  description: "Your rights if you face discrimination, and how to act.",
                },
              ],
            },
          ],
        },
        {
          title: "General Information & Wellbeing",
          icon: "info",
          lists: [
            {
              name: "Information",
              links: [
                {
                  text: "Citizens Information",
                  url: "https://www.citizensinformation.ie/",
                  description: "Free, impartial information on public services and your rights.",
                },
              ],
            },
            {
              name: "Emotional support",
              links: [
                {
                  text: "Samaritans (Ireland)",
                  url: "https://www.samaritans.org/",
                  description: "Someone to talk to, 24 hours a day: freephone 116 123.",
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
        "samaritans",
        "migrant",
      ],
    },
    {
      slug: "social-activities",
      title: "Social Activities",
      description:
        "Things to do in Dublin on a budget: events and meet-ups, free museums and galleries, libraries, Culture Night and volunteering.",
      intro:
        "You do not need a big budget to enjoy Dublin. The National Museum's Dublin sites and the National Gallery's permanent collection are free, public libraries run free events, and event sites list talks, walks and meet-ups every week. On Culture Night each September, venues across the country open their doors for free.",
      lastReviewed: "2026-11-22",
      summary: "Free and low-cost things to do and places to meet people in Dublin.",
      highlights: [
        "Free national museums and gallery",
        "Free library events and study spaces",
        "Culture Night every September",
        "Weekly event listings and meet-ups",
      ],
      cards: [
        {
          title: "Events & Listings",
          icon: "calendar",
          body: "Check listings each week for talks, workshops, walking tours and club nights. Filter by free events.",
          lists: [
            {
              name: "Where to look",
              links: [
                {
                  text: "Eventbrite – Dublin",
                  url: "https://www.eventbrite.ie/d/ireland--dublin/events/",
                  description: "Talks, workshops, club nights and meet-ups, many free.",
                },
                {
                  text: "Visit Dublin",
                  url: "https://www.visitdublin.com/",
                  description: "The official Dublin tourism guide to events and attractions.",
                },
                {
                  text: "Dublin City Council",
                  url: "https://www.dublincity.ie/",
                  description: "Council news and events in the city's parks and public spaces.",
                },
              ],
            },
          ],
        },
        {
          title: "Free Things to Do",
          icon: "tag",
          body: "The National Museum's three Dublin sites (Archaeology, Natural History, Decorative Arts & History) and the National Gallery's permanent collection are free.",
          lists: [
            {
              name: "Museums & galleries",
              links: [
                {
                  text: "National Museum of Ireland",
                  url: "https://www.museum.ie/",
                  description: "Opening hours and exhibitions at the free national museums.",
                },
                {
                  text: "National Gallery of Ireland",
                  url: "https://www.nationalgallery.ie/",
                  description: "Irish and European art, with free entry to the permanent collection.",
                },
              ],
            },
            {
              name: "Libraries",
              links: [
                {
                  text: "Dublin City Libraries",
                  url: "https://www.dublincity.ie/library",
                  description: "Free membership, book clubs, language groups and study spaces.",
                },
              ],
            },
          ],
        },
        {
          title: "Festivals",
          icon: "music",
          body: "Culture Night happens every September, with free music, talks, tours and open venues nationwide.",
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
          lists: [
            {
              name: "Groups",
              links: [
                {
                  text: "Meetup – Dublin",
                  url: "https://www.meetup.com/find/?location=ie--Dublin",
                  description: "Hobby groups and language exchanges across the city.",
                },
              ],
            },
            {
              name: "Volunteering",
              links: [
                {
                  text: "Volunteer Ireland",
                  url: "https://www.volunteer.ie/",
                  description: "Find one-off or regular volunteering roles and meet locals.",
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
      lastReviewed: "2026-11-22",
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
                  text: "IMMA – Irish Museum of Modern Art",
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
          body: "Watch Gaelic football or hurling at Croke Park or a local ground. Student Leap Card offers have included cheaper entry to GAA matches.",
          lists: [
            {
              name: "Gaelic games",
              links: [
                {
                  text: "Gaelic Athletic Association (GAA)",
                  url: "https://www.gaa.ie/",
                  description: "Fixtures, tickets and how Gaelic games work.",
                },
              ],
            },
            {
              name: "What's on",
              links: [
                {
                  text: "Eventbrite – Dublin",
                  url: "https://www.eventbrite.ie/d/ireland--dublin/events/",
                  description: "Weekly listings for gigs, comedy, talks and club nights.",
                },
              ],
            },
          ],
        },
        {
          title: "Festivals & Culture",
          icon: "music",
          body: "Ireland has festivals all year, from St Patrick's Day in March to Culture Night in September.",
          lists: [
            {
              name: "Festivals",
              links: [
                {
                  text: "Culture Night",
                  url: "https://culturenight.ie/",
                  description: "One night of free arts and culture events across Ireland.",
                },
                {
                  text: "Visit Dublin",
                  url: "https://www.visitdublin.com/",
                  description: "The official guide to Dublin festivals and attractions.",
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
