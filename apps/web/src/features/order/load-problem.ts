/** Why an order form cannot be shown, from what failed to load and what the link names that the catalogue lacks. */
import { errorText } from '../../components/error-dialog/error-dialog-provider';

export const NOT_IN_CATALOGUE = 'Услуга не найдена в каталоге: проверьте ссылку или выберите услугу в Маркете.';
export const NO_KIT = 'У услуги нет доступного типа развертывания.';

export function loadProblem(...errors: unknown[]): string | null {
  const error = errors.find((e) => e !== null && e !== undefined);
  return error === undefined ? null : `Не удалось загрузить форму заказа: ${errorText(error)}`;
}
