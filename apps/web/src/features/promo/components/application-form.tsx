/**
 * The partner application (document 1 §2 "Landing page", §5): company, contact, email, masked phone and,
 * when a list exists, the distributor. A visitor signs in first; the form then submits and shows the status.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { TextField } from '../../../components/text-field/text-field';
import Typography from '@mui/material/Typography';
import { APPLICATION_PHONE_MASK, partnerApplicationSchema, type Me, type Participation, type PartnerApplication } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { apiErrorContent, useErrorDialog } from '../../../components/error-dialog/error-dialog-provider';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { meQuery, participationQuery } from '../../../lib/session';
import { useDistributors } from '../api/get-distributors';
import { useSubmitApplication } from '../api/submit-application';
import { useDelayedValidation } from '../../../lib/use-delayed-validation';
import { nextPhoneValue } from '../utils/phone-input';
import '../../../lib/zod-messages';
import { ApplicationStatus } from './application-status';

const FIELDS = ['partnerName', 'fullname', 'email', 'phone', 'distributor'] as const;

export type ApplicationFormProps = { me: Me | null; participation: Participation | null };

export function ApplicationForm({ me, participation }: ApplicationFormProps) {
  const queryClient = useQueryClient();
  const { showError } = useErrorDialog();
  const distributors = useDistributors();
  const list = useMemo(() => distributors.data ?? [], [distributors.data]);
  const [duplicate, setDuplicate] = useState(false);
  const schema = useMemo(() => partnerApplicationSchema(list.length > 0), [list.length]);

  const { register, control, handleSubmit, trigger, setError, formState } = useForm<PartnerApplication>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    defaultValues: { partnerName: '', fullname: me?.name ?? '', email: me?.email ?? '', phone: '', distributor: null },
  });
  const flagLater = useDelayedValidation(trigger);

  const submit = useSubmitApplication({
    onSuccess: (created) => {
      queryClient.setQueryData(participationQuery.queryKey, created);
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    },
    onError: async (error) => {
      if (error instanceof ApiRequestError && error.code === 'APPLICATION_EXISTS') {
        setDuplicate(true);
        await queryClient.invalidateQueries({ queryKey: participationQuery.queryKey });
        return;
      }
      if (applyFieldErrors(error, setError, FIELDS)) return;
      showError(apiErrorContent('Не удалось отправить заявку', error, 'Попробуйте еще раз через несколько минут'));
    },
  });

  if (participation) return <ApplicationStatus participation={participation} duplicate={duplicate} />;

  const handleApply = handleSubmit((values) => submit.mutate(values));
  const loginHref = `${paths.login.href()}?from=${encodeURIComponent('/promo?action=order')}`;

  return (
    <Box component="form" onSubmit={handleApply} noValidate aria-label="Заявка на участие в партнерской программе">
      <Stack spacing={2}>
        <TextField
          label="Название компании"
          required
          {...register('partnerName', { onChange: () => flagLater('partnerName'), onBlur: () => flagLater('partnerName') })}
          error={Boolean(formState.errors.partnerName)}
          helperText={formState.errors.partnerName?.message}
        />
        <TextField
          label="Контактное лицо"
          required
          autoComplete="name"
          {...register('fullname', { onChange: () => flagLater('fullname'), onBlur: () => flagLater('fullname') })}
          error={Boolean(formState.errors.fullname)}
          helperText={formState.errors.fullname?.message}
        />
        <TextField
          label="E-mail"
          type="email"
          required
          autoComplete="email"
          {...register('email', { onChange: () => flagLater('email'), onBlur: () => flagLater('email') })}
          error={Boolean(formState.errors.email)}
          helperText={formState.errors.email?.message}
        />
        <Controller
          control={control}
          name="phone"
          render={({ field, fieldState }) => (
            <TextField
              label="Телефон"
              required
              type="tel"
              autoComplete="tel"
              placeholder={APPLICATION_PHONE_MASK}
              value={field.value}
              onBlur={() => {
                field.onBlur();
                flagLater('phone');
              }}
              inputRef={field.ref}
              name={field.name}
              onChange={(event) => {
                field.onChange(nextPhoneValue(field.value, event.target.value));
                flagLater('phone');
              }}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? `Формат: ${APPLICATION_PHONE_MASK}`}
            />
          )}
        />
        {list.length > 0 && (
          <Controller
            control={control}
            name="distributor"
            render={({ field, fieldState }) => (
              <Autocomplete
                options={list}
                openOnFocus
                onBlur={() => flagLater('distributor')}
                value={field.value ?? null}
                onChange={(_event, value) => {
                  field.onChange(value);
                  flagLater('distributor');
                }}
                getOptionLabel={(option) => option.partner.name}
                isOptionEqualToValue={(a, b) => a.uniqueExchangeId === b.uniqueExchangeId}
                noOptionsText="Не найдено"
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label="Дистрибьютор"
                    required
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                    inputRef={field.ref}
                  />
                )}
              />
            )}
          />
        )}

        {submit.isPending && (
          <Box role="status">
            <Typography>Отправка и обработка запроса..</Typography>
            <LinearProgress sx={{ mt: 1 }} />
          </Box>
        )}

        {me ? (
          <Button type="submit" variant="contained" size="large" disabled={submit.isPending}>
            Отправить заявку
          </Button>
        ) : (
          <Alert severity="info" icon={false} role="note">
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              Отправить заявку может только зарегистрированный пользователь. Войдите или зарегистрируйтесь — после входа вы вернетесь к этой
              форме.
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant="contained" size="small" href={paths.signup.href()}>
                Зарегистрироваться
              </Button>
              <Button variant="outlined" size="small" href={loginHref}>
                Войти
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Box>
  );
}
