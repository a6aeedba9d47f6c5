/**
 * The journey stages a user starts from when they have none yet, by business category (spec
 * section 3). Pure data and one lookup: the stages step and the server both read it.
 */
/** The latest day a stage may start on (ten years); the stages step's schema says the same. */
export const MAX_STAGE_DURATION_DAYS = 3650;

export interface DefaultStage {
  name: string;
  /** Days after the first stage; the first is always 0. */
  duration: number;
}

const SALES_STAGES: readonly DefaultStage[] = [
  { name: 'Prospect', duration: 0 },
  { name: 'Qualified', duration: 9 },
  { name: 'Demo', duration: 20 },
  { name: 'Proposal', duration: 31 },
  { name: 'Closed lost', duration: 40 },
  { name: 'Closed won', duration: 40 },
  { name: 'Retention', duration: 90 },
];

export const DEFAULT_STAGES_BY_CATEGORY: Readonly<Record<string, readonly DefaultStage[]>> = {
  SaaS: [
    { name: 'Awareness', duration: 0 },
    { name: 'Free trial', duration: 9 },
    { name: 'Paid customer', duration: 20 },
    { name: 'Renewal', duration: 31 },
    { name: 'Fan', duration: 60 },
  ],
  'E-commerce': [
    { name: 'Awareness', duration: 0 },
    { name: 'Newsletter signup', duration: 9 },
    { name: 'Purchase', duration: 20 },
    { name: 'Repeat Purchase', duration: 31 },
    { name: 'Fan', duration: 60 },
  ],
  'Technical Services': SALES_STAGES,
  'Marketing Services': SALES_STAGES,
  'Financial Services': SALES_STAGES,
  Education: SALES_STAGES,
  Other: SALES_STAGES,
};

/** A fresh copy of the category's default stages; any other or no category gets the sales stages. */
export function defaultStagesFor(category: string | null | undefined): DefaultStage[] {
  const stages =
    category && Object.hasOwn(DEFAULT_STAGES_BY_CATEGORY, category)
      ? DEFAULT_STAGES_BY_CATEGORY[category]!
      : SALES_STAGES;
  return stages.map((stage) => ({ ...stage }));
}
