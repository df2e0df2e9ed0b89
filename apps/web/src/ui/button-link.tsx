import type { ComponentProps } from "react";
import { Link } from "@/i18n/navigation";
import { type ButtonStyle, buttonClassName } from "./button";

export type ButtonLinkProps = ButtonStyle & Omit<ComponentProps<typeof Link>, "className"> & { className?: string };

/** A navigation link that looks like <Button>. Disabled, it is plain text: nothing to click or tab to. */
export function ButtonLink({
  variant,
  size,
  shape,
  theme,
  fullWidth,
  disabled,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  const classes = buttonClassName({ variant, size, shape, theme, fullWidth, disabled });
  const merged = className ? `${classes} ${className}` : classes;
  if (disabled) {
    return (
      <span aria-disabled="true" className={merged}>
        {children}
      </span>
    );
  }
  return (
    <Link className={merged} {...rest}>
      {children}
    </Link>
  );
}
