import { Icon, type IconProps } from "./icon";

/** A wallet that lives in the browser as an extension (e.g. MetaMask): a puzzle piece. */
export function BrowserExtensionWalletIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 4h3a2 2 0 1 1 4 0h3a1 1 0 0 1 1 1v3a2 2 0 1 1 0 4v3a1 1 0 0 1-1 1h-3a2 2 0 1 0-4 0H8a1 1 0 0 1-1-1v-3a2 2 0 1 1 0-4V5a1 1 0 0 1 1-1z" />
      <path d="M4 20h16" />
    </Icon>
  );
}
