"use client";

import { type ReactNode, useEffect, useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { InlineAlert } from "@/ui/inline-alert";
import { operatorTimeZone } from "./campaigns/zoned-time";
import { consoleApi } from "./console-api";

/** An export's address with its times in `timeZone` (the API writes UTC without one). */
export function withTimeZone(path: string, timeZone: string | null): string {
  return timeZone ? `${path}?${new URLSearchParams({ tz: timeZone })}` : path;
}

/**
 * The operator's time zone, read after hydration: the server's zone is not the operator's, and reading
 * it during the first render would make the server's and the browser's markup differ.
 */
export function useOperatorTimeZone(): string | null {
  const [timeZone, setTimeZone] = useState<string | null>(null);
  useEffect(() => setTimeZone(operatorTimeZone()), []);
  return timeZone;
}

/**
 * A CSV download from the API (`path`, times in the operator's zone). A plain link, so the browser writes
 * the file to disk as the API streams it and nothing is held in the page, however many rows. A click
 * first asks the API who the operator is, which renews an expired access token the usual way (a plain
 * link cannot), then follows the link; without script the link still works.
 */
export function CsvDownloadLink({ path, children }: { path: string; children: ReactNode }) {
  const errorMessage = useErrorMessage();
  const timeZone = useOperatorTimeZone();
  const [error, setError] = useState<unknown>(null);
  const href = withTimeZone(path, timeZone);

  const follow = async () => {
    setError(null);
    try {
      await consoleApi.me();
      window.location.assign(href);
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <>
      <a
        href={href}
        download
        className="self-start font-bold text-link underline hover:no-underline"
        onClick={(event) => {
          event.preventDefault();
          void follow();
        }}
      >
        {children}
      </a>
      {error ? <InlineAlert>{errorMessage(error)}</InlineAlert> : null}
    </>
  );
}
