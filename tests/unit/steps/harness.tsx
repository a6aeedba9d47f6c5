import { createStore, Provider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import '../../../src/i18n';
import { EMPTY_ONBOARDING_FIELDS, type OnboardingUserData } from '../../../shared/contract';
import { SchemaForm } from '../../../src/engine/react/SchemaForm';
import { toLoadedSchema, type SchemaModule } from '../../../src/engine/react/schemaModule';
import type { ReadySchema } from '../../../src/engine/react/useSchemaModule';
import { loadRenderers } from '../../../renderers/registry';
import { useFormEnvironment } from '../../../src/app/wizard/useFormEnvironment';

/** A step's schema module with its widgets, loaded as the wizard loads it. */
export async function loadStep(step: string): Promise<ReadySchema> {
  const module = (await import(
    /* @vite-ignore */ `virtual:onramp/schema/steps/${step}`
  )) as SchemaModule;
  const loaded = await toLoadedSchema(module);
  return { ...loaded, ...(await loadRenderers(loaded.renderers)) };
}

export function userDataWith(fields: Partial<OnboardingUserData> = {}): OnboardingUserData {
  return {
    ...EMPTY_ONBOARDING_FIELDS,
    userId: 'user-1',
    email: 'owner@example.com',
    name: 'Grace Hopper',
    isEmailVerified: true,
    stepName: 'brand_setup',
    hideSteps: [],
    configVersion: null,
    language: null,
    subDomain: 'acme',
    tenantDomain: 'acme.onramp.example',
    selectedPlan: null,
    ...fields,
  };
}

function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname}</span>;
}

export interface HarnessOptions {
  ready: ReadySchema;
  formData?: Record<string, unknown>;
  userData?: OnboardingUserData;
  store?: ReturnType<typeof createStore>;
  busy?: boolean;
  onSubmit?: (data: Record<string, unknown>) => void;
  onData?: (data: Record<string, unknown>) => void;
  path?: string;
  children?: ReactNode;
}

/** The form with the wizard context StepView gives it. */
function HarnessForm({
  ready,
  data,
  userData,
  busy,
  onChange,
  onSubmit,
}: {
  ready: ReadySchema;
  data: Record<string, unknown>;
  userData: OnboardingUserData;
  busy?: boolean;
  onChange(next: Record<string, unknown>): void;
  onSubmit(data: Record<string, unknown>): void;
}) {
  const wizard = useFormEnvironment();
  return (
    <SchemaForm
      id="s"
      ready={ready}
      formData={data}
      busy={busy}
      onChange={onChange}
      onSubmit={onSubmit}
      formContext={{ ...wizard, userData }}
    >
      <button type="submit">Next</button>
    </SchemaForm>
  );
}

/** One step's form as the wizard renders it, holding its data like StepView does. */
export function StepHarness({
  ready,
  formData = {},
  userData = userDataWith(),
  store = createStore(),
  busy,
  onSubmit = vi.fn(),
  onData,
  path = '/signup/step',
}: HarnessOptions) {
  const [data, setData] = useState(formData);
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/signup/:activeStepName"
            element={
              <>
                <HarnessForm
                  ready={ready}
                  data={data}
                  userData={userData}
                  busy={busy}
                  onChange={(next) => {
                    setData(next);
                    onData?.(next);
                  }}
                  onSubmit={onSubmit}
                />
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>
  );
}

export const envelope = <T,>(data: T, extra: Record<string, unknown> = {}) => ({
  data: { err: false, status_code: 'ok', msg: '', data, ...extra },
});

export const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
export const JPEG_BYTES = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46];

export function fileOf(name: string, bytes: number[], size?: number): File {
  const body = new Uint8Array(size ?? bytes.length);
  body.set(bytes.slice(0, body.length));
  return new File([body], name, { type: name.endsWith('png') ? 'image/png' : 'image/jpeg' });
}
