export * from "./admin";
export * from "./analyze";
export * from "./auth";
export * from "./blocks";
export * from "./errors";
export * from "./health";
export * from "./me";
export * from "./projects";
