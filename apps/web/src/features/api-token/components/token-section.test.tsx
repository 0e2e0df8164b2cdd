/** The token page's issue with a role and the organisation's tokens (issue 32): whose each is, and a revocation. */
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { API_TOKEN_LIST_TEXTS, API_TOKEN_TEXTS, type ApiTokenState } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast/toast-provider';
import { participationQuery } from '../../../lib/session';
import { aParticipation } from '../../../test-fixtures/participation';
import { signedInClient } from '../../../test-fixtures/signed-in';
import { apiTokenStateQuery } from '../api/api-token';
import { TokenSection } from './token-section';
// The confirmations load on use (React.lazy): loaded here, so that a busy machine's first transform of MUI's Dialog
// does not outlast findByRole's wait.
import '../../../components/confirm-dialog/confirm-dialog';

const STATE: ApiTokenState = {
  issued: true,
  issuedAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  tokens: [
    {
      id: '0b6a3c1e-8c1f-4a55-9d2e-3f4b5c6d7e8f',
      owner: { id: '1b6a3c1e-8c1f-4a55-9d2e-3f4b5c6d7e8f', name: 'Ольга Орлова', email: 'olga@e2e.ru' },
      role: 'ADMIN',
      issuedAt: '2026-11-20T10:00:00.000Z',
      lastUsedAt: null,
      own: true,
      ownerSuspended: false,
    },
    {
      id: '2b6a3c1e-8c1f-4a55-9d2e-3f4b5c6d7e8f',
      owner: { id: '3b6a3c1e-8c1f-4a55-9d2e-3f4b5c6d7e8f', name: null, email: 'robot@e2e.ru' },
      role: 'VIEWER',
      issuedAt: '2026-11-21T10:00:00.000Z',
      lastUsedAt: '2026-11-22T08:30:00.000Z',
      own: false,
      ownerSuspended: true,
    },
  ],
};

function renderSection() {
  const client = signedInClient('ADMIN');
  client.setQueryData(participationQuery.queryKey, aParticipation({ status: 'on' }));
  client.setQueryData(apiTokenStateQuery.queryKey, STATE);
  client.setQueryDefaults(apiTokenStateQuery.queryKey, { staleTime: Infinity });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <TokenSection />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

/** The server: the tokens' state for a GET, `answer` for the change. */
function stubServer(answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method && init.method !== 'GET' ? answer() : new Response(JSON.stringify(STATE)),
    ),
  );
}

const calls = () => vi.mocked(fetch).mock.calls.map(([url, init]) => ({ url: String(url), method: init?.method, body: init?.body }));

afterEach(() => vi.unstubAllGlobals());

describe('TokenSection', () => {
  it('lists the organisation’s tokens with their owner, role and use, never the token', () => {
    renderSection();
    const table = screen.getByRole('table', { name: API_TOKEN_LIST_TEXTS.listTitle });
    const own = within(table).getByRole('row', { name: 'Ольга Орлова (olga@e2e.ru)' });
    expect(own.textContent).toContain(`(${API_TOKEN_LIST_TEXTS.own})`);
    expect(own.textContent).toContain('Администратор');
    expect(own.textContent).toContain(API_TOKEN_LIST_TEXTS.neverUsed);
    const other = within(table).getByRole('row', { name: 'robot@e2e.ru' });
    expect(other.textContent).toContain('Только просмотр');
    expect(other.textContent).toContain(API_TOKEN_LIST_TEXTS.ownerSuspended);
    expect(other.textContent).toContain('22.11.2026 11:30');
  });

  it('issues a token of the role chosen, its own by default', async () => {
    stubServer(() => new Response(JSON.stringify({ jwt: 'ppt_x', issuedAt: STATE.issuedAt }), { status: 200 }));
    renderSection();
    const role = screen.getByLabelText(API_TOKEN_LIST_TEXTS.role);
    expect((role as HTMLSelectElement).value).toBe('ADMIN');
    fireEvent.change(role, { target: { value: 'ACCOUNTANT' } });
    fireEvent.click(screen.getByRole('button', { name: API_TOKEN_TEXTS.reissueToken }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: API_TOKEN_TEXTS.reissueToken }));
    await waitFor(() => expect(calls().some((c) => c.method === 'POST')).toBe(true));
    expect(calls().find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/api-v2-token',
      body: JSON.stringify({ role: 'ACCOUNTANT' }),
    });
  });

  it('revokes another person’s token only after a confirmation', async () => {
    stubServer(() => new Response(null, { status: 204 }));
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: API_TOKEN_LIST_TEXTS.revokeOf('robot@e2e.ru') }));
    const dialog = await screen.findByRole('dialog', { name: API_TOKEN_LIST_TEXTS.revokeConfirmTitle });
    expect(dialog.textContent).toContain(API_TOKEN_LIST_TEXTS.revokeConfirmText('robot@e2e.ru'));
    expect(calls().filter((c) => c.method === 'DELETE')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: API_TOKEN_LIST_TEXTS.revoke }));
    await waitFor(() => expect(calls().some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls().find((c) => c.method === 'DELETE')?.url).toBe(`/api/api-v2-token/${STATE.tokens[1]?.id ?? ''}`);
  });
});
