import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { brandAssetUrl } from '../../../shared/config/brandAssetUrl';
import type { ConfigFileTexts } from '../draft/configFiles';
import { useBrandFilesOnly } from '../operatorRole';
import type { StudioApi } from '../studioApi';
import {
  brandViewOf,
  headingPlace,
  posterPlace,
  withBrandField,
  withColor,
  withPosterImage,
  withStepText,
  type StepPanel,
} from './brandDraft';
import { ContrastTable } from './ContrastTable';
import { ImageUpload } from './ImageUpload';

/** How the brand screen changes the draft: the new files, what to announce, what is typed into. */
export type BrandEdit = (files: ConfigFileTexts, announcement: string, burst?: string) => void;

/**
 * The brand owner's screen: name, logo and favicon, colours with their contrast, and each step's
 * heading and poster panel, all written into the Studio's one draft (so undo, the kept draft and
 * publishing cover them).
 */
export function BrandEditor({
  api,
  draft,
  onEdit,
}: {
  api: StudioApi;
  draft: ConfigFileTexts;
  onEdit: BrandEdit;
}) {
  const { t } = useTranslation();
  const id = useId();
  // A brand owner may change the brand's files only: texts written into a step's schema or the
  // flow, and the posters' images, show read-only to them (the server would refuse the publish).
  const brandOnly = useBrandFilesOnly();
  const view = brandViewOf(draft);
  if (!view) {
    return (
      <p role="alert" className="studio-alert">
        {t('studio.brand.noBrand')}
      </p>
    );
  }
  const changed = (what: string) => t('studio.brand.changed', { what });

  const locked = (text: { key?: string }) => brandOnly && text.key === undefined;
  const stepFields = (step: StepPanel) => (
    <fieldset
      key={step.name}
      className="studio-brand-step"
      aria-describedby={brandOnly ? `${id}-locked` : undefined}
    >
      <legend>{step.name}</legend>
      <label htmlFor={`${id}-${step.name}-heading`}>{t('studio.brand.steps.heading')}</label>
      <input
        type="text"
        id={`${id}-${step.name}-heading`}
        readOnly={locked(step.heading)}
        value={step.heading.text}
        onChange={(event) =>
          onEdit(
            withStepText(draft, view, step.heading, event.target.value, headingPlace(step)),
            '',
            `brand:${step.name}:heading`,
          )
        }
      />
      {step.poster ? (
        <>
          <label htmlFor={`${id}-${step.name}-poster-title`}>
            {t('studio.brand.steps.posterTitle')}
          </label>
          <input
            type="text"
            id={`${id}-${step.name}-poster-title`}
            readOnly={locked(step.poster.title)}
            value={step.poster.title.text}
            onChange={(event) =>
              onEdit(
                withStepText(
                  draft,
                  view,
                  step.poster!.title,
                  event.target.value,
                  posterPlace(view, step, 'titleKey'),
                ),
                '',
                `brand:${step.name}:posterTitle`,
              )
            }
          />
          <label htmlFor={`${id}-${step.name}-poster-text`}>
            {t('studio.brand.steps.posterText')}
          </label>
          <textarea
            id={`${id}-${step.name}-poster-text`}
            rows={2}
            readOnly={locked(step.poster.text)}
            value={step.poster.text.text}
            onChange={(event) =>
              onEdit(
                withStepText(
                  draft,
                  view,
                  step.poster!.text,
                  event.target.value,
                  posterPlace(view, step, 'textKey'),
                ),
                '',
                `brand:${step.name}:posterText`,
              )
            }
          />
          {!brandOnly && (
            <ImageUpload
              api={api}
              kind="poster"
              label={t('studio.brand.images.poster')}
              url={step.poster.image && brandAssetUrl(view.brandId, step.poster.image)}
              onUploaded={(url) =>
                onEdit(withPosterImage(draft, view, step, url), changed(step.name))
              }
            />
          )}
        </>
      ) : (
        <p className="studio-muted">{t('studio.brand.steps.noPoster')}</p>
      )}
    </fieldset>
  );

  return (
    <>
      <section className="studio-card" aria-labelledby={`${id}-identity`}>
        <h2 id={`${id}-identity`}>{t('studio.brand.images.title')}</h2>
        <label htmlFor={`${id}-name`}>{t('studio.brand.name')}</label>
        <input
          type="text"
          id={`${id}-name`}
          value={view.name}
          onChange={(event) =>
            onEdit(withBrandField(draft, view, 'name', event.target.value), '', 'brand:name')
          }
        />
        <div className="studio-brand-images">
          <ImageUpload
            api={api}
            kind="logo"
            label={t('studio.brand.images.logo')}
            url={view.images.logo.url}
            onUploaded={(url) =>
              onEdit(
                withBrandField(draft, view, 'logo', url),
                changed(t('studio.brand.images.logo')),
              )
            }
          />
          <ImageUpload
            api={api}
            kind="favicon"
            label={t('studio.brand.images.favicon')}
            url={view.images.favicon.url}
            onUploaded={(url) =>
              onEdit(
                withBrandField(draft, view, 'favicon', url),
                changed(t('studio.brand.images.favicon')),
              )
            }
          />
        </div>
      </section>
      <section className="studio-card" aria-labelledby={`${id}-colors`}>
        <h2 id={`${id}-colors`}>{t('studio.brand.colors.title')}</h2>
        <div className="studio-brand-colors">
          {Object.entries(view.colors).map(([token, value]) => (
            <div key={token} className="studio-brand-color">
              <label htmlFor={`${id}-color-${token}`}>{token}</label>
              <input
                type="color"
                aria-label={t('studio.brand.colors.pick', { token })}
                value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
                onChange={(event) =>
                  onEdit(
                    withColor(draft, view, token, event.target.value),
                    changed(token),
                    `brand:color:${token}`,
                  )
                }
              />
              <input
                type="text"
                id={`${id}-color-${token}`}
                value={value}
                spellCheck={false}
                onChange={(event) =>
                  onEdit(
                    withColor(draft, view, token, event.target.value),
                    '',
                    `brand:color:${token}`,
                  )
                }
              />
            </div>
          ))}
        </div>
        <h3>{t('studio.brand.contrast.title')}</h3>
        <ContrastTable colors={view.colors} />
      </section>
      <section className="studio-card" aria-labelledby={`${id}-steps`}>
        <h2 id={`${id}-steps`}>{t('studio.brand.steps.title')}</h2>
        {brandOnly && (
          <p id={`${id}-locked`} className="studio-muted">
            {t('studio.brand.steps.lockedForBrandOwner')}
          </p>
        )}
        {view.steps.map(stepFields)}
      </section>
    </>
  );
}
