/** Texts of the order form's client field, shown by the field and by its placeholder while the field loads. */
export const CLIENT_LABEL = 'Клиент';
export const FIXED_CLIENT_HINT = 'Заказ оформляется на вашу организацию, клиент не меняется';
