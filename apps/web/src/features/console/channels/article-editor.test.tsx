import type { AssetView, OperatorContentView } from "@fanfare/protocol";
import { QueryClient } from "@tanstack/react-query";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "@/test/render";
import { ArticleEditor } from "./article-editor";
import { articleImageTag, insertImageTag } from "./article-image-inserter";
import { uploadAsset } from "./upload-asset";

vi.mock("./upload-asset", () => ({ uploadAsset: vi.fn() }));
const upload = vi.mocked(uploadAsset);

const PROJECT_ID = "68373815-d705-4aca-a8a0-f558aa6d5701";
const CHANNEL_ID = "68373815-d705-4aca-a8a0-f558aa6d5702";
const ASSET_ID = "68373815-d705-4aca-a8a0-f558aa6d5704";
const CONTENT_ID = "68373815-d705-4aca-a8a0-f558aa6d5705";
const asset = (kind: AssetView["kind"]): AssetView => ({
  id: ASSET_ID,
  projectId: PROJECT_ID,
  kind,
  contentType: kind === "IMAGE" ? "image/png" : "video/mp4",
  size: 1000,
  filename: "stage.png",
  sha256: "0".repeat(64),
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === "POST" && String(input) === `/api/v1/operator/channels/${CHANNEL_ID}/contents`) {
      const sent = JSON.parse(String(init.body)) as OperatorContentView;
      return jsonResponse(201, { ...sent, id: CONTENT_ID, channelId: CHANNEL_ID, hideTitleFromNonMembers: false });
    }
    return jsonResponse(404, { code: "request-E1004", category: "BAD_REQUEST", message: "" });
  });
});
afterEach(() => {
  fetchMock.mockReset();
  upload.mockReset();
  vi.unstubAllGlobals();
});

function renderEditor({ onCancel = () => {} }: { onCancel?: () => void } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithApp(
    <ArticleEditor
      projectId={PROJECT_ID}
      channelId={CHANNEL_ID}
      content={null}
      nextPosition={0}
      onSaved={() => {}}
      onCancel={onCancel}
    />,
    { queryClient },
  );
}

const body = (locale: string) => document.getElementById(`field-article-new-body-${locale}`) as HTMLTextAreaElement;
const chooseFile = () =>
  fireEvent.change(screen.getByLabelText("Image file"), {
    target: { files: [new File([new Uint8Array([0x89, 0x50])], "stage.png", { type: "image/png" })] },
  });

describe("insertImageTag", () => {
  it("goes at the caret, at the end without one, and never inside a tag", () => {
    expect(insertImageTag("<p>a</p><p>b</p>", "[I]", 8)).toEqual({ html: "<p>a</p>[I]<p>b</p>", end: 11 });
    expect(insertImageTag("<p>a</p>", "[I]", null)).toEqual({ html: "<p>a</p>[I]", end: 11 });
    expect(insertImageTag("<p>a</p>", "[I]", 99)).toEqual({ html: "<p>a</p>[I]", end: 11 });
    // The caret in "<p cla|ss=x>": after the tag.
    expect(insertImageTag("<p class=x>t</p>", "[I]", 6)).toEqual({ html: "<p class=x>[I]t</p>", end: 14 });
  });

  it("the tag names the asset and escapes its alt", () => {
    expect(articleImageTag(ASSET_ID, ' The "big" <stage> & us ')).toBe(
      `<img data-asset-id="${ASSET_ID}" alt="The &quot;big&quot; &lt;stage&gt; &amp; us">`,
    );
  });
});

