/** Russian validation messages of the spec, used by the forms and by the API alike. */
export const MESSAGES = {
  required: 'Обязательное поле',
  emailFormat: 'Формат E-mail',
  applicationPhone: 'Не соответствует требуемому формату: 11 цифр, 8 код, номер абонента',
  distributorRequired: 'Поле не выбрано!',
  passwordTooShort: 'Пароль должен содержать не менее 8 символов',
  passwordsDiffer: 'Пароли не совпадают',
  passwordCommon: 'Этот пароль слишком распространен, придумайте другой',
  passwordIsEmail: 'Пароль не должен совпадать с адресом электронной почты',
  reasonRequired: 'Укажите причину',
  tooLong: (max: number) => `Не более ${max} символов`,
  queryBoolean: 'Допустимые значения: true или false',
} as const;
