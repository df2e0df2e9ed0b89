import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { buffer, text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { createS3AssetStorage, signS3Request } from "./s3-storage";

/** AWS's published Signature Version 4 examples for S3 (sig-v4-header-based-auth: "Examples of signature calculations"). */
describe("signS3Request", () => {
  const example = {
    accessKeyId: "AKIAIOSFODNN7EXAMPLE",
    secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    region: "us-east-1",
    date: new Date("2013-05-24T00:00:00Z"),
  };
  const EMPTY_HASH = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

  it("matches AWS's GET Object example (with a Range header)", async () => {
    const headers = await signS3Request({
      ...example,
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      headers: { range: "bytes=0-9" },
      payloadHash: EMPTY_HASH,
    });
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
    expect(headers["x-amz-date"]).toBe("20130524T000000Z");
    expect(headers["x-amz-content-sha256"]).toBe(EMPTY_HASH);
  });

  it("matches AWS's PUT Object example (a signed payload, a key to encode)", async () => {
    const headers = await signS3Request({
      ...example,
      method: "PUT",
      url: new URL("https://examplebucket.s3.amazonaws.com/test$file.text"),
      headers: { date: "Fri, 24 May 2013 00:00:00 GMT", "x-amz-storage-class": "REDUCED_REDUNDANCY" },
      payloadHash: "44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072",
    });
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd",
    );
  });

  it("matches AWS's GET Bucket examples (query strings: an empty value, sorted parameters)", async () => {
    const lifecycle = await signS3Request({
      ...example,
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/?lifecycle"),
      headers: {},
      payloadHash: EMPTY_HASH,
    });
    expect(lifecycle.authorization).toMatch(
      /SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543$/u,
    );
    const list = await signS3Request({
      ...example,
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J"),
      headers: {},
      payloadHash: EMPTY_HASH,
    });
    expect(list.authorization).toMatch(/Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7$/u);
  });
});

/**
 * A minimal S3 stand-in: PUT / GET (ranges) / DELETE of objects and the multipart calls
 * (CreateMultipartUpload, UploadPart, CompleteMultipartUpload, AbortMultipartUpload).
 */
