import { arrayMove } from '@dnd-kit/sortable';
import type { Stage } from '../../shared/contract';
import { MAX_STAGE_DURATION_DAYS } from '../../shared/flow/defaultStages';
import { stagesBeforePrevious } from './stageDays';

/** A stage as it is being edited: the duration stays text so that an emptied box stays empty. */
export interface Row {
  id: string;
  name: string;
  duration: string;
}

export const DAY_STEP = 2;

let nextRowId = 0;
export const newRowId = () => `stage-${++nextRowId}`;

export function toRows(stages: Partial<Stage>[]): Row[] {
  return stages.map((s) => ({
    id: newRowId(),
    name: s.name ?? '',
    duration: typeof s.duration === 'number' ? String(s.duration) : '',
  }));
}

/** The stages the form holds; RJSF fills a required list with one empty item, which is none. */
export function givenStages(formData: Partial<Stage>[] | undefined): Partial<Stage>[] {
  const list = Array.isArray(formData) ? formData : [];
  return list.some((s) => typeof s?.name === 'string') ? list : [];
}

/** An empty duration counts as 0; the first stage is always day 0. */
export function durationOf(row: Row, index: number): number {
  if (index === 0 || row.duration.trim() === '') return 0;
  return Number(row.duration);
}

export function sameStages(given: Partial<Stage>[], defaults: readonly Stage[]): boolean {
  return (
    given.length === defaults.length &&
    given.every((s, i) => s.name === defaults[i]!.name && s.duration === defaults[i]!.duration)
  );
}

export function toStages(rows: Row[]): Stage[] {
  return rows.map((row, index) => ({ name: row.name, duration: durationOf(row, index) }));
}

export const blank = (text: string) => text.trim().length === 0;
export const daysOf = (rows: Row[]) => rows.map(durationOf);
/** Not whole days from 0 up to the cap, or fewer days than the stage before it. */
export const badDurations = (rows: Row[]): Set<number> => {
  const days = daysOf(rows);
  const bad = new Set(stagesBeforePrevious(days));
  days.forEach(
    (d, i) => (!Number.isInteger(d) || d < 0 || d > MAX_STAGE_DURATION_DAYS) && bad.add(i),
  );
  return bad;
};

/** The fewest days the stage at `index` may have: the previous stage's, when that is a valid count. */
export function minDaysAt(days: number[], index: number): number {
  const previous = index > 0 ? days[index - 1]! : 0;
  return Number.isInteger(previous) && previous > 0 ? previous : 0;
}

/**
 * A reorder moves the stages, not the timeline: each position keeps its days, so days that were
 * in order stay in order whichever stage is moved where.
 */
export function moveKeepingDays(rows: Row[], from: number, to: number): Row[] {
  return arrayMove(rows, from, to).map((row, i) => ({ ...row, duration: rows[i]!.duration }));
}
