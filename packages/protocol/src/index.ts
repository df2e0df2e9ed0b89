export * from "./enums";
export * from "./errors";
export * from "./schemas/auth";
export * from "./schemas/campaigns";
export * from "./schemas/common";
export * from "./schemas/me";
export * from "./schemas/system";
