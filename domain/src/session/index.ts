export * from "./route-path";
export * from "./protected-pages";
export * from "./session-check";
export * from "./messenger-login";
export * from "./data-source";
export * from "./route-guard";
