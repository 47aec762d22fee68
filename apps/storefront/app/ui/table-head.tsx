import type { MessageKey } from '../i18n';
import { useI18n } from '../i18n';

/**
 * The header row of a table of order or cart lines: the first column is text, the others are numbers.
 * The explicit roles keep the table semantics when a narrow screen lays the lines out as cards (see `.lines-table`
 * in ui/styles.css): the header row is then only visually hidden and must still name the columns.
 */
export function LinesTableHead({ first, numeric }: { first: MessageKey; numeric: readonly MessageKey[] }) {
  const { t } = useI18n();
  return (
    <thead role="rowgroup">
      <tr role="row">
        <th scope="col" role="columnheader">
          {t(first)}
        </th>
        {numeric.map((key) => (
          <th key={key} scope="col" role="columnheader" className="num">
            {t(key)}
          </th>
        ))}
      </tr>
    </thead>
  );
}
