/** A message tree as next-intl reads it: namespaces of keys of texts. */
export type MessageTree = { [key: string]: string | MessageTree };

/** A music or social provider as the fan sees it (ADR 0020): one file per provider, listed in registry.ts. */
export type SocialProviderView = {
  /** The brand's own name, the same in every language. */
  name: string;
  /** The brand's colour, for the mark beside its name. */
  colour: `#${string}`;
  /**
   * The code its consent page's "Deny" comes back with: shown as "permission refused", not as an error.
   * (A template type, not ErrorCode: a provider's codes join the catalogue only once it is registered.)
   */
  deniedCode: `${string}Condition-E${number}`;
};

export function defineSocialProviderView<const View extends SocialProviderView>(view: View): View {
  return view;
}
