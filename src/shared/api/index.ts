export * from "./admin";
export * from "./auth";
export * from "./blocks";
export * from "./errors";
export * from "./health";
export * from "./me";
export * from "./projects";
