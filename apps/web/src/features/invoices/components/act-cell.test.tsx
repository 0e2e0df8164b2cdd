/**
 * The «Акт» cell by role (issue 32): the act's decisions — sign, refuse — for a person with the «acts» right only; the
 * others read where the act stands.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { INVOICING_TEXTS, MEMBER_ROLES, roleHasRight, type MemberRole, type PartnerInvoice } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { ErrorDialogProvider } from '../../../components/error-dialog/error-dialog-provider';
import { ToastProvider } from '../../../components/toast/toast-provider';
import { aPartnerInvoice } from '../../../test-fixtures/invoice';
import { signedInClient } from '../../../test-fixtures/signed-in';
import { ActCell } from './act-cell';

/** An act that waits for its partner: it may be signed or refused. */
const AWAITING: PartnerInvoice = aPartnerInvoice({
  number: 'ГРМ-2025-03-0001',
  year: 2025,
  month: 3,
  issuedOn: '2025-04-01',
  acceptBy: '2025-04-08',
  dueOn: '2025-04-15',
});

function renderAs(role: MemberRole) {
  render(
    <QueryClientProvider client={signedInClient(role)}>
      <ToastProvider>
        <ErrorDialogProvider>
          <ActCell invoice={AWAITING} />
        </ErrorDialogProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('ActCell', () => {
  it.each(MEMBER_ROLES)('offers a %s the decisions only with the «acts» right', (role) => {
    renderAs(role);
    expect(screen.getByText(INVOICING_TEXTS.actAwaiting(AWAITING.acceptBy))).toBeTruthy();
    const offered = roleHasRight(role, 'acts');
    expect(screen.queryByRole('button', { name: INVOICING_TEXTS.signAct }) !== null).toBe(offered);
    expect(screen.queryByRole('button', { name: INVOICING_TEXTS.refuseAct }) !== null).toBe(offered);
  });

  it('offers the accountant both decisions', () => {
    renderAs('ACCOUNTANT');
    expect(screen.getByRole('button', { name: INVOICING_TEXTS.signAct })).toBeTruthy();
    expect(screen.getByRole('button', { name: INVOICING_TEXTS.refuseAct })).toBeTruthy();
  });
});
