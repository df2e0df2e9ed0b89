"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { Link, usePathname } from "@/i18n/navigation";
import type { MessageKey } from "@/i18n/page-metadata";
import { currentState } from "./current-state";

const ITEMS = [
  { href: "/console", label: "console.nav.overview" },
  { href: "/console/team", label: "console.nav.team" },
  { href: "/console/audit", label: "console.nav.audit" },
  { href: "/console/webhooks", label: "console.nav.webhooks" },
  { href: "/console/minting", label: "console.nav.minting" },
] as const satisfies readonly { href: string; label: MessageKey }[];

/**
 * The console's navigation: a column on the left from 900 px, and below that (a tablet) a menu button
 * that shows the same list. Arriving on another page closes the menu.
 */
export function ConsoleNav() {
  const t = useTranslations();
  const pathname = usePathname();
  const listId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Runs on every arrival: the menu never stays open over a new page.
    if (pathname) setIsOpen(false);
  }, [pathname]);

  return (
    <nav
      aria-label={t("console.nav.label")}
      className="border-b border-line bg-card px-4 py-2 min-[900px]:border-r min-[900px]:border-b-0 min-[900px]:px-3 min-[900px]:py-6"
      onKeyDown={(event) => {
        if (event.key === "Escape" && isOpen) {
          setIsOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-gray-500 bg-card px-4 font-bold text-ink hover:bg-gray-100 min-[900px]:hidden"
      >
        <span aria-hidden="true" className="text-lg leading-none">
          ☰
        </span>
        {t("console.nav.menu")}
      </button>
      <ul id={listId} className={`flex-col gap-1 ${isOpen ? "mt-2 flex" : "hidden"} min-[900px]:mt-0 min-[900px]:flex`}>
        {ITEMS.map((item) => {
          const current = currentState(item.href, pathname);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={current}
                className={`flex min-h-11 items-center rounded-lg px-3 font-bold no-underline ${
                  current ? "bg-indigo-50 text-primary-strong" : "text-ink hover:bg-gray-100"
                }`}
              >
                {/* Beside the colour, a bar marks the current item (not by colour alone). */}
                <span
                  aria-hidden="true"
                  className={`mr-2 h-5 w-1 rounded-full ${current ? "bg-primary" : "bg-transparent"}`}
                />
                {t(item.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
