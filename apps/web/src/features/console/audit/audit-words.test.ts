import { describe, expect, it } from "vitest";
import { actionKey, targetKey, valueKey } from "./audit-words";

describe("the audit log's words", () => {
  it("names the actions, targets and values it knows, and nothing else", () => {
    expect(actionKey("member.invite")).toBe("console.audit.actions.memberInvite");
    expect(actionKey("campaign.end")).toBe("console.audit.actions.campaignEnd");
    expect(actionKey("draw.reveal")).toBeNull();
    expect(actionKey("member.invite.extra")).toBeNull();
    expect(actionKey("constructor")).toBeNull();
    expect(actionKey("member.constructor")).toBeNull();
    expect(targetKey("condition")).toBe("console.audit.targets.condition");
    expect(targetKey("toString")).toBeNull();
    expect(valueKey("member", "role", "VIEWER")).toBe("console.roles.VIEWER");
    expect(valueKey("campaign", "role", "VIEWER")).toBeNull();
    expect(valueKey("project", "status", "PUBLISH")).toBe("console.projectStatus.PUBLISH");
    expect(valueKey("member", "role", 3)).toBeNull();
    // A refused edit says why in the editor's words: the refusal's own error text.
    expect(actionKey("campaign.updateRefused")).toBe("console.audit.actions.campaignUpdateRefused");
    expect(valueKey("campaign", "refusal", "campaignEdit-E2001")).toBe("errors.campaignEdit-E2001");
    expect(valueKey("campaign", "refusal", "request-E1000")).toBeNull();
  });
});
