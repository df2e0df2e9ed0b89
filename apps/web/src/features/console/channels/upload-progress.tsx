"use client";

import { useFormatter } from "next-intl";
import type { UploadProgress } from "./upload-asset";

/** An upload's progress bar, labelled with what goes up and read out as a percentage in the operator's language. */
export function UploadProgressBar({ id, label, progress }: { id: string; label: string; progress: UploadProgress }) {
  const format = useFormatter();
  const fraction = progress.total > 0 ? Math.min(1, progress.loaded / progress.total) : 0;
  const percent = Math.round(fraction * 100);
  // The figure in the operator's language ("40 %" in French, "40%" elsewhere).
  const percentText = format.number(percent / 100, { style: "percent" });
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-bold">
        {label}
      </label>
      <progress id={id} max={100} value={percent} aria-valuetext={percentText} className="h-3 w-full accent-primary" />
      <p className="text-sm tabular-nums" aria-hidden="true">
        {percentText}
      </p>
    </div>
  );
}
