import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations as expectAccessible } from "./support/axe";
import { message, newFan } from "./support/campaign-api";
import { DEMO_OWNER as OWNER, shootConsolePage, consoleText as text } from "./support/console";
import { COMPUTER } from "./support/devices";
import { uniqueEmail } from "./support/mailbox";
import { signIn } from "./support/sign-in";

// The operator console (its shell and its read and team pages) with the demo company, "Fanfare Demo
// Records", whose owner is operator@example.com (packages/core/demo/demo-project.yaml).

const COMPANY = "Fanfare Demo Records";

/** An operator's laptop: a desktop window, signed in as `email`, the cookie banner answered. */
async function operatorBrowser(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({
    baseURL,
    ...COMPUTER,
    locale: "ja-JP",
    timezoneId: "Asia/Tokyo",
  });
  await context.addCookies([{ name: "fanfare.accept-cookie-policy", value: "false", url: baseURL }]);
  await signIn(context, baseURL, email);
  return context;
}

/** Checks a console page as it stands and keeps a screenshot; axe is checked where the journey says. */
const shoot = (page: Page, name: string) => shootConsolePage(page, name, { axe: false });

// One sign-in of the owner for the whole file: a second sign-in mail within a minute would be refused.
let owner: BrowserContext;
test.beforeAll(async ({ browser, baseURL }) => {
  owner = await operatorBrowser(browser, baseURL ?? "", OWNER);
});
test.afterAll(async () => {
  await owner?.close();
});

test("an owner sees the company's projects and a project's campaigns, in Japanese and in Thai", async () => {
  test.setTimeout(180_000); // five pages, each shot and checked by axe
  const page = await owner.newPage();
  for (const locale of ["ja", "th"] as const) {
    await page.goto(`/${locale}/console`);
    await expect(page.getByRole("heading", { level: 1, name: text(locale, "overview.title") })).toBeVisible();
    const banner = page.getByRole("banner");
    await expect(banner.getByText(COMPANY)).toBeVisible();
    await expect(banner.getByText(OWNER)).toBeVisible();
    await expect(banner.getByText(text(locale, "shell.role", { role: text(locale, "roles.OWNER") }))).toBeVisible();
    const nav = page.getByRole("navigation", { name: text(locale, "nav.label") });
    await expect(nav.getByRole("link", { name: text(locale, "nav.overview") })).toHaveAttribute("aria-current", "page");
    const projects = page.getByRole("main").getByRole("row");
    await expect(projects).toHaveCount(2); // the header and the demo project
    await expect(projects.nth(1).getByRole("cell").last()).not.toHaveText(message(locale, "actions.loading"));
    await shoot(page, `console-overview-${locale}`);
    await expectAccessible(page);

    await projects.nth(1).getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/console/projects/[0-9a-f-]{36}$`));
    await expect(page.getByRole("heading", { level: 2, name: text(locale, "project.campaignsTitle") })).toBeVisible();
    await expect(page.getByRole("main").getByRole("row").nth(1)).toBeVisible();
    await expect(nav.getByRole("link", { name: text(locale, "nav.overview") })).toHaveAttribute("aria-current", "true");
    await shoot(page, `console-project-${locale}`);
    await expectAccessible(page);
  }

  // A tablet: the navigation folds behind its menu button.
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.goto("/th/console");
  const menu = page.getByRole("button", { name: text("th", "nav.menu") });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("link", { name: text("th", "nav.team") })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await shoot(page, "console-overview-th-tablet");
  await expectAccessible(page);
  await page.getByRole("link", { name: text("th", "nav.team") }).click();
  await expect(page.getByRole("heading", { level: 1, name: text("th", "team.title") })).toBeVisible();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await page.close();
});

test("an owner invites an editor; the audit log shows it; the editor can read the team but not change it", async ({
  browser,
  baseURL: configured,
}) => {
  test.setTimeout(180_000); // the editor signs in by mail too
  const baseURL = configured ?? "";
  const page = await owner.newPage();
  const editor = uniqueEmail("editor");
  await page.goto("/ja/console/team");
  const invite = page.getByRole("region", { name: text("ja", "team.inviteTitle") });
  await invite.getByLabel(text("ja", "team.inviteEmail"), { exact: true }).fill(editor);
  await invite.getByLabel(text("ja", "team.inviteRole"), { exact: true }).selectOption("EDITOR");
  await invite.getByRole("button", { name: text("ja", "team.inviteSubmit") }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: text("ja", "team.invited", { email: editor, role: text("ja", "roles.EDITOR") }) }),
  ).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(editor.replaceAll("+", "\\+")) })).toBeVisible();
  await shoot(page, "console-team-ja");
  await expectAccessible(page);

  await page
    .getByRole("navigation")
    .getByRole("link", { name: text("ja", "nav.audit") })
    .click();
  // The invitation's row, found by the new address: other journeys of the demo company run beside this
  // one and write its audit log too, so the newest row need not be this one.
  const invitation = (locale: "ja" | "th") =>
    page
      .getByRole("main")
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: text(locale, "audit.actions.memberInvite") }) })
      .filter({ hasText: editor });
  const row = invitation("ja");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(OWNER);
  // Only what the invitation set: the address and the role (in words), in the order the API keeps them.
  const changes = row.getByRole("listitem");
  await expect(changes).toHaveCount(2);
  await expect(changes.filter({ hasText: /^email：/ })).toContainText(editor);
  await expect(changes.filter({ hasText: /^role：/ })).toContainText(text("ja", "roles.EDITOR"));
  await shoot(page, "console-audit-ja");
  await expectAccessible(page);
  await page.goto("/th/console/audit");
  await expect(invitation("th")).toHaveCount(1);
  await shoot(page, "console-audit-th");
  await expectAccessible(page);
  await page.close();

  // The new editor signs in with the same e-mail sign-in and sees the team, without an owner's controls.
  const editorContext = await operatorBrowser(browser, baseURL, editor);
  const editorPage = await editorContext.newPage();
  await editorPage.goto("/th/console/team");
  await expect(editorPage.getByText(text("th", "team.readOnly"))).toBeVisible();
  await expect(editorPage.getByRole("combobox", { name: /@/ })).toHaveCount(0);
  await expect(editorPage.getByRole("button", { name: text("th", "team.inviteSubmit") })).toHaveCount(0);
  await shoot(editorPage, "console-team-editor-th");
  await expectAccessible(editorPage);
  await editorContext.close();
});

test("the console is not found for a fan who operates nothing, and asks a signed-out visitor to sign in", async ({
  browser,
  baseURL: configured,
}) => {
  const baseURL = configured ?? "";
  const fan = await newFan(browser, baseURL, "ja", "not-operator");
  const page = await fan.context.newPage();
  const response = await page.goto("/ja/console");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("ja", "notFound.title"));
  await expect(page.getByText(COMPANY)).toHaveCount(0);
  await expectAccessible(page);
  await fan.context.close();

  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/ja/console/team");
  await expect(visitorPage).toHaveURL(/\/ja\?returnTo=%2Fconsole$/);
  await visitor.close();
});
