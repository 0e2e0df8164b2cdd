/** What the enrolment page, the password page and the back office's infrastructure queue say (document 2 §2, §5, §8). */
import type { IasDecision, IasState } from './access.ts';

export const IAS_TEXTS = {
  title: '1С:Облачная инфраструктура',
  /** Document 2 §2, to the letter (its "1C:OИ" is written with Latin C and O). */
  refused: 'Ваша заявка отклонена. К сожалению в настоящее время мы не можем предоставить вам запрашиваемые ресурсы.',
  off: 'Доступ к участию в проекте 1C:OИ временно приостановлен.',
  onTitle: 'Заявка одобрена',
  on: (email: string) =>
    `Ваша заявка на участие в проекте 1С:ОИ одобрена. Письмо с логином и ссылкой для создания пароля отправлено на ${email}.`,
  toCalculator: 'Перейти к калькулятору',
  pendingTitle: 'Заявка обрабатывается',
  pending: (email: string) =>
    `Ваша заявка на участие в проекте 1С:ОИ обрабатывается. После одобрения на ${email} придет письмо с логином и ссылкой для создания пароля.`,
  refusedTitle: 'Заявка отклонена',
  offTitle: 'Доступ приостановлен',
  reason: (reason: string) => `Причина: ${reason}`,
  noneTitle: 'Подключение к проекту 1С:ОИ',
  none: 'Чтобы получить доступ к облачной инфраструктуре, подпишите публичную оферту: прочитайте ее и подтвердите согласие.',
  noneChooseScheme: 'У вас не выбран дистрибьютор: выберите схему расчетов — дистрибьютора, через которого будете оплачивать услуги 1С:ОИ.',
  offerTitle: 'Публичная оферта',
  offerAgree: 'Да, согласен с офертой',
  offerRequired: 'Необходимо согласиться с условиями оферты',
  offerAcceptedAt: (date: string) => `Оферта принята ${date}`,
  distributorLabel: 'Дистрибьютор',
  distributorCurrent: 'Ваш дистрибьютор',
  distributorNotFound: (input: string) => `Не найдено дистрибьютора "${input}"`,
  distributorRequired: 'Выберите дистрибьютора',
  distributorUnknown: 'Дистрибьютор не найден',
  distributorAlreadySet: 'Дистрибьютор уже выбран',
  emailRequired: 'Для подачи заявки укажите контактный e-mail в профиле: на него придет письмо с логином и ссылкой для создания пароля.',
  emailLabel: 'Логин и письмо придут на',
  toProfile: 'Перейти в профиль',
  submit: 'Продолжить',
  submitting: 'Отправка заявки..',
  loading: 'Загрузка статуса..',
  submitted: 'Заявка отправлена. Ожидайте письмо для создания пароля.',
  requestFailed: 'Не удалось отправить заявку',
  requestFailedHint: 'Попробуйте еще раз позже или отправьте отчет об ошибке',
  unavailableTitle: 'Сервис временно недоступен',
  unavailable: 'Сервис временно недоступен. Попробуйте зайти позже или отправьте отчет об ошибке.',
  exit: 'Выход',
  notEnrolled: 'Заявка на участие в проекте 1С:ОИ не подана',
  requestNotFound: 'Заявка на доступ не найдена',
  alreadyRequested: 'Заявка на участие в проекте 1С:ОИ уже подана',
  transitionRefused: (state: string) => `Действие недоступно: заявка в статусе «${state}»`,
} as const;

/** The status as the back office shows it. */
export const IAS_STATE_LABELS: Record<IasState, string> = {
  none: 'Нет заявки',
  pending: 'На рассмотрении',
  on: 'Доступ открыт',
  refused: 'Отклонена',
  off: 'Приостановлен',
};

export const IAS_DECISION_LABELS: Record<IasDecision, string> = {
  approve: 'Одобрить',
  refuse: 'Отклонить',
  suspend: 'Приостановить',
  resume: 'Возобновить',
};

export const IAS_DECISION_TOASTS: Record<IasDecision, string> = {
  approve: 'Доступ открыт, партнеру отправлено письмо с логином и ссылкой для создания пароля',
  refuse: 'Заявка отклонена, партнеру отправлено письмо',
  suspend: 'Доступ приостановлен, партнеру отправлено письмо',
  resume: 'Доступ возобновлен, партнеру отправлено письмо',
};

export const IAS_BACKOFFICE_TEXTS = {
  title: 'Доступ к 1С:ОИ',
  search: 'Компания, код или E-mail',
  resendLink: 'Выслать ссылку повторно',
  linkResent: 'Новая ссылка для создания пароля отправлена, прежние ссылки больше не действуют',
  history: 'История',
  historyTitle: (partner: string) => `История доступа «${partner}»`,
  reasonHint: 'Причину увидит партнер',
  decisionFailed: 'Не удалось сохранить решение',
  loadFailed: 'Не удалось загрузить заявки на доступ',
  refuseTitle: (partner: string) => `Отклонить заявку «${partner}» на доступ к 1С:ОИ`,
  suspendTitle: (partner: string) => `Приостановить доступ «${partner}» к 1С:ОИ`,
  empty: {
    pending: 'Новых заявок на доступ нет',
    on: 'Партнеров с открытым доступом нет',
    refused: 'Отклоненных заявок нет',
    off: 'Приостановленных партнеров нет',
    all: 'Заявок на доступ нет',
  },
} as const;

/** The public page behind the letter's link. */
export const IAS_PASSWORD_TEXTS = {
  title: 'Пароль для 1С:Облачной инфраструктуры',
  intro: (login: string) => `Придумайте пароль для входа в 1С:Облачную инфраструктуру. Логин: ${login}`,
  validUntil: (date: string) => `Ссылка действует до ${date} и только один раз.`,
  password: 'Пароль',
  repeat: 'Повторите пароль',
  save: 'Сохранить пароль',
  saved: (login: string) => `Пароль сохранен. Входите в 1С:Облачную инфраструктуру с логином ${login} и этим паролем.`,
  noToken: 'В ссылке нет кода. Откройте ссылку из письма целиком.',
  used: 'Эта ссылка уже использована: пароль создан. Если вы его не помните, попросите оператора выслать новую ссылку.',
  expired: 'Срок действия ссылки истек. Попросите оператора выслать новую ссылку.',
  replaced: 'Эта ссылка больше не действует: отправлена более новая. Откройте ссылку из последнего письма.',
  unknown: 'Ссылка недействительна. Откройте ссылку из письма целиком.',
  suspended: 'Доступ к 1С:ОИ сейчас не открыт: ссылка не действует.',
  toOffice: 'Перейти в личный кабинет',
} as const;
