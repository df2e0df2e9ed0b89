import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID, conditionView } from "@/test/campaign-fixtures";
import { jsonResponse, renderWithApp } from "@/test/render";
import { CodeForm } from "./code-form";

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderForm(onCompleted = vi.fn()) {
  renderWithApp(
    <CodeForm campaignId={CAMPAIGN_ID} condition={conditionView({ codeMaxLength: 10 })} onCompleted={onCompleted} />,
  );
  return onCompleted;
}

async function enter(code: string) {
  fireEvent.change(screen.getByLabelText("Code"), { target: { value: code } });
  fireEvent.click(screen.getByRole("button", { name: "Send the code" }));
}

const refusal = (status: number, code: string) => jsonResponse(status, { code, category: "BAD_REQUEST", message: "" });

describe("CodeForm", () => {
  it("refuses an empty code and an over-long one without asking, naming the maximum", async () => {
    renderForm();
    await enter("   ");
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter a code.");
    await enter("ABCDEFGHIJK");
    expect((await screen.findByRole("alert")).textContent).toBe("The code is too long: at most 10 characters.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ["specificCode-E2001", 400, "This code is not correct."],
    ["specificCode-E2002", 409, "This code has already been used."],
    ["specificCode-E2003", 409, "Your account has already used a code here."],
    ["specificCode-E2005", 409, "This is already completed."],
    ["request-E1029", 429, "Too many wrong codes. Please wait a while before trying again."],
  ])("shows %s under the field and keeps what was typed", async (code, status, message) => {
    fetchMock.mockResolvedValue(refusal(status, code));
    renderForm();
    await enter("DEMO-0001");
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect((screen.getByLabelText("Code") as HTMLInputElement).value).toBe("DEMO-0001");
  });

  it("sends the trimmed code and reports completion", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { conditionId: CAMPAIGN_ID, completed: true }));
    const onCompleted = renderForm();
    await enter("  DEMO-0001 ");
    await waitFor(() => expect(onCompleted).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ code: "DEMO-0001" });
  });
});
