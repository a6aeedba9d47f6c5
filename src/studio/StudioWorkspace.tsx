import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LoadErrorBoundary } from '../loading/LoadErrorBoundary';
import { namedExport, preloadableLazy } from '../loading/preloadableLazy';
import { AddStepForm } from './AddStepForm';
import { BrandEditor } from './brand/BrandEditor';
import { diffInWords } from './changeInWords';
import { answersBeforeEachStep } from './draft/conditionAnswers';
import { isBrandFile } from '../../shared/contract/operatorRoles';
import { brandFlowOf, brandIdOf, type ConfigFileTexts } from './draft/configFiles';
import { EditorViewTabs, type EditorView } from './designer/EditorViewTabs';
import { StepDesigner } from './designer/StepDesigner';
import { draftChanges } from './draft/draftChanges';
import { versionDiff } from './draft/versionDiff';
import {
  categoriesOf,
  hideStepForCategories,
  moveStep,
  setStepWhen,
  stepRowsOf,
} from './draft/flowSteps';
import type { EditorTarget } from './editor/FileEditor';
import { FileList } from './FileList';
import { ImportFormForm } from './ImportFormForm';
import { KeptDraftNotice } from './KeptDraftNotice';
import { useBrandFilesOnly, useMayDo } from './operatorRole';
import { PresenceNotice } from './PresenceNotice';
import { PreviewRegion } from './PreviewRegion';
import { ProblemList } from './ProblemList';
import { PublishForm } from './PublishForm';
import { DraftExperimentForm } from './experiments/DraftExperimentForm';
import { ScheduledPublishes } from './ScheduledPublishes';
import { StepList } from './StepList';
import { StudioLoadError } from './StudioLoadError';
import { StudioHeader } from './StudioHeader';
import { TranslationsCard } from './TranslationsCard';
import { UndoButtons } from './UndoButtons';
import type { ConfigVersion, ScheduledPublish, StudioApi } from './studioApi';
import { useDraftCheck } from './useDraftCheck';
import type { DraftStep } from './useDraftHistory';
import { useKeepingDraft, useKeptDraft } from './useKeptDraft';
import { useLiveDraft } from './useLiveDraft';
import { usePresence } from './usePresence';
import { useScheduledPublishes } from './useScheduledPublishes';
import { useScheduleTime } from './useScheduleTime';
import { useUndoKeys } from './useUndoKeys';
import { useVersionHistory } from './useVersionHistory';
import { VersionHistory } from './VersionHistory';

const STEP_FILE = /^schemas\/steps\/[^/]+\.json$/;

function EditorLoading() {
  const { t } = useTranslation();
  return <p>{t('studio.loading')}</p>;
}

// CodeMirror is the Studio's largest part: it loads once a file is opened.
const FileEditor = preloadableLazy(
  namedExport(() => import('./editor/FileEditor'), 'FileEditor'),
  <EditorLoading />,
);

/**
 * The signed-in Studio's draft and its two pages: the flow (the editor and checker, publishing and
 * the version history) and the brand screen, which edit the same draft.
 */
