import type { MessageKey } from '../i18n';
import { useI18n } from '../i18n';

/** A column's header: its label, and whether it holds numbers (right-aligned). */
export interface Column {
  label: MessageKey;
  num?: boolean;
}

/**
 * The header row of a list or lines table. The explicit roles keep the table semantics when a narrow screen lays
 * the rows out as cards (see `.lines-table` in ui/styles.css): the header row is then only visually hidden and
 * must still name the columns.
 */
export function TableHead({ columns }: { columns: readonly Column[] }) {
  const { t } = useI18n();
  return (
    <thead role="rowgroup">
      <tr role="row">
        {columns.map((c) => (
          <th key={c.label} scope="col" role="columnheader" className={c.num ? 'num' : undefined}>
            {t(c.label)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The header row of a table of order or cart lines: the first column is text, the others are numbers. */
export function LinesTableHead({ first, numeric }: { first: MessageKey; numeric: readonly MessageKey[] }) {
  return <TableHead columns={[{ label: first }, ...numeric.map((label) => ({ label, num: true }))]} />;
}
