// @vitest-environment node
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_FIELDS, ENGINE_FIELDS } from '../../../shared/contract/accountFields';
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
      problemsOf('email', {
        type: 'object',
        title: 'Work email',
        properties: { email: { type: 'string' } },
      }),
    ).toEqual([at('schemas/steps/email.json', '/properties/email', 'account-field')]);
  });
});

describe(
  "a step field named like one of the engine's own onboarding fields",
  { timeout: 30_000 },
  () => {
    const problemsWith = (field: string, schema: Record<string, unknown> = { type: 'string' }) => {
      const documents = editedDocuments(TEAM_SIZE, (s) => {
        (s.properties as Record<string, unknown>)[field] = schema;
      });
      const flow = JSON.parse(documents.get(ASSISTED)!) as Record<string, unknown>;
      stepNamed(flow, 'team_size').submit = { call: 'updateUserData', next: 'following' };
      return checkConfig(documents.set(ASSISTED, JSON.stringify(flow))).problems.filter(
        (p) => p.rule === 'engine-field',
      );
    };

    it('would not read back as stored: the engine reads the field with its own meaning', () => {
      const reply = toOnboardingUserData(user({ stages: 'Lead, then Won' }), '.example.com');
      expect(reply.stages).not.toEqual('Lead, then Won');
    });

    it('is refused in any other step that stores it, saying why and what to name it', () => {
      const problems = problemsWith('stages');
      expect(problems).toEqual([at(TEAM_SIZE, '/properties/stages', 'engine-field')]);
      expect(problems[0]!.message).toContain(
        '"stages" is one of the engine\'s own onboarding fields',
      );
      expect(problems[0]!.fix).toContain('"teamSizeStages"');
      for (const field of [
        'redirectTenantURL',
        'logoUrl',
        'websiteUrl',
        'knowledgebaseImportStatus',
      ])
        expect(problemsWith(field)).toEqual([
          at(TEAM_SIZE, `/properties/${field}`, 'engine-field'),
        ]);
    });

    it("is kept in the engine's own step for it, as the shipped flows use them", () => {
      const shipped = checkConfig(editedDocuments(TEAM_SIZE, () => {})).problems;
      expect(shipped.filter((p) => p.rule === 'engine-field')).toEqual([]);
      expect(problemsWith('teamStages')).toEqual([]);
    });

    it('is refused at the file for a one-field step named after it', () => {
      const documents = editedDocuments(ASSISTED, (flow) => {
        const step = stepNamed(flow, 'team_size');
        step.schema = 'token.json';
        step.submit = { call: 'updateUserData', next: 'following' };
      });
      documents.set('schemas/steps/token.json', JSON.stringify({ type: 'string', title: 'Token' }));
      const problems = checkConfig(documents).problems.filter((p) => p.rule === 'engine-field');
      expect(problems).toEqual([at('schemas/steps/token.json', '', 'engine-field')]);
      expect(problems[0]!.fix).toContain('"schema": "team_size_token.json"');
    });

    it('are every onboarding field the user data has beyond the account', () => {
      const fields = Object.keys(toOnboardingUserData(user({}), '.example.com'));
      expect(fields.filter((f) => !ACCOUNT_FIELDS.includes(f) && !(f in ENGINE_FIELDS))).toEqual(
        [],
      );
    });
  },
);