export function StudioWorkspace({
  api,
  onSignOut,
  view: page = 'flow',
}: {
  api: StudioApi;
  onSignOut: () => void;
  view?: 'flow' | 'brand';
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const kept = useKeptDraft();
  const { live, draft, revision, replaceDraft, editFile, undo, redo, canUndo, canRedo, reload } =
    useLiveDraft(api, kept.restore);
  const { history, reloadHistory } = useVersionHistory(api);
  const [openPath, setOpenPath] = useState<string | null>(null);
  const [target, setTarget] = useState<EditorTarget | null>(null);
  const [view, setView] = useState<EditorView>('designer');
  const [status, setStatus] = useState('');
  // What the role may do shows; the server refuses the rest whatever the page sends.
  const mayDraft = useMayDo('draft');
  const mayPublish = useMayDo('publish');
  const mayExperiment = useMayDo('experiments');
  const brandOnly = useBrandFilesOnly();

  const basedOn = live.status === 'ready' ? live.versionId : null;
  const draftDiff = useMemo(
    () => (live.status === 'ready' ? versionDiff(live.base, draft) : []),
    [live, draft],
  );
  const edits = useMemo(() => draftChanges(draftDiff, draft), [draftDiff, draft]);
  const check = useDraftCheck(api, basedOn, edits);
  useKeepingDraft(basedOn, edits);
  const alsoHere = usePresence(api, basedOn);
  const timeOf = useScheduleTime();
  const loadLive = () => {
    kept.forget();
    void reload().then(reloadHistory);
  };
  const rows = useMemo(() => stepRowsOf(draft), [draft]);
  const goalSteps = useMemo(() => {
    if (live.status !== 'ready') return [];
    const liveSteps = new Set(stepRowsOf(live.base).map((row) => row.name));
    return rows.map((row) => row.name).filter((name) => liveSteps.has(name));
  }, [live, rows]);
  const categories = useMemo(() => categoriesOf(draft), [draft]);
  const answersBefore = useMemo(() => answersBeforeEachStep(draft), [draft]);
  const brandFlow = brandFlowOf(draft);
  const flowFile = brandFlow?.flowFile;
  const listedLanguages = brandFlow?.brand.locales;
  const defaultLanguage =
    Array.isArray(listedLanguages) && typeof listedLanguages[0] === 'string'
      ? listedLanguages[0]
      : 'en';

  // A step opens in the designer; a place in a file (a problem's, a flow entry's) in its JSON.
  const open = useCallback((path: string, pointer: string) => {
    setOpenPath(path);
    setTarget({ pointer });
    setView(pointer ? 'json' : 'designer');
  }, []);
  const designable = openPath !== null && STEP_FILE.test(openPath) && mayDraft;
  const brandId = brandIdOf(draft);
  const listedFiles = useMemo(
    () =>
      brandOnly
        ? Object.fromEntries(
            Object.entries(draft).filter(([path]) => isBrandFile(path, brandId ?? '')),
          )
        : draft,
    [brandOnly, brandId, draft],
  );

  /** `burst`: what is typed into, so that typing there is one step to undo. */
  const edit = (files: ConfigFileTexts, announcement: string, burst?: string) => {
    replaceDraft(files, burst);
    setStatus(announcement);
  };

  const stepInWords = (step: DraftStep) => diffInWords(t, versionDiff(step.before, step.after));
  const undoStep = () => {
    const step = undo();
    if (step) setStatus(t('studio.undo.undone', { change: stepInWords(step) }));
  };
  const redoStep = () => {
    const step = redo();
    if (step) setStatus(t('studio.undo.redone', { change: stepInWords(step) }));
  };
  useUndoKeys(undoStep, redoStep);

  // The draft became a version (published, or an experiment's variant): nothing is left to keep.
  const draftLanded = (message: string) => {
    kept.forget();
    setStatus(message);
    void reload();
    void reloadHistory();
  };
  const published = (version: ConfigVersion) =>
    draftLanded(t('studio.publish.done', { number: version.number }));
  const experimentStarted = (name: string, variant: ConfigVersion) =>
    draftLanded(t('studio.experiments.draft.started', { name, number: variant.number }));

  // A scheduled publish went live: like a rollback, a draft with edits stays (and is then stale).
  const { scheduled, reloadScheduled } = useScheduledPublishes(api, () => {
    void reloadHistory();
    if (Object.keys(edits).length === 0) void reload();
  });

  // The edit now waits in the schedule: the draft starts again from the live version.
  const scheduledAt = (publishAt: string) => {
    setStatus(t('studio.publish.scheduled', { time: timeOf(publishAt) }));
    void reloadScheduled();
    loadLive();
  };

  const cancelScheduled = (row: ScheduledPublish) => {
    void api
      .cancelScheduledPublish(row.id)
      .then(
        () => setStatus(t('studio.schedule.cancelled', { time: timeOf(row.publishAt) })),
        () => {},
      )
      .then(reloadScheduled);
  };

  const rolledBack = (version: ConfigVersion) => {
    setStatus(t('studio.history.rolledBack', { number: version.number }));
    void reloadHistory();
    // A draft with edits stays; the checker then says it is based on a version no longer live.
    if (Object.keys(edits).length === 0) void reload();
  };

  const publishForm = (onOpen: (path: string, pointer: string) => void) =>
    basedOn &&
    mayPublish && (
      <PublishForm
        api={api}
        basedOn={basedOn}
        edits={edits}
        diff={draftDiff}
        onPublished={published}
        onScheduled={scheduledAt}
        onLoadLive={loadLive}
        onOpen={onOpen}
      />
    );
  const preview = basedOn && mayDraft && (
    <PreviewRegion
      api={api}
      basedOn={basedOn}
      edits={edits}
      check={check}
      stepNames={rows.map((row) => row.name)}
    />
  );

  if (live.status === 'error') {
    return (
      <main className="studio-sign-in" id="main">
        <StudioLoadError
          message={live.message}
          onRetry={() => void reload()}
          action={
            live.forbidden ? (
              <button type="button" className="button button--primary" onClick={onSignOut}>
                {t('studio.forbidden.signInAgain')}
              </button>
            ) : undefined
          }
        />
      </main>
    );
  }

  return (
    <div className="studio">
      <StudioHeader api={api} onSignOut={onSignOut}>
        {live.status === 'ready' && (
          <UndoButtons canUndo={canUndo} canRedo={canRedo} onUndo={undoStep} onRedo={redoStep} />
        )}
        <PresenceNotice others={alsoHere} />
      </StudioHeader>
      <p className="studio-status" role="status" aria-live="polite">
        {status}
      </p>
      <KeptDraftNotice
        outcome={kept.outcome}
        onDiscard={() => {
          if (live.status === 'ready') replaceDraft(live.base);
          kept.forget();
        }}
        onDismiss={kept.dismiss}
      />
      {live.status === 'loading' ? (
        <main id="main" className="studio-layout" aria-busy="true">
          <p>{t('studio.loading')}</p>
        </main>
      ) : page === 'brand' ? (
        <main id="main" className="studio-layout studio-layout--brand">
          <div className="studio-column">
            <BrandEditor api={api} draft={draft} onEdit={edit} />
          </div>
          <div className="studio-work">
            <section className="studio-card" aria-labelledby={`${id}-publish`}>
              <h2 id={`${id}-publish`}>{t('studio.versions.title')}</h2>
              {/* A problem opens in the Flow page's editor, where files are edited. */}
              {publishForm((path, pointer) => {
                open(path, pointer);
                void navigate('/studio');
              })}
              <ProblemList
                problems={check.problems}
                onOpen={(path, pointer) => {
                  open(path, pointer);
                  void navigate('/studio');
                }}
              />
            </section>
            {preview}
          </div>
        </main>
      ) : (
        <main id="main" className="studio-layout">
          <div className="studio-column">
            {!brandOnly && (
              <section className="studio-card" aria-labelledby={`${id}-flow`}>
                <h2 id={`${id}-flow`}>{t('studio.steps.title')}</h2>
                {flowFile ? (
                  <StepList
                    rows={rows}
                    flowFile={flowFile}
                    categories={categories}
                    answersBefore={answersBefore}
                    // dnd-kit's own live region reads the move out.
                    onMove={(from, to) => edit(moveStep(draft, from, to), '')}
                    onHide={(step, hidden) =>
                      edit(
                        hideStepForCategories(draft, step, hidden),
                        t('studio.steps.hiddenChanged', { step }),
                      )
                    }
                    onWhen={(step, when) =>
                      edit(
                        setStepWhen(draft, step, when),
                        when
                          ? t('studio.condition.changed', { step })
                          : t('studio.condition.removed', { step }),
                      )
                    }
                    onOpen={open}
                    readOnly={!mayDraft}
                  />
                ) : (
                  <p role="alert" className="studio-alert">
                    {t('studio.steps.noFlow')}
                  </p>
                )}
                {mayDraft && (
                  <AddStepForm
                    draft={draft}
                    steps={rows}
                    onAdded={(files, stepName) => {
                      edit(files, t('studio.addStep.added', { step: stepName }));
                      open(`schemas/steps/${stepName}.json`, '');
                    }}
                  />
                )}
                {mayDraft && (
                  <ImportFormForm
                    draft={draft}
                    steps={rows}
                    onImported={(files, stepName, announcement) => {
                      edit(files, announcement);
                      open(`schemas/steps/${stepName}.json`, '');
                    }}
                  />
                )}
              </section>
            )}
            <section className="studio-card" aria-labelledby={`${id}-publish`}>
              <h2 id={`${id}-publish`}>{t('studio.versions.title')}</h2>
              {publishForm(open)}
              <ScheduledPublishes
                scheduled={scheduled}
                titleId={`${id}-scheduled`}
                onCancel={mayPublish ? cancelScheduled : undefined}
              />
              {basedOn && mayExperiment && (
                <DraftExperimentForm
                  api={api}
                  basedOn={basedOn}
                  edits={edits}
                  goalSteps={goalSteps}
                  onStarted={experimentStarted}
                  onLoadLive={loadLive}
                  onOpen={open}
                />
              )}
              <VersionHistory
                api={api}
                history={history}
                base={{ versionId: live.versionId, files: live.base }}
                draft={draft}
                onRolledBack={rolledBack}
              />
            </section>
          </div>
          <div className="studio-work">
            <section className="studio-card" aria-labelledby={`${id}-editor`}>
              <h2 id={`${id}-editor`}>{t('studio.editor.title')}</h2>
              <details className="studio-files-picker">
                <summary>{t('studio.files.title')}</summary>
                <FileList
                  draft={listedFiles}
                  changed={new Set(Object.keys(edits))}
                  openPath={openPath}
                  onOpen={(path) => open(path, '')}
                />
              </details>
              {openPath && draft[openPath] !== undefined ? (
                <>
                  <p className="studio-editor__path">
                    <code>{openPath}</code>
                  </p>
                  {designable && (
                    <EditorViewTabs id={`${id}-view`} view={view} onChange={setView} />
                  )}
                  <div
                    id={`${id}-view-panel`}
                    role={designable ? 'tabpanel' : undefined}
                    aria-labelledby={designable ? `${id}-view-tab-${view}` : undefined}
                  >
                    {designable && view === 'designer' ? (
                      <StepDesigner
                        key={openPath}
                        draft={draft}
                        path={openPath}
                        language={defaultLanguage}
                        onEdit={edit}
                        onEditJson={(pointer) => open(openPath, pointer)}
                      />
                    ) : (
                      // An editor that could not be downloaded fails alone: the draft stays.
                      <LoadErrorBoundary resetKey={openPath}>
                        <FileEditor
                          key={`${openPath}:${mayDraft}`}
                          path={openPath}
                          text={draft[openPath]!}
                          problems={check.problems.filter((p) => p.file === openPath)}
                          target={target}
                          revision={revision}
                          readOnly={!mayDraft}
                          onChange={(text) => editFile(openPath, text)}
                        />
                      </LoadErrorBoundary>
                    )}
                  </div>
                </>
              ) : (
                <p className="studio-muted">{t('studio.editor.choose')}</p>
              )}
              <h3>{t('studio.problems.title')}</h3>
              <p className="studio-muted" aria-live="polite">
                {check.status === 'checking' && t('studio.problems.checking')}
                {check.status === 'failed' &&
                  (check.conflict ? t('studio.problems.conflict') : t('studio.problems.failed'))}
              </p>
              {check.status === 'failed' && check.conflict && (
                <button type="button" className="button button--secondary" onClick={loadLive}>
                  {t('studio.publish.loadLive')}
                </button>
              )}
              <ProblemList problems={check.problems} onOpen={open} />
            </section>
            {preview}
          </div>
          {mayDraft && <TranslationsCard api={api} draft={draft} onEdit={edit} />}
        </main>
      )}
    </div>
  );
}
