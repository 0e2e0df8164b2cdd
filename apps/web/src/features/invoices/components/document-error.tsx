/**
 * A document the server refused, in Russian; when the partner's requisites are what is missing, the way to fill them in
 * (for a person who may change the profile) or who does.
 */
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { DOCUMENT_BUNDLE_TEXTS as T } from '@portal/domain';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { profileRequisitesHref } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { useCan } from '../../../lib/rights';

export type DocumentErrorProps = { error: unknown };

/** The refusal of the requisites names the fields to fill in (details' field 'requisites'). */
const isRequisitesError = (error: unknown) =>
  error instanceof ApiRequestError && (error.details ?? []).some((detail) => detail.field === 'requisites');

export function DocumentError({ error }: DocumentErrorProps) {
  const mayFillRequisites = useCan('profile');
  return (
    <Alert severity="error" sx={{ mt: 1 }}>
      {errorText(error)}
      {isRequisitesError(error) && (
        <> {mayFillRequisites ? <Link href={profileRequisitesHref()}>{T.fillRequisites}</Link> : T.askAdministrator}</>
      )}
    </Alert>
  );
}
