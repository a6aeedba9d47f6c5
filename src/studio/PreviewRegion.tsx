import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewPath } from '../../shared/routes/appPaths';
import { initialConfigAtom } from '../state/config';
import { nameOf } from '../ui/languageName';
import type { CheckState } from './useDraftCheck';
import { useDraftPreview } from './useDraftPreview';
import type { FileEdits, StudioApi } from './studioApi';

/** The screens a preview is shown at, in CSS pixels, scaled down to fit the Studio's column. */
const VIEWPORTS = {
  desktop: { width: 1280, height: 820 },
  phone: { width: 390, height: 780 },
} as const;
type Viewport = keyof typeof VIEWPORTS;

/** The width the frame's box has, followed as the Studio's column resizes. */
function useBoxWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

function ShareLink({ path, expiresAt }: { path: string; expiresAt?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}${path}`;
  const copy = () =>
    void navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="studio-preview__share">
      <label htmlFor={id}>{t('studio.preview.share')}</label>
      <div className="studio-preview__share-row">
        <input id={id} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button button--secondary" onClick={copy}>
          {t('studio.preview.copy')}
        </button>
        <a href={path} target="_blank" rel="noopener">
          {t('studio.preview.open')}
        </a>
      </div>
      <p className="studio-muted" aria-live="polite">
        {copied
          ? t('studio.preview.copied')
          : expiresAt
            ? t('studio.preview.shareUntil', {
                date: new Date(expiresAt).toLocaleDateString(i18n.language, { dateStyle: 'long' }),
              })
            : t('studio.preview.shareVersion')}
      </p>
    </div>
  );
}

/**
 * The draft beside the editor: any step, or a walk from the first, rendered by the real engine in
 * a frame at a desktop's or a phone's width, in any of the brand's languages, as a sample owner.
 */
export function PreviewRegion({
  api,
  basedOn,
  edits,
  check,
  stepNames,
}: {
  api: StudioApi;
  basedOn: string;
  edits: FileEdits;
  check: CheckState;
  stepNames: string[];
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const config = useAtomValue(initialConfigAtom);
  const languages = config.status === 'ready' ? config.config.brand.locales : [];
  const { preview, retry } = useDraftPreview(api, basedOn, edits, check);
  const [step, setStep] = useState('');
  const [lng, setLng] = useState(() =>
    languages.includes(i18n.language) ? i18n.language : (languages[0] ?? ''),
  );
  const [viewport, setViewport] = useState<Viewport>('desktop');
  const { ref, width } = useBoxWidth();
  const screen = VIEWPORTS[viewport];
  const scale = width > 0 ? Math.min(1, width / screen.width) : 0;
  const src = previewPath(preview.configId, { step: step || undefined, lng: lng || undefined });

  return (
    <section className="studio-card studio-preview" aria-labelledby={id}>
      <h2 id={id}>{t('studio.preview.title')}</h2>
      <div className="studio-preview__controls">
        <div className="studio-preview__control">
          <label htmlFor={`${id}-step`}>{t('studio.preview.step')}</label>
          <select id={`${id}-step`} value={step} onChange={(e) => setStep(e.target.value)}>
            <option value="">{t('studio.preview.walk')}</option>
            {stepNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        {languages.length > 1 && (
          <div className="studio-preview__control">
            <label htmlFor={`${id}-lng`}>{t('studio.preview.language')}</label>
            <select id={`${id}-lng`} value={lng} onChange={(e) => setLng(e.target.value)}>
              {languages.map((lang) => (
                <option key={lang} value={lang} lang={lang}>
                  {nameOf(lang)}
                </option>
              ))}
            </select>
          </div>
        )}
        <fieldset className="studio-preview__viewports">
          <legend>{t('studio.preview.viewport')}</legend>
          {(Object.keys(VIEWPORTS) as Viewport[]).map((name) => (
            <label key={name}>
              <input
                type="radio"
                name={`${id}-viewport`}
                checked={viewport === name}
                onChange={() => setViewport(name)}
              />
              {t(`studio.preview.${name}`)}
            </label>
          ))}
        </fieldset>
      </div>
      <p className="studio-muted" aria-live="polite">
        {t(`studio.preview.status.${preview.status}`)}
        {preview.status === 'failed' && (
          <button type="button" className="button button--link" onClick={retry}>
            {t('app.retry')}
          </button>
        )}
      </p>
      <div ref={ref} className="studio-preview__box" style={{ height: screen.height * scale }}>
        {scale > 0 && (
          <iframe
            key={src}
            src={src}
            title={t('studio.preview.frameTitle', {
              step: step || t('studio.preview.walk'),
            })}
            className="studio-preview__frame"
            width={screen.width}
            height={screen.height}
            // A phone's narrow screen sits in the middle of the column.
            style={{
              transform: `scale(${scale})`,
              left: Math.max(0, (width - screen.width * scale) / 2),
            }}
          />
        )}
      </div>
      <ShareLink
        path={previewPath(preview.configId, { lng: lng || undefined })}
        expiresAt={'expiresAt' in preview ? preview.expiresAt : undefined}
      />
    </section>
  );
}
