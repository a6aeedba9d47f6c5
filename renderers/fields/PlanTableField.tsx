import type { FieldProps } from '@rjsf/utils';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentPlan, PlanGroup } from '../../shared/contract';
import { LoadingIndicator } from '../ui/LoadingIndicator';
import { wizardContextOf } from '../context/wizardContext';
import './PlanTableField.css';

type Plans =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; groups: PlanGroup[] };

/** The spec's names for the three prices, for plans that come without a short name. */
const PRICE_LABELS: Record<number, string> = { 8: 'Byte Bot', 98: 'Kilo Bot', 398: 'Mega Bot' };

export const planLabel = (plan: PaymentPlan) => plan.shortName || PRICE_LABELS[plan.price] || '';

function featureNames(plans: PaymentPlan[]): string[] {
  const names: string[] = [];
  for (const plan of plans)
    for (const f of plan.features ?? [])
      if (!names.includes(f.displayName)) names.push(f.displayName);
  return names;
}

function FeatureCell({ plan, name }: { plan: PaymentPlan; name: string }) {
  const { t } = useTranslation();
  const feature = plan.features?.find((f) => f.displayName === name);
  if (!feature || !feature.enabled) {
    return (
      <td className="plan-table__cell plan-table__cell--off">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('widgets.planTable.notIncluded')}</span>
      </td>
    );
  }
  const limit = feature.limits?.[0]?.value;
  return (
    <td className="plan-table__cell">
      {limit !== undefined ? (
        // A count in the visitor's digits and grouping ("10.000"); a word ("Unlimited") is copy.
        typeof limit === 'number' ? (
          t('widgets.planTable.limit', { limit })
        ) : (
          t(String(limit))
        )
      ) : (
        <>
          <span aria-hidden="true" className="plan-table__check">
            ✓
          </span>
          <span className="visually-hidden">{t('widgets.planTable.included')}</span>
        </>
      )}
    </td>
  );
}

/**
 * The plan comparison table: plans grouped monthly and yearly, one column each, chosen with a
 * radio button in the column's head. The choice sets planId and planType and the 'Due today' panel.
 */
export default function PlanTableField({
  formData,
  onChange,
  fieldPathId,
  rawErrors,
  disabled,
  readonly,
  registry,
}: FieldProps<string | undefined>) {
  const { t } = useTranslation();
  const [plans, setPlans] = useState<Plans>({ status: 'loading' });
  const [groupType, setGroupType] = useState<string | null>(null);
  const context = wizardContextOf(registry);
  const {
    userData,
    services,
    selectedPlanId: storedPlanId,
    setSelectedPlanId: setStoredPlanId,
    defaultPlanId,
  } = context;
  const groupName = useId();
  const planName = useId();
  // The order of the 'Due today' panel's plan: stored, then the server's, then the default.
  const remembered = storedPlanId ?? userData?.selectedPlan?.planId ?? defaultPlanId;
  const inactive = Boolean(disabled || readonly);
  const invalid = (rawErrors?.length ?? 0) > 0;
  const path = fieldPathId.path;
  const typePath = [...path.slice(0, -1), 'planType'];

  const choose = (group: PlanGroup, plan: PaymentPlan) => {
    onChange(plan.planId, path);
    onChange(group.type, typePath);
    setStoredPlanId(plan.planId);
  };

  // A plan chosen before (on the pricing page or earlier here), else the default, is chosen.
  const chooseRemembered = useEffectEvent((groups: PlanGroup[]) => {
    if (formData || !remembered) return;
    for (const group of groups) {
      const plan = group.plans.find((p) => p.planId === remembered);
      if (plan) return choose(group, plan);
    }
  });

  useEffect(() => {
    let cancelled = false;
    services
      .paymentPlans()
      .then((groups) => {
        if (cancelled) return;
        setPlans({ status: 'ready', groups });
        chooseRemembered(groups);
      })
      .catch((error: unknown) => {
        if (!cancelled)
          setPlans({
            status: 'error',
            message:
              error instanceof Error && error.message ? error.message : 'Something went wrong!',
          });
      });
    return () => {
      cancelled = true;
    };
  }, [services]);

  if (plans.status === 'loading') return <LoadingIndicator />;
  if (plans.status === 'error') {
    return (
      <p className="form-error" role="alert">
        {plans.message}
      </p>
    );
  }
  const groups = plans.groups.filter((g) => g.plans.length > 0);
  if (groups.length === 0) {
    return <p className="plan-table__empty">{t('widgets.planTable.noPlans')}</p>;
  }
  const selectedGroup = groups.find((g) => g.plans.some((p) => p.planId === formData));
  const group = groups.find((g) => g.type === groupType) ?? selectedGroup ?? groups[0]!;
  const names = featureNames(group.plans);
  const period = t(group.type === 'yearly' ? 'plan.perYear' : 'plan.perMonth');

  return (
    <div
      className={`plan-table${invalid ? ' plan-table--invalid' : ''}`}
      id={fieldPathId.$id}
      aria-describedby={`${fieldPathId.$id}__error`}
    >
      {groups.length > 1 && (
        <div
          className="plan-table__groups"
          role="radiogroup"
          aria-label={t('widgets.planTable.billing')}
        >
          {groups.map((g) => (
            <label
              key={g.type}
              className={`plan-table__group${g === group ? ' plan-table__group--active' : ''}`}
            >
              <input
                type="radio"
                name={groupName}
                checked={g === group}
                onChange={() => setGroupType(g.type)}
              />
              {t(g.displayName)}
            </label>
          ))}
        </div>
      )}
      <div className="plan-table__scroll">
        <table className="plan-table__table">
          <caption className="visually-hidden">
            {t('widgets.planTable.tableCaption', { group: t(group.displayName) })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="plan-table__corner">
                {t('widgets.planTable.features')}
              </th>
              {group.plans.map((plan) => {
                const checked = plan.planId === formData;
                return (
                  <th
                    key={plan.planId}
                    scope="col"
                    className={`plan-table__plan${checked ? ' plan-table__plan--chosen' : ''}`}
                    style={
                      plan.styles?.backgroundColor
                        ? { backgroundColor: plan.styles.backgroundColor }
                        : undefined
                    }
                  >
                    <label className="plan-table__choice">
                      <input
                        type="radio"
                        name={planName}
                        value={plan.planId}
                        checked={checked}
                        disabled={inactive}
                        aria-invalid={invalid || undefined}
                        onChange={() => choose(group, plan)}
                      />
                      <span className="plan-table__name">{planLabel(plan)}</span>{' '}
                      <span className="plan-table__price">
                        {t('plan.price', { price: plan.price })}
                        <span className="plan-table__period">{period}</span>
                      </span>
                    </label>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {names.map((name) => (
              <tr key={name}>
                <th scope="row" className="plan-table__feature">
                  {t(name)}
                </th>
                {group.plans.map((plan) => (
                  <FeatureCell key={plan.planId} plan={plan} name={name} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
