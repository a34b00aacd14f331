export * from "./plan-compare";
export * from "./product-paths";
export * from "./countdown";
export * from "./car-covers";
export * from "./car-insure";
export * from "./car-cover-names";
export * from "./tariff";
export * from "./local-text";
