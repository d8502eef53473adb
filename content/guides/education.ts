import type { GuideSection } from "./types";

export const education: GuideSection = {
  slug: "education",
  title: "Education",
  navLabel: "Education",
  icon: "graduation-cap",
  description:
    "Study in Ireland: how universities and qualifications work, entry requirements, scholarships and funding, and making the most of student life.",
  intro:
    "Ireland has universities, technological universities and colleges that teach in English and welcome international students from inside and outside the European Union (EU). Learn how Irish qualifications work, what you need to apply, how to fund your studies and how to settle into life on campus.",
  lastReviewed: "2026-11-23",
  guides: [
    {
      slug: "university-system",
      title: "University System",
      description:
        "How Irish higher education works: universities and technological universities, the 10-level NFQ, degree types and quality marks for international students.",
      intro:
        "Irish higher education has traditional universities, technological universities and other colleges. The universities include Trinity College Dublin, University College Dublin (UCD), Dublin City University (DCU), Maynooth University, University of Galway, University College Cork (UCC) and University of Limerick. Technological University Dublin (TU Dublin) is the largest technological university. Every recognised qualification sits on the 10-level National Framework of Qualifications (NFQ). The academic year runs from September to May in two semesters, with exams at the end of each semester.",
      lastReviewed: "2026-11-23",
      summary: "Understand Irish universities, degree levels and how to check a course is recognised.",
      highlights: [
        "Universities and technological universities",
        "Qualification levels: 7 and 8 bachelor's, 9 master's, 10 doctorate",
        "Compare your foreign qualifications with Irish levels",
        "TrustEd Ireland quality mark for international students",
      ],
      cards: [
        {
          title: "Qualifications Framework",
          icon: "book-open",
          body: "Level 7 is an ordinary bachelor's degree. Level 8 is an honours bachelor's degree or higher diploma. Level 9 is a master's degree or postgraduate diploma, and Level 10 is a doctorate. Quality and Qualifications Ireland (QQI), a state agency, runs the NFQ.",
          lists: [
            {
              name: "Official guidance",
              links: [
                {
                  text: "Quality and Qualifications Ireland (QQI) – NARIC Ireland",
                  url: "https://www.qqi.ie/what-we-do/the-qualifications-system/national-academic-recognition-information-centre",
                  description:
                    "The National Academic Recognition Information Centre (NARIC): compare a foreign qualification with an NFQ level.",
                },
                {
                  text: "Citizens Information – Getting a foreign qualification recognised",
                  url: "https://www.citizensinformation.ie/en/returning_to_ireland/education_and_schooling/getting_your_foreign_qualification_recognised_in_ireland.html",
                  description: "How NARIC Ireland and the NFQ help you compare qualifications, and who decides.",
                },
              ],
            },
          ],
        },
        {
          title: "Universities & Colleges",
          icon: "graduation-cap",
          body: "Trinity College Dublin is in the city centre, UCD is at Belfield in south Dublin, DCU is in Glasnevin in north Dublin, and Maynooth University is in Co. Kildare on the train line from Dublin. TU Dublin was formed on 1 January 2019 from the Dublin Institute of Technology (DIT) and the institutes of technology in Tallaght and Blanchardstown. Technological universities focus on applied, career-focused courses.",
          lists: [
            {
              name: "Technological universities",
              links: [
                {
                  text: "TU Dublin – Our campuses",
                  url: "https://www.tudublin.ie/explore/our-campuses/",
                  description: "TU Dublin's campuses at Grangegorman, Tallaght and Blanchardstown.",
                },
              ],
            },
            {
              name: "International students",
              links: [
                {
                  text: "Maynooth University – Visa and immigration",
                  url: "https://maynoothuniversity.ie/international/key-information/visa-immigration",
                  description: "An example of a university international office page on visas and registration.",
                },
              ],
            },
          ],
        },
        {
          title: "Admissions & Research Funding",
          icon: "landmark",
          body: "Most undergraduates apply through the Central Applications Office (CAO). Applicants who have lived outside the European Union (EU) often apply directly to each college. For research funding: the Irish Research Council was dissolved on 31 July 2024. It and Science Foundation Ireland were replaced by Taighde Éireann – Research Ireland.",
          lists: [
            {
              name: "Admissions",
              links: [
                {
                  text: "QHelp – Applicants who have lived outside the EU",
                  url: "https://qhelp.qqi.ie/learners/information-for-residence-outside-the-eu-past-or-present-applying-to-higher-education-institution/",
                  description:
                    "QQI's guide for applicants who live or lived outside the EU, and why some apply directly.",
                },
              ],
            },
          ],
        },
        {
          title: "Quality for International Students",
          icon: "award",
          body: "Students from outside the EU need a full-time course on the Interim List of Eligible Programmes (ILEP) to get student permission (Stamp 2). TrustEd Ireland, the QQI quality mark launched in September 2024, will replace the ILEP after a two-year transition. Colleges then need the mark to recruit students from outside the European Economic Area (EEA).",
          lists: [
            {
              name: "Quality marks",
              links: [
                {
                  text: "QQI – TrustEd Ireland (higher education)",
                  url: "https://qqi.ie/what-we-do/quality-assurance-of-education-and-training/what-is-trusted-ireland/he",
                  description: "QQI's page on the TrustEd Ireland mark for colleges and how it replaces the ILEP.",
                },
                {
                  text: "QQI – International Education Mark",
                  url: "https://www.qqi.ie/what-we-do/quality-assurance-of-education-and-training/what-is-the-international-education-mark",
                  description: "The codes of practice that colleges must meet for international learners.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Check the NFQ level of any course before you apply; most master's programmes ask for a Level 8 honours degree or equivalent.",
        "If you are from outside the EU, confirm your course is on the ILEP before you pay a deposit.",
        "Expect more independent study than lecture time: reading, projects and continuous assessment all count towards your grade.",
        "Ask your college's international office for help first; they handle visas, registration and settling-in questions every day.",
      ],
      keywords: [
        "university",
        "college",
        "higher education",
        "nfq",
        "qqi",
        "naric",
        "technological university",
        "tu dublin",
        "trinity",
        "tcd",
        "ucd",
        "dcu",
        "level 8",
        "honours degree",
        "trusted ireland",
        "ilep",
        "semester",
      ],
    },
    {
      slug: "entry-requirements",
      title: "Entry Requirements",
      description:
        "What you need to study in Ireland: academic entry rules, documents, English tests such as IELTS, CAO and direct applications, and student visa steps.",
      intro:
        "Entry requirements depend on your course, your level of study and where you are from. Applicants from the European Union (EU) for undergraduate courses usually apply through the Central Applications Office (CAO). Applicants who have lived outside the EU often apply directly to each college's international office. Postgraduates apply to the college, or for some colleges through the Postgraduate Applications Centre (PAC). Students from outside the EU also need a place on a full-time course on the Interim List of Eligible Programmes (ILEP), proof of funds and private medical insurance to get student permission.",
      lastReviewed: "2026-11-23",
      summary: "Check academic, document and English requirements, then apply and plan your visa.",
      highlights: [
        "Central Applications Office (CAO) or direct applications",
        "Compare your qualifications with Irish levels",
        "English tests, and rules for English-language schools",
        "Study visa: at least €10,000 in funds for courses starting after 1 July 2023",
      ],
      cards: [
        {
          title: "Entry Requirements",
          icon: "graduation-cap",
          body: "Each course sets its own minimum grades and subjects. Check the course page and the international admissions page of each college before you apply. If you have lived outside the EU, some colleges ask you to apply to them directly instead of through the CAO. Check with each admissions office well before the closing date.",
          lists: [
            {
              name: "Applying from outside the EU",
              links: [
                {
                  text: "QHelp – Applicants who have lived outside the EU",
                  url: "https://qhelp.qqi.ie/learners/information-for-residence-outside-the-eu-past-or-present-applying-to-higher-education-institution/",
                  description:
                    "Why applicants who lived outside the EU may need to apply directly to a college instead of through the CAO.",
                },
              ],
            },
            {
              name: "Fees",
              links: [
                {
                  text: "Trinity College Dublin – EU and non-EU fee status",
                  url: "https://www.tcd.ie/graduatestudies/staff-resources/student-enquiries/fee-status",
                  description: "How Trinity decides whether you pay EU or non-EU fees.",
                },
              ],
            },
          ],
        },
        {
          title: "Required Documents",
          icon: "file-text",
          body: "Colleges usually ask for your passport, transcripts and certificates with certified English translations, English test results, a personal statement and references. Postgraduate courses may also ask for a CV (curriculum vitae). NARIC Ireland (the National Academic Recognition Information Centre) compares foreign qualifications with Irish levels.",
          lists: [
            {
              name: "Qualification recognition",
              links: [
                {
                  text: "Quality and Qualifications Ireland (QQI) – NARIC Ireland",
                  url: "https://www.qqi.ie/what-we-do/the-qualifications-system/national-academic-recognition-information-centre",
                  description:
                    "Download a statement that compares your qualification with a level on the Irish National Framework of Qualifications.",
                },
                {
                  text: "Citizens Information – Getting a foreign qualification recognised",
                  url: "https://www.citizensinformation.ie/en/returning_to_ireland/education_and_schooling/getting_your_foreign_qualification_recognised_in_ireland.html",
                  description: "How recognition works. The statement is advice; the college or employer decides.",
                },
              ],
            },
          ],
        },
        {
          title: "Language Requirements",
          icon: "globe",
          body: "If English is not your first language, expect to show a recent test result, such as IELTS Academic (International English Language Testing System), TOEFL iBT (Test of English as a Foreign Language), PTE Academic (Pearson Test of English) or a Cambridge English exam. Minimum scores differ by college and course. Studying at an English-language school? Your course must also be on the ILEP. You get the same student permission (Stamp 2) and the same work limits as other students. There is a limit on how long you can stay on English courses. Go to every class: schools must check attendance, and poor attendance can put your permission at risk.",
          lists: [
            {
              name: "Standards",
              links: [
                {
                  text: "QQI – International Education Mark",
                  url: "https://www.qqi.ie/what-we-do/quality-assurance-of-education-and-training/what-is-the-international-education-mark",
                  description:
                    "The codes of practice that colleges and English-language schools must meet for international learners.",
                },
              ],
            },
          ],
        },
        {
          title: "Application Process",
          icon: "calendar",
          body: "Apply for your course, accept the offer and pay the deposit. Then apply for your visa if you need one. You can apply up to 90 days before you travel, and a decision usually takes about 8 weeks. Since July 2023, for a study visa you must show immediate access to at least €10,000, on top of your fees. This rule is for courses that start after 1 July 2023 and last more than 6 months. For each later year you need another €10,000 (rule in force since 2023).",
          lists: [
            {
              name: "Eligible courses (ILEP)",
              links: [
                {
                  text: "QQI – TrustEd Ireland (higher education)",
                  url: "https://qqi.ie/what-we-do/quality-assurance-of-education-and-training/what-is-trusted-ireland/he",
                  description:
                    "QQI's page on the TrustEd Ireland mark, which is replacing the ILEP list of eligible courses.",
                },
              ],
            },
            {
              name: "Student visa",
              links: [
                {
                  text: "Education in Ireland – Applying for a Student Visa",
                  url: "https://www.educationinireland.com/en/How-Do-I-Apply-/Get-Your-Student-Visa/For-Higher-Education/Ireland-Applying-for-a-Student-Visa.html",
                  description: "The government-backed step-by-step guide to the student visa, fees and proof of funds.",
                },
                {
                  text: "Irish Immigration Service – Student finances",
                  url: "https://www.irishimmigration.ie/coming-to-study-in-ireland/what-are-my-study-options/a-fee-paying-private-primary-or-secondary-school/information-on-student-finances/",
                  description: "The Irish Immigration Service rules on the money you must show for student permission.",
                },
              ],
            },
            {
              name: "Overview",
              links: [
                {
                  text: "EU Immigration Portal – Ireland: students",
                  url: "https://immigration-portal.ec.europa.eu/ireland-student_en",
                  description: "The European Commission's short summary of the conditions for studying in Ireland.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Apply early: many courses fill before the deadline, and non-EU applicants need time for the visa.",
        "For a study visa for a course over 6 months starting after 1 July 2023, you must show at least €10,000 on top of your fees.",
        "Order certified translations and your NARIC Ireland comparability statement before you start applications.",
        "Students from outside the EU should confirm the course is on the ILEP before paying a deposit.",
      ],
      keywords: [
        "entry requirements",
        "admission",
        "apply",
        "cao",
        "pac",
        "ielts",
        "toefl",
        "pte",
        "english test",
        "naric",
        "transcripts",
        "leaving cert",
        "student visa",
        "stamp 2",
        "proof of funds",
        "ilep",
        "english language school",
        "trusted ireland",
      ],
    },
    {
      slug: "scholarships",
      title: "Scholarships",
      description:
        "Scholarships and funding for study in Ireland: Government of Ireland awards, university scholarships, SUSI grants, fee status and money advice.",
      intro:
        "Funding for international students in Ireland is competitive but worth applying for. The main national awards are the Government of Ireland International Education Scholarship (GOI-IES) and the Government of Ireland postgraduate scholarships. Since August 2024 Research Ireland runs the postgraduate scholarships that the Irish Research Council used to run. Most universities also offer merit scholarships for students from outside the European Union (EU), usually as a cut in first-year fees. Students from the EU, the European Economic Area (EEA) and Switzerland who meet residence rules may get a grant from Student Universal Support Ireland (SUSI).",
      lastReviewed: "2026-11-23",
      summary: "Find government, university and grant funding, and check your fee status early.",
      highlights: [
        "Government of Ireland scholarships for non-EU students",
        "Research Ireland postgraduate scholarships",
        "University merit scholarships and fee reductions",
        "Student grants and free money advice",
      ],
      cards: [
        {
          title: "Government Scholarships",
          icon: "award",
          body: "The Higher Education Authority (HEA) runs GOI-IES. It gives a small number of high-achieving students from outside the EU one year of master's, postgraduate diploma or PhD study. In the 2025 call each award was a full tuition fee waiver plus a €10,000 stipend, and recent calls offered about 60 awards. Research Ireland funds research master's and PhD students. Search the HEA and Research Ireland websites for the current calls.",
          lists: [
            {
              name: "Programmes",
              links: [
                {
                  text: "HEA – Government of Ireland International Education Scholarships",
                  url: "https://hea.ie/policy/internationalisation/goi-ies/",
                  description: "The HEA page for the yearly GOI-IES call: who can apply and how.",
                },
              ],
            },
          ],
        },
        {
          title: "University Scholarships",
          icon: "graduation-cap",
          body: "Search each university's website for 'Global Excellence' or 'international scholarships'; Trinity College Dublin and University College Dublin both offer them. Many are cuts in first-year fees for strong applicants, and some need a separate application. Your fee status (EU or non-EU) decides which awards you can get.",
          lists: [
            {
              name: "Fee status",
              links: [
                {
                  text: "Trinity College Dublin – EU and non-EU fee status",
                  url: "https://www.tcd.ie/graduatestudies/staff-resources/student-enquiries/fee-status",
                  description: "How a university decides whether you pay EU or non-EU fees.",
                },
              ],
            },
          ],
        },
        {
          title: "Financial Support",
          icon: "piggy-bank",
          body: "SUSI grants are mainly for EU, EEA and Swiss students who meet residence rules. Students from outside the EU usually cannot get state grants, so plan your living costs carefully. For free help with budgeting and debt, contact the Money Advice and Budgeting Service (MABS).",
          lists: [
            {
              name: "Money you must show",
              links: [
                {
                  text: "Irish Immigration Service – Student finances",
                  url: "https://www.irishimmigration.ie/coming-to-study-in-ireland/what-are-my-study-options/a-fee-paying-private-primary-or-secondary-school/information-on-student-finances/",
                  description: "The official rules on the money students from outside the EU must show.",
                },
              ],
            },
            {
              name: "Money advice",
              links: [
                {
                  text: "Competition and Consumer Protection Commission (CCPC) – Money",
                  url: "https://www.ccpc.ie/consumers/money/",
                  description: "The consumer agency's guide to bank accounts, loans and everyday money.",
                },
              ],
            },
          ],
        },
        {
          title: "Application Resources",
          icon: "file-text",
          lists: [
            {
              name: "Visa and funds",
              links: [
                {
                  text: "Education in Ireland – Student visa guide",
                  url: "https://www.educationinireland.com/en/How-Do-I-Apply-/Get-Your-Student-Visa/For-Higher-Education/Ireland-Applying-for-a-Student-Visa.html",
                  description:
                    "The government-backed guide to the student visa, including the proof of funds you need.",
                },
              ],
            },
            {
              name: "Study conditions",
              links: [
                {
                  text: "EU Immigration Portal – Ireland: students",
                  url: "https://immigration-portal.ec.europa.eu/ireland-student_en",
                  description: "The European Commission's summary of the conditions for studying in Ireland.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Start looking for funding as soon as you choose a course; many scholarship deadlines close months before term starts.",
        "Check whether you will pay EU or non-EU fees, because your fee status decides which scholarships and grants you can get.",
        "Read what the award covers: many are fee reductions only, so you still need money for rent and living costs.",
        "Keep your official scholarship letter and send it with your visa application, as it shows how your study is funded.",
      ],
      keywords: [
        "scholarship",
        "scholarships",
        "funding",
        "goi-ies",
        "government of ireland scholarship",
        "hea",
        "research ireland",
        "irish research council",
        "irc",
        "sfi",
        "susi",
        "grant",
        "fee waiver",
        "global excellence",
        "fee status",
        "non-eu fees",
      ],
    },
    {
      slug: "student-life",
      title: "Student Life",
      description:
        "Make the most of student life in Ireland: clubs and societies, libraries and study spaces, free support services and places to meet people.",
      intro:
        "Student life in Ireland centres on clubs and societies ('socs'). You can join them in Freshers' Week at the start of the year. Your students' union and college support services are free. They help with study, money, health and wellbeing. Outside campus there are free museums, events and groups where you can meet people.",
      lastReviewed: "2026-11-23",
      summary: "Join societies, use free campus services and build a social life outside class.",
      highlights: [
        "Clubs and societies from Freshers' Week",
        "Free libraries and study spaces",
        "Free counselling and health support",
        "Events, meet-ups and free museums",
      ],
      cards: [
        {
          title: "Societies",
          icon: "users",
          body: "Every college has dozens of societies: international and cultural groups, sports clubs, volunteering, music and debating. Membership usually costs only a few euro. Your students' union is part of the Union of Students in Ireland (USI), which campaigns for students nationally.",
          lists: [
            {
              name: "Example: Trinity societies",
              links: [
                {
                  text: "Trinity College Dublin – Societies (Central Societies Committee)",
                  url: "https://trinitysocieties.ie/",
                  description: "The directory of Trinity's student societies; other colleges have similar lists.",
                },
              ],
            },
            {
              name: "Sport",
              links: [
                {
                  text: "Gaelic Athletic Association (GAA)",
                  url: "https://www.gaa.ie/",
                  description: "Try Gaelic football, hurling or camogie with a college or local club.",
                },
              ],
            },
          ],
        },
        {
          title: "Facilities",
          icon: "book-open",
          body: "Your student card opens college libraries, computer labs, sports centres and study spaces. Public libraries are free to join and have Wi-Fi and quiet desks.",
          lists: [
            {
              name: "Study spaces",
              links: [
                {
                  text: "Dublin City Libraries (Dublin City Council)",
                  url: "https://www.dublincity.ie/library",
                  description: "Free public libraries with study space, Wi-Fi and events.",
                },
                {
                  text: "Libraries Ireland – Join your local library",
                  url: "https://librariesireland.ie/join",
                  description: "Join any public library in Ireland for free, online or in person.",
                },
              ],
            },
            {
              name: "Getting to campus",
              links: [
                {
                  text: "Student Leap Card – FAQs",
                  url: "https://www.studentleapcard.ie/faqs-/",
                  description: "Who can get the Student Leap card, and its travel savings and shop discounts.",
                },
              ],
            },
          ],
        },
        {
          title: "Support Services",
          icon: "hand-heart",
          body: "Colleges offer free counselling, a student health centre, disability support, financial help and an international office. Find them on your college website or ask your students' union. In a crisis, text HELLO to 50808 for free text support, 24 hours a day. Jigsaw gives free mental health support to young people aged 12 to 25.",
          lists: [
            {
              name: "On campus",
              links: [
                {
                  text: "University College Dublin (UCD) – Student Health Service",
                  url: "https://www.ucd.ie/stuhealth/",
                  description: "An example of a campus health service, with doctors and nurses for students.",
                },
              ],
            },
            {
              name: "Mental health",
              links: [
                {
                  text: "Health Service Executive (HSE) – Mental health",
                  url: "https://www2.hse.ie/mental-health/",
                  description: "The public health service's guide to mental health services and support.",
                },
              ],
            },
            {
              name: "International students",
              links: [
                {
                  text: "Irish Council for International Students (ICOS) – Statement on students' health insurance",
                  url: "https://www.internationalstudents.ie/news/statement-icos-hia-ruling-regarding-private-health-insurance-non-eea-students",
                  description:
                    "ICOS on the cost of health insurance for students from outside Europe after their first year.",
                },
              ],
            },
          ],
        },
        {
          title: "Social Life",
          icon: "coffee",
          body: "Meet people outside college through free events, sports clubs, volunteering and meet-up groups for languages, hiking or board games.",
          lists: [
            {
              name: "Events",
              links: [
                {
                  text: "Culture Night",
                  url: "https://culturenight.ie/",
                  description: "One night each September with free arts and culture events across Ireland.",
                },
              ],
            },
            {
              name: "Free culture",
              links: [
                {
                  text: "National Gallery of Ireland",
                  url: "https://www.nationalgallery.ie/",
                  description: "Free entry to the permanent art collection in Dublin.",
                },
                {
                  text: "National Museum of Ireland",
                  url: "https://www.museum.ie/",
                  description: "Free museums of archaeology, natural history, and decorative arts and history.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Join at least one society in your first weeks; it is the easiest way to make Irish and international friends.",
        "In 2026, on Stamp 2 you may work up to 20 hours a week, and up to 40 hours only from June to September and from 15 December to 15 January.",
        "Use your college's free counselling early rather than waiting until exam time; waiting lists grow later in the year.",
        "Always ask if there is a student discount and carry your student card or Student Leap card to prove it.",
      ],
      keywords: [
        "student life",
        "societies",
        "socs",
        "clubs",
        "freshers",
        "freshers week",
        "students union",
        "su",
        "usi",
        "library",
        "counselling",
        "mental health",
        "student discount",
        "stamp 2",
        "part-time work",
        "meetup",
        "hse",
        "icos",
      ],
    },
  ],
  tips: [
    "Students from outside the European Union (EU): make sure your course is on the Interim List of Eligible Programmes (ILEP) before you pay any fees.",
    "Apply early for courses, scholarships and college accommodation; the best options go first.",
    "Get a comparability statement from NARIC Ireland (the National Academic Recognition Information Centre) for your qualifications before you apply.",
    "Join societies and use your college's free support services from your first week.",
  ],
};
