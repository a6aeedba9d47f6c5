import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeInWords, positionInWords } from './changeInWords';
import { DiffValue, type ShownValue } from './DiffValue';
import type { Change, FileDiff } from './draft/versionDiff';

const json = (value: unknown): ShownValue => ({
  line: JSON.stringify(value),
  whole: JSON.stringify(value, null, 2),
});
const text = (value: string): ShownValue => ({ line: value, whole: value });

/** A change's value before and after (undefined where there is none); a move's are positions. */
function valuesOf(t: TFunction, change: Change): [ShownValue | undefined, ShownValue | undefined] {
  switch (change.kind) {
    case 'fileAdded':
      return [undefined, text(change.after)];
    case 'fileRemoved':
      return [text(change.before), undefined];
    case 'text':
      return [text(change.before), text(change.after)];
    case 'added':
      return [undefined, json(change.after)];
    case 'removed':
      return [json(change.before), undefined];
    case 'changed':
      return [json(change.before), json(change.after)];
    case 'moved':
      return [text(positionInWords(t, change.from)), text(positionInWords(t, change.to))];
  }
}

/** A diff file by file, each under its heading: a table of its changes in words, before and after. */
export function VersionDiffView({ diff, heading }: { diff: readonly FileDiff[]; heading: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="studio-diff" aria-labelledby={`${id}-title`}>
      <h5 id={`${id}-title`}>{heading}</h5>
      {diff.map((file, index) => (
        <section key={file.path} aria-labelledby={`${id}-${index}`}>
          <h6 id={`${id}-${index}`}>
            <code>{file.path}</code>
          </h6>
          <table className="studio-diff__table" aria-labelledby={`${id}-${index}`}>
            <thead>
              <tr>
                <th scope="col">{t('studio.compare.change')}</th>
                <th scope="col">{t('studio.compare.before')}</th>
                <th scope="col">{t('studio.compare.after')}</th>
              </tr>
            </thead>
            <tbody>
              {file.changes.map((change, n) => {
                const [before, after] = valuesOf(t, change);
                return (
                  <tr key={`${n}:${change.kind}:${'pointer' in change ? change.pointer : ''}`}>
                    <th scope="row">{changeInWords(t, file.path, change)}</th>
                    <td>
                      <DiffValue value={before} />
                    </td>
                    <td>
                      <DiffValue value={after} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ))}
    </section>
  );
}
