import type { GuideTranslations } from "../types";

/** Brazilian Portuguese: the guides as the site search finds them. Checked by back-translation: docs/translations.md. */
export const ptBrGuides: GuideTranslations = {
  "housing/student-accommodation": {
    title: "Moradia para estudantes",
    summary:
      "Compare residências da faculdade, moradia estudantil privada, digs e quartos compartilhados, e conheça seus direitos.",
    keywords: ["moradia estudantil", "residência estudantil", "alojamento", "quarto", "aluguel", "república", "caução"],
  },
  "housing/rental-process": {
    title: "Como alugar",
    summary: "Encontre um imóvel, confirme que ele é real, assine com segurança e conheça seus direitos de inquilino.",
    keywords: [
      "aluguel",
      "alugar",
      "apartamento",
      "contrato de aluguel",
      "proprietário",
      "inquilino",
      "caução",
      "golpe",
    ],
  },
  "housing/popular-areas": {
    title: "Bairros mais procurados",
    summary:
      "Escolha um bairro de Dublin pelo aluguel, pelo trajeto e pelo que fica perto da sua faculdade ou trabalho.",
    keywords: ["bairros", "onde morar", "regiões de Dublin", "preço do aluguel"],
  },
  "transport/public-transport": {
    title: "Transporte público",
    summary: "Use os ônibus, o Luas, o DART e os trens de Dublin, e pague menos com o Leap e a tarifa de 90 minutos.",
    keywords: ["ônibus", "trem", "metrô de superfície", "transporte público", "passagem", "tarifa"],
  },
  "transport/inter-city-travel": {
    title: "Viagens entre cidades",
    summary: "Viaje entre cidades de trem ou ônibus, chegue ao aeroporto e vá ao norte até Belfast.",
    keywords: ["trem", "ônibus intermunicipal", "aeroporto", "viagem", "rodoviária"],
  },
  "transport/cycling": {
    title: "Bicicleta",
    summary:
      "Pedale ou ande de patinete com segurança em Dublin, compre uma bicicleta sem imposto e conheça as regras.",
    keywords: ["bicicleta", "bike", "ciclovia", "patinete elétrico", "pedalar"],
  },
  "transport/transport-cards": {
    title: "Cartões de transporte",
    summary: "Escolha o Leap card certo, registre e recarregue para pagar sempre a menor tarifa.",
    keywords: ["cartão de transporte", "Leap card", "recarga", "bilhete único", "cartão de estudante"],
  },
  "education/university-system": {
    title: "Sistema universitário",
    summary: "Entenda as universidades irlandesas, os níveis de diploma e como confirmar que um curso é reconhecido.",
    keywords: ["universidade", "faculdade", "ensino superior", "diploma", "graduação", "curso reconhecido"],
  },
  "education/entry-requirements": {
    title: "Requisitos de admissão",
    summary: "Confira os requisitos acadêmicos, de documentos e de inglês, depois se inscreva e planeje seu visto.",
    keywords: ["admissão", "inscrição", "prova de inglês", "documentos", "visto de estudante", "comprovação de fundos"],
  },
  "education/scholarships": {
    title: "Bolsas de estudo",
    summary:
      "Encontre bolsas do governo, das universidades e auxílios, e confira cedo sua categoria de taxa (fee status).",
    keywords: ["bolsa de estudo", "bolsas", "financiamento", "auxílio", "mensalidade"],
  },
  "education/student-life": {
    title: "Vida de estudante",
    summary: "Entre em grupos estudantis, use os serviços gratuitos do campus e faça amigos fora da sala de aula.",
    keywords: [
      "vida universitária",
      "grupos estudantis",
      "biblioteca",
      "desconto de estudante",
      "trabalho de meio período",
    ],
  },
  "healthcare/medical-services": {
    title: "Serviços médicos",
    summary: "Como encontrar um GP, quando ir ao pronto-socorro e quanto custa o atendimento público.",
    keywords: ["médico", "médico de família", "clínico geral", "pronto-socorro", "hospital", "emergência", "consulta"],
  },
  "healthcare/health-insurance": {
    title: "Seguro saúde",
    summary: "Que seguro os estudantes de fora do EEE precisam e como comparar os planos de saúde irlandeses.",
    keywords: ["seguro saúde", "plano de saúde", "seguro médico", "seguro viagem", "convênio"],
  },
  "healthcare/student-health": {
    title: "Saúde do estudante",
    summary: "Médicos no campus, aconselhamento e apoio gratuito à saúde mental para estudantes.",
    keywords: ["saúde do estudante", "saúde mental", "psicólogo", "aconselhamento", "vacinas"],
  },
  "healthcare/important-contacts": {
    title: "Contatos importantes",
    summary: "Números de emergência, hospitais de Dublin e linhas de ajuda 24 horas em um só lugar.",
    keywords: ["emergência", "ambulância", "polícia", "hospital", "telefones úteis"],
  },
  "finance/banking": {
    title: "Serviços bancários",
    summary: "Escolha um banco, reúna seus documentos e abra sua primeira conta na Irlanda.",
    keywords: ["banco", "bancos", "conta bancária", "abrir conta", "conta corrente", "comprovante de endereço"],
  },
  "finance/payment-methods": {
    title: "Formas de pagamento",
    summary: "Cartões, pagamento pelo celular, transferências e como pagar com segurança na Irlanda.",
    keywords: ["pagamento", "cartão de débito", "transferência", "enviar dinheiro", "pagar por aproximação", "golpe"],
  },
  "finance/cost-of-living": {
    title: "Custo de vida",
    summary: "Quanto custam aluguel, comida e transporte, e como fazer seu orçamento.",
    keywords: ["custo de vida", "orçamento", "quanto custa", "supermercado", "salário mínimo", "despesas"],
  },
  "finance/savings-investment": {
    title: "Poupança e investimentos",
    summary: "Jeitos seguros de poupar, a nova aposentadoria com adesão automática e como evitar golpes.",
    keywords: ["poupança", "investimento", "previdência", "aposentadoria", "economizar"],
  },
  "community/social-groups": {
    title: "Grupos sociais",
    summary: "Grupos estudantis, clubes, voluntariado e clubes esportivos onde quem chega faz amigos.",
    keywords: ["fazer amigos", "grupos", "clubes", "voluntariado", "esporte"],
  },
  "community/support-services": {
    title: "Serviços de apoio",
    summary: "Ajuda gratuita e confidencial com imigração, moradia, trabalho e problemas pessoais.",
    keywords: ["apoio", "ajuda gratuita", "assistência jurídica", "direitos", "discriminação", "imigrante"],
  },
  "community/social-activities": {
    title: "Atividades sociais",
    summary: "Coisas gratuitas e baratas para fazer e lugares para conhecer pessoas em Dublin.",
    keywords: ["o que fazer", "passeios grátis", "eventos", "conhecer pessoas", "museus"],
  },
  "community/entertainment": {
    title: "Entretenimento e cultura",
    summary: "Museus, galerias, esportes gaélicos e festivais, muitos gratuitos ou baratos.",
    keywords: ["museus", "galerias", "festivais", "cultura", "lazer", "shows"],
  },
  "business/featured-services": {
    title: "Serviços em destaque",
    summary: "Pontos de partida confiáveis para moradia, estudos, banco e saúde.",
    keywords: ["serviços", "moradia", "banco", "saúde"],
  },
  "business/student-deals": {
    title: "Descontos para estudantes",
    summary: "Descontos, economia em viagens e eventos gratuitos para estudantes.",
    keywords: ["desconto de estudante", "promoções", "ofertas", "descontos"],
  },
  "business/local-businesses": {
    title: "Comércio local",
    summary: "Descontos, direitos do consumidor, serviços essenciais e lugares para estudar perto de você.",
    keywords: ["lojas", "restaurantes", "internet", "direitos do consumidor"],
  },
  "business/business-support": {
    title: "Apoio a empresas",
    summary: "Ajuda gratuita com reclamações, para abrir uma empresa e com cursos.",
    keywords: ["abrir empresa", "empreender", "reclamação", "cursos", "direitos do consumidor"],
  },
  "legal/visa-immigration": {
    title: "Visto e imigração",
    summary: "Quem precisa de visto de estudante, que cursos são aceitos, como pedir e o que o Stamp 2 permite.",
    keywords: ["visto", "visto de estudante", "imigração", "estudar na Irlanda", "carimbo"],
  },
  "legal/gnib-registration": {
    title: "Registro no GNIB",
    summary: "Registre-se para ter seu Irish Residence Permit (IRP), que substituiu o cartão GNIB.",
    keywords: ["registro de imigração", "autorização de residência", "cartão de residência", "renovação do IRP"],
  },
  "legal/pps-application": {
    title: "Como tirar o PPS number",
    summary: "Tire seu Personal Public Service (PPS) number pelo MyWelfare e com horário marcado no Intreo.",
    keywords: ["tirar o PPS", "número PPS", "pedir o PPS", "CPF irlandês"],
  },
  "legal/insurance-requirements": {
    title: "Seguros obrigatórios",
    summary: "Que seguros você precisa ter, e quais são opcionais mas úteis.",
    keywords: ["seguro", "seguro saúde", "seguro viagem", "seguro residencial", "seguro obrigatório"],
  },
  "jobs/job-search": {
    title: "Procurar emprego",
    summary:
      "Encontre vagas em sites de emprego irlandeses, agências e programas de trainee, e confira antes seu direito de trabalhar.",
    keywords: ["emprego", "vagas", "trabalho", "procurar emprego", "currículo", "agência de empregos"],
  },
  "jobs/career-resources": {
    title: "Recursos para a carreira",
    summary:
      "Ajuda gratuita com currículo, entrevistas e networking, e os passos de impostos antes do primeiro salário.",
    keywords: ["currículo", "entrevista de emprego", "carta de apresentação", "impostos", "primeiro salário"],
  },
  "jobs/work-permits": {
    title: "Autorizações de trabalho",
    summary:
      "Que employment permit você precisa, os salários mínimos e as taxas de 2026, e como recém-formados podem ficar com o Stamp 1G.",
    keywords: ["autorização de trabalho", "visto de trabalho", "permissão de trabalho", "salário mínimo exigido"],
  },
  "jobs/career-development": {
    title: "Desenvolvimento profissional",
    summary: "Cursos, reconhecimento de diplomas e ferramentas de planejamento para crescer no trabalho na Irlanda.",
    keywords: ["cursos", "capacitação", "reconhecimento de diploma", "validar diploma", "carreira"],
  },
  "jobs/part-time-work": {
    title: "Trabalho de meio período",
    summary:
      "Encontre trabalhos para estudantes e estágios, e siga as regras de 2026 do Stamp 2 sobre horas, salário e impostos.",
    keywords: [
      "meio período",
      "trabalho para estudante",
      "estágio",
      "horas de trabalho",
      "salário mínimo",
      "contracheque",
    ],
  },
  "jobs/networking-opportunities": {
    title: "Networking",
    summary: "Feiras de carreira, associações profissionais e grupos online para conhecer empregadores e colegas.",
    keywords: ["networking", "feira de carreira", "contatos profissionais", "eventos", "sindicato"],
  },
  "jobs/work-culture": {
    title: "Cultura de trabalho irlandesa",
    summary: "A etiqueta do dia a dia no trabalho na Irlanda e as regras sobre horas, pausas, férias e licença médica.",
    keywords: ["cultura de trabalho", "horário de trabalho", "férias", "feriado", "licença médica", "contrato"],
  },
};
