import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input; the hint and the error are announced with it (aria-describedby). */
export function TextField({ label, hint, error, id, className, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className ? `flex flex-col gap-1.5 ${className}` : "flex flex-col gap-1.5"}>
      <label htmlFor={inputId} className="text-sm font-bold">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="h-12 w-full rounded-lg border-2 border-gray-500 bg-card px-3 text-base text-ink placeholder:text-gray-500 aria-invalid:border-danger disabled:bg-gray-100 disabled:text-gray-600"
        {...rest}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-bold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
