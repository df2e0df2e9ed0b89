import { describe, expect, it } from "vitest";
import { SNIFF_BYTES, sniffMedia } from "./sniff-media";

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

  it("needs only a prefix of just over SNIFF_BYTES: the same answer as from the whole file", () => {
    const long = (head: Uint8Array) => Buffer.concat([head, Buffer.alloc(100_000, 0x61)]);
    for (const file of [
      long(bytes([0, 0, 0, 0x20], "ftypisom")),
      long(bytes([0x1a, 0x45, 0xdf, 0xa3], "webm V_VP9")),
      long(new TextEncoder().encode("<!doctype html>")),
      // A 3-byte character cut by the end of the prefix is still text.
      Buffer.from(`a${"あ".repeat(40_000)}`),
      Buffer.concat([Buffer.from("text"), Buffer.alloc(9000, 0x62), Buffer.from([0])]),
      Buffer.concat([Buffer.from("text"), Buffer.from([0]), Buffer.alloc(9000, 0x62)]),
    ]) {
      expect(sniffMedia(file.subarray(0, SNIFF_BYTES + 1))).toEqual(sniffMedia(file));
    }
    expect(sniffMedia(Buffer.from(`a${"あ".repeat(40_000)}`).subarray(0, SNIFF_BYTES + 1))).toMatchObject({
      contentType: "text/plain; charset=utf-8",
    });
  });
});
