import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterContext, type Router } from '../router';
import { DemoRequestForm } from './DemoRequestForm';

const copy = {
  fieldHelp: { email: 'We reply to this address.' },
  consentLabel: 'I agree to be contacted about this demo request.',
  submitLabel: 'Request Demo',
  submittingLabel: 'Sending…',
};

function renderForm() {
  const router: Router = { path: '/request-demo', navigate: vi.fn(), prefetch: vi.fn() };
  const user = userEvent.setup();
  render(
    <RouterContext value={router}>
      <DemoRequestForm endpoint="/api/demo-requests" copy={copy} />
    </RouterContext>,
  );
  return { router, user };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'Work email' }), 'ada@freight.example');
  await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Analytical Freight');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'GB');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Company type' }), 'freight-forwarder');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Shipments per month' }), '51-200');
  await user.click(screen.getByRole('checkbox', { name: 'Ocean' }));
  await user.click(screen.getByRole('checkbox', { name: 'Trucking' }));
  await user.click(screen.getByRole('checkbox', { name: /I agree to be contacted/ }));
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const submit = () => screen.getByRole('button', { name: 'Request Demo' });

describe('DemoRequestForm', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is a real form post with named controls, for readers without JavaScript', () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'Request a demo' }) as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/demo-requests');
    const names = new Set([...form.elements].map((el) => el.getAttribute('name')).filter(Boolean));
    expect([...names]).toEqual([
      'firstName',
      'lastName',
      'email',
      'company',
      'phone',
      'country',
      'companyType',
      'shipmentsPerMonth',
      'modes',
      'message',
      'consent',
      'website',
    ]);
    expect(form.querySelector('[data-error-summary]')).not.toBeVisible();
    expect(form.querySelector('[data-error-for="email"]')).toHaveAttribute('hidden');
    expect(screen.getByRole('textbox', { name: 'Phone (optional)' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeRequired();
  });

  it('shows every problem of an empty form next to its field and in a focused summary linked to the fields', async () => {
    const { user } = renderForm();
    await user.click(submit());
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getAllByRole('link')).toHaveLength(9);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Enter your first name');
    expect(screen.getByRole('textbox', { name: 'Work email' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: 'Modes of interest' })).toHaveAccessibleDescription(/Select at least one mode of interest/);
    await user.click(within(summary).getByRole('link', { name: 'Select the country your company is based in' }));
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes an error away as soon as its field is mended, from the field and from the summary', async () => {
    const { user } = renderForm();
    await user.click(submit());
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    const firstName = screen.getByRole('textbox', { name: 'First name' });

    await user.type(firstName, 'A');
    expect(firstName).not.toHaveAttribute('aria-invalid');
    expect(firstName).not.toHaveAccessibleDescription(/Enter your first name/);
    expect(within(summary).queryByRole('link', { name: 'Enter your first name' })).toBeNull();
    expect(within(summary).getAllByRole('link')).toHaveLength(8);
    expect(firstName, 'mending a field leaves focus where the typing is').toHaveFocus();

    await user.click(screen.getByRole('checkbox', { name: /I agree to be contacted/ }));
    expect(within(summary).queryByRole('link', { name: 'Agree to be contacted about your demo request' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'GB');
    await user.click(screen.getByRole('checkbox', { name: 'Air' }));
    expect(screen.getByRole('group', { name: 'Modes of interest' })).not.toHaveAccessibleDescription(/Select at least one/);
    expect(within(summary).getAllByRole('link')).toHaveLength(5);
  });

  it('keeps an error while the value is still wrong, and says what is wrong now when the field is left', async () => {
    const { user } = renderForm();
    await user.click(submit());
    const email = screen.getByRole('textbox', { name: 'Work email' });

    await user.type(email, 'ada');
    expect(email, 'no new verdict while typing').toHaveAccessibleDescription(/Enter your work email address/);
    await user.tab();
    expect(email).toHaveAccessibleDescription(/Enter an email address in the correct format, like name@company.com/);
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.type(email, '@freight.example');
    expect(email).not.toHaveAttribute('aria-invalid');
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(within(summary).queryByRole('link', { name: /email/ })).toBeNull();
  });

  it('judges no field before the first submit, and hides the summary once every error is mended', async () => {
    const { user } = renderForm();
    const lastName = screen.getByRole('textbox', { name: 'Last name' });
    await user.click(lastName);
    await user.tab();
    expect(lastName).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('region', { name: 'There is a problem' })).toBeNull();

    await fillValid(user);
    await user.clear(screen.getByRole('textbox', { name: 'Company' }));
    await user.click(submit());
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enter the name of your company']);

    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Analytical Freight');
    expect(screen.queryByRole('region', { name: 'There is a problem' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends valid details as JSON with an Idempotency-Key and goes to the page the server names', async () => {
    const { user, router } = renderForm();
    await fillValid(user);
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    await user.click(submit());
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('form')).toHaveAttribute('aria-busy', 'true');

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/demo-requests');
    const headers = init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(JSON.parse(init.body as string)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@freight.example',
      company: 'Analytical Freight',
      country: 'GB',
      companyType: 'freight-forwarder',
      shipmentsPerMonth: '51-200',
      modes: ['ocean', 'trucking'],
      consent: true,
      website: '',
    });

    answer(json(201, { id: 'lead-1', redirect: '/request-demo/thank-you' }));
    await waitFor(() => expect(router.navigate).toHaveBeenCalledWith('/request-demo/thank-you'));
  });

  it('puts the server’s 422 errors on their fields and keeps what was typed', async () => {
    const { user } = renderForm();
    await fillValid(user);
    fetchMock.mockResolvedValue(
      json(422, {
        errors: [
          { pointer: '/email', message: 'must be a valid email address' },
          { pointer: '/modes/1', message: 'must be one of the listed values' },
        ],
      }),
    );
    await user.click(submit());
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: 'Work email must be a valid email address' })).toHaveAttribute('href', '#email');
    expect(screen.getByRole('textbox', { name: 'Work email' })).toHaveAccessibleDescription(/Work email must be a valid email address/);
    expect(screen.getByRole('group', { name: 'Modes of interest' })).toHaveAccessibleDescription(
      /Modes of interest must be one of the listed values/,
    );
    expect(screen.getByRole('textbox', { name: 'Work email' })).toHaveValue('ada@freight.example');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('GB');
    expect(screen.getByRole('checkbox', { name: 'Trucking' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Request Demo' })).not.toHaveAttribute('aria-disabled');
  });

  it('says so when the network fails, keeps everything, and retries with the same Idempotency-Key', async () => {
    const { user, router } = renderForm();
    await fillValid(user);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(submit());
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent(/could not reach our server/);
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Analytical Freight');
    expect(screen.getByRole('checkbox', { name: /I agree to be contacted/ })).toBeChecked();

    fetchMock.mockResolvedValueOnce(json(503, { errors: [{ pointer: '', message: 'the request could not be saved; please try again' }] }));
    await user.click(submit());
    await waitFor(() => expect(summary).toHaveTextContent(/went wrong on our side/));

    fetchMock.mockResolvedValueOnce(json(429, { errors: [] }, { 'Retry-After': '30' }));
    await user.click(submit());
    await waitFor(() => expect(summary).toHaveTextContent(/again in 30 seconds/));

    fetchMock.mockResolvedValueOnce(json(201, { id: 'lead-1', redirect: '/request-demo/thank-you' }));
    await user.click(submit());
    await waitFor(() => expect(router.navigate).toHaveBeenCalledWith('/request-demo/thank-you'));
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key'],
    );
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
  });
});
