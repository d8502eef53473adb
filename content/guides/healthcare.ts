import type { GuideSection } from "./types";

export const healthcare: GuideSection = {
  slug: "healthcare",
  title: "Healthcare",
  navLabel: "Healthcare",
  icon: "heart-pulse",
  description:
    "How healthcare works in Ireland for newcomers: GPs, A&E, health insurance, student health services and the phone numbers to save.",
  intro:
    "Ireland has a public health service, run by the Health Service Executive (HSE), and a large private sector. For most health problems you start with a general practitioner (GP), a family doctor. Most newcomers pay for each GP visit. Students from outside the European Economic Area (EEA) must have private medical insurance. These guides explain how to get care, what it costs, what your college offers and which numbers to save.",
  lastReviewed: "2026-11-23",
  guides: [
    {
      slug: "medical-services",
      title: "Medical Services",
      description:
        "How to see a GP, when to go to A&E, the 999 and 112 emergency numbers, and how public and private healthcare work in Ireland.",
      intro:
        "For everyday illness you see a general practitioner (GP), a family doctor. You pay for each visit unless you have a medical card or a GP visit card from the Health Service Executive (HSE). Prices differ between practices, so ask when you book. In an emergency call 999 or 112, or go to a hospital emergency department (ED, often called A&E, accident and emergency). In 2026 an ED visit without a GP referral letter costs €100, unless you are exempt (for example, medical card holders). When it is not life-threatening, use your GP, an out-of-hours GP service or an injury unit instead.",
      lastReviewed: "2026-11-23",
      summary: "How to find a GP, when to use A&E and what public care costs.",
      highlights: [
        "Call 999 or 112 in an emergency: calls are free",
        "Register with a GP soon after you arrive",
        "A&E without a GP letter costs €100 (2026)",
        "Injury units treat minor injuries with shorter waits",
      ],
      cards: [
        {
          title: "Hospitals & Clinics",
          icon: "hospital",
          body: "Ireland has 29 emergency departments on 28 hospital sites. Some Dublin EDs are for adults only; children go to a children's ED. For sprains, simple fractures and minor burns, an injury unit usually has shorter waits. There were 15 injury units in June 2025.",
          lists: [
            {
              name: "Dublin adult emergency departments",
              links: [
                {
                  text: "St James's Hospital – Emergencies",
                  url: "https://www.stjames.ie/Patients/Emergencies/",
                  description: "The ED at St James's Hospital, Dublin 8, and the charge if you have no GP letter.",
                },
                {
                  text: "Tallaght University Hospital – Adult ED",
                  url: "https://tuh.ie/Emergency-Services/Adult-Emergency-Department/",
                  description: "The 24-hour adult ED in Tallaght, Dublin 24, with its phone numbers.",
                },
                {
                  text: "St Vincent's University Hospital",
                  url: "https://www.stvincents.ie/",
                  description: "Home page of a large public hospital in south Dublin, with an adult ED.",
                },
              ],
            },
          ],
        },
        {
          title: "Emergency Services",
          icon: "triangle-exclamation-point",
          body: "Call 999 or 112 for an ambulance, the Garda (police), the fire service or the coast guard. Calls are free. The public ambulance service does not charge you.",
          lists: [
            {
              name: "Official guidance",
              links: [
                {
                  text: "HSE – The emergency department",
                  url: "https://www2.hse.ie/emergencies/the-emergency-department.html",
                  description: "HSE page: when to go to an ED, when to call 999 or 112, and what happens there.",
                },
                {
                  text: "HSE – Urgent and emergency care",
                  url: "https://www.hse.ie/eng/about/who/acute-hospitals-division/patient-care/emergency-care/",
                  description: "HSE list of the emergency departments in Ireland, by hospital group.",
                },
              ],
            },
          ],
        },
        {
          title: "Specialist Services",
          icon: "stethoscope",
          body: "Your GP refers you to hospital consultants and most specialist care. You can contact some services yourself, such as mental health supports and sexual health clinics.",
          lists: [
            {
              name: "Services",
              links: [
                {
                  text: "HSE – Mental health",
                  url: "https://www2.hse.ie/mental-health/",
                  description: "HSE section on mental health: self-help, public services and how to get help.",
                },
                {
                  text: "Mater Hospital – Emergency Department",
                  url: "https://www.mater.ie/patients/emergency-department/",
                  description:
                    "The Mater ED in Dublin 7; the page also covers eye emergencies and a free sexual health clinic.",
                },
              ],
            },
          ],
        },
        {
          title: "Support Information",
          icon: "info",
          body: "Medical cards and GP visit cards are means-tested: the HSE checks your income. You must also be ordinarily resident. The HSE says this means you have lived in Ireland for at least one year, or you plan to live here for at least one year. A GP visit card gives free GP visits; children under 8 and people aged 70 or over get one without a means test. Many working newcomers and most international students do not qualify, so plan to pay for GP visits.",
          lists: [
            {
              name: "Official guidance",
              links: [
                {
                  text: "Citizens Information – Emergency health services",
                  url: "https://www.citizensinformation.ie/en/health/health-system/emergency-health-services-in-ireland/",
                  description: "Plain-English guide to ambulances, EDs, hospital charges and emergency GP care.",
                },
              ],
            },
            {
              name: "Out of hours",
              links: [
                {
                  text: "NorthDoc – Will I be charged in A&E?",
                  url: "https://www.northdoc.ie/use-e-will-charged/",
                  description: "A north Dublin out-of-hours GP service explains when the ED charge applies.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Save 999 and 112 in your phone: both are free and work from any mobile.",
        "Ask your GP for a referral letter before you go to A&E; without one you pay €100 in 2026 unless you are exempt.",
        "In the evening or at weekends, call your area's out-of-hours GP service before you go to A&E.",
        "Bring photo ID, your insurance details and a list of your medicines to every appointment.",
      ],
      keywords: [
        "gp",
        "a&e",
        "ed",
        "emergency department",
        "999",
        "112",
        "hse",
        "doctor",
        "family doctor",
        "hospital",
        "injury unit",
        "out of hours",
        "medical card",
        "gp visit card",
        "ordinarily resident",
      ],
    },
    {
      slug: "health-insurance",
      title: "Health Insurance",
      description:
        "Private health insurance in Ireland: the rules for non-EEA students, prices and late-entry loadings, what plans cover and where to get help.",
      intro:
        "People who are ordinarily resident can use public hospitals. The Health Service Executive (HSE) says this means you have lived in Ireland, or plan to live here, for at least one year. Waiting lists can be long, so many people buy private health insurance. Students from outside the European Economic Area (EEA) must hold private medical insurance as a condition of their immigration permission. You show proof when you register for your Irish Residence Permit (IRP) and each time you renew it. Irish health insurance is community rated: a plan costs the same whatever your health. People who join late may pay extra, called a loading.",
      lastReviewed: "2026-11-23",
      summary: "What insurance non-EEA students need and how to compare Irish health plans.",
      highlights: [
        "Non-EEA students must hold private medical insurance",
        "First-year students can use qualifying travel insurance",
        "Join before 35 to avoid a late-entry loading",
        "Compare plans free with the Health Insurance Authority",
      ],
      cards: [
        {
          title: "Student Coverage",
          icon: "shield",
          body: "Non-EEA students need cover for accident, disease and hospital stays. In your first year only, travel insurance is accepted if it covers the whole year. Under the rules in 2026 it must give at least €25,000 for accident and €25,000 for disease.",
          lists: [
            {
              name: "Official rules",
              links: [
                {
                  text: "Irish Immigration Service – Private medical insurance",
                  url: "https://www.irishimmigration.ie/coming-to-study-in-ireland/what-are-my-study-options/a-fee-paying-private-primary-or-secondary-school/private-medical-insurance/",
                  description: "The insurance non-EEA students must hold, including the travel insurance rule.",
                },
              ],
            },
            {
              name: "Student advocacy",
              links: [
                {
                  text: "Irish Council for International Students (ICOS) – Health insurance statement",
                  url: "https://www.internationalstudents.ie/news/statement-icos-hia-ruling-regarding-private-health-insurance-non-eea-students",
                  description:
                    "The Irish Council for International Students on why cover can cost more from second year.",
                },
              ],
            },
          ],
        },
        {
          title: "Costs",
          icon: "euro",
          body: "Lifetime Community Rating (LCR) applies in 2026. If you first buy inpatient cover at 35 or older, in 2026 you pay 2% more for each year over 34, up to 70%. In 2026 insurers may offer cheaper young-adult prices to people aged 18–25. Group schemes, for example through an employer, can give discounts of up to 10% in 2026.",
          lists: [
            {
              name: "Lifetime Community Rating",
              links: [
                {
                  text: "Health Insurance Authority – Lifetime Community Rating",
                  url: "https://www.hia.ie/consumer-information/lifetime-community-rating-lcr",
                  description: "The regulator explains late-entry loadings and who must pay them.",
                },
                {
                  text: "Irish Life Health – How LCR loadings are calculated",
                  url: "https://www.irishlifehealth.ie/help/how-are-the-lcr-loadings-calculated",
                  description: "An insurer's worked examples of how a loading changes your price.",
                },
              ],
            },
          ],
        },
        {
          title: "Coverage Details",
          icon: "file-text",
          body: "The main insurers are VHI, Laya Healthcare and Irish Life Health. Plans differ in which hospitals they cover, refunds for visits to a general practitioner (GP, a family doctor) and outpatient care, the excess you pay and waiting periods for new members. Compare the details, not only the price. The Health Insurance Authority (HIA) website has a free comparison tool.",
          lists: [
            {
              name: "How prices work",
              links: [
                {
                  text: "Irish Life Health – What is Lifetime Community Rating",
                  url: "https://www.irishlifehealth.ie/help/what-is-lifetime-community-rating-(lcr)",
                  description: "Community rating: a plan has the same price whatever your age or health.",
                },
              ],
            },
          ],
        },
        {
          title: "Support",
          icon: "life-buoy",
          body: "If your insurer refuses a claim, complain to the insurer first. If that does not solve it, you can complain to the Financial Services and Pensions Ombudsman (FSPO) for free. The Competition and Consumer Protection Commission (CCPC) explains your consumer rights.",
          lists: [
            {
              name: "Complaints",
              links: [
                {
                  text: "FSPO – Make a complaint",
                  url: "https://www.fspo.ie/make-a-complaint/",
                  description: "How to make a free complaint about an insurer, bank or pension provider.",
                },
              ],
            },
            {
              name: "Consumer rights",
              links: [
                {
                  text: "CCPC – Consumer information",
                  url: "https://www.ccpc.ie/consumers/",
                  description: "The Competition and Consumer Protection Commission on your rights as a buyer.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Buy your policy before you travel so it starts on the day you arrive.",
        "Keep your insurance certificate with your passport for your IRP appointment.",
        "Check what the plan pays back for GP visits: you will see a GP more often than a hospital.",
        "Compare plans on the HIA website every year before your policy renews.",
      ],
      keywords: [
        "vhi",
        "laya",
        "irish life health",
        "hia",
        "lcr",
        "lifetime community rating",
        "private medical insurance",
        "pmi",
        "travel insurance",
        "stamp 2",
        "non-eea",
        "irp",
        "fspo",
      ],
    },
    {
      slug: "student-health",
      title: "Student Health Services",
      description:
        "Student health in Ireland: on-campus doctors and counselling, free mental health support, vaccines and sexual health services.",
      intro:
        "Most universities and colleges have a student health service with doctors and nurses. Most also have a free counselling service for registered students. A visit is often cheaper than a private general practitioner (GP), but each college sets its own fees and opening hours, so check before you need it. Outside college, the Health Service Executive (HSE) and charities give free mental health support by phone, text and online.",
      lastReviewed: "2026-11-23",
      summary: "On-campus doctors, counselling and free mental health support for students.",
      highlights: [
        "Register with your college health service early",
        "Student counselling is free and confidential",
        "Text 50808 any time for free crisis support",
        "Free sexual health tests for eligible people",
      ],
      cards: [
        {
          title: "University Health Services",
          icon: "graduation-cap",
          body: "Register with your college health service in your first weeks. Bring your student card when you book or visit. At Trinity College Dublin the service is called College Health; at other colleges search the college website for 'student health' and 'student counselling'.",
          lists: [
            {
              name: "Example: University College Dublin (UCD)",
              links: [
                {
                  text: "UCD Student Health Service",
                  url: "https://www.ucd.ie/stuhealth/",
                  description: "Doctors, nurses and psychiatry for UCD students, with fees and how to book.",
                },
              ],
            },
          ],
        },
        {
          title: "Mental Health",
          icon: "heart-pulse",
          body: "You do not need a referral for these free services. Pieta: call 1800 247 247 (24 hours) or text HELP to 51444. Samaritans: call 116 123 (free, 24 hours). Text 50808 for free text support, 24 hours a day. Jigsaw helps young people aged 12–25. If you are in danger now, call 999 or 112.",
          lists: [
            {
              name: "Official",
              links: [
                {
                  text: "HSE – Mental health",
                  url: "https://www2.hse.ie/mental-health/",
                  description: "HSE section on mental health: self-help, helplines and public services.",
                },
              ],
            },
          ],
        },
        {
          title: "Preventive Care",
          icon: "stethoscope",
          body: "Check that your vaccines are up to date, especially MMR (measles, mumps and rubella). Ask your college health service about the flu vaccine. The HSE offers free testing for sexually transmitted infections (STI) and free contraception to people who are eligible.",
          lists: [
            {
              name: "Sexual health",
              links: [
                {
                  text: "HSE – Sexual wellbeing",
                  url: "https://www.sexualwellbeing.ie/",
                  description: "HSE site on free STI testing, contraception and who is eligible.",
                },
              ],
            },
          ],
        },
        {
          title: "Additional Support",
          icon: "hand-heart",
          body: "Free and low-cost support also comes from charities such as Aware (depression and anxiety), Turn2Me (online support) and MyMind (counselling priced by income). If you are ill at night or at the weekend, use an out-of-hours GP service.",
          lists: [
            {
              name: "Emergency and out-of-hours care",
              links: [
                {
                  text: "Citizens Information – Emergency health services",
                  url: "https://www.citizensinformation.ie/en/health/health-system/emergency-health-services-in-ireland/",
                  description: "Plain-English guide to ambulances, EDs and emergency GP care.",
                },
              ],
            },
            {
              name: "International students",
              links: [
                {
                  text: "Irish Council for International Students (ICOS) – Health insurance statement",
                  url: "https://www.internationalstudents.ie/news/statement-icos-hia-ruling-regarding-private-health-insurance-non-eea-students",
                  description: "The Irish Council for International Students on insurance costs after first year.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Register with your college health service during orientation, before you are ill.",
        "Save Pieta (1800 247 247) and Samaritans (116 123) in your phone: both are free and open 24 hours.",
        "Tell your college's disability or access office about any ongoing condition so you can get support.",
        "Homesickness and stress are common in first term: talk to student counselling early.",
      ],
      keywords: [
        "college health",
        "student health",
        "counselling",
        "mental health",
        "jigsaw",
        "50808",
        "pieta",
        "samaritans",
        "mymind",
        "aware",
        "turn2me",
        "sti",
        "contraception",
        "vaccines",
        "gp",
      ],
    },
    {
      slug: "important-contacts",
      title: "Important Contacts",
      description:
        "Key numbers in Ireland: 999 and 112 for emergencies, Dublin hospital emergency departments, crisis helplines and other support lines.",
      intro:
        "Save these numbers before you need them. In an emergency call 999 or 112. Both are free, work from any phone and connect you to the ambulance, Garda (police), fire and coast guard services. 112 also works in every European Union (EU) country. For a mental health crisis, free helplines answer 24 hours a day.",
      lastReviewed: "2026-11-23",
      summary: "Emergency numbers, Dublin hospitals and 24-hour helplines in one place.",
      highlights: [
        "999 or 112: ambulance, Garda, fire, coast guard",
        "Samaritans: 116 123, free and 24/7",
        "Pieta: 1800 247 247 or text HELP to 51444",
        "Main Dublin emergency departments",
      ],
      cards: [
        {
          title: "Emergency Numbers",
          icon: "phone",
          body: "Call 999 or 112 for the ambulance, Garda, fire service or coast guard: free, 24 hours a day. For police matters that are not urgent, contact your local Garda station.",
          lists: [
            {
              name: "Official guidance",
              links: [
                {
                  text: "Citizens Information – Emergency health services",
                  url: "https://www.citizensinformation.ie/en/health/health-system/emergency-health-services-in-ireland/",
                  description: "How 999 and 112 work, ambulances and emergency care.",
                },
              ],
            },
            {
              name: "Garda (police)",
              links: [
                {
                  text: "An Garda Síochána – Contact us",
                  url: "https://www.garda.ie/en/contact-us/",
                  description: "Garda page with local station phone numbers and other ways to contact the police.",
                },
              ],
            },
          ],
        },
        {
          title: "Major Hospitals",
          icon: "hospital",
          body: "These are large adult emergency departments (EDs, also called A&E) in Dublin, open 24 hours; children go to a children's ED. Tallaght ED phone: 01 414 3601 or 01 414 3536. Bring photo ID, and a letter from your general practitioner (GP, your family doctor) if you have one.",
          lists: [
            {
              name: "North Dublin",
              links: [
                {
                  text: "Mater Hospital – Emergency Department",
                  url: "https://www.mater.ie/patients/emergency-department/",
                  description: "The Mater ED, Eccles Street, Dublin 7.",
                },
              ],
            },
            {
              name: "South Dublin",
              links: [
                {
                  text: "St James's Hospital – Emergencies",
                  url: "https://www.stjames.ie/Patients/Emergencies/",
                  description: "The St James's ED, James's Street, Dublin 8.",
                },
                {
                  text: "Tallaght University Hospital – Adult ED",
                  url: "https://tuh.ie/Emergency-Services/Adult-Emergency-Department/",
                  description: "The adult ED in Tallaght, Dublin 24, with its phone numbers.",
                },
                {
                  text: "St Vincent's University Hospital",
                  url: "https://www.stvincents.ie/",
                  description: "Home page of a large public hospital in south Dublin, with an adult ED.",
                },
              ],
            },
          ],
        },
        {
          title: "Mental Health",
          icon: "heart-pulse",
          body: "Samaritans: call 116 123, free, 24 hours a day. Pieta: call 1800 247 247 (24 hours) or text HELP to 51444. Text 50808 for free crisis support by text, 24 hours a day. The Health Service Executive (HSE) lists more supports.",
          lists: [
            {
              name: "Official",
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
        {
          title: "Additional Support",
          icon: "life-buoy",
          body: "Out-of-hours GP services see urgent patients at night and at weekends: EastDoc (south-east Dublin) is on 01 22 34 500. Poisons Information Line: 01 809 2166, 8am to 10pm every day. Dublin Rape Crisis Centre helpline: 1800 77 8888, free, 24 hours a day.",
          lists: [
            {
              name: "Out-of-hours GP",
              links: [
                {
                  text: "NorthDoc – Will I be charged in A&E?",
                  url: "https://www.northdoc.ie/use-e-will-charged/",
                  description: "A north Dublin out-of-hours GP service explains when the ED charge applies.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Save 999, 112 and your local out-of-hours GP number in your phone today.",
        "When you call 999 or 112, give your exact address and Eircode first.",
        "Add your allergies, medicines and an emergency contact to your phone's medical ID.",
        "If you are not sure it is an emergency, call your GP or ask a pharmacist first.",
      ],
      keywords: [
        "999",
        "112",
        "emergency",
        "ambulance",
        "garda",
        "police",
        "a&e",
        "hospital",
        "samaritans",
        "116 123",
        "pieta",
        "50808",
        "drcc",
        "poisons",
        "eastdoc",
      ],
    },
  ],
};
