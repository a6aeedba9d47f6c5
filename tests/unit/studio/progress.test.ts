import { describe, expect, it } from 'vitest';
import { dropsBroughtBy, progressDrops } from '../../../src/studio/draft/progressDrops';
import type { ProgressStep } from '../../../src/studio/draft/progressPaths';
import { suggestedProgress } from '../../../src/studio/draft/progressSuggestion';

const WHEN = { required: ['website'] };
/** A flow from its figures: `?` after one marks a step with `when`, `-` one that hides the bar. */
const flow = (...figures: string[]): ProgressStep[] =>
  figures.map((figure, i) => ({
    name: `s${i}`,
    progress: parseInt(figure, 10),
    ...(figure.endsWith('?') && { when: WHEN }),
    ...(figure.endsWith('-') && { showProgress: false }),
  }));

describe('where the progress bar would go back', () => {
  it('names nothing while every step is at least as far as the one before it', () => {
    expect(progressDrops(flow('10', '10', '20?', '40', '90'))).toEqual([]);
  });

  it('names the step lower than the one before it, as the seed goes from 40 to 20', () => {
    expect(progressDrops(flow('10', '20?', '40', '20', '60'))).toEqual([{ at: 3, from: 2 }]);
  });

  it('compares a step with each step that may be shown just before it, the highest first', () => {
    // s1 may be skipped: s2 then follows s0, whose 50 is higher than s2's 45.
    expect(progressDrops(flow('50', '40?', '45'))).toEqual([
      { at: 1, from: 0 },
      { at: 2, from: 0 },
    ]);
    // Of equals, the nearest.
    expect(progressDrops(flow('50', '50?', '40'))).toEqual([{ at: 2, from: 1 }]);
  });

  it('looks no further back than the nearest step without a condition: that one is always shown', () => {
    expect(progressDrops(flow('80', '50', '60'))).toEqual([{ at: 1, from: 0 }]);
  });

  it('passes over a step that hides the bar, or has no figure yet', () => {
    expect(progressDrops(flow('70', '0-', '90'))).toEqual([]);
    expect(progressDrops(flow('70', 'x', '60'))).toEqual([{ at: 2, from: 0 }]);
    expect(progressDrops(flow('70', '0-', '60'))).toEqual([{ at: 2, from: 0 }]);
  });

  it('tells a placed step the drops it brings: its own, and those after it that were not there', () => {
    const steps = flow('40', '20', '90', '50?', '60', '30');
    expect(dropsBroughtBy(steps, 2)).toEqual([
      { at: 3, from: 2 },
      { at: 4, from: 2 },
    ]);
    expect(dropsBroughtBy(steps, 1)).toEqual([{ at: 1, from: 0 }]);
    // Without s1, the bar already went back from s0's 40 to s2's 30.
    expect(dropsBroughtBy(flow('40', '45', '30'), 1)).toEqual([]);
  });
});

describe('the progress offered for a new step', () => {
  it('is halfway between the step before and the step after it, rounded', () => {
    expect(suggestedProgress(flow('10', '40'), 1)).toBe(25);
    expect(suggestedProgress(flow('10', '15'), 1)).toBe(13);
    expect(suggestedProgress(flow('10', '10'), 1)).toBe(10);
  });

  it('starts from 0 before the first step and runs to 100 after the last', () => {
    expect(suggestedProgress(flow('20', '40'), 0)).toBe(10);
    expect(suggestedProgress(flow('20', '90'), 2)).toBe(95);
    expect(suggestedProgress([], 0)).toBe(50);
  });

  it('stays above every step that may be shown before it and below every one that may follow', () => {
    // After s1 (with a condition): s1 or s0 comes before; 30 is the higher.
    expect(suggestedProgress(flow('10', '30?', '40'), 2)).toBe(35);
    // Before s1 (with a condition): s1 or s2 comes after; 30 is the lower.
    expect(suggestedProgress(flow('10', '30?', '40'), 1)).toBe(20);
  });

  it('holds the bar where the flow already goes back, so the new step does not drop', () => {
    expect(suggestedProgress(flow('40', '20'), 1)).toBe(40);
  });

  it('passes over a step that hides the bar, or has no figure yet', () => {
    expect(suggestedProgress(flow('70', '0-', '90'), 1)).toBe(80);
    expect(suggestedProgress(flow('70', '0-', '90'), 2)).toBe(80);
    expect(suggestedProgress(flow('70', 'x', '90'), 2)).toBe(80);
  });

  it('takes a place beyond the flow as its end: a draft’s flow may shrink, or not be read at all', () => {
    expect(suggestedProgress([], 1)).toBe(50);
    expect(suggestedProgress(flow('90'), 3)).toBe(95);
  });
});
