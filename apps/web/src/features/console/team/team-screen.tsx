"use client";

import type { OperatorMe, OperatorMember, OperatorRole } from "@fanfare/protocol";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { LocalTime } from "@/ui/local-time";
import { Modal } from "@/ui/modal";
import { CONSOLE_QUERY_KEYS, consoleApi } from "../console-api";
import { ConsoleQueryState } from "../console-query-state";
import { Cell, ConsoleTable } from "../console-table";
import { RoleSelect } from "../role-select";
import { canManageMembers, ROLE_KEYS } from "../roles";
import { useOperator } from "../use-operator";
import { InviteMemberForm } from "./invite-member-form";

/**
 * `/console/team`: the company's operators. Owners invite, change roles and remove (after a confirmation);
 * editors and viewers read the list only. The API keeps the rules (a company keeps an owner): its
 * refusals are shown in words next to what was tried.
 */
export function TeamScreen() {
  const t = useTranslations();
  const operator = useOperator();
  const members = useQuery({
    meta: { handlesErrors: true },
    queryKey: CONSOLE_QUERY_KEYS.members,
    queryFn: ({ signal }) => consoleApi.listMembers(signal),
  });
  // What the last change did, announced politely (the form and the table stay where they are).
  const [done, setDone] = useState<string | null>(null);
  const me = operator.data;
  const isOwner = me ? canManageMembers(me.role) : false;

  return (
    <section className="flex flex-col gap-5" aria-labelledby="console-page-title">
      <div className="flex flex-col gap-2">
        <h1 id="console-page-title" className="text-2xl leading-snug font-bold">
          {t("console.team.title")}
        </h1>
        {me ? <p className="text-muted">{t("console.team.lead", { company: me.company.name })}</p> : null}
        {/* Always in the page, so screen readers announce what is written into it. */}
        <p role="status" className="text-sm font-bold text-success">
          {done}
        </p>
      </div>
      {me && !isOwner ? (
        <p className="rounded-lg border border-line bg-gray-50 px-3 py-2 text-sm">{t("console.team.readOnly")}</p>
      ) : null}
      {isOwner ? (
        <InviteMemberForm
          onInvited={(member) =>
            setDone(t("console.team.invited", { email: member.email, role: t(ROLE_KEYS[member.role]) }))
          }
        />
      ) : null}
      <ConsoleQueryState query={members}>
        {({ members: list }) => (
          <MembersTable members={list} me={me} isOwner={isOwner} onDone={(message) => setDone(message)} />
        )}
      </ConsoleQueryState>
    </section>
  );
}

function MembersTable({
  members,
  me,
  isOwner,
  onDone,
}: {
  members: OperatorMember[];
  me: OperatorMe | undefined;
  isOwner: boolean;
  onDone: (message: string) => void;
}) {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<OperatorMember | null>(null);
  const changeRole = useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ member, role }: { member: OperatorMember; role: OperatorRole }) =>
      consoleApi.updateMember(member.userId, { role }),
    onSuccess: (updated) => {
      onDone(t("console.team.roleChanged", { email: updated.email, role: t(ROLE_KEYS[updated.role]) }));
      void refresh();
    },
  });
  const remove = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (member: OperatorMember) => consoleApi.removeMember(member.userId),
    onSuccess: (_answer, member) => {
      setRemoving(null);
      onDone(t("console.team.removed", { email: member.email }));
      void refresh();
    },
  });

  async function refresh() {
    // The operator's own role may have changed too (an owner handing over), and the log has a new event.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: CONSOLE_QUERY_KEYS.members }),
      queryClient.invalidateQueries({ queryKey: CONSOLE_QUERY_KEYS.me }),
      queryClient.invalidateQueries({ queryKey: CONSOLE_QUERY_KEYS.audit }),
    ]);
  }

  const columns = [t("console.team.columnEmail"), t("console.team.columnRole"), t("console.team.columnJoined")];
  return (
    <div className="flex flex-col gap-3">
      <InlineAlert>{changeRole.error ? errorMessage(changeRole.error) : null}</InlineAlert>
      <ConsoleTable
        caption={t("console.team.caption")}
        captionVisible
        columns={isOwner ? [...columns, t("console.team.columnActions")] : columns}
      >
        {members.map((member) => {
          const isMe = member.userId === me?.userId;
          const pendingRole = changeRole.isPending && changeRole.variables?.member.userId === member.userId;
          return (
            <tr key={member.userId}>
              <Cell header>
                <span className="wrap-anywhere">{member.email}</span>
                {isMe ? <span className="ml-1 font-normal text-muted">{t("console.team.you")}</span> : null}
              </Cell>
              <Cell>
                {isOwner ? (
                  <RoleSelect
                    aria-label={t("console.team.roleOf", { email: member.email })}
                    value={member.role}
                    disabled={pendingRole}
                    onChange={(role) => {
                      changeRole.reset();
                      if (role !== member.role) changeRole.mutate({ member, role });
                    }}
                  />
                ) : (
                  t(ROLE_KEYS[member.role])
                )}
              </Cell>
              <Cell>
                <LocalTime value={member.joinedAt} />
              </Cell>
              {isOwner ? (
                <Cell>
                  <Button
                    variant="outlined"
                    theme="secondary"
                    size="sm"
                    aria-label={t("console.team.removeOf", { email: member.email })}
                    onClick={() => {
                      remove.reset();
                      setRemoving(member);
                    }}
                  >
                    {t("console.team.remove")}
                  </Button>
                </Cell>
              ) : null}
            </tr>
          );
        })}
      </ConsoleTable>
      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={removing ? t("console.team.confirmTitle", { email: removing.email }) : undefined}
      >
        <p className="leading-relaxed">{t("console.team.confirmBody")}</p>
        <InlineAlert>{remove.error ? errorMessage(remove.error) : null}</InlineAlert>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outlined" theme="secondary" onClick={() => setRemoving(null)}>
            {t("console.team.cancel")}
          </Button>
          <Button
            theme="black"
            disabled={remove.isPending}
            onClick={() => {
              if (removing) remove.mutate(removing);
            }}
          >
            {t("console.team.confirmRemove")}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
