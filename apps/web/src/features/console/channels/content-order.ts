import type { OperatorContentView } from "@fanfare/protocol";

/**
 * The PATCHes that move the content at `index` one place up (-1) or down (+1): every content whose
 * position differs from its new place in the list is renumbered 0, 1, 2… — equal positions (contents
 * made before ordering existed all have 0) would otherwise leave the move without effect.
 */
export function movePatches(
  contents: readonly OperatorContentView[],
  index: number,
  delta: -1 | 1,
): { contentId: string; position: number }[] {
  const target = index + delta;
  if (target < 0 || target >= contents.length) return [];
  const order = [...contents];
  const [moved] = order.splice(index, 1);
  if (!moved) return [];
  order.splice(target, 0, moved);
  return order.flatMap((content, position) =>
    content.position === position ? [] : [{ contentId: content.id, position }],
  );
}
