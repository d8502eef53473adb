import type { ContentTranslation } from "./types";

/** Brazilian Portuguese. Checked by back-translation: docs/translations.md. */
export const ptBr: ContentTranslation = {
  checklist: {
    "travel-card": {
      title: "Tenha um Leap card para ônibus, trens e o Luas",
      appliesTo: "Todos.",
      text: "Compre um Leap card da TFI (Transport for Ireland) em uma loja e coloque crédito: a tarifa com Leap é mais barata que em dinheiro. Se você tem de 19 a 25 anos, peça um Young Adult Leap card para pagar 50% a menos. Registre o cartão online para proteger seu saldo se ele for perdido.",
    },
    "rental-scam-checks": {
      title: "Confirme que a moradia é real antes de pagar",
      appliesTo: "Todos que vão alugar um quarto, apartamento ou casa.",
      text: "Visite cada lugar pessoalmente e nunca mande dinheiro para reservar um lugar que você não viu. Sinais de alerta: aluguel muito abaixo da média da região, um proprietário que está 'no exterior' e não pode mostrar o imóvel, e pressão para pagar por transferência. O proprietário não pode pedir mais do que um mês de aluguel como caução mais um mês de aluguel adiantado.",
    },
    "register-immigration": {
      title: "Registre sua permissão de imigração (IRP)",
      appliesTo:
        "Só se você não é da UE ou do EEA (Espaço Econômico Europeu), da Suíça ou do Reino Unido e vai ficar mais de 90 dias.",
      text: "Marque um horário no portal online da Immigration Service Delivery (ISD) antes da data carimbada no seu passaporte; não há atendimento sem hora marcada. Leve seu passaporte, o formulário de endereço impresso do e-mail de confirmação e os documentos impressos a Burgh Quay, Dublin 2, e pague a taxa (€300 em 2026) com cartão de crédito ou débito. Seu cartão Irish Residence Permit (IRP) chega pelo correio.",
    },
    "bank-account": {
      title: "Abra uma conta bancária",
      appliesTo: "Todos que vão receber salário ou pagar aluguel na Irlanda.",
      text: "Você precisa de uma conta em euros com IBAN (número internacional de conta bancária) para receber salário e pagar aluguel. Os bancos pedem documento com foto e comprovante do seu endereço na Irlanda, como uma conta de luz ou uma carta da sua faculdade ou empregador. Muitos recém-chegados abrem primeiro uma conta em aplicativo e depois uma conta tradicional, quando já têm comprovante de endereço.",
    },
    "pps-number": {
      title: "Tire seu PPS number",
      appliesTo:
        "Todos que vão trabalhar ou usar serviços públicos, quando tiverem um motivo, como uma oferta de emprego.",
      text: "O Personal Public Service (PPS) number é o seu número para impostos, assistência social e serviços públicos. Marque um horário no MyWelfare com uma conta MyGovID básica e vá a um Intreo Centre com seu passaporte, comprovante de endereço na Irlanda e o seu motivo, como uma oferta de emprego assinada. Estar procurando trabalho não é aceito como motivo sozinho.",
    },
    "tax-registration": {
      title: "Registre seu emprego na Revenue",
      appliesTo: "Todos que começam a trabalhar na Irlanda, em tempo integral ou parcial.",
      text: "Dê seu PPS number ao empregador e registre o emprego na Revenue (a autoridade fiscal irlandesa) no serviço online myAccount, para que seus créditos fiscais (tax credits) sejam aplicados. Até fazer isso, você paga o emergency tax, uma taxa mais alta.",
    },
    gp: {
      title: "Encontre um GP e salve os números de emergência",
      appliesTo: "Todos.",
      text: "Procure cedo um GP (clínico geral, médico de família) perto de casa: muitos consultórios de Dublin não aceitam novos pacientes, e normalmente você paga cada consulta. Em uma emergência ligue 999 ou 112; as ligações são gratuitas. Ir a um pronto-socorro sem carta de encaminhamento de um GP custa €100 (em 2026), a não ser que você seja isento.",
    },
  },
  glossary: {
    pps: {
      fullName: "Número pessoal do serviço público",
      explanation:
        "Seu número pessoal para impostos, assistência social e serviços públicos. Você precisa dele para trabalhar: sem ele, seu salário paga imposto na taxa de emergência, mais alta.",
    },
    irp: {
      fullName: "Autorização de residência irlandesa",
      explanation:
        "O cartão que mostra sua permissão para morar na Irlanda. Quem é de fora da UE/EEE, da Suíça e do Reino Unido e fica mais de 90 dias se registra para tê-lo; ele substituiu o cartão GNIB em 2017.",
    },
    gnib: {
      fullName: "Escritório nacional de imigração da Garda",
      explanation:
        "O escritório da Garda (polícia) que registrava as pessoas de fora da UE. Ainda se diz “registro no GNIB”, mas o primeiro registro agora é feito pela Immigration Service Delivery (ISD).",
    },
    isd: {
      fullName: "Serviço de imigração",
      explanation:
        "A parte do Department of Justice que cuida de vistos, permissões de imigração e registro. Desde janeiro de 2025 faz todos os primeiros registros, em 13–14 Burgh Quay, Dublin 2.",
    },
    stamp: {
      fullName: "Permissão de imigração (stamp)",
      explanation:
        "O tipo de permissão que você tem para morar na Irlanda, indicado por um número. Ele diz se e quanto você pode trabalhar; confira o seu antes de aceitar um emprego.",
    },
    "stamp-0": {
      fullName: "Permissão Stamp 0",
      explanation: "Permissão temporária para morar na Irlanda que não permite trabalhar.",
    },
    "stamp-1": {
      fullName: "Permissão Stamp 1",
      explanation:
        "Permissão de trabalho para quem tem uma autorização de emprego (employment permit). Você a registra na Immigration Service Delivery depois que a autorização é concedida.",
    },
    "stamp-1g": {
      fullName: "Permissão Stamp 1G (programa para recém-formados)",
      explanation:
        "Permite que formados em faculdades irlandesas fiquem para procurar emprego: 12 meses depois de um diploma de nível 8, até 24 meses depois do nível 9 ou superior. Você pode trabalhar até 40 horas por semana sem employment permit.",
    },
    "stamp-2": {
      fullName: "Permissão Stamp 2 (estudante em tempo integral)",
      explanation:
        "Permissão para estudantes de fora da UE em um curso de tempo integral da lista oficial. Você pode trabalhar até 20 horas por semana, e até 40 só de junho a setembro e de 15 de dezembro a 15 de janeiro; não pode trabalhar por conta própria.",
    },
    "stamp-4": {
      fullName: "Permissão Stamp 4",
      explanation:
        "Uma permissão que deixa você trabalhar sem employment permit. Muitos trabalhadores passam para ela depois de alguns anos com autorização de trabalho; guarde suas autorizações, contratos e contracheques.",
    },
    eea: {
      fullName: "Espaço Econômico Europeu",
      explanation:
        "Os países da UE mais Islândia, Liechtenstein e Noruega. Cidadãos do EEE, do Reino Unido e da Suíça podem morar e trabalhar na Irlanda sem autorização.",
    },
    "employment-permit": {
      fullName: "Autorização geral de emprego e autorização de emprego para habilidades críticas",
      explanation:
        "As duas principais autorizações que deixam pessoas de fora do EEE trabalhar na Irlanda. Cada uma tem um salário mínimo, definido pelo Department of Enterprise, Tourism and Employment.",
    },
    ilep: {
      fullName: "Lista provisória de cursos aceitos",
      explanation:
        "A lista oficial de cursos para os quais estudantes de fora da UE podem vir à Irlanda com visto de estudante e Stamp 2. O TrustEd Ireland, gerido pela QQI desde 2024, está substituindo essa lista.",
    },
    cao: {
      fullName: "Central de inscrições para graduação",
      explanation:
        "Recebe as inscrições para cursos de graduação em faculdades irlandesas. Quem morou fora da UE muitas vezes se inscreve diretamente em cada faculdade.",
    },
    pac: {
      fullName: "Central de inscrições para pós-graduação",
      explanation:
        "Algumas faculdades recebem inscrições de pós-graduação pelo PAC; outras diretamente. A página de cada curso diz qual.",
    },
    qqi: {
      fullName: "Órgão irlandês de qualidade e qualificações",
      explanation:
        "O órgão público responsável pela qualidade da educação e pelas qualificações. O serviço NARIC Ireland dele mostra como um diploma do exterior se compara aos irlandeses.",
    },
    susi: {
      fullName: "Órgão irlandês de bolsas para estudantes",
      explanation:
        "O órgão de bolsas de estudo da Irlanda. As bolsas são principalmente para estudantes da UE, do EEE e da Suíça que cumprem as regras de residência.",
    },
    rtb: {
      fullName: "Conselho de locações residenciais",
      explanation:
        "O órgão público que registra contratos de aluguel e resolve disputas entre inquilinos e proprietários. Desde 2019 também cobre moradia estudantil.",
    },
    rpz: {
      fullName: "Zona de pressão de aluguel",
      explanation:
        "Uma área onde os aumentos de aluguel são limitados por lei. Desde junho de 2025 o país inteiro está coberto, e o aluguel de um contrato em vigor só pode subir 2% ou a inflação, o que for menor.",
    },
    hap: {
      fullName: "Auxílio-moradia",
      explanation:
        "Ajuda com o aluguel paga pela prefeitura local para quem tem direito a apoio de moradia social. Pergunte à Citizens Information se você tem direito antes de contar com ela.",
    },
    digs: {
      fullName: "Quarto na casa de uma família",
      explanation:
        "Alugar um quarto na casa do dono, muitas vezes com algumas refeições. Você é hóspede, não inquilino, então as regras de locação do RTB não valem: combine por escrito o aluguel, as regras da casa e o aviso prévio.",
    },
    hse: {
      fullName: "Serviço público de saúde",
      explanation:
        "O serviço público de saúde da Irlanda. Administra os hospitais públicos e decide quem recebe um medical card.",
    },
    gp: {
      fullName: "Clínico geral",
      explanation:
        "Um médico de família. Para a maioria dos problemas de saúde você vai primeiro a um GP, e normalmente paga cada consulta, a não ser que tenha medical card ou GP visit card.",
    },
    "gp-visit-card": {
      fullName: "Cartão de consultas gratuitas com o GP",
      explanation:
        "Um cartão do HSE para consultas gratuitas com o GP. Depende da sua renda e de você morar aqui (em geral, há pelo menos um ano), então a maioria dos recém-chegados que trabalham e dos estudantes internacionais não tem direito.",
    },
    "medical-card": {
      fullName: "Cartão de saúde pública",
      explanation:
        "Um cartão do HSE para consultas gratuitas com o GP e muitos outros serviços públicos de saúde. Como o GP visit card, depende da sua renda e de você morar aqui; quem o tem não paga a taxa do pronto-socorro.",
    },
    ed: {
      fullName: "Pronto-socorro",
      explanation:
        "O setor do hospital para emergências. Ir sem carta de encaminhamento de um GP custa uma taxa, a não ser que você seja isento; para torções e queimaduras leves, uma injury unit costuma ser mais rápida.",
    },
    eircode: {
      fullName: "Código postal irlandês",
      explanation:
        "O código postal de um endereço irlandês, com sete letras e números. Ao ligar para 999 ou 112, diga primeiro seu endereço exato e o Eircode.",
    },
    tfi: {
      fullName: "Transportes da Irlanda",
      explanation:
        "O nome dos serviços e tarifas de transporte público da Irlanda. Em Dublin, a tarifa de 90 minutos no Leap Card deixa você trocar entre ônibus, Luas e a maioria dos trens pagando uma só vez.",
    },
    "leap-card": {
      fullName: "Cartão de transporte TFI Leap Card",
      explanation:
        "Um cartão de transporte recarregável que você aproxima para pagar tarifas menores em ônibus, Luas e trens. Registre-o online para não perder o saldo se ele for perdido ou roubado.",
    },
    "young-adult-leap-card": {
      fullName: "Leap Card para jovens e para estudantes",
      explanation:
        "Leap Cards com meia tarifa: o Young Adult para quem tem de 19 a 25 anos, o Student para outros estudantes de tempo integral. A Irish Rail só aceita esses cartões como prova para tarifa de estudante.",
    },
    iban: {
      fullName: "Número internacional de conta bancária",
      explanation:
        "O número da sua conta no formato usado em toda a Europa; você precisa dele para receber salário e pagar aluguel. Pelas regras SEPA da UE, o empregador tem que aceitar qualquer IBAN da zona do euro, não só um irlandês.",
    },
    sepa: {
      fullName: "Área única de pagamentos em euros",
      explanation:
        "As regras da UE para pagamentos em euros entre países. Por causa delas, uma empresa irlandesa não pode recusar sua conta só porque o IBAN é de outro país SEPA.",
    },
    paye: {
      fullName: "Imposto retido na fonte",
      explanation:
        "A forma como a maioria dos trabalhadores paga imposto: o empregador desconta imposto de renda, USC e PRSI de cada pagamento e mostra tudo no contracheque.",
    },
    usc: {
      fullName: "Contribuição social universal",
      explanation:
        "Um imposto sobre a renda. O empregador desconta do seu salário junto com o imposto de renda e o PRSI.",
    },
    prsi: {
      fullName: "Seguro social ligado ao salário",
      explanation:
        "Contribuições para a previdência social descontadas do salário junto com o imposto de renda e a USC. Elas aparecem no seu contracheque.",
    },
    "emergency-tax": {
      fullName: "Imposto de emergência",
      explanation:
        "Uma taxa de imposto mais alta descontada do seu salário quando o empregador não tem seu PPS number ou você não registrou o emprego na Revenue. Acaba quando as duas coisas estão resolvidas.",
    },
    myaccount: {
      fullName: "Serviço online da Revenue",
      explanation:
        "O serviço online da Revenue para o seu imposto de renda. Registre um novo emprego lá para usar seus créditos fiscais (tax credits) e não pagar emergency tax.",
    },
    mygovid: {
      fullName: "Conta de identidade para serviços públicos",
      explanation:
        "Uma conta de identidade online gratuita para os serviços do governo irlandês. Você precisa de uma conta MyGovID básica para marcar o atendimento do PPS number no MyWelfare.",
    },
    mywelfare: {
      fullName: "Serviço online de assistência social",
      explanation: "O serviço online do Department of Social Protection, onde você marca o atendimento do PPS number.",
    },
    dsp: {
      fullName: "Ministério da Proteção Social",
      explanation:
        "O ministério responsável pela assistência social, pelos PPS numbers e pelo Public Services Card. Administra os Intreo Centres e o MyWelfare.",
    },
    intreo: {
      fullName: "Escritório local da proteção social",
      explanation:
        "Os escritórios locais do Department of Social Protection. Cuidam dos pedidos de PPS number e do registro do Public Services Card, e dão ajuda gratuita para encontrar trabalho.",
    },
    psc: {
      fullName: "Cartão de serviços públicos",
      explanation:
        "Um cartão que prova quem você é para os serviços públicos. Você se registra em um Intreo Centre e normalmente ele chega pelo correio em 7–10 dias úteis.",
    },
    wrc: {
      fullName: "Comissão de relações de trabalho",
      explanation:
        "O órgão público dos direitos no trabalho. Explica as regras sobre salário, horas e férias, e você pode procurá-lo se receber menos do que deveria.",
    },
  },
};
