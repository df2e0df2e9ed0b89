import { Icon, type IconProps } from "./icon";

export type ArrowDirection = "right" | "left" | "up" | "down";

/** Degrees each direction turns the right-pointing drawing. */
export const ARROW_ROTATION: Record<ArrowDirection, number> = { right: 0, down: 90, left: 180, up: 270 };

/** An arrow pointing right, left, up or down (one drawing, rotated). */
export function ArrowIcon({ pointing = "right", ...props }: IconProps & { pointing?: ArrowDirection }) {
  return (
    <Icon {...props}>
      <g transform={`rotate(${ARROW_ROTATION[pointing]} 12 12)`}>
        <path d="M5 12h14M13 6l6 6-6 6" />
      </g>
    </Icon>
  );
}
