/**
 * 'Профиль' (document 2 "Profile"): the public contacts with an edit toggle, the contact data the vendor holds
 * (read-only, with the note to write to support), the requisites for the partner's documents (issue 33) and the link to
 * the certificate.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROFILE_MESSAGES, WEBSITE_PREFIX, websiteInput, type Participation, type ParticipationPatch } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { PageLoadState } from '../../components/layout/page-load-state';
import { TextField } from '../../components/text-field/text-field';
import { useToast } from '../../components/toast/toast-provider';
import { paths } from '../../config/paths';
import { ApiRequestError } from '../../lib/api-client';
import { useCan } from '../../lib/rights';
import { rolesOf } from '../../lib/route-access';
import { meQuery, participationQuery } from '../../lib/session';
import { patchProfile } from './api/profile';
import { RequisitesSection } from './components/requisites-section';

/** The city's suggestions (MUI's Autocomplete and Popper, about 18 KB gzip) load when editing starts. */
const CityField = lazy(() => import('./components/city-field').then((m) => ({ default: m.CityField })));

type ProfileForm = { website: string; publicName: string; publicEmail: string; publicPhone: string; publicCity: string };
type Field = keyof ProfileForm;
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: ReadonlyArray<Field> = ['website', 'publicName', 'publicEmail', 'publicPhone', 'publicCity'];
const isField = (name: unknown): name is Field => FIELDS.some((f) => f === name);

/** The form's rules are the API's schema, loaded (with zod) on the first save rather than with the page. */
async function validate(values: ProfileForm): Promise<FieldErrors> {
  const [{ profileFormSchema }] = await Promise.all([import('./profile-schema'), import('../../lib/zod-messages')]);
  const result = profileFormSchema.safeParse(values);
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

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
  const mayEdit = useCan('profile');
  const me = useQuery(meQuery).data;
  // A distributor's profile has no documents of its own: the requisites are a partner's.
  const showRequisites = mayEdit && me != null && rolesOf(me).includes('partner');
  const [cityText, setCityText] = useState(participation.publicCity ?? '');
  const initial = formValues(participation);
  const [values, setValues] = useState<ProfileForm>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const save = useMutation({
    mutationFn: (patch: ParticipationPatch) => patchProfile(patch),
    onSuccess: (updated) => {
      queryClient.setQueryData(participationQuery.queryKey, updated);
      toast.show(PROFILE_MESSAGES.updated, { severity: 'success' });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.details) {
        setErrors(Object.fromEntries(error.details.filter((d) => isField(d.field)).map((d) => [d.field, d.message])));
      }
      toast.show(PROFILE_MESSAGES.updateFailed, { severity: 'error' });
    },
  });

  const cityTyped = cityText.trim() !== '' && cityText.trim() !== values.publicCity;
  const handleSave = async (event: FormEvent) => {
    event.preventDefault();
    const found = await validate(values);
    // A city typed but not picked from the list is not kept.
    if (cityTyped) found.publicCity = PROFILE_MESSAGES.cityFromList;
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    save.mutate({ ...values, publicCity: cityText.trim() === '' ? '' : values.publicCity });
  };
  const changed = FIELDS.some((field) => values[field] !== initial[field]) || cityText.trim() !== (participation.publicCity ?? '');

  return (
    <Stack spacing={3}>
      <Paper component="section" aria-labelledby="public-contacts" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Typography variant="h5" component="h1" id="public-contacts">
            Публичные контакты
          </Typography>
          {/* The edit toggle: a pressed button, light to load (a switch brings its own code); for the «profile» right only. */}
          {mayEdit && (
            <Button
              variant={editing ? 'contained' : 'outlined'}
              aria-pressed={editing}
              onClick={() => {
                setEditing(!editing);
                if (editing) {
                  setValues(initial);
                  setErrors({});
                  setCityText(participation.publicCity ?? '');
                }
              }}
            >
              Редактировать
            </Button>
          )}
        </Box>
        <Box component="form" noValidate onSubmit={(event) => void handleSave(event)}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
            <Box>
              <TextField
                label="Сайт"
                name="website"
                fullWidth
                value={values.website}
                // A typed or pasted address with its own scheme replaces the prefilled one.
                onChange={(event) => change('website', websiteInput(event.target.value))}
                disabled={!editing}
                error={Boolean(errors.website)}
                helperText={errors.website}
                // An empty site gets its scheme on focus, as the spec asks; left as it is, it is empty again.
                onFocus={() => {
                  if (!values.website) change('website', WEBSITE_PREFIX);
                }}
                onBlur={() => {
                  if (values.website === WEBSITE_PREFIX) change('website', '');
                }}
              />
            </Box>
            <Box>
              <TextField
                label="Рекламное название компании"
                name="publicName"
                fullWidth
                value={values.publicName}
                onChange={(event) => change('publicName', event.target.value)}
                disabled={!editing}
                error={Boolean(errors.publicName)}
                helperText={errors.publicName}
              />
            </Box>
            <Box>
              <TextField
                label="E-mail"
                name="publicEmail"
                type="email"
                fullWidth
                value={values.publicEmail}
                onChange={(event) => change('publicEmail', event.target.value)}
                disabled={!editing}
                error={Boolean(errors.publicEmail)}
                helperText={errors.publicEmail}
              />
            </Box>
            <Box>
              <TextField
                label="Телефон"
                name="publicPhone"
                type="tel"
                placeholder="+7 (999) 123-45-67"
                fullWidth
                value={values.publicPhone}
                onChange={(event) => change('publicPhone', event.target.value)}
                disabled={!editing}
                error={Boolean(errors.publicPhone)}
                helperText={errors.publicPhone}
              />
            </Box>
            <Box>
              {editing ? (
                <Suspense fallback={<TextField label="Город" fullWidth value={cityText} disabled />}>
                  <CityField
                    value={values.publicCity}
                    text={cityText}
                    disabled={!editing}
                    error={errors.publicCity}
                    onTextChange={(text) => {
                      setCityText(text);
                      setErrors((current) => ({ ...current, publicCity: undefined }));
                    }}
                    onPick={(city) => change('publicCity', city ?? '')}
                  />
                </Suspense>
              ) : (
                <TextField label="Город" fullWidth value={cityText} disabled />
              )}
            </Box>
          </Box>
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
              <Typography component="dt" color="textSecondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box sx={{ borderTop: 1, borderColor: 'divider', my: 2 }} />
        <Typography variant="body2">
          {PROFILE_MESSAGES.vendorDataNote}: <Link href={paths.feedback.href()}>написать в поддержку</Link>.
        </Typography>
      </Paper>

      {showRequisites && <RequisitesSection />}

      <Paper component="section" sx={{ p: { xs: 2, sm: 3 } }}>
        <Link href={paths['profile.cert'].href()} variant="h6">
          Сертификат партнера
        </Link>
      </Paper>
    </Stack>
  );
}
