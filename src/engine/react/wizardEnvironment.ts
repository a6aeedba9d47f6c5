import type { ReactNode } from 'react';
import type {
  InitialConfig,
  Message,
  OnboardingUserData,
  SelectedPlan,
} from '../../../shared/contract';
import type { WizardContext } from '../../../renderers/context/wizardContext';
import type { SubmitActions } from './submitActions';
import type { InvalidField } from './transformErrors';

/** The signed-in user's data as the app has it. */
export type UserDataState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: OnboardingUserData }
  | { status: 'signedOut' }
  | { status: 'error'; message: Message };

/** What a step's widgets get (its formContext) but for what each form adds. */
export type FormEnvironment = Omit<
  WizardContext,
  'userData' | 'step' | 'variants' | 'formData' | 'fieldProblems'
>;

/** A submit action's failure as the engine shows it: at a field when it can, else above the buttons. */
export interface SubmitFailure {
  /** The contract's status code (promo_code_invalid), which a binding may map to a field. */
  statusCode: string;
  messageRef: Message;
  /** The envelope's data: its `errors` name fields. */
  data?: unknown;
}

/**
 * Everything the wizard works with, handed to it by whoever shows it: the app (its state, API and
 * router) or the Studio's preview (a sample owner, saves that stay in the page). The engine reads
 * no app state and calls no API itself.
 */
export interface WizardEnvironment {
  /** The page's configuration; undefined while it loads. */
  config: InitialConfig | undefined;
  user: UserDataState;
  /** The user data a save's reply taught. */
  setUserData(data: OnboardingUserData): void;
  /** A session token is held, though its user data may still be on the way. */
  hasSessionToken: boolean;
  /** A new signup's sign-up answers are kept, so its first step may be shown before an account exists. */
  hasSignupDraft: boolean;
  /** Values a new signup typed on its first step, kept across a reload (no account to save them to). */
  signupStepValues: {
    values: Record<string, unknown> | undefined;
    keep(values: Record<string, unknown>): void;
  };
  /** The plan the side panel shows as due for this user. */
  planFor(config: InitialConfig, userData: OnboardingUserData): SelectedPlan;
  /** What each submit call of the flow runs. */
  submitActions: SubmitActions;
  /** Any error a submit action throws, as the engine shows it. */
  failureOf(error: unknown): SubmitFailure;
  /** The widgets' part: services, navigation, bot check and the plan choice. */
  form: FormEnvironment;
  /** Where a step, and the end of the flow, are shown. */
  paths: { step(stepName: string): string; complete: string };
  /**
   * A preview's walk: any step it names is shown (hidden or not reached yet for the sample owner),
   * a step not answered starts from its schema's first example, and the flow moves on by itself
   * where a server would name the next step.
   */
  preview?: boolean;
  /** A signed-in user was shown a step (once per step shown). */
  onStepShown?(stepName: string): void;
  /** A signed-in user's submit of a step was refused by its validation in the page. */
  onInvalidSubmit?(stepName: string, errors: InvalidField[]): void;
}

/** What the wizard page shows around the step. */
export interface WizardChrome {
  /** Above the step; given the step's place among the steps this user sees (0: hidden for them). */
  header(place: { position: number; stepCount: number }): ReactNode;
  /** What an address that names no step of this user's flow shows. */
  notFound: ReactNode;
}
