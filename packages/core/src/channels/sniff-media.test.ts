import { describe, expect, it } from "vitest";
import { sniffMedia } from "./sniff-media";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...Buffer.from(p, "latin1")] : p)));

describe("sniffMedia", () => {
  it("knows images, video, audio and documents by their magic bytes", () => {
    expect(sniffMedia(bytes([0xff, 0xd8, 0xff, 0xe0]))).toMatchObject({ kind: "IMAGE", contentType: "image/jpeg" });
    expect(sniffMedia(bytes([0x89], "PNG\r\n", [0x1a, 0x0a]))).toMatchObject({ contentType: "image/png" });
    expect(sniffMedia(bytes("GIF89a"))).toMatchObject({ contentType: "image/gif" });
    expect(sniffMedia(bytes("RIFF\0\0\0\0WEBPVP8 "))).toMatchObject({ contentType: "image/webp" });
    expect(sniffMedia(bytes([0, 0, 0, 0x20], "ftypisom"))).toMatchObject({ kind: "VIDEO", contentType: "video/mp4" });
    expect(sniffMedia(bytes([0, 0, 0, 0x20], "ftypM4A "))).toMatchObject({ kind: "AUDIO", contentType: "audio/mp4" });
    expect(sniffMedia(bytes([0x1a, 0x45, 0xdf, 0xa3], "webm V_VP8"))).toMatchObject({ kind: "VIDEO" });
    expect(sniffMedia(bytes([0x1a, 0x45, 0xdf, 0xa3], "webm A_OPUS"))).toMatchObject({
      kind: "AUDIO",
      contentType: "audio/webm",
    });
    expect(sniffMedia(bytes("RIFF\0\0\0\0WAVEfmt "))).toMatchObject({ kind: "AUDIO", contentType: "audio/wav" });
    expect(sniffMedia(bytes("ID3"))).toMatchObject({ contentType: "audio/mpeg" });
    expect(sniffMedia(bytes("OggS"))).toMatchObject({ contentType: "audio/ogg" });
    expect(sniffMedia(bytes("%PDF-1.7"))).toMatchObject({ kind: "FILE", contentType: "application/pdf" });
    expect(sniffMedia(bytes([0x50, 0x4b, 3, 4]))).toMatchObject({ contentType: "application/zip" });
  });

  it("HTML, SVG and XML are active: whatever their name, they become inert text", () => {
    for (const text of [
      "<!DOCTYPE html><script>x</script>",
      '\uFEFF  <svg xmlns="http://www.w3.org/2000/svg"/>',
      "<?xml version='1.0'?>",
      "hello <script>x</script>",
    ]) {
      expect(sniffMedia(new TextEncoder().encode(text))).toEqual({
        kind: "FILE",
        contentType: "text/plain; charset=utf-8",
        active: true,
      });
    }
    expect(sniffMedia(new TextEncoder().encode("just notes"))).toMatchObject({ active: false, kind: "FILE" });
    expect(sniffMedia(bytes([0, 1, 2, 3, 0xfe]))).toMatchObject({ contentType: "application/octet-stream" });
  });
});
