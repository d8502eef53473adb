import type { ContentTranslation } from "./types";

/** Spanish. Checked by back-translation: docs/translations.md. */
export const es: ContentTranslation = {
  checklist: {
    "travel-card": {
      title: "Consigue una Leap card para autobuses, trenes y el Luas",
      appliesTo: "Todos.",
      text: "Compra una Leap card de TFI (Transport for Ireland) en una tienda y recárgala: las tarifas con Leap son más baratas que en efectivo. Si tienes entre 19 y 25 años, pide una Young Adult Leap card para pagar un 50% menos. Registra tu tarjeta en línea para proteger tu saldo si la pierdes.",
    },
    "rental-scam-checks": {
      title: "Comprueba que el alojamiento es real antes de pagar",
      appliesTo: "Todos los que alquilan una habitación, un piso o una casa.",
      text: "Visita cada sitio en persona y nunca envíes dinero para reservar un lugar que no has visto. Señales de alarma: un alquiler muy por debajo de la media de la zona, un casero que está 'en el extranjero' y no puede enseñarlo, y presión para pagar por transferencia. Un casero no puede pedir más de un mes de alquiler como fianza más un mes de alquiler por adelantado.",
    },
    "register-immigration": {
      title: "Registra tu permiso de inmigración (IRP)",
      appliesTo:
        "Solo si no eres de la UE o del EEA (Espacio Económico Europeo), Suiza o el Reino Unido y te quedas más de 90 días.",
      text: "Pide cita en el portal en línea de Immigration Service Delivery (ISD) antes de la fecha sellada en tu pasaporte; no se atiende sin cita. Lleva tu pasaporte, el formulario de dirección impreso de tu correo de confirmación y los documentos impresos a Burgh Quay, Dublin 2, y paga la tasa (€300 en 2026) con tarjeta de crédito o débito. Tu tarjeta Irish Residence Permit (IRP) te llega por correo.",
    },
    "bank-account": {
      title: "Abre una cuenta bancaria",
      appliesTo: "Todos los que cobrarán un sueldo o pagarán alquiler en Irlanda.",
      text: "Necesitas una cuenta en euros con IBAN (número internacional de cuenta bancaria) para cobrar y pagar el alquiler. Los bancos piden un documento con foto y un justificante de tu dirección en Irlanda, como una factura de la luz o una carta de tu centro de estudios o de tu empresa. Muchos recién llegados abren primero una cuenta en una app y después una tradicional, cuando ya tienen justificante de dirección.",
    },
    "pps-number": {
      title: "Consigue tu PPS number",
      appliesTo:
        "Todos los que van a trabajar o usar servicios públicos, cuando tengan un motivo, como una oferta de trabajo.",
      text: "Tu Personal Public Service (PPS) number es tu número para impuestos, prestaciones sociales y servicios públicos. Pide cita en MyWelfare con una cuenta MyGovID básica y ve a un Intreo Centre con tu pasaporte, un justificante de tu dirección en Irlanda y tu motivo, como una oferta de trabajo firmada. Buscar trabajo no se acepta como motivo por sí solo.",
    },
    "tax-registration": {
      title: "Registra tu empleo en Revenue",
      appliesTo: "Todos los que empiezan un trabajo en Irlanda, a jornada completa o parcial.",
      text: "Da tu PPS number a tu empresa y registra tu empleo en Revenue (la agencia tributaria) en su servicio en línea, myAccount, para que se apliquen tus créditos fiscales (tax credits). Hasta que lo hagas, pagas el emergency tax, un tipo más alto.",
    },
    gp: {
      title: "Busca un GP y guarda los números de emergencia",
      appliesTo: "Todos.",
      text: "Busca pronto un GP (médico de cabecera) cerca de tu casa: muchas consultas de Dublín no admiten más pacientes, y normalmente pagas cada visita. En una emergencia llama al 999 o al 112; las llamadas son gratis. Ir a urgencias sin una carta de derivación de un GP cuesta €100 (en 2026), salvo que estés exento.",
    },
  },
  glossary: {
    pps: {
      fullName: "Número personal de servicio público",
      explanation:
        "Tu número personal para impuestos, prestaciones sociales y servicios públicos. Lo necesitas para trabajar: sin él, tu sueldo tributa al tipo de emergencia, más alto.",
    },
    irp: {
      fullName: "Permiso de residencia irlandés",
      explanation:
        "La tarjeta que muestra tu permiso para vivir en Irlanda. Quienes no son de la UE/EEE, Suiza ni el Reino Unido y se quedan más de 90 días se registran para obtenerla; sustituyó a la tarjeta GNIB en 2017.",
    },
    gnib: {
      fullName: "Oficina nacional de inmigración de la Garda",
      explanation:
        "La oficina de la Garda (policía) que antes registraba a las personas de fuera de la UE. La gente aún dice “registro GNIB”, pero el primer registro ahora lo hace Immigration Service Delivery (ISD).",
    },
    isd: {
      fullName: "Servicio de inmigración",
      explanation:
        "La parte del Department of Justice que se ocupa de visados, permisos de inmigración y registro. Desde enero de 2025 hace todos los primeros registros, en 13–14 Burgh Quay, Dublin 2.",
    },
    stamp: {
      fullName: "Permiso de inmigración (stamp)",
      explanation:
        "El tipo de permiso que tienes para vivir en Irlanda, indicado con un número. Dice si puedes trabajar y cuánto, así que revisa el tuyo antes de aceptar un empleo.",
    },
    "stamp-0": {
      fullName: "Permiso Stamp 0",
      explanation: "Permiso temporal para vivir en Irlanda que no permite trabajar.",
    },
    "stamp-1": {
      fullName: "Permiso Stamp 1",
      explanation:
        "Permiso para trabajar para quienes tienen un permiso de empleo (employment permit). Lo registras en Immigration Service Delivery cuando te conceden el permiso.",
    },
    "stamp-1g": {
      fullName: "Permiso Stamp 1G (programa para titulados)",
      explanation:
        "Permite a los titulados de centros irlandeses quedarse a buscar trabajo: 12 meses tras un título de nivel 8, hasta 24 meses tras el nivel 9 o superior. Puedes trabajar hasta 40 horas a la semana sin employment permit.",
    },
    "stamp-2": {
      fullName: "Permiso Stamp 2 (estudiante a tiempo completo)",
      explanation:
        "Permiso para estudiantes de fuera de la UE en un curso a tiempo completo de la lista oficial. Puedes trabajar hasta 20 horas a la semana, y hasta 40 solo de junio a septiembre y del 15 de diciembre al 15 de enero; no puedes trabajar por cuenta propia.",
    },
    "stamp-4": {
      fullName: "Permiso Stamp 4",
      explanation:
        "Un permiso que te deja trabajar sin employment permit. Muchos trabajadores pasan a él tras unos años con permiso de trabajo, así que guarda tus permisos, contratos y nóminas.",
    },
    eea: {
      fullName: "Espacio Económico Europeo",
      explanation:
        "Los países de la UE más Islandia, Liechtenstein y Noruega. Los ciudadanos del EEE, del Reino Unido y de Suiza pueden vivir y trabajar en Irlanda sin permiso.",
    },
    "employment-permit": {
      fullName: "Permiso general de empleo y permiso de empleo para habilidades críticas",
      explanation:
        "Los dos principales permisos que dejan trabajar en Irlanda a personas de fuera del EEE. Cada uno tiene un salario mínimo, fijado por el Department of Enterprise, Tourism and Employment.",
    },
    ilep: {
      fullName: "Lista provisional de programas admitidos",
      explanation:
        "La lista oficial de cursos para los que estudiantes de fuera de la UE pueden venir a Irlanda con visado de estudiante y Stamp 2. TrustEd Ireland, gestionado por QQI desde 2024, la está sustituyendo.",
    },
    cao: {
      fullName: "Oficina central de solicitudes de grado",
      explanation:
        "Gestiona las solicitudes de grado en los centros irlandeses. Quienes han vivido fuera de la UE a menudo solicitan directamente a cada centro.",
    },
    pac: {
      fullName: "Centro de solicitudes de posgrado",
      explanation:
        "Algunos centros reciben las solicitudes de posgrado a través del PAC; otros directamente. La página de cada curso dice cuál.",
    },
    qqi: {
      fullName: "Agencia irlandesa de calidad y cualificaciones",
      explanation:
        "La agencia pública de la calidad de la educación y de las cualificaciones. Su servicio NARIC Ireland te dice cómo se compara un título del extranjero con los irlandeses.",
    },
    susi: {
      fullName: "Organismo irlandés de becas para estudiantes",
      explanation:
        "El organismo de becas de estudio de Irlanda. Sus becas son sobre todo para estudiantes de la UE, el EEE y Suiza que cumplen las normas de residencia.",
    },
    rtb: {
      fullName: "Junta de arrendamientos residenciales",
      explanation:
        "El organismo público que registra los alquileres y resuelve conflictos entre inquilinos y caseros. Desde 2019 también cubre el alojamiento de estudiantes.",
    },
    rpz: {
      fullName: "Zona de presión de alquiler",
      explanation:
        "Una zona donde la ley limita las subidas del alquiler. Desde junio de 2025 cubre todo el país, y el alquiler de un contrato en vigor solo puede subir un 2% o la inflación, lo que sea menor.",
    },
    hap: {
      fullName: "Ayuda al alquiler",
      explanation:
        "Ayuda con el alquiler de tu ayuntamiento para quienes tienen derecho a ayudas de vivienda social. Pregunta a Citizens Information si tienes derecho antes de contar con ella.",
    },
    digs: {
      fullName: "Habitación en casa de una familia",
      explanation:
        "Alquilar una habitación en la casa del propietario, a menudo con algunas comidas. Eres huésped, no inquilino, así que las normas de alquiler del RTB no se aplican: acuerda por escrito el precio, las normas de la casa y el preaviso.",
    },
    hse: {
      fullName: "Servicio público de salud",
      explanation:
        "El servicio público de salud de Irlanda. Gestiona los hospitales públicos y decide quién recibe una medical card.",
    },
    gp: {
      fullName: "Médico de cabecera",
      explanation:
        "Un médico de familia. Para la mayoría de los problemas de salud vas primero a un GP, y normalmente pagas cada visita salvo que tengas medical card o GP visit card.",
    },
    "gp-visit-card": {
      fullName: "Tarjeta de visitas gratuitas al GP",
      explanation:
        "Una tarjeta del HSE para visitas gratuitas al GP. Depende de tus ingresos y de vivir aquí (en general, al menos un año), así que la mayoría de los recién llegados que trabajan y de los estudiantes internacionales no tienen derecho.",
    },
    "medical-card": {
      fullName: "Tarjeta sanitaria pública",
      explanation:
        "Una tarjeta del HSE para visitas gratuitas al GP y muchos otros servicios públicos de salud. Como la GP visit card, depende de tus ingresos y de vivir aquí; quien la tiene no paga la tasa de urgencias.",
    },
    ed: {
      fullName: "Urgencias",
      explanation:
        "El servicio del hospital para emergencias. Ir sin una carta de derivación de un GP cuesta una tasa salvo que estés exento; para esguinces y quemaduras leves una injury unit suele ser más rápida.",
    },
    eircode: {
      fullName: "Código postal irlandés",
      explanation:
        "El código postal de una dirección irlandesa, de siete letras y números. Cuando llames al 999 o al 112, da primero tu dirección exacta y tu Eircode.",
    },
    tfi: {
      fullName: "Transportes de Irlanda",
      explanation:
        "El nombre de los servicios y tarifas de transporte público de Irlanda. En Dublín, su tarifa de 90 minutos con Leap Card te deja cambiar entre autobús, Luas y la mayoría de los trenes pagando una sola vez.",
    },
    "leap-card": {
      fullName: "Tarjeta de transporte TFI Leap Card",
      explanation:
        "Una tarjeta de transporte que recargas y acercas al lector para pagar tarifas más bajas en autobuses, Luas y trenes. Regístrala en línea para conservar el saldo si la pierdes o te la roban.",
    },
    "young-adult-leap-card": {
      fullName: "Leap Card para jóvenes y para estudiantes",
      explanation:
        "Leap Cards con media tarifa: la Young Adult para edades de 19 a 25 años, la Student para otros estudiantes a tiempo completo. Irish Rail solo acepta estas tarjetas como prueba para la tarifa de estudiante.",
    },
    iban: {
      fullName: "Número internacional de cuenta bancaria",
      explanation:
        "El número de tu cuenta en el formato que se usa en toda Europa; lo necesitas para cobrar y pagar el alquiler. Según las normas SEPA de la UE, una empresa debe aceptar cualquier IBAN de la zona euro, no solo uno irlandés.",
    },
    sepa: {
      fullName: "Zona única de pagos en euros",
      explanation:
        "Las normas de la UE para pagos en euros entre países. Por ellas, una empresa irlandesa no puede rechazar tu cuenta solo porque su IBAN sea de otro país SEPA.",
    },
    paye: {
      fullName: "Retención en nómina",
      explanation:
        "La forma en que la mayoría de los trabajadores paga impuestos: tu empresa descuenta el impuesto sobre la renta, la USC y el PRSI de cada pago y los muestra en tu nómina.",
    },
    usc: {
      fullName: "Cargo social universal",
      explanation:
        "Un impuesto sobre los ingresos. Tu empresa lo descuenta de tu sueldo junto con el impuesto sobre la renta y el PRSI.",
    },
    prsi: {
      fullName: "Cotización a la seguridad social",
      explanation:
        "Cotizaciones a la seguridad social que se descuentan de tu sueldo junto con el impuesto sobre la renta y la USC. Las ves en tu nómina.",
    },
    "emergency-tax": {
      fullName: "Impuesto de emergencia",
      explanation:
        "Un tipo de impuesto más alto que se descuenta de tu sueldo cuando tu empresa no tiene tu PPS number o no has registrado el empleo en Revenue. Se acaba cuando las dos cosas están resueltas.",
    },
    myaccount: {
      fullName: "Servicio en línea de Revenue",
      explanation:
        "El servicio en línea de Revenue para tu impuesto sobre la renta. Registra ahí un nuevo empleo para que se usen tus créditos fiscales (tax credits) y no pagues emergency tax.",
    },
    mygovid: {
      fullName: "Cuenta de identidad para servicios públicos",
      explanation:
        "Una cuenta de identidad en línea gratuita para los servicios del Gobierno irlandés. Necesitas una cuenta MyGovID básica para pedir cita del PPS number en MyWelfare.",
    },
    mywelfare: {
      fullName: "Servicio en línea de prestaciones sociales",
      explanation: "El servicio en línea del Department of Social Protection, donde pides cita para el PPS number.",
    },
    dsp: {
      fullName: "Ministerio de Protección Social",
      explanation:
        "El ministerio de las prestaciones sociales, los PPS numbers y la Public Services Card. Gestiona los Intreo Centres y MyWelfare.",
    },
    intreo: {
      fullName: "Oficina local de protección social",
      explanation:
        "Las oficinas locales del Department of Social Protection. Tramitan las solicitudes de PPS number y el registro de la Public Services Card, y ayudan gratis a buscar trabajo.",
    },
    psc: {
      fullName: "Tarjeta de servicios públicos",
      explanation:
        "Una tarjeta que demuestra quién eres ante los servicios públicos. Te registras en un Intreo Centre y normalmente te llega por correo en 7–10 días laborables.",
    },
    wrc: {
      fullName: "Comisión de relaciones laborales",
      explanation:
        "El organismo público de los derechos laborales. Explica las normas sobre sueldo, horario y vacaciones, y puedes acudir a él si te pagan menos de lo debido.",
    },
  },
};
