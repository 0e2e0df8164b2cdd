/**
 * The invitation letter's page (route `invitation`, public; issue 32): the organisation, address and role offered. A
 * new person names itself and chooses a password, and is signed in; an existing account signs in first (the login
 * page brings it back here) and accepts. A used, withdrawn, expired or unknown link shows the server's message only.
 * After accepting, the root sends the person to its role's start page.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INVITATION_PAGE_TEXTS, MEMBER_ROLE_LABELS, TEAM_ERRORS, type InvitationPreview, type InvitationSignUp } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { CenteredCard } from '../../components/layout/centered-card';
import { TextField } from '../../components/text-field/text-field';
import { paths } from '../../config/paths';
import { applyFieldErrors } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { useNavigate, useParams } from '../../lib/router';
import { endSession, meQuery } from '../../lib/session';
import { acceptAsNewPerson, acceptSignedIn, invitationPreviewQuery } from './api/invitations';

const resolver = lazyZodResolver<InvitationSignUp>(() => import('./team-schemas').then((m) => m.invitationSignUpSchema));

/** The login page's address that comes back to this invitation once signed in. */
export function loginBackTo(token: string): string {
  return paths.login.href({}, { from: paths.invitation.href({ token }).replace(/^#/, '') });
}

export function InvitationPage() {
  const { token = '' } = useParams();
  const preview = useQuery(invitationPreviewQuery(token));
  const me = useQuery({ ...meQuery, staleTime: 0 });

  return (
    <CenteredCard title={INVITATION_PAGE_TEXTS.title}>
      {(preview.isPending || me.isPending) && !preview.isError && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
          <CircularProgress aria-label={INVITATION_PAGE_TEXTS.checking} />
        </Box>
      )}
      {preview.isError && <Alert severity="error">{errorText(preview.error)}</Alert>}
      {preview.data && !me.isPending && (
        <Stack spacing={2}>
          <Typography>{INVITATION_PAGE_TEXTS.lead}</Typography>
          <Offer preview={preview.data} />
          {me.data ? (
            <SignedIn token={token} preview={preview.data} email={me.data.email} />
          ) : preview.data.accountExists ? (
            <Stack spacing={1.5}>
              <Typography>{INVITATION_PAGE_TEXTS.signInNote}</Typography>
              <Button variant="contained" href={loginBackTo(token)}>
                {INVITATION_PAGE_TEXTS.signInFirst}
              </Button>
            </Stack>
          ) : (
            <NewPersonForm token={token} email={preview.data.email} />
          )}
        </Stack>
      )}
    </CenteredCard>
  );
}

function Offer({ preview }: { preview: InvitationPreview }) {
  const rows: [string, string][] = [
    [INVITATION_PAGE_TEXTS.organisation, preview.organisation],
    [INVITATION_PAGE_TEXTS.email, preview.email],
    [INVITATION_PAGE_TEXTS.role, MEMBER_ROLE_LABELS[preview.role]],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="textSecondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Signed in: the invited account accepts with a button; another account is told so and may sign out. */
function SignedIn({ token, preview, email }: { token: string; preview: InvitationPreview; email: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: () => acceptSignedIn(token),
    onSuccess: async () => {
      // The account's role and rights are new: every answer of before is stale.
      queryClient.removeQueries();
      await navigate(paths.root.path, { replace: true });
    },
  });
  const handleOtherAccount = async () => {
    await endSession().catch(() => undefined);
    queryClient.removeQueries();
    window.location.hash = loginBackTo(token);
  };

  if (email.trim().toLowerCase() !== preview.email.trim().toLowerCase()) {
    return (
      <Stack spacing={1.5}>
        <Alert severity="warning">
          {INVITATION_PAGE_TEXTS.signedInAs(email)} {TEAM_ERRORS.invitationForAnother}
        </Alert>
        <Button variant="outlined" onClick={() => void handleOtherAccount()}>
          {INVITATION_PAGE_TEXTS.signOut}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={1.5}>
      <Typography color="textSecondary">{INVITATION_PAGE_TEXTS.signedInAs(email)}</Typography>
      {accept.isError && <Alert severity="error">{errorText(accept.error)}</Alert>}
      <Button variant="contained" onClick={() => accept.mutate()} disabled={accept.isPending}>
        {INVITATION_PAGE_TEXTS.accept}
      </Button>
    </Stack>
  );
}

/** No account with the address yet: a name and a password, checked by the portal's password rule. */
function NewPersonForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<InvitationSignUp>({
    resolver,
    defaultValues: { name: '', surname: '', password: '', email },
  });

  const handleAccept = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await acceptAsNewPerson(token, { ...values, surname: values.surname?.trim() ? values.surname : undefined, email });
      queryClient.removeQueries();
      await navigate(paths.root.path, { replace: true });
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['name', 'surname', 'password'])) setFailure(errorText(error));
    }
  });

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void handleAccept(event)} noValidate aria-label={INVITATION_PAGE_TEXTS.accept}>
      <Typography>{INVITATION_PAGE_TEXTS.newAccount}</Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      {/* The address is the invitation's: a password manager files the new password under it. */}
      <input type="hidden" autoComplete="username" value={email} readOnly />
      <TextField
        label={INVITATION_PAGE_TEXTS.name}
        autoComplete="given-name"
        required
        {...register('name')}
        error={Boolean(formState.errors.name)}
        helperText={formState.errors.name?.message}
      />
      <TextField
        label={INVITATION_PAGE_TEXTS.surname}
        autoComplete="family-name"
        {...register('surname')}
        error={Boolean(formState.errors.surname)}
        helperText={formState.errors.surname?.message}
      />
      <TextField
        label={INVITATION_PAGE_TEXTS.password}
        type="password"
        autoComplete="new-password"
        required
        {...register('password')}
        error={Boolean(formState.errors.password)}
        helperText={formState.errors.password?.message ?? INVITATION_PAGE_TEXTS.passwordHint}
      />
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        {INVITATION_PAGE_TEXTS.accept}
      </Button>
    </Stack>
  );
}
