import type { ReactNode } from "react";

/**
 * The console's data table: a caption naming it (visible or for screen readers), a header row of
 * `<th scope="col">`, scrolling sideways on a narrow screen instead of squeezing its columns.
 */
export function ConsoleTable({
  caption,
  captionVisible = false,
  alignTop = false,
  columns,
  children,
}: {
  caption: string;
  captionVisible?: boolean;
  /** Cells at the top of their row (rows of several lines, like the audit log's), else centred. */
  alignTop?: boolean;
  columns: readonly ReactNode[];
  children: ReactNode;
}) {
  return (
    // A named region (a landmark of its own) that keyboard users can focus to scroll a table wider than
    // the screen (axe: scrollable-region-focusable).
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling container must be reachable by keyboard
      tabIndex={0}
      className="w-full overflow-x-auto rounded-xl border border-line bg-card"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className={captionVisible ? "px-4 pt-4 pb-3 text-left text-base font-bold" : "sr-only"}>
          {caption}
        </caption>
        <thead className="bg-gray-50">
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className="border-b border-line px-4 py-3 font-bold whitespace-nowrap text-muted"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={`divide-y divide-line ${alignTop ? "[&>tr>*]:align-top" : "[&>tr>*]:align-middle"}`}>
          {children}
        </tbody>
      </table>
    </section>
  );
}

/** A body cell; `header` makes it the row's header (`<th scope="row">`), e.g. the project's name. */
export function Cell({ children, header = false }: { children: ReactNode; header?: boolean }) {
  if (header) {
    return (
      <th scope="row" className="px-4 py-3 font-bold">
        {children}
      </th>
    );
  }
  return <td className="px-4 py-3">{children}</td>;
}
