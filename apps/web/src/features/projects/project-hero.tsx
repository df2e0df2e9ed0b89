export type ProjectHeroProps = {
  name: string;
  logoUrl: string | null;
  companyName: string;
  description: string;
};

/**
 * The top of a project's page: its name (the page's h1), logo, company and description. On a phone a
 * column in that order, as it always was; on a laptop (lg) a hero band with the logo large on the left
 * and the texts beside it, placed by the grid so the reading order stays the phone's.
 */
export function ProjectHero({ name, logoUrl, companyName, description }: ProjectHeroProps) {
  const band = logoUrl
    ? "lg:grid lg:grid-cols-[auto_minmax(0,1fr)] lg:grid-rows-[auto_auto_1fr] lg:gap-x-10 lg:gap-y-3"
    : "lg:gap-3";
  return (
    <div
      data-testid="project-hero"
      className={`flex flex-col gap-5 lg:rounded-2xl lg:border lg:border-line lg:bg-surface lg:p-8 ${band}`}
    >
      <h1 className="text-2xl leading-snug font-bold lg:col-start-2 lg:row-start-1 lg:text-4xl">{name}</h1>
      {logoUrl ? (
        <img
          src={logoUrl}
          alt=""
          width={96}
          height={96}
          className="size-24 rounded-2xl object-contain lg:col-start-1 lg:row-span-3 lg:row-start-1 lg:size-48 lg:bg-card"
        />
      ) : null}
      <p className="text-sm text-muted lg:col-start-2 lg:row-start-2">{companyName}</p>
      <p className="leading-relaxed whitespace-pre-line lg:col-start-2 lg:row-start-3 lg:max-w-3xl">{description}</p>
    </div>
  );
}
