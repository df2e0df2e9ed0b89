import { CONDITION_KIND_BY_TYPE, SurveyAnswers, SurveyConfig } from "@fanfare/protocol";
import { and, count, eq, sql } from "drizzle-orm";
import { claims } from "../../claims/tables";
import { AppError } from "../../errors";
import type { ConditionModule } from "../module";
import { conditionProgress } from "../tables";
import { validateSurveyAnswers } from "./validate-answers";

/**
 * SURVEY: the fan answers the questions (single choice, multiple choice, free text, rating). Invalid
 * answers are survey-E2000. Answers may be changed until the fan claims; after that, survey-E2003.
 */
export const surveyCondition: ConditionModule<"SURVEY"> = {
  kind: CONDITION_KIND_BY_TYPE.SURVEY,
  configSchema: SurveyConfig,
  storeSettings: (settings) => settings.survey,
  describe: (config) => ({ survey: SurveyConfig.parse(config) }),
  check: (progress) => progress !== undefined,
  async complete({ ctx, campaign, condition, fanId, now, input }) {
    const parsed = SurveyAnswers.safeParse((input as { answers?: unknown } | null)?.answers);
    const config = SurveyConfig.parse(condition.config);
    const answers = parsed.success ? validateSurveyAnswers(config, parsed.data) : null;
    if (!answers) throw new AppError("survey-E2000");
    await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .select({ n: count() })
        .from(claims)
        .where(and(eq(claims.campaignId, campaign.id), eq(claims.userId, fanId)));
      if (Number(claimed?.n ?? 0) > 0) throw new AppError("survey-E2003");
      await tx
        .insert(conditionProgress)
        .values({
          conditionId: condition.id,
          userId: fanId,
          campaignId: campaign.id,
          data: { answers },
          completedAt: now,
        })
        .onConflictDoUpdate({
          target: [conditionProgress.conditionId, conditionProgress.userId],
          set: { data: sql`excluded.data`, completedAt: now },
        });
    });
  },
};
