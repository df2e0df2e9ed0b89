import { describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { globalErrorAction } from "./global-errors";

const error = (code: string, category: ConstructorParameters<typeof ApiError>[1], status: number) =>
  new ApiError(code, category, status);

describe("globalErrorAction", () => {
  it("sends MAINTENANCE to the maintenance page", () => {
    expect(globalErrorAction(error("maintenance-E5030", "MAINTENANCE", 503))).toEqual({ type: "maintenance" });
  });

  it("shows the banned screen for BANNED and BANNED_NO_AUTH", () => {
    expect(globalErrorAction(error("E6000", "BANNED", 403))).toEqual({ type: "banned" });
    expect(globalErrorAction(error("E6000", "BANNED_NO_AUTH", 403))).toEqual({ type: "banned" });
  });

  it("ends the session on UNAUTHORIZED and LOGOUT, unless the screen handles being signed out", () => {
    expect(globalErrorAction(error("auth-E1001", "UNAUTHORIZED", 401))).toEqual({ type: "sign-in" });
    expect(globalErrorAction(error("E6003", "LOGOUT", 403))).toEqual({ type: "sign-in" });
    expect(globalErrorAction(error("auth-E1002", "LOGOUT", 401), { handlesSignedOut: true })).toEqual({ type: "none" });
  });

  it("shows a BAD_REQUEST's translated message, unless the screen shows it itself", () => {
    expect(globalErrorAction(error("specificCode-E2002", "BAD_REQUEST", 409))).toEqual({
      type: "message",
      code: "specificCode-E2002",
    });
    expect(globalErrorAction(error("user-E2005", "BAD_REQUEST_NO_AUTH", 429))).toEqual({
      type: "message",
      code: "user-E2005",
    });
    expect(globalErrorAction(error("claim-E2002", "BAD_REQUEST", 409), { handlesErrors: true })).toEqual({
      type: "none",
    });
  });

  it("leaves network failures to the offline toast, and ignores what is not the API's", () => {
    expect(globalErrorAction(error("network_offline", "NETWORK", 0))).toEqual({ type: "none" });
    expect(globalErrorAction(new Error("boom"))).toEqual({ type: "none" });
  });
});