describe("ArticleEditor: images", () => {
  it("uploads an image and puts it at the caret of each written language with its alt; alt and file are required", async () => {
    upload.mockImplementation(async (_projectId, _file, onProgress) => {
      onProgress({ loaded: 500, total: 1000 });
      return asset("IMAGE");
    });
    renderEditor();
    fireEvent.change(document.getElementById("field-article-new-title-ja") as HTMLElement, {
      target: { value: "写真" },
    });
    fireEvent.change(body("ja"), { target: { value: "<p>前</p><p>後</p>" } });
    fireEvent.change(body("en"), { target: { value: "<p>Before</p>" } });
    // The operator was writing in the Japanese body, between its paragraphs.
    body("ja").focus();
    body("ja").setSelectionRange(8, 8);

    fireEvent.click(screen.getByRole("button", { name: "Insert an image" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Image file")));
    // Japanese and English are written: an alt for each, none for French or Thai.
    const inserter = screen.getByRole("region", { name: "Insert an image" });
    expect(inserter.querySelectorAll("input[type=text]")).toHaveLength(2);

    fireEvent.click(screen.getByRole("button", { name: "Upload and insert" }));
    expect(await screen.findByText("Choose an image.")).toBeTruthy();
    expect(screen.getAllByText("Describe the image.")).toHaveLength(2);
    expect(upload).not.toHaveBeenCalled();

    chooseFile();
    fireEvent.change(document.getElementById("field-article-editor-new-image-alt-ja") as HTMLElement, {
      target: { value: "ライブの舞台" },
    });
    fireEvent.change(document.getElementById("field-article-editor-new-image-alt-en") as HTMLElement, {
      target: { value: "The stage" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Upload and insert" }));

    expect(
      await screen.findByText("The image is in the body (日本語 and English). Save the article to keep it."),
    ).toBeTruthy();
    expect(upload).toHaveBeenCalledWith(PROJECT_ID, expect.any(File), expect.any(Function), expect.any(AbortSignal));
    expect(body("ja").value).toBe(`<p>前</p><img data-asset-id="${ASSET_ID}" alt="ライブの舞台"><p>後</p>`);
    expect(body("en").value).toBe(`<p>Before</p><img data-asset-id="${ASSET_ID}" alt="The stage">`);
    expect(body("fr").value).toBe("");
    // Back in the Japanese body, just after the image.
    await waitFor(() => expect(document.activeElement).toBe(body("ja")));
    expect(body("ja").selectionStart).toBe(`<p>前</p><img data-asset-id="${ASSET_ID}" alt="ライブの舞台">`.length);

    // Saved as written: the API gets the tags (it links the images to the article).
    fireEvent.click(screen.getByRole("button", { name: "Save the article" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body)).body.en).toBe(
      `<p>Before</p><img data-asset-id="${ASSET_ID}" alt="The stage">`,
    );
  });

  it("a file the API finds is not an image is not inserted", async () => {
    upload.mockResolvedValue(asset("VIDEO"));
    renderEditor();
    fireEvent.change(body("ja"), { target: { value: "<p>本文</p>" } });
    fireEvent.click(screen.getByRole("button", { name: "Insert an image" }));
    chooseFile();
    fireEvent.change(document.getElementById("field-article-editor-new-image-alt-ja") as HTMLElement, {
      target: { value: "動画" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Upload and insert" }));
    expect(await screen.findByText("This file is not an image: choose a PNG, JPEG, GIF or WebP file.")).toBeTruthy();
    expect(body("ja").value).toBe("<p>本文</p>");
  });

  it("says what is unsaved, and closing with it asks first; once saved, it closes at once", async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    const onCancel = vi.fn();
    renderEditor({ onCancel });
    const unsaved = "You have unsaved changes.";
    expect(screen.queryByText(unsaved)).toBeNull();
    fireEvent.change(document.getElementById("field-article-new-title-ja") as HTMLElement, {
      target: { value: "ライブの裏話" },
    });
    fireEvent.change(body("ja"), { target: { value: "<p>本文</p>" } });
    expect(screen.getByText(unsaved)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(confirm).toHaveBeenCalledWith(
      "You have unsaved changes. If you close this, they will be lost. Close anyway?",
    );
    expect(onCancel).not.toHaveBeenCalled();
    expect(body("ja").value).toBe("<p>本文</p>");

    fireEvent.click(screen.getByRole("button", { name: "Save the article" }));
    await waitFor(() => expect(screen.queryByText(unsaved)).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
