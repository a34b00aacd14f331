/** Services: outlets and distance, complaints and suggestions, editorial content types. */
export * from "./outlets";
export * from "./advice";
export * from "./content";
export * from "./help";
