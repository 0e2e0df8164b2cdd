/**
 * Passkeys on «Безопасность» (decision 034): the account's passkeys with «Удалить», and «Добавить ключ доступа» (the
 * browser asks the device to create one; the server checks it and sends a letter).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PASSKEY_NAME_MAX, PASSKEY_TEXTS as TEXTS, formatDateTime } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { TextField } from '../../../components/text-field/text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { passkeyErrorText } from '../../../lib/passkeys';
import { addPasskey, passkeysQuery, removePasskey, secondFactorQuery } from '../api/account';
import { SecuritySection } from './security-section';

export function PasskeysSection() {
  const passkeys = useQuery(passkeysQuery);
  const queryClient = useQueryClient();
  const toast = useToast();
  const [name, setName] = useState('');
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: secondFactorQuery.queryKey });
  };
  const add = useMutation({
    mutationFn: addPasskey,
    onSuccess: () => {
      setName('');
      toast.show(TEXTS.added, { severity: 'success' });
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: removePasskey,
    onSuccess: () => {
      toast.show(TEXTS.removed, { severity: 'success' });
      refresh();
    },
    onError: (error) => toast.show(errorText(error), { severity: 'error' }),
  });
  const handleAdd = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(name);
  };
  const items = passkeys.data?.items ?? [];

  return (
    <SecuritySection title={TEXTS.title} hint={TEXTS.hint}>
      {passkeys.isError && <Alert severity="error">{errorText(passkeys.error)}</Alert>}
      {passkeys.data && items.length === 0 && <Typography sx={{ mb: 2 }}>{TEXTS.none}</Typography>}
      {items.length > 0 && (
        <Table size="small" aria-label={TEXTS.title} sx={{ mb: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell>{TEXTS.name}</TableCell>
              <TableCell>{TEXTS.createdAt}</TableCell>
              <TableCell>{TEXTS.lastUsedAt}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((passkey) => (
              <TableRow key={passkey.id}>
                <TableCell>{passkey.name}</TableCell>
                <TableCell>{formatDateTime(passkey.createdAt)}</TableCell>
                <TableCell>{passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : TEXTS.never}</TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    color="error"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(passkey.id)}
                    aria-label={TEXTS.removeLabel(passkey.name)}
                  >
                    {TEXTS.remove}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Stack component="form" spacing={2} onSubmit={handleAdd} noValidate aria-label={TEXTS.add} sx={{ maxWidth: 420 }}>
        <TextField
          label={TEXTS.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX } }}
        />
        {add.isError && <Alert severity="error">{passkeyErrorText(add.error)}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {TEXTS.add}
          </Button>
        </Box>
      </Stack>
    </SecuritySection>
  );
}
