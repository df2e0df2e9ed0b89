import { useTranslations } from "next-intl";
import { Skeleton, SkeletonBlock, SkeletonText } from "@/ui/skeleton";
import { CampaignLayout } from "./campaign-layout";

/** The campaign page while it loads: title and state, the art, text, the periods' box and two conditions. */
export function CampaignSkeleton() {
  const t = useTranslations();
  return (
    <Skeleton label={t("actions.loading")}>
      <CampaignLayout
        head={
          <>
            <SkeletonBlock className="h-8 w-3/4 lg:h-9" />
            <SkeletonBlock className="h-12 w-full" />
          </>
        }
        art={<SkeletonBlock className="mx-auto aspect-square w-full max-w-60 rounded-2xl lg:max-w-none" />}
        body={
          <>
            <SkeletonText lines={3} />
            <SkeletonBlock className="h-36 w-full" />
            <SkeletonBlock className="h-6 w-1/3" />
            <div className="flex flex-col gap-2">
              <SkeletonBlock className="h-16 w-full" />
              <SkeletonBlock className="h-16 w-full" />
            </div>
          </>
        }
      />
    </Skeleton>
  );
}
