/** Who sees «Реквизиты для счетов и актов» on the profile (issue 33): a partner's people who may change the profile. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { REQUISITES_TEXTS, type Me } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/toast/toast-provider';
import { MemoryRouter } from '../../lib/router';
import { participationQuery } from '../../lib/session';
import { aMe } from '../../test-fixtures/me';
import { aParticipation } from '../../test-fixtures/participation';
import { signedInClient } from '../../test-fixtures/signed-in';
import { requisitesQuery } from './api/requisites';
import { ProfilePage } from './profile-page';

function renderPage(who: Me) {
  const client = signedInClient(who);
  client.setQueryData(participationQuery.queryKey, aParticipation({ status: 'on' }));
  client.setQueryData(requisitesQuery.queryKey, { name: 'ООО «Фирма»', inn: null, kpp: null, legalAddress: null, missingForUpd: [] });
  client.setQueryDefaults(requisitesQuery.queryKey, { staleTime: Infinity });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/profile']}>
          <ProfilePage />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const requisitesBlock = () => screen.queryByRole('heading', { name: REQUISITES_TEXTS.title });

describe('ProfilePage requisites', () => {
  it("is shown to a partner's administrator", () => {
    renderPage(aMe(['ROLE_PARTNER'], { role: 'ADMIN' }));
    expect(requisitesBlock()).toBeTruthy();
  });

  it.each(['MANAGER', 'ACCOUNTANT', 'VIEWER'] as const)('is not shown to a %s, who may not change the profile', (role) => {
    renderPage(aMe(['ROLE_PARTNER'], { role }));
    expect(screen.getByRole('heading', { name: 'Публичные контакты' })).toBeTruthy();
    expect(requisitesBlock()).toBeNull();
  });

  it("is not shown on a distributor's profile", () => {
    renderPage(aMe(['ROLE_DISTRIBUTOR'], { role: 'ADMIN' }));
    expect(screen.getByRole('heading', { name: 'Публичные контакты' })).toBeTruthy();
    expect(requisitesBlock()).toBeNull();
  });
});
