import type { ButtonHTMLAttributes } from "react";

export type ButtonVariant = "contained" | "outlined" | "link";
export type ButtonSize = "xs" | "sm" | "md" | "lg" | "lg-1" | "auto";
export type ButtonShape = "rounded" | "circle";
export type ButtonTheme =
  | "black"
  | "purple"
  | "orange"
  | "pink"
  | "green"
  | "primary"
  | "secondary"
  | "warning"
  | "transparent"
  | "gradient-blue"
  | "gradient-purple"
  | "gradient-orange"
  | "gradient-pink"
  | "gradient-green";

export type ButtonStyle = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  shape?: ButtonShape;
  theme?: ButtonTheme;
  fullWidth?: boolean;
  disabled?: boolean;
};

// Whole class names only: Tailwind finds the classes by scanning the source.
const CONTAINED: Record<ButtonTheme, string> = {
  black: "bg-gray-900 text-white hover:bg-gray-700",
  purple: "bg-purple-700 text-white hover:bg-purple-800",
  orange: "bg-orange-700 text-white hover:bg-orange-800",
  pink: "bg-pink-700 text-white hover:bg-pink-800",
  green: "bg-green-700 text-white hover:bg-green-800",
  primary: "bg-primary text-white hover:bg-primary-strong",
  secondary: "bg-secondary text-secondary-ink hover:bg-gray-300",
  warning: "bg-warning text-gray-900 hover:bg-amber-300",
  transparent: "bg-transparent text-current hover:bg-black/5",
  "gradient-blue": "bg-linear-to-r from-blue-700 to-cyan-700 text-white hover:from-blue-800 hover:to-cyan-800",
  "gradient-purple":
    "bg-linear-to-r from-purple-700 to-fuchsia-700 text-white hover:from-purple-800 hover:to-fuchsia-800",
  "gradient-orange": "bg-linear-to-r from-orange-700 to-red-700 text-white hover:from-orange-800 hover:to-red-800",
  "gradient-pink": "bg-linear-to-r from-pink-700 to-rose-700 text-white hover:from-pink-800 hover:to-rose-800",
  "gradient-green": "bg-linear-to-r from-green-700 to-teal-700 text-white hover:from-green-800 hover:to-teal-800",
};

const OUTLINED: Record<ButtonTheme, string> = {
  black: "border-gray-900 text-gray-900 hover:bg-gray-100",
  purple: "border-purple-700 text-purple-700 hover:bg-purple-50",
  orange: "border-orange-700 text-orange-700 hover:bg-orange-50",
  pink: "border-pink-700 text-pink-700 hover:bg-pink-50",
  green: "border-green-700 text-green-700 hover:bg-green-50",
  primary: "border-primary text-primary hover:bg-indigo-50",
  secondary: "border-gray-500 text-secondary-ink hover:bg-gray-100",
  warning: "border-amber-600 text-amber-800 hover:bg-amber-50",
  transparent: "border-current text-current hover:bg-black/5",
  "gradient-blue": "border-blue-700 text-blue-700 hover:bg-blue-50",
  "gradient-purple": "border-purple-700 text-purple-700 hover:bg-purple-50",
  "gradient-orange": "border-orange-700 text-orange-700 hover:bg-orange-50",
  "gradient-pink": "border-pink-700 text-pink-700 hover:bg-pink-50",
  "gradient-green": "border-green-700 text-green-700 hover:bg-green-50",
};

const LINK: Record<ButtonTheme, string> = {
  black: "text-gray-900",
  purple: "text-purple-700",
  orange: "text-orange-700",
  pink: "text-pink-700",
  green: "text-green-700",
  primary: "text-link",
  secondary: "text-secondary-ink",
  warning: "text-amber-800",
  transparent: "text-current",
  "gradient-blue": "text-blue-700",
  "gradient-purple": "text-purple-700",
  "gradient-orange": "text-orange-700",
  "gradient-pink": "text-pink-700",
  "gradient-green": "text-green-700",
};

const SIZE: Record<ButtonSize, string> = {
  xs: "h-8 px-3 text-xs",
  sm: "h-10 px-4 text-sm",
  md: "h-11 px-5 text-base",
  lg: "h-12 px-6 text-base",
  "lg-1": "h-14 px-8 text-lg",
  auto: "min-h-11 px-5 py-2 text-base",
};

const CIRCLE_SIZE: Record<ButtonSize, string> = {
  xs: "size-8 text-xs",
  sm: "size-10 text-sm",
  md: "size-11 text-base",
  lg: "size-12 text-base",
  "lg-1": "size-14 text-lg",
  auto: "min-h-11 min-w-11 p-2 text-base",
};

const LINK_SIZE: Record<ButtonSize, string> = {
  xs: "text-xs",
  sm: "text-sm",
  md: "text-base",
  lg: "text-base",
  "lg-1": "text-lg",
  auto: "text-base",
};

/** A box button's colours: greyed out when disabled, else its variant's in its theme. */
function boxColour(variant: ButtonVariant, theme: ButtonTheme, disabled: boolean | undefined): string {
  if (disabled) return "cursor-not-allowed border-transparent bg-gray-200 text-gray-600";
  return variant === "outlined" ? `bg-white ${OUTLINED[theme]}` : `border-transparent ${CONTAINED[theme]}`;
}

/** The classes of a button; shared by <Button> and <ButtonLink> so both look the same. */
export function buttonClassName({
  variant = "contained",
  size = "md",
  shape = "rounded",
  theme = "primary",
  fullWidth = false,
  disabled = false,
}: ButtonStyle = {}): string {
  const width = fullWidth ? "w-full" : "";
  if (variant === "link") {
    const colour = disabled ? "text-gray-500 no-underline cursor-not-allowed" : `${LINK[theme]} hover:no-underline`;
    return ["inline font-bold underline", LINK_SIZE[size], colour, width].filter(Boolean).join(" ");
  }
  const base =
    "inline-flex items-center justify-center gap-2 border-2 font-bold leading-tight transition-colors select-none";
  const form = shape === "circle" ? `rounded-full ${CIRCLE_SIZE[size]}` : `rounded-xl ${SIZE[size]}`;
  return [base, form, boxColour(variant, theme, disabled), width].filter(Boolean).join(" ");
}

export type ButtonProps = ButtonStyle & ButtonHTMLAttributes<HTMLButtonElement>;

/** The shared button (spec section 2). Disabled means greyed out, not clickable and out of the tab order. */
export function Button({
  variant,
  size,
  shape,
  theme,
  fullWidth,
  disabled,
  className,
  type = "button",
  ...rest
}: ButtonProps) {
  const classes = buttonClassName({ variant, size, shape, theme, fullWidth, disabled });
  return (
    <button type={type} disabled={disabled} className={className ? `${classes} ${className}` : classes} {...rest} />
  );
}
