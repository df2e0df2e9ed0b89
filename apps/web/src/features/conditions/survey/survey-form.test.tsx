import type { SurveyConfig } from "@fanfare/protocol";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID, conditionView } from "@/test/campaign-fixtures";
import { jsonResponse, messages, renderWithApp } from "@/test/render";
import { SurveyForm } from "./survey-form";

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const survey: SurveyConfig = {
  questions: [
    {
      id: "song",
      kind: "SINGLE_CHOICE",
      label: { ja: "曲", en: "Your favourite song?" },
      required: true,
      options: [
        { id: "opening", label: { ja: "オープニング", en: "Opening" } },
        { id: "ballad", label: { ja: "バラード", en: "Ballad" } },
      ],
    },
    {
      id: "where",
      kind: "MULTIPLE_CHOICE",
      label: { ja: "どこ", en: "Where?" },
      required: false,
      minSelections: 1,
      maxSelections: 1,
      options: [
        { id: "radio", label: { ja: "ラジオ", en: "Radio" } },
        { id: "live", label: { ja: "ライブ", en: "Live" } },
      ],
    },
    { id: "message", kind: "FREE_TEXT", label: { ja: "メッセージ", en: "Message" }, required: false, maxLength: 5 },
    { id: "rating", kind: "RATING", label: { ja: "評価", en: "Rating" }, required: true, scaleMin: 1, scaleMax: 3 },
  ],
};

function renderForm(onCompleted = vi.fn()) {
  renderWithApp(
    <SurveyForm
      campaignId={CAMPAIGN_ID}
      condition={conditionView({ type: "SURVEY" })}
      survey={survey}
      onCompleted={onCompleted}
    />,
  );
  return onCompleted;
}

const send = () => fireEvent.click(screen.getByRole("button", { name: "Send the answers" }));

describe("SurveyForm", () => {
  it("names each unanswered required question and sends nothing", () => {
    renderForm();
    send();
    const song = screen.getByRole("group", { name: /Your favourite song\?/ });
    expect(song.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByText("Please answer this question.")).toHaveLength(2);
    expect(screen.getByText("Some answers need your attention.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("applies the selection and length limits", () => {
    renderForm();
    fireEvent.click(screen.getByLabelText("Radio"));
    fireEvent.click(screen.getByLabelText("Live"));
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: "far too long" } });
    send();
    expect(screen.getByText("Please choose at most 1.")).toBeTruthy();
    expect(screen.getByText("Please write at most 5 characters.")).toBeTruthy();
  });

  it("sends the answers as the API takes them", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { conditionId: CAMPAIGN_ID, completed: true }));
    const onCompleted = renderForm();
    fireEvent.click(screen.getByLabelText("Ballad"));
    fireEvent.click(within(screen.getByRole("group", { name: /Rating/ })).getByLabelText("3"));
    send();
    await waitFor(() => expect(onCompleted).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ answers: { song: "ballad", rating: 3 } });
  });

  it("shows the server's survey-E2000 refusal", async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { code: "survey-E2000", category: "BAD_REQUEST", message: "" }));
    renderForm();
    fireEvent.click(screen.getByLabelText("Opening"));
    fireEvent.click(within(screen.getByRole("group", { name: /Rating/ })).getByLabelText("1"));
    send();
    expect((await screen.findByRole("alert")).textContent).toBe(messages.errors["survey-E2000"]);
  });
});
