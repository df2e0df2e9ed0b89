import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";

// The accessibility check every journey relies on (support/axe.ts) must still see what it is there to
// see: a page of ours passes, and the same page with faults added, in the page and in a same-origin frame,
// fails with each of them named. The second check is of the same document, which has axe already: the
// frame added since must get it too (support/axe.ts injects per frame, once per document).

test("the accessibility check passes a page of ours and names the faults added to it, in its frames too", async ({
  page,
}) => {
  await page.goto("/ja/terms-of-use");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.evaluate(() => {
    const main = document.querySelector("main") ?? document.body;
    // A button with no name, and grey text on white (2.3:1, below 4.5:1).
    main.insertAdjacentHTML(
      "beforeend",
      '<button type="button" data-fault="nameless"></button><p style="color:#aaa;background:#fff">faint</p>',
    );
    // A frame of the same origin holding an image with no text alternative.
    const frame = document.createElement("iframe");
    frame.title = "fault";
    frame.srcdoc = '<!doctype html><html lang="ja"><title>f</title><main><img src="/favicon.ico"></main></html>';
    main.append(frame);
  });
  await expect(page.frameLocator("iframe[title='fault']").locator("img")).toHaveCount(1);

  const found = await axeViolations(page);
  expect(found.find((v) => v.startsWith("button-name:"))).toContain("data-fault");
  expect(found.some((v) => v.startsWith("color-contrast:"))).toBe(true);
  expect(found.find((v) => v.startsWith("image-alt:"))).toContain("iframe");
});
