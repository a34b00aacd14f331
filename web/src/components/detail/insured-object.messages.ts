import { defineMessages } from "../../i18n";

/** Texts of what an order or a policy insures besides persons (issue 20 item 7), shared by the detail screens. */
export const INSURED_OBJECT_MESSAGES = defineMessages({
  "zh-CN": {
    "object.title": "保险标的",
    "object.exhibition": "展会主题",
    "object.exhibitionAddress": "展会地址",
    "object.booth": "展位号",
    "object.boothDays": "展位天数",
    "object.days": "{days}天",
    "object.brandModel": "品牌型号",
    "object.imei": "IMEI",
    "object.propertyAddress": "房屋地址",
    "object.licenseNo": "车牌号",
  },
  en: {
    "object.title": "Insured object",
    "object.exhibition": "Exhibition",
    "object.exhibitionAddress": "Exhibition address",
    "object.booth": "Booth",
    "object.boothDays": "Booth days",
    "object.days": "{days} days",
    "object.brandModel": "Brand and model",
    "object.imei": "IMEI",
    "object.propertyAddress": "Property address",
    "object.licenseNo": "Plate number",
  },
});
