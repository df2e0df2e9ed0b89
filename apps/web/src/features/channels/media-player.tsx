"use client";

import type { MediaView } from "@fanfare/protocol";
import { useRef, useState } from "react";
import { api } from "@/lib/api";

/**
 * A video or audio element on a signed URL. The URL expires after minutes (ADR 0017); when the browser's
 * next range request is refused, it asks for a fresh URL once and resumes where it was.
 */
export function MediaPlayer({
  channelId,
  contentId,
  media,
  label,
}: {
  channelId: string;
  contentId: string;
  media: MediaView;
  label: string;
}) {
  const [src, setSrc] = useState(media.url);
  const renewed = useRef(false);
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const onError = async () => {
    if (renewed.current) return;
    renewed.current = true;
    const element = ref.current;
    const at = element?.currentTime ?? 0;
    const fresh = await api.issueMediaUrl(channelId, contentId, media.id).catch(() => null);
    if (!fresh || !element) return;
    setSrc(fresh.url);
    element.addEventListener(
      "loadedmetadata",
      () => {
        element.currentTime = at;
      },
      { once: true },
    );
  };
  if (media.kind === "VIDEO") {
    return (
      // biome-ignore lint/a11y/useMediaCaption: operators upload no caption tracks yet
      <video
        ref={ref}
        src={src}
        controls
        preload="metadata"
        playsInline
        aria-label={label}
        className="w-full rounded-lg bg-black"
        onError={() => void onError()}
      />
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: operators upload no caption tracks yet
    <audio
      ref={ref}
      src={src}
      controls
      preload="metadata"
      aria-label={label}
      className="w-full"
      onError={() => void onError()}
    />
  );
}
