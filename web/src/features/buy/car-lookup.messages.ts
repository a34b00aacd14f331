import { defineMessages } from "../../i18n";

/** An example plate for the plate field's hint: data (a plate is written in Chinese in every language). */
export const PLATE_EXAMPLE = "粤B12345";

/** Texts of the vehicle-lookup step of /insureRight (they load with that step only). */
export const CAR_LOOKUP_MESSAGES = defineMessages({
  "zh-CN": {
    "car.lookup.intro": "输入车牌号和车主信息，查询您车辆的续保方案；未在我司投保的车辆可直接选择保障投保。",
    "car.lookup.fromCollect": "已填入您在「车辆信息」中保存的车辆",
    "car.lookup.licenseNo": "车牌号",
    "car.lookup.licenseNo.hint": "例如 {example}，新能源车牌为8位",
    "car.lookup.insuredName": "车主姓名/单位名称",
    "car.lookup.identifyType": "车主证件类型",
    "car.lookup.identifyNumber": "车主证件号码",
    "car.lookup.submit": "查询续保方案",
    "car.lookup.searching": "正在查询…",
  },
  en: {
    "car.lookup.intro": "Enter the plate and the owner to find your vehicle's renewal offer; a vehicle not insured with us can choose its covers directly.",
    "car.lookup.fromCollect": "Filled in from the vehicle you saved in Vehicle information",
    "car.lookup.licenseNo": "Plate number",
    "car.lookup.licenseNo.hint": "e.g. {example}; new-energy plates have 8 characters",
    "car.lookup.insuredName": "Owner's name or company",
    "car.lookup.identifyType": "Owner's document type",
    "car.lookup.identifyNumber": "Owner's document number",
    "car.lookup.submit": "Find the renewal offer",
    "car.lookup.searching": "Searching…",
  },
});
