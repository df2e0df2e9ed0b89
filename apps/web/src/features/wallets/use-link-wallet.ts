"use client";

import type { LinkableConnector } from "@fanfare/protocol";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Address } from "viem";
import { type Connector, useConfig } from "wagmi";
import { signMessage } from "wagmi/actions";
import { api } from "@/lib/api";

export const WALLETS_QUERY_KEY = ["me", "wallets"] as const;

export type LinkStep = "message" | "signature" | "verification";

type LinkInput = { address: Address; chainId: number; connector: Connector; kind: LinkableConnector };

/**
 * Links the connected external wallet to the fan's account with Sign-In with Ethereum (EIP-4361):
 * the API writes the message (POST /me/wallets/siwe-message), the wallet signs it unchanged
 * (personal_sign), and the API checks signature, nonce, domain and expiry before linking
 * (POST /me/wallets). An address anyone could type never counts as the fan's.
 */
export function useLinkWallet() {
  const config = useConfig();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<LinkStep | null>(null);
  const mutation = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ address, chainId, connector, kind }: LinkInput) => {
      setStep("message");
      const { message } = await api.siweMessage({ address, chainId, connector: kind });
      setStep("signature");
      const signature = await signMessage(config, { message, account: address, connector });
      setStep("verification");
      return api.linkWallet({ message, signature });
    },
    onSettled: () => setStep(null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WALLETS_QUERY_KEY }),
  });
  return { ...mutation, step };
}
