import type { GuideSection } from "./types";

/** The day a person last checked these pages' facts and links against the fact sheet. */
const REVIEWED = "2026-11-23";

export const jobs: GuideSection = {
  slug: "jobs",
  title: "Jobs and Career",
  navLabel: "Jobs",
  icon: "briefcase",
  description:
    "Find work in Ireland: job sites, employment permits, Stamp 2 student hours, your pay and tax, career help and your rights at work in 2026.",
  intro:
    "Do you want a part-time job while you study, or a full career in Ireland? Start with one question: what does your immigration stamp allow? These guides show where to find jobs and how employment permits and Stamp 1G work. They explain pay, Pay As You Earn (PAYE) tax and payslips, and the rights every worker has.",
  lastReviewed: REVIEWED,
  tips: [
    "Check your immigration stamp before you accept a job. In 2026, Stamp 2 students may work up to 20 hours a week in term, and most workers from outside the European Economic Area (EEA) need an employment permit.",
    "Get a Personal Public Service (PPS) number once you have a job offer, then register the job in Revenue myAccount so you do not pay emergency tax.",
    "The national minimum wage is €14.15 an hour in 2026; you must get a payslip every time you are paid.",
    "Use your college careers service and LinkedIn early: many jobs in Ireland are filled through contacts and referrals.",
  ],
  guides: [
    {
      slug: "job-search",
      title: "Job Search",
      description:
        "Where to find jobs in Ireland: the main job sites, recruitment agencies, public service and graduate jobs, and what your stamp allows.",
      intro:
        "Most jobs in Ireland are advertised online. Dublin has many jobs in technology, finance, pharma, retail and hospitality. Before you apply, check what your immigration stamp allows. Citizens of the European Union (EU), the European Economic Area (EEA), the UK and Switzerland can work freely. In 2026, students with Stamp 2 can work limited hours and graduates with Stamp 1G can work full-time. Most other workers from outside the EEA need an employment permit.",
      lastReviewed: REVIEWED,
      summary: "Find jobs through Irish job sites, agencies and graduate schemes, and check your right to work first.",
      highlights: [
        "Big job sites: IrishJobs.ie, Jobs.ie, Indeed, LinkedIn",
        "Public service and graduate jobs",
        "Free college careers services",
        "Check your stamp before you apply",
      ],
      cards: [
        {
          title: "Job Search Platforms",
          icon: "search",
          body: "The big job sites are IrishJobs.ie, Jobs.ie, Indeed.ie and LinkedIn Jobs. Glassdoor has company reviews and salary reports. Set up job alerts on two or three sites, and apply within a few days of a job being posted.",
          lists: [
            {
              name: "Public service jobs",
              links: [
                {
                  text: "publicjobs.ie",
                  url: "https://www.publicjobs.ie/",
                  description: "The official recruitment site for the civil service and many public service jobs.",
                },
              ],
            },
            {
              name: "College job boards",
              links: [
                {
                  text: "Trinity College Dublin – Careers Service",
                  url: "https://www.tcd.ie/Careers/",
                  description: "Trinity's careers service and jobs board; your own college has a similar one.",
                },
              ],
            },
          ],
        },
        {
          title: "Recruitment Agencies",
          icon: "handshake",
          body: "Agencies such as Hays and Sigmar fill many office, IT, finance and temporary jobs. Send them your CV and say clearly which stamp or permit you hold. A real agency does not ask you to pay to find you a job. Jobs Ireland (jobsireland.ie) is the free state job service.",
          lists: [
            {
              name: "Your rights",
              links: [
                {
                  text: "Citizens Information – Employment rights and conditions",
                  url: "https://www.citizensinformation.ie/en/employment/employment-rights-and-conditions/",
                  description:
                    "Official plain-English guide to pay, hours, leave and contracts, whoever found you the job.",
                },
              ],
            },
          ],
        },
        {
          title: "Industry-Specific Jobs",
          icon: "building",
          body: "Graduate schemes are sorted by sector on gradireland. If you are from outside the EEA, check that your job can get an employment permit: some jobs are on the Critical Skills list and some are not eligible.",
          lists: [
            {
              name: "Jobs and permits",
              links: [
                {
                  text: "Department of Enterprise, Tourism and Employment – Occupation list changes (December 2023)",
                  url: "https://enterprise.gov.ie/en/news-and-events/department-news/2023/december/20122023.html",
                  description:
                    "The changes made in December 2023 to the lists of jobs that can get an employment permit.",
                },
              ],
            },
            {
              name: "Graduate jobs by sector",
              links: [
                {
                  text: "gradireland",
                  url: "https://gradireland.com/",
                  description: "Graduate programmes, internships and employer profiles in Ireland, by sector.",
                },
              ],
            },
          ],
        },
        {
          title: "International Opportunities",
          icon: "globe",
          body: "EU and EEA citizens can also search EURES, the EU job mobility portal (eures.europa.eu). If you are from outside the EEA, your immigration stamp decides how much you may work.",
          lists: [
            {
              name: "Students (Stamp 2)",
              links: [
                {
                  text: "Workplace Relations Commission (WRC) – Stamp 2 working hours",
                  url: "https://www.workplacerelations.ie/en/news-media/Workplace_Relations_Notices/Changes_to_Employment_entitlements_of_Non-EEA_Students_holding_Immigration_Stamp_2.html",
                  description:
                    "Official notice, still in force in 2026, on when Stamp 2 students may work 20 or 40 hours a week.",
                },
              ],
            },
            {
              name: "Graduates (Stamp 1G)",
              links: [
                {
                  text: "UCD – Third Level Graduate Programme (Stamp 1G)",
                  url: "https://www.ucd.ie/global/studentexperience/thirdlevelgraduateprogramme-stamp1g/",
                  description: "University College Dublin's guide to staying on after your degree to look for work.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Use an Irish-style CV: two pages, no photo, most recent job first, and a short profile at the top.",
        "Say clearly which stamp you hold, for example Stamp 2 (in 2026, up to 20 hours a week in term) or Stamp 1G.",
        "You need a Personal Public Service (PPS) number to be paid correctly. Apply once you have a job offer; looking for work alone is not accepted as a reason.",
        "Never pay a fee to get a job, and never let a new 'employer' pass money through your bank account: these are common scams.",
      ],
      keywords: [
        "jobs",
        "job search",
        "vacancies",
        "indeed",
        "irishjobs",
        "linkedin",
        "glassdoor",
        "recruitment agency",
        "jobsireland",
        "publicjobs",
        "gradireland",
        "eures",
        "cv",
        "stamp 2",
        "stamp 1g",
      ],
    },
    {
      slug: "career-resources",
      title: "Career Resources",
      description:
        "Write an Irish-style CV, prepare for interviews, build your network and sort out tax before your first payday in Ireland.",
      intro:
        "Irish employers expect a short, clear CV, a cover letter written for each job, and interview answers with real examples. Your college careers service is free and is the best place to start. When you get a job, register it with Revenue so your tax credits are used from your first payslip.",
      lastReviewed: REVIEWED,
      summary: "Free help with CVs, interviews and networking, plus the tax steps to take before your first payday.",
      highlights: [
        "CV help and Europass",
        "Free college careers services",
        "Networks and professional bodies",
        "Register your job with Revenue",
      ],
      cards: [
        {
          title: "CV Writing",
          icon: "file-text",
          body: "Keep your CV to two pages, list results rather than duties, and change it for each job. CareersPortal (careersportal.ie) also has job profiles and CV help.",
          lists: [
            {
              name: "Guides and templates",
              links: [
                {
                  text: "Europass",
                  url: "https://europa.eu/europass/en",
                  description: "Free European Union (EU) tool to build a CV and describe your skills and languages.",
                },
                {
                  text: "gradireland – Careers advice",
                  url: "https://gradireland.com/",
                  description: "CV, cover letter and application advice for Irish graduate employers.",
                },
              ],
            },
          ],
        },
        {
          title: "Interview Preparation",
          icon: "users",
          body: "Prepare short stories about your experience (situation, task, action, result) and research the company before each interview.",
          lists: [
            {
              name: "University careers services",
              links: [
                {
                  text: "UCD Careers Network",
                  url: "https://www.ucd.ie/careers/",
                  description: "University College Dublin (UCD) careers advice, mock interviews and employer events.",
                },
              ],
            },
          ],
        },
        {
          title: "Professional Networking",
          icon: "handshake",
          body: "LinkedIn is widely used in Ireland. Professional bodies such as Engineers Ireland and Chartered Accountants Ireland, and business groups such as Dublin Chamber, run events where you can meet people in your field.",
          lists: [
            {
              name: "Meet employers through your college",
              links: [
                {
                  text: "Trinity College Dublin – Careers Service",
                  url: "https://www.tcd.ie/Careers/",
                  description: "Trinity's careers service: jobs board, careers events and recruitment fairs.",
                },
              ],
            },
          ],
        },
        {
          title: "Additional Resources",
          icon: "info",
          body: "Jobs Ireland (jobsireland.ie) is the free state jobs service, with vacancies and help for job seekers.",
          lists: [
            {
              name: "Before your first payday",
              links: [
                {
                  text: "Revenue – Starting your first job",
                  url: "https://www.revenue.ie/en/jobs-and-pensions/starting-your-first-job/index.aspx",
                  description: "How to register a new job in myAccount so your tax credits are used.",
                },
                {
                  text: "Revenue – Emergency basis of tax",
                  url: "https://www.revenue.ie/en/jobs-and-pensions/starting-your-first-job/emergency-basis.aspx",
                  description: "Why you may pay emergency tax at first and how to fix it.",
                },
              ],
            },
            {
              name: "Your rights",
              links: [
                {
                  text: "Citizens Information – Employment rights and conditions",
                  url: "https://www.citizensinformation.ie/en/employment/employment-rights-and-conditions/",
                  description: "Official plain-English guide to contracts, pay, working time and leave.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Book a session with your college careers service in your first term; it is free and they know local employers.",
        "Write a new cover letter for each job, naming the company and showing how your skills match the advert.",
        "After you accept a job, register it in Revenue myAccount; otherwise emergency tax is taken from your pay.",
        "Keep your LinkedIn profile in English, with an Irish location and a short headline about the work you want.",
      ],
      keywords: [
        "cv",
        "resume",
        "cover letter",
        "interview",
        "europass",
        "careers service",
        "careersportal",
        "linkedin",
        "emergency tax",
        "myaccount",
        "revenue",
        "tax credits",
      ],
    },
    {
      slug: "work-permits",
      title: "Work Permits",
      description:
        "Employment permits for non-EEA workers in 2026: Critical Skills and General permits, minimum salaries, fees, Stamp 1G and your rights.",
      intro:
        "Citizens of the European Economic Area (EEA), the UK and Switzerland can work in Ireland without a permit. Most other people need an employment permit from the Department of Enterprise, Tourism and Employment (DETE). The usual ones are the Critical Skills Employment Permit and the General Employment Permit. After the permit is granted, you register your permission with Immigration Service Delivery (ISD) and get an Irish Residence Permit (IRP) card. Minimum salaries rose on 1 March 2026, and more increases are planned up to 2030.",
      lastReviewed: REVIEWED,
      summary:
        "Which employment permit you need, the 2026 minimum salaries and fees, and how graduates can stay on with Stamp 1G.",
      highlights: [
        "General permit from €36,605 a year (2026)",
        "Critical Skills from €40,904 with a degree (2026)",
        "Permit fee €1,000 for up to 24 months (2026)",
        "Stamp 1G for graduates of Irish colleges",
      ],
      cards: [
        {
          title: "Permit Requirements",
          icon: "file-text",
          body: "From 1 March 2026 the minimum yearly salary for a General Employment Permit is €36,605. For a Critical Skills Employment Permit it is €40,904 with a relevant degree, or €68,911 without one (from 1 March 2026). Healthcare assistants, home carers, meat processing and horticulture workers need €32,691 from 1 March 2026. An Intra-Company Transfer permit needs €49,523 in 2026.",
          lists: [
            {
              name: "Official announcement",
              links: [
                {
                  text: "DETE – Roadmap for employment permit salary thresholds (December 2025)",
                  url: "https://enterprise.gov.ie/en/news-and-events/department-news/2025/december/20251202.html",
                  description: "The official notice of the minimum salaries from 1 March 2026 and the plan up to 2030.",
                },
              ],
            },
          ],
        },
        {
          title: "Application Process",
          icon: "calendar",
          body: "You or your employer apply to DETE before the job starts. In 2026 a Critical Skills or General permit costs €1,000 for up to 24 months. A General permit for 6 months or less costs €500 (2026). Renewing a General permit costs €1,500 for up to 3 years (2026 fee). If the application is refused, 90% of the fee is paid back (2026 rule). When the permit is granted, register with ISD and pay the IRP fee, €300 in 2026.",
          lists: [
            {
              name: "Official notices",
              links: [
                {
                  text: "DETE – Changes to the occupation lists (December 2023)",
                  url: "https://enterprise.gov.ie/en/news-and-events/department-news/2023/december/20122023.html",
                  description:
                    "Which jobs were added to or removed from the Critical Skills and Ineligible lists in 2023.",
                },
              ],
            },
            {
              name: "After the permit",
              links: [
                {
                  text: "Citizens Information – Registration of non-EEA nationals",
                  url: "https://www.citizensinformation.ie/en/moving-country/moving-to-ireland/rights-of-residence-in-ireland/registration-of-non-eea-nationals-in-ireland/",
                  description: "How to register your permission and get your IRP card.",
                },
              ],
            },
            {
              name: "What changed in 2026",
              links: [
                {
                  text: "Fragomen – Preparing for the 1 March 2026 changes",
                  url: "https://www.fragomen.com/insights/march-1-employment-permit-pay-changes-ireland.html",
                  description: "A law firm explains what the new minimum salaries mean for new permits and renewals.",
                },
              ],
            },
          ],
        },
        {
          title: "International Workers",
          icon: "globe",
          body: "Graduates of Irish colleges can apply for Stamp 1G under the Third Level Graduate Programme. It lasts 12 months after a Level 8 degree, and up to 24 months after Level 9 or higher. In 2026 it lets you work up to 40 hours a week without a permit while you look for a graduate job. You apply on the ISD online renewals portal (inisonline.jahs.ie).",
          lists: [
            {
              name: "Graduates (Stamp 1G)",
              links: [
                {
                  text: "UCD – Third Level Graduate Programme (Stamp 1G)",
                  url: "https://www.ucd.ie/global/studentexperience/thirdlevelgraduateprogramme-stamp1g/",
                  description:
                    "University College Dublin (UCD) guide: who qualifies for Stamp 1G and how long it lasts.",
                },
                {
                  text: "UCD – Applying for Stamp 1G",
                  url: "https://www.ucd.ie/global/studentexperience/thirdlevelgraduateprogramme-stamp1gpermission/",
                  description: "How to apply online, which documents to upload and the €300 IRP fee (2026).",
                },
              ],
            },
          ],
        },
        {
          title: "Legal Requirements",
          icon: "scale",
          body: "Permit holders have the same employment rights as Irish workers, including the minimum wage (€14.15 an hour in 2026), a written statement of terms and payslips. The Workplace Relations Commission (WRC) takes complaints, and Migrant Rights Centre Ireland (mrci.ie) gives free advice to migrant workers.",
          lists: [
            {
              name: "Your rights",
              links: [
                {
                  text: "Citizens Information – Employment rights and conditions",
                  url: "https://www.citizensinformation.ie/en/employment/employment-rights-and-conditions/",
                  description: "Pay, working hours, leave and contracts, explained simply.",
                },
                {
                  text: "WRC – Terms of employment",
                  url: "https://www.workplacerelations.ie/en/What_You_Should_Know/Terms_of_Employment/",
                  description: "Your right to a written statement of your main terms of employment.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Do not start a job that needs a permit until the permit is granted; working without one puts your immigration status at risk.",
        "Renewing after 1 March 2026? Your salary must meet the new minimum, so talk to your employer well before the permit ends.",
        "Recent graduates may qualify for lower minimums from 1 March 2026: €34,009 for a General permit and €36,848 for Critical Skills; check the conditions with DETE.",
        "Keep copies of your permit, contract and payslips; you need them for renewals and later for Stamp 4 or long-term residence.",
      ],
      keywords: [
        "work permit",
        "employment permit",
        "critical skills",
        "csep",
        "general employment permit",
        "gep",
        "intra-company transfer",
        "ict",
        "dete",
        "salary threshold",
        "permit fee",
        "stamp 1",
        "stamp 1g",
        "stamp 4",
        "irp",
        "graduate programme",
      ],
    },
    {
      slug: "career-development",
      title: "Career Development",
      description:
        "Grow your career in Ireland: subsidised training, free online courses, recognition of foreign qualifications and planning tools.",
      intro:
        "Ireland has many free or low-cost ways to build skills, from online courses to training run by industry and subsidised college courses. If you studied abroad, get your qualification compared with the Irish National Framework of Qualifications (NFQ), so employers understand its level.",
      lastReviewed: REVIEWED,
      summary: "Training, qualification recognition and career planning tools to help you move up in Irish workplaces.",
      highlights: [
        "Skillnet, SOLAS and eCollege courses",
        "Free NARIC comparability statements",
        "Career planning tools",
        "Springboard+ and research funding",
      ],
      cards: [
        {
          title: "Skills Development",
          icon: "trending-up",
          body: "Skillnet Ireland (skillnetireland.ie) runs subsidised training for people in work. SOLAS, the further education and training authority, funds courses across the country. eCollege (ecollege.ie) has free online courses in IT, digital skills and business.",
          lists: [
            {
              name: "Record your skills",
              links: [
                {
                  text: "Europass",
                  url: "https://europa.eu/europass/en",
                  description: "Free European Union (EU) tool to describe your skills and languages and build a CV.",
                },
              ],
            },
          ],
        },
        {
          title: "Professional Certifications",
          icon: "award",
          body: "The National Academic Recognition Information Centre (NARIC) Ireland is run by Quality and Qualifications Ireland (QQI). Its comparability statements are free to download. They are advisory: the final decision rests with the employer or college. Regulated jobs, such as nursing, need registration with the Irish regulator. Engineers Ireland (engineersireland.ie) awards chartered engineer status.",
          lists: [
            {
              name: "Qualification recognition",
              links: [
                {
                  text: "NARIC Ireland (QQI) – Foreign qualifications",
                  url: "https://www.qqi.ie/what-we-do/the-qualifications-system/national-academic-recognition-information-centre",
                  description: "Compare your foreign qualification with a level on the Irish NFQ.",
                },
                {
                  text: "Citizens Information – Getting your foreign qualification recognised",
                  url: "https://www.citizensinformation.ie/en/returning_to_ireland/education_and_schooling/getting_your_foreign_qualification_recognised_in_ireland.html",
                  description: "How recognition works for study, for work and for regulated professions.",
                },
              ],
            },
          ],
        },
        {
          title: "Career Planning",
          icon: "lightbulb",
          body: "CareersPortal (careersportal.ie) has interest tests, job profiles and a course search.",
          lists: [
            {
              name: "Advice",
              links: [
                {
                  text: "UCD Careers Network",
                  url: "https://www.ucd.ie/careers/",
                  description:
                    "University College Dublin (UCD) careers service: an example of the advice Irish universities offer.",
                },
              ],
            },
            {
              name: "Sectors and employers",
              links: [
                {
                  text: "gradireland",
                  url: "https://gradireland.com/",
                  description: "Sector guides and an employer directory for graduates.",
                },
              ],
            },
          ],
        },
        {
          title: "Continuing Education",
          icon: "graduation-cap",
          body: "Springboard+ (springboardcourses.ie) offers free or low-cost part-time college courses in skills employers need. Who can join depends on your residency and immigration status, so check before you apply. Research Ireland (researchireland.ie) funds postgraduate and postdoctoral research.",
          lists: [
            {
              name: "Applying to college",
              links: [
                {
                  text: "QHelp (QQI) – Applicants who live or lived outside the EU",
                  url: "https://qhelp.qqi.ie/learners/information-for-residence-outside-the-eu-past-or-present-applying-to-higher-education-institution/",
                  description:
                    "You may need to apply to each college directly, not through the Central Applications Office (CAO).",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Download a free NARIC comparability statement and add it to applications if your degree is from abroad.",
        "Regulated jobs such as nursing, medicine and teaching need registration with the Irish regulator before you can work.",
        "Ask your employer about training support: many pay for courses or professional exams.",
        "Keep a simple record of courses and certificates; professional bodies often ask for it.",
      ],
      keywords: [
        "training",
        "upskilling",
        "cpd",
        "naric",
        "qqi",
        "nfq",
        "qualification recognition",
        "skillnet",
        "solas",
        "ecollege",
        "springboard",
        "research ireland",
        "europass",
      ],
    },
    {
      slug: "part-time-work",
      title: "Part-Time Work",
      description:
        "Part-time jobs for students in Ireland: Stamp 2 hour limits, the 2026 minimum wage, tax and payslips, internships and where to get help.",
      intro:
        "In 2026, students with Stamp 2 can work up to 20 hours a week during term. They can work up to 40 hours a week only in June, July, August and September, and from 15 December to 15 January (2026 rules). These are weekly limits across all your jobs, not averages. The national minimum wage is €14.15 an hour from 1 January 2026. Your employer takes tax from your pay through Pay As You Earn (PAYE): income tax, the Universal Social Charge (USC) and Pay-Related Social Insurance (PRSI). You need a Personal Public Service (PPS) number to be taxed correctly.",
      lastReviewed: REVIEWED,
      summary: "Find student jobs and internships, and keep to the 2026 Stamp 2 hours, pay and tax rules.",
      highlights: [
        "20 hours a week in term on Stamp 2 (2026)",
        "40 hours a week in summer and at Christmas (2026)",
        "Minimum wage €14.15 an hour in 2026",
        "PPS number, tax and payslips",
      ],
      cards: [
        {
          title: "Student Job Opportunities",
          icon: "search",
          body: "Retail, cafés, hotels, tutoring and campus jobs often fit around lectures. Indeed.ie and Jobs.ie list many part-time and shift jobs. Start looking before the busy Christmas and summer seasons.",
          lists: [
            {
              name: "College careers services",
              links: [
                {
                  text: "Trinity College Dublin – Careers Service",
                  url: "https://www.tcd.ie/Careers/",
                  description:
                    "Student and graduate vacancies; your own college's careers service has a similar board.",
                },
                {
                  text: "UCD Careers Network",
                  url: "https://www.ucd.ie/careers/",
                  description: "University College Dublin (UCD) careers advice and employer events for UCD students.",
                },
              ],
            },
          ],
        },
        {
          title: "Internship Programs",
          icon: "briefcase",
          body: "If an internship or placement is part of your course, ask your college how it fits with your Stamp 2 conditions.",
          lists: [
            {
              name: "Programmes",
              links: [
                {
                  text: "publicjobs.ie",
                  url: "https://www.publicjobs.ie/",
                  description: "Official site for public service jobs, including graduate programmes.",
                },
                {
                  text: "gradireland",
                  url: "https://gradireland.com/",
                  description: "Internships, summer placements and graduate schemes.",
                },
              ],
            },
          ],
        },
        {
          title: "Work Regulations",
          icon: "scale",
          body: "In 2026 the personal tax credit and the employee (PAYE) tax credit are €2,000 each. Income tax is 20% on the first €44,000 a single person earns in 2026, and 40% above that. USC rates in 2026 are 0.5% up to €12,012, 2% up to €28,700, 3% up to €70,044 and 8% above that. You pay no USC if your total income in 2026 is €13,000 or less. Employee PRSI is 4.2% until 30 September 2026 and 4.35% from 1 October 2026. Stamp 2 students may not be self-employed or work as taxi drivers, and the right to work ends when the Stamp 2 permission ends.",
          lists: [
            {
              name: "Official guidance",
              links: [
                {
                  text: "Workplace Relations Commission (WRC) – Stamp 2 working hours",
                  url: "https://www.workplacerelations.ie/en/news-media/Workplace_Relations_Notices/Changes_to_Employment_entitlements_of_Non-EEA_Students_holding_Immigration_Stamp_2.html",
                  description:
                    "The official notice, still in force in 2026, on when Stamp 2 students can work 20 or 40 hours.",
                },
                {
                  text: "Citizens Information – Employment rights and conditions",
                  url: "https://www.citizensinformation.ie/en/employment/employment-rights-and-conditions/",
                  description: "Minimum wage, payslips, breaks, holidays and contracts.",
                },
              ],
            },
            {
              name: "Tax",
              links: [
                {
                  text: "Revenue – Starting your first job",
                  url: "https://www.revenue.ie/en/jobs-and-pensions/starting-your-first-job/index.aspx",
                  description:
                    "Register your job in myAccount so your tax credits are used and you avoid emergency tax.",
                },
              ],
            },
          ],
        },
        {
          title: "Support Services",
          icon: "life-buoy",
          body: "English-language school students on Stamp 2 have the same work limits in 2026. They must also attend at least 85% of their classes in 2026, or they cannot renew their permission. If you are underpaid, make a complaint to the WRC (workplacerelations.ie). The Union of Students in Ireland (usi.ie) has welfare and rights information for students.",
          lists: [
            {
              name: "Advice for migrant students",
              links: [
                {
                  text: "Migrant Rights Centre Ireland (MRCI) – Students on Stamp 2",
                  url: "https://migrant.ie/news/2020/9/30/students-on-stamp-2-permissions",
                  description: "A plain explanation of the Stamp 2 work-hour rules and why you must stay enrolled.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Count hours across all your jobs: in 2026, 20 hours a week in term is a weekly maximum, not an average.",
        "Apply for a PPS number once you have a job offer; without it your pay is taxed at the higher emergency rate.",
        "Check every payslip: it should show your gross pay and each deduction, such as PAYE income tax, USC and PRSI.",
        "Keep your own record of the hours you work and compare it with each payslip; if you are underpaid, contact the WRC.",
      ],
      keywords: [
        "part time",
        "part-time job",
        "student job",
        "stamp 2",
        "20 hours",
        "40 hours",
        "minimum wage",
        "payslip",
        "paye",
        "usc",
        "universal social charge",
        "prsi",
        "tax credit",
        "pps",
        "emergency tax",
        "internship",
        "english language school",
      ],
    },
    {
      slug: "networking-opportunities",
      title: "Networking Opportunities",
      description:
        "Meet people in your field in Ireland: careers fairs, business events, professional bodies, student societies, LinkedIn and online events.",
      intro:
        "Many jobs in Ireland are filled through contacts and referrals, so networking matters. Dublin has a busy calendar of business breakfasts, tech meet-ups and professional events, and many are free for students. Build contacts before you graduate: in 2026 employers can hire Stamp 1G graduates for up to 40 hours a week without a permit.",
      lastReviewed: REVIEWED,
      summary: "Careers fairs, professional bodies and online groups where you can meet employers and peers.",
      highlights: [
        "College careers fairs and events",
        "Professional bodies and student societies",
        "LinkedIn and your online profile",
        "Meetup, Luma and Eventbrite listings",
      ],
      cards: [
        {
          title: "Professional Events",
          icon: "calendar",
          body: "Dublin Chamber (dublinchamber.ie) runs business events. Eventbrite lists career talks, tech meet-ups and networking evenings in Dublin, and many are free.",
          lists: [
            {
              name: "Careers fairs and employer events",
              links: [
                {
                  text: "Trinity College Dublin – Careers Service",
                  url: "https://www.tcd.ie/Careers/",
                  description:
                    "Trinity's careers service lists careers events and recruitment fairs; your college has its own.",
                },
                {
                  text: "gradireland",
                  url: "https://gradireland.com/",
                  description: "Graduate employer directory and dates of graduate careers fairs.",
                },
              ],
            },
          ],
        },
        {
          title: "Industry Groups",
          icon: "users",
          body: "Professional bodies such as Engineers Ireland and Chartered Accountants Ireland run events and mentoring, often with student or graduate membership. The Irish Congress of Trade Unions (ictu.ie) can help you find the union for your sector.",
          lists: [
            {
              name: "Student societies",
              links: [
                {
                  text: "Trinity College Dublin – Societies (Central Societies Committee)",
                  url: "https://www.trinitysocieties.ie/",
                  description:
                    "Directory of Trinity's student societies; most colleges have career-focused societies too.",
                },
              ],
            },
          ],
        },
        {
          title: "Online Networking",
          icon: "laptop",
          body: "LinkedIn is the main professional network in Ireland: connect with recruiters, alumni and people at companies you like. InterNations runs expat events in Dublin.",
          lists: [
            {
              name: "Your online CV",
              links: [
                {
                  text: "Europass",
                  url: "https://europa.eu/europass/en",
                  description: "Free European Union (EU) tool to build a CV and a skills profile you can share.",
                },
              ],
            },
          ],
        },
        {
          title: "Virtual Events",
          icon: "globe",
          body: "Meetup and Luma list tech and professional groups in Dublin, and many hold online sessions. Your college careers service also runs employer talks, and some are online.",
          lists: [
            {
              name: "College events",
              links: [
                {
                  text: "UCD Careers Network",
                  url: "https://www.ucd.ie/careers/",
                  description: "University College Dublin (UCD) careers advice and employer events for its students.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Go to your college's careers fairs: employers attend to meet students and graduates.",
        "Prepare a 30-second introduction about who you are and the work you want.",
        "Send a short LinkedIn message within a day or two of meeting someone, mentioning where you met.",
        "Irish networking is informal: a chat over coffee is normal, so ask questions and listen rather than hand out CVs.",
      ],
      keywords: [
        "networking",
        "events",
        "meetup",
        "luma",
        "eventbrite",
        "linkedin",
        "internations",
        "careers fair",
        "professional body",
        "student societies",
        "trade union",
        "ictu",
        "dublin chamber",
      ],
    },
    {
      slug: "work-culture",
      title: "Irish Work Culture",
      description:
        "How work in Ireland feels and what the law says: etiquette, working hours and breaks, public holidays, sick pay and your rights.",
      intro:
        "Irish workplaces are usually friendly and informal. People use first names, small talk matters and humour is common. Behind the relaxed style are clear legal rights. Under the Organisation of Working Time Act 1997, the average working week is capped at 48 hours; this is still the law in 2026. You have a right to breaks and rest, and every employee gets the minimum wage, payslips and a written statement of their terms.",
      lastReviewed: REVIEWED,
      summary: "Everyday workplace etiquette in Ireland and the legal rules on hours, breaks, holidays and sick pay.",
      highlights: [
        "Friendly, first-name workplaces",
        "48-hour maximum average week (2026)",
        "10 public holidays a year (since 2023)",
        "5 days of paid sick leave (2026)",
      ],
      cards: [
        {
          title: "Workplace Etiquette",
          icon: "coffee",
          body: "Be on time, be polite and direct without being blunt. Offering to make tea or coffee for others and joining small talk help you fit in.",
          lists: [
            {
              name: "Guidance",
              links: [
                {
                  text: "Workplace Relations Commission (WRC) – Terms of employment",
                  url: "https://www.workplacerelations.ie/en/What_You_Should_Know/Terms_of_Employment/",
                  description: "Your right to a written statement of your main terms when you start.",
                },
                {
                  text: "gradireland – Careers advice",
                  url: "https://gradireland.com/",
                  description: "What Irish employers expect from new graduates at work.",
                },
              ],
            },
          ],
        },
        {
          title: "Working Hours & Practices",
          icon: "clock",
          body: "Under the same Act, in 2026 you get a 15-minute break after 4.5 hours and a 30-minute break after 6 hours. Breaks can be unpaid. You also get 11 hours' rest between working days and 24 hours' rest each week.",
          lists: [
            {
              name: "Contracts",
              links: [
                {
                  text: "Citizens Information – Zero-hours contracts",
                  url: "https://www.citizensinformation.ie/en/employment/employment-rights-and-conditions/contracts-of-employment/contracts-without-specific-working-hours-zero-hours-contracts/",
                  description: "Zero-hours contracts are mostly banned; learn what protects you.",
                },
              ],
            },
            {
              name: "Hours and breaks",
              links: [
                {
                  text: "CWU – Breaks, rest periods and hours at work",
                  url: "https://www.cwu.ie/being-a-member/employment-rights/breaks-rest-periods-and-hours-at-work/",
                  description: "A trade union's plain summary of the Organisation of Working Time Act.",
                },
              ],
            },
          ],
        },
        {
          title: "Social Aspects",
          icon: "users",
          body: "Team lunches, Friday drinks and sports chat are common, but you never have to drink alcohol. Since 2023 Ireland has 10 public holidays a year, including St Brigid's Day in February; Good Friday is not one.",
          lists: [
            {
              name: "Public holidays",
              links: [
                {
                  text: "WRC – Public holidays",
                  url: "https://www.workplacerelations.ie/en/What_You_Should_Know/Leave_Holidays/Public_Hols.html",
                  description: "Who gets a public holiday and what you receive for it.",
                },
                {
                  text: "The Cork – Public holiday entitlements",
                  url: "https://www.thecork.ie/2025/03/12/workers-news-your-bank-holiday-also-known-as-public-holiday-entitlements/",
                  description:
                    "A 2025 news article, based on Citizens Information, on public holiday rights and dates.",
                },
              ],
            },
          ],
        },
        {
          title: "Labor Laws & Rights",
          icon: "scale",
          body: "Since January 2024, statutory sick pay is 5 days a year. You need 13 weeks in the job and a medical certificate. In 2026 your employer pays 70% of your normal pay, up to €110 a day. In 2025 the Government decided not to raise it to 7 or 10 days. To find a trade union, start with the Irish Congress of Trade Unions (ictu.ie).",
          lists: [
            {
              name: "Official",
              links: [
                {
                  text: "Citizens Information – Employment rights and conditions",
                  url: "https://www.citizensinformation.ie/en/employment/employment-rights-and-conditions/",
                  description: "Pay, leave, contracts and dismissal in plain English.",
                },
                {
                  text: "gov.ie – My Future Fund start date",
                  url: "https://www.gov.ie/en/department-of-social-protection/press-releases/collection-of-contributions-for-my-future-fund-rescheduled-to-1st-january-2026",
                  description: "Government notice that auto-enrolment pension payments started on 1 January 2026.",
                },
              ],
            },
            {
              name: "Explainer",
              links: [
                {
                  text: "Collier Broderick – Statutory sick leave",
                  url: "https://www.collierbroderick.ie/info-centre/employment-law/statutory-sick-leave-increase-to-5-days/",
                  description: "How paid sick leave works, written before the 2025 decision to keep it at 5 days.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Ask for a written statement of your terms when you start, and keep every payslip.",
        "Part-time workers get public holiday benefits once they have worked 40 hours in the previous 5 weeks (rule in 2026).",
        "Since 1 January 2026, employees aged 23 to 60 who earn over €20,000 a year and have no workplace pension are enrolled in My Future Fund; it shows on your payslip.",
        "If you have a problem, raise it with your manager first, then human resources (HR), and then the WRC.",
      ],
      keywords: [
        "work culture",
        "workplace etiquette",
        "working hours",
        "breaks",
        "bank holiday",
        "public holiday",
        "sick leave",
        "sick pay",
        "zero hours",
        "wrc",
        "trade union",
        "contract",
        "my future fund",
        "auto-enrolment",
        "minimum wage",
      ],
    },
  ],
};
