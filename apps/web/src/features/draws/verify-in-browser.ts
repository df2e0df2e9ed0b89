// The draw record and a fan's receipt are checked in the browser by the protocol's one verifier
// (packages/protocol/src/draws/verify-record.ts, WebCrypto): the console and the API run the same code,
// so the public page, the operator and the server can never disagree on what "verified" means.

export {
  entrantLeafHex,
  foldProof,
  merkleRootHex,
  type ReceiptCheckKey,
  type ReceiptVerification,
  type RecordCheck,
  type RecordCheckKey,
  type RecordVerification,
  sha256Hex,
  ticketHex,
  verifyDrawReceipt as verifyReceiptInBrowser,
  verifyDrawRecord as verifyRecordInBrowser,
} from "@fanfare/protocol";
