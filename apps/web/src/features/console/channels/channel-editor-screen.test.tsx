import type { OperatorChannelView, OperatorContentView, OperatorMe } from "@fanfare/protocol";
import { QueryClient } from "@tanstack/react-query";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "@/test/render";
import { CONSOLE_QUERY_KEYS } from "../console-api";
import { ChannelEditorScreen } from "./channel-editor-screen";

vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const PROJECT_ID = "68373815-d705-4aca-a8a0-f558aa6d5701";
const CHANNEL_ID = "68373815-d705-4aca-a8a0-f558aa6d5702";
const CAMPAIGN_ID = "68373815-d705-4aca-a8a0-f558aa6d5703";
const ASSET_ID = "68373815-d705-4aca-a8a0-f558aa6d5704";
const ids = ["a", "b", "c"].map((x) => `68373815-d705-4aca-a8a0-f558aa6d57${x}0`);
const company = { id: "68373815-d705-4aca-a8a0-f558aa6d57ac", name: "Demo Records" };
const CHANNEL = `/api/v1/operator/channels/${CHANNEL_ID}`;
const CONTENTS = `${CHANNEL}/contents`;
const MEMBERS = `${CHANNEL}/members`;

const channel: OperatorChannelView = {
  id: CHANNEL_ID,
  projectId: PROJECT_ID,
  title: { ja: "ファンクラブ", en: "Fan club" },
  description: { ja: "会員限定" },
  operator: "OR",
  requirements: {
    operator: "OR",
    items: [
      { type: "CLAIMED_IN", campaignId: CAMPAIGN_ID },
      { type: "OWNS_NFT", contract: { chainId: 137, address: "0x00000000000000000000000000000000000000aB" } },
    ],
  },
  position: 0,
  status: "PUBLISH",
  memberCount: 3,
};
const content = (n: number, status: "MAKING" | "PUBLISH" = "PUBLISH"): OperatorContentView => ({
  id: ids[n] as string,
  channelId: CHANNEL_ID,
  kind: "ARTICLE",
  title: { ja: `記事${n}`, en: `Article ${n}` },
  body: { ja: `<p>${n}</p>` },
  publishAt: "2026-11-01T00:00:00.000Z",
  hideTitleFromNonMembers: false,
  assetIds: [],
  status,
  position: n,
});

const fetchMock = vi.fn<typeof fetch>();
type Answer = { status: number; body: unknown };
let answers: Record<string, Answer | ((body: unknown) => Answer)>;
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  answers = {
    [`GET ${CHANNEL}`]: { status: 200, body: channel },
    [`GET ${CONTENTS}`]: { status: 200, body: { contents: [content(0), content(1), content(2, "MAKING")] } },
    [`GET ${MEMBERS}`]: {
      status: 200,
      body: {
        members: [{ userId: ids[0], maskedEmail: "a•••@example.com", joinedAt: "2026-11-02T03:04:00.000Z" }],
        total: 2,
        nextCursor: "next",
      },
    },
    [`GET ${MEMBERS}?after=next`]: {
      status: 200,
      body: {
        members: [{ userId: ids[1], maskedEmail: "b•••@example.com", joinedAt: "2026-11-01T03:04:00.000Z" }],
        total: 2,
        nextCursor: null,
      },
    },
    [`GET /api/v1/operator/projects/${PROJECT_ID}/campaigns`]: {
      status: 200,
      body: { campaigns: [{ id: CAMPAIGN_ID, title: { ja: "春のキャンペーン", en: "Spring drop" } }] },
    },
  };
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? "GET"} ${String(input)}`;
    const found = answers[key] ?? answers[key.split("?")[0] as string];
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const answer = typeof found === "function" ? found(body) : found;
    if (!answer) return jsonResponse(404, { code: "request-E1004", category: "BAD_REQUEST", message: "" });
    return jsonResponse(answer.status, answer.body);
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderAs(role: OperatorMe["role"]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const me: OperatorMe = { userId: "0b9d1c1e-6a4e-4d3f-9a54-5d1a7c2b8e10", email: "me@example.test", role, company };
  queryClient.setQueryData(CONSOLE_QUERY_KEYS.me, me);
  answers["GET /api/v1/operator/me"] = { status: 200, body: me };
  return renderWithApp(<ChannelEditorScreen projectId={PROJECT_ID} channelId={CHANNEL_ID} />, { queryClient });
}

function writes() {
  return fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? "GET") !== "GET")
    .map(([input, init]) => ({
      method: init?.method,
      path: String(input),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    }));
}

const byId = (id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id}`);
  return element as HTMLInputElement;
};

