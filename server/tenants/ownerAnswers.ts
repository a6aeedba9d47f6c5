import type { UserRow } from '../users/userData';

/** The onboarding answers a workspace is built from, as stored (any shape an old step saved). */
export interface OnboardingFields {
  businessCategory?: { name?: unknown } | null;
  logoUrl?: unknown;
  paletteColor?: unknown;
  customQuestions?: unknown;
  campaignPrompt?: unknown;
  graphicThemePreference?: unknown;
  websiteUrl?: unknown;
}

export const stringOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

export function paletteOf(onboarding: OnboardingFields): string[] {
  return Array.isArray(onboarding.paletteColor)
    ? onboarding.paletteColor.filter((c): c is string => typeof c === 'string' && c.trim() !== '')
    : [];
}

export function qaPairsOf(
  onboarding: OnboardingFields,
): { sourceId: string; question: string; answer: string }[] {
  if (!Array.isArray(onboarding.customQuestions)) return [];
  return onboarding.customQuestions.flatMap((item: unknown, index) => {
    if (typeof item !== 'object' || item === null) return [];
    const q = item as { id?: unknown; questionTitle?: unknown; questionValue?: unknown };
    const question = stringOrNull(q.questionTitle);
    const answer = stringOrNull(q.questionValue);
    if (!question || !answer) return [];
    const sourceId = stringOrNull(q.id) ?? `pair-${index}`;
    return [{ sourceId, question: question.trim(), answer: answer.trim() }];
  });
}

export function planOf(user: UserRow): Record<string, unknown> | null {
  return user.selected_plan && typeof user.selected_plan === 'object' ? user.selected_plan : null;
}
