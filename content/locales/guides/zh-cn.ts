import type { GuideTranslations } from "../types";

/** Simplified Chinese: the guides as the site search finds them. Checked by back-translation: docs/translations.md. */
export const zhCnGuides: GuideTranslations = {
  "housing/student-accommodation": {
    title: "学生住宿",
    summary: "比较学校宿舍、私人学生公寓、寄宿家庭（digs）和合租房，并了解你的权利。",
    keywords: ["学生宿舍", "学生公寓", "租房", "房间", "押金"],
  },
  "housing/rental-process": {
    title: "租房流程",
    summary: "找房、确认房源真实、安全签约，并了解租客的权利。",
    keywords: ["租房", "房租", "公寓", "租约", "房东", "租客", "押金", "租房诈骗"],
  },
  "housing/popular-areas": {
    title: "热门区域",
    summary: "按房租、通勤和离学校或公司的远近选择都柏林的区域。",
    keywords: ["区域", "住在哪里", "都柏林社区", "房租价格"],
  },
  "transport/public-transport": {
    title: "公共交通",
    summary: "乘坐都柏林的公交、Luas、DART 和火车，用 Leap 和 90 分钟票价少花钱。",
    keywords: ["公交", "公交车", "火车", "轻轨", "公共交通", "车费"],
  },
  "transport/inter-city-travel": {
    title: "城际出行",
    summary: "乘火车或长途汽车往返城市之间、去机场，以及北上贝尔法斯特。",
    keywords: ["火车", "长途汽车", "机场", "城际", "旅行"],
  },
  "transport/cycling": {
    title: "骑自行车",
    summary: "在都柏林安全骑自行车或滑板车，免税买自行车，并了解交通规则。",
    keywords: ["自行车", "单车", "自行车道", "电动滑板车"],
  },
  "transport/transport-cards": {
    title: "交通卡",
    summary: "选择合适的 Leap card，注册并充值，始终付最低票价。",
    keywords: ["交通卡", "Leap card", "充值", "学生卡"],
  },
  "education/university-system": {
    title: "大学体系",
    summary: "了解爱尔兰的大学、学位等级，以及如何确认课程获得认可。",
    keywords: ["大学", "学院", "高等教育", "学位", "本科"],
  },
  "education/entry-requirements": {
    title: "入学要求",
    summary: "查看学术、文件和英语要求，然后申请并规划签证。",
    keywords: ["入学", "申请", "英语考试", "雅思", "材料", "学生签证", "资金证明"],
  },
  "education/scholarships": {
    title: "奖学金",
    summary: "寻找政府和大学的奖学金与资助，并尽早确认你的学费类别（fee status）。",
    keywords: ["奖学金", "资助", "助学金", "学费"],
  },
  "education/student-life": {
    title: "学生生活",
    summary: "加入学生社团，使用免费的校园服务，在课堂之外建立社交生活。",
    keywords: ["学生生活", "社团", "图书馆", "学生折扣", "兼职"],
  },
  "healthcare/medical-services": {
    title: "医疗服务",
    summary: "如何找 GP、何时去急诊，以及公共医疗的费用。",
    keywords: ["看病", "医生", "家庭医生", "急诊", "医院", "预约医生"],
  },
  "healthcare/health-insurance": {
    title: "医疗保险",
    summary: "非欧洲经济区学生需要什么保险，以及如何比较爱尔兰的医疗保险计划。",
    keywords: ["医疗保险", "健康保险", "医保", "旅行保险"],
  },
  "healthcare/student-health": {
    title: "学生健康服务",
    summary: "校园医生、心理咨询和面向学生的免费心理健康支持。",
    keywords: ["学生健康", "心理健康", "心理咨询", "疫苗"],
  },
  "healthcare/important-contacts": {
    title: "重要联系方式",
    summary: "紧急电话、都柏林的医院和 24 小时求助热线，一页看全。",
    keywords: ["紧急电话", "急救", "救护车", "警察", "医院", "热线"],
  },
  "finance/banking": {
    title: "银行服务",
    summary: "选择银行、准备材料，开设你在爱尔兰的第一个账户。",
    keywords: ["银行", "银行账户", "开户", "开银行账户", "活期账户", "地址证明"],
  },
  "finance/payment-methods": {
    title: "支付方式",
    summary: "银行卡、手机支付、转账，以及如何在爱尔兰安全付款。",
    keywords: ["支付", "付款", "借记卡", "转账", "汇款", "手机支付", "诈骗"],
  },
  "finance/cost-of-living": {
    title: "生活成本",
    summary: "房租、饮食和交通的一般花费，以及如何做预算。",
    keywords: ["生活费", "生活成本", "预算", "花费", "最低工资"],
  },
  "finance/savings-investment": {
    title: "储蓄与投资",
    summary: "安全的储蓄方式、新的自动加入养老金，以及如何避开诈骗。",
    keywords: ["储蓄", "存钱", "投资", "养老金", "退休"],
  },
  "community/social-groups": {
    title: "社交团体",
    summary: "新来的人交朋友的社团、俱乐部、志愿活动和体育俱乐部。",
    keywords: ["交朋友", "社团", "俱乐部", "志愿者", "运动"],
  },
  "community/support-services": {
    title: "支持服务",
    summary: "在移民、住房、工作和个人问题上提供免费、保密的帮助。",
    keywords: ["帮助", "免费帮助", "法律援助", "权利", "歧视", "移民"],
  },
  "community/social-activities": {
    title: "社交活动",
    summary: "在都柏林免费或便宜的活动，以及认识新朋友的地方。",
    keywords: ["做什么", "免费活动", "活动", "认识朋友", "博物馆"],
  },
  "community/entertainment": {
    title: "娱乐与文化",
    summary: "博物馆、美术馆、盖尔运动和节庆活动，很多免费或便宜。",
    keywords: ["博物馆", "美术馆", "节日", "文化", "娱乐", "演出"],
  },
  "business/featured-services": {
    title: "精选服务",
    summary: "住房、教育、银行和医疗方面可信赖的起点。",
    keywords: ["服务", "住房", "银行", "医疗"],
  },
  "business/student-deals": {
    title: "学生优惠",
    summary: "面向学生的折扣、出行优惠和免费活动。",
    keywords: ["学生折扣", "优惠", "折扣"],
  },
  "business/local-businesses": {
    title: "本地商家",
    summary: "你附近的折扣、消费者权益、基本服务和自习场所。",
    keywords: ["商店", "餐厅", "宽带", "消费者权益"],
  },
  "business/business-support": {
    title: "创业与企业支持",
    summary: "在投诉、创业和培训方面的免费帮助。",
    keywords: ["创业", "开公司", "投诉", "培训", "消费者权益"],
  },
  "legal/visa-immigration": {
    title: "签证与移民",
    summary: "谁需要学习签证、哪些课程符合条件、如何申请，以及 Stamp 2 允许做什么。",
    keywords: ["签证", "学生签证", "留学签证", "移民", "在爱尔兰留学"],
  },
  "legal/gnib-registration": {
    title: "GNIB 登记",
    summary: "登记领取 Irish Residence Permit（IRP），它取代了 GNIB 卡。",
    keywords: ["移民登记", "居留许可", "居留卡", "续签 IRP"],
  },
  "legal/pps-application": {
    title: "申请 PPS number",
    summary: "通过 MyWelfare 和 Intreo 预约，办理你的 Personal Public Service（PPS）number。",
    keywords: ["申请 PPS", "PPS 号码", "办理 PPS", "个人公共服务号码"],
  },
  "legal/insurance-requirements": {
    title: "保险要求",
    summary: "哪些保险必须有，哪些可选但有用。",
    keywords: ["保险", "医疗保险", "旅行保险", "财产保险", "必须的保险"],
  },
  "jobs/job-search": {
    title: "找工作",
    summary: "通过爱尔兰招聘网站、中介和毕业生项目找工作，并先确认你有工作的权利。",
    keywords: ["找工作", "工作", "职位", "招聘", "简历", "中介"],
  },
  "jobs/career-resources": {
    title: "职业资源",
    summary: "免费的简历、面试和人脉帮助，以及第一次发工资前要办的税务手续。",
    keywords: ["简历", "面试", "求职信", "税务", "第一份工资"],
  },
  "jobs/work-permits": {
    title: "工作许可",
    summary: "你需要哪种 employment permit、2026 年的最低薪资和费用，以及毕业生如何凭 Stamp 1G 留下。",
    keywords: ["工作许可", "工作签证", "就业许可"],
  },
  "jobs/career-development": {
    title: "职业发展",
    summary: "培训、学历认证和职业规划工具，帮助你在爱尔兰职场进步。",
    keywords: ["培训", "课程", "学历认证", "资格认证", "职业规划"],
  },
  "jobs/part-time-work": {
    title: "兼职工作",
    summary: "找学生工作和实习，并遵守 2026 年 Stamp 2 关于工时、工资和税的规定。",
    keywords: ["兼职", "打工", "学生工作", "实习", "最低工资"],
  },
  "jobs/networking-opportunities": {
    title: "拓展人脉",
    summary: "招聘会、专业协会和线上群组，让你认识雇主和同行。",
    keywords: ["人脉", "招聘会", "社交活动", "工会"],
  },
  "jobs/work-culture": {
    title: "爱尔兰职场文化",
    summary: "爱尔兰日常的职场礼仪，以及关于工时、休息、假期和病假的法律规定。",
    keywords: ["职场文化", "工作时间", "假期", "公共假日", "病假", "劳动合同"],
  },
};
