import type { GuideSection } from "./types";

export const education: GuideSection = {
  slug: "education",
  title: "Education",
  navLabel: "Education",
  icon: "graduation-cap",
  description:
    "Study in Ireland: how universities and qualifications work, entry requirements, scholarships and funding, and making the most of student life.",
  intro:
    "Ireland has universities, technological universities and colleges that teach in English and welcome international students. Learn how Irish qualifications work, what you need to apply, how to fund your studies and how to settle into life on campus.",
  lastReviewed: "2026-11-22",
  guides: [
    {
      slug: "university-system",
      title: "University System",
      description:
        "How Irish higher education works: universities and technological universities, the 10-level NFQ, degree types and quality marks for international students.",
      intro:
        "Irish higher education includes the traditional universities (such as Trinity College Dublin, UCD, DCU, Maynooth, University of Galway, UCC and University of Limerick), technological universities (such as TU Dublin) and other colleges. Every recognised qualification sits on the 10-level National Framework of Qualifications (NFQ). The academic year runs from September to May in two semesters, with exams at the end of each semester.",
      lastReviewed: "2026-11-22",
      summary: "Understand Irish universities, degree levels and how to check a course is recognised.",
      highlights: [
        "Universities and technological universities",
        "NFQ levels: 7 and 8 bachelor's, 9 master's, 10 doctorate",
        "NARIC Ireland compares your foreign qualifications",
        "TrustEd Ireland quality mark for international students",
      ],
      cards: [
        {
          title: "Qualifications Framework",
          icon: "book-open",
          body: "Level 7 is an ordinary bachelor's degree, Level 8 an honours bachelor's degree or higher diploma, Level 9 a master's degree or postgraduate diploma, and Level 10 a doctorate.",
          lists: [
            {
              name: "Official guidance",
              links: [
                {
                  text: "Quality and Qualifications Ireland (QQI)",
                  url: "https://www.qqi.ie/",
                  description: "The state agency that runs the NFQ and checks quality in education.",
                },
                {
                  text: "NARIC Ireland (QQI)",
                  url: "https://www.qqi.ie/what-we-do/the-qualifications-system/national-academic-recognition-information-centre",
                  description: "See which Irish NFQ level your foreign qualification compares to.",
                },
              ],
            },
          ],
        },
        {
          title: "Universities & Colleges",
          icon: "graduation-cap",
          body: "TU Dublin was formed in 2019 from DIT and the institutes of technology in Tallaght and Blanchardstown. Technological universities focus on applied, career-focused courses.",
          lists: [
            {
              name: "Universities in and near Dublin",
              links: [
                {
                  text: "Trinity College Dublin",
                  url: "https://www.tcd.ie/",
                  description: "Ireland's oldest university, in Dublin city centre.",
                },
                {
                  text: "University College Dublin",
                  url: "https://www.ucd.ie/",
                  description: "Ireland's largest university, on the Belfield campus in south Dublin.",
                },
                {
                  text: "Dublin City University",
                  url: "https://www.dcu.ie/",
                  description: "University with campuses in Glasnevin and Drumcondra, north Dublin.",
                },
                {
                  text: "Maynooth University",
                  url: "https://www.maynoothuniversity.ie/",
                  description: "University in Co. Kildare, on the commuter train line from Dublin.",
                },
              ],
            },
            {
              name: "Technological universities",
              links: [
                {
                  text: "TU Dublin – Our campuses",
                  url: "https://www.tudublin.ie/explore/our-campuses/",
                  description: "Campuses at Grangegorman, Tallaght and Blanchardstown.",
                },
              ],
            },
          ],
        },
        {
          title: "Admissions & Research Funding",
          icon: "landmark",
          lists: [
            {
              name: "Admissions",
              links: [
                {
                  text: "CAO – Central Applications Office",
                  url: "https://www.cao.ie/",
                  description: "Handles undergraduate applications to Irish colleges.",
                },
              ],
            },
            {
              name: "Funding bodies",
              links: [
                {
                  text: "Higher Education Authority – GOI-IES",
                  url: "https://hea.ie/policy/internationalisation/goi-ies/",
                  description: "The Government of Ireland scholarship for international students.",
                },
                {
                  text: "Research Ireland",
                  url: "https://www.researchireland.ie/",
                  description:
                    "The national research funder, which replaced the Irish Research Council and SFI in 2024.",
                },
              ],
            },
          ],
        },
        {
          title: "Quality for International Students",
          icon: "award",
          body: "Non-EU students need a full-time course on the official eligible list to get a student visa and Stamp 2. TrustEd Ireland, launched in 2024, is replacing the old Interim List of Eligible Programmes (ILEP).",
          lists: [
            {
              name: "Quality marks",
              links: [
                {
                  text: "QQI – TrustEd Ireland (higher education)",
                  url: "https://qqi.ie/what-we-do/quality-assurance-of-education-and-training/what-is-trusted-ireland/he",
                  description: "The official quality mark for colleges that recruit international students.",
                },
                {
                  text: "QQI – International Education Mark",
                  url: "https://www.qqi.ie/what-we-do/quality-assurance-of-education-and-training/what-is-the-international-education-mark",
                  description: "The standards colleges must meet to care for international learners.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Check the NFQ level of any course before you apply; most master's programmes ask for a Level 8 honours degree or equivalent.",
        "If you are from outside the EU, confirm your course is on the eligible list for student permission before you pay a deposit.",
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
        "Entry requirements depend on your course, your level of study and where you are from. EU applicants for undergraduate courses usually apply through the CAO; applicants from outside the EU often apply directly to each college's international office, and postgraduates apply to the college or through PAC. Non-EU students also need a place on an eligible full-time course, proof of funds and private medical insurance to get student permission.",
      lastReviewed: "2026-11-22",
      summary: "Check academic, document and English requirements, then apply and plan your visa.",
      highlights: [
        "CAO for undergraduates, direct or PAC for postgraduates",
        "Compare your qualifications with NARIC Ireland",
        "English tests such as IELTS Academic",
        "Non-EU students show at least €10,000 a year in funds",
      ],
      cards: [
        {
          title: "Entry Requirements",
          icon: "graduation-cap",
          body: "Each course sets its own minimum grades and subjects. Check the course page and the international admissions page of each college before you apply.",
          lists: [
            {
              name: "Undergraduate",
              links: [
                {
                  text: "CAO – Central Applications Office",
                  url: "https://www.cao.ie/",
                  description: "The central application system for undergraduate courses.",
                },
                {
                  text: "QHelp – Applicants who have lived outside the EU",
                  url: "https://qhelp.qqi.ie/learners/information-for-residence-outside-the-eu-past-or-present-applying-to-higher-education-institution/",
                  description:
                    "Why non-EU applicants may need to apply directly to a college instead of through the CAO.",
                },
              ],
            },
            {
              name: "Postgraduate",
              links: [
                {
                  text: "PAC – Postgraduate Applications Centre",
                  url: "https://www.pac.ie/",
                  description: "Online applications for postgraduate courses at several Irish colleges.",
                },
              ],
            },
          ],
        },
        {
          title: "Required Documents",
          icon: "file-text",
          body: "Colleges usually ask for your passport, transcripts and certificates with certified English translations, English test results, a personal statement and references. Postgraduate courses may also ask for a CV.",
          lists: [
            {
              name: "Qualification recognition",
              links: [
                {
                  text: "NARIC Ireland – Foreign qualifications",
                  url: "https://www.qqi.ie/what-we-do/the-qualifications-system/national-academic-recognition-information-centre",
                  description: "Download a free statement comparing your qualification to an Irish NFQ level.",
                },
                {
                  text: "Citizens Information – Getting a foreign qualification recognised",
                  url: "https://www.citizensinformation.ie/en/returning_to_ireland/education_and_schooling/getting_your_foreign_qualification_recognised_in_ireland.html",
                  description: "How recognition works and who makes the final decision.",
                },
              ],
            },
          ],
        },
        {
          title: "Language Requirements",
          icon: "globe",
          body: "If English is not your first language, expect to show a recent test result such as IELTS Academic, TOEFL iBT, PTE Academic or a Cambridge English exam. Minimum scores differ by college and course.",
          lists: [
            {
              name: "Tests",
              links: [
                {
                  text: "IELTS",
                  url: "https://ielts.org/",
                  description: "Book the IELTS test and find a test centre near you.",
                },
              ],
            },
            {
              name: "Standards",
              links: [
                {
                  text: "QQI – International Education Mark",
                  url: "https://www.qqi.ie/what-we-do/quality-assurance-of-education-and-training/what-is-the-international-education-mark",
                  description: "Colleges must publish clear English language entry rules for international students.",
                },
              ],
            },
          ],
        },
        {
          title: "Application Process",
          icon: "calendar",
          body: "Apply for your course, accept the offer and pay the deposit, then apply for your visa if you need one. You can apply up to 90 days before you travel, and a decision usually takes around 8 weeks.",
          lists: [
            {
              name: "Student visa",
              links: [
                {
                  text: "Education in Ireland – Applying for a Student Visa",
                  url: "https://www.educationinireland.com/en/How-Do-I-Apply-/Get-Your-Student-Visa/For-Higher-Education/Ireland-Applying-for-a-Student-Visa.html",
                  description: "Step-by-step guide to the student visa, fees and proof of funds.",
                },
                {
                  text: "Irish Immigration Service – Student finances",
                  url: "https://www.irishimmigration.ie/coming-to-study-in-ireland/what-are-my-study-options/a-fee-paying-private-primary-or-secondary-school/information-on-student-finances/",
                  description: "The official rules on the money you must show for student permission.",
                },
              ],
            },
            {
              name: "Overview",
              links: [
                {
                  text: "EU Immigration Portal – Ireland: students",
                  url: "https://immigration-portal.ec.europa.eu/ireland-student_en",
                  description: "A short summary of the conditions for studying in Ireland.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Apply early: many courses fill before the deadline, and non-EU applicants need time for the visa.",
        "For courses over 6 months, non-EU students must show immediate access to at least €10,000, on top of the tuition fees.",
        "Order certified translations and your NARIC comparability statement before you start applications.",
        "Non-EU students should confirm the course is on the eligible list for student permission before paying a deposit.",
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
      ],
    },
    {
      slug: "scholarships",
      title: "Scholarships",
      description:
        "Scholarships and funding for study in Ireland: Government of Ireland awards, university scholarships, SUSI grants, fee status and money advice.",
      intro:
        "Funding for international students in Ireland is competitive but worth applying for. The Government of Ireland International Education Scholarship (GOI-IES) and Research Ireland's postgraduate scholarships are the main national awards. Most universities also offer merit scholarships for non-EU students, usually as a reduction in first-year fees. EU, EEA and Swiss students who meet residence rules may qualify for a SUSI grant.",
      lastReviewed: "2026-11-22",
      summary: "Find government, university and grant funding, and check your fee status early.",
      highlights: [
        "Government of Ireland scholarships for non-EU students",
        "Research Ireland postgraduate scholarships",
        "University merit scholarships and fee reductions",
        "SUSI grants and free money advice",
      ],
      cards: [
        {
          title: "Government Scholarships",
          icon: "award",
          body: "GOI-IES gives a small number of high-achieving non-EU students a one-year tuition fee waiver and a living stipend for master's, postgraduate diploma or PhD study. Research Ireland funds research master's and PhD students.",
          lists: [
            {
              name: "Programmes",
              links: [
                {
                  text: "HEA – Government of Ireland International Education Scholarships",
                  url: "https://hea.ie/policy/internationalisation/goi-ies/",
                  description: "The annual GOI-IES call, eligibility and how to apply.",
                },
                {
                  text: "Research Ireland – Government of Ireland Postgraduate Scholarship",
                  url: "https://www.researchireland.ie/funding/government-ireland-postgraduate/",
                  description: "Funding for postgraduate research students based in Ireland.",
                },
              ],
            },
          ],
        },
        {
          title: "University Scholarships",
          icon: "graduation-cap",
          body: "Search each university's website for 'Global Excellence' or 'international scholarships'. Many are fee reductions given to strong applicants, and some need a separate application.",
          lists: [
            {
              name: "Universities",
              links: [
                {
                  text: "Trinity College Dublin",
                  url: "https://www.tcd.ie/",
                  description: "Global Excellence scholarships for non-EU undergraduates and postgraduates.",
                },
                {
                  text: "University College Dublin",
                  url: "https://www.ucd.ie/",
                  description: "Global Excellence scholarships for non-EU fee-paying students.",
                },
              ],
            },
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
          body: "SUSI grants are mainly for EU, EEA and Swiss students who meet residence rules. Non-EU students usually cannot get state grants, so plan your living costs carefully.",
          lists: [
            {
              name: "Grants",
              links: [
                {
                  text: "SUSI – Student Universal Support Ireland",
                  url: "https://susi.ie/",
                  description: "Ireland's student grant body: eligibility checker and online applications.",
                },
              ],
            },
            {
              name: "Money advice",
              links: [
                {
                  text: "MABS",
                  url: "https://www.mabs.ie/",
                  description: "Free, confidential help with budgeting and debt.",
                },
                {
                  text: "CCPC – Money",
                  url: "https://www.ccpc.ie/consumers/money/",
                  description: "Independent guidance on bank accounts, loans and everyday money.",
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
                  description: "A scholarship letter can count as evidence of funds for your visa.",
                },
              ],
            },
            {
              name: "Research funding calls",
              links: [
                {
                  text: "Research Ireland",
                  url: "https://www.researchireland.ie/",
                  description: "Current national funding calls for researchers and postgraduates.",
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
        "Keep your official scholarship letter; you can use it as proof of funds in your visa application.",
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
        "Student life in Ireland centres on clubs and societies ('socs'), which you can join in Freshers' Week at the start of the year. Your students' union and college support services are free and there to help with study, money, health and wellbeing. Outside campus there are free museums, events and groups where you can meet people.",
      lastReviewed: "2026-11-22",
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
          body: "Every college has dozens of societies: international and cultural groups, sports clubs, volunteering, music and debating. Membership usually costs only a few euro.",
          lists: [
            {
              name: "Students' unions",
              links: [
                {
                  text: "Union of Students in Ireland (USI)",
                  url: "https://usi.ie/",
                  description: "The national voice of students' unions and student campaigns.",
                },
              ],
            },
            {
              name: "Sport and volunteering",
              links: [
                {
                  text: "Gaelic Athletic Association (GAA)",
                  url: "https://www.gaa.ie/",
                  description: "Try Gaelic football, hurling or camogie with a college or local club.",
                },
                {
                  text: "Volunteer Ireland",
                  url: "https://www.volunteer.ie/",
                  description: "Find volunteering roles near you and meet people locally.",
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
                  text: "Dublin City Libraries",
                  url: "https://www.dublincity.ie/library",
                  description: "Free public libraries with study space, Wi-Fi and events.",
                },
              ],
            },
            {
              name: "Getting to campus",
              links: [
                {
                  text: "Student Leap Card",
                  url: "https://www.studentleapcard.ie/",
                  description: "Student travel card with cheaper fares and retail discounts.",
                },
              ],
            },
          ],
        },
        {
          title: "Support Services",
          icon: "hand-heart",
          body: "Colleges offer free counselling, a student health centre, disability support, financial help and an international office. Find them on your college website or ask your students' union.",
          lists: [
            {
              name: "On campus",
              links: [
                {
                  text: "UCD Student Health Service",
                  url: "https://www.ucd.ie/stuhealth/",
                  description: "An example of a campus health service with doctors and nurses for students.",
                },
                {
                  text: "Irish Council for International Students (ICOS)",
                  url: "https://www.internationalstudents.ie/",
                  description: "Advice and advocacy for international students in Ireland.",
                },
              ],
            },
            {
              name: "Mental health",
              links: [
                {
                  text: "Jigsaw",
                  url: "https://jigsaw.ie/",
                  description: "Free mental health support for young people aged 12 to 25.",
                },
                {
                  text: "Text 50808",
                  url: "https://text50808.ie/",
                  description: "Free text support, 24 hours a day, for anyone in emotional crisis.",
                },
              ],
            },
          ],
        },
        {
          title: "Social Life",
          icon: "coffee",
          lists: [
            {
              name: "Events",
              links: [
                {
                  text: "Culture Night",
                  url: "https://culturenight.ie/",
                  description: "One night each September with free arts and culture events across Ireland.",
                },
                {
                  text: "Meetup – Dublin",
                  url: "https://www.meetup.com/find/?location=ie--Dublin",
                  description: "Groups for languages, hiking, tech, board games and more.",
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
        "On Stamp 2 you may work up to 20 hours a week, and up to 40 hours only from June to September and from 15 December to 15 January.",
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
      ],
    },
  ],
  tips: [
    "Non-EU students: make sure your course is on the official eligible list for student permission before you pay any fees.",
    "Apply early for courses, scholarships and college accommodation; the best options go first.",
    "Get a NARIC Ireland comparability statement for your qualifications before you apply.",
    "Join societies and use your college's free support services from your first week.",
  ],
};
