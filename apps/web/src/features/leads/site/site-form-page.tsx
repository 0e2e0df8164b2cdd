/**
 * «Мой сайт» (lead.tabs.site, decision 024): the partner builds its site order form — configurations, strict choice,
 * fields, colours, texts — sees it in a live preview rendered by the embed script's own markup, saves it, and copies
 * the HTML code that puts it on any site.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import { TextField } from '../../../components/text-field/text-field';
import Typography from '@mui/material/Typography';
import {
  canChooseStrictly,
  SITE_FORM_FIELD_LABELS,
  SITE_FORM_FIELDS,
  SITE_FORM_MESSAGES,
  SITE_FORM_TEXT_MAX,
  SITE_FORM_TEXTS,
  siteFormConsentText,
  type SiteForm,
  type SiteFormColors,
  type SiteFormField,
  type SiteFormSettingsInput,
  type SiteFormView,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { CopyButton } from '../../../components/copy/copy-button';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { saveSiteForm, siteFormQuery } from './api/site-form';
import { BlockedNote, usePartnerBlocked } from '../../../components/blocked-note/blocked-note';
import { useCan } from '../../../lib/rights';

type Settings = SiteFormSettingsInput;

/** The preview (the embed script's markup) loads beside the settings, not before them. */
const SiteFormPreview = lazy(() => import('./components/site-form-preview').then((m) => ({ default: m.SiteFormPreview })));

