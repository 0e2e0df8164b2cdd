/**
 * 'Профиль' (document 2 "Profile"): the public contacts with an edit toggle, the contact data the vendor holds
 * (read-only, with the note to write to support) and the link to the certificate.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PROFILE_MESSAGES, WEBSITE_PREFIX, type Participation, type ParticipationPatch } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { PageLoadState } from '../../components/layout/page-load-state';
import { TextField } from '../../components/text-field/text-field';
import { useToast } from '../../components/toast/toast-provider';
import { paths } from '../../config/paths';
import { applyFieldErrors } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { participationQuery } from '../../lib/session';
import { patchProfile } from './api/profile';

/** The city's suggestions (MUI's Autocomplete and Popper, about 18 KB gzip) load when editing starts. */
const CityField = lazy(() => import('./components/city-field').then((m) => ({ default: m.CityField })));

type ProfileForm = { website: string; publicName: string; publicEmail: string; publicPhone: string; publicCity: string };
const FIELDS = ['website', 'publicName', 'publicEmail', 'publicPhone', 'publicCity'] as const;

const resolver = lazyZodResolver<ProfileForm>(() => import('./profile-schema').then((m) => m.profileFormSchema));

function formValues(participation: Participation): ProfileForm {
  return {
    website: participation.website ?? '',
    publicName: participation.publicName ?? '',
    publicEmail: participation.publicEmail ?? '',
    publicPhone: participation.publicPhone ?? '',
    publicCity: participation.publicCity ?? '',
  };
}

export function ProfilePage() {
  const participation = useQuery(participationQuery);
  if (!participation.data) {
    return (
      <PageLoadState
        title="Профиль"
        error={participation.error}
        notFoundText="Профиль не найден"
        back={{ href: paths.home.href(), label: 'На главную' }}
      />
    );
  }
  // Saved values start the form afresh (read-only, with the new values).
  return <Profile key={JSON.stringify(formValues(participation.data))} participation={participation.data} />;
}

function Profile({ participation }: { participation: Participation }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [cityText, setCityText] = useState(participation.publicCity ?? '');
  const form = useForm<ProfileForm>({ resolver, defaultValues: formValues(participation), mode: 'onBlur' });
  const { control, handleSubmit, formState, reset, setError, clearErrors, setValue } = form;

  const save = useMutation({
    mutationFn: (patch: ParticipationPatch) => patchProfile(patch),
    onSuccess: (updated) => {
      queryClient.setQueryData(participationQuery.queryKey, updated);
      toast.show(PROFILE_MESSAGES.updated, { severity: 'success' });
    },
    onError: (error) => {
      applyFieldErrors(error, setError, FIELDS);
      toast.show(PROFILE_MESSAGES.updateFailed, { severity: 'error' });
    },
  });

  const pickedCity = useWatch({ control, name: 'publicCity' });
  const cityTyped = cityText.trim() !== '' && cityText.trim() !== pickedCity;
  const handleSave = handleSubmit((values) => {
    // A city typed but not picked from the list is not kept.
    if (cityTyped) {
      setError('publicCity', { type: 'list', message: PROFILE_MESSAGES.cityFromList });
      return;
    }
    save.mutate({ ...values, publicCity: cityText.trim() === '' ? '' : values.publicCity });
  });
  const cityChanged = cityText.trim() !== (participation.publicCity ?? '');
  const changed = formState.isDirty || cityChanged;

  return (
    <Stack spacing={3}>
      <Paper component="section" aria-labelledby="public-contacts" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Typography variant="h5" component="h1" id="public-contacts">
            Публичные контакты
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={editing}
                onChange={(event) => {
                  setEditing(event.target.checked);
                  if (!event.target.checked) {
                    reset(formValues(participation));
                    setCityText(participation.publicCity ?? '');
                  }
                }}
              />
            }
            label="Редактировать"
          />
        </Box>
        <Box component="form" noValidate onSubmit={handleSave}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Controller
                control={control}
                name="website"
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    label="Сайт"
                    fullWidth
                    disabled={!editing}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                    // An empty site gets its scheme on focus, as the spec asks.
                    onFocus={() => {
                      if (!field.value) setValue('website', WEBSITE_PREFIX, { shouldDirty: true });
                    }}
                    onBlur={() => {
                      if (field.value === WEBSITE_PREFIX) setValue('website', '', { shouldDirty: true });
                      field.onBlur();
                    }}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Controller
                control={control}
                name="publicName"
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    label="Рекламное название компании"
                    fullWidth
                    disabled={!editing}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Controller
                control={control}
                name="publicEmail"
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    type="email"
                    label="E-mail"
                    fullWidth
                    disabled={!editing}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Controller
                control={control}
                name="publicPhone"
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    type="tel"
                    label="Телефон"
                    placeholder="+7 (999) 123-45-67"
                    fullWidth
                    disabled={!editing}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              {editing ? (
                <Suspense fallback={<TextField label="Город" fullWidth value={cityText} disabled />}>
                  <CityField
                    value={pickedCity}
                    text={cityText}
                    disabled={!editing}
                    error={formState.errors.publicCity?.message}
                    onTextChange={(text) => {
                      setCityText(text);
                      clearErrors('publicCity');
                    }}
                    onPick={(city) => setValue('publicCity', city ?? '', { shouldDirty: true })}
                  />
                </Suspense>
              ) : (
                <TextField label="Город" fullWidth value={cityText} disabled />
              )}
            </Grid>
          </Grid>
          {editing && (
            <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={!changed || save.isPending}>
              {save.isPending ? 'Сохранение…' : 'Сохранить'}
            </Button>
          )}
        </Box>
      </Paper>

      <Paper component="section" aria-labelledby="vendor-contacts" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" id="vendor-contacts" gutterBottom>
          Контактные данные
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1, m: 0 }}>
          {(
            [
              ['Название', participation.partnerName],
              ['Описание', participation.name],
              ['E-mail', participation.email],
              ['Телефон', participation.phone],
              ['Город', participation.city ?? '—'],
            ] as const
          ).map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Divider sx={{ my: 2 }} />
        <Typography variant="body2">
          {PROFILE_MESSAGES.vendorDataNote}: <Link href={paths.feedback.href()}>написать в поддержку</Link>.
        </Typography>
      </Paper>

      <Paper component="section" sx={{ p: { xs: 2, sm: 3 } }}>
        <Link href={paths['profile.cert'].href()} variant="h6">
          Сертификат партнера
        </Link>
      </Paper>
    </Stack>
  );
}
