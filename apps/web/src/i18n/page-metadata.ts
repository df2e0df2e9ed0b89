import type { Metadata } from "next";
import type { MessageKeys, Messages, NestedKeyOf } from "next-intl";
import { getTranslations } from "next-intl/server";

export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;

/** `export const generateMetadata = titleFrom("enterEmail.title")`: the page's translated <title>. */
export function titleFrom(key: MessageKey): () => Promise<Metadata> {
  return async () => {
    const t = await getTranslations();
    return { title: t(key) };
  };
}
