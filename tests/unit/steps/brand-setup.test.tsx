import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CanceledError, type AxiosProgressEvent } from 'axios';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { brandSetupIntroKey } from '../../../renderers/fields/BrandSetupField';
import i18n from '../../../src/i18n';
import type { ReadySchema } from '../../../src/engine/react/useSchemaModule';
import {
  envelope,
  fileOf,
  JPEG_BYTES,
  loadStep,
  PNG_BYTES,
  StepHarness,
  userDataWith,
} from './harness';
import { AppStepView, flowStep, WithConfig } from './renderStep';

const api = vi.hoisted(() => ({
  json: { get: vi.fn(), post: vi.fn(), delete: vi.fn() },
  multipart: { post: vi.fn() },
}));
vi.mock('../../../src/api/http', () => ({ api }));

interface PendingUpload {
  resolve(value: unknown): void;
  reject(error: unknown): void;
  progress(loaded: number, total: number): void;
  signal: AbortSignal;
}

/** Each upload waits until the test settles it; aborting rejects it as axios does. */
function holdUploads(): PendingUpload[] {
  const uploads: PendingUpload[] = [];
  api.multipart.post.mockImplementation(
    (
      _url: string,
      _form: FormData,
      config: { signal: AbortSignal; onUploadProgress(e: AxiosProgressEvent): void },
    ) =>
      new Promise((resolve, reject) => {
        config.signal.addEventListener('abort', () => reject(new CanceledError()));
        uploads.push({
          resolve,
          reject,
          signal: config.signal,
          progress: (loaded, total) =>
            config.onUploadProgress({
              loaded,
              total,
              bytes: loaded,
              lengthComputable: true,
            } as AxiosProgressEvent),
        });
      }),
  );
  return uploads;
}

const uploaded = (url: string, colorPalette: string[] = []) =>
  envelope(url, { metaData: { colorPalette } });

let ready: ReadySchema;
beforeAll(async () => {
  ready = await loadStep('brand_setup');
});

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  api.json.delete.mockResolvedValue(envelope(null));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  api.multipart.post.mockReset();
  api.json.delete.mockReset();
  api.json.post.mockReset();
});

function renderBrand(formData: Record<string, unknown> = {}, fields = {}) {
  const onSubmit = vi.fn();
  let latest: Record<string, unknown> = formData;
  render(
    <StepHarness
      ready={ready}
      formData={formData}
      userData={userDataWith(fields)}
      onSubmit={onSubmit}
      onData={(d) => (latest = d)}
    />,
  );
  return { onSubmit, data: () => latest };
}

const fileInput = () => screen.getByTestId('logo-file-input') as HTMLInputElement;
const choose = (...files: File[]) => fireEvent.change(fileInput(), { target: { files } });

describe('the brand step subheading', () => {
  const text = (fields: Record<string, string | null>) => i18n.t(brandSetupIntroKey(fields));

  it('asks for both logo and colours when neither was found', () => {
    expect(text({ logoStatus: 'failed', paletteStatus: 'failed' })).toMatch(
      /logo and color scheme.*upload your logo and select your colors/,
    );
  });

  it('asks only for the logo when only the logo was not found', () => {
    expect(text({ logoStatus: 'failed', paletteStatus: 'success' })).toMatch(/upload your logo\.$/);
  });

  it('asks only for colours when only the palette was not found', () => {
    expect(text({ logoStatus: 'success', paletteStatus: 'failed' })).toMatch(
      /select your colors\.$/,
    );
  });

  it('otherwise says what was found', () => {
    expect(text({ logoStatus: null, paletteStatus: null })).toBe(
      "We found your website's logo and primary colors! Please review the details below to ensure they match your branding",
    );
  });

  it('is shown above the fields', async () => {
    renderBrand({}, { logoStatus: 'failed', paletteStatus: 'failed' });
    expect(
      await screen.findByText(/could not retrieve your logo and color scheme/),
    ).toBeInTheDocument();
  });
});

