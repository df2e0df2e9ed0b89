"use client";

import type { ConditionView } from "@fanfare/protocol";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { type ComponentType, type FormEvent, useState } from "react";
import type { ExternalWalletPickerProps } from "@/features/wallets/external-wallet-picker";
import { useWalletSettingsHint } from "@/features/wallets/wallet-settings-hint";
import { openWebWalletSession } from "@/features/wallets/web-wallet-session";
import { useErrorMessage } from "@/hooks/use-error-message";
import { api } from "@/lib/api";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { TextField } from "@/ui/text-field";

/** Where the address in the field came from, said politely once it is filled in for the fan. */
type Filled = "webWallet" | "connectedWallet" | null;

/**
 * The address the NFT goes to: checked here as the server does (shape and EIP-55 checksum) before
 * sending. Beside the field, the two addresses a fan already has: their Fanfare web wallet's (every fan
 * has one, made on first need) and a wallet they connect (MetaMask, WalletConnect), so nobody has to
 * copy 42 characters by hand.
 */
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
  const walletSettings = useWalletSettingsHint();
  const [address, setAddress] = useState(condition.walletAddress ?? "");
  const [isInvalid, setInvalid] = useState(false);
  const [filled, setFilled] = useState<Filled>(null);
  const [Picker, setPicker] = useState<ComponentType<ExternalWalletPickerProps> | null>(null);
  const [isLoadingPicker, setLoadingPicker] = useState(false);
  const submitAddress = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (value: string) =>
      api.completeCondition(campaignId, condition.id, "wallet-address", { address: value }),
    onSuccess: onCompleted,
  });
  const webWallet = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => openWebWalletSession(),
    onSuccess: (session) => fill(session.address, "webWallet"),
  });

  function fill(value: string, from: Exclude<Filled, null>) {
    setAddress(value);
    setInvalid(false);
    setFilled(from);
  }

  async function openPicker() {
    setLoadingPicker(true);
    try {
      // Loaded when asked: wagmi and viem stay out of the page until a fan wants a wallet (ADR 0015).
      const { ExternalWalletPicker } = await import("@/features/wallets/external-wallet-picker");
      setPicker(() => ExternalWalletPicker);
    } finally {
      setLoadingPicker(false);
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Loaded on demand: only this form needs Keccak.
    const { parseWalletAddress } = await import("./wallet-address");
    const parsed = parseWalletAddress(address);
    setInvalid(parsed === null);
    if (parsed) submitAddress.mutate(parsed);
  };

  const problem = submitAddress.error ?? webWallet.error;
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
          setFilled(null);
          if (isInvalid) setInvalid(false);
        }}
        error={isInvalid ? t("errors.walletAddress-E1001") : undefined}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-bold">{t("walletForm.fillFrom")}</legend>
        <Button variant="outlined" fullWidth disabled={webWallet.isPending} onClick={() => webWallet.mutate()}>
          {webWallet.isPending ? t("walletForm.openingWebWallet") : t("walletForm.useWebWallet")}
        </Button>
        {walletSettings ? (
          <Button variant="outlined" fullWidth disabled={isLoadingPicker} onClick={() => void openPicker()}>
            {t("walletForm.connectWallet")}
          </Button>
        ) : null}
      </fieldset>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-muted">
        {filled === "webWallet" ? t("walletForm.filledFromWebWallet") : null}
        {filled === "connectedWallet" ? t("walletForm.filledFromConnectedWallet") : null}
      </p>
      <InlineAlert>{problem ? errorMessage(problem) : null}</InlineAlert>
      <Button type="submit" size="lg" fullWidth disabled={submitAddress.isPending}>
        {submitAddress.isPending ? t("actions.sending") : t("walletForm.submit")}
      </Button>
      {Picker && walletSettings ? (
        <Picker
          settings={walletSettings}
          onAddress={(connected) => {
            fill(connected, "connectedWallet");
            setPicker(null);
          }}
          onClose={() => setPicker(null)}
        />
      ) : null}
    </form>
  );
}
