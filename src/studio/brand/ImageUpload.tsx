import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../shared/contract';
import { toApiCallError } from '../../api/errors';
import type { AssetKind, StudioApi } from '../studioApi';

type Upload = { status: 'idle' } | { status: 'uploading' } | { status: 'failed'; message: Message };

/**
 * An image of the brand with its preview and a file input: a chosen file is uploaded (the server
 * checks it by its content) and its URL handed to `onUploaded`, which puts it in the draft.
 */
export function ImageUpload({
  api,
  kind,
  label,
  url,
  onUploaded,
}: {
  api: StudioApi;
  kind: AssetKind;
  /** The image's name, as the input's label ("Logo"). */
  label: string;
  /** Where the page loads the current image from ('' for none). */
  url: string;
  onUploaded: (url: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });

  const choose = (file: File | undefined) => {
    if (!file) return;
    setUpload({ status: 'uploading' });
    api.uploadAsset(kind, file).then(
      ({ url: uploaded }) => {
        setUpload({ status: 'idle' });
        onUploaded(uploaded);
      },
      (error: unknown) =>
        setUpload({ status: 'failed', message: toApiCallError(error).messageRef }),
    );
  };

  return (
    <div className="studio-brand-image">
      <div className={`studio-brand-image__preview studio-brand-image__preview--${kind}`}>
        {url ? (
          <img src={url} alt={t('studio.brand.images.current', { what: label })} />
        ) : (
          <span className="studio-muted">{t('studio.brand.images.none')}</span>
        )}
      </div>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={
          kind === 'favicon'
            ? 'image/png,image/jpeg,image/webp,image/svg+xml,image/x-icon,.ico'
            : 'image/png,image/jpeg,image/webp,image/svg+xml'
        }
        aria-describedby={`${id}-status`}
        onChange={(event) => {
          choose(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
      <p id={`${id}-status`} className="studio-muted" aria-live="polite">
        {upload.status === 'uploading' && t('studio.brand.images.uploading')}
      </p>
      {upload.status === 'failed' && (
        <p className="studio-alert" role="alert">
          {t(upload.message.id, upload.message.params)}
        </p>
      )}
    </div>
  );
}
