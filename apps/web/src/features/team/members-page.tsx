/**
 * «Сотрудники» (route `members`, issue 32): the organisation's people with their role, second factor, last sign-in
 * and status, its open invitations, and what an administrator does with them. The server refuses what the rules
 * forbid (the last administrator, say); its message shows above the list it concerns.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MEMBERS_PAGE_TEXTS } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { paths } from '../../config/paths';
import { membersQuery } from './api/members';
import { InvitationsTable } from './components/invitations-table';
import { MembersTable } from './components/members-table';

/** The invitation's form loads when it is first opened. */
const InviteDialog = lazy(() => import('./components/invite-dialog').then((m) => ({ default: m.InviteDialog })));

export function MembersPage() {
  const list = useQuery(membersQuery);
  const [inviting, setInviting] = useState(false);
  const [invitationFailure, setInvitationFailure] = useState<string | null>(null);
  const [memberFailure, setMemberFailure] = useState<string | null>(null);

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {paths.members.title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {MEMBERS_PAGE_TEXTS.intro}
      </Typography>
      <Button variant="contained" onClick={() => setInviting(true)} disabled={!list.data} sx={{ mb: 3 }}>
        {MEMBERS_PAGE_TEXTS.invite}
      </Button>

      {list.isError && <Alert severity="error">{`${MEMBERS_PAGE_TEXTS.loadFailed}. ${errorText(list.error)}`}</Alert>}
      {list.isPending && <Typography role="status">Загрузка…</Typography>}
      {list.data && (
        <>
          <Box component="section" aria-labelledby="members-people">
            <Typography variant="h6" component="h2" id="members-people" gutterBottom>
              {MEMBERS_PAGE_TEXTS.peopleTitle}
            </Typography>
            {memberFailure && (
              <Alert severity="error" sx={{ mb: 2 }} onClose={() => setMemberFailure(null)}>
                {memberFailure}
              </Alert>
            )}
            <MembersTable members={list.data.members} roles={list.data.roles} onFailure={setMemberFailure} />
          </Box>
          <Box component="section" aria-labelledby="members-invitations" sx={{ mt: 4 }}>
            <Typography variant="h6" component="h2" id="members-invitations" gutterBottom>
              {MEMBERS_PAGE_TEXTS.invitationsTitle}
            </Typography>
            {invitationFailure && (
              <Alert severity="error" sx={{ mb: 2 }} onClose={() => setInvitationFailure(null)}>
                {invitationFailure}
              </Alert>
            )}
            {list.data.invitations.length === 0 ? (
              <Typography color="textSecondary">{MEMBERS_PAGE_TEXTS.noInvitations}</Typography>
            ) : (
              <InvitationsTable invitations={list.data.invitations} onFailure={setInvitationFailure} />
            )}
          </Box>
        </>
      )}
      {inviting && list.data && (
        <Suspense fallback={null}>
          <InviteDialog roles={list.data.roles} onClose={() => setInviting(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
