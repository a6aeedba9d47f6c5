import type {
  FlowManifest,
  FlowStep,
  FlowUserData,
  ServerHookName,
  StepName,
  StepRole,
} from '../../../shared/flow/types';

/**
 * The server's view of the wizard: the same flow manifests and pure flow core as the browser,
 * bound to the active brand. Routes ask it which stepName to store after a step is saved.
 */
export interface FlowService {
  /** The name of the flow the active brand uses. */
  readonly flowName: string;
  /** The stepName to store once `savedStep` has been saved for a user whose data is `userData`. */
  stepAfterSave(userData: FlowUserData, savedStep: StepName): StepName;
  /** The first step of the flow a user with this data sees. */
  firstStep(userData: FlowUserData): StepName;
  /**
   * The step the wizard opens after `savedStep` is saved, by the step's submit.next, for the user
   * data as stored after the save; null when signup is complete or the step is not in the flow.
   */
  nextAfterSave(savedUserData: FlowUserData, savedStep: StepName): StepName | null;
  isStep(name: StepName): boolean;
  /** The active flow's step of this name. */
  step(name: StepName): FlowStep | undefined;
  /** The active flow's step whose save runs this server hook. */
  stepWithHook(hook: ServerHookName): FlowStep | undefined;
  /** The step with this role in the active flow (signup, category, loader, payment). */
  stepWithRole(role: StepRole): FlowStep | undefined;
  /** The stepName stored once the workspace is paid for and built. */
  readonly terminalStepName: StepName;
  /** Where a user who walked `oldFlow` stands in this flow once moved to it (see migratedStepName). */
  stepAfterMigration(oldFlow: FlowManifest, userData: FlowUserData): StepName | null;
  /** Whether this user has reached the step: the server's stepName decides how far a user may go. */
  isReached(userData: FlowUserData, name: StepName): boolean;
}
