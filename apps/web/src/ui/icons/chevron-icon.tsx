import { ARROW_ROTATION, type ArrowDirection } from "./arrow-icon";
import { Icon, type IconProps } from "./icon";

/** A chevron (lists, disclosure), pointing like ArrowIcon. */
export function ChevronIcon({ pointing = "right", ...props }: IconProps & { pointing?: ArrowDirection }) {
  return (
    <Icon {...props}>
      <g transform={`rotate(${ARROW_ROTATION[pointing]} 12 12)`}>
        <path d="m9 6 6 6-6 6" />
      </g>
    </Icon>
  );
}
