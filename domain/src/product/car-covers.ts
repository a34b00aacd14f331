/**
 * The commercial car covers of the mall (spec §2 "/DDA, /DDB, /DDC, /DDE, /DDF (commercial cover details)"):
 * what each pays, what it excludes, how its sum insured is chosen and an example — one content table the one
 * cover-detail screen reads by route, not five pages.
 *
 * Decisions where the spec is silent (it names the routes only): the five codes are read as the covers of the
 * 2020 commercial motor insurance terms that a private car owner chooses between — DDA vehicle damage, DDB
 * third-party liability, DDC on-board persons' liability, DDE the body-scratch rider, DDF the rider for medical
 * costs outside the national medical insurance. Texts are plain summaries for customers; the clause itself
 * stays the binding text (each page says so).
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from "../messages/locale";
import { isCarCoverCode, type CarCoverCode } from "./car-cover-codes";
import { CAR_COVER_NAMES } from "./car-cover-names";

export { CAR_COVER_CODES, CAR_PRODUCT_CODE, isCarCoverCode, type CarCoverCode } from "./car-cover-codes";

/** What a cover page shows. */
export interface CarCover {
  readonly code: CarCoverCode;
  readonly name: string;
  /** One sentence: what the cover is for. */
  readonly summary: string;
  /** What it pays. */
  readonly pays: readonly string[];
  /** What it does not pay. */
  readonly excludes: readonly string[];
  /** How the sum insured (or limit) is chosen. */
  readonly sumRule: string;
  /** A worked example. */
  readonly example: string;
}

type Content = Omit<CarCover, "code">;

