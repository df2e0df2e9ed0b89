// Keccak-256 (the pre-standard padding Ethereum uses, not SHA3-256), for the EIP-55 address checksum.
// Written here rather than pulled in as a package: it is a few lines, and the wallet form loads it on
// demand so no page pays for it up front. BigInt lanes are slow but the input is 40 bytes.

const MASK = (1n << 64n) - 1n;
const ROUND_CONSTANTS = [
  0x0000000000000001n,
  0x0000000000008082n,
  0x800000000000808an,
  0x8000000080008000n,
  0x000000000000808bn,
  0x0000000080000001n,
  0x8000000080008081n,
  0x8000000000008009n,
  0x000000000000008an,
  0x0000000000000088n,
  0x0000000080008009n,
  0x000000008000000an,
  0x000000008000808bn,
  0x800000000000008bn,
  0x8000000000008089n,
  0x8000000000008003n,
  0x8000000000008002n,
  0x8000000000000080n,
  0x000000000000800an,
  0x800000008000000an,
  0x8000000080008081n,
  0x8000000000008080n,
  0x0000000080000001n,
  0x8000000080008008n,
];
/** Rotation offsets r[x][y]. */
const ROTATIONS = [
  [0, 36, 3, 41, 18],
  [1, 44, 10, 45, 2],
  [62, 6, 43, 15, 61],
  [28, 55, 25, 21, 56],
  [27, 20, 39, 8, 14],
];
const RATE_BYTES = 136;

const rotl = (value: bigint, shift: number) =>
  shift === 0 ? value : ((value << BigInt(shift)) | (value >> BigInt(64 - shift))) & MASK;
const lane = (state: bigint[], x: number, y: number) => state[x + 5 * y] ?? 0n;

function permute(state: bigint[]): void {
  for (const roundConstant of ROUND_CONSTANTS) {
    const columns = [0, 1, 2, 3, 4].map(
      (x) => lane(state, x, 0) ^ lane(state, x, 1) ^ lane(state, x, 2) ^ lane(state, x, 3) ^ lane(state, x, 4),
    );
    for (let x = 0; x < 5; x++) {
      const d = (columns[(x + 4) % 5] ?? 0n) ^ rotl(columns[(x + 1) % 5] ?? 0n, 1);
      for (let y = 0; y < 5; y++) state[x + 5 * y] = lane(state, x, y) ^ d;
    }
    const moved: bigint[] = new Array(25).fill(0n);
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) {
        moved[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(lane(state, x, y), ROTATIONS[x]?.[y] ?? 0);
      }
    }
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) {
        state[x + 5 * y] = lane(moved, x, y) ^ (~lane(moved, (x + 1) % 5, y) & MASK & lane(moved, (x + 2) % 5, y));
      }
    }
    state[0] = lane(state, 0, 0) ^ roundConstant;
  }
}

/** keccak256 of the bytes, as 64 lower-case hex characters. */
export function keccak256Hex(input: Uint8Array): string {
  const blocks = Math.floor(input.length / RATE_BYTES) + 1;
  const padded = new Uint8Array(blocks * RATE_BYTES);
  padded.set(input);
  padded[input.length] = (padded[input.length] ?? 0) ^ 0x01;
  padded[padded.length - 1] = (padded[padded.length - 1] ?? 0) ^ 0x80;

  const state: bigint[] = new Array(25).fill(0n);
  for (let block = 0; block < blocks; block++) {
    for (let i = 0; i < RATE_BYTES / 8; i++) {
      let value = 0n;
      for (let b = 7; b >= 0; b--) value = (value << 8n) | BigInt(padded[block * RATE_BYTES + i * 8 + b] ?? 0);
      state[i] = (state[i] ?? 0n) ^ value;
    }
    permute(state);
  }
  let hex = "";
  for (let i = 0; i < 4; i++) {
    let value = state[i] ?? 0n;
    for (let b = 0; b < 8; b++) {
      hex += Number(value & 0xffn)
        .toString(16)
        .padStart(2, "0");
      value >>= 8n;
    }
  }
  return hex;
}
