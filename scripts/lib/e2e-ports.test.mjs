import { describe, expect, it } from "vitest";
import { pickE2ePorts } from "./e2e-ports.mjs";

const freeExcept = (/** @type {number[]} */ taken) => async (/** @type {number} */ port) => !taken.includes(port);

describe("pickE2ePorts", () => {
  it("keeps the defaults when they are free", async () => {
    expect(await pickE2ePorts({}, freeExcept([]))).toBeNull();
  });

  it("moves the whole stack to the next free block when one default port is held", async () => {
    expect(await pickE2ePorts({}, freeExcept([3101]))).toEqual({
      E2E_WEB_PORT: "3110",
      E2E_API_PORT: "3111",
      E2E_CHAIN_PORT: "8556",
    });
    expect(await pickE2ePorts({}, freeExcept([8546, 3113]))).toEqual({
      E2E_WEB_PORT: "3120",
      E2E_API_PORT: "3121",
      E2E_CHAIN_PORT: "8566",
    });
  });

  it("never overrides ports the caller chose", async () => {
    expect(await pickE2ePorts({ E2E_WEB_PORT: "4000" }, freeExcept([3100]))).toBeNull();
  });
});
