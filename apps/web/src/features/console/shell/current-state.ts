/**
 * "page" on the item's own page; "true" on the pages beneath it (a project's page is part of the
 * overview); nothing elsewhere. The overview's pages beneath are /console/projects/….
 */
export function currentState(href: string, pathname: string): "page" | "true" | undefined {
  if (pathname === href) return "page";
  const beneath = href === "/console" ? "/console/projects/" : `${href}/`;
  return pathname.startsWith(beneath) ? "true" : undefined;
}
