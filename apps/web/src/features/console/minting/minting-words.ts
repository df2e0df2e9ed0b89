import type { GasState, MintJobStatus, MintProblem, RelayerState } from "@fanfare/protocol";
import type { MessageKey } from "@/i18n/page-metadata";
import type { MintingTone } from "./minting-badge";

export const RELAYER_STATE_KEYS = {
  RUNNING: "console.minting.relayerStates.RUNNING",
  STOPPED: "console.minting.relayerStates.STOPPED",
  NOT_CONFIGURED: "console.minting.relayerStates.NOT_CONFIGURED",
} as const satisfies Record<RelayerState, MessageKey>;

export const RELAYER_STATE_TONES: Record<RelayerState, MintingTone> = {
  RUNNING: "good",
  STOPPED: "bad",
  NOT_CONFIGURED: "quiet",
};

export const GAS_STATE_KEYS = {
  OK: "console.minting.gasStates.OK",
  LOW: "console.minting.gasStates.LOW",
  UNREACHABLE: "console.minting.gasStates.UNREACHABLE",
} as const satisfies Record<GasState, MessageKey>;

export const GAS_STATE_TONES: Record<GasState, MintingTone> = { OK: "good", LOW: "warn", UNREACHABLE: "bad" };

export const MINT_STATUS_KEYS = {
  PENDING: "console.minting.status.PENDING",
  SUBMITTED: "console.minting.status.SUBMITTED",
  MINTED: "console.minting.status.MINTED",
  FAILED: "console.minting.status.FAILED",
} as const satisfies Record<MintJobStatus, MessageKey>;

export const MINT_STATUS_TONES: Record<MintJobStatus, MintingTone> = {
  PENDING: "quiet",
  SUBMITTED: "quiet",
  MINTED: "good",
  FAILED: "bad",
};

export const PROBLEM_KEYS = {
  SLOW: "console.minting.problems.SLOW",
  DROPPED: "console.minting.problems.DROPPED",
  CHAIN_RESET: "console.minting.problems.CHAIN_RESET",
  REVERTED: "console.minting.problems.REVERTED",
  NO_FUNDS: "console.minting.problems.NO_FUNDS",
  REFUSED: "console.minting.problems.REFUSED",
} as const satisfies Record<MintProblem, MessageKey>;

export const FILTER_KEYS = {
  attention: "console.minting.filters.attention",
  FAILED: "console.minting.filters.FAILED",
  STUCK: "console.minting.filters.STUCK",
  WAITING: "console.minting.filters.WAITING",
} as const satisfies Record<string, MessageKey>;

export const FOLLOW_KEYS = {
  PENDING: "console.minting.follow.PENDING",
  SUBMITTED: "console.minting.follow.SUBMITTED",
  MINTED: "console.minting.follow.MINTED",
  FAILED: "console.minting.follow.FAILED",
} as const satisfies Record<MintJobStatus, MessageKey>;
