/** The profile's «Реквизиты для счетов и актов» (issue 33): the saved values, the rules' messages, a save, the arrival by link. */
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { REQUISITES_TEXTS, UPD_TEXTS, type Requisites } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast/toast-provider';
import { MemoryRouter } from '../../../lib/router';
import { signedInClient } from '../../../test-fixtures/signed-in';
import { requisitesQuery } from '../api/requisites';
import { RequisitesSection } from './requisites-section';

const SAVED: Requisites = {
  name: 'ООО «Альфа Софт»',
  inn: '6601234565',
  kpp: '660101001',
  legalAddress: '620014, г. Екатеринбург, ул. Малышева, 51',
  missingForUpd: [],
};
const EMPTY: Requisites = {
  name: 'ООО «Альфа Софт»',
  inn: null,
  kpp: null,
  legalAddress: null,
  missingForUpd: [UPD_TEXTS.fields.inn, UPD_TEXTS.fields.kpp, UPD_TEXTS.fields.legalAddress],
};

function renderSection(requisites: Requisites, address = '/profile') {
  const client = signedInClient('ADMIN');
  client.setQueryData(requisitesQuery.queryKey, requisites);
  client.setQueryDefaults(requisitesQuery.queryKey, { staleTime: Infinity });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={[address]}>
          <RequisitesSection />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const saveButton = () => screen.queryByRole('button', { name: REQUISITES_TEXTS.save });

afterEach(() => vi.unstubAllGlobals());

describe('RequisitesSection', () => {
  it('shows the name read-only and the saved requisites, with nothing to save until a field changes', () => {
    renderSection(SAVED);
    expect(screen.getByRole('heading', { name: REQUISITES_TEXTS.title })).toBeTruthy();
    expect(screen.getByText(SAVED.name)).toBeTruthy();
    expect(field(REQUISITES_TEXTS.inn).value).toBe(SAVED.inn);
    expect(field(REQUISITES_TEXTS.kpp).value).toBe(SAVED.kpp);
    expect(field(REQUISITES_TEXTS.legalAddress).value).toBe(SAVED.legalAddress);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saveButton()).toBeNull();
    fireEvent.change(field(REQUISITES_TEXTS.kpp), { target: { value: '667101001' } });
    expect(saveButton()).toBeTruthy();
  });

  it('says what the XML УПД lacks while requisites are missing', () => {
    renderSection(EMPTY);
    expect(screen.getByRole('alert').textContent).toBe(REQUISITES_TEXTS.missingForUpd(EMPTY.missingForUpd));
  });

  it('shows the rules’ messages under the fields and sends nothing', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderSection(EMPTY);
    fireEvent.change(field(REQUISITES_TEXTS.inn), { target: { value: '6601234565' } });
    fireEvent.change(field(REQUISITES_TEXTS.kpp), { target: { value: '66-01' } });
    fireEvent.change(field(REQUISITES_TEXTS.legalAddress), { target: { value: 'Тула' } });
    fireEvent.click(saveButton() as HTMLElement);
    expect(await screen.findByText(REQUISITES_TEXTS.kppFormat)).toBeTruthy();
    expect(screen.getByText(REQUISITES_TEXTS.addressTooShort(10))).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('saves the cleaned values and tells so', async () => {
    const answer = { ...SAVED, kpp: '667101001' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })),
    );
    renderSection(SAVED);
    fireEvent.change(field(REQUISITES_TEXTS.kpp), { target: { value: '667101001' } });
    fireEvent.click(saveButton() as HTMLElement);
    expect(await screen.findByText(REQUISITES_TEXTS.saved)).toBeTruthy();
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/profile/requisites');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ inn: SAVED.inn, kpp: '667101001', legalAddress: SAVED.legalAddress });
    await waitFor(() => expect(field(REQUISITES_TEXTS.kpp).value).toBe('667101001'));
    expect(saveButton()).toBeNull();
  });

  it('arriving by the invoices page’s link, scrolls to the block and focuses its first empty field', () => {
    // jsdom lays nothing out and has no scrolling.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    renderSection(
      { ...EMPTY, inn: SAVED.inn, missingForUpd: [UPD_TEXTS.fields.kpp, UPD_TEXTS.fields.legalAddress] },
      '/profile#requisites',
    );
    expect(document.activeElement).toBe(field(REQUISITES_TEXTS.kpp));
    expect(scrolled.map((element) => element.id)).toEqual(['requisites']);
  });
});
