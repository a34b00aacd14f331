import { defineMessages } from "../../i18n";

/** Texts of the insured persons of an order or a policy (G11), shared by the detail screens. */
export const INSURED_PERSONS_MESSAGES = defineMessages({
  "zh-CN": {
    "persons.title": "被保险人",
    "persons.titleOf": "被保险人 {n}",
    "persons.name": "姓名",
    "persons.relationship": "与投保人关系",
    "persons.idType": "证件类型",
    "persons.idNumber": "证件号码",
    "persons.mobile": "手机号",
    "persons.phone": "联系电话",
  },
  en: {
    "persons.title": "Insured",
    "persons.titleOf": "Insured {n}",
    "persons.name": "Name",
    "persons.relationship": "Relationship to the policyholder",
    "persons.idType": "Document type",
    "persons.idNumber": "Document number",
    "persons.mobile": "Mobile",
    "persons.phone": "Phone",
  },
});
