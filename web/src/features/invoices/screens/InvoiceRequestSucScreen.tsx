/** /invoiceRequestSuc — see `InvoiceRequestResultScreens.tsx`. */
export { InvoiceRequestSucScreen as default } from "./InvoiceRequestResultScreens";
