import { useTranslations } from "next-intl";
import { Skeleton, SkeletonBlock, SkeletonText } from "@/ui/skeleton";
import { CardShapes } from "./card-grid-skeleton";

/** A project's page while it loads: the hero's name, logo, company and text, then the campaigns' cards. */
export function ProjectTopSkeleton() {
  const t = useTranslations();
  return (
    <Skeleton label={t("actions.loading")} wide className="flex flex-col gap-5 lg:gap-8">
      <div className="flex flex-col gap-5 lg:grid lg:grid-cols-[auto_minmax(0,1fr)] lg:grid-rows-[auto_auto_1fr] lg:gap-x-10 lg:gap-y-3 lg:rounded-2xl lg:border lg:border-line lg:p-8">
        <SkeletonBlock className="h-8 w-2/3 lg:col-start-2 lg:row-start-1 lg:h-10" />
        <SkeletonBlock className="size-24 rounded-2xl lg:col-start-1 lg:row-span-3 lg:row-start-1 lg:size-48" />
        <SkeletonBlock className="h-4 w-1/3 lg:col-start-2 lg:row-start-2" />
        <div className="lg:col-start-2 lg:row-start-3">
          <SkeletonText lines={3} />
        </div>
      </div>
      <SkeletonBlock className="h-6 w-40" />
      <CardShapes pictured />
    </Skeleton>
  );
}
