import type { GuideTranslations } from "../types";

/** Spanish: the guides as the site search finds them. Checked by back-translation: docs/translations.md. */
export const esGuides: GuideTranslations = {
  "housing/student-accommodation": {
    title: "Alojamiento para estudiantes",
    summary:
      "Compara residencias universitarias, alojamiento estudiantil privado, digs y pisos compartidos, y conoce tus derechos.",
    keywords: [
      "alojamiento estudiantil",
      "residencia de estudiantes",
      "habitación",
      "alquiler",
      "piso compartido",
      "fianza",
    ],
  },
  "housing/rental-process": {
    title: "Cómo alquilar",
    summary: "Encuentra un piso, comprueba que es real, firma con seguridad y conoce tus derechos como inquilino.",
    keywords: ["alquiler", "alquilar", "piso", "contrato de alquiler", "casero", "inquilino", "fianza", "estafa"],
  },
  "housing/popular-areas": {
    title: "Zonas más buscadas",
    summary: "Elige una zona de Dublín por el alquiler, el trayecto y lo que tiene cerca de tu universidad o trabajo.",
    keywords: ["barrios", "zonas", "dónde vivir", "precio del alquiler"],
  },
  "transport/public-transport": {
    title: "Transporte público",
    summary:
      "Usa los autobuses, el Luas, el DART y los trenes de Dublín, y paga menos con Leap y la tarifa de 90 minutos.",
    keywords: ["autobús", "tren", "tranvía", "transporte público", "billete", "tarifa"],
  },
  "transport/inter-city-travel": {
    title: "Viajes entre ciudades",
    summary: "Viaja entre ciudades en tren o autocar, llega al aeropuerto y ve al norte hasta Belfast.",
    keywords: ["tren", "autocar", "aeropuerto", "viaje", "estación de autobuses"],
  },
  "transport/cycling": {
    title: "Bicicleta",
    summary: "Ve en bicicleta o patinete con seguridad por Dublín, compra una bici sin impuestos y conoce las normas.",
    keywords: ["bicicleta", "bici", "carril bici", "patinete eléctrico"],
  },
  "transport/transport-cards": {
    title: "Tarjetas de transporte",
    summary: "Elige la Leap card adecuada, regístrala y recárgala para pagar siempre la tarifa más baja.",
    keywords: ["tarjeta de transporte", "Leap card", "recargar", "abono", "tarjeta de estudiante"],
  },
  "education/university-system": {
    title: "Sistema universitario",
    summary:
      "Entiende las universidades irlandesas, los niveles de título y cómo comprobar que un curso está reconocido.",
    keywords: ["universidad", "educación superior", "título", "grado", "curso reconocido"],
  },
  "education/entry-requirements": {
    title: "Requisitos de admisión",
    summary:
      "Revisa los requisitos académicos, de documentos y de inglés, y luego solicita plaza y planifica tu visado.",
    keywords: ["admisión", "solicitud", "examen de inglés", "documentos", "visado de estudiante", "prueba de fondos"],
  },
  "education/scholarships": {
    title: "Becas",
    summary:
      "Encuentra becas del gobierno, de las universidades y ayudas, y comprueba pronto tu categoría de tasas (fee status).",
    keywords: ["beca", "becas", "financiación", "ayuda", "matrícula"],
  },
  "education/student-life": {
    title: "Vida estudiantil",
    summary: "Únete a asociaciones, usa los servicios gratuitos del campus y haz vida social fuera de clase.",
    keywords: [
      "vida universitaria",
      "asociaciones de estudiantes",
      "biblioteca",
      "descuento de estudiante",
      "trabajo a tiempo parcial",
    ],
  },
  "healthcare/medical-services": {
    title: "Servicios médicos",
    summary: "Cómo encontrar un GP, cuándo ir a urgencias y cuánto cuesta la atención pública.",
    keywords: ["médico", "médico de cabecera", "médico de familia", "urgencias", "hospital", "emergencia", "consulta"],
  },
  "healthcare/health-insurance": {
    title: "Seguro médico",
    summary: "Qué seguro necesitan los estudiantes de fuera del EEE y cómo comparar los planes de salud irlandeses.",
    keywords: ["seguro médico", "seguro de salud", "seguro de viaje", "póliza"],
  },
  "healthcare/student-health": {
    title: "Salud del estudiante",
    summary: "Médicos en el campus, orientación psicológica y apoyo gratuito de salud mental para estudiantes.",
    keywords: ["salud del estudiante", "salud mental", "psicólogo", "orientación", "vacunas"],
  },
  "healthcare/important-contacts": {
    title: "Contactos importantes",
    summary: "Números de emergencia, hospitales de Dublín y líneas de ayuda 24 horas en un solo lugar.",
    keywords: ["emergencia", "ambulancia", "policía", "hospital", "teléfonos útiles"],
  },
  "finance/banking": {
    title: "Servicios bancarios",
    summary: "Elige un banco, reúne tus documentos y abre tu primera cuenta en Irlanda.",
    keywords: [
      "banco",
      "bancos",
      "cuenta bancaria",
      "abrir una cuenta",
      "cuenta corriente",
      "justificante de domicilio",
    ],
  },
  "finance/payment-methods": {
    title: "Métodos de pago",
    summary: "Tarjetas, pagos con el móvil, transferencias y cómo pagar con seguridad en Irlanda.",
    keywords: ["pago", "tarjeta de débito", "transferencia", "enviar dinero", "pago sin contacto", "estafa"],
  },
  "finance/cost-of-living": {
    title: "Coste de vida",
    summary: "Lo que cuestan el alquiler, la comida y el transporte, y cómo hacer tu presupuesto.",
    keywords: [
      "coste de vida",
      "costo de vida",
      "presupuesto",
      "cuánto cuesta",
      "supermercado",
      "salario mínimo",
      "gastos",
    ],
  },
  "finance/savings-investment": {
    title: "Ahorro e inversión",
    summary: "Formas seguras de ahorrar, la nueva pensión con inscripción automática y cómo evitar estafas.",
    keywords: ["ahorro", "ahorrar", "inversión", "pensión", "jubilación"],
  },
  "community/social-groups": {
    title: "Grupos sociales",
    summary: "Asociaciones, clubes, voluntariado y clubes deportivos donde los recién llegados hacen amigos.",
    keywords: ["hacer amigos", "grupos", "clubes", "voluntariado", "deporte"],
  },
  "community/support-services": {
    title: "Servicios de apoyo",
    summary: "Ayuda gratuita y confidencial con inmigración, vivienda, trabajo y problemas personales.",
    keywords: ["apoyo", "ayuda gratuita", "asistencia jurídica", "derechos", "discriminación", "inmigrante"],
  },
  "community/social-activities": {
    title: "Actividades sociales",
    summary: "Planes gratis y baratos y sitios para conocer gente en Dublín.",
    keywords: ["qué hacer", "planes gratis", "eventos", "conocer gente", "museos"],
  },
  "community/entertainment": {
    title: "Ocio y cultura",
    summary: "Museos, galerías, deportes gaélicos y festivales, muchos gratis o baratos.",
    keywords: ["museos", "galerías", "festivales", "cultura", "ocio", "conciertos"],
  },
  "business/featured-services": {
    title: "Servicios destacados",
    summary: "Puntos de partida de confianza para vivienda, educación, banca y salud.",
    keywords: ["servicios", "vivienda", "banco", "salud"],
  },
  "business/student-deals": {
    title: "Ofertas para estudiantes",
    summary: "Descuentos, ahorro en viajes y eventos gratuitos para estudiantes.",
    keywords: ["descuento de estudiante", "ofertas", "descuentos", "promociones"],
  },
  "business/local-businesses": {
    title: "Comercios locales",
    summary: "Descuentos, derechos del consumidor, servicios básicos y espacios de estudio cerca de ti.",
    keywords: ["tiendas", "restaurantes", "internet", "derechos del consumidor"],
  },
  "business/business-support": {
    title: "Apoyo a empresas",
    summary: "Ayuda gratuita con reclamaciones, para crear una empresa y con formación.",
    keywords: ["crear una empresa", "emprender", "reclamación", "formación", "derechos del consumidor"],
  },
  "legal/visa-immigration": {
    title: "Visado e inmigración",
    summary:
      "Quién necesita visado de estudios, qué cursos cumplen los requisitos, cómo solicitarlo y qué permite el Stamp 2.",
    keywords: ["visado", "visa", "visado de estudiante", "inmigración", "estudiar en Irlanda", "sello"],
  },
  "legal/gnib-registration": {
    title: "Registro en el GNIB",
    summary: "Regístrate para obtener tu Irish Residence Permit (IRP), que sustituyó a la tarjeta GNIB.",
    keywords: ["registro de inmigración", "permiso de residencia", "tarjeta de residencia", "renovar el IRP"],
  },
  "legal/pps-application": {
    title: "Cómo pedir el PPS number",
    summary: "Consigue tu Personal Public Service (PPS) number por MyWelfare y con una cita en Intreo.",
    keywords: ["sacar el PPS", "número PPS", "pedir el PPS", "solicitar el PPS"],
  },
  "legal/insurance-requirements": {
    title: "Seguros obligatorios",
    summary: "Qué seguros debes tener y cuáles son opcionales pero útiles.",
    keywords: ["seguro", "seguro médico", "seguro de viaje", "seguro de hogar", "seguro obligatorio"],
  },
  "jobs/job-search": {
    title: "Buscar trabajo",
    summary:
      "Encuentra empleo en portales irlandeses, agencias y programas para graduados, y comprueba antes tu permiso para trabajar.",
    keywords: ["trabajo", "empleo", "ofertas de empleo", "buscar trabajo", "currículum", "agencia de empleo"],
  },
  "jobs/career-resources": {
    title: "Recursos profesionales",
    summary:
      "Ayuda gratuita con el currículum, entrevistas y contactos, y los pasos fiscales antes de tu primera nómina.",
    keywords: ["currículum", "entrevista de trabajo", "carta de presentación", "impuestos", "primera nómina"],
  },
  "jobs/work-permits": {
    title: "Permisos de trabajo",
    summary:
      "Qué employment permit necesitas, los salarios mínimos y las tasas de 2026, y cómo los graduados se quedan con el Stamp 1G.",
    keywords: ["permiso de trabajo", "visado de trabajo", "autorización de trabajo", "salario mínimo exigido"],
  },
  "jobs/career-development": {
    title: "Desarrollo profesional",
    summary: "Formación, reconocimiento de títulos y herramientas para avanzar en tu carrera en Irlanda.",
    keywords: ["formación", "cursos", "reconocimiento de títulos", "homologar título", "carrera"],
  },
  "jobs/part-time-work": {
    title: "Trabajo a tiempo parcial",
    summary:
      "Encuentra trabajos para estudiantes y prácticas, y cumple las reglas de 2026 del Stamp 2 sobre horas, sueldo e impuestos.",
    keywords: [
      "tiempo parcial",
      "trabajo para estudiantes",
      "prácticas",
      "horas de trabajo",
      "salario mínimo",
      "nómina",
    ],
  },
  "jobs/networking-opportunities": {
    title: "Networking",
    summary: "Ferias de empleo, asociaciones profesionales y grupos en línea para conocer a empleadores y colegas.",
    keywords: ["networking", "feria de empleo", "contactos profesionales", "eventos", "sindicato"],
  },
  "jobs/work-culture": {
    title: "Cultura laboral irlandesa",
    summary:
      "La etiqueta diaria en el trabajo en Irlanda y las normas legales sobre horas, descansos, vacaciones y bajas por enfermedad.",
    keywords: ["cultura laboral", "horario laboral", "vacaciones", "festivo", "baja por enfermedad", "contrato"],
  },
};
