import { Icon, type IconProps } from "./icon";

/** A lucky draw: a gift box. */
export function LuckyDrawIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8M12 8v13" />
      <path d="M12 8C10.5 4.5 7 4 7 6.25S9.5 8 12 8zM12 8c1.5-3.5 5-4 5-1.75S14.5 8 12 8z" />
    </Icon>
  );
}
