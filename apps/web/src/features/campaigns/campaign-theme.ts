import type { UiTheme } from "@fanfare/protocol";

/**
 * The theme of the campaign and claimed-success pages until their campaign says otherwise: dark (spec
 * section 2). Not in the client screen's module: a server page importing a value from a "use client"
 * module would get a client reference, not the value.
 */
export const DEFAULT_CAMPAIGN_THEME: UiTheme = "dark";
