import { beforeEach, describe, expect, it } from "vitest";
import {
  forgetPendingPolicies,
  hasPendingPolicies,
  PENDING_POLICIES_TTL_MS,
  rememberPendingPolicies,
} from "./pending-policies";

const A = "22222222-2222-4222-8222-222222222222";
const B = "33333333-3333-4333-8333-333333333333";

beforeEach(() => window.localStorage.clear());

describe("pending policies", () => {
  it("keeps an acceptance per campaign, in local storage (the sign-in mail may open another tab)", () => {
    const now = 1_000_000;
    rememberPendingPolicies(A, now);
    expect(hasPendingPolicies(A, now + 1)).toBe(true);
    expect(hasPendingPolicies(B, now + 1)).toBe(false);
    expect(window.localStorage.length).toBe(1);
  });

  it("forgets one that is too old, so a later visitor of a shared phone never inherits it", () => {
    const now = 1_000_000;
    rememberPendingPolicies(A, now);
    expect(hasPendingPolicies(A, now + PENDING_POLICIES_TTL_MS - 1)).toBe(true);
    expect(hasPendingPolicies(A, now + PENDING_POLICIES_TTL_MS)).toBe(false);
    // Gone, not only ignored.
    expect(window.localStorage.length).toBe(0);
  });

  it("is forgotten once used, and a garbled value counts as none", () => {
    rememberPendingPolicies(A);
    forgetPendingPolicies(A);
    expect(hasPendingPolicies(A)).toBe(false);
    window.localStorage.setItem(`fanfare.pendingPolicies.${A}`, "soon");
    expect(hasPendingPolicies(A)).toBe(false);
  });
});
