import { Icon, type IconProps } from "./icon";

/** Done or selected: a tick. */
export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m5 12.5 4.5 4.5L19 7" />
    </Icon>
  );
}
