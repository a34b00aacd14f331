/**
 * The smoke walk's findings that are known and not fixed yet, per mode and route: each entry is the start of a
 * finding line (its check and enough words to tell it). The walk fails on any finding not listed here, and on a
 * listed one that no longer happens (so the list only shrinks). Goal: empty.
 */
import type { WalkMode } from "./page-checks";

export const KNOWN_FINDINGS: Readonly<Record<WalkMode, Readonly<Record<string, readonly string[]>>>> = {
  normal: {},
  elder: {
    "/introduceIndex": [
      'target: 100×22 a "机动车保险"',
    ],
    "/invoiceResulst": [
      'number: "202642015493842041"',
    ],
    "/surrender": [
      'number: "202642010293741303"',
    ],
    "/surrenderQuery": [
      'number: "202642016559598488"',
    ],
    "/insuranceGuide": [
      'number: "202642016559598488"',
    ],
  },
  en: {
    "/home": [
      'chinese: "家庭自用汽车保险"',
      'chinese: "交强险+商业险一站投保，理赔快"',
      'chinese: "境外旅行保险"',
      'chinese: "全球紧急救援，医疗费用直付"',
      'chinese: "境内旅行意外险"',
      'chinese: "国内出游，航班延误有补偿"',
      "chinese: …",
    ],
    "/shopset": [
      'chinese: "谢刚娟"',
    ],
    "/contacts": [
      'chinese: "谢刚娟"',
    ],
    "/introduceIndex": [
      'chinese: "机动车保险"',
      'chinese: "交强险与商业险一站投保，出险快速理赔"',
      'chinese: "境外旅行保险"',
      'chinese: "满足申根签证要求，境外医疗费用直付"',
      'chinese: "家庭财产保险"',
      'chinese: "房屋、装修和室内财产一份保单全保障"',
      "chinese: …",
    ],
    "/bigBusinessEvents": [
      'chinese: "机动车保险"',
      'chinese: "交强险与商业险一站投保，出险快速理赔"',
      'chinese: "境外旅行保险"',
      'chinese: "满足申根签证要求，境外医疗费用直付"',
      'chinese: "家庭财产保险"',
      'chinese: "房屋、装修和室内财产一份保单全保障"',
      "chinese: …",
    ],
    "/redwine": [
      'chinese: "新春红酒礼盒"',
      'chinese: "车险客户专享新春礼品一份"',
    ],
    "/insurancePolicy": [
      'chinese: "家庭自用汽车保险"',
      'chinese: "Insured: 谢刚娟"',
      'chinese: "Plate: 粤B12345"',
    ],
    "/policySearch": [
      'chinese: "家庭自用汽车保险"',
      'chinese: "Insured: 谢刚娟"',
      'chinese: "Plate: 粤B12345"',
    ],
    "/policy-list": [
      'chinese: "家庭自用汽车保险"',
      'chinese: "Insured: 谢刚娟"',
      'chinese: "燃气用户综合保险"',
      'chinese: "境内旅行意外险"',
      'chinese: "境外旅行保险"',
      'chinese: "展会展位综合险"',
      "chinese: …",
    ],
    "/invoiceResulst": [
      'chinese: "家庭自用汽车保险"',
      'chinese: "谢刚娟"',
      'chinese: "境内旅行意外险"',
      'chinese: "展会展位综合险"',
      'chinese: "武汉市航嘉启鼎贸易有限公司"',
      'chinese: "综合意外险"',
      "chinese: …",
    ],
    "/productList": [
      'chinese: "家庭自用汽车保险"',
      'chinese: "交强险+商业险一站投保，理赔快"',
      'chinese: "车险"',
      'chinese: "热销"',
      'chinese: "境外旅行保险"',
      'chinese: "全球紧急救援，医疗费用直付"',
      "chinese: …",
    ],
    "/dotquery": [
      'chinese: "北京朝阳客户服务中心"',
      'chinese: "北京市朝阳区建国路245号"',
      'chinese: "周一至周日 09:00-18:00"',
      'chinese: "保单服务、理赔咨询、发票打印"',
      'chinese: "北京朝阳理赔服务点"',
      'chinese: "北京市朝阳区望京街40号"',
      "chinese: …",
    ],
    "/serviceIndex": [
      'chinese: "道路救援"',
      'chinese: "全国范围内拖车、搭电、换胎、送油服务"',
      'chinese: "How to use: 车辆故障时拨打救援热线95518，或在“道路救援”页发送"',
      'chinese: "代步车"',
      'chinese: "车辆维修期间提供代步车，每次最长5天"',
      'chinese: "How to use: 出险后车辆进厂维修时，在“代步车”页填写车牌、报案号和用"',
      "chinese: …",
    ],
    "/careVoice": [
      'chinese: "家庭自用汽车保险"',
      'chinese: "交强险+商业险一站投保，理赔快"',
      'chinese: "境外旅行保险"',
      'chinese: "全球紧急救援，医疗费用直付"',
      'chinese: "境内旅行意外险"',
      'chinese: "国内出游，航班延误有补偿"',
      "chinese: …",
    ],
    "/couplet": [
      'chinese: "平安是福"',
      'chinese: "春满人间"',
      'chinese: "吉星高照"',
      'chinese: "万象更新"',
      'chinese: "春意盎然"',
      'chinese: "福满人间"',
    ],
    "/myCard": [
      'chinese: "综合意外险卡"',
      'chinese: "Sum insured ¥10万"',
      'chinese: "境外旅行保险卡"',
      'chinese: "Sum insured ¥30万"',
      'chinese: aria-label "Share 综合意外险卡"',
      'chinese: aria-label "Activate 综合意外险卡"',
      "chinese: …",
    ],
    "/surrender": [
      'chinese: "境内旅行意外险"',
      'chinese: "2026-11-26 to 2026-11-28 (3天)"',
      'chinese: "谢刚娟"',
      'chinese: "境外旅行保险"',
      'chinese: "2026-12-02 to 2026-12-08 (7天)"',
      'chinese: "展会展位综合险"',
      "chinese: …",
    ],
    "/surrenderQuery": [
      'chinese: "展会展位综合险"',
    ],
    "/insureRight": [
      'chinese: "家庭自用汽车保险"',
    ],
    "/personalCenter": [
      'chinese: "Hello, 谢刚娟"',
    ],
    "/resetPassword": [
      'chinese: "Hello, 谢刚娟"',
    ],
    "/address": [
      "axe: label-content-name-mismatch (serious)",
      'chinese: "谢刚娟"',
      'chinese: "湖北省"',
      'chinese: "武汉市"',
      'chinese: "武昌区"',
      'chinese: "解放路693号21栋1793室"',
      'chinese: "冯嘉"',
      "chinese: …",
    ],
    "/identityAuthInfo": [
      'chinese: "谢*娟"',
    ],
    "/roadRescue": [
      'chinese: "道路救援"',
      'chinese: "全国范围内拖车、搭电、换胎、送油服务"',
      'chinese: "可使用"',
    ],
    "/customerService": [
      'chinese: "交强险和商业险有什么区别？"',
      'chinese: "出险后多久内需要报案？"',
      'chinese: "境外旅行保险可以用于办理签证吗？"',
      'chinese: "意外医疗有免赔额吗？"',
      'chinese: "家庭财产保险保哪些财产？"',
      'chinese: "手机碎屏保障如何理赔？"',
      "chinese: …",
    ],
    "/myServiceIndex": [
      'chinese: "道路救援"',
      'chinese: "新春红酒礼盒"',
      'chinese: "航班延误权益"',
      'chinese: "关爱之声"',
      'chinese: "代步车"',
    ],
    "/queriedquery": [
      'chinese: "道路救援"',
      'chinese: "新春红酒礼盒"',
      'chinese: "航班延误权益"',
      'chinese: "关爱之声"',
      'chinese: "代步车"',
    ],
    "/policy-insurance": [
      'chinese: "家庭自用汽车保险"',
      'chinese: "Insured: 谢刚娟"',
      'chinese: "燃气用户综合保险"',
      'chinese: "境内旅行意外险"',
      'chinese: "展会展位综合险"',
      'chinese: "Insured: 武汉市航嘉启鼎贸易有限公司"',
    ],
    "/discount": [
      'chinese: "手机碎屏保障"',
      'chinese: "碎屏险"',
      'chinese: "凭IMEI投保，屏幕意外碎裂免费换"',
      'chinese: "Insure 手机碎屏保障"',
      'chinese: "综合意外险"',
      'chinese: "尊享款"',
      "chinese: …",
    ],
    "/applicationEntry": [
      'chinese: "境外旅行保险"',
      'chinese: "亚洲7天"',
      'chinese: "谢刚娟"',
    ],
  },
};
