"use client";

import type { OperatorRole } from "@fanfare/protocol";
import { useTranslations } from "next-intl";
import type { SelectHTMLAttributes } from "react";
import { ROLE_KEYS, ROLES } from "./roles";

export type RoleSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange" | "children"> & {
  value: OperatorRole;
  onChange: (role: OperatorRole) => void;
};

/** A select of the three roles by their names; the caller labels it (a <label htmlFor> or aria-label). */
export function RoleSelect({ value, onChange, className, ...rest }: RoleSelectProps) {
  const t = useTranslations();
  return (
    <select
      value={value}
      onChange={(event) => {
        const role = ROLES.find((candidate) => candidate === event.target.value);
        if (role) onChange(role);
      }}
      className={`h-11 rounded-lg border-2 border-gray-500 bg-card px-2 text-base text-ink disabled:bg-gray-100 disabled:text-gray-600 ${className ?? ""}`}
      {...rest}
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {t(ROLE_KEYS[role])}
        </option>
      ))}
    </select>
  );
}
