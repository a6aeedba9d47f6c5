import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Message } from '../../shared/contract';
import { checkPaymentStatus, checkTenantStatus, type TenantStatus } from '../api/statusPolling';
import { RequireSession } from '../app/RequireSession';
import { usePolling } from '../../renderers/ui/usePolling';
import { followUrl } from '../ui/followUrl';
import { initialConfigAtom } from '../state/config';
import { LoaderScreen } from './loaders/LoaderScreen';
import { useBackToStep } from './loaders/useBackToStep';

/**
 * /signup/tenant_building_loader: polls /check-tenant-status every 5 s while the workspace is
 * built, shows the server's heading and subText when it sends them, and goes to the URL (the
 * tenant app with a one-time sign-in) as soon as there is one. Nothing is built before a payment
 * went through: a person who has not paid is sent back to their step.
 */
function TenantBuilding() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const configState = useAtomValue(initialConfigAtom);
  const backToStep = useBackToStep();
  const [status, setStatus] = useState<TenantStatus | null>(null);
  const paid = useRef(false);
  const product = configState.status === 'ready' ? configState.config.appConfig.name : '';
  // The server's message in the language shown now; its text when it sends no message.
  const shown = (ref: Message | null | undefined, text: string | undefined) =>
    ref ? t(ref.id, ref.params) : (text ?? '');

  usePolling(async () => {
    if (!paid.current) {
      if ((await checkPaymentStatus()).status !== 'paid') {
        await backToStep();
        return true;
      }
      paid.current = true;
    }
    const next = await checkTenantStatus();
    setStatus(next);
    if (!next.url) return false;
    followUrl(next.url, (path) => navigate(path, { replace: true }));
    return true;
  });

  return (
    <LoaderScreen>
      <h1 className="loader-screen__title" aria-live="polite">
        {shown(status?.heading_ref, status?.heading) || t('loaders.tenant.title', { product })}
      </h1>
      {/* The phase changes under the same heading (handed over, being set up): announced too. */}
      <p className="loader-screen__text" role="status">
        {shown(status?.subText_ref, status?.subText) || t('loaders.tenant.text')}
      </p>
    </LoaderScreen>
  );
}

export function TenantBuildingLoader() {
  return <RequireSession>{() => <TenantBuilding />}</RequireSession>;
}
