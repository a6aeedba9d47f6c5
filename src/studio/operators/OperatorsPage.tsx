import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { OPERATOR_ROLES, type OperatorRole } from '../../../shared/contract/operatorRoles';
import { initialConfigAtom } from '../../state/config';
import type { StudioApi } from '../studioApi';
import { StudioDataPage } from '../StudioDataPage';
import { useStudioChange } from '../useStudioChange';
import { useStudioPageData } from '../useStudioPageData';
import { InviteForm } from './InviteForm';

const fetchOperators = (api: StudioApi) => api.operators();

/**
 * /studio/operators, for admins: the operators with their roles (change one, remove one; the
 * server keeps the last admin), the invitations pending (revoke one), and inviting someone.
 */
export function OperatorsPage(props: { api: StudioApi; onSignOut: () => void }) {
  const { api } = props;
  const { t, i18n } = useTranslation();
  const { page, reload: load } = useStudioPageData(api, fetchOperators);
  const { status, setStatus, error, change } = useStudioChange(load);
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  const configState = useAtomValue(initialConfigAtom);
  const languages = configState.status === 'ready' ? configState.config.brand.locales : [];

  return (
    <StudioDataPage
      {...props}
      status={status}
      page={page}
      onRetry={load}
      error={error}
      lead={() => (
        <section className="studio-card">
          <InviteForm
            languages={languages}
            onInvite={async (email, role, language) => {
              await api.invite(email, role, language);
              setStatus(t('studio.operators.invited', { email }));
              await load();
            }}
          />
        </section>
      )}
    >
      {(loaded) => (
        <>
          <section className="studio-card">
            <h2>{t('studio.operators.title')}</h2>
            <table className="studio-operators">
              <thead>
                <tr>
                  <th scope="col">{t('studio.operators.email')}</th>
                  <th scope="col">{t('studio.operators.role')}</th>
                  <th scope="col">{t('studio.operators.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {loaded.operators.map((operator) => (
                  <tr key={operator.id}>
                    <th scope="row">{operator.email}</th>
                    <td>
                      <select
                        aria-label={t('studio.operators.roleOf', { email: operator.email })}
                        value={operator.role}
                        onChange={(e) => {
                          const role = e.target.value as OperatorRole;
                          void change(
                            () => api.changeRole(operator.id, role),
                            t('studio.operators.roleChanged', {
                              email: operator.email,
                              role: t(`studio.roles.${role}`),
                            }),
                          );
                        }}
                      >
                        {OPERATOR_ROLES.map((role) => (
                          <option key={role} value={role}>
                            {t(`studio.roles.${role}`)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <button
                        type="button"
                        className="button button--link"
                        onClick={() =>
                          void change(
                            () => api.removeOperator(operator.id),
                            t('studio.operators.removed', { email: operator.email }),
                          )
                        }
                      >
                        {t('studio.operators.remove', { email: operator.email })}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section className="studio-card">
            <h2>{t('studio.operators.pendingTitle')}</h2>
            {loaded.invitations.length === 0 ? (
              <p className="studio-muted">{t('studio.operators.nonePending')}</p>
            ) : (
              <ul className="studio-invitations">
                {loaded.invitations.map((invitation) => (
                  <li key={invitation.id}>
                    <span>
                      {t('studio.operators.pending', {
                        email: invitation.email,
                        role: t(`studio.roles.${invitation.role}`),
                        date: date(invitation.expiresAt),
                      })}
                    </span>{' '}
                    <button
                      type="button"
                      className="button button--link"
                      onClick={() =>
                        void change(
                          () => api.revokeInvitation(invitation.id),
                          t('studio.operators.revoked', { email: invitation.email }),
                        )
                      }
                    >
                      {t('studio.operators.revoke', { email: invitation.email })}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </StudioDataPage>
  );
}
