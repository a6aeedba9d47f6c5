import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../../shared/config/checkConfig';
import { readConfigDocuments } from '../../../shared/config/readConfigDocuments';
import { buildStepModule } from '../../../shared/schema/stepModule';
import { at, editedDocuments, problemsAfter, repoRoot, stepNamed, stepsOf } from './support';

const MAIN = 'schemas/flows/main.json';
const ASSISTED = 'schemas/flows/assisted.json';
const BEACON = 'brands/beacon/brand.json';
const TEAM_SIZE = 'schemas/steps/team_size.json';
type Props = Record<string, Record<string, unknown>>;
const teamSize = (s: Record<string, unknown>) => (s.properties as Props).teamSize!;

// One case per defect: the checker is fed the repository's documents with one file broken.
describe('the configuration checker', { timeout: 30_000 }, () => {
  it('finds nothing wrong in the shipped configuration', () => {
    expect(checkConfig(readConfigDocuments(repoRoot)).problems).toEqual([]);
  });

  it('names the line and column of broken JSON in a locale file', () => {
    const problems = problemsAfter('brands/beacon/locales/en.json', '{\n  "a": "b",\n  "c" "d"\n}');
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'brands/beacon/locales/en.json',
        path: '',
        rule: 'json',
        message: expect.stringContaining('line 3, column 7') as string,
      }),
    ]);
  });

  it('refuses copy that is not a flat object of texts', () => {
    expect(
      problemsAfter('brands/beacon/locales/en.json', '{"wizard": {"next": "Go"}}'),
    ).toContainEqual(at('brands/beacon/locales/en.json', '', 'locale-shape'));
  });

  describe('names an unknown step wherever a step is named', () => {
    it('in a brand: hideSteps, categoryRoutes, skipStepsForCategories', () => {
      const problems = problemsAfter(BEACON, (b) => {
        b.hideSteps = ['team_sise'];
        b.variants = {
          ...(b.variants as object),
          categoryRoutes: { SaaS: 'email_verifcation' },
          skipStepsForCategories: { train_bots: ['Education'] },
        };
      });
      expect(problems).toContainEqual(at(BEACON, '/hideSteps/0', 'step-exists'));
      expect(problems).toContainEqual(at(BEACON, '/variants/categoryRoutes/SaaS', 'step-exists'));
      expect(problems).toContainEqual(
        at(BEACON, '/variants/skipStepsForCategories/train_bots', 'step-exists'),
      );
    });

    it('in a flow: submit.next, unlessStoredIn and back', () => {
      const problems = problemsAfter(MAIN, (f) => {
        stepNamed(f, 'stages').submit = { call: 'updateUserData', next: { step: 'stage' } };
        stepNamed(f, 'website_url').submit = {
          call: 'updateUserData',
          next: { step: 'brand_setup', unlessStoredIn: ['loader'] },
        };
        stepNamed(f, 'payment').back = { step: 'brand' };
      });
      expect(problems).toContainEqual(at(MAIN, '/steps/5/submit/next/step', 'step-exists'));
      expect(problems).toContainEqual(
        at(MAIN, '/steps/6/submit/next/unlessStoredIn/0', 'step-exists'),
      );
      expect(problems).toContainEqual(at(MAIN, '/steps/9/back/step', 'step-exists'));
    });
  });

  it('names a category a brand routes or skips that the category step does not offer', () => {
    const problems = problemsAfter(BEACON, (b) => {
      (b.variants as Record<string, unknown>).categoryRoutes = { Saas: 'email_verification' };
    });
    expect(problems).toContainEqual(at(BEACON, '/variants/categoryRoutes/Saas', 'category-exists'));
  });

  it('names a field in a when condition that no step defines, at any depth', () => {
    const problems = problemsAfter(MAIN, (f) => {
      stepsOf(f)[2]!.when = {
        properties: { businessCategory: { properties: { nmae: { const: 'SaaS' } } } },
        required: ['teamSize'],
      };
    });
    expect(problems).toContainEqual(
      at(MAIN, '/steps/2/when/properties/businessCategory/properties/nmae', 'when-field'),
    );
    // team_size is a step of the assisted flow, not of main.
    expect(problems).toContainEqual(at(MAIN, '/steps/2/when/required/0', 'when-field'));
  });

  it('names a when condition comparing a field to a value of a type or value it never has', () => {
    const problems = problemsAfter(ASSISTED, (f) => {
      stepNamed(f, 'train_bot').when = {
        properties: {
          teamSize: { const: '5' },
          teamRole: { enum: ['founder', 'ceo'] },
          businessCategory: { type: 'array' },
        },
      };
    });
    const index = 8;
    expect(problems).toContainEqual(
      at(ASSISTED, `/steps/${index}/when/properties/teamSize/const`, 'when-type'),
    );
    expect(problems).toContainEqual(
      at(ASSISTED, `/steps/${index}/when/properties/teamRole/enum/1`, 'when-value'),
    );
    expect(problems).toContainEqual(
      at(ASSISTED, `/steps/${index}/when/properties/businessCategory/type`, 'when-type'),
    );
  });

  it('names an integer field whose enum, const, default or options are strings', () => {
    const problems = problemsAfter(TEAM_SIZE, (s) => {
      Object.assign(teamSize(s), {
        enum: ['1', 10],
        default: 'one',
        oneOf: [{ const: '5', title: 'steps.team_size.title' }],
      });
    });
    expect(problems).toContainEqual(at(TEAM_SIZE, '/properties/teamSize/enum/0', 'value-type'));
    expect(problems).not.toContainEqual(at(TEAM_SIZE, '/properties/teamSize/enum/1', 'value-type'));
    expect(problems).toContainEqual(at(TEAM_SIZE, '/properties/teamSize/default', 'value-type'));
    expect(problems).toContainEqual(
      at(TEAM_SIZE, '/properties/teamSize/oneOf/0/const', 'value-type'),
    );
  });

  it('names a widget or field nobody registered, where the schema names it', () => {
    const problems = problemsAfter(TEAM_SIZE, (s) => {
      (s.properties as Props).teamRole!['ui:widget'] = 'sparkles';
      teamSize(s)['ui:field'] = 'slider';
    });
    expect(problems).toContainEqual(
      at(TEAM_SIZE, '/properties/teamRole/ui:widget', 'widget-registered'),
    );
    expect(problems).toContainEqual(
      at(TEAM_SIZE, '/properties/teamSize/ui:field', 'field-registered'),
    );
  });

  it("takes a uiSchema as RJSF documents it: its widgets' own names, ui:definitions, enum names by value, ui in dependencies", () => {
    const problems = problemsAfter(TEAM_SIZE, (s) => {
      const teamRole = (s.properties as Props).teamRole!;
      teamRole['ui:widget'] = 'RadioWidget';
      teamRole['ui:enumNames'] = Object.fromEntries(
        (teamRole.enum as string[]).map((role) => [role, `steps.team_size.roles.${role}`]),
      );
      teamSize(s)['ui:widget'] = 'UpDownWidget';
      s['ui:definitions'] = { '#/properties/teamRole': { 'ui:widget': 'SelectWidget' } };
      s.dependencies = {
        teamSize: { properties: { teamRole: { 'ui:widget': 'CheckboxesWidget' } } },
      };
    });
    expect(problems).toEqual([]);
  });

  it('names an unknown widget in ui:definitions and in dependencies too', () => {
    const problems = problemsAfter(TEAM_SIZE, (s) => {
      s['ui:definitions'] = { '#/properties/teamRole': { 'ui:widget': 'SparklesWidget' } };
      s.dependencies = { teamSize: { properties: { teamRole: { 'ui:widget': 'sparkles' } } } };
    });
    expect(problems).toContainEqual(
      at(TEAM_SIZE, '/ui:definitions/#~1properties~1teamRole/ui:widget', 'widget-registered'),
    );
    expect(problems).toContainEqual(
      at(TEAM_SIZE, '/dependencies/teamSize/properties/teamRole/ui:widget', 'widget-registered'),
    );
  });

  it('names a markdown switch, which the build has no renderer for', () => {
    const problems = problemsAfter(TEAM_SIZE, (s) => {
      (s.properties as Props).teamRole!['ui:enableMarkdownInDescription'] = true;
      teamSize(s)['ui:options'] = { enableMarkdownInHelp: true };
    });
    expect(problems).toContainEqual(
      at(TEAM_SIZE, '/properties/teamRole/ui:enableMarkdownInDescription', 'markdown-not-rendered'),
    );
    expect(problems).toContainEqual(
      at(
        TEAM_SIZE,
        '/properties/teamSize/ui:options/enableMarkdownInHelp',
        'markdown-not-rendered',
      ),
    );
  });

  describe('names an image or logo address the page must not load', () => {
    const CAMPAIGN_USECASE = 'schemas/steps/campaign_usecase.json';
    const GENERATE_CAMPAIGN = 'schemas/steps/generate_campaign.json';
    const cardsOf = (s: Record<string, unknown>) =>
      (
        (s.properties as Props).useCases!['ui:options'] as {
          lists: Record<string, { image: string }[]>;
        }
      ).lists['Technical Services']!;

    it.each([
      ['javascript:alert(document.cookie)', 'it is a javascript: address'],
      ['JavaScript:alert(1)', 'it is a JavaScript: address'],
      ['data:image/svg+xml,<svg onload=alert(1)>', 'it is a data: address'],
      ['http://cdn.example/poster.svg', 'it is a http: address'],
      ['//evil.example/poster.svg', 'it starts with //'],
      ['/\\evil.example/poster.svg', 'backslash'],
      ['java\tscript:alert(1)', 'control character'],
      [' javascript:alert(1)', 'starts or ends with a space'],
      ['https://', 'not a valid https URL'],
    ])('a poster image %j', (image, reason) => {
      const problems = problemsAfter(MAIN, (f) => {
        stepNamed(f, 'payment').poster = { titleKey: 'poster.payment.title', image };
      });
      expect(problems).toContainEqual({
        file: MAIN,
        path: '/steps/9/poster/image',
        rule: 'safe-url',
        message: expect.stringContaining(reason) as string,
        fix: expect.stringContaining('https://') as string,
      });
    });

    it("a brand's logo and favicon", () => {
      const problems = problemsAfter(BEACON, (b) => {
        b.logo = 'javascript:alert(1)';
        b.favicon = '//evil.example/favicon.ico';
      });
      expect(problems).toContainEqual(at(BEACON, '/logo', 'safe-url'));
      expect(problems).toContainEqual(at(BEACON, '/favicon', 'safe-url'));
    });

    it("a use-case card's image and a theme picker's image path in a step's ui:options", () => {
      const cards = problemsAfter(CAMPAIGN_USECASE, (s) => {
        cardsOf(s)[0]!.image = 'vbscript:msgbox(1)';
      });
      expect(cards).toContainEqual(
        at(
          CAMPAIGN_USECASE,
          '/properties/useCases/ui:options/lists/Technical Services/0/image',
          'safe-url',
        ),
      );
      const themes = problemsAfter(GENERATE_CAMPAIGN, (s) => {
        const json = JSON.stringify(s).replace('/themes/{value}.svg', 'javascript:{value}');
        Object.assign(s, JSON.parse(json));
      });
      expect(themes).toEqual([
        expect.objectContaining({ file: GENERATE_CAMPAIGN, rule: 'safe-url' }),
      ]);
    });

    it.each([
      'https://cdn.example/poster.svg',
      '/posters/payment.svg',
      'posters/payment.svg',
      'assets/logo.svg',
    ])('and accepts %j', (image) => {
      const problems = problemsAfter(MAIN, (f) => {
        stepNamed(f, 'payment').poster = { titleKey: 'poster.payment.title', image };
      });
      expect(problems).toEqual([]);
    });
  });

  it('names a step no way through the flow reaches', () => {
    const problems = problemsAfter(MAIN, (f) => {
      stepNamed(f, 'business_category').submit = {
        call: 'updateUserData',
        next: { step: 'email_verification' },
      };
    });
    expect(problems).toEqual([at(MAIN, '/steps/2', 'reachable')]);
  });

  it('names the step that leads nowhere, and not the steps before it', () => {
    const problems = problemsAfter(MAIN, (f) => {
      stepNamed(f, 'stages').submit = { call: 'updateUserData', next: { step: 'stages' } };
    });
    expect(problems).toEqual([at(MAIN, '/steps/5/submit/next', 'leads-somewhere')]);
  });

  it('names a step placed after the checkout, whose Next runs past the end of the flow', () => {
    const problems = problemsAfter(MAIN, (f) => {
      const { steps } = f as { steps: unknown[] };
      steps.push(steps.splice(8, 1)[0]);
    });
    // website_url still names brand_setup, which now follows payment, where the flow ends.
    expect(problems).toEqual([at(MAIN, '/steps/9/submit/next', 'leads-somewhere')]);
  });

  it('names a step schema file that does not exist', () => {
    expect(problemsAfter(MAIN, (f) => (stepsOf(f)[1]!.schema = 'nope.json'))).toContainEqual(
      at(MAIN, '/steps/1/schema', 'exists'),
    );
  });

  it('names a copy key missing from the locales, and a brand override of a key that does not exist', () => {
    expect(problemsAfter(TEAM_SIZE, (s) => (s.title = 'steps.team_size.misspelt'))).toContainEqual(
      at(TEAM_SIZE, '/title', 'message-key'),
    );
    expect(
      problemsAfter('brands/beacon/locales/en.json', (l) => (l['wizard.nxet'] = 'Go')),
    ).toContainEqual(at('brands/beacon/locales/en.json', '/wizard.nxet', 'known-key'));
  });

  it('accepts a partial translation and its plural forms, and names a key no default copy has', () => {
    const de = 'brands/default/locales/de.json';
    expect(problemsAfter(de, '{"wizard.next": "Weiter", "wizard.next_one": "Weiter"}')).toEqual([]);
    const problems = problemsAfter(de, '{"wizard.nxet": "Weiter", "wizard.nxet_one": "Weiter"}');
    expect(problems).toContainEqual(at(de, '/wizard.nxet', 'known-key'));
    expect(problems).toContainEqual(at(de, '/wizard.nxet_one', 'known-key'));
  });

  it('names an unsupported keyword in a when condition', () => {
    expect(
      problemsAfter(MAIN, (f) => (stepsOf(f)[2]!.when = { propertyNames: { pattern: 'x' } })),
    ).toContainEqual(at(MAIN, '/steps/2/when', 'condition'));
  });

  it('names a submit field the step does not have, and a required field the save leaves out', () => {
    const problems = problemsAfter(ASSISTED, (f) => {
      stepNamed(f, 'team_size').submit = {
        call: 'updateUserData',
        fields: ['teamSize', 'teamColour'],
      };
    });
    expect(problems).toContainEqual(at(ASSISTED, '/steps/3/submit/fields/1', 'field-exists'));
    expect(problems).toContainEqual(at(ASSISTED, '/steps/3/submit/fields', 'required-sent'));
  });

  it('names a role given to two steps, a step named like the terminal stepName, and a hook run twice', () => {
    const problems = problemsAfter(MAIN, (f) => {
      const steps = stepsOf(f);
      steps[2]!.role = 'checkout';
      steps[3]!.name = 'redirect_dashboard';
      steps[5]!.serverHook = 'websiteScrape';
    });
    expect(problems).toContainEqual(at(MAIN, '/steps/3/name', 'terminal'));
    expect(problems).toContainEqual(at(MAIN, '/steps/9/role', 'unique'));
    expect(problems).toContainEqual(at(MAIN, '/steps/6/serverHook', 'unique'));
  });

  describe('builds each step as it is served, and refuses one that cannot be', () => {
    const NESTED = 'schemas/steps/nested_tasks.json';
    const nestedTasks = (extra: Record<string, unknown> = {}) => ({
      title: 'steps.team_size.title',
      type: 'object',
      definitions: {
        task: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            subtasks: { type: 'array', items: { $ref: '#/definitions/task' } },
          },
          ...extra,
        },
      },
      properties: { task: { $ref: '#/definitions/task' } },
    });

    it('accepts a schema that refers to itself, with the module it will serve', () => {
      const documents = editedDocuments(NESTED, JSON.stringify(nestedTasks()));
      const checked = checkConfig(documents);
      expect(checked.problems).toEqual([]);
      expect(checked.modules.get(NESTED)?.source).toBe(buildStepModule(nestedTasks()).source);
      expect(checked.modules.get(TEAM_SIZE)).toBeDefined();
    });

    it('refuses one that refers to itself and chooses between options, in plain words', () => {
      const problems = problemsAfter(
        NESTED,
        JSON.stringify(
          nestedTasks({ anyOf: [{ required: ['name'] }, { required: ['subtasks'] }] }),
        ),
      );
      expect(problems).toEqual([
        {
          file: NESTED,
          path: '/definitions/task/anyOf',
          rule: 'servable',
          message:
            'this schema refers back to itself (the "$ref" at /definitions/task/properties/subtasks/items) and also lets the form choose with "anyOf"; the form cannot check such a choice at every level of the nesting',
          fix: 'remove the "anyOf" from this step, or write the nested levels out one by one instead of the "$ref" at /definitions/task/properties/subtasks/items',
        },
      ]);
    });
  });
});
