/**
 * «Реквизиты для счетов и актов» (issue 33): the partner's ИНН, КПП and legal address for its invoices, acts and the
 * XML УПД, beside its name (read-only: support changes it). The invoices page links here (profileRequisitesHref) when
 * the XML cannot be made; the block then scrolls into view with its first empty field focused.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { REQUISITES_TEXTS as T, type Requisites, type RequisitesForm } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/text-field/text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { paths, PROFILE_REQUISITES_ANCHOR } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { useLocation } from '../../../lib/router';
import { requisitesQuery, saveRequisites } from '../api/requisites';

type Values = { inn: string; kpp: string; legalAddress: string };
type Field = keyof Values;
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: ReadonlyArray<Field> = ['inn', 'kpp', 'legalAddress'];
const isField = (name: unknown): name is Field => FIELDS.some((f) => f === name);

/** The form's rules are the API's schema, loaded (with zod) on the first save rather than with the page. */
async function validate(values: Values): Promise<FieldErrors> {
  const [{ requisitesSchema }] = await Promise.all([import('../requisites-schema'), import('../../../lib/zod-messages')]);
  const errors: FieldErrors = {};
  for (const issue of requisitesSchema.safeParse(values).error?.issues ?? []) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

function valuesOf(requisites: Requisites): Values {
  return { inn: requisites.inn ?? '', kpp: requisites.kpp ?? '', legalAddress: requisites.legalAddress ?? '' };
}

export function RequisitesSection() {
  const requisites = useQuery(requisitesQuery);
  return (
    <Paper component="section" id={PROFILE_REQUISITES_ANCHOR} aria-labelledby="requisites-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id="requisites-title" gutterBottom>
        {T.title}
      </Typography>
      {requisites.data ? (
        // Saved values start the form afresh.
        <RequisitesFields key={JSON.stringify(valuesOf(requisites.data))} requisites={requisites.data} />
      ) : requisites.error ? (
        <Typography color="error">{T.loadFailed}</Typography>
      ) : null}
    </Paper>
  );
}

function RequisitesFields({ requisites }: { requisites: Requisites }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const initial = valuesOf(requisites);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const { hash } = useLocation();

  // Arriving by the invoices page's link: the block in view, its first empty field (else the ИНН) ready to type in.
  useEffect(() => {
    if (hash !== `#${PROFILE_REQUISITES_ANCHOR}`) return;
    document.getElementById(PROFILE_REQUISITES_ANCHOR)?.scrollIntoView({ block: 'start' });
    const empty = FIELDS.find((field) => requisites[field] === null && !(field === 'kpp' && requisites.inn?.length === 12));
    inputs.current[empty ?? 'inn']?.focus({ preventScroll: true });
    // Once per arrival: a save (which starts the form afresh) does not move the focus again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash]);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const save = useMutation({
    mutationFn: (form: RequisitesForm) => saveRequisites(form),
    onSuccess: (saved) => {
      queryClient.setQueryData(requisitesQuery.queryKey, saved);
      toast.show(T.saved, { severity: 'success' });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.details) {
        setErrors(Object.fromEntries(error.details.filter((d) => isField(d.field)).map((d) => [d.field, d.message])));
      }
      toast.show(T.saveFailed, { severity: 'error' });
    },
  });

  const handleSave = async (event: FormEvent) => {
    event.preventDefault();
    const found = await validate(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    save.mutate(values);
  };
  // «Сохранить» appears once something is typed: an unchanged form has nothing to save.
  const changed = FIELDS.some((field) => values[field] !== initial[field]);
  const entrepreneur = values.inn.trim().length === 12;

  return (
    <>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {T.intro}
      </Typography>
      {requisites.missingForUpd.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {T.missingForUpd(requisites.missingForUpd)}
        </Alert>
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1, m: 0, mb: 2 }}>
        <Typography component="dt" color="textSecondary">
          {T.name}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {requisites.name}
          <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
            {entrepreneur ? `${T.entrepreneurNameNote}. ` : ''}
            {T.nameNote}: <Link href={paths.feedback.href()}>написать в поддержку</Link>.
          </Typography>
        </Typography>
      </Box>
      <Box component="form" noValidate onSubmit={(event) => void handleSave(event)}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          <TextField
            label={T.inn}
            name="inn"
            fullWidth
            autoComplete="off"
            value={values.inn}
            inputRef={(input) => {
              inputs.current.inn = input;
            }}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
            onChange={(event) => change('inn', event.target.value)}
            error={Boolean(errors.inn)}
            helperText={errors.inn}
          />
          <TextField
            label={T.kpp}
            name="kpp"
            fullWidth
            autoComplete="off"
            value={values.kpp}
            inputRef={(input) => {
              inputs.current.kpp = input;
            }}
            slotProps={{ htmlInput: { maxLength: 9 } }}
            onChange={(event) => change('kpp', event.target.value)}
            error={Boolean(errors.kpp)}
            helperText={errors.kpp ?? T.kppHelper}
          />
          <TextField
            label={T.legalAddress}
            name="legalAddress"
            fullWidth
            multiline
            minRows={2}
            autoComplete="off"
            value={values.legalAddress}
            inputRef={(input) => {
              inputs.current.legalAddress = input;
            }}
            onChange={(event) => change('legalAddress', event.target.value)}
            error={Boolean(errors.legalAddress)}
            helperText={errors.legalAddress}
            sx={{ gridColumn: { md: '1 / -1' } }}
          />
        </Box>
        {changed && (
          <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={save.isPending}>
            {save.isPending ? T.saving : T.save}
          </Button>
        )}
      </Box>
    </>
  );
}
