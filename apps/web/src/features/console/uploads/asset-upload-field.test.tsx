import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "@/test/render";
import common from "../../../../messages/en/common.json";
import consoleMessages from "../../../../messages/en/console.json";
import { type AssetFieldKind, AssetUploadField } from "./asset-upload-field";

const PROJECT_ID = "68373815-d705-4aca-a8a0-f558aa6d5701";
const ASSET_ID = "68373815-d705-4aca-a8a0-f558aa6d5704";
const texts = consoleMessages.uploads;

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
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  vi.stubGlobal("fetch", fetchMock);
  // The operator's `me` that renews a session before the bytes go.
  fetchMock.mockImplementation(async () =>
    jsonResponse(200, { userId: "u", email: "e@example.com", role: "EDITOR", company: { id: "c", name: "C" } }),
  );
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function Field({ kind = "image", initial = "" }: { kind?: AssetFieldKind; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <AssetUploadField
      id="field-imageUrl"
      projectId={PROJECT_ID}
      kind={kind}
      label="Image URL"
      value={value}
      onChange={setValue}
    />
  );
}

async function choose(name: string, type: string, label = texts.chooseImage) {
  const file = new File([new Uint8Array(1000)], name, { type });
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
  await waitFor(() => expect(sent).toHaveLength(1));
  return { file, xhr: (sent[0] as { xhr: FakeXhr }).xhr, body: (sent[0] as { body: unknown }).body };
}

describe("AssetUploadField", () => {
  it("uploads an image with a progress bar, then holds its address and shows it", async () => {
    renderWithApp(<Field />);
    const picker = screen.getByLabelText(texts.chooseImage);
    expect(picker.getAttribute("accept")).toBe("image/png,image/jpeg,image/webp,image/gif");
    const { file, xhr, body } = await choose("cover.png", "image/png");
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe(`/api/v1/operator/projects/${PROJECT_ID}/assets?filename=cover.png`);
    expect(xhr.headers["X-Fanfare-Csrf"]).toBe("1");
    expect(body).toBe(file);

    act(() => xhr.upload.onprogress?.({ loaded: 400, total: 1000, lengthComputable: true }));
    const bar = screen.getByRole("progressbar", { name: "Uploading cover.png" });
    expect(bar.getAttribute("value")).toBe("40");
    expect(bar.getAttribute("aria-valuetext")).toBe("40%");
    // The address cannot be typed over while its upload runs.
    expect((screen.getByLabelText("Image URL") as HTMLInputElement).disabled).toBe(true);

    const url = `/api/v1/assets/${ASSET_ID}`;
    xhr.answer(201, {
      id: ASSET_ID,
      projectId: PROJECT_ID,
      url,
      kind: "IMAGE",
      contentType: "image/png",
      size: 1000,
      filename: "cover.png",
    });
    expect((await screen.findByRole("status")).textContent).toBe("cover.png is uploaded; its address is in the field.");
    expect((screen.getByLabelText("Image URL") as HTMLInputElement).value).toBe(url);
    expect(screen.getByRole("img", { name: "Preview of the image: Image URL" }).getAttribute("src")).toBe(url);
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("cancels an upload and leaves the field as it was", async () => {
    renderWithApp(<Field initial="https://example.com/old.png" />);
    await choose("big.png", "image/png");
    fireEvent.click(screen.getByRole("button", { name: texts.cancel }));
    expect((await screen.findByRole("status")).textContent).toBe(texts.cancelled);
    expect((screen.getByLabelText("Image URL") as HTMLInputElement).value).toBe("https://example.com/old.png");
    // Another host's image is not previewed: the console's CSP would not load it.
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("says a refusal in the operator's language, from its catalogue code", async () => {
    renderWithApp(<Field />);
    const { xhr } = await choose("logo.svg", "image/svg+xml");
    xhr.answer(415, { code: "asset-E1002", category: "BAD_REQUEST", message: "" });
    expect((await screen.findByRole("alert")).textContent).toBe(common.errors["asset-E1002"]);
    expect((screen.getByLabelText("Image URL") as HTMLInputElement).value).toBe("");
  });

  it("takes PDFs for a document and links the uploaded one", async () => {
    renderWithApp(<Field kind="document" />);
    expect(screen.getByLabelText(texts.chooseDocument).getAttribute("accept")).toBe("application/pdf");
    const { xhr } = await choose("terms.pdf", "application/pdf", texts.chooseDocument);
    const url = `/api/v1/assets/${ASSET_ID}`;
    xhr.answer(201, {
      id: ASSET_ID,
      projectId: PROJECT_ID,
      url,
      kind: "FILE",
      contentType: "application/pdf",
      size: 1000,
      filename: "terms.pdf",
    });
    expect((await screen.findByRole("link", { name: texts.openDocument })).getAttribute("href")).toBe(url);
  });
});