describe('the logo area', () => {
  it('is a button a keyboard reaches and opens the file picker with', async () => {
    renderBrand();
    const user = userEvent.setup();
    const click = vi.spyOn(fileInput(), 'click');
    await user.tab();
    expect(screen.getByRole('button', { name: /Drag and drop your logo here/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('warns "File format not supported!" for a file that is not jpg, jpeg or png', async () => {
    renderBrand();
    choose(fileOf('logo.gif', PNG_BYTES));
    const alert = await screen.findByText('File format not supported!');
    expect(alert.parentElement).toHaveTextContent('Supports: JPG,JPEG,PNG');
    expect(api.multipart.post).not.toHaveBeenCalled();
  });

  it('warns "File format not supported!" for a .png whose content is not an image', async () => {
    renderBrand();
    choose(new File(['just text'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('File format not supported!')).toBeInTheDocument();
    expect(api.multipart.post).not.toHaveBeenCalled();
  });

  it('warns "File size is too big!" above 5 MB', async () => {
    renderBrand();
    choose(fileOf('logo.png', PNG_BYTES, 5 * 1024 * 1024 + 1));
    const alert = await screen.findByText('File size is too big!');
    expect(alert.parentElement).toHaveTextContent('File size cannot be more than 5 MB');
  });

  it('uploads the first valid file of several dropped', async () => {
    const uploads = holdUploads();
    renderBrand();
    const good = fileOf('Second.JPG', JPEG_BYTES);
    fireEvent.drop(screen.getByRole('button', { name: /Drag and drop/ }), {
      dataTransfer: { files: [fileOf('first.svg', PNG_BYTES), good] },
    });
    await waitFor(() => expect(uploads).toHaveLength(1));
    const form = api.multipart.post.mock.calls[0]![1] as FormData;
    expect(api.multipart.post.mock.calls[0]![0]).toBe('/uploadLogo');
    expect(form.get('logo')).toBe(good);
  });

  it('shows a preview and the upload percentage, then fills the logo and the palette from the reply', async () => {
    const uploads = holdUploads();
    const { data } = renderBrand();
    choose(fileOf('logo.png', PNG_BYTES));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(screen.getByRole('img', { name: 'Your logo' })).toHaveAttribute('src', 'blob:preview');
    act(() => uploads[0]!.progress(40, 100));
    expect(screen.getByText(/Uploading… 40%/)).toBeInTheDocument();
    await act(async () =>
      uploads[0]!.resolve(
        uploaded('/uploads/logo-1.png', ['#FF0000', '#00ff00', '#0000FF', '#123456']),
      ),
    );
    await waitFor(() =>
      expect(data()).toMatchObject({
        logoUrl: '/uploads/logo-1.png',
        paletteColor: ['#ff0000', '#00ff00', '#0000ff'],
      }),
    );
    expect(
      screen.getByText('Three primary colors taken from your uploaded logo'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your logo' })).toHaveAttribute(
      'src',
      '/uploads/logo-1.png',
    );
  });

  it('keeps the uploading indicator 1.5 s after completion', async () => {
    const uploads = holdUploads();
    renderBrand();
    vi.useFakeTimers();
    choose(fileOf('logo.png', PNG_BYTES));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(uploads).toHaveLength(1);
    await act(async () => uploads[0]!.resolve(uploaded('/uploads/a.png')));
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(screen.getByText(/Uploading… 100%/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText(/Uploading/)).toBeNull();
    expect(screen.getByText('Logo uploaded')).toBeInTheDocument();
  });

  it('aborts an upload still in flight when another file is chosen, and says nothing about it', async () => {
    const uploads = holdUploads();
    const { data } = renderBrand();
    choose(fileOf('one.png', PNG_BYTES));
    await waitFor(() => expect(uploads).toHaveLength(1));
    choose(fileOf('two.png', PNG_BYTES));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads[0]!.signal.aborted).toBe(true);
    expect(uploads[1]!.signal.aborted).toBe(false);
    await act(async () => uploads[1]!.resolve(uploaded('/uploads/two.png')));
    await waitFor(() => expect(data()).toMatchObject({ logoUrl: '/uploads/two.png' }));
    expect(screen.queryByText('File could not be uploaded!')).toBeNull();
  });

  it('deletes the existing logo before uploading a new one', async () => {
    const uploads = holdUploads();
    renderBrand({ logoUrl: '/uploads/old.png', paletteColor: ['#111111'] });
    choose(fileOf('new.png', PNG_BYTES));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(api.json.delete).toHaveBeenCalledWith('/deleteLogo');
    expect(api.json.delete.mock.invocationCallOrder[0]!).toBeLessThan(
      api.multipart.post.mock.invocationCallOrder[0]!,
    );
  });

  it('only logs a failed delete and uploads anyway', async () => {
    const uploads = holdUploads();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.json.delete.mockRejectedValue(new Error('gone'));
    renderBrand({ logoUrl: '/uploads/old.png' });
    choose(fileOf('new.png', PNG_BYTES));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('alert', { name: /could not/ })).toBeNull();
  });

  it('returns to empty with "File could not be uploaded!" when the upload fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.multipart.post.mockResolvedValue({ data: { err: true, msg: 'disk full', data: null } });
    const { data } = renderBrand();
    choose(fileOf('logo.png', PNG_BYTES));
    const alert = await screen.findByText('File could not be uploaded!');
    expect(alert.parentElement).toHaveTextContent('Please try again');
    expect(screen.queryByRole('img')).toBeNull();
    expect(data().logoUrl).toBeUndefined();
  });

  it('removes the logo with delete and returns to empty', async () => {
    const { data } = renderBrand({ logoUrl: '/uploads/old.png', paletteColor: ['#111111'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove logo' }));
    expect(api.json.delete).toHaveBeenCalledWith('/deleteLogo');
    expect(data().logoUrl).toBeUndefined();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('Finish setup', () => {
  it('without a logo shows "File is not Uploaded!" and without colours the palette error', async () => {
    const { onSubmit } = renderBrand();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const warning = await screen.findByText('File is not Uploaded!');
    expect(warning.parentElement).toHaveTextContent('Please upload logo');
    expect(screen.getByText('Please fill all palette colors!')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the logo and only the filled colours', async () => {
    const { onSubmit } = renderBrand({
      logoUrl: '/uploads/a.png',
      paletteColor: ['', '#ABCDEF', ''],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { logoUrl: '/uploads/a.png', paletteColor: ['#abcdef'] },
        { logoUrl: {}, paletteColor: {} },
      ),
    );
  });
});

describe('the palette editor', () => {
  const swatches = () => within(screen.getByRole('group', { name: 'Brand colours' }));

  it('captions the number of colours in words', async () => {
    renderBrand({ paletteColor: ['#111111', '#222222'] });
    expect(await screen.findByText('Two primary colors of your choice')).toBeInTheDocument();
  });

  it('writes each colour code left to right, so an Arabic page shows #C81E3C, not C81E3C#', async () => {
    renderBrand({ paletteColor: ['#c81e3c'] });
    expect(await swatches().findByText('#C81E3C')).toHaveAttribute('dir', 'ltr');
  });

  it('offers three slots at most, trimming a longer palette', async () => {
    const { data } = renderBrand({ paletteColor: ['#111111', '#222222', '#333333', '#444444'] });
    await screen.findByText('Three primary colors of your choice');
    expect(swatches().getAllByLabelText(/^Color \d$/)).toHaveLength(3);
    await waitFor(() => expect(data().paletteColor).toEqual(['#111111', '#222222', '#333333']));
  });

  it('applies a colour pick only after 700 ms without another pick', async () => {
    const { data } = renderBrand({ paletteColor: ['#111111'] });
    await screen.findByText('One primary color of your choice');
    vi.useFakeTimers();
    const first = swatches().getByLabelText('Color 1');
    fireEvent.change(first, { target: { value: '#aa0000' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    fireEvent.change(first, { target: { value: '#bb0000' } });
    await act(() => vi.advanceTimersByTimeAsync(699));
    expect(data().paletteColor).toEqual(['#111111']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(data().paletteColor).toEqual(['#bb0000']);
  });

  it('adds a colour in an empty slot and removes one with its button', async () => {
    const { data } = renderBrand({ paletteColor: ['#111111', '', ''] });
    const add = await screen.findByLabelText('Add color 2');
    vi.useFakeTimers();
    fireEvent.change(add, { target: { value: '#00aa00' } });
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(data().paletteColor).toEqual(['#111111', '#00aa00']);
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Remove color 1' }));
    expect(data().paletteColor).toEqual(['#00aa00']);
  });

  it('asks to fill the palette when every colour was removed', async () => {
    const { onSubmit } = renderBrand({ logoUrl: '/uploads/a.png', paletteColor: ['#111111'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove color 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please fill all palette colors!')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Brand colours' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('Finish setup as the wizard runs it', () => {
  const step = {
    name: 'brand_setup',
    schema: 'brand_setup.json',
    progress: 90,
    nextLabelKey: 'steps.brand_setup.submit',
    submit: {
      call: 'updateUserData' as const,
      fields: ['logoUrl', 'paletteColor'],
      skipWhenUnchanged: true,
      next: 'following' as const,
    },
  };

  function renderWizardStep(onDone = vi.fn(), stepName = 'brand_setup') {
    render(
      <WithConfig>
        <MemoryRouter>
          <AppStepView
            step={step}
            userData={userDataWith({
              logoUrl: '/uploads/a.png',
              paletteColor: ['#123456', '', ''],
              stepName,
            })}
            canGoBack
            // WizardPage's rule: until the server's stepName has passed this step, only a save moves it on.
            mustSave={stepName === 'brand_setup'}
            onBack={vi.fn()}
            onDone={onDone}
          />
        </MemoryRouter>
      </WithConfig>,
    );
    return onDone;
  }

  it('goes straight on with no call when nothing changed and the server has moved past brand_setup', async () => {
    const onDone = renderWizardStep(vi.fn(), 'payment');
    await userEvent.click(await screen.findByRole('button', { name: 'Finish setup' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.json.post).not.toHaveBeenCalled();
  });

  it('saves when nothing changed but the stored step is still brand_setup, with the button disabled while saving', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.json.post.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const onDone = renderWizardStep();
    const button = await screen.findByRole('button', { name: 'Finish setup' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(api.json.post).toHaveBeenCalledWith('/user/updateUserData', {
      step: 'brand_setup',
      logoUrl: '/uploads/a.png',
      paletteColor: ['#123456'],
    });
    await act(async () => answer(envelope(userDataWith({ stepName: 'payment' }))));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it("shows the server's message in red under the form when saving fails", async () => {
    api.json.post.mockResolvedValue({ data: { err: true, msg: 'Palette rejected', data: null } });
    const onDone = renderWizardStep();
    await userEvent.click(await screen.findByRole('button', { name: 'Finish setup' }));
    expect(await screen.findByText('Palette rejected')).toHaveClass('form-error');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows only the latest failure: a refused palette replaces the earlier save failure', async () => {
    api.json.post.mockResolvedValue({ data: { error: true } });
    renderWizardStep();
    const finish = await screen.findByRole('button', { name: 'Finish setup' });
    await userEvent.click(finish);
    expect(await screen.findByText('Something unexpected occured!')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove color 1' }));
    await userEvent.click(finish);
    expect(await screen.findByText('Please fill all palette colors!')).toBeInTheDocument();
    expect(screen.queryByText('Something unexpected occured!')).toBeNull();
    expect(api.json.post).toHaveBeenCalledTimes(1);
  });

  it("replaces an earlier failure with a later one's own message, and a success clears it", async () => {
    api.json.post
      .mockResolvedValueOnce({ data: { error: true } })
      .mockResolvedValueOnce({ data: { err: true, msg: 'Palette rejected', data: null } })
      .mockResolvedValueOnce(envelope(userDataWith({ stepName: 'payment' })));
    const onDone = renderWizardStep();
    const finish = await screen.findByRole('button', { name: 'Finish setup' });
    await userEvent.click(finish);
    expect(await screen.findByText('Something unexpected occured!')).toBeInTheDocument();
    await userEvent.click(finish);
    expect(await screen.findByText('Palette rejected')).toBeInTheDocument();
    expect(screen.queryByText('Something unexpected occured!')).toBeNull();
    await userEvent.click(finish);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(screen.queryByText('Palette rejected')).toBeNull();
    expect(screen.queryByRole('alert', { name: /./ })).toBeNull();
  });

  it.each([
    ['an error envelope', () => api.json.post.mockResolvedValue({ data: { error: true } })],
    [
      'an HTTP failure',
      () =>
        api.json.post.mockRejectedValue(
          Object.assign(new Error('status 502'), {
            isAxiosError: true,
            response: { status: 502, data: '<html>Bad gateway</html>' },
          }),
        ),
    ],
  ])(
    "shows 'Something unexpected occured!' under the form for %s with no message",
    async (_, failWithoutMessage) => {
      failWithoutMessage();
      const onDone = renderWizardStep();
      await userEvent.click(await screen.findByRole('button', { name: 'Finish setup' }));
      expect(await screen.findByText('Something unexpected occured!')).toHaveClass('form-error');
      expect(onDone).not.toHaveBeenCalled();
    },
  );
});

describe('the palette caption says where the colours came from', () => {
  const step = flowStep('brand_setup');

  function renderScanned(stepName = 'brand_setup') {
    render(
      <WithConfig>
        <MemoryRouter>
          <AppStepView
            step={step}
            userData={userDataWith({
              stepName,
              logoStatus: 'success',
              paletteStatus: 'success',
              logoUrl: '/uploads/scanned.png',
              paletteColor: ['#123456', '#abcdef', ''],
            })}
            canGoBack
            onBack={vi.fn()}
            onDone={vi.fn()}
          />
        </MemoryRouter>
      </WithConfig>,
    );
  }

  it('from the website while the scanned colours are shown', async () => {
    renderScanned();
    expect(
      await screen.findByText('Two primary colors retrieved from the website'),
    ).toBeInTheDocument();
  });

  it('from the uploaded logo once a logo was uploaded', async () => {
    const uploads = holdUploads();
    renderScanned();
    await screen.findByText('Two primary colors retrieved from the website');
    choose(fileOf('logo.png', PNG_BYTES));
    await waitFor(() => expect(uploads).toHaveLength(1));
    await act(async () => uploads[0]!.resolve(uploaded('/uploads/mine.png', ['#ff0000'])));
    expect(
      await screen.findByText('One primary color taken from your uploaded logo'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/retrieved from the website/)).toBeNull();
  });

  it('claims no retrieval once the owner picks a colour by hand', async () => {
    renderScanned();
    const add = await screen.findByLabelText('Add color 3');
    fireEvent.change(add, { target: { value: '#00aa00' } });
    expect(await screen.findByText('Three primary colors of your choice')).toBeInTheDocument();
    expect(screen.queryByText(/retrieved|taken from/)).toBeNull();
  });

  it('claims no retrieval for colours saved before, when nobody can tell where they came from', async () => {
    renderScanned('payment');
    expect(await screen.findByText('Two primary colors of your choice')).toBeInTheDocument();
  });
});
