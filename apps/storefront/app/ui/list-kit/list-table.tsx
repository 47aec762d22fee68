import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n';
import { useI18n } from '../../i18n';
import { TableHead } from '../table-head';

/** A column of a list: its header, how a row shows it, and whether it holds numbers (right-aligned). */
export interface ListColumn<T> {
  label: MessageKey;
  cell(item: T): ReactNode;
  num?: boolean;
  /** The cell's class (e.g. 'nowrap'), or one per row (a state's colour). */
  className?: string | ((item: T) => string | undefined);
  testId?: string;
}

/**
 * A list's table: a caption, named columns, one row per item whose first column names the row (its row header).
 * On a phone (`.lines-table`, ui/styles.css) each row becomes a card and each cell is named by its column
 * (`data-label`); the explicit roles keep the table's semantics when CSS lays it out as blocks.
 */
export function ListTable<T>({
  caption,
  columns,
  items,
  rowKey,
  rowTestId,
  rowClassName,
  className,
}: {
  caption: string;
  columns: readonly [ListColumn<T>, ...ListColumn<T>[]];
  items: readonly T[];
  rowKey(item: T): string | number;
  rowTestId?: string;
  rowClassName?(item: T): string | undefined;
  /** The page's own class, beside the kit's (its column widths, its colours). */
  className: string;
}) {
  const { t } = useI18n();
  const [first, ...rest] = columns;
  const classOf = (column: ListColumn<T>, item: T) => {
    const own = typeof column.className === 'function' ? column.className(item) : column.className;
    return [column.num ? 'num' : undefined, own].filter(Boolean).join(' ') || undefined;
  };
  return (
    // Scrolls sideways on a screen too narrow for its columns but wider than a phone's cards.
    <div className="table-scroll">
      <table className={`lines-table list-table ${className}`} role="table">
        <caption className="visually-hidden">{caption}</caption>
        <TableHead columns={columns} />
        <tbody role="rowgroup">
          {items.map((item) => (
            <tr role="row" key={rowKey(item)} data-testid={rowTestId} className={rowClassName?.(item)}>
              <th scope="row" role="rowheader" className={classOf(first, item)}>
                {first.cell(item)}
              </th>
              {rest.map((column) => (
                <td
                  key={column.label}
                  role="cell"
                  data-label={t(column.label)}
                  data-testid={column.testId}
                  className={classOf(column, item)}
                >
                  {column.cell(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
