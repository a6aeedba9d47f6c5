import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiCallError } from '../../api/errors';
import { SecretShownOnce } from '../SecretShownOnce';
import { StudioDataPage } from '../StudioDataPage';
import type { ProvisioningSetting, StudioApi } from '../studioApi';
import { useStudioChange } from '../useStudioChange';
import { useStudioPageData } from '../useStudioPageData';
import { webhookProblems, type WebhookProblems } from '../webhooks/webhookProblems';
import { AlertRegion } from '../AlertRegion';

const fetchSetting = (api: StudioApi) => api.provisioning();

/**
 * /studio/provisioning, for admins: where the brand's workspaces are built. Onramp builds them
 * unless an endpoint of the company's own product is set; its signing secret is shown once, and
 * can be rotated; removing it has Onramp build them again.
 */
export function ProvisioningPage(props: { api: StudioApi; onSignOut: () => void }) {
  const { api } = props;
  const { t } = useTranslation();
  const { page, reload } = useStudioPageData(api, fetchSetting);
  const [secret, setSecret] = useState<string | null>(null);
  const { status, setStatus, error, change } = useStudioChange(reload);
  // Removing the endpoint removes the buttons too: the focus goes to the card's title.
  const title = useRef<HTMLHeadingElement>(null);
  const remove = async () => {
    let removed = false;
    await change(async () => {
      await api.removeProvisioning();
      setSecret(null);
      removed = true;
    }, t('studio.provisioning.removed'));
    if (removed) title.current?.focus();
  };

  return (
    <StudioDataPage
      {...props}
      status={status}
      page={page}
      onRetry={reload}
      error={error}
      lead={(setting) => (
        <section className="studio-card">
          <h2 ref={title} tabIndex={-1}>
            {t('studio.provisioning.title')}
          </h2>
          <p data-testid="provisioning-mode">
            {setting.endpoint
              ? t('studio.provisioning.byAdopter', { url: setting.endpoint.url })
              : t('studio.provisioning.byOnramp')}
          </p>
          <EndpointForm
            setting={setting}
            save={(url) => api.saveProvisioning(url)}
            onSaved={(saved) => {
              if (saved.secret) setSecret(saved.secret);
              setStatus(t('studio.provisioning.saved', { url: saved.endpoint?.url }));
              void reload();
            }}
            onRefused={() => setStatus('')}
          />
          {setting.endpoint?.previousSecretExpiresAt && (
            <p className="studio-muted">
              {t('studio.provisioning.overlapUntil', {
                date: new Date(setting.endpoint.previousSecretExpiresAt).toLocaleString(),
              })}
            </p>
          )}
          {setting.endpoint && (
            <div className="studio-webhook__actions studio-provisioning__actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={() =>
                  void change(async () => {
                    setSecret((await api.rotateProvisioningSecret()).secret);
                  }, t('studio.provisioning.rotated'))
                }
              >
                {t('studio.provisioning.rotate')}
              </button>
              <button type="button" className="button button--link" onClick={() => void remove()}>
                {t('studio.provisioning.remove')}
              </button>
            </div>
          )}
        </section>
      )}
    >
      {(setting) => (
        <>
          {secret && (
            // A rotated secret is shown anew, with the focus (and no "Copied" of the last one).
            <SecretShownOnce
              key={secret}
              title={t('studio.provisioning.secretTitle')}
              warning={t('studio.provisioning.secretWarning')}
              label={t('studio.provisioning.secretLabel')}
              secret={secret}
              onDone={() => setSecret(null)}
            />
          )}
          <section className="studio-card" aria-labelledby="provisioning-how">
            <h2 id="provisioning-how">{t('studio.provisioning.howTitle')}</h2>
            <p>{t('studio.provisioning.howRequest')}</p>
            <p>{t('studio.provisioning.howAnswer')}</p>
            <p>
              {t('studio.provisioning.howCallback')} <code>{setting.callbackUrl}</code>
            </p>
            <p className="studio-muted">{t('studio.provisioning.howRetry')}</p>
          </section>
        </>
      )}
    </StudioDataPage>
  );
}

const NO_PROBLEMS: WebhookProblems = { fields: {}, form: null };

/**
 * The endpoint's URL, saved on submit. The URL guard's refusal (a private address, say) is said at
 * the field, which is marked invalid and takes the focus so the message is read; another is said
 * below the button.
 */
function EndpointForm({
  setting,
  save,
  onSaved,
  onRefused,
}: {
  setting: ProvisioningSetting;
  save: (url: string) => Promise<ProvisioningSetting & { secret: string | null }>;
  onSaved: (saved: ProvisioningSetting & { secret: string | null }) => void;
  onRefused: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(setting.endpoint?.url ?? '');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<WebhookProblems>(NO_PROBLEMS);
  const refusal = problems.fields.url;
  useEffect(() => {
    if (problems.fields.url) input.current?.focus();
  }, [problems]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblems(NO_PROBLEMS);
    try {
      onSaved(await save(url.trim()));
    } catch (failure) {
      setProblems(webhookProblems(toApiCallError(failure)));
      onRefused();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="studio-invite" onSubmit={(e) => void submit(e)}>
      <label htmlFor={`${id}-url`}>{t('studio.provisioning.url')}</label>
      <input
        id={`${id}-url`}
        ref={input}
        type="url"
        required
        maxLength={2000}
        value={url}
        aria-describedby={refusal ? `${id}-error ${id}-hint` : `${id}-hint`}
        {...(refusal ? { 'aria-invalid': true } : {})}
        onChange={(e) => setUrl(e.target.value)}
      />
      {refusal && (
        <p id={`${id}-error`} className="studio-alert">
          {t(refusal.id, refusal.params)}
        </p>
      )}
      <p id={`${id}-hint`} className="studio-muted">
        {t('studio.provisioning.urlHint')}
      </p>
      {/* Not disabled while saving: the browser would move the focus off it, to the page. */}
      <button
        type="submit"
        className="button button--primary"
        aria-disabled={busy}
        aria-busy={busy}
      >
        {setting.endpoint ? t('studio.provisioning.change') : t('studio.provisioning.use')}
      </button>
      <AlertRegion message={problems.form ?? null} />
    </form>
  );
}
