import { Icon, type IconProps } from "./icon";

/** A wallet on the web (e.g. Sw3Wallet): a wallet in front of a globe. */
export function WebWalletIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="10" cy="10" r="7" />
      <path d="M3 10h14M10 3a11 11 0 0 1 0 14M10 3a11 11 0 0 0 0 14" />
      <rect x="13" y="14" width="8" height="7" rx="1.5" />
      <path d="M18.5 17.5h.01" />
    </Icon>
  );
}
