"use client";

import type { ConditionView } from "@fanfare/protocol";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { api } from "@/lib/api";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { TextField } from "@/ui/text-field";

/** The address the NFT goes to: checked here as the server does (shape and EIP-55 checksum) before sending. */
export function WalletAddressForm({
  campaignId,
  condition,
  onCompleted,
}: {
  campaignId: string;
  condition: Pick<ConditionView, "id" | "walletAddress">;
  onCompleted: () => void;
}) {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const [address, setAddress] = useState(condition.walletAddress ?? "");
  const [isInvalid, setInvalid] = useState(false);
  const submitAddress = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (value: string) => api.submitWalletAddress(campaignId, condition.id, value),
    onSuccess: onCompleted,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Loaded on demand: only this form needs Keccak.
    const { parseWalletAddress } = await import("./wallet-address");
    const parsed = parseWalletAddress(address);
    setInvalid(parsed === null);
    if (parsed) submitAddress.mutate(parsed);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <TextField
        label={t("walletForm.label")}
        hint={t("walletForm.hint")}
        name="walletAddress"
        autoComplete="off"
        spellCheck={false}
        placeholder="0x…"
        value={address}
        onChange={(event) => {
          setAddress(event.target.value);
          if (isInvalid) setInvalid(false);
        }}
        error={isInvalid ? t("errors.walletAddress-E1001") : undefined}
      />
      <InlineAlert>{submitAddress.error ? errorMessage(submitAddress.error) : null}</InlineAlert>
      <Button type="submit" size="lg" fullWidth disabled={submitAddress.isPending}>
        {submitAddress.isPending ? t("actions.sending") : t("walletForm.submit")}
      </Button>
    </form>
  );
}
