import type { ContentTranslation } from "./types";

/** Simplified Chinese. Checked by back-translation: docs/translations.md. */
export const zhCn: ContentTranslation = {
  checklist: {
    "travel-card": {
      title: "办一张 Leap card，乘坐公交、火车和 Luas 轻轨",
      appliesTo: "所有人。",
      text: "在商店购买 TFI（Transport for Ireland，爱尔兰交通）Leap card 并充值：用 Leap 付车费比付现金便宜。如果你 19 到 25 岁，申请 Young Adult Leap card，车费减 50%。在网上登记你的卡，丢失时余额不会损失。",
    },
    "rental-scam-checks": {
      title: "付款前确认住处是真实的",
      appliesTo: "所有要租房间、公寓或房子的人。",
      text: "每个住处都要亲自去看，绝不要为了预留一个没见过的住处而汇款。危险信号：租金远低于该地区平均水平；房东说自己“在国外”、无法带你看房；催你转账付款。房东最多只能要求一个月租金作押金，外加预付一个月租金。",
    },
    "register-immigration": {
      title: "登记你的移民居留许可（IRP）",
      appliesTo: "仅限：你不是欧盟或 EEA（欧洲经济区）、瑞士或英国公民，且停留超过 90 天。",
      text: "在护照上盖章的日期之前，通过 Immigration Service Delivery（ISD，移民服务署）网上系统预约；不接受未预约到访。带上护照、确认邮件中的地址表（打印版）和打印好的证明文件，到都柏林 2 区 Burgh Quay 办理，并用信用卡或借记卡支付费用（2026 年为 €300）。你的 Irish Residence Permit（IRP）卡会邮寄给你。",
    },
    "bank-account": {
      title: "开一个银行账户",
      appliesTo: "所有要在爱尔兰领工资或付房租的人。",
      text: "你需要一个有 IBAN（国际银行账号）的欧元账户来领工资和付房租。银行会要求带照片的身份证件和爱尔兰地址证明，例如水电账单，或学校、雇主开的信。很多新来的人先开一个手机应用银行账户，等有了地址证明再开传统银行账户。",
    },
    "pps-number": {
      title: "办理你的 PPS number",
      appliesTo: "所有要工作或使用公共服务的人，在你有理由（例如工作录用）之后办理。",
      text: "Personal Public Service（PPS）number 是你用于税务、社会福利和公共服务的个人号码。用基础版 MyGovID 账户在 MyWelfare 上预约，然后带上护照、爱尔兰地址证明和你的理由（例如已签字的工作录用信）去 Intreo Centre。仅仅“正在找工作”不能单独作为理由。",
    },
    "tax-registration": {
      title: "在 Revenue 登记你的工作",
      appliesTo: "所有在爱尔兰开始工作的人，全职或兼职都一样。",
      text: "把你的 PPS number 交给雇主，并在 Revenue（税务局）的网上服务 myAccount 登记你的工作，这样你的税收抵免（tax credits）才会生效。登记之前，你要缴纳税率更高的 emergency tax（紧急税）。",
    },
    gp: {
      title: "找一位 GP，并存好急救电话",
      appliesTo: "所有人。",
      text: "尽早在住处附近找一位 GP（全科医生，即家庭医生）：都柏林很多诊所已不再接收新病人，而且通常每次看病都要付费。紧急情况请拨打 999 或 112，电话免费。没有 GP 转诊信去急诊科，需要支付 €100（2026 年），符合豁免条件的除外。",
    },
  },
  glossary: {
    pps: {
      fullName: "个人公共服务号码",
      explanation: "你用于税务、社会福利和公共服务的个人号码。工作必须要有：没有它，你的工资会按更高的紧急税率扣税。",
    },
    irp: {
      fullName: "爱尔兰居留许可",
      explanation:
        "证明你可以在爱尔兰居住的卡。来自欧盟/欧洲经济区、瑞士和英国以外、停留超过 90 天的人需要登记办理；它在 2017 年取代了 GNIB 卡。",
    },
    gnib: {
      fullName: "爱尔兰警察国家移民局",
      explanation:
        "过去为欧盟以外人士办理登记的 Garda（警察）部门。人们仍常说“GNIB 登记”，但首次登记现在由 Immigration Service Delivery（ISD）办理。",
    },
    isd: {
      fullName: "移民服务署",
      explanation:
        "Department of Justice（司法部）负责签证、移民许可和登记的部门。自 2025 年 1 月起，所有首次登记都在都柏林 2 区 13–14 Burgh Quay 由它办理。",
    },
    stamp: {
      fullName: "移民许可类别（stamp）",
      explanation:
        "你在爱尔兰居住所持许可的类别，用数字表示。它规定你能否工作、能工作多少，所以接受工作前先查清你的类别。",
    },
    "stamp-0": {
      fullName: "Stamp 0 许可",
      explanation: "在爱尔兰临时居住的许可，不允许工作。",
    },
    "stamp-1": {
      fullName: "Stamp 1 许可",
      explanation:
        "持有就业许可（employment permit）的人的工作许可。就业许可批准后，你到 Immigration Service Delivery 登记。",
    },
    "stamp-1g": {
      fullName: "Stamp 1G 许可（毕业生留爱求职计划）",
      explanation:
        "让爱尔兰院校的毕业生留下找工作：8 级学位毕业后 12 个月，9 级或更高学位毕业后最长 24 个月。你每周最多可工作 40 小时，无需就业许可。",
    },
    "stamp-2": {
      fullName: "Stamp 2 许可（全日制学生）",
      explanation:
        "给就读官方名单内全日制课程的非欧盟学生的许可。每周最多工作 20 小时，只有 6 月至 9 月和 12 月 15 日至 1 月 15 日可工作最多 40 小时；不得自雇。",
    },
    "stamp-4": {
      fullName: "Stamp 4 许可",
      explanation: "无需就业许可即可工作的许可。很多人持就业许可工作几年后转为此类，所以要保存好许可、合同和工资单。",
    },
    eea: {
      fullName: "欧洲经济区",
      explanation: "欧盟国家加上冰岛、列支敦士登和挪威。欧洲经济区、英国和瑞士公民无需许可即可在爱尔兰生活和工作。",
    },
    "employment-permit": {
      fullName: "一般就业许可和关键技能就业许可",
      explanation:
        "让欧洲经济区以外人士在爱尔兰工作的两种主要许可。每种都有最低工资要求，由 Department of Enterprise, Tourism and Employment 规定。",
    },
    ilep: {
      fullName: "合格课程临时名单",
      explanation:
        "非欧盟学生可凭学生签证和 Stamp 2 来爱尔兰就读的官方课程名单。由 QQI 自 2024 年起运营的 TrustEd Ireland 正在取代它。",
    },
    cao: {
      fullName: "本科申请中心",
      explanation: "负责爱尔兰院校本科课程的申请。在欧盟以外生活过的申请人通常直接向各院校申请。",
    },
    pac: {
      fullName: "研究生申请中心",
      explanation: "有些院校通过 PAC 接收研究生课程申请，有些直接接收。每门课程的页面会写明。",
    },
    qqi: {
      fullName: "爱尔兰质量与资格局",
      explanation: "负责教育质量和学历资格的国家机构。它的 NARIC Ireland 服务告诉你国外学历相当于爱尔兰的哪一级。",
    },
    susi: {
      fullName: "爱尔兰学生资助机构",
      explanation: "爱尔兰的学生助学金机构。助学金主要给符合居住要求的欧盟、欧洲经济区和瑞士学生。",
    },
    rtb: {
      fullName: "住宅租赁委员会",
      explanation: "登记租约、解决租客与房东纠纷的国家机构。自 2019 年起也管辖学生宿舍。",
    },
    rpz: {
      fullName: "租金压力区",
      explanation:
        "法律限制涨租幅度的地区。自 2025 年 6 月起覆盖全国，现有租约的租金涨幅不得超过 2% 或通胀率，以较低者为准。",
    },
    hap: {
      fullName: "住房援助补贴",
      explanation:
        "由当地政府为符合社会住房支持条件的人提供的房租补助。在指望它之前，先向 Citizens Information 咨询你是否符合条件。",
    },
    digs: {
      fullName: "寄宿（住在房东家中的房间）",
      explanation:
        "租住房东自家的一个房间，常含部分餐食。你是寄宿者而不是租客，所以 RTB 的租赁规定不适用：租金、家规和搬离通知要书面约定。",
    },
    hse: {
      fullName: "卫生服务执行局",
      explanation: "爱尔兰的公共医疗服务机构。它管理公立医院，并决定谁能获得 medical card（医疗卡）。",
    },
    gp: {
      fullName: "全科医生",
      explanation: "家庭医生。大多数健康问题先看 GP，通常每次看病都要付费，除非你有 medical card 或 GP visit card。",
    },
    "gp-visit-card": {
      fullName: "免费看全科医生卡",
      explanation:
        "HSE 发放的免费看 GP 的卡。是否能办取决于你的收入和在此居住的情况（大致至少一年），所以大多数工作的新移民和国际学生不符合条件。",
    },
    "medical-card": {
      fullName: "医疗卡",
      explanation:
        "HSE 发放的卡，可免费看 GP 并享受许多其他公共医疗服务。与 GP visit card 一样，取决于收入和居住情况；持卡人不付急诊科费用。",
    },
    ed: {
      fullName: "急诊科",
      explanation:
        "医院处理紧急情况的科室。没有 GP 转诊信前往需付费，符合豁免者除外；扭伤和轻微烧伤去 injury unit（轻伤处理中心）通常更快。",
    },
    eircode: {
      fullName: "爱尔兰邮政编码",
      explanation: "爱尔兰地址的邮政编码，由七个字母和数字组成。拨打 999 或 112 时，先说出你的准确地址和 Eircode。",
    },
    tfi: {
      fullName: "爱尔兰交通",
      explanation:
        "爱尔兰公共交通服务和票价的统一名称。在都柏林，用 Leap Card 的 90 分钟票价，可在公交、Luas 轻轨和大部分火车之间换乘只付一次。",
    },
    "leap-card": {
      fullName: "TFI Leap 交通卡",
      explanation: "可充值、刷卡乘车的交通卡，乘公交、Luas 轻轨和火车更便宜。在网上登记，卡丢失或被盗时可保住余额。",
    },
    "young-adult-leap-card": {
      fullName: "青年 Leap 卡和学生 Leap 卡",
      explanation:
        "半价乘车的 Leap 卡：Young Adult 卡适用于 19–25 岁，Student 卡适用于其他全日制学生。Irish Rail 只认这两种卡作为学生票凭证。",
    },
    iban: {
      fullName: "国际银行账号",
      explanation:
        "全欧洲通用格式的银行账号；领工资和付房租都需要。根据欧盟 SEPA 规定，雇主必须接受任何欧元区的 IBAN，不只是爱尔兰的。",
    },
    sepa: {
      fullName: "单一欧元支付区",
      explanation:
        "欧盟关于跨国欧元支付的规定。因此，爱尔兰商家不能仅因为你的 IBAN 来自另一个 SEPA 国家而拒绝你的账户。",
    },
    paye: {
      fullName: "工资预扣税",
      explanation: "大多数上班族的纳税方式：雇主从每次工资中扣除所得税、USC 和 PRSI，并在工资单上列出。",
    },
    usc: {
      fullName: "统一社会费",
      explanation: "一种收入税。雇主会连同所得税和 PRSI 一起从你的工资中扣除。",
    },
    prsi: {
      fullName: "工资相关社会保险",
      explanation: "从工资中与所得税和 USC 一起扣除的社会保险费。你可以在工资单上看到。",
    },
    "emergency-tax": {
      fullName: "紧急税",
      explanation:
        "当雇主没有你的 PPS number，或你没有在 Revenue 登记这份工作时，从工资中按更高税率扣的税。两件事都办好后就会停止。",
    },
    myaccount: {
      fullName: "Revenue 网上服务",
      explanation:
        "Revenue（税务局）的个人所得税网上服务。在那里登记新工作，你的税收抵免（tax credits）才会生效，不用交 emergency tax。",
    },
    mygovid: {
      fullName: "公共服务身份账户",
      explanation:
        "用于爱尔兰政府服务的免费网上身份账户。在 MyWelfare 上预约办理 PPS number，需要一个基础版 MyGovID 账户。",
    },
    mywelfare: {
      fullName: "社会福利网上服务",
      explanation: "Department of Social Protection（社会保障部）的网上服务，可在上面预约办理 PPS number。",
    },
    dsp: {
      fullName: "社会保障部",
      explanation: "负责社会福利、PPS number 和 Public Services Card 的政府部门。它运营 Intreo Centre 和 MyWelfare。",
    },
    intreo: {
      fullName: "社会保障部地方办事处",
      explanation:
        "Department of Social Protection 的地方办事处。办理 PPS number 申请和 Public Services Card 登记，并免费帮助找工作。",
    },
    psc: {
      fullName: "公共服务卡",
      explanation: "向公共服务机构证明你身份的卡。在 Intreo Centre 登记，通常 7–10 个工作日内邮寄给你。",
    },
    wrc: {
      fullName: "劳资关系委员会",
      explanation: "负责工作权益的国家机构。它解释工资、工时和假期的规定；如果你的工资被少付，可以联系它。",
    },
  },
};
