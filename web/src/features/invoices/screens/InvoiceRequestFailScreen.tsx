/** /invoiceRequestFail — see `InvoiceRequestResultScreens.tsx`. */
export { InvoiceRequestFailScreen as default } from "./InvoiceRequestResultScreens";
