import { createHash, createHmac } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { type AssetStorage, assertStorageKey } from "./asset-storage";

export type S3Config = {
  /** e.g. https://s3.eu-west-1.amazonaws.com, http://127.0.0.1:9000 (MinIO), an R2 or GCS endpoint. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
};

const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();
/** RFC 3986 encoding as SigV4 wants it (unreserved characters kept). */
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/gu, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * AWS Signature Version 4 for one request, with node:crypto only (no SDK: ~3 MB of dependencies for two
 * calls). Returns the headers to send, `authorization` included. Tested against AWS's published example.
 */
export function signV4(input: {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
  date: Date;
}): Record<string, string> {
  const service = input.service ?? "s3";
  const amzDate = input.date
    .toISOString()
    .replace(/[-:]/gu, "")
    .replace(/\.\d{3}/u, "");
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: input.url.host,
    "x-amz-date": amzDate,
    "x-amz-content-sha256": input.payloadHash,
  };
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((n) => `${n}:${headers[n]}\n`).join("");
  const signedHeaders = names.join(";");
  const path = input.url.pathname
    .split("/")
    .map((segment) => encode(decodeURIComponent(segment)))
    .join("/");
  const query = [...input.url.searchParams.entries()]
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const canonicalRequest = [input.method, path, query, canonicalHeaders, signedHeaders, input.payloadHash].join("\n");
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service), "aws4_request");
  const signature = createHmac("sha256", key).update(stringToSign).digest("hex");
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

/** Any S3-compatible store, path-style addressing (`<endpoint>/<bucket>/<key>`), which every one of them accepts. */
export function createS3AssetStorage(config: S3Config, now: () => Date = () => new Date()): AssetStorage {
  const urlOf = (key: string) => {
    assertStorageKey(key);
    return new URL(`${config.endpoint.replace(/\/+$/u, "")}/${encode(config.bucket)}/${key}`);
  };
  const sign = (method: string, url: URL, headers: Record<string, string>, payloadHash: string) =>
    signV4({ method, url, headers, payloadHash, ...config, date: now() });
  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      const url = urlOf(key);
      const headers = sign("PUT", url, { "content-type": contentType }, sha256Hex(bytes));
      const { host: _host, ...sent } = headers;
      const response = await fetch(url, { method: "PUT", headers: sent, body: new Uint8Array(bytes) });
      if (!response.ok) throw new Error(`S3 PUT ${key} answered ${response.status}`);
    },
    async read(key, range) {
      const url = urlOf(key);
      const extra: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
      const { host: _host, ...sent } = sign("GET", url, extra, sha256Hex(""));
      const response = await fetch(url, { headers: sent });
      if (!response.ok || !response.body) throw new Error(`S3 GET ${key} answered ${response.status}`);
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },
  };
}
