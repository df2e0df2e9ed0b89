import { Icon, type IconProps } from "./icon";

/** An error page: a browser window with a cross. */
export function ErrorPageIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 8h18M10 12l4 4M14 12l-4 4" />
    </Icon>
  );
}
