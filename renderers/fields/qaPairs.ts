/** The training step's question/answer pairs and their rules. */

export interface QaPair {
  id?: string;
  questionTitle?: string;
  questionValue?: string;
}

const filled = (text: string | undefined) => Boolean(text && text.trim().length > 0);

export const isCompletePair = (pair: QaPair) =>
  filled(pair.questionTitle) && filled(pair.questionValue);

export const isEmptyPair = (pair: QaPair) =>
  !filled(pair.questionTitle) && !filled(pair.questionValue);

/** Only one of its two parts filled. */
export const isIncompletePair = (pair: QaPair) => !isCompletePair(pair) && !isEmptyPair(pair);

/** A new pair may be added only when every pair has both its question and its answer. */
export const canAddPair = (pairs: QaPair[]) => pairs.every(isCompletePair);

const normalized = (pairs: QaPair[]) =>
  JSON.stringify(
    pairs.map((p) => [p.id ?? '', (p.questionTitle ?? '').trim(), (p.questionValue ?? '').trim()]),
  );

/** Whether the pairs are exactly the ones the server has (their status is then 'success'). */
export const samePairs = (a: QaPair[], b: QaPair[]) => normalized(a) === normalized(b);
