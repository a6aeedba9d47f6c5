import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenantContext } from '../../shared/contract/tenant';

export function SignedOutView({ context, left }: { context: TenantContext; left: boolean }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // After signing out the button is gone; the heading takes the focus so keyboard users are not lost.
  useEffect(() => {
    if (left) heading.current?.focus();
  }, [left]);
  const copy = left ? 'tenant.signedOut' : 'tenant.signIn';
  return (
    <main className="tenant__main tenant__signin">
      <h1 ref={heading} tabIndex={-1}>
        {t(`${copy}.title`, { name: context.name })}
      </h1>
      <p>{t(`${copy}.text`)}</p>
      <a className="tenant__button" href={context.loginUrl}>
        {t(`${copy}.action`)}
      </a>
    </main>
  );
}
