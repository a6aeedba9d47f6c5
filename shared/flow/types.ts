/**
 * The wizard's manifests as the pure flow core sees them. No React, no DOM, no I/O:
 * the browser and the server both import this folder.
 */

export type StepName = string;

/** A JSON Schema over the user data; the step is visible when the data matches it. */
export type Condition = Record<string, unknown>;

/**
 * Where Next (or Back) goes: the following (previous) visible step, a named step, or the server's
 * stepName. A named step with `unlessStoredIn` goes to the user's stored stepName instead when that
 * is one of the listed names (the website step: the loader while it still runs, else brand_setup).
 */
export type NextTarget = 'following' | 'server' | NamedTarget;

export interface NamedTarget {
  step: StepName;
  unlessStoredIn?: StepName[];
}
export type BackTarget = 'previous' | { step: StepName } | false;

export interface PosterPanel {
  /** i18n keys */
  titleKey: string;
  textKey?: string;
  /** Path under the brand's assets or the app's public posters, e.g. "posters/tenant-domain.svg" */
  image: string;
}

export interface SidePanel {
  titleKey: string;
  textKey?: string;
}

/**
 * Which submit action saves the step; actions are registered by name in the engine. "updateUserData"
 * is the generic one, which also stores the data of steps an operator adds.
 */
export type SubmitCall =
  | 'none'
  | 'updateUserData'
  | 'updateStep'
  | 'signupOrUpdateDomain'
  | 'processPayment'
  | 'checkEmailVerified';

export interface SubmitBinding {
  call: SubmitCall;
  /** The form fields the call sends; unset sends every field of the step. */
  fields?: string[];
  /** When the fields equal what the server already has, skip the call and just move on. */
  skipWhenUnchanged?: boolean;
  /** Where to go after saving; default "following". */
  next?: NextTarget;
  /** Where to go when the call was skipped because nothing changed; default: same as next. */
  nextWhenUnchanged?: NextTarget;
  /** A failure whose status_code is a key here shows its message under that field (promo_code_invalid -> promoCode). */
  fieldErrors?: Record<string, string>;
  /** The copy key shown when a failed save carries no message; default app.unexpectedError. */
  fallbackErrorKey?: string;
}

/**
 * What the rest of the app needs a step for, so code asks the flow for "the signup step" instead of
 * naming one. At most one step of a flow has each role.
 */
export type StepRole = 'signup' | 'category' | 'loader' | 'checkout';
export const STEP_ROLES: readonly StepRole[] = ['signup', 'category', 'loader', 'checkout'];

/** Server-side work a step's save runs; the server registers one hook under each name. */
export type ServerHookName =
  'websiteScrape' | 'campaignGeneration' | 'stageDays' | 'knowledgeBaseImport' | 'botTraining';

export interface FlowStep {
  name: StepName;
  /** File in schemas/steps, e.g. "business_category.json". */
  schema: string;
  /** Percentage the progress bar shows on this step (0 to 100). */
  progress: number;
  role?: StepRole;
  serverHook?: ServerHookName;
  /** Hide the progress bar on this step (personalizing_loader). Default true. */
  showProgress?: boolean;
  poster?: PosterPanel;
  sidePanel?: SidePanel;
  /** Show the payment side panel (plan and price) on the right. */
  paymentPanel?: boolean;
  when?: Condition;
  submit?: SubmitBinding;
  /** Default "previous"; false hides the Back button. */
  back?: BackTarget;
  /** Offer 'Skip for now', which moves on without saving. */
  skippable?: boolean;
  /** i18n key of the Next button's label; default "wizard.next". */
  nextLabelKey?: string;
  /** Loader steps are passed over when going back (personalizing_loader). */
  transient?: boolean;
  /** false hides Next, Back and 'Skip for now': the step moves on by itself (personalizing_loader). Default true. */
  actions?: boolean;
}

export interface FlowManifest {
  name: string;
  /** The stepName stored once the workspace is paid for and built: not a wizard step. */
  terminalStepName: StepName;
  steps: FlowStep[];
}

/** The brand's rules that change which steps a user sees and where the category step leads. */
export interface BrandFlowRules {
  hideSteps: StepName[];
  /** Business category name -> the step the category step goes to next. */
  categoryRoutes: Record<string, StepName>;
  /** Step name -> business categories for which the step is skipped. */
  skipStepsForCategories: Record<StepName, string[]>;
}

/** What the flow core reads of the user data. */
export interface FlowUserData {
  hideSteps?: StepName[];
  businessCategory?: { name?: string | null; description?: string | null } | null;
  stepName?: StepName | null;
  isEmailVerified?: boolean;
  [field: string]: unknown;
}

export interface FlowContext {
  flow: FlowManifest;
  brand: BrandFlowRules;
  userData: FlowUserData;
}