async function fakeS3() {
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, { key: string; parts: Map<number, Buffer> }>();
  const seen: IncomingMessage[] = [];
  const partSizes: number[] = [];
  let n = 0;
  const server = createServer(async (req, res) => {
    seen.push(req);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? "", "http://s3");
    const key = url.pathname;
    const uploadId = url.searchParams.get("uploadId");
    if (req.method === "POST" && url.searchParams.has("uploads")) {
      const id = `upload-${++n}`;
      uploads.set(id, { key, parts: new Map() });
      res.end(`<InitiateMultipartUploadResult><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
      return;
    }
    const upload = uploadId ? uploads.get(uploadId) : undefined;
    if (uploadId && !upload) {
      res.statusCode = 404;
      res.end("<Error><Code>NoSuchUpload</Code></Error>");
      return;
    }
    if (req.method === "PUT" && upload) {
      const partNumber = Number(url.searchParams.get("partNumber"));
      upload.parts.set(partNumber, body);
      partSizes.push(body.length);
      res.setHeader("etag", `"etag-${partNumber}"`);
      res.end();
      return;
    }
    if (req.method === "POST" && upload && uploadId) {
      const numbers = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber><ETag>"etag-(\d+)"<\/ETag>/gu)];
      objects.set(upload.key, Buffer.concat(numbers.map((m) => upload.parts.get(Number(m[1])) ?? Buffer.alloc(0))));
      uploads.delete(uploadId);
      res.end("<CompleteMultipartUploadResult/>");
      return;
    }
    if (req.method === "DELETE") {
      if (uploadId) uploads.delete(uploadId);
      else objects.delete(key);
      res.statusCode = 204;
      res.end();
      return;
    }
    if (req.method === "PUT") {
      objects.set(key, body);
      res.end();
      return;
    }
    const object = objects.get(key);
    if (!object) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const m = /bytes=(\d+)-(\d+)/u.exec(req.headers.range ?? "");
    res.statusCode = m ? 206 : 200;
    res.end(m ? object.subarray(Number(m[1]), Number(m[2]) + 1) : object);
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.address() as AddressInfo;
  return {
    objects,
    uploads,
    seen,
    partSizes,
    storage: (partSize?: number) =>
      createS3AssetStorage({
        endpoint: `http://127.0.0.1:${port}`,
        bucket: "assets",
        accessKeyId: "AKID",
        secretAccessKey: "secret",
        region: "auto",
        partSize,
      }),
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

const KEY = "11111111-1111-4111-8111-111111111111/22222222-2222-4222-8222-222222222222";

async function* chunks(count: number, size: number, failAfter = Number.POSITIVE_INFINITY) {
  for (let i = 0; i < count; i++) {
    if (i === failAfter) throw new Error("client gone");
    yield Buffer.alloc(size, i);
  }
}

describe("createS3AssetStorage", () => {
  it("puts and reads (with a range) path-style, signed", async () => {
    const s3 = await fakeS3();
    try {
      const storage = s3.storage();
      await storage.put(KEY, Buffer.from("hello world"), "text/plain");
      expect(await text(await storage.read(KEY))).toBe("hello world");
      expect(await text(await storage.read(KEY, { start: 6, end: 10 }))).toBe("world");
      expect(s3.seen[0]?.url).toBe(`/assets/${KEY}`);
      expect(s3.seen[0]?.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKID\/\d{8}\/auto\/s3\/aws4_request/u,
      );
      await expect(storage.read(KEY.replace("2222", "3333"))).rejects.toThrow(/404/u);
      await expect(storage.read("../etc/passwd")).rejects.toThrow(/invalid storage key/u);
      await storage.remove(KEY);
      expect(s3.objects.size).toBe(0);
    } finally {
      await s3.close();
    }
  });

  it("streams a body larger than a part as a multipart upload, holding one part at a time", async () => {
    const s3 = await fakeS3();
    try {
      const storage = s3.storage(2500);
      await storage.put(KEY, chunks(11, 1000), "video/mp4");
      const expected = Buffer.concat(Array.from({ length: 11 }, (_, i) => Buffer.alloc(1000, i)));
      expect((await buffer(await storage.read(KEY))).equals(expected)).toBe(true);
      const calls = s3.seen.map((r) => `${r.method} ${r.url?.replace(/^[^?]*/u, "")}`);
      expect(calls).toEqual([
        "POST ?uploads=",
        "PUT ?partNumber=1&uploadId=upload-1",
        "PUT ?partNumber=2&uploadId=upload-1",
        "PUT ?partNumber=3&uploadId=upload-1",
        "PUT ?partNumber=4&uploadId=upload-1",
        "PUT ?partNumber=5&uploadId=upload-1",
        "POST ?uploadId=upload-1",
        "GET ",
      ]);
      // Parts of exactly the part size (chunks split across them), the rest in the last.
      expect(s3.partSizes).toEqual([2500, 2500, 2500, 2500, 1000]);
      // A body smaller than a part is one plain PUT.
      await storage.put(KEY, chunks(2, 1000), "video/mp4");
      expect(s3.seen.at(-1)?.url).toBe(`/assets/${KEY}`);
      expect(s3.objects.get(`/assets/${KEY}`)?.length).toBe(2000);
    } finally {
      await s3.close();
    }
  });

  it("aborts the multipart upload when the body fails midway: nothing is left", async () => {
    const s3 = await fakeS3();
    try {
      const storage = s3.storage(2500);
      await expect(storage.put(KEY, chunks(10, 1000, 7), "video/mp4")).rejects.toThrow("client gone");
      expect(s3.seen.at(-1)?.method).toBe("DELETE");
      expect(s3.seen.at(-1)?.url).toBe(`/assets/${KEY}?uploadId=upload-1`);
      expect(s3.uploads.size).toBe(0);
      expect(s3.objects.size).toBe(0);
    } finally {
      await s3.close();
    }
  });
});
