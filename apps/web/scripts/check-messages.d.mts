export type ProtocolLists = { errorCodes: string[]; countries: string[]; locales: string[] };
export function readProtocolLists(source?: string): ProtocolLists;
export function checkMessages(options?: { root?: string; protocol?: ProtocolLists }): string[];