/** A checkbox with its label (the page keeps off FormControlLabel, Table and Alert to stay within its weight budget). */
function CheckLabel({ label, control }: { label: string; control: ReactNode }) {
  return (
    <Box component="label" sx={{ display: 'flex', alignItems: 'center', cursor: 'pointer' }}>
      {control}
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}

function Note({ children, error = false }: { children: ReactNode; error?: boolean }) {
  return (
    <Typography variant="body2" role={error ? 'alert' : undefined} sx={{ p: 1.5, borderRadius: 1, bgcolor: error ? '#fdecea' : '#e8f4fd' }}>
      {children}
    </Typography>
  );
}
type Errors = Record<string, string>;

/** The code a partner pastes into its site: a placeholder element and the portal's script. */
export function embedCode(origin: string, publicId: string): string {
  return `<div data-site-form="${publicId}"></div>\n<script src="${origin}/embed/site-form.js" async></script>`;
}

function viewOf(form: SiteForm, settings: Settings): SiteFormView {
  const names = new Map(form.catalogue.map((product) => [product.id, product.name]));
  const products = settings.productIds.flatMap((id) => {
    const name = names.get(id);
    return name ? [{ id, name }] : [];
  });
  return {
    publicId: form.publicId ?? '',
    title: settings.title,
    buttonText: settings.buttonText,
    successText: settings.successText,
    colors: settings.colors,
    fields: settings.fields,
    products,
    strictChoice: settings.strictChoice && canChooseStrictly(settings.productIds),
    consentText: siteFormConsentText(form.partnerName),
  };
}

const COLOR_KEYS: Array<keyof SiteFormColors> = ['accent', 'background', 'text'];
const TEXT_KEYS = ['title', 'buttonText', 'successText'] as const;

function Builder({ form }: { form: SiteForm }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [settings, setSettings] = useState<Settings>(form.settings);
  const [errors, setErrors] = useState<Errors>({});
  const blocked = usePartnerBlocked();
  // The form is the partner's settings (the «profile» right's, as on the server): the others try it in the preview only.
  const maySave = useCan('profile');
  const dirty = maySave && JSON.stringify(settings) !== JSON.stringify(form.settings);
  const save = useMutation({
    mutationFn: () => saveSiteForm(settings),
    onSuccess: (saved) => {
      setErrors({});
      queryClient.setQueryData(siteFormQuery.queryKey, saved);
      setSettings(saved.settings);
      toast.show(SITE_FORM_MESSAGES.saved, { severity: 'success' });
    },
    onError: (error) => {
      const details = error instanceof ApiRequestError ? (error.details ?? []) : [];
      setErrors(Object.fromEntries(details.map((detail) => [detail.field, detail.message])));
      toast.show(`${SITE_FORM_MESSAGES.saveFailed}: ${errorText(error)}`, { severity: 'error' });
    },
  });

  const update = (change: Partial<Settings>) => setSettings((current) => ({ ...current, ...change }));
  const handleProduct = (id: string, checked: boolean) =>
    setSettings((current) => {
      const productIds = checked ? [...current.productIds, id] : current.productIds.filter((p) => p !== id);
      return { ...current, productIds, strictChoice: current.strictChoice && canChooseStrictly(productIds) };
    });
  const handleField = (field: SiteFormField, key: 'shown' | 'required', value: boolean) =>
    setSettings((current) => {
      const setting = { ...current.fields[field], [key]: value };
      if (key === 'shown' && !value) setting.required = false;
      if (key === 'required' && value) setting.shown = true;
      return { ...current, fields: { ...current.fields, [field]: setting } };
    });
  const errorOf = (...prefixes: string[]) =>
    Object.entries(errors).find(([field]) => prefixes.some((prefix) => field === prefix || field.startsWith(`${prefix}.`)))?.[1];

  const strictAvailable = canChooseStrictly(settings.productIds);
  const origin = window.location.origin;
  const code = form.publicId ? embedCode(origin, form.publicId) : null;

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Box
        sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
        component="form"
        onSubmit={(event) => (event.preventDefault(), maySave && save.mutate())}
        aria-label={paths['lead.tabs.site'].title}
      >
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography variant="h6" component="legend">
            {SITE_FORM_TEXTS.products}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {SITE_FORM_TEXTS.productsHint}
          </Typography>
          {form.catalogue.length === 0 ? (
            <Typography>{SITE_FORM_TEXTS.noProducts}</Typography>
          ) : (
            <Box sx={{ maxHeight: 260, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 0.5, mt: 1 }}>
              {form.catalogue.map((product) => (
                <CheckLabel
                  key={product.id}
                  control={
                    <Checkbox
                      size="small"
                      checked={settings.productIds.includes(product.id)}
                      onChange={(event) => handleProduct(product.id, event.target.checked)}
                    />
                  }
                  label={product.name}
                />
              ))}
            </Box>
          )}
          {errorOf('productIds') && <FormHelperText error>{errorOf('productIds')}</FormHelperText>}
          <CheckLabel
            control={
              <Checkbox
                checked={settings.strictChoice && strictAvailable}
                disabled={!strictAvailable}
                onChange={(event) => update({ strictChoice: event.target.checked })}
              />
            }
            label={SITE_FORM_TEXTS.strictChoice}
          />
          <FormHelperText error={Boolean(errorOf('strictChoice'))}>
            {errorOf('strictChoice') ?? SITE_FORM_TEXTS.strictChoiceHint}
          </FormHelperText>
        </Box>

        <Box>
          <Typography variant="h6" component="h2">
            {SITE_FORM_TEXTS.fields}
          </Typography>
          <Box
            role="table"
            aria-label={SITE_FORM_TEXTS.fields}
            sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto auto', alignItems: 'center', columnGap: 2 }}
          >
            <Box role="row" sx={{ display: 'contents' }}>
              {[SITE_FORM_TEXTS.field, SITE_FORM_TEXTS.shown, SITE_FORM_TEXTS.required].map((title) => (
                <Typography key={title} role="columnheader" variant="body2" sx={{ fontWeight: 600, py: 1 }}>
                  {title}
                </Typography>
              ))}
            </Box>
            {SITE_FORM_FIELDS.map((field) => (
              <Box key={field} role="row" sx={{ display: 'contents' }}>
                <Typography role="cell" variant="body2">
                  {SITE_FORM_FIELD_LABELS[field]}
                </Typography>
                {(['shown', 'required'] as const).map((key) => (
                  <Box key={key} role="cell" sx={{ textAlign: 'center' }}>
                    <Checkbox
                      size="small"
                      checked={settings.fields[field][key]}
                      disabled={field === 'name'}
                      onChange={(event) => handleField(field, key, event.target.checked)}
                      slotProps={{ input: { 'aria-label': `${SITE_FORM_FIELD_LABELS[field]}: ${SITE_FORM_TEXTS[key].toLowerCase()}` } }}
                    />
                  </Box>
                ))}
              </Box>
            ))}
          </Box>
          {errorOf('fields') && <FormHelperText error>{errorOf('fields')}</FormHelperText>}
        </Box>

        <Box>
          <Typography variant="h6" component="h2" gutterBottom>
            {SITE_FORM_TEXTS.colors}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {COLOR_KEYS.map((key) => (
              <TextField
                key={key}
                type="color"
                label={SITE_FORM_TEXTS[key]}
                value={settings.colors[key]}
                onChange={(event) => update({ colors: { ...settings.colors, [key]: event.target.value } })}
                error={Boolean(errorOf(`colors.${key}`))}
                helperText={errorOf(`colors.${key}`) ?? settings.colors[key]}
                sx={{ width: 140 }}
              />
            ))}
          </Box>
        </Box>

        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h6" component="h2">
            {SITE_FORM_TEXTS.texts}
          </Typography>
          {TEXT_KEYS.map((key) => (
            <TextField
              key={key}
              label={SITE_FORM_TEXTS[key]}
              value={settings[key]}
              onChange={(event) => update({ [key]: event.target.value })}
              multiline={key === 'successText'}
              slotProps={{ htmlInput: { maxLength: SITE_FORM_TEXT_MAX[key] } }}
              error={Boolean(errorOf(key))}
              helperText={errorOf(key)}
              required
            />
          ))}
        </Box>

        {maySave && (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" loading={save.isPending} disabled={blocked}>
              {SITE_FORM_TEXTS.save}
            </Button>
            {blocked && <BlockedNote />}
          </Box>
        )}
      </Box>

      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Box>
          <Typography variant="h6" component="h2">
            {SITE_FORM_TEXTS.preview}
          </Typography>
          <Typography variant="body2" color="textSecondary" gutterBottom>
            {SITE_FORM_TEXTS.previewNote}
          </Typography>
          <Suspense fallback={null}>
            <SiteFormPreview view={viewOf(form, settings)} label={SITE_FORM_TEXTS.preview} />
          </Suspense>
        </Box>
        <Box>
          <Typography variant="h6" component="h2">
            {SITE_FORM_TEXTS.code}
          </Typography>
          {code ? (
            <>
              <Typography variant="body2" color="textSecondary" gutterBottom>
                {SITE_FORM_TEXTS.codeHint}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <TextField
                  value={code}
                  multiline
                  fullWidth
                  slotProps={{
                    htmlInput: { readOnly: true, 'aria-label': SITE_FORM_TEXTS.code, style: { fontFamily: 'monospace', fontSize: 13 } },
                  }}
                  onFocus={(event) => event.target.select()}
                />
                <CopyButton text={code} label={SITE_FORM_TEXTS.copy} />
              </Box>
              {dirty && (
                <Box sx={{ mt: 1 }}>
                  <Note>{SITE_FORM_TEXTS.codeUnsaved}</Note>
                </Box>
              )}
            </>
          ) : (
            <Note>{SITE_FORM_TEXTS.codeNeedsSave}</Note>
          )}
        </Box>
      </Box>
    </Box>
  );
}

/** lead.tabs.site, inside the lead tabs (their layout gives the page its frame and its heading). */
export function SiteFormPage() {
  const form = useQuery(siteFormQuery);
  return (
    <>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {SITE_FORM_TEXTS.intro}
      </Typography>
      {form.isError && <Note error>{errorText(form.error)}</Note>}
      {form.data && <Builder key={form.data.updatedAt ?? 'new'} form={form.data} />}
    </>
  );
}
