"use client";

import { ALL_CHAINS, chainInfo } from "@fanfare/protocol";
import { fieldId, SelectField } from "./field";
import { useBuilderTranslations } from "./use-builder-translations";

/**
 * The chain the campaign's NFTs are minted on: the platform's default chain (no choice) or one of the
 * chains the protocol knows (ALL_CHAINS, test networks named as such). The API does not say which of
 * them this server has an RPC URL for; the publish checklist's CHAIN item does, so the hint sends the
 * operator there rather than guessing here.
 */
export function ChainField({
  value,
  onChange,
  error,
  disabled,
}: {
  /** The chain id as text; "" for the platform's default chain. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const t = useBuilderTranslations();
  const options = ALL_CHAINS.map((chain) => ({
    value: String(chain.id),
    label: chain.testnet ? t("console.builder.chainTestnet", { name: chain.name }) : chain.name,
  }));
  // A chain the protocol no longer lists still shows as itself, not as the default.
  const known = value === "" || chainInfo(Number(value)) !== undefined;
  return (
    <SelectField
      id={fieldId(["chainId"])}
      label={t("console.builder.fields.chainId")}
      hint={t("console.builder.chainHint")}
      error={error}
      disabled={disabled}
      value={value === "" ? undefined : value}
      empty={t("console.builder.chainDefault")}
      options={known ? options : [...options, { value, label: value }]}
      onChange={(next) => onChange(next ?? "")}
    />
  );
}
