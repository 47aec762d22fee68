import type { MessageKey } from '../i18n';
import { useI18n } from '../i18n';

/** The header row of a table of order or cart lines: the first column is text, the others are numbers. */
export function LinesTableHead({ first, numeric }: { first: MessageKey; numeric: readonly MessageKey[] }) {
  const { t } = useI18n();
  return (
    <thead>
      <tr>
        <th scope="col">{t(first)}</th>
        {numeric.map((key) => (
          <th key={key} scope="col" className="num">
            {t(key)}
          </th>
        ))}
      </tr>
    </thead>
  );
}
