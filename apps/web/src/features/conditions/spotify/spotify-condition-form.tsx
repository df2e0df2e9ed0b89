"use client";

import type { ConditionView } from "@fanfare/protocol";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { isConnected, SocialConnection, useSocialAccounts } from "@/features/social/social-connection";
import { useErrorMessage } from "@/hooks/use-error-message";
import { api } from "@/lib/api";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";

const CONSENT_TEXT = {
  track: "social.spotify.consent.track",
  artist: "social.spotify.consent.artist",
  playlist: "social.spotify.consent.playlist",
  album: "social.spotify.consent.album",
} as const;

/** Spotify's own target kinds (other providers' kinds, a YouTube channel say, are not Spotify's). */
function isSpotifyKind(kind: string): kind is keyof typeof CONSENT_TEXT {
  return Object.hasOwn(CONSENT_TEXT, kind);
}

/**
 * SPOTIFY_LIKE_SONG / FOLLOW_ARTIST / ADD_PLAYLIST_OR_ALBUM: connect Spotify, then either let Fanfare do
 * it (only after ticking the consent) or do it in Spotify and press verify. Either way the server reads
 * the library back before the condition counts.
 */
export function SpotifyConditionForm({
  campaignId,
  condition,
  onCompleted,
}: {
  campaignId: string;
  condition: Pick<ConditionView, "id" | "social">;
  onCompleted: () => void;
}) {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const accounts = useSocialAccounts();
  const [consent, setConsent] = useState(false);
  const act = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (action: "verify" | "do-it-for-me") =>
      api.completeCondition(
        campaignId,
        condition.id,
        "spotify",
        action === "verify" ? { action } : { action, consent },
      ),
    onSuccess: onCompleted,
  });
  const given = condition.social?.target;
  const target = given && isSpotifyKind(given.kind) ? { ...given, kind: given.kind } : null;
  const connected = isConnected(accounts.data, "SPOTIFY", condition);

  return (
    <div className="flex flex-col gap-5">
      {target ? (
        <a
          href={target.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center self-start font-bold underline underline-offset-4"
        >
          {t("social.spotify.open")}
        </a>
      ) : null}
      <SocialConnection campaignId={campaignId} condition={condition} provider="SPOTIFY" />
      {connected && target ? (
        <>
          <fieldset className="flex flex-col gap-3 rounded-lg border border-line p-4">
            <legend className="px-1 font-bold">{t("social.spotify.doItForMe")}</legend>
            <label className="flex items-start gap-3 text-sm leading-relaxed">
              <input
                type="checkbox"
                className="mt-1 size-5"
                checked={consent}
                onChange={(event) => setConsent(event.target.checked)}
              />
              <span>{t(CONSENT_TEXT[target.kind])}</span>
            </label>
            <Button size="lg" fullWidth disabled={!consent || act.isPending} onClick={() => act.mutate("do-it-for-me")}>
              {t("social.spotify.doItForMe")}
            </Button>
          </fieldset>
          <p className="text-sm">{t("social.spotify.orYourself")}</p>
          <Button variant="outlined" size="lg" fullWidth disabled={act.isPending} onClick={() => act.mutate("verify")}>
            {act.isPending ? t("actions.sending") : t("social.spotify.verify")}
          </Button>
          <InlineAlert>{act.error ? errorMessage(act.error) : null}</InlineAlert>
        </>
      ) : null}
    </div>
  );
}
