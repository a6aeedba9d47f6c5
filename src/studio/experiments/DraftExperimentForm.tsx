import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  currentRefusal,
  draftRefusalOf,
  DraftRefusalView,
  type DraftRefusal,
} from '../DraftRefusal';
import type { ConfigVersion, ExperimentGoal, FileEdits, StudioApi } from '../studioApi';
import { GoalField, NameField, ShareField } from './ExperimentFields';
import '../funnels/funnels.css';
import './experiments.css';

/**
 * Tests the draft against the live version instead of publishing it: the live version stays the
 * control, the draft becomes the variant for a share of new signups, with the goal chosen.
 */
export function DraftExperimentForm({
  api,
  basedOn,
  edits,
  goalSteps,
  onStarted,
  onLoadLive,
  onOpen,
}: {
  api: StudioApi;
  basedOn: string;
  edits: FileEdits;
  /** The steps both the live version and the draft show: a goal either arm can reach. */
  goalSteps: readonly string[];
  onStarted: (name: string, variant: ConfigVersion) => void;
  onLoadLive: () => void;
  onOpen: (path: string, pointer: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const [share, setShare] = useState('50');
  const [goal, setGoal] = useState<ExperimentGoal>({ kind: 'paid' });
  const [busy, setBusy] = useState(false);
  const [lastRefusal, setRefusal] = useState<DraftRefusal | null>(null);
  const refusal = currentRefusal(lastRefusal, edits);
  const hasEdits = Object.keys(edits).length > 0;
  // A goal step the draft has since dropped is offered no more; paying always is.
  const chosenGoal =
    goal.kind === 'step' && !goalSteps.includes(goal.step) ? { kind: 'paid' as const } : goal;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    try {
      const { version } = await api.startExperimentOnDraft(basedOn, edits, {
        name,
        variantShare: Number(share) / 100,
        goal: chosenGoal,
      });
      setName('');
      onStarted(name.trim(), version);
    } catch (error) {
      setRefusal(draftRefusalOf(error, edits));
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="studio-draft-experiment">
      <summary>{t('studio.experiments.draft.summary')}</summary>
      <form
        className="experiment-form"
        onSubmit={(e) => void submit(e)}
        aria-label={t('studio.experiments.draft.summary')}
      >
        <p className="studio-muted">{t('studio.experiments.draft.intro')}</p>
        <NameField id={`${id}-name`} name={name} onChange={setName} />
        <ShareField id={`${id}-share`} share={share} onChange={setShare} />
        <GoalField id={`${id}-goal`} steps={goalSteps} goal={chosenGoal} onChange={setGoal} />
        <button
          type="submit"
          className="button button--secondary"
          disabled={busy || !hasEdits}
          aria-busy={busy}
        >
          {busy ? t('studio.experiments.draft.busy') : t('studio.experiments.start')}
        </button>
        <DraftRefusalView
          refusal={refusal}
          basedOn={basedOn}
          onLoadLive={onLoadLive}
          onOpen={onOpen}
        />
      </form>
    </details>
  );
}
