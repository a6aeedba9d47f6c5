import { useTranslation } from 'react-i18next';
import { AA_NORMAL_TEXT, contrastRows } from './contrast';

/**
 * The contrast of each pair of brand colours the pages set text in, each said to pass or fail
 * WCAG AA for normal text in words (and a mark), never by colour alone.
 */
export function ContrastTable({ colors }: { colors: Readonly<Record<string, string>> }) {
  const { t, i18n } = useTranslation();
  const rows = contrastRows(colors);
  const failing = rows.filter((row) => !row.passes).length;
  const ratio = (value: number) =>
    `${value.toLocaleString(i18n.language, { maximumFractionDigits: 2, minimumFractionDigits: 2 })}:1`;
  return (
    <>
      <p className={failing ? 'studio-alert' : 'studio-muted'}>
        {t('studio.brand.contrast.summary', { count: failing })}
      </p>
      <div className="studio-contrast-scroll">
        <table className="studio-contrast">
          <caption>{t('studio.brand.contrast.caption', { min: AA_NORMAL_TEXT })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('studio.brand.contrast.text')}</th>
              <th scope="col">{t('studio.brand.contrast.on')}</th>
              <th scope="col">{t('studio.brand.contrast.sample')}</th>
              <th scope="col">{t('studio.brand.contrast.ratio')}</th>
              <th scope="col">{t('studio.brand.contrast.result')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={`${row.text}/${row.on}`}
                className={row.passes ? undefined : 'studio-contrast--fails'}
              >
                <th scope="row">{row.text}</th>
                <td>{row.on}</td>
                <td>
                  <span
                    className="studio-contrast__sample"
                    style={{ color: colors[row.text], backgroundColor: colors[row.on] }}
                    aria-hidden="true"
                  >
                    Aa
                  </span>
                </td>
                <td>{row.ratio === undefined ? '–' : ratio(row.ratio)}</td>
                <td>
                  {row.ratio === undefined
                    ? t('studio.brand.contrast.notColor')
                    : row.passes
                      ? `✓ ${t('studio.brand.contrast.passes')}`
                      : `✗ ${t('studio.brand.contrast.fails', { min: AA_NORMAL_TEXT })}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
