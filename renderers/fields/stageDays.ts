/**
 * The stages' timeline: each stage's days after the first stage are at least the previous stage's,
 * so the journey reads in order. Shared by the stages editor and its form rule. A negative day is
 * left to the schema's minimum, which has its own mark.
 */
export function stagesBeforePrevious(days: number[]): number[] {
  return days.flatMap((day, i) => (i > 0 && day >= 0 && day < days[i - 1]! ? [i] : []));
}
