/**
 * Request and response payloads (the `data` of the wire format) of the calls the shell and the first screens
 * use. Types only: no runtime cost. The spec leaves shapes open (§7 "payload values and shapes beyond those
 * named are not shown"); these are our reading, shared by the web client, the fixtures and the tests.
 * Entity shapes of spec §3 that must be decoded live as effect Schemas in `schemas/`.
 */

/** getToken — exchange the messenger code. Answer status 1 with the open id. */
export interface GetTokenRequest { code: string }
export interface GetTokenResponse { openid: string; access_token: string }

/** getUser — the messenger user's profile. */
export interface GetUserRequest { openid: string; access_token?: string }
export interface MessengerUser { openid: string; nickname: string; headimgurl: string }

/** compareOpenId — the mall session check (§4). status 1 = session valid, −1 = gone. */
export interface CompareOpenIdRequest { openid: string; mallId: string; userType: "1"; mobile: string }

/** The logged-in mall user (userMallInfo). */
export interface MallUser {
  mallId: string;
  mobile: string;
  /** Display name; may be empty until the customer sets it. */
  userName: string;
  /** "1" password login, "2" SMS quick login. */
  loginType: "1" | "2";
  /** Identity authentication done. */
  identityAuthed: boolean;
}

/** login — mobile and password. */
export interface LoginRequest { mobile: string; password: string; openid?: string }
/** register — mobile, SMS code, password. */
export interface RegisterRequest { mobile: string; verifyCode: string; password: string; openid?: string }
/** quickLogin — mobile and SMS code. */
export interface QuickLoginRequest { mobile: string; verifyCode: string; openid?: string }
/** loginCheckUser — is this mobile registered? data: { registered } */
export interface LoginCheckUserRequest { mobile: string }
export interface LoginCheckUserResponse { registered: boolean }
/** getverificationCodeBJ — send an SMS code; `scene` tells the gateway which template. */
export interface SendSmsCodeRequest { mobile: string; scene: "register" | "reset" | "login" | "mobile" }
/** checkVerificationCode — check an SMS code. status 1 = right. */
export interface CheckSmsCodeRequest { mobile: string; verifyCode: string }
/** updatePassword — reset a forgotten password with an SMS code. */
export interface ResetPasswordRequest { mobile: string; verifyCode: string; password: string }
/** changeMallPassword — change the password of the logged-in user. */
export interface ChangePasswordRequest { mallId: string; oldPassword: string; newPassword: string }
/** updatePhone — change the mobile of the logged-in user. */
export interface UpdatePhoneRequest { mallId: string; newMobile: string; verifyCode: string }
/** logoutMall. */
export interface LogoutRequest { mallId: string }

/** pageInitMall — mall home content. */
export interface MallHome {
  banners: { id: string; title: string; image: string; link: string }[];
  products: ProductSummary[];
  services: { id: string; name: string; icon: string; link: string }[];
}

/** A product as the home page and the product list show it. */
export interface ProductSummary {
  productCode: string;
  riskCode: string;
  productName: string;
  /** Short selling point. */
  summary: string;
  /** Lowest premium, integer fen. */
  minPremiumFen: number;
  /** Category: car, travel, accident, home, phone, exhibition, other. */
  category: "car" | "travel" | "accident" | "home" | "phone" | "exhibition" | "other";
  image: string;
  tags: string[];
  /** Route to open when the customer taps the product. */
  link: string;
}

/** queryPlanList — the products and plans (request with no productCode lists every product). */
export interface PlanListRequest { productCode?: string; category?: ProductSummary["category"] }
export interface Plan {
  planCode: string;
  planName: string;
  premiumFen: number;
  /** Cover items: name and sum insured in integer fen. */
  items: { name: string; sumInsuredFen: number }[];
}
export interface PlanListResponse { products: ProductSummary[]; plans: Plan[] }

/** getUserInfo — the personal centre's summary of the logged-in user. */
export interface UserInfoRequest { mallId: string }
export interface UserInfo extends MallUser {
  counts: { policies: number; orders: number; claims: number; cards: number };
}
