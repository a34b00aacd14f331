import { defineMessages } from "../../i18n";

/** Texts of the non-motor claim query (/claimList?type=noCar, issue 21; spec §3 "Claim query"). */
export const NOCAR_MESSAGES = defineMessages({
  "zh-CN": {
    "noCar.query": "查询非车险理赔",
    "noCar.intro": "请填写被保险人的姓名和证件信息，并验证手机号，即可查询名下的非车险理赔进度。",
    "noCar.name": "姓名",
    "noCar.type": "证件类型",
    "noCar.number": "证件号码",
    "noCar.mobile": "手机号",
    "noCar.submit": "查询理赔",
    "noCar.results": "{name}的非车险理赔",
    "noCar.empty": "未查到{name}名下的非车险理赔。请核对姓名、证件类型和号码后重新查询；出险后可在线报案，或拨打客服热线 95518。",
    "noCar.again": "重新查询",
    "noCar.bindHint": "绑定理赔信息后，进入本页即可直接查看理赔，无需每次查询。",
    "noCar.bind": "绑定理赔信息",
  },
  en: {
    "noCar.query": "Look up non-motor claims",
    "noCar.intro": "Enter the insured person's name and identity document and verify your mobile to see the progress of their non-motor claims.",
    "noCar.name": "Name",
    "noCar.type": "Document type",
    "noCar.number": "Document number",
    "noCar.mobile": "Mobile",
    "noCar.submit": "Look up claims",
    "noCar.results": "Non-motor claims of {name}",
    "noCar.empty": "No non-motor claims of {name} were found. Check the name, document type and number and look up again; after an accident you can report a claim online or call 95518.",
    "noCar.again": "Look up again",
    "noCar.bindHint": "Bind your claim details to see your claims here at once, without looking them up each time.",
    "noCar.bind": "Bind claim details",
  },
});
