/**
 * The people of «Сотрудники»: each with its role (a select for the administrator), second factor, last sign-in and
 * status, and suspend or restore and remove, which one's own row does not offer (the server refuses them too).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime, MEMBER_ROLE_LABELS, MEMBER_STATUS_LABELS, MEMBERS_PAGE_TEXTS, type Member, type MemberRole } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { NativeSelectField } from '../../../components/text-field/native-select-field';
import { useToast } from '../../../components/toast/toast-provider';
import { meQuery } from '../../../lib/session';
import { changeMemberRole, MEMBERS_KEY, removeMember, restoreMember, suspendMember } from '../api/members';

export type MembersTableProps = {
  members: Member[];
  roles: MemberRole[];
  /** The server's refusal of an action (the last administrator, say), or null when the next one starts. */
  onFailure: (message: string | null) => void;
};

/** A person as the page names it: name and surname, or the address of one who has not named itself. */
export function personName(member: Pick<Member, 'name' | 'surname' | 'email'>): string {
  return [member.name, member.surname].filter(Boolean).join(' ') || member.email;
}

type Action = { run: () => Promise<unknown>; done: string; self?: boolean };
type Confirmation = { title: string; text: string; label: string; action: Action };

export function MembersTable({ members, roles, onFailure }: MembersTableProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [confirming, setConfirming] = useState<Confirmation | null>(null);

  const act = useMutation({
    mutationFn: (action: Action) => action.run(),
    onMutate: () => onFailure(null),
    onSuccess: (_answer, action) => {
      toast.show(action.done, { severity: 'success' });
      // One's own role changed: the menus and this page's own access follow at once.
      if (action.self) void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    },
    onError: (error) => onFailure(errorText(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBERS_KEY }),
  });

  const roleOptions = roles.map((role) => ({ value: role, label: MEMBER_ROLE_LABELS[role] }));
  const handleRole = (member: Member, role: MemberRole) => {
    const action: Action = {
      run: () => changeMemberRole(member.id, role),
      done: MEMBERS_PAGE_TEXTS.roleChanged(personName(member), MEMBER_ROLE_LABELS[role]),
      self: member.isSelf,
    };
    if (!member.isSelf) return act.mutate(action);
    setConfirming({
      title: MEMBERS_PAGE_TEXTS.ownRoleConfirmTitle,
      text: MEMBERS_PAGE_TEXTS.ownRoleConfirmText(MEMBER_ROLE_LABELS[role]),
      label: MEMBERS_PAGE_TEXTS.ownRoleConfirm,
      action,
    });
  };
  const handleSuspend = (member: Member) =>
    setConfirming({
      title: MEMBERS_PAGE_TEXTS.suspendConfirmTitle,
      text: MEMBERS_PAGE_TEXTS.suspendConfirmText(personName(member)),
      label: MEMBERS_PAGE_TEXTS.suspend,
      action: { run: () => suspendMember(member.id), done: MEMBERS_PAGE_TEXTS.suspended(personName(member)) },
    });
  const handleRemove = (member: Member) =>
    setConfirming({
      title: MEMBERS_PAGE_TEXTS.removeConfirmTitle,
      text: MEMBERS_PAGE_TEXTS.removeConfirmText(personName(member)),
      label: MEMBERS_PAGE_TEXTS.remove,
      action: { run: () => removeMember(member.id), done: MEMBERS_PAGE_TEXTS.removed(personName(member)) },
    });
  const handleRestore = (member: Member) =>
    act.mutate({ run: () => restoreMember(member.id), done: MEMBERS_PAGE_TEXTS.restored(personName(member)) });

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={MEMBERS_PAGE_TEXTS.peopleTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{MEMBERS_PAGE_TEXTS.name}</TableCell>
            <TableCell>{MEMBERS_PAGE_TEXTS.email}</TableCell>
            <TableCell>{MEMBERS_PAGE_TEXTS.role}</TableCell>
            <TableCell>{MEMBERS_PAGE_TEXTS.secondFactor}</TableCell>
            <TableCell>{MEMBERS_PAGE_TEXTS.lastLogin}</TableCell>
            <TableCell>{MEMBERS_PAGE_TEXTS.status}</TableCell>
            <TableCell>{MEMBERS_PAGE_TEXTS.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => {
            const name = personName(member);
            return (
              <TableRow key={member.id} aria-label={name}>
                <TableCell>
                  {name}
                  {member.isSelf && (
                    <Typography component="span" variant="body2" color="textSecondary">
                      {` (${MEMBERS_PAGE_TEXTS.you})`}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{member.email}</TableCell>
                <TableCell sx={{ minWidth: 190 }}>
                  <NativeSelectField
                    label={MEMBERS_PAGE_TEXTS.roleOf(name)}
                    value={member.role}
                    options={roleOptions}
                    onChange={(role) => handleRole(member, role)}
                    disabled={act.isPending}
                    sx={{ width: '100%' }}
                  />
                </TableCell>
                <TableCell>{member.secondFactor ? MEMBERS_PAGE_TEXTS.yes : MEMBERS_PAGE_TEXTS.no}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {member.lastLoginAt ? formatDateTime(member.lastLoginAt) : MEMBERS_PAGE_TEXTS.neverSignedIn}
                </TableCell>
                <TableCell>{MEMBER_STATUS_LABELS[member.status]}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {!member.isSelf && (
                    <>
                      {member.status === 'active' ? (
                        <Button size="small" onClick={() => handleSuspend(member)} disabled={act.isPending}>
                          {MEMBERS_PAGE_TEXTS.suspend}
                        </Button>
                      ) : (
                        <Button size="small" onClick={() => handleRestore(member)} disabled={act.isPending}>
                          {MEMBERS_PAGE_TEXTS.restore}
                        </Button>
                      )}
                      <Button size="small" color="error" onClick={() => handleRemove(member)} disabled={act.isPending}>
                        {MEMBERS_PAGE_TEXTS.remove}
                      </Button>
                    </>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {confirming && (
        <ConfirmDialog
          title={confirming.title}
          text={confirming.text}
          confirmLabel={confirming.label}
          onConfirm={() => act.mutate(confirming.action)}
          onClose={() => setConfirming(null)}
        />
      )}
    </Box>
  );
}
