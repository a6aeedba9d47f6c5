// @vitest-environment node
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_FIELDS } from '../../../shared/contract/accountFields';
import { toOnboardingUserData, type UserRow } from '../../../server/users/userData';
import { checkConfig } from '../../../shared/config/checkConfig';
import { at, editedDocuments, stepNamed } from './support';

const ASSISTED = 'schemas/flows/assisted.json';
const TEAM_SIZE = 'schemas/steps/team_size.json';

const user = (onboarding: Record<string, unknown>): UserRow => ({
  id: 'u1',
  email: 'ana@example.com',
  password_hash: 'x',
  first_name: 'Ana',
  last_name: 'Ng',
  company: 'Acme',
  phone_number: '+442079460000',
  expectations: '',
  problems: '',
  campaign_template_id: null,
  signup_form_data: {},
  sub_domain: 'acme',
  is_email_verified: false,
  step_name: 'team_size',
  hide_steps: [],
  selected_plan: null,
  onboarding,
  language: null,
  config_version_id: null,
  experiment_id: null,
  experiment_arm: null,
  created_at: new Date(0),
  updated_at: new Date(0),
});

describe("the account's fields", () => {
  it('are exactly the user data a stored step answer cannot show through', () => {
    const fields = Object.keys(toOnboardingUserData(user({}), '.example.com'));
    const stored = Object.fromEntries(fields.map((f) => [f, `stored ${f}`]));
    // A stage list is the steps' own: one of the right shape shows as stored.
    stored.stages = [{ name: 'Lead', duration: 3 }] as unknown as string;
    const reply = toOnboardingUserData(user(stored), '.example.com');
    const overwritten = fields.filter((f) => !isDeepStrictEqual(reply[f], stored[f]));
    expect(overwritten.sort()).toEqual(ACCOUNT_FIELDS.filter((f) => f !== 'nextStepName').sort());
  });
});

describe('a step field named like one of the account', { timeout: 30_000 }, () => {
  /** The problems once team_size (in the assisted flow) has the field and saves with the call. */
  const problemsWith = (field: string, call: string) => {
    const documents = editedDocuments(TEAM_SIZE, (s) => {
      (s.properties as Record<string, unknown>)[field] = { type: 'string' };
    });
    const flow = JSON.parse(documents.get(ASSISTED)!) as Record<string, unknown>;
    stepNamed(flow, 'team_size').submit = { call, next: 'following' };
    return checkConfig(documents.set(ASSISTED, JSON.stringify(flow))).problems;
  };

  it('is refused in a step that stores its answers, saying why and what to name it', () => {
    const problems = problemsWith('firstName', 'updateUserData');
    expect(problems).toContainEqual(at(TEAM_SIZE, '/properties/firstName', 'account-field'));
    const problem = problems.find((p) => p.rule === 'account-field')!;
    expect(problem.message).toContain("the owner's edit would not show");
    expect(problem.fix).toContain('"teamSizeFirstName"');
    expect(problemsWith('email', 'updateStep')).toContainEqual(
      at(TEAM_SIZE, '/properties/email', 'account-field'),
    );
  });

  it("is kept where the step only shows the account's value, as email verification does", () => {
    expect(
      problemsWith('isEmailVerified', 'checkEmailVerified').filter(
        (p) => p.rule === 'account-field',
      ),
    ).toEqual([]);
    expect(problemsWith('contactFirstName', 'updateUserData')).toEqual([]);
  });
});

describe('a step of one field named after its file', { timeout: 30_000 }, () => {
  /** The account-field problems once team_size's file is renamed `file` and given a root of `root`. */
  const problemsOf = (file: string, root: Record<string, unknown>) => {
    const documents = editedDocuments(ASSISTED, (flow) => {
      const step = stepNamed(flow, 'team_size');
      step.schema = `${file}.json`;
      step.submit = { call: 'updateUserData', next: 'following' };
    });
    documents.set(`schemas/steps/${file}.json`, JSON.stringify(root));
    return checkConfig(documents).problems.filter((p) => p.rule === 'account-field');
  };

  it('named like a field of the account is refused at the file, saying how to rename it', () => {
    const problems = problemsOf('email', { type: 'string', title: 'Work email', format: 'email' });
    expect(problems).toEqual([at('schemas/steps/email.json', '', 'account-field')]);
    expect(problems[0]!.message).toContain('named after its file');
    expect(problems[0]!.message).toContain('"email"');
    expect(problems[0]!.fix).toContain('rename schemas/steps/email.json');
    expect(problems[0]!.fix).toContain('"schema": "team_size_email.json"');
  });

  it('named otherwise is kept, and an object root still names its own fields', () => {
    expect(problemsOf('work_email', { type: 'string', title: 'Work email' })).toEqual([]);
    expect(
      problemsOf('email', { type: 'object', title: 'Work email', properties: { email: { type: 'string' } } }),
    ).toEqual([at('schemas/steps/email.json', '/properties/email', 'account-field')]);
  });
});
