export type ProtocolLists = { errorCodes: string[]; countries: string[]; locales: string[] };
/** A kind's or provider's own texts, by locale (src/i18n/module-messages.ts). */
export type ModuleTexts = Record<string, object>;
export function checkMessages(options: { root?: string; protocol: ProtocolLists; modules?: ModuleTexts[] }): string[];
