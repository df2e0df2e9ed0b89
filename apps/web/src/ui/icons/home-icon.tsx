import { Icon, type IconProps } from "./icon";

/** Home: a house. */
export function HomeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m3 11 9-8 9 8" />
      <path d="M5 9.5V20h5v-6h4v6h5V9.5" />
    </Icon>
  );
}
