import type { ConditionView } from "@fanfare/protocol";

/** NONE asks nothing of the fan: listed, it would read as a task, or as done before anything was done. */
export function tasksOf(conditions: readonly ConditionView[]): ConditionView[] {
  return conditions.filter((condition) => condition.type !== "NONE");
}
