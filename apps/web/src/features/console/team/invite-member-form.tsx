"use client";

import type { OperatorMember, OperatorRole } from "@fanfare/protocol";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { loadEmailRule, parseEmail } from "@/lib/email-rule";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { TextField } from "@/ui/text-field";
import { CONSOLE_QUERY_KEYS, consoleApi } from "../console-api";
import { RoleSelect } from "../role-select";

/** Owners invite an operator by e-mail with a role; the API makes the account if needed and mails them. */
export function InviteMemberForm({ onInvited }: { onInvited: (member: OperatorMember) => void }) {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const roleId = useId();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<OperatorRole>("EDITOR");
  const [invalid, setInvalid] = useState(false);
  const invite = useMutation({
    // The refusal is shown next to the form (below), not as a toast as well.
    meta: { handlesErrors: true },
    mutationFn: consoleApi.inviteMember,
    onSuccess: (member) => {
      setEmail("");
      void queryClient.invalidateQueries({ queryKey: CONSOLE_QUERY_KEYS.members });
      void queryClient.invalidateQueries({ queryKey: CONSOLE_QUERY_KEYS.audit });
      onInvited(member);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = await parseEmail(email);
    setInvalid(address === null);
    if (address === null) return;
    invite.mutate({ email: address, role });
  };

  return (
    <section aria-labelledby="invite-title" className="flex flex-col gap-4 rounded-xl border border-line bg-card p-5">
      <h2 id="invite-title" className="text-lg font-bold">
        {t("console.team.inviteTitle")}
      </h2>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 min-[900px]:flex-row min-[900px]:items-start">
        <TextField
          className="min-[900px]:flex-1"
          label={t("console.team.inviteEmail")}
          type="email"
          name="email"
          autoComplete="off"
          inputMode="email"
          required
          value={email}
          onFocus={() => void loadEmailRule().catch(() => undefined)}
          onChange={(event) => {
            setEmail(event.target.value);
            if (invalid) setInvalid(false);
          }}
          error={invalid ? t("enterEmail.invalidEmail") : undefined}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={roleId} className="text-sm font-bold">
            {t("console.team.inviteRole")}
          </label>
          <RoleSelect id={roleId} name="role" value={role} onChange={setRole} className="h-12" />
        </div>
        <Button type="submit" size="lg" className="min-[900px]:mt-7" disabled={invite.isPending}>
          {invite.isPending ? t("actions.sending") : t("console.team.inviteSubmit")}
        </Button>
      </form>
      <p className="text-sm text-muted">{t("console.team.roleHelp")}</p>
      <InlineAlert>{invite.error ? errorMessage(invite.error) : null}</InlineAlert>
    </section>
  );
}
