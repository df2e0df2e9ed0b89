import { DEFAULT_LOCALE, LOCALES } from "@fanfare/protocol";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { PreviewFanPages } from "@/features/console/preview/preview-fan-pages";
import { PreviewScreen } from "@/features/console/preview/preview-screen";
import { parsePreviewState } from "@/features/console/preview/preview-state";
import { titleFrom } from "@/i18n/page-metadata";
import { fanMessages } from "@/i18n/route-messages";

export const generateMetadata = titleFrom("console.preview.title");

type Props = {
  params: Promise<{ locale: string; projectId: string; campaignId: string }>;
  searchParams: Promise<{ lang?: string | string[]; state?: string | string[] }>;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * `/console/projects/[projectId]/campaigns/[campaignId]/preview?lang=…&state=…`: the campaign as fans see
 * it. The fan pages get the previewed language's own messages (the fan's, without the console's), in a
 * provider of their own: the console around them keeps its language. Only the language shown is loaded.
 */
export default async function CampaignPreviewPage({ params, searchParams }: Props) {
  const { locale: consoleLocale, projectId, campaignId } = await params;
  const query = await searchParams;
  const asked = first(query.lang);
  const locale = LOCALES.find((l) => l === asked) ?? LOCALES.find((l) => l === consoleLocale) ?? DEFAULT_LOCALE;
  const messages = fanMessages(await getMessages({ locale }));
  return (
    <PreviewScreen
      projectId={projectId}
      campaignId={campaignId}
      locale={locale}
      state={parsePreviewState(first(query.state))}
      fanPages={
        <NextIntlClientProvider locale={locale} messages={messages}>
          <PreviewFanPages />
        </NextIntlClientProvider>
      }
    />
  );
}
