import type { Registry } from '@rjsf/utils';
import type { ReactNode } from 'react';
import type {
  AppConfig,
  BrandVariants,
  KnowledgeBaseImportStatus,
  OnboardingUserData,
  PlanGroup,
} from '../../shared/contract';
import type { FieldProblem } from '../../shared/contract/envelope';
import type { FlowStep, StepRole } from '../../shared/flow/types';

export interface UploadedLogo {
  url: string;
  /** The colours the server found in the image. */
  colorPalette: string[];
}

export interface LogoUploadOptions {
  /** 0 to 100, as the bytes go out. */
  onProgress?(percent: number): void;
  signal?: AbortSignal;
}

/** The server calls renderers make; the engine provides them. */
export interface WizardServices {
  /** The user's data, read again from the server. */
  fetchUserData(): Promise<OnboardingUserData>;
  /**
   * Changes the wizard's user data: `update` gets the current data (undefined while there is none)
   * and returns the new data, or undefined to leave it as it is.
   */
  updateUserData(
    update: (current: OnboardingUserData | undefined) => OnboardingUserData | undefined,
  ): void;
  resendVerificationMail(): Promise<void>;
  /** Calls `listener` when another tab of this browser verified an email; returns how to stop. */
  onEmailVerifiedElsewhere(listener: () => void): () => void;
  uploadLogo(file: File, options?: LogoUploadOptions): Promise<UploadedLogo>;
  deleteLogo(): Promise<void>;
  /** Whether a failed upload was cancelled (a newer one took its place). */
  isCancelledUpload(error: unknown): boolean;
  paymentPlans(): Promise<PlanGroup[]>;
  /** Saves the knowledge base URL, which (again) starts its import. */
  importKnowledgeBase(
    url: string,
  ): Promise<{ knowledgebaseImportStatus?: KnowledgeBaseImportStatus | null }>;
  /** The message to show for a call that failed. */
  errorMessage(error: unknown): string;
}

/** What renderers may ask of the flow; they never name a step themselves. */
export interface WizardFlow {
  /** The name of the step with this role in the brand's flow, if the flow is known and has one. */
  stepNameWithRole(role: StepRole): string | undefined;
  /** Whether a stored stepName says the workspace is paid for and built. */
  isTerminal(stepName: string): boolean;
  /** Opens that step of the wizard. */
  goToStep(stepName: string): void;
}

export interface WizardLocation {
  pathname: string;
  search: string;
}

/**
 * Everything a widget or field knows of the wizard, injected by the engine as RJSF's formContext.
 * Renderers read it with wizardContextOf and import no app state, API or router of their own.
 */
export interface WizardContext {
  userData?: Partial<OnboardingUserData>;
  /** The brand's variant switches, for widgets that differ by brand. */
  variants?: Partial<BrandVariants>;
  /** The form's current data, for widgets that depend on other fields. */
  formData?: unknown;
  /** The form asks its fields to show no validation at all for now. */
  errorsHidden: boolean;
  /** What the server said of the form's fields, as Messages (the form shows them translated). */
  fieldProblems: readonly FieldProblem[];
  /** The step the form belongs to, when it is a wizard step. */
  step?: FlowStep;
  appConfig?: AppConfig;
  /** What follows a subdomain (".onramp.example"), or '' while unknown. */
  tenantDomainSuffix: string;
  /** What the app shows where a form asks for its bot check (the subdomain widget's option). */
  botCheck: ReactNode;
  location: WizardLocation;
  navigate(to: string | WizardLocation, options?: { replace?: boolean }): void;
  flow: WizardFlow;
  /** The plan chosen before (on the pricing page or earlier in the wizard), kept until signup ends. */
  selectedPlanId: string | null;
  setSelectedPlanId(planId: string | null): void;
  /** The brand's default plan, which counts as chosen while no other plan is. */
  defaultPlanId: string | null;
  services: WizardServices;
}

/** The context of a public (auth) form: only what the widgets those forms use read. */
export type AuthFormContext = Pick<WizardContext, 'errorsHidden' | 'tenantDomainSuffix'>;

const unavailable = (what: string) => () =>
  Promise.reject(new Error(`${what} is not available in this form`));

/** What a form that provides less than the whole context (an auth form) leaves the rest as. */
const ABSENT: WizardContext = {
  errorsHidden: false,
  fieldProblems: [],
  tenantDomainSuffix: '',
  botCheck: null,
  location: { pathname: '', search: '' },
  navigate: () => undefined,
  flow: {
    stepNameWithRole: () => undefined,
    isTerminal: () => false,
    goToStep: () => undefined,
  },
  selectedPlanId: null,
  setSelectedPlanId: () => undefined,
  defaultPlanId: null,
  services: {
    fetchUserData: unavailable('The user data'),
    updateUserData: () => undefined,
    resendVerificationMail: unavailable('The verification mail'),
    onEmailVerifiedElsewhere: () => () => undefined,
    uploadLogo: unavailable('The logo upload'),
    deleteLogo: unavailable('The logo'),
    isCancelledUpload: () => false,
    paymentPlans: unavailable('The payment plans'),
    importKnowledgeBase: unavailable('The knowledge base import'),
    errorMessage: (error) => (error instanceof Error ? error.message : String(error)),
  },
};

/** The wizard context a widget or field was rendered with (RJSF's registry carries it). */
export function wizardContextOf(registry: Registry | undefined): WizardContext {
  const given = registry?.formContext as Partial<WizardContext> | undefined;
  return given ? { ...ABSENT, ...given } : ABSENT;
}
