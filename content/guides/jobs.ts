import type { GuideSection } from "./types";

const REVIEWED = "2026-11-22";

export const jobs: GuideSection = {
  slug: "jobs",
  title: "Jobs and Career",
  navLabel: "Jobs",
  icon: "briefcase",
  description:
    "Find work in Ireland: job sites, employment permits, Stamp 2 student hours, your pay and tax, career help and your rights at work in 2026.",
  intro:
    "Whether you want a part-time job during your studies or a full career in Ireland, start with one question: what does your immigration stamp allow? These guides show where to find jobs, how employment permits and Stamp 1G work, how pay, PAYE tax and payslips work, and which rights every worker has.",
  lastReviewed: REVIEWED,
  tips: [
    "Check your immigration stamp before you accept a job: Stamp 2 students have weekly hour limits, and most other non-EEA workers need an employment permit.",
    "Get a PPS number once you have a job offer, then register the job in Revenue myAccount so you are not charged emergency tax.",
    "The national minimum wage is €14.15 an hour in 2026; you must get a payslip every time you are paid.",
    "Use your college careers service and LinkedIn early: many jobs in Ireland are filled through contacts and referrals.",
  ],
  guides: [
    {
      slug: "job-search",
      title: "Job Search",
      description:
        "Where to find jobs in Ireland: the main job sites, recruitment agencies, public sector and graduate jobs, and EU jobs portals.",
      intro:
        "Most jobs in Ireland are advertised online, and Dublin has many roles in technology, finance, pharma, retail and hospitality. Before you apply, check what your immigration stamp allows: EEA, UK and Swiss citizens can work freely, Stamp 2 students can work limited hours, Stamp 1G graduates can work full-time, and most other non-EEA workers need an employment permit.",
      lastReviewed: REVIEWED,
      summary:
        "Find jobs through Irish job sites, recruitment agencies and graduate schemes, and check your right to work first.",
      highlights: [
        "Main job sites and LinkedIn",
        "Recruitment agencies and Jobs Ireland",
        "Public sector and graduate jobs",
        "Check your stamp before applying",
      ],
      cards: [
        {
          title: "Job Search Platforms",
          icon: "search",
          body: "Set up job alerts on two or three sites and apply within a few days of a job being posted.",
          lists: [
            {
              name: "Where to look",
              links: [
                {
                  text: "IrishJobs.ie",
                  url: "https://www.irishjobs.ie/",
                  description: "One of the biggest Irish job boards, with roles in every sector.",
                },
                {
                  text: "Indeed Ireland",
                  url: "https://www.indeed.ie/",
                  description: "Collects jobs from many sites, including part-time and entry-level roles.",
                },
                {
                  text: "Jobs.ie",
                  url: "https://www.jobs.ie/",
                  description: "Irish job board with many retail, hospitality and shift jobs.",
                },
              ],
            },
            {
              name: "Research employers",
              links: [
                {
                  text: "LinkedIn Jobs",
                  url: "https://www.linkedin.com/jobs",
                  description: "Job listings plus a profile that recruiters in Ireland search.",
                },
                {
                  text: "Glassdoor Ireland",
                  url: "https://www.glassdoor.ie/",
                  description: "Read company reviews and salary reports before an interview.",
                },
              ],
            },
          ],
        },
        {
          title: "Recruitment Agencies",
          icon: "handshake",
          body: "Agencies fill many office, IT, finance and temporary jobs. Send them your CV and say clearly which stamp or permit you hold.",
          lists: [
            {
              name: "State service",
              links: [
                {
                  text: "Jobs Ireland",
                  url: "https://www.jobsireland.ie/",
                  description: "The free public employment service of the Department of Social Protection.",
                },
              ],
            },
            {
              name: "Agencies",
              links: [
                {
                  text: "Hays Ireland",
                  url: "https://www.hays.ie/",
                  description: "Large agency for professional, technical and office roles.",
                },
                {
                  text: "Sigmar Recruitment",
                  url: "https://www.sigmarrecruitment.com/",
                  description: "Irish agency recruiting for permanent and contract jobs.",
                },
              ],
            },
          ],
        },
        {
          title: "Industry-Specific Jobs",
          icon: "building",
          lists: [
            {
              name: "Public sector",
              links: [
                {
                  text: "publicjobs.ie",
                  url: "https://www.publicjobs.ie/",
                  description: "Official site for civil service and many public service jobs.",
                },
              ],
            },
            {
              name: "Graduate jobs",
              links: [
                {
                  text: "gradireland",
                  url: "https://gradireland.com/",
                  description: "Graduate programmes, internships and employer profiles in Ireland.",
                },
              ],
            },
          ],
        },
        {
          title: "International Opportunities",
          icon: "globe",
          lists: [
            {
              name: "EU and EEA citizens",
              links: [
                {
                  text: "EURES",
                  url: "https://eures.europa.eu/",
                  description: "The EU job mobility portal, with Irish vacancies and advice on moving.",
                },
              ],
            },
            {
              name: "Non-EEA citizens",
              links: [
                {
                  text: "Irish Immigration Service",
                  url: "https://www.irishimmigration.ie/",
                  description: "Check which immigration stamp you hold and what work it allows.",
                },
                {
                  text: "Department of Enterprise, Tourism and Employment",
                  url: "https://enterprise.gov.ie/",
                  description: "The department that issues employment permits for non-EEA workers.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Use an Irish-style CV: two pages, no photo, most recent job first, and a short profile at the top.",
        "State your immigration status clearly on your CV or cover letter, for example Stamp 2 (20 hours a week in term) or Stamp 1G.",
        "You need a PPS number to be paid correctly; apply once you have a job offer, as looking for work alone is not accepted as a reason.",
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
        "Irish employers expect a short, clear CV, a tailored cover letter and interview answers backed by real examples. Your college careers service is free and is the best place to start. When you get a job, register it with Revenue so your tax credits are applied from your first payslip.",
      lastReviewed: REVIEWED,
      summary: "Free help with CVs, interviews and networking, plus the tax steps to take before your first payday.",
      highlights: [
        "CV guides and Europass",
        "Careers services at TCD and UCD",
        "Professional bodies and networks",
        "Register your job with Revenue",
      ],
      cards: [
        {
          title: "CV Writing",
          icon: "file-text",
          body: "Keep your CV to two pages, list results rather than duties, and change it for each job you apply for.",
          lists: [
            {
              name: "Guides and templates",
              links: [
                {
                  text: "gradireland careers advice",
                  url: "https://gradireland.com/",
                  description: "CV, cover letter and application advice written for Irish employers.",
                },
                {
                  text: "CareersPortal",
                  url: "https://careersportal.ie/",
                  description: "Irish careers site with job profiles, CV help and self-assessment tools.",
                },
                {
                  text: "Europass",
                  url: "https://europa.eu/europass/en",
                  description: "Free EU tool to build a CV and a record of your skills and languages.",
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
                  text: "Trinity College Dublin Careers Service",
                  url: "https://www.tcd.ie/Careers/",
                  description: "Appointments, interview practice and a jobs board for Trinity students.",
                },
                {
                  text: "UCD Careers Network",
                  url: "https://www.ucd.ie/careers/",
                  description: "Careers advice, mock interviews and employer events for UCD students.",
                },
              ],
            },
          ],
        },
        {
          title: "Professional Networking",
          icon: "handshake",
          lists: [
            {
              name: "Networks",
              links: [
                {
                  text: "LinkedIn",
                  url: "https://www.linkedin.com/jobs",
                  description: "Build a profile, follow Irish employers and contact alumni.",
                },
                {
                  text: "Dublin Chamber",
                  url: "https://www.dublinchamber.ie/",
                  description: "Business network that runs events for Dublin companies.",
                },
              ],
            },
            {
              name: "Professional bodies",
              links: [
                {
                  text: "Engineers Ireland",
                  url: "https://www.engineersireland.ie/",
                  description: "Professional body for engineers, with events and career support.",
                },
                {
                  text: "Chartered Accountants Ireland",
                  url: "https://www.charteredaccountants.ie/",
                  description: "Professional body for accountants, with training and events.",
                },
              ],
            },
          ],
        },
        {
          title: "Additional Resources",
          icon: "info",
          lists: [
            {
              name: "Before your first payday",
              links: [
                {
                  text: "Revenue: Starting your first job",
                  url: "https://www.revenue.ie/en/jobs-and-pensions/starting-your-first-job/index.aspx",
                  description: "How to register a new job in myAccount so your tax credits are used.",
                },
                {
                  text: "Revenue: Emergency tax",
                  url: "https://www.revenue.ie/en/jobs-and-pensions/starting-your-first-job/emergency-basis.aspx",
                  description: "Why you may pay emergency tax at first and how to get it fixed.",
                },
              ],
            },
            {
              name: "Rights and support",
              links: [
                {
                  text: "Citizens Information: Employment rights",
                  url: "https://www.citizensinformation.ie/en/employment/employment-rights-and-conditions/",
                  description: "Plain-English guide to contracts, pay, hours and leave.",
                },
                {
                  text: "Jobs Ireland",
                  url: "https://www.jobsireland.ie/",
                  description: "State jobs portal with vacancies and free employment services.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Book a session with your college careers service in your first term; it is free and they know local employers.",
        "Write a new cover letter for each job, naming the company and showing how your skills match the advert.",
        "After you accept a job, register it in Revenue myAccount; otherwise emergency tax is deducted from your pay.",
        "Keep your LinkedIn profile in English, with an Irish location and a short headline about the work you want.",
      ],
      keywords: [
        "cv",
        "resume",
        "cover letter",
        "interview",
        "europass",
        "careers service",
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
        "Employment permits for non-EEA workers in 2026: Critical Skills and General permits, salary thresholds, Stamp 1G and your rights.",
      intro:
        "EEA, UK and Swiss citizens can work in Ireland without a permit. Most other people need an employment permit from the Department of Enterprise, Tourism and Employment, usually a Critical Skills or General Employment Permit, and then register their permission with Immigration Service Delivery. Minimum salaries rose on 1 March 2026 and more phased increases are planned up to 2030.",
      lastReviewed: REVIEWED,
      summary:
        "Which employment permit you need, the 2026 minimum salaries, and how graduates can stay on with Stamp 1G.",
      highlights: [
        "General permit from €36,605 a year",
        "Critical Skills from €40,904 with a degree",
        "Stamp 1G for Irish graduates",
        "Register your permission after approval",
      ],
      cards: [
        {
          title: "Permit Requirements",
          icon: "file-text",
          body: "From 1 March 2026 the minimum salary is €36,605 for a General Employment Permit and €40,904 for a Critical Skills permit with a relevant degree (€68,911 without one). Healthcare assistants, home carers, meat processing and horticulture workers need €32,691.",
          lists: [
            {
              name: "Official guidance",
              links: [
                {
                  text: "DETE: 2026 salary threshold roadmap",
                  url: "https://enterprise.gov.ie/en/news-and-events/department-news/2025/december/20251202.html",
                  description: "The official announcement of the thresholds from 1 March 2026 and the plan to 2030.",
                },
                {
                  text: "Department of Enterprise, Tourism and Employment",
                  url: "https://enterprise.gov.ie/",
                  description: "Permit types, eligible jobs, fees and how to apply.",
                },
              ],
            },
            {
              name: "Summary",
              links: [
                {
                  text: "Newland Chase: 2026 thresholds",
                  url: "https://newlandchase.com/government-of-ireland-unveils-roadmap-for-gradual-increase-in-employment-permit-salary-thresholds/feed",
                  description: "Table of every permit type's 2026 minimum salary, including graduate rates.",
                },
              ],
            },
          ],
        },
        {
          title: "Application Process",
          icon: "calendar",
          body: "The employer or the employee applies to the Department before the job starts. When the permit is granted, you register your immigration permission with Immigration Service Delivery.",
          lists: [
            {
              name: "Steps",
              links: [
                {
                  text: "Fragomen: the 1 March 2026 changes",
                  url: "https://www.fragomen.com/insights/march-1-employment-permit-pay-changes-ireland.html",
                  description: "What the new salary rules mean for new applications and renewals.",
                },
                {
                  text: "Irish Immigration Service",
                  url: "https://www.irishimmigration.ie/",
                  description: "Register your permission and get your IRP card after the permit is granted.",
                },
              ],
            },
            {
              name: "Background",
              links: [
                {
                  text: "DETE: 2023 occupation list changes",
                  url: "https://enterprise.gov.ie/en/news-and-events/department-news/2023/december/20122023.html",
                  description: "Earlier changes to which jobs qualify for Critical Skills and General permits.",
                },
              ],
            },
          ],
        },
        {
          title: "International Workers",
          icon: "globe",
          body: "Graduates of Irish colleges can apply for Stamp 1G: 12 months after a Level 8 degree, up to 24 months after Level 9 or higher. It lets you work up to 40 hours a week without a permit while you look for a graduate job.",
          lists: [
            {
              name: "Graduates (Stamp 1G)",
              links: [
                {
                  text: "UCD: Third Level Graduate Programme",
                  url: "https://www.ucd.ie/global/studentexperience/thirdlevelgraduateprogramme-stamp1g/",
                  description: "Who qualifies for Stamp 1G and how long it lasts.",
                },
                {
                  text: "UCD: Applying for Stamp 1G",
                  url: "https://www.ucd.ie/global/studentexperience/thirdlevelgraduateprogramme-stamp1gpermission/",
                  description: "Step-by-step application, documents and the registration fee.",
                },
              ],
            },
            {
              name: "Online services",
              links: [
                {
                  text: "ISD online renewals portal",
                  url: "https://inisonline.jahs.ie/",
                  description: "Apply online to renew your permission or move to a new stamp.",
                },
              ],
            },
          ],
        },
        {
          title: "Legal Requirements",
          icon: "scale",
          body: "Permit holders have the same employment rights as Irish workers, including the minimum wage, a written contract and payslips.",
          lists: [
            {
              name: "Your rights",
              links: [
                {
                  text: "Workplace Relations Commission",
                  url: "https://www.workplacerelations.ie/",
                  description: "The state body that enforces employment law and hears complaints.",
                },
                {
                  text: "Citizens Information: Employment rights",
                  url: "https://www.citizensinformation.ie/en/employment/employment-rights-and-conditions/",
                  description: "Pay, working hours, leave and contracts explained simply.",
                },
              ],
            },
            {
              name: "Support",
              links: [
                {
                  text: "Migrant Rights Centre Ireland",
                  url: "https://www.mrci.ie/",
                  description: "Free advice for migrant workers with permit or pay problems.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Do not start a job that needs a permit until the permit is granted; working without one puts your immigration status at risk.",
        "Renewing after 1 March 2026? Your salary must meet the new threshold, so talk to your employer well before the permit ends.",
        "Recent Irish graduates may qualify for lower thresholds (General €34,009, Critical Skills €36,848); check the conditions with the Department.",
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
        "Ireland has many free or low-cost ways to build skills, from online courses to industry training networks and subsidised college courses. If you studied abroad, get your qualification compared to the Irish National Framework of Qualifications (NFQ) so employers understand its level.",
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
          lists: [
            {
              name: "Programmes",
              links: [
                {
                  text: "Skillnet Ireland",
                  url: "https://www.skillnetireland.ie/",
                  description: "Subsidised training run by industry networks for people in work.",
                },
                {
                  text: "SOLAS",
                  url: "https://www.solas.ie/",
                  description: "The further education and training authority, with courses nationwide.",
                },
                {
                  text: "eCollege",
                  url: "https://www.ecollege.ie/",
                  description: "Free online courses in IT, digital skills and business.",
                },
              ],
            },
          ],
        },
        {
          title: "Professional Certifications",
          icon: "award",
          body: "NARIC Ireland comparability statements are free to download. They are advisory: the final decision rests with the employer or college.",
          lists: [
            {
              name: "Qualification recognition",
              links: [
                {
                  text: "NARIC Ireland (QQI)",
                  url: "https://www.qqi.ie/what-we-do/the-qualifications-system/national-academic-recognition-information-centre",
                  description: "Compare your foreign qualification with a level on the Irish NFQ.",
                },
                {
                  text: "Citizens Information: Foreign qualifications",
                  url: "https://www.citizensinformation.ie/en/returning_to_ireland/education_and_schooling/getting_your_foreign_qualification_recognised_in_ireland.html",
                  description: "How recognition works for study, work and regulated professions.",
                },
              ],
            },
            {
              name: "Professional bodies",
              links: [
                {
                  text: "QQI",
                  url: "https://www.qqi.ie/",
                  description: "Makes awards and checks the quality of Irish qualifications.",
                },
                {
                  text: "Engineers Ireland",
                  url: "https://www.engineersireland.ie/",
                  description: "Chartered engineer status and continuing professional development.",
                },
              ],
            },
          ],
        },
        {
          title: "Career Planning",
          icon: "lightbulb",
          lists: [
            {
              name: "Tools",
              links: [
                {
                  text: "CareersPortal",
                  url: "https://careersportal.ie/",
                  description: "Career and course search, interest tests and job profiles.",
                },
                {
                  text: "gradireland",
                  url: "https://gradireland.com/",
                  description: "Sector guides and employer directory for graduates.",
                },
              ],
            },
            {
              name: "Advice",
              links: [
                {
                  text: "UCD Careers Network",
                  url: "https://www.ucd.ie/careers/",
                  description: "An example of the one-to-one career advice Irish universities offer.",
                },
              ],
            },
          ],
        },
        {
          title: "Continuing Education",
          icon: "graduation-cap",
          body: "Springboard+ courses are free or heavily subsidised, but eligibility depends on your residency and immigration status, so check before you apply.",
          lists: [
            {
              name: "Courses and funding",
              links: [
                {
                  text: "Springboard+",
                  url: "https://springboardcourses.ie/",
                  description: "Subsidised part-time college courses in skills employers need.",
                },
                {
                  text: "Research Ireland",
                  url: "https://www.researchireland.ie/",
                  description: "Funding for postgraduate and postdoctoral research.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Download a free NARIC comparability statement and attach it to applications if your degree is from abroad.",
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
      ],
    },
    {
      slug: "part-time-work",
      title: "Part-Time Work",
      description:
        "Part-time jobs for students in Ireland: Stamp 2 hour limits, the 2026 minimum wage, tax and payslips, internships and help.",
      intro:
        "Students with Stamp 2 can work up to 20 hours a week during term and up to 40 hours a week only in June, July, August and September and from 15 December to 15 January. These are weekly maximums across all your jobs, not averages. The national minimum wage is €14.15 an hour from 1 January 2026. Tax is taken from your pay through PAYE: your employer deducts income tax, USC and PRSI and shows them on your payslip.",
      lastReviewed: REVIEWED,
      summary: "Find student jobs and internships, and stay within your Stamp 2 hours, pay and tax rules.",
      highlights: [
        "20 hours a week in term on Stamp 2",
        "40 hours in summer and at Christmas",
        "Minimum wage €14.15 an hour in 2026",
        "PPS number and payslips",
      ],
      cards: [
        {
          title: "Student Job Opportunities",
          icon: "search",
          body: "Retail, cafés, hotels, tutoring and campus jobs often fit around lectures. Start looking before the busy Christmas and summer seasons.",
          lists: [
            {
              name: "Where to look",
              links: [
                {
                  text: "Indeed Ireland",
                  url: "https://www.indeed.ie/",
                  description: "Many part-time retail, hospitality and student jobs.",
                },
                {
                  text: "Jobs.ie",
                  url: "https://www.jobs.ie/",
                  description: "Part-time and shift work across Ireland.",
                },
              ],
            },
            {
              name: "On campus",
              links: [
                {
                  text: "Trinity College Dublin Careers Service",
                  url: "https://www.tcd.ie/Careers/",
                  description:
                    "Student and graduate vacancies; your own college's careers service has a similar board.",
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
                  text: "gradireland",
                  url: "https://gradireland.com/",
                  description: "Internships, summer placements and graduate schemes.",
                },
                {
                  text: "publicjobs.ie",
                  url: "https://www.publicjobs.ie/",
                  description: "Public service roles, including graduate programmes.",
                },
              ],
            },
          ],
        },
        {
          title: "Work Regulations",
          icon: "scale",
          body: "Stamp 2 students may not be self-employed or work as taxi drivers, and the right to work ends when your Stamp 2 permission expires.",
          lists: [
            {
              name: "Official guidance",
              links: [
                {
                  text: "WRC: Stamp 2 working hours",
                  url: "https://www.workplacerelations.ie/en/news-media/Workplace_Relations_Notices/Changes_to_Employment_entitlements_of_Non-EEA_Students_holding_Immigration_Stamp_2.html",
                  description: "The official notice on when Stamp 2 students can work 20 or 40 hours.",
                },
                {
                  text: "Citizens Information: Employment rights",
                  url: "https://www.citizensinformation.ie/en/employment/employment-rights-and-conditions/",
                  description: "Minimum wage, payslips, breaks, holidays and contracts.",
                },
              ],
            },
            {
              name: "Tax",
              links: [
                {
                  text: "Revenue: Starting your first job",
                  url: "https://www.revenue.ie/en/jobs-and-pensions/starting-your-first-job/index.aspx",
                  description: "Register your job in myAccount to avoid emergency tax.",
                },
              ],
            },
          ],
        },
        {
          title: "Support Services",
          icon: "life-buoy",
          lists: [
            {
              name: "Support",
              links: [
                {
                  text: "Workplace Relations Commission",
                  url: "https://www.workplacerelations.ie/",
                  description: "Make a complaint if you are underpaid or denied your rights.",
                },
                {
                  text: "Migrant Rights Centre Ireland: Stamp 2",
                  url: "https://migrant.ie/news/2020/9/30/students-on-stamp-2-permissions",
                  description: "Plain explanation of the Stamp 2 working-hour rules.",
                },
                {
                  text: "Union of Students in Ireland",
                  url: "https://usi.ie/",
                  description: "The national students' union, with welfare and rights information.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Count hours across all your jobs: 20 a week in term is a weekly maximum, not an average.",
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
        "prsi",
        "pps",
        "emergency tax",
        "internship",
      ],
    },
    {
      slug: "networking-opportunities",
      title: "Networking Opportunities",
      description:
        "Meet people in your field in Ireland: business events, professional bodies, trade unions, LinkedIn, meet-ups and online events.",
      intro:
        "Many jobs in Ireland are filled through contacts and referrals, so networking matters. Dublin has a busy calendar of business breakfasts, tech meet-ups and professional body events, many of them free for students. Building contacts before you graduate pays off: employers can hire Stamp 1G graduates for up to 40 hours a week.",
      lastReviewed: REVIEWED,
      summary: "Business events, professional bodies and online groups where you can meet employers and peers.",
      highlights: [
        "Dublin Chamber and Eventbrite events",
        "Professional bodies and unions",
        "LinkedIn and InterNations",
        "Meetup and Luma groups",
      ],
      cards: [
        {
          title: "Professional Events",
          icon: "calendar",
          lists: [
            {
              name: "Where to look",
              links: [
                {
                  text: "Dublin Chamber",
                  url: "https://www.dublinchamber.ie/",
                  description: "Business breakfasts, talks and networking events in Dublin.",
                },
                {
                  text: "Eventbrite: Dublin events",
                  url: "https://www.eventbrite.ie/d/ireland--dublin/events/",
                  description: "Career talks, tech meet-ups and networking evenings, many free.",
                },
              ],
            },
          ],
        },
        {
          title: "Industry Groups",
          icon: "users",
          body: "Many professional bodies offer cheap student or graduate membership, which gives you access to events and mentoring.",
          lists: [
            {
              name: "Professional bodies",
              links: [
                {
                  text: "Engineers Ireland",
                  url: "https://www.engineersireland.ie/",
                  description: "Regional events and special interest groups for engineers.",
                },
                {
                  text: "Chartered Accountants Ireland",
                  url: "https://www.charteredaccountants.ie/",
                  description: "Events and networks for accountants and finance students.",
                },
              ],
            },
            {
              name: "Trade unions",
              links: [
                {
                  text: "Irish Congress of Trade Unions",
                  url: "https://www.ictu.ie/",
                  description: "The umbrella body for Irish unions; find the union for your sector.",
                },
              ],
            },
          ],
        },
        {
          title: "Online Networking",
          icon: "laptop",
          lists: [
            {
              name: "Platforms",
              links: [
                {
                  text: "LinkedIn",
                  url: "https://www.linkedin.com/jobs",
                  description: "Connect with recruiters, alumni and people at companies you like.",
                },
                {
                  text: "InterNations Dublin",
                  url: "https://www.internations.org/dublin-expats",
                  description: "Expat network with social and professional events in Dublin.",
                },
                {
                  text: "gradireland",
                  url: "https://gradireland.com/",
                  description: "Graduate employer directory and careers fair dates.",
                },
              ],
            },
          ],
        },
        {
          title: "Virtual Events",
          icon: "globe",
          lists: [
            {
              name: "Event listings",
              links: [
                {
                  text: "Luma: Dublin",
                  url: "https://lu.ma/dublin",
                  description: "Tech and start-up events in Dublin, online and in person.",
                },
                {
                  text: "Meetup: Dublin",
                  url: "https://www.meetup.com/find/?location=ie--Dublin",
                  description: "Professional and tech groups, many with online sessions.",
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
        "Irish workplaces are usually friendly and informal: people use first names, small talk matters and humour is common. Behind the relaxed style are clear legal rights. The average working week is capped at 48 hours, you are entitled to breaks and rest, and every employee gets the minimum wage, payslips and a written statement of their terms.",
      lastReviewed: REVIEWED,
      summary: "Everyday workplace etiquette in Ireland and the legal rules on hours, breaks, holidays and sick pay.",
      highlights: [
        "Friendly, first-name workplaces",
        "Maximum 48-hour average week",
        "10 public holidays a year",
        "5 days of paid sick leave",
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
                  text: "WRC: Terms of employment",
                  url: "https://www.workplacerelations.ie/en/What_You_Should_Know/Terms_of_Employment/",
                  description: "Your right to a written statement of your main terms when you start.",
                },
                {
                  text: "gradireland",
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
          body: "You get a 15-minute break after 4.5 hours and 30 minutes after 6 hours (breaks can be unpaid), 11 hours' rest between working days and 24 hours' rest each week.",
          lists: [
            {
              name: "Hours and breaks",
              links: [
                {
                  text: "CWU: Breaks, rest and hours at work",
                  url: "https://www.cwu.ie/being-a-member/employment-rights/breaks-rest-periods-and-hours-at-work/",
                  description: "Plain summary of the Organisation of Working Time Act.",
                },
              ],
            },
            {
              name: "Contracts",
              links: [
                {
                  text: "Citizens Information: Zero-hours contracts",
                  url: "https://www.citizensinformation.ie/en/employment/employment-rights-and-conditions/contracts-of-employment/contracts-without-specific-working-hours-zero-hours-contracts/",
                  description: "Zero-hours contracts are mostly banned; learn what protects you.",
                },
              ],
            },
          ],
        },
        {
          title: "Social Aspects",
          icon: "users",
          body: "Team lunches, Friday drinks and sports chat are common, but you never have to drink alcohol. Ireland has 10 public holidays, including St Brigid's Day in February; Good Friday is not one.",
          lists: [
            {
              name: "Public holidays",
              links: [
                {
                  text: "WRC: Public holidays",
                  url: "https://www.workplacerelations.ie/en/What_You_Should_Know/Leave_Holidays/Public_Hols.html",
                  description: "Who gets a public holiday and what you receive for it.",
                },
                {
                  text: "The Cork: Public holiday entitlements",
                  url: "https://www.thecork.ie/2025/03/12/workers-news-your-bank-holiday-also-known-as-public-holiday-entitlements/",
                  description: "Citizens Information article on bank holiday rights and dates.",
                },
              ],
            },
          ],
        },
        {
          title: "Labor Laws & Rights",
          icon: "scale",
          body: "Statutory sick pay is 5 days a year after 13 weeks in the job, paid by your employer at 70% of normal pay (up to €110 a day) with a medical certificate.",
          lists: [
            {
              name: "Official",
              links: [
                {
                  text: "Workplace Relations Commission",
                  url: "https://www.workplacerelations.ie/",
                  description: "Information on your rights and how to make a complaint.",
                },
                {
                  text: "Citizens Information: Employment rights",
                  url: "https://www.citizensinformation.ie/en/employment/employment-rights-and-conditions/",
                  description: "Pay, leave, contracts and dismissal in plain English.",
                },
              ],
            },
            {
              name: "Support",
              links: [
                {
                  text: "Irish Congress of Trade Unions",
                  url: "https://www.ictu.ie/",
                  description: "Find a union that can advise and represent you at work.",
                },
                {
                  text: "Collier Broderick: Statutory sick leave",
                  url: "https://www.collierbroderick.ie/info-centre/employment-law/statutory-sick-leave-increase-to-5-days/",
                  description: "Explains how paid statutory sick leave works.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Ask for a written statement of your terms when you start, and keep every payslip.",
        "Part-time workers get public holiday benefits once they have worked 40 hours in the previous 5 weeks.",
        "Since 1 January 2026, employees aged 23 to 60 earning over €20,000 with no workplace pension are auto-enrolled in My Future Fund; it shows on your payslip.",
        "If you have a problem, raise it with your manager first, then HR, and then the Workplace Relations Commission.",
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