describe("ChannelEditorScreen", () => {
  it("shows the requirements as stored (OR), and saves AND with an added requirement", async () => {
    answers[`PATCH ${CHANNEL}`] = (body) => ({ status: 200, body: { ...channel, ...(body as object) } });
    renderAs("EDITOR");
    const any = await screen.findByRole("radio", { name: "Any one of the requirements (OR)" });
    expect((any as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("combobox", { name: "Campaign" }) as HTMLSelectElement).value).toBe(CAMPAIGN_ID);
    expect(screen.getByLabelText("Chain ID")).toHaveProperty("value", "137");
    // The description has only Japanese: the other languages carry the missing-translation mark.
    expect(document.querySelectorAll("[data-missing-translation]").length).toBeGreaterThanOrEqual(3);

    fireEvent.click(screen.getByRole("radio", { name: "All of the requirements (AND)" }));
    fireEvent.click(screen.getByRole("button", { name: "Add a requirement" }));
    const third = screen.getByRole("group", { name: "Requirement 3" });
    fireEvent.change(within(third).getByRole("combobox", { name: "Kind" }), { target: { value: "OWNS_NFT" } });
    fireEvent.change(within(third).getByRole("combobox", { name: "Which NFTs" }), { target: { value: "CAMPAIGN" } });
    fireEvent.click(screen.getByRole("button", { name: "Save the channel" }));
    // Incomplete: the row says so and nothing is sent.
    expect(await within(third).findByText("Choose a campaign.")).toBeTruthy();
    expect(writes()).toEqual([]);
    fireEvent.change(within(third).getByRole("combobox", { name: "Campaign" }), { target: { value: CAMPAIGN_ID } });
    fireEvent.click(screen.getByRole("button", { name: "Save the channel" }));
    await screen.findByText("The channel is saved.");
    expect(writes()).toEqual([
      {
        method: "PATCH",
        path: CHANNEL,
        body: {
          title: { ja: "ファンクラブ", en: "Fan club" },
          description: { ja: "会員限定" },
          requirements: {
            operator: "AND",
            items: [
              { type: "CLAIMED_IN", campaignId: CAMPAIGN_ID },
              { type: "OWNS_NFT", contract: { chainId: 137, address: "0x00000000000000000000000000000000000000aB" } },
              { type: "OWNS_NFT", campaignId: CAMPAIGN_ID },
            ],
          },
          status: "PUBLISH",
        },
      },
    ]);
  });

  it("moving a content up sends the new positions of the two it swaps; publishing sends its status", async () => {
    answers[`PATCH /api/v1/operator/contents/${ids[2]}`] = (body) => ({
      status: 200,
      body: { ...content(2, "MAKING"), ...(body as object) },
    });
    answers[`PATCH /api/v1/operator/contents/${ids[1]}`] = (body) => ({
      status: 200,
      body: { ...content(1), ...(body as object) },
    });
    renderAs("OWNER");
    const up = await screen.findByRole("button", { name: "Move “Article 2” up" });
    expect(screen.getByRole("button", { name: "Move “Article 0” up" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Move “Article 2” down" })).toHaveProperty("disabled", true);
    fireEvent.click(up);
    await screen.findByText("“Article 2” moved up.");
    expect(writes()).toEqual([
      { method: "PATCH", path: `/api/v1/operator/contents/${ids[2]}`, body: { position: 1 } },
      { method: "PATCH", path: `/api/v1/operator/contents/${ids[1]}`, body: { position: 2 } },
    ]);

    fetchMock.mockClear();
    fireEvent.click(screen.getByRole("button", { name: "Publish “Article 2”" }));
    await screen.findByText("“Article 2” is published.");
    expect(writes()).toEqual([
      { method: "PATCH", path: `/api/v1/operator/contents/${ids[2]}`, body: { status: "PUBLISH" } },
    ]);
  });

  it("deletes a content after a confirmation naming it, and focus moves to the content that took its place", async () => {
    const deleted: string[] = [];
    answers[`DELETE /api/v1/operator/contents/${ids[1]}`] = () => {
      deleted.push(ids[1] as string);
      answers[`GET ${CONTENTS}`] = { status: 200, body: { contents: [content(0), content(2, "MAKING")] } };
      return { status: 200, body: { ok: true } };
    };
    renderAs("EDITOR");
    fireEvent.click(await screen.findByRole("button", { name: "Delete “Article 1”" }));
    const dialog = screen.getByRole("dialog", { name: "Delete “Article 1”?" });
    expect(within(dialog).getByText(/This cannot be undone/)).toBeTruthy();
    // Cancelling sends nothing.
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(writes()).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Delete “Article 1”" }));
    fireEvent.click(
      within(screen.getByRole("dialog", { name: "Delete “Article 1”?" })).getByRole("button", { name: "Delete it" }),
    );
    await screen.findByText("“Article 1” is deleted.");
    expect(writes()).toEqual([{ method: "DELETE", path: `/api/v1/operator/contents/${ids[1]}`, body: undefined }]);
    expect(deleted).toEqual([ids[1]]);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByText("Article 1")).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Delete “Article 2”" })),
    );
  });

  it("deleting the last content moves focus to the one before it, and a refusal stays in the dialog", async () => {
    let refuse = true;
    answers[`DELETE /api/v1/operator/contents/${ids[2]}`] = () => {
      if (refuse) return { status: 404, body: { code: "request-E1004", category: "NOT_FOUND", message: "" } };
      answers[`GET ${CONTENTS}`] = { status: 200, body: { contents: [content(0), content(1)] } };
      return { status: 200, body: { ok: true } };
    };
    renderAs("OWNER");
    fireEvent.click(await screen.findByRole("button", { name: "Delete “Article 2”" }));
    const dialog = screen.getByRole("dialog", { name: "Delete “Article 2”?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete it" }));
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).not.toBe(""));
    expect(screen.getByText("Article 2")).toBeTruthy();

    refuse = false;
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete it" }));
    await screen.findByText("“Article 2” is deleted.");
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Delete “Article 1”" })),
    );
  });

  it("schedules a content in the operator's time zone and lists it as scheduled", async () => {
    answers[`PATCH /api/v1/operator/contents/${ids[0]}`] = (body) => {
      const updated = { ...content(0), ...(body as object) };
      answers[`GET ${CONTENTS}`] = { status: 200, body: { contents: [updated, content(1), content(2, "MAKING")] } };
      return { status: 200, body: updated };
    };
    renderAs("EDITOR");
    fireEvent.click(await screen.findByRole("button", { name: "Schedule “Article 0”" }));
    const field = screen.getByLabelText("Publication date and time") as HTMLInputElement;
    expect(field.type).toBe("datetime-local");
    // The zone the time is typed in is named beside the field.
    expect(screen.getByText(/^Time zone: /)).toBeTruthy();

    // Empty: the field says so and nothing is sent.
    fireEvent.change(field, { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save the time" }));
    expect(await screen.findByText("Enter a date and time.")).toBeTruthy();
    expect(writes()).toEqual([]);

    fireEvent.change(field, { target: { value: "2099-12-24T18:30" } });
    fireEvent.click(screen.getByRole("button", { name: "Save the time" }));
    await screen.findByText(/^“Article 0” is now shown from /);
    const [patch] = writes();
    expect(patch).toMatchObject({ method: "PATCH", path: `/api/v1/operator/contents/${ids[0]}` });
    expect(Object.keys(patch?.body ?? {})).toEqual(["publishAt"]);
    // Sent with the offset of the browser's zone: the instant is the wall-clock time typed there.
    const publishAt = String((patch?.body as { publishAt?: string } | undefined)?.publishAt);
    expect(publishAt).toMatch(/^2099-12-24T18:30:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(publishAt)).toBe(new Date(2099, 11, 24, 18, 30).getTime());

    const row = (await screen.findByText("Scheduled for")).closest("li") as HTMLElement;
    expect(within(row).getByText("Article 0")).toBeTruthy();
    expect(within(row).getByText("Scheduled")).toBeTruthy();
    expect(within(row).getByText(/2099/)).toBeTruthy();
    // The other contents' times have passed: they read "From".
    expect(screen.getAllByText("From")).toHaveLength(2);
    expect(screen.queryByLabelText("Publication date and time")).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Schedule “Article 0”" })),
    );
  });

  it("saves an article and shows the HTML as the server stored it", async () => {
    answers[`POST ${CONTENTS}`] = (body) => ({
      status: 201,
      body: { ...content(0, "MAKING"), ...(body as object), id: ASSET_ID, body: { ja: "<p>本文</p>" } },
    });
    renderAs("EDITOR");
    fireEvent.click(await screen.findByRole("button", { name: "Write an article" }));
    fireEvent.change(byId("field-article-new-title-ja"), { target: { value: "新しい記事" } });
    fireEvent.change(byId("field-article-new-body-ja"), {
      target: { value: '<p onclick="x()">本文</p><script>alert(1)</script>' },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save the article" }));
    await screen.findByText(/parts that are not allowed removed/);
    // The stored HTML is shown as text (never rendered), and the editor now holds it for the next save.
    expect(screen.getByText("<p>本文</p>", { selector: "pre" })).toBeTruthy();
    expect(byId("field-article-new-body-ja").value).toBe("<p>本文</p>");
    const [post] = writes();
    expect(post).toMatchObject({
      method: "POST",
      path: CONTENTS,
      body: {
        kind: "ARTICLE",
        title: { ja: "新しい記事" },
        body: { ja: '<p onclick="x()">本文</p><script>alert(1)</script>' },
        status: "MAKING",
        position: 3,
      },
    });
  });

  it("uploads a file with a progress bar, then adds it as an unpublished content", async () => {
    const sent: { xhr: FakeXhr; body: unknown }[] = [];
    class FakeXhr {
      upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
        onprogress: null,
      };
      status = 0;
      responseText = "";
      headers: Record<string, string> = {};
      method = "";
      url = "";
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      send(body: unknown) {
        sent.push({ xhr: this, body });
      }
      abort() {
        this.onabort?.();
      }
    }
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    answers[`POST ${CONTENTS}`] = (body) => ({ status: 201, body: { ...content(0, "MAKING"), ...(body as object) } });
    renderAs("OWNER");
    fireEvent.click(await screen.findByRole("button", { name: "Upload media" }));
    fireEvent.change(byId("field-media-title-ja"), { target: { value: "ライブ映像" } });
    const file = new File([new Uint8Array(1000)], "live.mp4", { type: "video/mp4" });
    fireEvent.change(screen.getByLabelText("File"), { target: { files: [file] } });
    fireEvent.click(screen.getByRole("button", { name: "Upload" }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const [{ xhr, body }] = sent as [{ xhr: FakeXhr; body: unknown }];
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe(`/api/v1/operator/projects/${PROJECT_ID}/channel-assets?filename=live.mp4`);
    expect(xhr.headers["X-Fanfare-Csrf"]).toBe("1");
    expect(body).toBe(file);
    act(() => xhr.upload.onprogress?.({ loaded: 400, total: 1000, lengthComputable: true }));
    const bar = screen.getByRole("progressbar", { name: "Uploading live.mp4" });
    expect(bar.getAttribute("value")).toBe("40");
    expect(bar.getAttribute("aria-valuetext")).toBe("40%");
    act(() => xhr.upload.onprogress?.({ loaded: 900, total: 1000, lengthComputable: true }));
    expect(screen.getByRole("progressbar").getAttribute("value")).toBe("90");

    xhr.status = 201;
    xhr.responseText = JSON.stringify({
      id: ASSET_ID,
      projectId: PROJECT_ID,
      kind: "VIDEO",
      contentType: "video/mp4",
      size: 1000,
      filename: "live.mp4",
      sha256: "0".repeat(64),
    });
    act(() => xhr.onload?.());
    await screen.findByText("“ライブ映像” is added, unpublished.");
    expect(writes()).toContainEqual({
      method: "POST",
      path: CONTENTS,
      body: expect.objectContaining({
        kind: "VIDEO",
        title: { ja: "ライブ映像" },
        assetIds: [ASSET_ID],
        status: "MAKING",
        position: 3,
      }),
    });
  });

  it("lists who joined with masked e-mails, a page at a time", async () => {
    renderAs("VIEWER");
    const table = await screen.findByRole("table", { name: "Members, newest first" });
    expect(within(table).getByText("a•••@example.com")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(await within(table).findByText("b•••@example.com")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("viewers read everything with every control disabled or hidden", async () => {
    renderAs("VIEWER");
    await screen.findByText("Article 2");
    expect(screen.getByText("You can read the channels, but only owners and editors can change them.")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Any one of the requirements (OR)" })).toHaveProperty("disabled", true);
    expect(byId("field-channel-title-ja").disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Save the channel" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add a requirement" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Write an article" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Upload media" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Move/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Publish|Unpublish/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Schedule “/ })).toBeNull();
  });
});
