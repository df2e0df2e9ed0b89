import { crc32, deflateSync } from "node:zlib";

/**
 * PNG images made in the test process, so journeys need no binary file: an RGB image of `width`×`height`
 * whose pixel colours come from `paint`. Any PNG decoder reads it (one IDAT, no filter).
 */
export function makePng(width: number, height: number, paint: (x: number, y: number) => [number, number, number]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter, no interlace
  const rows = Buffer.alloc(height * (width * 3 + 1));
  let at = 0;
  for (let y = 0; y < height; y++) {
    rows[at++] = 0;
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      rows[at++] = r;
      rows[at++] = g;
      rows[at++] = b;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Stripes with a band across the middle: something a screenshot shows plainly. */
export function stripedPng(width: number, height: number): Buffer {
  return makePng(width, height, (x, y) => {
    if (y > height / 3 && y < (2 * height) / 3) return [250, 200, 40];
    return Math.floor(x / 20) % 2 ? [30, 60, 160] : [200, 40, 90];
  });
}

/**
 * Diagonal bands with noise, so it barely compresses: a file of some size for a given width and height,
 * which takes a visible moment to go up on a throttled line.
 */
export function bandedPng(width: number, height: number): Buffer {
  const bands: [number, number, number][] = [
    [220, 60, 110],
    [40, 90, 200],
    [250, 200, 50],
  ];
  let seed = 7;
  return makePng(width, height, (x, y) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const noise = seed % 48;
    const [r, g, b] = bands[Math.floor((x + y) / 40) % 3] ?? [0, 0, 0];
    return [Math.min(255, r + noise), Math.min(255, g + noise), Math.min(255, b + noise)];
  });
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}
