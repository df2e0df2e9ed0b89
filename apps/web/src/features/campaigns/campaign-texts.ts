import type { ConditionView } from "@fanfare/protocol";
import type { MessageKey } from "@/i18n/page-metadata";
import { conditionKindName } from "../conditions/names";

// The campaign page's state and tab texts are in state-texts.ts: claimed-success and the condition page
// name conditions through this module and need none of them (Turbopack keeps a module's exports for
// every page that loads it once any page uses them; docs/bench-web.md).

/**
 * A condition's name. SPOTIFY_ADD_PLAYLIST_OR_ALBUM names what this one asks for (the playlist, or the
 * album), when the API says so; otherwise the name of its type.
 */
export function conditionText(condition: Pick<ConditionView, "type" | "social">): MessageKey {
  if (condition.type === "SPOTIFY_ADD_PLAYLIST_OR_ALBUM") {
    const kind = condition.social?.target?.kind;
    if (kind === "playlist") return "condition.spotifyTarget.playlist";
    if (kind === "album") return "condition.spotifyTarget.album";
  }
  return conditionKindName(condition.type);
}