const ZH: Record<CarCoverCode, Content> = {
  DDA: {
    name: CAR_COVER_NAMES.DDA["zh-CN"],
    summary: "保障您自己的车：碰撞、倾覆、自然灾害、火灾和全车盗抢造成的车辆损失。",
    pays: [
      "碰撞、倾覆、坠落造成的车辆损失",
      "火灾、爆炸、外界物体坠落造成的车辆损失",
      "暴雨、洪水、台风、冰雹等自然灾害造成的车辆损失",
      "全车被盗抢及盗抢期间造成的车辆损坏",
      "发生保险事故时为减少损失支出的施救费用（不超过保险金额）",
    ],
    excludes: [
      "驾驶人饮酒、醉酒、吸毒或无有效驾驶证驾驶",
      "车辆自然磨损、锈蚀、故障及轮胎单独损坏",
      "违反安全装载规定造成的损失",
      "发动机进水后继续启动导致的扩大损失",
      "被扣押、收缴、没收期间的损失",
    ],
    sumRule: "保险金额按投保时被保险机动车的实际价值确定：新车购置价减去按月计算的折旧。",
    example: "新车购置价15万元、已使用24个月的家用车，按每月0.6%折旧，实际价值约为15万×(1−24×0.6%)=12.84万元，保险金额即为12.84万元。",
  },
  DDB: {
    name: CAR_COVER_NAMES.DDB["zh-CN"],
    summary: "撞了别人的人或车：在交强险之外，赔付您依法应承担的第三方人身伤亡和财产损失。",
    pays: [
      "第三方人员的医疗费、伤残赔偿金、死亡赔偿金",
      "第三方车辆、财物的直接损失",
      "经保险人同意的诉讼费、仲裁费",
    ],
    excludes: [
      "被保险人及其家庭成员、本车上人员的人身伤亡",
      "被保险人所有或代管的财产损失",
      "驾驶人饮酒、醉酒、吸毒或无有效驾驶证驾驶",
      "交强险已赔付的部分",
    ],
    sumRule: "责任限额由您选择：10万、20万、50万、100万、150万、200万、300万元等档次；城市道路建议不低于200万元。",
    example: "与一辆车相撞，对方车损8万元、人伤医疗费30万元，您负全责：交强险先赔付限额内部分，其余由三者险在所选责任限额内赔付。",
  },
  DDC: {
    name: CAR_COVER_NAMES.DDC["zh-CN"],
    summary: "保障本车驾驶人和乘客在事故中的人身伤亡。",
    pays: [
      "驾驶人、乘客因交通事故导致的医疗费用",
      "驾驶人、乘客的伤残赔偿和死亡赔偿",
    ],
    excludes: [
      "违法搭乘或在车辆以外的人员伤亡",
      "人员因疾病、分娩、自残、斗殴导致的伤亡",
      "驾驶人饮酒、醉酒、吸毒或无有效驾驶证驾驶",
    ],
    sumRule: "按座位选择每座责任限额：驾驶人座位和乘客座位分别投保，常见每座1万至20万元，乘客座位数不超过行驶证核定座位数减一。",
    example: "五座车投保驾驶人每座10万元、乘客4座每座5万元：事故中一名乘客受伤花费医疗费3万元，按您应承担的责任比例在5万元内赔付。",
  },
  DDE: {
    name: CAR_COVER_NAMES.DDE["zh-CN"],
    summary: "无明显碰撞痕迹的车身表面油漆单独划伤，由此险赔付。",
    pays: ["他人恶意或无意造成的车身漆面划痕的修复费用"],
    excludes: [
      "被保险人及其家庭成员、驾驶人故意行为造成的划痕",
      "因投保人、被保险人与他人的民事、经济纠纷导致的划痕",
      "车身表面自然老化、损坏，腐蚀造成的损失",
    ],
    sumRule: "须先投保机动车损失保险；保险金额可选2000元、5000元、1万元或2万元，保险期间内累计赔付达到保险金额时本附加险责任终止。",
    example: "投保5000元划痕险，车辆停放时被划伤两处，修复费1200元：赔付1200元，剩余可赔付额度为3800元。",
  },
  DDF: {
    name: CAR_COVER_NAMES.DDF["zh-CN"],
    summary: "三者险、车上人员险赔付时，补上国家基本医疗保险标准之外的医疗费用。",
    pays: ["按主险应赔付的人员伤亡事故中，超出国家基本医疗保险同类医疗费用标准的部分"],
    excludes: [
      "在非二级以上医院或未经同意的医疗机构发生的费用",
      "主险责任免除范围内的事故",
      "整容、美容、康复等非必要治疗费用",
    ],
    sumRule: "须先投保第三者责任险或车上人员责任险；赔偿限额可选1万、2万、5万元等，在限额内按实际发生的医保外费用赔付。",
    example: "事故中第三方医疗费共20万元，其中医保外自费药品4万元：三者险按医保标准赔付16万元，医保外的4万元由本险在所选限额内赔付。",
  },
};

