import type { GuideSection } from "./types";

export const healthcare: GuideSection = {
  slug: "healthcare",
  title: "Healthcare",
  navLabel: "Healthcare",
  icon: "heart-pulse",
  description:
    "How healthcare works in Ireland for newcomers: GPs, A&E, health insurance, student health services and the phone numbers to save.",
  intro:
    "Ireland has a public health service, run by the HSE, and a large private sector. For most health problems you start with a GP (family doctor). Many newcomers pay for GP visits or hold private health insurance, and non-EEA students must have insurance. These guides explain how to get care, what it costs, what your college offers and which numbers to save.",
  lastReviewed: "2026-11-22",
  guides: [
    {
      slug: "medical-services",
      title: "Medical Services",
      description:
        "How to see a GP, when to go to A&E, the 999 and 112 emergency numbers, and how public and private healthcare work in Ireland.",
      intro:
        "For everyday illness you see a GP (family doctor). You usually pay for each visit unless you have a medical card or GP visit card. In an emergency call 999 or 112, or go to a hospital emergency department (ED, often called A&E). If you go to an ED without a GP referral letter you pay a €100 charge, unless you are exempt (for example, medical card holders). When it is not life-threatening, use your GP, an out-of-hours GP service or an injury unit instead.",
      lastReviewed: "2026-11-22",
      summary: "How to find a GP, when to use A&E and what public care costs.",
      highlights: [
        "Call 999 or 112 in an emergency: calls are free",
        "Register with a GP soon after you arrive",
        "A&E without a GP letter costs €100",
        "Injury units treat minor injuries with shorter waits",
      ],
      cards: [
        {
          title: "Hospitals & Clinics",
          icon: "hospital",
          body: "Find a GP near your home early, because many Dublin practices have full lists. For sprains, simple fractures and minor burns, an injury unit usually has shorter waits than an ED.",
          lists: [
            {
              name: "Find a GP",
              links: [
                {
                  text: "HSE – Health services",
                  url: "https://www2.hse.ie/",
                  description: "Search for GPs, pharmacies and injury units near you.",
                },
              ],
            },
            {
              name: "Dublin emergency departments",
              links: [
                {
                  text: "Mater Hospital – Emergency Department",
                  url: "https://www.mater.ie/patients/emergency-department/",
                  description: "Adult ED in Dublin 7, with information on what to bring and waiting times.",
                },
                {
                  text: "St James's Hospital – Emergencies",
                  url: "https://www.stjames.ie/Patients/Emergencies/",
                  description: "Adult ED in Dublin 8 and the charges that apply.",
                },
                {
                  text: "Tallaght University Hospital – Adult ED",
                  url: "https://tuh.ie/Emergency-Services/Adult-Emergency-Department/",
                  description: "24-hour adult ED in Dublin 24, with contact numbers.",
                },
              ],
            },
          ],
        },
        {
          title: "Emergency Services",
          icon: "alert-triangle",
          body: "Call 999 or 112 for an ambulance, the Garda (police), the fire service or the coast guard. Calls are free, and the public ambulance service does not charge you.",
          lists: [
            {
              name: "Official guidance",
              links: [
                {
                  text: "HSE – When to call 112 or 999",
                  url: "https://www2.hse.ie/emergencies/when-to-call-112-or-999/",
                  description: "Signs of an emergency and what happens when you call.",
                },
                {
                  text: "HSE – The emergency department",
                  url: "https://www2.hse.ie/emergencies/the-emergency-department.html",
                  description: "When to go to an ED and what to expect when you arrive.",
                },
                {
                  text: "Citizens Information – Emergency health services",
                  url: "https://www.citizensinformation.ie/en/health/health-system/emergency-health-services-in-ireland/",
                  description: "Ambulances, EDs, charges and emergency GP care explained in plain English.",
                },
              ],
            },
            {
              name: "Hospital list",
              links: [
                {
                  text: "HSE – Urgent and emergency care",
                  url: "https://www.hse.ie/eng/about/who/acute-hospitals-division/patient-care/emergency-care/",
                  description: "Emergency departments in Ireland, listed by hospital group.",
                },
              ],
            },
          ],
        },
        {
          title: "Specialist Services",
          icon: "stethoscope",
          body: "Your GP refers you to hospital consultants and most specialist care. You can contact some services, such as sexual health and mental health supports, directly.",
          lists: [
            {
              name: "Services",
              links: [
                {
                  text: "HSE Sexual Wellbeing",
                  url: "https://www.sexualwellbeing.ie/",
                  description: "STI testing, contraception and sexual health clinics.",
                },
                {
                  text: "HSE Mental Health",
                  url: "https://www2.hse.ie/mental-health/",
                  description: "Public mental health services and how to access them.",
                },
              ],
            },
          ],
        },
        {
          title: "Support Information",
          icon: "info",
          body: "Medical cards and GP visit cards are means-tested by the HSE and depend on your income and on being ordinarily resident (broadly, living here for at least a year). Most working newcomers and international students do not qualify, so plan to pay for GP visits.",
          lists: [
            {
              name: "Official guidance",
              links: [
                {
                  text: "Health Service Executive (HSE)",
                  url: "https://www.hse.ie/",
                  description: "Ireland's public health service, including medical card information.",
                },
              ],
            },
            {
              name: "Out of hours",
              links: [
                {
                  text: "NorthDoc – A&E charges",
                  url: "https://www.northdoc.ie/use-e-will-charged/",
                  description: "A north Dublin out-of-hours GP service explains when the ED charge applies.",
                },
                {
                  text: "Irish College of GPs",
                  url: "https://www.icgp.ie/",
                  description: "The professional body for GPs in Ireland.",
                },
              ],
            },
          ],
        },
      ],
      tips: [
        "Save 999 and 112 in your phone: both are free and work from any mobile.",
        "Ask your GP for a referral letter before going to A&E; without one you pay €100 unless you are exempt.",
        "In the evening or at weekends, call your area's out-of-hours GP service before going to A&E.",
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
      ],
    },
    {
      slug: "health-insurance",
      title: "Health Insurance",
      description:
        "Private health insurance in Ireland: the rules for non-EEA students, prices and late-entry loadings, what plans cover and where to get help.",
      intro:
        "People who are ordinarily resident can use public hospitals, but waiting lists can be long, so many people buy private health insurance. If you are a non-EEA student, private medical insurance is a condition of your immigration permission: you show proof when you register for your Irish Residence Permit (IRP) and at each renewal. Irish health insurance is community rated, so a plan has the same price whatever your health, but people who join late may pay a loading.",
      lastReviewed: "2026-11-22",
      summary: "What insurance non-EEA students need and how to compare Irish health plans.",
      highlights: [
        "Non-EEA students must hold private medical insurance",
        "First-year students can use qualifying travel insurance",
        "Join before 35 to avoid a late-entry loading",
        "Compare plans free on the HIA website",
      ],
      cards: [
        {
          title: "Student Coverage",
          icon: "shield",
          body: "Non-EEA students need cover for accident, disease and hospital stays. In your first year only, travel insurance is accepted if it covers the full year with at least €25,000 for accident and €25,000 for disease.",
          lists: [
            {
              name: "Official rules",
              links: [
                {
                  text: "Irish Immigration Service – Private medical insurance",
                  url: "https://www.irishimmigration.ie/coming-to-study-in-ireland/what-are-my-study-options/a-fee-paying-private-primary-or-secondary-school/private-medical-insurance/",
                  description: "The insurance students must hold, and the proof accepted at registration.",
                },
                {
                  text: "Trinity College Dublin – Health insurance",
                  url: "https://www.tcd.ie/study/international/arriving-in-ireland/health-insurance/index.php",
                  description: "A university's guide to meeting the insurance rule on arrival.",
                },
              ],
            },
            {
              name: "Student advocacy",
              links: [
                {
                  text: "ICOS – Students' health insurance",
                  url: "https://www.internationalstudents.ie/news/statement-icos-hia-ruling-regarding-private-health-insurance-non-eea-students",
                  description: "Why cover can cost more from your second year, and what ICOS advises.",
                },
              ],
            },
          ],
        },
        {
          title: "Costs",
          icon: "euro",
          body: "If you first buy inpatient cover at 35 or older, you pay a 2% loading for each year over 34, up to 70%. Insurers may offer cheaper young-adult prices to people aged 18–25, and group schemes can give discounts of up to 10%.",
          lists: [
            {
              name: "Lifetime Community Rating",
              links: [
                {
                  text: "Health Insurance Authority – Lifetime Community Rating",
                  url: "https://www.hia.ie/consumer-information/lifetime-community-rating-lcr",
                  description: "The regulator explains late-entry loadings and who they apply to.",
                },
                {
                  text: "Irish Life Health – How LCR loadings are calculated",
                  url: "https://www.irishlifehealth.ie/help/how-are-the-lcr-loadings-calculated",
                  description: "Worked examples of how a loading changes your price.",
                },
              ],
            },
          ],
        },
        {
          title: "Coverage Details",
          icon: "file-text",
          body: "Plans differ in which hospitals they cover, GP and outpatient refunds, the excess you pay and waiting periods for new members. Compare the details, not only the price.",
          lists: [
            {
              name: "Compare plans",
              links: [
                {
                  text: "Health Insurance Authority (HIA)",
                  url: "https://www.hia.ie/",
                  description: "The independent regulator's free plan comparison tool.",
                },
                {
                  text: "Irish Life Health – What is Lifetime Community Rating",
                  url: "https://www.irishlifehealth.ie/help/what-is-lifetime-community-rating-(lcr)",
                  description: "How community rating keeps prices the same regardless of health.",
                },
              ],
            },
            {
              name: "Insurers",
              links: [
                {
                  text: "VHI",
                  url: "https://www.vhi.ie/",
                  description: "Ireland's largest health insurer.",
                },
                {
                  text: "Laya Healthcare",
                  url: "https://www.layahealthcare.ie/",
                  description: "Private health insurer with individual and student plans.",
                },
              ],
            },
          ],
        },
        {
          title: "Support",
          icon: "life-buoy",
          body: "If your insurer refuses a claim and you cannot resolve it with them, you can make a free complaint to the Ombudsman.",
          lists: [
            {
              name: "Complaints",
              links: [
                {
                  text: "Financial Services and Pensions Ombudsman",
                  url: "https://www.fspo.ie/",
                  description: "Free, independent service for complaints about insurers.",
                },
              ],
            },
            {
              name: "Consumer rights",
              links: [
                {
                  text: "CCPC – Consumer information",
                  url: "https://www.ccpc.ie/consumers/",
                  description: "Your rights when you buy insurance and other financial products.",
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
      ],
    },
    {
      slug: "student-health",
      title: "Student Health Services",
      description:
        "Student health in Ireland: on-campus doctors and counselling, free mental health support, vaccines and sexual health services.",
      intro:
        "Most universities and colleges have a student health service with doctors and nurses, and a free counselling service for registered students. Visits are often cheaper than a private GP, but each college sets its own fees and opening hours, so check before you need it. Outside college, free and low-cost mental health support is available by phone, text and online.",
      lastReviewed: "2026-11-22",
      summary: "On-campus doctors, counselling and free mental health support for students.",
      highlights: [
        "Register with your college health service early",
        "Student counselling is free and confidential",
        "Text 50808 any time for free crisis support",
        "Free STI testing for eligible people",
      ],
      cards: [
        {
          title: "University Health Services",
          icon: "graduation-cap",
          body: "Register with your college health service in your first weeks. Bring your student card when you book or visit.",
          lists: [
            {
              name: "Health centres",
              links: [
                {
                  text: "UCD Student Health Service",
                  url: "https://www.ucd.ie/stuhealth/",
                  description: "Doctors, nurses and psychiatry for UCD students.",
                },
                {
                  text: "Trinity College Dublin",
                  url: "https://www.tcd.ie/",
                  description: "Search the site for College Health, Trinity's on-campus GP and nurse service.",
                },
              ],
            },
            {
              name: "Counselling",
              links: [
                {
                  text: "University College Dublin",
                  url: "https://www.ucd.ie/",
                  description: "Search the site for Student Counselling, which is free for UCD students.",
                },
              ],
            },
          ],
        },
        {
          title: "Mental Health",
          icon: "heart-pulse",
          body: "You do not need a referral for these services. Pieta: call 1800 247 247 or text HELP to 51444. If you are in danger now, call 999 or 112.",
          lists: [
            {
              name: "Talk now",
              links: [
                {
                  text: "Text 50808",
                  url: "https://text50808.ie/",
                  description: "Free text support, 24 hours a day, for anyone in emotional crisis.",
                },
                {
                  text: "Pieta",
                  url: "https://www.pieta.ie/",
                  description: "Free 24-hour support for suicide and self-harm.",
                },
              ],
            },
            {
              name: "Ongoing support",
              links: [
                {
                  text: "Jigsaw",
                  url: "https://jigsaw.ie/",
                  description: "Free mental health support for young people aged 12–25, online and in person.",
                },
                {
                  text: "MyMind",
                  url: "https://mymind.org/",
                  description: "Low-cost counselling, with prices based on your income.",
                },
              ],
            },
          ],
        },
        {
          title: "Preventive Care",
          icon: "stethoscope",
          body: "Check that your vaccines, especially MMR, are up to date, and ask your college health service about the flu vaccine. The HSE offers free STI testing and free contraception to eligible people.",
          lists: [
            {
              name: "Health services",
              links: [
                {
                  text: "HSE – Health services",
                  url: "https://www2.hse.ie/",
                  description: "Vaccines, screening and how to find a GP.",
                },
              ],
            },
            {
              name: "Sexual health",
              links: [
                {
                  text: "HSE Sexual Wellbeing",
                  url: "https://www.sexualwellbeing.ie/",
                  description: "Free STI testing, contraception and who is eligible.",
                },
              ],
            },
          ],
        },
        {
          title: "Additional Support",
          icon: "hand-heart",
          lists: [
            {
              name: "Online support",
              links: [
                {
                  text: "Turn2Me",
                  url: "https://www.turn2me.ie/",
                  description: "Free online counselling and peer support groups.",
                },
                {
                  text: "SpunOut",
                  url: "https://spunout.ie/",
                  description: "Ireland's youth information site on health, money and wellbeing.",
                },
              ],
            },
            {
              name: "Support groups",
              links: [
                {
                  text: "Aware",
                  url: "https://www.aware.ie/",
                  description: "Support for depression, anxiety and bipolar disorder.",
                },
                {
                  text: "HSE Mental Health",
                  url: "https://www2.hse.ie/mental-health/",
                  description: "Self-help information and public mental health services.",
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
        "mymind",
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
        "Save these numbers before you need them. In an emergency call 999 or 112. Both are free, work from any phone and connect you to the ambulance, Garda (police), fire and coast guard services. For a mental health crisis, free helplines answer 24 hours a day.",
      lastReviewed: "2026-11-22",
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
          body: "Call 999 or 112 for the ambulance, Garda, fire service or coast guard. For non-urgent police matters, contact your local Garda station.",
          lists: [
            {
              name: "Official guidance",
              links: [
                {
                  text: "Citizens Information – Emergency health services",
                  url: "https://www.citizensinformation.ie/en/health/health-system/emergency-health-services-in-ireland/",
                  description: "How 999 and 112 work, ambulances and emergency care.",
                },
                {
                  text: "HSE – When to call 112 or 999",
                  url: "https://www2.hse.ie/emergencies/when-to-call-112-or-999/",
                  description: "When a medical problem is an emergency.",
                },
              ],
            },
            {
              name: "Garda (police)",
              links: [
                {
                  text: "An Garda Síochána – Contact us",
                  url: "https://www.garda.ie/en/contact-us/",
                  description: "Local Garda station numbers and other ways to contact the police.",
                },
              ],
            },
          ],
        },
        {
          title: "Major Hospitals",
          icon: "hospital",
          body: "These are large adult emergency departments in Dublin; children are seen at separate children's EDs. Bring photo ID and a GP letter if you have one.",
          lists: [
            {
              name: "North Dublin",
              links: [
                {
                  text: "Mater Hospital – Emergency Department",
                  url: "https://www.mater.ie/patients/emergency-department/",
                  description: "Eccles Street, Dublin 7.",
                },
                {
                  text: "Beaumont Hospital",
                  url: "https://www.beaumont.ie/",
                  description: "Major acute hospital in north Dublin.",
                },
              ],
            },
            {
              name: "South Dublin",
              links: [
                {
                  text: "St James's Hospital – Emergencies",
                  url: "https://www.stjames.ie/Patients/Emergencies/",
                  description: "James's Street, Dublin 8.",
                },
                {
                  text: "Tallaght University Hospital – Adult ED",
                  url: "https://tuh.ie/Emergency-Services/Adult-Emergency-Department/",
                  description: "Tallaght, Dublin 24; ED phone 01 414 3601.",
                },
                {
                  text: "St Vincent's University Hospital",
                  url: "https://www.stvincents.ie/",
                  description: "Major acute hospital in south Dublin.",
                },
              ],
            },
          ],
        },
        {
          title: "Mental Health",
          icon: "heart-pulse",
          body: "Samaritans: call 116 123. Pieta: call 1800 247 247 or text HELP to 51444. For support by text, text 50808. All are free and open 24 hours a day.",
          lists: [
            {
              name: "Helplines",
              links: [
                {
                  text: "Samaritans (Ireland)",
                  url: "https://www.samaritans.org/",
                  description: "Someone to listen, any time: freephone 116 123.",
                },
                {
                  text: "Pieta",
                  url: "https://www.pieta.ie/",
                  description: "Crisis support for suicide and self-harm.",
                },
                {
                  text: "Text 50808",
                  url: "https://text50808.ie/",
                  description: "Free crisis support by text message.",
                },
              ],
            },
          ],
        },
        {
          title: "Additional Support",
          icon: "life-buoy",
          lists: [
            {
              name: "Sexual violence",
              links: [
                {
                  text: "Dublin Rape Crisis Centre",
                  url: "https://www.drcc.ie/",
                  description: "24-hour national helpline and support for survivors.",
                },
              ],
            },
            {
              name: "Poisoning",
              links: [
                {
                  text: "National Poisons Information Centre",
                  url: "https://www.poisons.ie/",
                  description: "Public phone line for advice if someone swallows something harmful.",
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
      ],
    },
  ],
};
