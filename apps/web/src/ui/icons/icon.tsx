import type { ReactNode, SVGProps } from "react";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & {
  /**
   * A meaningful icon (one that stands alone, e.g. in an icon-only link) gets a label and role="img".
   * Without a label the icon is decorative: hidden from assistive technology, its text says it all.
   */
  label?: string;
  /** Width and height in px (default 24). */
  size?: number;
};

/** The frame of every icon: a 24×24 inline SVG drawn with the current text colour (no icon font). */
export function Icon({ label, size = 24, children, ...rest }: IconProps & { children: ReactNode }) {
  const drawing = {
    xmlns: "http://www.w3.org/2000/svg",
    viewBox: "0 0 24 24",
    width: size,
    height: size,
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 2,
    strokeLinecap: "round",
    strokeLinejoin: "round",
    focusable: "false",
    ...rest,
  } as const;
  if (label) {
    return (
      <svg role="img" aria-label={label} {...drawing}>
        <title>{label}</title>
        {children}
      </svg>
    );
  }
  return (
    <svg aria-hidden="true" {...drawing}>
      {children}
    </svg>
  );
}
