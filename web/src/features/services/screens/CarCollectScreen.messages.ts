import { defineMessages } from "../../../i18n";

/** Texts of /carCollect (vehicle information), zh-CN with English. */
export const CAR_MESSAGES = defineMessages({
  "zh-CN": {
    "car.title": "车辆信息",
    "car.note": "填写行驶证上的车辆信息，保存后在车险投保时自动带出。车架号为17位，不含字母I、O、Q。",
    "car.licenseNo": "车牌号",
    "car.frameNo": "车架号（VIN）",
    "car.engineNo": "发动机号",
    "car.registerDate": "注册日期",
    "car.ownerName": "车主姓名",
    "car.save": "保存车辆信息",
    "car.saved": "车辆信息已保存",
    "car.savedDesc": "投保车险时将自动带出以下车辆信息。",
    "car.quote": "去车险投保",
    "car.edit": "修改车辆信息",
  },
  en: {
    "car.title": "Vehicle information",
    "car.note": "Enter the vehicle details from the registration certificate; they fill in the car insurance application. The frame number has 17 characters, without I, O or Q.",
    "car.licenseNo": "Plate number",
    "car.frameNo": "Frame number (VIN)",
    "car.engineNo": "Engine number",
    "car.registerDate": "Registration date",
    "car.ownerName": "Owner's name",
    "car.save": "Save the vehicle",
    "car.saved": "Vehicle saved",
    "car.savedDesc": "These details fill in your car insurance application.",
    "car.quote": "Get a car insurance quote",
    "car.edit": "Change the vehicle",
  },
});
