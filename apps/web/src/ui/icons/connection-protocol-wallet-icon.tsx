import { Icon, type IconProps } from "./icon";

/** A wallet reached through a connection protocol (e.g. WalletConnect): two links joined. */
export function ConnectionProtocolWalletIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
    </Icon>
  );
}
