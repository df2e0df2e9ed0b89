import { Icon, type IconProps } from "./icon";

/** Maintenance: a wrench. */
export function MaintenanceIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3.5 17.5a2.12 2.12 0 0 0 3 3l5.8-5.8a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.4-.6-.6-2.4z" />
    </Icon>
  );
}