const EN: Record<CarCoverCode, Content> = {
  DDA: {
    name: CAR_COVER_NAMES.DDA.en,
    summary: "Covers your own car: damage from collision, overturning, natural disasters, fire and theft of the whole car.",
    pays: [
      "Damage from a collision, overturning or a fall",
      "Damage from fire, explosion or falling objects",
      "Damage from rainstorms, floods, typhoons, hail and other natural disasters",
      "Theft or robbery of the whole car and damage during it",
      "Reasonable costs of preventing further loss after an insured event (up to the sum insured)",
    ],
    excludes: [
      "Driving after drinking or drug use, or without a valid licence",
      "Wear, rust, mechanical breakdown and tyre damage alone",
      "Loss caused by breaking the loading rules",
      "Further engine damage from starting it after water entered it",
      "Loss while the car is seized or confiscated",
    ],
    sumRule: "The sum insured is the car's actual value when insured: the new-car price less depreciation counted by month.",
    example: "A family car bought new for ¥150,000 and used for 24 months, at 0.6% a month, is worth about ¥150,000 × (1 − 24 × 0.6%) = ¥128,400; that is the sum insured.",
  },
  DDB: {
    name: CAR_COVER_NAMES.DDB.en,
    summary: "If you injure someone or damage their property: pays what you are liable for beyond the compulsory cover.",
    pays: ["Third parties' medical costs, disability and death compensation", "Direct damage to third parties' cars and property", "Court and arbitration costs agreed by the insurer"],
    excludes: [
      "Injury to the insured, their family or people in the insured car",
      "Damage to property the insured owns or looks after",
      "Driving after drinking or drug use, or without a valid licence",
      "What the compulsory cover has already paid",
    ],
    sumRule: "You choose the limit: ¥100,000, 200,000, 500,000, 1 million, 1.5 million, 2 million, 3 million and so on; in cities we advise at least ¥2 million.",
    example: "You are fully at fault in a collision: the other car's repair costs ¥80,000 and the injured person's treatment ¥300,000. The compulsory cover pays first, up to its limits; this cover pays the rest up to your limit.",
  },
  DDC: {
    name: CAR_COVER_NAMES.DDC.en,
    summary: "Covers the driver and the passengers of your car if they are injured or killed in an accident.",
    pays: ["Medical costs of the driver and passengers after a traffic accident", "Disability and death compensation of the driver and passengers"],
    excludes: [
      "People riding unlawfully or outside the car",
      "Injury from illness, childbirth, self-harm or fights",
      "Driving after drinking or drug use, or without a valid licence",
    ],
    sumRule: "You choose a limit per seat, the driver's seat and passenger seats separately, usually ¥10,000 to ¥200,000 a seat; passenger seats at most the licensed seats less one.",
    example: "A five-seat car insured at ¥100,000 for the driver and ¥50,000 for each of 4 passenger seats: a passenger's treatment costs ¥30,000 and is paid in your share of liability, up to ¥50,000.",
  },
  DDE: {
    name: CAR_COVER_NAMES.DDE.en,
    summary: "Pays for paint scratches on the body without other signs of a collision.",
    pays: ["Repairing paint scratches on the body made by someone else, on purpose or not"],
    excludes: [
      "Scratches made on purpose by the insured, their family or the driver",
      "Scratches from a civil or business dispute of the policyholder or insured",
      "Ageing, wear or corrosion of the paint",
    ],
    sumRule: "Needs the vehicle damage cover; sums insured of ¥2,000, ¥5,000, ¥10,000 or ¥20,000; the rider ends when its payments in the period reach the sum insured.",
    example: "With a ¥5,000 scratch rider, your parked car is scratched in two places and the repair costs ¥1,200: ¥1,200 is paid and ¥3,800 remains.",
  },
  DDF: {
    name: CAR_COVER_NAMES.DDF.en,
    summary: "When the third-party or on-board cover pays, this adds the medical costs beyond the national medical insurance standard.",
    pays: ["In an injury the main cover pays for, the medical costs beyond the national basic medical insurance standard"],
    excludes: [
      "Costs in hospitals below grade two or not agreed by the insurer",
      "Accidents the main cover excludes",
      "Cosmetic, beauty and rehabilitation treatment that is not necessary",
    ],
    sumRule: "Needs the third-party or on-board persons' liability cover; limits of ¥10,000, ¥20,000, ¥50,000 and so on, paid as the costs outside the national insurance arise.",
    example: "A third party's treatment costs ¥200,000, of which ¥40,000 are medicines outside the national insurance: the third-party cover pays ¥160,000 and this rider the ¥40,000, up to your limit.",
  },
};

/**
 * The content of a commercial car cover, or `null` for a code that is not one.
 * @example toCarCover("DDB")?.name // "机动车第三者责任保险"
 * @example toCarCover("DDA", "en")?.name // "Vehicle damage cover"
 * @example toCarCover("DDX") // null
 */
export function toCarCover(code: string, locale: Locale = DEFAULT_LOCALE): CarCover | null {
  if (!isCarCoverCode(code)) return null;
  const table = (isLocale(locale) ? locale : DEFAULT_LOCALE) === "en" ? EN : ZH;
  return { code, ...table[code] };
}

