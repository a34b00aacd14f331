export * from "./status-words";
