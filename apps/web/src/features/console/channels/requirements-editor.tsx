"use client";

import { CHANNEL_REQUIREMENT_TYPES, type ChannelRequirementType, type LocalizedText } from "@fanfare/protocol";
import { useLocale } from "next-intl";
import { Button } from "@/ui/button";
import { CONTROL_CLASS } from "../campaigns/field";
import { useBuilderTranslations } from "../campaigns/use-builder-translations";
import { NFT_SCOPE_KEYS, OPERATOR_KEYS, PROBLEM_KEYS, REQUIREMENT_TYPE_KEYS } from "./channel-words";
import {
  blankRequirement,
  MAX_REQUIREMENTS,
  NFT_SCOPES,
  type NftScope,
  type RequirementDraft,
  type RequirementsDraft,
  requirementProblem,
} from "./requirement-draft";

export type CampaignOption = { id: string; title: LocalizedText };

const SELECT_CLASS = `${CONTROL_CLASS} h-11`;

/**
 * A channel's join requirements: how they combine (all of them, or any one) and each requirement of a
 * kind the schema allows (OPEN, OWNS_NFT, CLAIMED_IN), with the fields that kind needs. Campaigns are
 * offered from the channel's own project only: the API refuses any other (premiumContent-E2004).
 */
export function RequirementsEditor({
  value,
  onChange,
  campaigns,
  disabled,
  showProblems,
}: {
  value: RequirementsDraft;
  onChange: (value: RequirementsDraft) => void;
  campaigns: readonly CampaignOption[];
  disabled?: boolean;
  /** After a save was tried: each incomplete row says what it lacks. */
  showProblems?: boolean;
}) {
  const t = useBuilderTranslations();
  const locale = useLocale();
  const campaignName = (c: CampaignOption) => c.title[locale as keyof LocalizedText] ?? c.title.ja;
  const setItem = (index: number, item: RequirementDraft) =>
    onChange({ ...value, items: value.items.map((it, i) => (i === index ? item : it)) });

  return (
    <fieldset className="flex flex-col gap-4" aria-describedby="channel-requirements-hint">
      <legend className="mb-1 text-lg font-bold">{t("console.channels.requirements.title")}</legend>
      <p id="channel-requirements-hint" className="text-sm text-muted">
        {t("console.channels.requirements.hint")}
      </p>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="mb-1 text-sm font-bold">{t("console.channels.requirements.combine")}</legend>
        {(["AND", "OR"] as const).map((operator) => (
          <label key={operator} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="channel-requirements-operator"
              value={operator}
              checked={value.operator === operator}
              disabled={disabled}
              onChange={() => onChange({ ...value, operator })}
              className="size-5"
            />
            {t(OPERATOR_KEYS[operator])}
          </label>
        ))}
      </fieldset>
      <ol className="flex flex-col gap-3">
        {value.items.map((item, index) => {
          const id = `channel-requirement-${item.key}`;
          const problem = showProblems ? requirementProblem(item) : null;
          const number = index + 1;
          return (
            <li key={item.key} className="rounded-xl border border-line bg-card p-4">
              <fieldset className="flex flex-col gap-3" aria-describedby={problem ? `${id}-error` : undefined}>
                <legend className="text-sm font-bold">{t("console.channels.requirements.item", { number })}</legend>
                <div className="grid gap-3 md:grid-cols-2">
                  <div className="flex flex-col gap-1">
                    <label htmlFor={`${id}-type`} className="text-sm">
                      {t("console.channels.requirements.kind")}
                    </label>
                    <select
                      id={`${id}-type`}
                      className={SELECT_CLASS}
                      value={item.type}
                      disabled={disabled}
                      onChange={(e) => setItem(index, { ...item, type: e.target.value as ChannelRequirementType })}
                    >
                      {CHANNEL_REQUIREMENT_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {t(REQUIREMENT_TYPE_KEYS[type])}
                        </option>
                      ))}
                    </select>
                  </div>
                  {item.type === "OWNS_NFT" ? (
                    <div className="flex flex-col gap-1">
                      <label htmlFor={`${id}-scope`} className="text-sm">
                        {t("console.channels.requirements.scope")}
                      </label>
                      <select
                        id={`${id}-scope`}
                        className={SELECT_CLASS}
                        value={item.scope}
                        disabled={disabled}
                        onChange={(e) => setItem(index, { ...item, scope: e.target.value as NftScope })}
                      >
                        {NFT_SCOPES.map((scope) => (
                          <option key={scope} value={scope}>
                            {t(NFT_SCOPE_KEYS[scope])}
                          </option>
                        ))}
                      </select>
                    </div>
                  ) : null}
                  {item.type === "CLAIMED_IN" || (item.type === "OWNS_NFT" && item.scope === "CAMPAIGN") ? (
                    <div className="flex flex-col gap-1">
                      <label htmlFor={`${id}-campaign`} className="text-sm">
                        {t("console.channels.requirements.campaign")}
                      </label>
                      <select
                        id={`${id}-campaign`}
                        className={SELECT_CLASS}
                        value={item.campaignId}
                        disabled={disabled}
                        aria-invalid={problem === "needCampaign" ? true : undefined}
                        onChange={(e) => setItem(index, { ...item, campaignId: e.target.value })}
                      >
                        <option value="">{t("console.channels.requirements.chooseCampaign")}</option>
                        {campaigns.map((c) => (
                          <option key={c.id} value={c.id}>
                            {campaignName(c)}
                          </option>
                        ))}
                      </select>
                    </div>
                  ) : null}
                  {item.type === "OWNS_NFT" && item.scope === "CONTRACT" ? (
                    <>
                      <div className="flex flex-col gap-1">
                        <label htmlFor={`${id}-chain`} className="text-sm">
                          {t("console.channels.requirements.chainId")}
                        </label>
                        <input
                          id={`${id}-chain`}
                          inputMode="numeric"
                          className={SELECT_CLASS}
                          value={item.chainId}
                          disabled={disabled}
                          aria-invalid={problem === "badChain" ? true : undefined}
                          onChange={(e) => setItem(index, { ...item, chainId: e.target.value })}
                        />
                      </div>
                      <div className="flex flex-col gap-1">
                        <label htmlFor={`${id}-address`} className="text-sm">
                          {t("console.channels.requirements.address")}
                        </label>
                        <input
                          id={`${id}-address`}
                          className={`${SELECT_CLASS} font-mono`}
                          value={item.address}
                          disabled={disabled}
                          spellCheck={false}
                          aria-invalid={problem === "badAddress" ? true : undefined}
                          onChange={(e) => setItem(index, { ...item, address: e.target.value })}
                        />
                      </div>
                    </>
                  ) : null}
                </div>
                {problem ? (
                  <p id={`${id}-error`} className="text-sm font-bold text-danger">
                    {t(PROBLEM_KEYS[problem])}
                  </p>
                ) : null}
                {disabled || value.items.length <= 1 ? null : (
                  <div>
                    <Button
                      variant="outlined"
                      size="sm"
                      onClick={() => onChange({ ...value, items: value.items.filter((_, i) => i !== index) })}
                    >
                      {t("console.channels.requirements.remove", { number })}
                    </Button>
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {disabled || value.items.length >= MAX_REQUIREMENTS ? null : (
        <div>
          <Button
            variant="outlined"
            size="sm"
            onClick={() => onChange({ ...value, items: [...value.items, blankRequirement()] })}
          >
            {t("console.channels.requirements.add")}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
