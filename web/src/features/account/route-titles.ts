/**
 * The page titles of the account routes (zh-CN and English) and the metas of the two screens that serve adding and
 * editing: a module of its own, so those screens read their header title (`usePageTitle`) without the route table.
 */
import { routeMeta } from "../../components/routing";
import { defineMessages } from "../../i18n/define";
import { addressPage, contactPage } from "./params";

/** Page titles of this feature's routes (zh-CN and English). */
export const ACCOUNT_ROUTE_TITLES = defineMessages({
  "zh-CN": {
    "route.register": "注册",
    "route.resetPassword": "找回密码",
    "route.shopset": "设置",
    "route.mocpaw": "修改密码",
    "route.mocmobile": "更换手机号",
    "route.contacts": "常用联系人",
    "route.editPerson": "添加联系人",
    "route.editPerson.edit": "编辑联系人",
    "route.address": "常用地址",
    "route.newaddress": "添加地址",
    "route.newaddress.edit": "编辑地址",
    "route.identityAuth": "实名认证",
    "route.identityAuthInfo": "认证信息",
    "route.identityAuthInfoQuery": "证件认证查询",
  },
  en: {
    "route.register": "Register",
    "route.resetPassword": "Reset password",
    "route.shopset": "Settings",
    "route.mocpaw": "Change password",
    "route.mocmobile": "Change mobile number",
    "route.contacts": "Frequent contacts",
    "route.editPerson": "Add contact",
    "route.editPerson.edit": "Edit contact",
    "route.address": "Frequent addresses",
    "route.newaddress": "Add address",
    "route.newaddress.edit": "Edit address",
    "route.identityAuth": "Identity verification",
    "route.identityAuthInfo": "Verified identity",
    "route.identityAuthInfoQuery": "Document verification check",
  },
});
const TITLES = ACCOUNT_ROUTE_TITLES;

/**
 * /editPerson adds a contact, or edits the one its `?contactId=` names: the page title (document and header) says
 * which (issue 20 item 9); the screen reads its header title from this meta (`usePageTitle`).
 */
export const EDIT_PERSON_META = routeMeta(TITLES, "route.editPerson", {
  requireAuth: true,
  editTitle: { title: "route.editPerson.edit", editing: (search) => contactPage(search).contactId !== "" },
});

/** /newaddress adds an address, or edits the one its `?addressId=` names: titled like /editPerson. */
export const NEW_ADDRESS_META = routeMeta(TITLES, "route.newaddress", {
  requireAuth: true,
  editTitle: { title: "route.newaddress.edit", editing: (search) => addressPage(search).addressId !== "" },
});

