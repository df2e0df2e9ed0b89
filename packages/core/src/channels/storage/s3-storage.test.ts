import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { createS3AssetStorage, signV4 } from "./s3-storage";

describe("signV4", () => {
  it("matches AWS's published example (GET Object with a Range header)", () => {
    const headers = signV4({
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      headers: { range: "bytes=0-9" },
      payloadHash: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      accessKeyId: "AKIAIOSFODNN7EXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      region: "us-east-1",
      date: new Date("2013-05-24T00:00:00Z"),
    });
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });
});

describe("createS3AssetStorage", () => {
  it("puts and reads (with a range) path-style, signed", async () => {
    const objects = new Map<string, Buffer>();
    const seen: IncomingMessage[] = [];
    const server = createServer(async (req, res) => {
      seen.push(req);
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      if (req.method === "PUT") {
        objects.set(req.url ?? "", Buffer.concat(chunks));
        res.end();
        return;
      }
      const body = objects.get(req.url ?? "");
      if (!body) {
        res.statusCode = 404;
        res.end();
        return;
      }
      const m = /bytes=(\d+)-(\d+)/u.exec(req.headers.range ?? "");
      res.statusCode = m ? 206 : 200;
      res.end(m ? body.subarray(Number(m[1]), Number(m[2]) + 1) : body);
    });
    await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
    try {
      const { port } = server.address() as AddressInfo;
      const storage = createS3AssetStorage({
        endpoint: `http://127.0.0.1:${port}`,
        bucket: "assets",
        accessKeyId: "AKID",
        secretAccessKey: "secret",
        region: "auto",
      });
      const key = "11111111-1111-4111-8111-111111111111/22222222-2222-4222-8222-222222222222";
      await storage.put(key, Buffer.from("hello world"), "text/plain");
      expect(await text(await storage.read(key))).toBe("hello world");
      expect(await text(await storage.read(key, { start: 6, end: 10 }))).toBe("world");
      expect(seen[0]?.url).toBe(`/assets/${key}`);
      expect(seen[0]?.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKID\/\d{8}\/auto\/s3\/aws4_request/u,
      );
      await expect(storage.read(key.replace("2222", "3333"))).rejects.toThrow(/404/u);
      await expect(storage.read("../etc/passwd")).rejects.toThrow(/invalid storage key/u);
    } finally {
      server.close();
    }
  });
});
