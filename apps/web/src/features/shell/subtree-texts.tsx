"use client";

import { useTranslations } from "next-intl";
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from "react";
import type { Translate } from "@/hooks/error-text";

type Registry = { register: (t: Translate) => () => void; current: () => Translate | undefined };

const SubtreeTextsContext = createContext<Registry | null>(null);
const NO_SUBTREE = (): Translate | undefined => undefined;

/**
 * Where the page's route subtree tells the shell its translator. The root layout hands the browser only
 * the error texts a root-level page can be answered with (i18n/route-messages.ts); a campaign's, a
 * wallet's, a channel's or the console's codes come with their subtree's own message provider. The
 * global error handler sits above every subtree (providers.tsx), so without this its toast for a claim
 * refused on a campaign page would have no text for the code.
 */
export function SubtreeTextsRegistry({ children }: { children: ReactNode }) {
  // A stack, not one slot: during a navigation between subtrees the new one mounts before the old one's
  // cleanup has run, and the old cleanup must not unset the new translator.
  const mounted = useRef<{ t: Translate }[]>([]);
  const registry = useMemo<Registry>(
    () => ({
      register(t) {
        const entry = { t };
        mounted.current = [...mounted.current, entry];
        return () => {
          mounted.current = mounted.current.filter((other) => other !== entry);
        };
      },
      current: () => mounted.current.at(-1)?.t,
    }),
    [],
  );
  return <SubtreeTextsContext.Provider value={registry}>{children}</SubtreeTextsContext.Provider>;
}

/** Rendered inside a subtree's message provider (i18n/route-messages-provider.tsx): registers its `t`. */
export function SubtreeTexts(): null {
  const t = useTranslations();
  const registry = useContext(SubtreeTextsContext);
  useEffect(() => registry?.register(t), [registry, t]);
  return null;
}

/** The innermost mounted subtree's translator, or undefined on a root-level page; read when it is needed. */
export function useSubtreeTexts(): () => Translate | undefined {
  return useContext(SubtreeTextsContext)?.current ?? NO_SUBTREE;
}
