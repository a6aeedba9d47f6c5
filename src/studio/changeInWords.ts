import type { TFunction } from 'i18next';
import type { Change, FileDiff } from './draft/versionDiff';

const FLOW_FILE = /^schemas\/flows\/[^/]+\.json$/;

/** "5th": a 0-based index as the position people count. */
export const positionInWords = (t: TFunction, index: number) =>
  t('studio.diff.position', { count: index + 1, ordinal: true });

const arrayOf = (pointer: string) => pointer.slice(0, pointer.lastIndexOf('/'));

/** One change of a file in words ("Moved step stages from 5th to 4th"); its values are shown apart. */
export function changeInWords(t: TFunction, path: string, change: Change): string {
  const isStep = (array: string) => FLOW_FILE.test(path) && array === '/steps';
  switch (change.kind) {
    case 'fileAdded':
      return t('studio.diff.fileAdded');
    case 'fileRemoved':
      return t('studio.diff.fileRemoved');
    case 'text':
      return t('studio.diff.text');
    case 'moved': {
      const values = {
        name: change.name,
        array: change.pointer || '/',
        from: positionInWords(t, change.from),
        to: positionInWords(t, change.to),
      };
      return isStep(change.pointer)
        ? t('studio.diff.stepMoved', values)
        : t('studio.diff.itemMoved', values);
    }
    case 'added':
    case 'removed': {
      if (change.name === undefined)
        return t(`studio.diff.${change.kind}`, { pointer: change.pointer });
      const array = arrayOf(change.pointer);
      if (isStep(array))
        return change.kind === 'added'
          ? t('studio.diff.stepAdded', {
              name: change.name,
              position: positionInWords(t, Number(change.pointer.slice(array.length + 1))),
            })
          : t('studio.diff.stepRemoved', { name: change.name });
      const values = { name: change.name, array: array || '/' };
      return change.kind === 'added'
        ? t('studio.diff.itemAdded', values)
        : t('studio.diff.itemRemoved', values);
    }
    case 'changed':
      return change.pointer
        ? t('studio.diff.changed', { pointer: change.pointer })
        : t('studio.diff.changedWhole');
  }
}

/** A diff in a line, for the status line: its first change, and how many more there are. */
export function diffInWords(t: TFunction, diff: readonly FileDiff[]): string {
  const changes = diff.flatMap((file) => file.changes.map((change) => ({ file, change })));
  const first = changes[0];
  if (!first) return t('studio.undo.layoutOnly');
  const words = changeInWords(t, first.file.path, first.change);
  return changes.length === 1
    ? words
    : t('studio.undo.andMore', { change: words, count: changes.length - 1 });
}

/** "3 changes in 2 files." */
export function diffSummary(t: TFunction, diff: readonly FileDiff[]): string {
  const count = diff.reduce((sum, file) => sum + file.changes.length, 0);
  return t('studio.diff.summary', {
    count,
    files: t('studio.diff.files', { count: diff.length }),
  });
}
