import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nameOf } from '../../ui/languageName';
import { downloadFile } from '../downloadFile';
import { StudioLoadError } from '../StudioLoadError';
import { StudioPageShell } from '../StudioPageShell';
import type { ConfigVersion, FunnelQuery, FunnelReport, StudioApi } from '../studioApi';
import { durationText } from './durationText';
import { FunnelChart } from './FunnelChart';
import { FunnelTimeline } from './FunnelTimeline';
import { useFunnel } from './useFunnel';
import './funnels.css';

function percent(part: number, whole: number, lang: string): string {
  if (whole === 0) return '–';
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(
    part / whole,
  );
}

function FunnelFilters({
  query,
  report,
  versions,
  onChange,
}: {
  query: FunnelQuery;
  report: FunnelReport | null;
  versions: ConfigVersion[];
  onChange(query: FunnelQuery): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const set = (name: keyof FunnelQuery) => (value: string) => onChange({ ...query, [name]: value });
  return (
    <form className="funnel-filters" onSubmit={(event) => event.preventDefault()}>
      <div className="funnel-filters__field">
        <label htmlFor={`${id}-from`}>{t('studio.funnels.from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={query.from ?? report?.from ?? ''}
          onChange={(e) => set('from')(e.target.value)}
        />
      </div>
      <div className="funnel-filters__field">
        <label htmlFor={`${id}-to`}>{t('studio.funnels.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={query.to ?? report?.to ?? ''}
          onChange={(e) => set('to')(e.target.value)}
        />
      </div>
      <div className="funnel-filters__field">
        <label htmlFor={`${id}-version`}>{t('studio.funnels.version')}</label>
        <select
          id={`${id}-version`}
          value={query.version ?? ''}
          onChange={(e) => set('version')(e.target.value)}
        >
          <option value="">{t('studio.funnels.allVersions')}</option>
          {versions.map((version) => (
            <option key={version.id} value={version.id}>
              {t('studio.history.version', { number: version.number })}
            </option>
          ))}
        </select>
      </div>
      <div className="funnel-filters__field">
        <label htmlFor={`${id}-language`}>{t('studio.funnels.language')}</label>
        <select
          id={`${id}-language`}
          value={query.language ?? ''}
          onChange={(e) => set('language')(e.target.value)}
        >
          <option value="">{t('studio.funnels.allLanguages')}</option>
          {(report?.languages ?? []).map((lang) => (
            <option key={lang} value={lang} lang={lang}>
              {nameOf(lang)}
            </option>
          ))}
        </select>
      </div>
      <div className="funnel-filters__field">
        <label htmlFor={`${id}-category`}>{t('studio.funnels.category')}</label>
        <select
          id={`${id}-category`}
          value={query.category ?? ''}
          onChange={(e) => set('category')(e.target.value)}
        >
          <option value="">{t('studio.funnels.allCategories')}</option>
          {(report?.categories ?? []).map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}

function FunnelTables({ report }: { report: FunnelReport }) {
  const { t, i18n } = useTranslation();
  const { funnel } = report;
  const time = (seconds: number | null) =>
    seconds === null ? '–' : durationText(seconds, i18n.language);
  return (
    <>
      <table className="funnel-table">
        <caption>{t('studio.funnels.stepsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('studio.funnels.step')}</th>
            <th scope="col" className="num">
              {t('studio.funnels.arrived')}
            </th>
            <th scope="col" className="num">
              {t('studio.funnels.completed')}
            </th>
            <th scope="col" className="num">
              {t('studio.funnels.left')}
            </th>
            <th scope="col" className="num">
              {t('studio.funnels.ofSignups')}
            </th>
            <th scope="col" className="num">
              {t('studio.funnels.median')}
            </th>
            <th scope="col" className="num">
              {t('studio.funnels.p90')}
            </th>
          </tr>
        </thead>
        <tbody>
          {funnel.steps.map((step) => (
            <tr key={step.step}>
              <th scope="row">
                <code>{step.step}</code>
              </th>
              <td className="num">{step.arrived}</td>
              <td className="num">{step.completed}</td>
              <td className="num">{step.arrived - step.completed}</td>
              <td className="num">{percent(step.completed, funnel.signups, i18n.language)}</td>
              <td className="num">{time(step.medianSeconds)}</td>
              <td className="num">{time(step.p90Seconds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t('studio.funnels.messagesTitle')}</h2>
      {funnel.messages.length === 0 ? (
        <p className="studio-muted">{t('studio.funnels.noMessages')}</p>
      ) : (
        <table className="funnel-table">
          <caption className="visually-hidden">{t('studio.funnels.messagesTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('studio.funnels.step')}</th>
              <th scope="col">{t('studio.funnels.field')}</th>
              <th scope="col">{t('studio.funnels.message')}</th>
              <th scope="col" className="num">
                {t('studio.funnels.times')}
              </th>
            </tr>
          </thead>
          <tbody>
            {funnel.messages.map((row) => (
              <tr key={`${row.step}:${row.field}:${row.messageId}`}>
                <td>
                  <code>{row.step}</code>
                </td>
                <td>
                  <code>{row.field}</code>
                </td>
                <td>
                  {i18n.exists(row.messageId) && t(row.messageId) ? (
                    <>
                      {t(row.messageId)} <code className="studio-muted">{row.messageId}</code>
                    </>
                  ) : (
                    <code>{row.messageId}</code>
                  )}
                </td>
                <td className="num">{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/**
 * /studio/funnels: per step of the flow, how many of a period's signups arrived, completed and
 * left, how long the step took them, and the validation messages that stopped them most; filtered
 * by period, version, language and category, and saved as CSV; and the period day by day with
 * each publish and rollback, and what each did to every step.
 */
export function FunnelsPage({ api, onSignOut }: { api: StudioApi; onSignOut: () => void }) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState<FunnelQuery>({});
  const [versions, setVersions] = useState<ConfigVersion[]>([]);
  const [exportError, setExportError] = useState(false);
  const { state, retry } = useFunnel(api, query);
  const report = state.report;

  useEffect(() => {
    api.versions().then(
      ({ versions: all }) => setVersions(all),
      () => setVersions([]),
    );
  }, [api]);

  const download = async () => {
    setExportError(false);
    try {
      const blob = await api.funnelCsv({ ...query, from: report?.from, to: report?.to });
      downloadFile(blob, `funnel-${report?.from ?? 'export'}.csv`);
    } catch {
      setExportError(true);
    }
  };

  const funnel = report?.funnel;
  return (
    <StudioPageShell api={api} onSignOut={onSignOut} busy={state.status === 'loading'}>
      <section className="studio-card">
        <h2>{t('studio.funnels.title')}</h2>
        <FunnelFilters query={query} report={report} versions={versions} onChange={setQuery} />
        <p className="studio-muted" aria-live="polite">
          {state.status === 'loading' && t('studio.funnels.loading')}
        </p>
        {state.status === 'error' && (
          <StudioLoadError message={state.message} onRetry={retry} className="studio-alert" />
        )}
        {funnel && (
          <>
            <dl className="funnel-totals">
              <div>
                <dt>{t('studio.funnels.signups')}</dt>
                <dd>{funnel.signups}</dd>
              </div>
              <div>
                <dt>{t('studio.funnels.paid')}</dt>
                <dd>
                  {funnel.paid}{' '}
                  <span className="studio-muted">
                    {percent(funnel.paid, funnel.signups, i18n.language)}
                  </span>
                </dd>
              </div>
              <div>
                <dt>{t('studio.funnels.ready')}</dt>
                <dd>
                  {funnel.tenantsReady}{' '}
                  <span className="studio-muted">
                    {percent(funnel.tenantsReady, funnel.signups, i18n.language)}
                  </span>
                </dd>
              </div>
            </dl>
            {funnel.signups === 0 ? (
              <p>{t('studio.funnels.empty')}</p>
            ) : (
              <>
                <FunnelChart steps={funnel.steps} />
                <FunnelTables report={report} />
              </>
            )}
            <FunnelTimeline api={api} query={query} report={report} />
            <p>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void download()}
              >
                {t('studio.funnels.export')}
              </button>
            </p>
            {exportError && (
              <p role="alert" className="studio-alert">
                {t('studio.funnels.exportFailed')}
              </p>
            )}
          </>
        )}
      </section>
    </StudioPageShell>
  );
}
