/**
 * The token itself (document 2 "API token"): get or reissue it with the role it carries (issue 32: the issuer's own
 * by default, never more), the read-only field with copy, how to send it, when it was issued and last used, and the
 * organisation's tokens. The token is only in this component's memory: leaving the page forgets it.
 */
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  ACCOUNT_SECURITY_TEXTS,
  API_TOKEN_LIST_TEXTS,
  API_TOKEN_TEXTS,
  formatDateTime,
  MEMBER_ROLE_DESCRIPTIONS,
  MEMBER_ROLE_LABELS,
  MEMBER_ROLES,
  roleWithin,
  type MemberRole,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { CopyButton } from '../../../components/copy/copy-button';
import { NativeSelectField } from '../../../components/text-field/native-select-field';
import { TextField } from '../../../components/text-field/text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { ApiRequestError } from '../../../lib/api-error';
import { meQuery } from '../../../lib/session';
import { apiTokenStateQuery, issueApiToken } from '../api/api-token';
import { BlockedNote, usePartnerBlocked } from '../../../components/blocked-note/blocked-note';
import { TokensList } from './tokens-list';

/** Asked only before a reissue: its code loads then. */
const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

export function TokenSection() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const state = useQuery(apiTokenStateQuery);
  const ownRole = useQuery(meQuery).data?.memberRole ?? 'ADMIN';
  // The roles a token of this person may carry: its own and those with fewer rights.
  const roles = MEMBER_ROLES.filter((role) => roleWithin(role, ownRole));
  const [role, setRole] = useState<MemberRole>(ownRole);
  const [token, setToken] = useState('');
  const [confirming, setConfirming] = useState(false);

  const issue = useMutation({
    mutationFn: () => issueApiToken(role),
    onSuccess: (issued) => {
      setToken(issued.jwt);
      toast.show(API_TOKEN_TEXTS.issuedToast, { severity: 'success' });
      void queryClient.invalidateQueries({ queryKey: apiTokenStateQuery.queryKey });
    },
    onError: (error) => {
      toast.show(API_TOKEN_TEXTS.fetchFailed(error instanceof ApiRequestError ? error.status : 0), { severity: 'error' });
    },
  });

  const issued = state.data?.issued === true;
  const blocked = usePartnerBlocked();
  const handleIssue = () => (issued ? setConfirming(true) : issue.mutate());

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography>{API_TOKEN_TEXTS.explanation}</Typography>
      <Typography color="textSecondary">
        {API_TOKEN_TEXTS.onceNote} {API_TOKEN_TEXTS.reissueNote}
      </Typography>
      <Typography color="textSecondary">{ACCOUNT_SECURITY_TEXTS.tokenPageNote}</Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField
          label={API_TOKEN_TEXTS.tokenField}
          value={token}
          fullWidth
          size="small"
          slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
          onFocus={(event) => event.target.select()}
        />
        {token && <CopyButton text={token} label={API_TOKEN_TEXTS.copy} />}
      </Box>
      <Box>
        <NativeSelectField<MemberRole>
          label={API_TOKEN_LIST_TEXTS.role}
          value={role}
          options={roles.map((value) => ({ value, label: MEMBER_ROLE_LABELS[value] }))}
          onChange={setRole}
          sx={{ minWidth: 260 }}
        />
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
          {MEMBER_ROLE_DESCRIPTIONS[role]}. {API_TOKEN_LIST_TEXTS.roleHint}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={handleIssue} disabled={blocked || issue.isPending || state.isPending}>
          {issued ? API_TOKEN_TEXTS.reissueToken : API_TOKEN_TEXTS.getToken}
        </Button>
        {blocked && <BlockedNote />}
      </Box>
      {state.data && (
        <Typography component="div" variant="body2" color="textSecondary">
          {state.data.issuedAt ? (
            <>
              <div>
                {API_TOKEN_TEXTS.issuedAt}: {formatDateTime(state.data.issuedAt)}
              </div>
              <div>
                {API_TOKEN_TEXTS.lastUsedAt}: {state.data.lastUsedAt ? formatDateTime(state.data.lastUsedAt) : API_TOKEN_TEXTS.neverUsed}
              </div>
            </>
          ) : (
            API_TOKEN_TEXTS.noToken
          )}
        </Typography>
      )}
      <Typography variant="body2">
        <Link href="/api/docs" target="_blank" rel="noopener">
          {API_TOKEN_TEXTS.docsLink}
        </Link>
      </Typography>
      {state.data && <TokensList tokens={state.data.tokens} />}
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={API_TOKEN_TEXTS.reissueConfirmTitle}
            text={API_TOKEN_TEXTS.reissueConfirmText}
            confirmLabel={API_TOKEN_TEXTS.reissueToken}
            onConfirm={() => issue.mutate()}
            onClose={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </Box>
  );
}
