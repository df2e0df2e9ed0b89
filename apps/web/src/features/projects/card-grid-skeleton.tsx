import { useTranslations } from "next-intl";
import { Skeleton, SkeletonBlock } from "@/ui/skeleton";
import { CARD_GRID } from "./campaign-list";

/**
 * A list of cards while it loads (projects, campaigns), in the list's own grid: on a phone rows with a
 * thumbnail; on a laptop, for campaigns (`pictured`), cards with their image on top.
 */
export function CardGridSkeleton({ pictured = false, count = 3 }: CardShapesProps) {
  const t = useTranslations();
  return (
    <Skeleton label={t("actions.loading")} className="flex flex-col">
      <CardShapes pictured={pictured} count={count} />
    </Skeleton>
  );
}

type CardShapesProps = { pictured?: boolean; count?: number };

/** The cards' shapes alone, for a page's skeleton that has its own status line. */
export function CardShapes({ pictured = false, count = 3 }: CardShapesProps) {
  return (
    <ul className={CARD_GRID}>
      {Array.from({ length: count }, (_, card) => (
        <li
          key={card}
          className={
            pictured
              ? "flex gap-4 rounded-lg border border-line p-4 lg:flex-col lg:gap-0 lg:overflow-hidden lg:p-0"
              : "flex items-center gap-4 rounded-lg border border-line p-4"
          }
        >
          <SkeletonBlock
            className={
              pictured
                ? "size-16 shrink-0 rounded-lg lg:aspect-video lg:size-auto lg:w-full lg:rounded-none"
                : "size-14 shrink-0"
            }
          />
          <div className={pictured ? "flex flex-1 flex-col gap-2 lg:p-4" : "flex flex-1 flex-col gap-2"}>
            <SkeletonBlock className="h-5 w-3/4" />
            <SkeletonBlock className="h-4 w-1/2" />
            {pictured ? <SkeletonBlock className="h-4 w-2/3" /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
