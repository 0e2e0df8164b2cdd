import { PASSKEY_TEXTS } from '@portal/domain';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { ApiRequestError } from '../../lib/api-client';

/** A refusal of the server says what went wrong; the browser's own (cancelled, timed out, unsupported) gets one text. */
export function passkeyErrorText(error: unknown): string {
  return error instanceof ApiRequestError ? errorText(error) : PASSKEY_TEXTS.cancelled;
}
