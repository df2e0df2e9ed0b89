import { createHash } from "node:crypto";
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { AwsV4Signer } from "aws4fetch";
import { type AssetStorage, assertStorageKey, chunksOf } from "./asset-storage";

export type S3Config = {
  /** e.g. https://s3.eu-west-1.amazonaws.com, http://127.0.0.1:9000 (MinIO), an R2 or GCS endpoint. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /**
   * Bytes held in memory per upload: a body smaller than this is one PUT; a larger one a multipart upload
   * of parts this large (S3 wants ≥ 5 MiB for every part but the last). Default 8 MiB.
   */
  partSize?: number | undefined;
};

export const DEFAULT_S3_PART_SIZE = 8 * 1024 * 1024;

const sha256Hex = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
/** RFC 3986 encoding, for the bucket's path segment. */
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/gu, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * AWS Signature Version 4 headers for one S3 request, by aws4fetch (no SDK: ~3 MB of dependencies for a
 * handful of calls). The payload is never handed to the signer: the caller passes its hash as
 * `x-amz-content-sha256` (node:crypto hashes a part in place where WebCrypto would copy it first).
 * `allHeaders` signs `range` and `content-type` too, as AWS's own examples do. Returns the headers to
 * send, `authorization` included, `host` left to the HTTP client (it writes the URL's). Tested against
 * AWS's published examples.
 */
export async function signS3Request(input: {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  date: Date;
  /** Derived signing keys by day, kept between requests. */
  cache?: Map<string, ArrayBuffer> | undefined;
}): Promise<Record<string, string>> {
  const signer = new AwsV4Signer({
    method: input.method,
    url: input.url.toString(),
    headers: { ...input.headers, "x-amz-content-sha256": input.payloadHash },
    accessKeyId: input.accessKeyId,
    secretAccessKey: input.secretAccessKey,
    region: input.region,
    service: "s3",
    datetime: input.date.toISOString().replace(/[:-]|\.\d{3}/gu, ""),
    allHeaders: true,
    cache: input.cache,
  });
  const { headers } = await signer.sign();
  const signed: Record<string, string> = {};
  headers.forEach((value, name) => {
    signed[name] = value;
  });
  return signed;
}

/** Any S3-compatible store, path-style addressing (`<endpoint>/<bucket>/<key>`), which every one of them accepts. */
export function createS3AssetStorage(config: S3Config, now: () => Date = () => new Date()): AssetStorage {
  const partSize = config.partSize ?? DEFAULT_S3_PART_SIZE;
  const urlOf = (key: string, query: Record<string, string> = {}) => {
    assertStorageKey(key);
    const url = new URL(`${config.endpoint.replace(/\/+$/u, "")}/${encode(config.bucket)}/${key}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url;
  };
  const agent = config.endpoint.startsWith("https:")
    ? new HttpsAgent({ keepAlive: true })
    : new HttpAgent({ keepAlive: true });
  /**
   * One signed request whose payload is at hand (at most one part), so it is signed with its hash. Sent
   * with node:http rather than fetch, which copies a byte body before sending it.
   */
  const signingKeys = new Map<string, ArrayBuffer>();
  const sign = (method: string, url: URL, extra: Record<string, string>, payloadHash: string) =>
    signS3Request({ method, url, headers: extra, payloadHash, ...config, date: now(), cache: signingKeys });
  const send = async (method: string, url: URL, extra: Record<string, string> = {}, body: Uint8Array | string = "") => {
    const headers = await sign(method, url, extra, sha256Hex(body));
    const length = typeof body === "string" ? Buffer.byteLength(body) : body.byteLength;
    return new Promise<S3Answer>((resolve, reject) => {
      const req = (url.protocol === "https:" ? httpsRequest : httpRequest)(
        url,
        { method, agent, headers: { ...headers, "content-length": String(length) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("error", reject);
          res.on("end", () => {
            const status = res.statusCode ?? 0;
            const text = Buffer.concat(chunks).toString("utf8");
            resolve({ status, ok: status >= 200 && status < 300, headers: res.headers, text });
          });
        },
      );
      req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`S3 ${method} timed out`)));
      req.on("error", reject);
      req.end(body);
    });
  };
  /** The failure, with a `context` for the logs (safe-log keeps an error's scalar context): call, status, S3's code. */
  const fail = (what: string, key: string, answer: { status: number; text?: string }) =>
    Object.assign(new Error(`S3 ${what} ${key} answered ${answer.status}`), {
      context: {
        operation: `s3.${what.split(" ")[0]}`,
        status: answer.status,
        s3Code: /<Code>([A-Za-z0-9.]{1,64})<\/Code>/u.exec(answer.text ?? "")?.[1] ?? null,
      },
    });

  /** Parts of a multipart upload, uploaded one at a time as the body arrives. */
  const multipart = async (key: string, contentType: string) => {
    const created = await send("POST", urlOf(key, { uploads: "" }), { "content-type": contentType });
    const uploadId = /<UploadId>([^<]+)<\/UploadId>/u.exec(created.text)?.[1];
    if (!created.ok || !uploadId) throw fail("CreateMultipartUpload", key, created);
    const etags: string[] = [];
    return {
      async part(bytes: Buffer) {
        const partNumber = String(etags.length + 1);
        const response = await send("PUT", urlOf(key, { partNumber, uploadId }), {}, bytes);
        const etag = response.headers.etag;
        if (!response.ok || !etag) throw fail(`UploadPart ${partNumber}`, key, response);
        etags.push(etag);
      },
      async complete() {
        const xml = `<CompleteMultipartUpload>${etags
          .map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${escapeXml(etag)}</ETag></Part>`)
          .join("")}</CompleteMultipartUpload>`;
        const response = await send("POST", urlOf(key, { uploadId }), { "content-type": "application/xml" }, xml);
        // S3 may answer 200 and still fail: the error is then in the body.
        if (!response.ok || response.text.includes("<Error>")) throw fail("CompleteMultipartUpload", key, response);
      },
      /** Drops the parts uploaded so far (an incomplete upload is invisible but billed until aborted). */
      async abort() {
        const response = await send("DELETE", urlOf(key, { uploadId }));
        if (!response.ok && response.status !== 404) throw fail("AbortMultipartUpload", key, response);
      },
    };
  };

  return {
    kind: "s3",
    async put(key, body, contentType) {
      // Until a part's worth has arrived the chunks are only held (most uploads are small); from then
      // on they are copied into one part buffer, sent and reused: one part in memory, whatever the size.
      let held: Buffer[] = [];
      let heldBytes = 0;
      let part: Buffer | null = null;
      let filled = 0;
      let upload: Awaited<ReturnType<typeof multipart>> | null = null;
      try {
        for await (const bytes of chunksOf(body)) {
          const chunk = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
          if (!part) {
            if (heldBytes + chunk.length < partSize) {
              held.push(chunk);
              heldBytes += chunk.length;
              continue;
            }
            part = Buffer.allocUnsafe(partSize);
            filled = Buffer.concat(held).copy(part);
            held = [];
          }
          for (let offset = 0; offset < chunk.length; ) {
            const n = chunk.copy(part, filled, offset, offset + Math.min(partSize - filled, chunk.length - offset));
            filled += n;
            offset += n;
            if (filled < partSize) continue;
            upload ??= await multipart(key, contentType);
            await upload.part(part);
            filled = 0;
          }
        }
        if (!upload) {
          // Smaller than a part: one request.
          const whole = part ? part.subarray(0, filled) : Buffer.concat(held);
          const response = await send("PUT", urlOf(key), { "content-type": contentType }, whole);
          if (!response.ok) throw fail("PUT", key, response);
          return;
        }
        if (filled > 0 && part) await upload.part(part.subarray(0, filled));
        await upload.complete();
      } catch (error) {
        if (upload) await upload.abort().catch(() => {});
        throw error;
      }
    },
    async read(key, range) {
      const url = urlOf(key);
      const extra: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
      const response = await fetch(url, { headers: await sign("GET", url, extra, sha256Hex("")) });
      if (!response.ok || !response.body) throw fail("GET", key, { status: response.status });
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },
    async remove(key) {
      const response = await send("DELETE", urlOf(key));
      if (!response.ok && response.status !== 404) throw fail("DELETE", key, response);
    },
  };
}

type S3Answer = { status: number; ok: boolean; headers: IncomingHttpHeaders; text: string };
const REQUEST_TIMEOUT_MS = 120_000;
const escapeXml = (s: string) => s.replace(/[&<>]/gu, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c] ?? c);
