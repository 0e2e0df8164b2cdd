/**
 * The organisation's API tokens (issue 32): whose each is, the role it carries, when issued and last used; the
 * administrator revokes one after a confirmation. Never the token itself.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { API_TOKEN_LIST_TEXTS, formatDateTime, MEMBER_ROLE_LABELS, type ApiTokenItem } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { useToast } from '../../../components/toast/toast-provider';
import { apiTokenStateQuery, revokeApiToken } from '../api/api-token';

/** Asked only before a revocation: its code (MUI's Dialog and Modal) loads then, as the reissue's does. */
const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

export type TokensListProps = { tokens: ApiTokenItem[] };

/** The owner as the list names it: name and address, or the address alone. */
export function tokenOwner(token: ApiTokenItem): string {
  return token.owner.name ? `${token.owner.name} (${token.owner.email})` : token.owner.email;
}

export function TokensList({ tokens }: TokensListProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [revoking, setRevoking] = useState<ApiTokenItem | null>(null);
  const revoke = useMutation({
    mutationFn: (id: string) => revokeApiToken(id),
    onSuccess: () => toast.show(API_TOKEN_LIST_TEXTS.revoked, { severity: 'success' }),
    onError: (error) => toast.show(errorText(error), { severity: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokenStateQuery.queryKey }),
  });

  return (
    <Box component="section" aria-labelledby="organisation-tokens" sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2" id="organisation-tokens" gutterBottom>
        {API_TOKEN_LIST_TEXTS.listTitle}
      </Typography>
      {tokens.length === 0 ? (
        <Typography color="textSecondary">{API_TOKEN_LIST_TEXTS.empty}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={API_TOKEN_LIST_TEXTS.listTitle}>
            <TableHead>
              <TableRow>
                <TableCell>{API_TOKEN_LIST_TEXTS.owner}</TableCell>
                <TableCell>{API_TOKEN_LIST_TEXTS.role}</TableCell>
                <TableCell>{API_TOKEN_LIST_TEXTS.issuedAt}</TableCell>
                <TableCell>{API_TOKEN_LIST_TEXTS.lastUsedAt}</TableCell>
                <TableCell>
                  <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                    {API_TOKEN_LIST_TEXTS.revoke}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {tokens.map((token) => {
                const owner = tokenOwner(token);
                const notes = [token.own && API_TOKEN_LIST_TEXTS.own, token.ownerSuspended && API_TOKEN_LIST_TEXTS.ownerSuspended].filter(
                  Boolean,
                );
                return (
                  <TableRow key={token.id} aria-label={owner}>
                    <TableCell sx={{ wordBreak: 'break-word' }}>
                      {owner}
                      {notes.length > 0 && (
                        <Typography component="span" variant="body2" color="textSecondary">
                          {` (${notes.join(', ')})`}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{MEMBER_ROLE_LABELS[token.role]}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(token.issuedAt)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : API_TOKEN_LIST_TEXTS.neverUsed}
                    </TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        color="error"
                        aria-label={API_TOKEN_LIST_TEXTS.revokeOf(owner)}
                        disabled={revoke.isPending}
                        onClick={() => setRevoking(token)}
                      >
                        {API_TOKEN_LIST_TEXTS.revoke}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
      {revoking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={API_TOKEN_LIST_TEXTS.revokeConfirmTitle}
            text={API_TOKEN_LIST_TEXTS.revokeConfirmText(tokenOwner(revoking))}
            confirmLabel={API_TOKEN_LIST_TEXTS.revoke}
            onConfirm={() => revoke.mutate(revoking.id)}
            onClose={() => setRevoking(null)}
          />
        </Suspense>
      )}
    </Box>
  );
}
