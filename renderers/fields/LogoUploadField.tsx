import type { FieldProps } from '@rjsf/utils';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { timings } from '../../shared/ui/timings';
import { wizardContextOf } from '../context/wizardContext';
import { firstValidLogo, LOGO_ACCEPT, type LogoWarning } from './logoFile';
import { compactPalette } from './palette';
import { paletteOriginAtStart, usePaletteOrigin } from './paletteOrigin';
import './LogoUploadField.css';

type Phase = 'idle' | 'uploading' | 'uploaded';

/**
 * The brand step's logo: drop a file or pick one (a button, so the keyboard works too), checked by
 * name, size and content before it is sent; a preview, the upload percentage, and the colours the
 * server found in the image written into the palette field named by ui:options.paletteField.
 */
export default function LogoUploadField({
  formData,
  onChange,
  fieldPathId,
  rawErrors,
  disabled,
  readonly,
  uiSchema,
  schema,
  registry,
}: FieldProps) {
  const { t } = useTranslation();
  const context = wizardContextOf(registry);
  const { deleteLogo, isCancelledUpload, uploadLogo } = context.services;
  const { setOrigin: setPaletteOrigin } = usePaletteOrigin(() =>
    paletteOriginAtStart(context.userData, context.step?.name),
  );
  const inputRef = useRef<HTMLInputElement>(null);
  const uploadRef = useRef<AbortController | null>(null);
  const valueRef = useRef<string | undefined>(undefined);
  const previewRef = useRef<string | null>(null);
  const indicatorTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [preview, setPreview] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [percent, setPercent] = useState(0);
  const [warning, setWarning] = useState<LogoWarning | null>(null);
  const [dragging, setDragging] = useState(false);
  const [brokenImage, setBrokenImage] = useState<string | null>(null);
  const hintId = useId();
  const value = typeof formData === 'string' && formData.length > 0 ? formData : undefined;

  useEffect(() => {
    valueRef.current = value;
  }, [value]);

  const path = fieldPathId.path;
  const paletteField = (uiSchema?.['ui:options'] as { paletteField?: string } | undefined)
    ?.paletteField;
  const label = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? '';
  const inactive = Boolean(disabled || readonly);

  const showPreview = (url: string | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = url;
    setPreview(url);
  };

  useEffect(
    () => () => {
      uploadRef.current?.abort();
      clearTimeout(indicatorTimer.current);
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const upload = async (file: File) => {
    uploadRef.current?.abort();
    clearTimeout(indicatorTimer.current);
    const controller = new AbortController();
    uploadRef.current = controller;
    setWarning(null);
    showPreview(URL.createObjectURL(file));
    setPercent(0);
    setPhase('uploading');
    try {
      if (valueRef.current) {
        await deleteLogo().catch((error: unknown) =>
          console.error('Deleting the old logo failed', error),
        );
        if (controller.signal.aborted) return;
        valueRef.current = undefined;
        onChange(undefined, path);
      }
      const uploaded = await uploadLogo(file, {
        signal: controller.signal,
        onProgress: (value) => setPercent(value),
      });
      if (controller.signal.aborted) return;
      valueRef.current = uploaded.url;
      onChange(uploaded.url, path);
      // From now on the preview is the stored (re-encoded) logo itself.
      showPreview(null);
      const colors = compactPalette(uploaded.colorPalette);
      if (paletteField && colors.length > 0) {
        onChange(colors, [...path.slice(0, -1), paletteField]);
        setPaletteOrigin('logo');
      }
      setPercent(100);
      indicatorTimer.current = setTimeout(() => setPhase('uploaded'), timings.uploadIndicatorMs);
    } catch (error) {
      // A newer upload cancelled this one: it says nothing; the newer one shows its own state.
      if (isCancelledUpload(error) || controller.signal.aborted) return;
      console.error('Uploading the logo failed', error);
      showPreview(null);
      setPhase('idle');
      setWarning('failedUpload');
      valueRef.current = undefined;
      onChange(undefined, path);
    } finally {
      if (uploadRef.current === controller && !controller.signal.aborted) uploadRef.current = null;
    }
  };

  const choose = async (files: File[]) => {
    if (files.length === 0) return;
    const chosen = await firstValidLogo(files);
    if (chosen.file) await upload(chosen.file);
    else setWarning(chosen.warning);
  };

  const remove = async () => {
    uploadRef.current?.abort();
    uploadRef.current = null;
    clearTimeout(indicatorTimer.current);
    showPreview(null);
    setPhase('idle');
    setWarning(null);
    if (valueRef.current) {
      valueRef.current = undefined;
      onChange(undefined, path);
      await deleteLogo().catch((error: unknown) =>
        console.error('Deleting the logo failed', error),
      );
    }
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!inactive) void choose([...event.dataTransfer.files]);
  };

  // The 'empty' warning of Finish setup comes from validation, and goes once a logo is there.
  const validationFailed = (rawErrors?.length ?? 0) > 0 && !value && !preview;
  const shown: LogoWarning | null = warning ?? (validationFailed ? 'empty' : null);
  const image = preview ?? (value && brokenImage !== value ? value : null);
  const hasLogo = Boolean(value || preview);

  return (
    <fieldset
      className={`logo-upload${shown ? ' logo-upload--warning' : ''}`}
      aria-describedby={hintId}
      aria-invalid={shown ? true : undefined}
    >
      <legend className="logo-upload__legend">{label}</legend>
      <div className="logo-upload__body">
        <div className="logo-upload__preview" aria-hidden={image ? undefined : true}>
          {image ? (
            <img
              src={image}
              alt={t('widgets.logoUpload.previewAlt')}
              onError={() => !preview && setBrokenImage(value ?? null)}
            />
          ) : (
            <span className="logo-upload__placeholder" />
          )}
        </div>
        <button
          type="button"
          id={fieldPathId.$id}
          className={`logo-upload__drop${dragging ? ' logo-upload__drop--over' : ''}`}
          disabled={inactive}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
          onDragEnter={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragOver={(event) => event.preventDefault()}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <span className="logo-upload__drop-title">
            {t(hasLogo ? 'widgets.logoUpload.replace' : 'widgets.logoUpload.choose')}
          </span>
          <span className="logo-upload__hint" id={hintId}>
            {t('widgets.logoUpload.hint')}
          </span>
        </button>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={LOGO_ACCEPT}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid="logo-file-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void choose(files);
        }}
      />
      <div className="logo-upload__status" role="status" aria-live="polite">
        {phase === 'uploading' && (
          <>
            <span className="logo-upload__meter" aria-hidden="true">
              <span className="logo-upload__meter-fill" style={{ width: `${percent}%` }} />
            </span>
            {t('widgets.logoUpload.uploading', { percent })}
          </>
        )}
        {phase === 'uploaded' && value && t('widgets.logoUpload.uploaded')}
      </div>
      {hasLogo && !inactive && (
        <button
          type="button"
          className="button button--link logo-upload__remove"
          onClick={() => void remove()}
        >
          {t('widgets.logoUpload.remove')}
        </button>
      )}
      <div className="logo-upload__warning-region" role="alert">
        {shown && (
          <div className="logo-upload__warning">
            <p className="logo-upload__warning-title">{t(`widgets.logoUpload.${shown}.title`)}</p>
            <p className="logo-upload__warning-text">{t(`widgets.logoUpload.${shown}.text`)}</p>
          </div>
        )}
      </div>
    </fieldset>
  );
}
