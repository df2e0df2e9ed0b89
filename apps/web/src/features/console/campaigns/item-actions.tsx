"use client";

import { Button } from "@/ui/button";
import { itemActionLabel } from "./field";
import { useBuilderTranslations } from "./use-builder-translations";

/** `items` with the one at `from` moved to `to`, or null when there is none at `from`. */
export function movedItems<T>(items: readonly T[], from: number, to: number): { next: T[]; moved: T } | null {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return null;
  next.splice(to, 0, moved);
  return { next, moved };
}

/**
 * Puts the keyboard back where it was after a move: on the same button (`<idPrefix>-up` / `-down`) of
 * the moved item, since the pressed one may now be another item's or disabled (top or bottom).
 */
export function focusMovedItem(idPrefix: string, from: number, to: number): void {
  requestAnimationFrame(() => {
    const same = document.getElementById(`${idPrefix}-${to < from ? "up" : "down"}`);
    // Moved to the top (or the bottom) that button is disabled and cannot hold the focus: the other one does.
    const other = document.getElementById(`${idPrefix}-${to < from ? "down" : "up"}`);
    (same instanceof HTMLButtonElement && same.disabled ? other : same)?.focus();
  });
}

/**
 * Up, down and remove for one item of an ordered list in the builder (conditions, links) or the console
 * (channels: no `onRemove`, no remove button), each named after the item (`heading`) so one row's
 * buttons are told from the next. The up and down buttons carry ids `<idPrefix>-up` / `-down` for
 * focusMovedItem.
 */
export function ItemActions({
  idPrefix,
  heading,
  index,
  count,
  onMove,
  onRemove,
}: {
  idPrefix: string;
  heading: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove?: () => void;
}) {
  const t = useBuilderTranslations();
  return (
    <span className="flex flex-wrap gap-1">
      <Button
        id={`${idPrefix}-up`}
        variant="outlined"
        size="xs"
        disabled={index === 0}
        aria-label={itemActionLabel(t("console.builder.moveUp"), heading)}
        onClick={() => onMove(index, index - 1)}
      >
        {t("console.builder.moveUp")}
      </Button>
      <Button
        id={`${idPrefix}-down`}
        variant="outlined"
        size="xs"
        disabled={index === count - 1}
        aria-label={itemActionLabel(t("console.builder.moveDown"), heading)}
        onClick={() => onMove(index, index + 1)}
      >
        {t("console.builder.moveDown")}
      </Button>
      {onRemove ? (
        <Button
          variant="outlined"
          size="xs"
          aria-label={itemActionLabel(t("console.builder.remove"), heading)}
          onClick={onRemove}
        >
          {t("console.builder.remove")}
        </Button>
      ) : null}
    </span>
  );
}
