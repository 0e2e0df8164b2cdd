/**
 * The vendor's catalogue, seeded into an empty catalogue at every start (also without the demo world):
 * the offer desks, services by group, their kits and options, and the price list in force since 2024-01-01.
 * Prices are the spec's (document 1 §9, document 3 §9); partner prices the spec hides are set below the client's.
 * The cloud desk (1С:ОИ, decision 017) is seeded into any catalogue that lacks it, with both of the spec's price sets.
 */
import {
  CLOUD_DESK_ID,
  CLOUD_PRICE_CODES,
  CLOUD_VM_CATEGORY,
  DISK_10GB_CODE,
  DISK_CATEGORY,
  FIXED_COUNT_CATEGORY,
  OLD_DISK_CODES,
  rublesToKopecks,
  VM_BOUNDS,
  type EditStatus,
} from '@portal/domain';
import type { Db } from '../db/database.ts';

const PRICES_FROM = '2024-01-01';

type OptionSeed = {
  name: string;
  code: string;
  category: string;
  period: 'd' | 'm';
  price: number;
  clientPrice: number | null;
  min?: number;
  max?: number;
  usage?: number;
  /** The option's trial data ('15d', '1m'): free for that long (a demo kit's options, or a production kit's with a trial). */
  trial?: string;
  /** Changed only in the provider's administration area (EDIT_STATUSES). */
  editStatus?: EditStatus;
  /** The partner sets its own client price in the calculators (clientTariff.editable). */
  clientPriceEditable?: boolean;
  /** Dated versions of the partner price (rubles) instead of one from PRICES_FROM; the client price is then hidden. */
  tariffs?: Array<[string, number]>;
};
type KitSeed = { name: string; code: string; demo?: boolean; expiration?: string; blockReason?: string; options: OptionSeed[] };
type ServiceSeed = {
  desk: 'grm' | 'other' | 'biz' | 'special' | 'oi';
  group: string;
  name: string;
  code: string;
  category: string;
  clientServerOnly?: boolean;
  partnersOnly?: boolean;
  requiresActiveSubscription?: boolean;
  kits: KitSeed[];
};

const DISK_10GB: OptionSeed = {
  name: 'Дополнительный диск 10 ГБ',
  code: DISK_10GB_CODE,
  category: DISK_CATEGORY,
  period: 'd',
  price: 3.6,
  clientPrice: 4.5,
  min: 0,
  max: 50,
};

/** An old disk type (before the 10 GB SSD option): still held by old subscriptions, changed no more (extra HDD, 3.6 a day). */
const OLD_DISK_HDD: OptionSeed = {
  name: 'Дополнительный диск 5 ГБ (HDD)',
  code: OLD_DISK_CODES[0] ?? '',
  category: DISK_CATEGORY,
  period: 'd',
  price: 2.9,
  clientPrice: 3.6,
  min: 0,
  max: 50,
};

/**
 * The usual kits of a 1C application: file and client-server production, and a free demo. `productionTrial` gives the
 * production kits' workplaces a trial ('30d'): such a subscription is free until its trial ends, then paid.
 */
function applicationKits(
  code: string,
  dailyPrice: number,
  options: {
    clientServerOnly?: boolean;
    demoDays?: string;
    clientServerBlocked?: string;
    productionTrial?: string;
    oldDisk?: boolean;
    clientPriceEditable?: boolean;
  } = {},
): KitSeed[] {
  const seat = (factor: number, min = 1): OptionSeed => ({
    name: 'Рабочее место',
    code: `${code}-seat`,
    category: '1c_ecw_application',
    period: 'd',
    price: Math.round(dailyPrice * factor * 0.8 * 100) / 100,
    clientPrice: Math.round(dailyPrice * factor * 100) / 100,
    min,
    max: 99,
    usage: 1,
    ...(options.productionTrial && { trial: options.productionTrial }),
    ...(options.clientPriceEditable && { clientPriceEditable: true }),
  });
  const kits: KitSeed[] = [];
  if (!options.clientServerOnly) {
    kits.push({ name: 'Файловый', code: `${code}-file`, options: [seat(1), DISK_10GB, ...(options.oldDisk ? [OLD_DISK_HDD] : [])] });
  }
  // A client-server base may be ordered without client seats (the form warns that the licences carry none).
  kits.push({
    name: 'Клиент-серверный',
    code: `${code}-clserver`,
    blockReason: options.clientServerBlocked,
    options: [seat(1.3, 0), DISK_10GB],
  });
  kits.push({
    name: 'Демо',
    code: `${code}-demo`,
    demo: true,
    expiration: options.demoDays ?? '15d',
    options: [{ ...seat(1), price: 0, clientPrice: 0, trial: options.demoDays ?? '15d', max: 3 }],
  });
  return kits;
}

const app = (
  group: string,
  name: string,
  code: string,
  dailyPrice: number,
  extra: Partial<ServiceSeed> & {
    demoDays?: string;
    clientServerBlocked?: string;
    productionTrial?: string;
    oldDisk?: boolean;
    clientPriceEditable?: boolean;
  } = {},
): ServiceSeed => ({
  desk: 'grm',
  group,
  name,
  code,
  category: '1c_ecw_application',
  ...extra,
  kits: applicationKits(code, dailyPrice, extra),
});

const KASPERSKY_TIERS: Array<[number, number, number]> = [
  [5, 9, 161.17],
  [10, 14, 132.42],
  [15, 19, 122.99],
  [20, 24, 118.89],
];

export const CATALOGUE: ServiceSeed[] = [
  app('typical', '1С:Бухгалтерия предприятия', 'bp', 55),
  app('typical', '1С:Зарплата и управление персоналом', 'zup', 59),
  app('typical', '1С:Управление торговлей', 'ut', 79),
  app('typical', '1С:Управление нашей фирмой', 'unf', 49, { demoDays: '14d' }),
  app('typical', '1С:Комплексная автоматизация', 'ka', 129, { clientServerOnly: true }),
  app('typical', '1С:ERP Управление предприятием', 'erp', 164, { clientServerOnly: true }),
  // A deployment type blocked by its flag: the form shows it disabled, with the reason.
  app('typical', '1С:Документооборот', 'do', 69, {
    clientServerBlocked: 'временно недоступен: идет переход на новую версию платформы',
  }),
  app('retail', '1С:Розница', 'rozn', 45),
  app('retail', '1С:Розница. Магазин бытовой техники и средств связи', 'rozn-bt', 52),
  // Its production kits start with a 30-day trial: free until it ends, then paid (decision 013).
  app('crm', '1С:CRM КОРП', 'crm', 89, { productionTrial: '30d' }),
  app('education', '1С:Колледж', 'college', 39),
  app('education', '1С:Управление учебным центром', 'uc', 47),
  app('horeca', '1С:Общепит', 'obshepit', 65),
  app('horeca', '1С:Отель', 'hotel', 72),
  app('construction', '1С:Управление строительной организацией', 'uso', 139, { clientServerOnly: true }),
  app('construction', '1С:Подрядчик строительства. Управление финансами', 'podryad', 98),
  app('insurance', '1С:Управление страховой компанией', 'strah', 149, { clientServerOnly: true }),
  // Its file kit still carries an old disk type, which old subscriptions hold.
  app('transport', '1С:Управление автотранспортом', 'uat', 85, { oldDisk: true }),
  app('transport', '1С:Автосервис', 'autoservice', 61),
  app('industry', '1С:Управление сельскохозяйственным предприятием', 'agro', 110),
  app('industry', '1С:Медицина. Больничная аптека', 'apteka', 76),
  // The partner's own development: its price to the client is the partner's to set (clientTariff.editable).
  app('private', 'Доработанная 1С:Бухгалтерия предприятия (частная конфигурация)', 'bp-private', 70, {
    desk: 'other',
    clientPriceEditable: true,
  }),
  {
    desk: 'special',
    group: 'partners',
    name: 'Конфигуратор 1С:ГРМ для партнеров',
    code: 'conf-manager',
    category: '1c_grm_conf_manager',
    partnersOnly: true,
    kits: [
      {
        name: 'Конфигуратор',
        code: 'conf-manager-kit',
        options: [
          {
            name: 'Конфигуратор',
            code: 'conf-manager-seat',
            category: '1c_grm_conf_manager',
            period: 'd',
            price: 40,
            clientPrice: null,
            min: 1,
            max: 10,
            usage: 1,
          },
        ],
      },
    ],
  },
  {
    desk: 'biz',
    group: 'provider',
    name: 'Комплект «Бизнес»',
    code: 'biz',
    category: 'biz',
    kits: [
      {
        name: 'Бизнес (файловый)',
        code: 'biz-file',
        options: [
          {
            name: 'Комплект «Бизнес», 2 рабочих места',
            code: 'biz-base',
            category: 'biz',
            period: 'm',
            price: 1110,
            clientPrice: 1110,
            min: 1,
            max: 1,
            usage: 1,
          },
          {
            name: 'Дополнительное рабочее место',
            code: 'biz-seat',
            category: 'biz',
            period: 'm',
            price: 390,
            clientPrice: 490,
            min: 0,
            max: 50,
          },
        ],
      },
    ],
  },
  {
    desk: 'other',
    group: 'provider',
    name: 'Базовый комплект поддержки',
    code: 'support-basic',
    category: '1c_ecw_support',
    kits: [
      {
        name: 'Базовый',
        code: 'support-basic-kit',
        options: [
          {
            name: 'Базовый комплект',
            code: 'support-basic-seat',
            category: '1c_ecw_support',
            period: 'm',
            price: 319,
            clientPrice: 319,
            min: 1,
            max: 1,
            usage: 1,
          },
        ],
      },
    ],
  },
  {
    desk: 'other',
    group: 'provider',
    name: 'Комплект поддержки ИТС',
    code: 'support-its',
    category: '1c_ecw_support',
    kits: [
      {
        name: 'ИТС',
        code: 'support-its-kit',
        options: [
          {
            name: 'Комплект поддержки',
            code: 'support-its-seat',
            category: '1c_ecw_support',
            period: 'm',
            price: 570,
            clientPrice: 570,
            min: 1,
            max: 1,
            usage: 1,
          },
        ],
      },
    ],
  },
  {
    desk: 'other',
    group: 'provider',
    name: 'Терминальный доступ',
    code: 'terminal',
    category: '1c-ecw-terminal',
    requiresActiveSubscription: true,
    kits: [
      {
        name: 'Терминал',
        code: 'terminal-kit',
        options: [
          {
            name: 'Терминальная лицензия',
            code: 'terminal-seat',
            category: '1c-ecw-terminal',
            period: 'd',
            price: 8,
            clientPrice: 10,
            min: 0,
            max: 99,
          },
        ],
      },
    ],
  },
  {
    desk: 'other',
    group: 'provider',
    name: 'Антивирус Касперского',
    code: 'kaspersky',
    category: 'kaspersky',
    kits: [
      {
        name: 'Kaspersky Endpoint Security',
        code: 'kaspersky-kit',
        options: KASPERSKY_TIERS.map(([min, max, clientPrice]) => ({
          name: `${min}–${max} мест`,
          code: `kaspersky-${min}-${max}`,
          category: 'kaspersky',
          period: 'm' as const,
          price: Math.round(clientPrice * 0.85 * 100) / 100,
          clientPrice,
          min,
          max,
          usage: min,
        })),
      },
    ],
  },
  {
    desk: 'other',
    group: 'provider',
    name: 'Microsoft 365 бизнес базовый',
    code: 'office365',
    category: 'ms_products',
    kits: [
      {
        name: 'Office 365',
        code: 'office365-kit',
        options: [
          {
            name: 'Лицензия на пользователя',
            code: 'office365-seat',
            category: 'ms_products',
            period: 'm',
            // The spec's figure (documents 1 and 3 §9: «Office 365: 375 per month») is what the partner pays, as for the
            // other fixed monthly kits; it is also the recommended client price (decision 027).
            price: 375,
            clientPrice: 375,
            min: 1,
            max: 99,
            usage: 1,
            // Licences are assigned to users in the provider's administration area, so they are changed there.
            editStatus: 'ADMIN_AREA',
          },
        ],
      },
    ],
  },
  {
    // A paid product of no special kind: it opens the generic order form.
    desk: 'other',
    group: 'provider',
    name: '1С-Отчетность',
    code: 'reporting',
    category: '1c_reporting',
    kits: [
      {
        name: 'Отчетность для одного юридического лица',
        code: 'reporting-kit',
        options: [
          {
            name: 'Направление отчетности',
            code: 'reporting-org',
            category: '1c_reporting',
            period: 'm',
            price: 250,
            clientPrice: 300,
            min: 1,
            max: 10,
            usage: 1,
          },
        ],
      },
    ],
  },
  {
    desk: 'other',
    group: 'provider',
    name: 'Расчетные листки',
    code: 'payslip',
    category: '1c_paysleep_application',
    kits: [
      {
        name: 'Пакеты листков',
        code: 'payslip-kit',
        options: (
          [
            [100, 150, 190],
            [500, 600, 750],
            [1000, 1000, 1250],
          ] as const
        ).map(([sheets, price, clientPrice]) => ({
          name: `Пакет ${sheets} листков`,
          // The code ends with the package's number of sheets: the form prices one sheet from it.
          code: `payslip-${sheets}`,
          category: '1c_paysleep_application',
          period: 'm' as const,
          price,
          clientPrice,
          min: 0,
          max: 99,
        })),
      },
    ],
  },
];

const DESKS = [
  { id: 'grm', name: 'Приложения 1С:ГРМ', client_fixed: false, sort: 1 },
  { id: 'other', name: 'Сервисы и лицензии', client_fixed: false, sort: 2 },
  { id: 'biz', name: 'Комплект «Бизнес»', client_fixed: false, sort: 3 },
  { id: 'special', name: 'Партнерам', client_fixed: true, sort: 4 },
];
const CLOUD_DESK = { id: CLOUD_DESK_ID, name: '1С:Облачная инфраструктура', client_fixed: true, sort: 5 };

/** The spec's two cloud price sets (SPEC-NOTES): the lower from 2024-01-01, the higher from 2025-01-01. */
const LOWER_SET = '2024-01-01';
const HIGHER_SET = '2025-01-01';
const bothSets = (lower: number, higher: number = lower): Array<[string, number]> => [
  [LOWER_SET, lower],
  [HIGHER_SET, higher],
];
const higherSetOnly = (price: number): Array<[string, number]> => [[HIGHER_SET, price]];

/** A virtual machine's priced resource: its quantity bounded as the calculator bounds it. */
const vmResource = (name: string, code: string, period: 'd' | 'm', tariffs: Array<[string, number]>, max: number): OptionSeed => ({
  name,
  code,
  category: CLOUD_VM_CATEGORY,
  period,
  price: 0,
  clientPrice: null,
  min: 0,
  max,
  tariffs,
});

/**
 * Linux variants (document 2 §9 gives their prices per day, not their names; the names are ours, decision 017),
 * the same in both sets.
 */
const LINUX_VARIANTS: Array<[string, string, number]> = [
  ['Linux (Ubuntu, Debian, AlmaLinux)', 'orcaOS_LINUX_FREE', 0],
  ['Альт Сервер', 'orcaOS_LINUX_ALT', 18.48],
  ['Astra Linux Special Edition «Воронеж»', 'orcaOS_LINUX_ASTRA_SE', 63],
  ['Astra Linux Common Edition', 'orcaOS_LINUX_ASTRA_CE', 57.96],
  ['Astra Linux Special Edition «Смоленск»', 'orcaOS_LINUX_ASTRA_SE_MAX', 74.34],
  ['РЕД ОС Сервер', 'orcaOS_LINUX_REDOS', 42],
  ['Red Hat Enterprise Linux', 'orcaOS_LINUX_RHEL', 129.5],
];

type LicenceOptionSeed = {
  name: string;
  code: string;
  period: 'd' | 'm';
  tariffs: Array<[string, number]>;
  min: number;
  max: number;
  usage: number;
};

/** A licence of the cloud desk: a service with one kit and one option, ordered through POST /{its category}/order. */
const licence = (group: string, name: string, code: string, category: string, option: LicenceOptionSeed): ServiceSeed => ({
  desk: 'oi',
  group,
  name,
  code,
  category,
  kits: [{ name: 'Лицензия', code: `${code}-kit`, options: [{ ...option, category, price: 0, clientPrice: null }] }],
});

/** Why the VM kit is not ordered through the order form: the console or a non-standard request creates the machine. */
export const VM_KIT_BLOCK_REASON =
  'Виртуальная машина создается в консоли облака или по запросу нестандартной конфигурации из калькулятора';

/** 1C configurations for an infobase: name, option code, price per day (rubles), most bases. */
const ONE_C_CONFIGURATIONS: Array<[string, string, number, number]> = [
  ['1С:Бухгалтерия предприятия ПРОФ', 'orca1C_CONF_BP', 14.5, 10],
  ['1С:Зарплата и управление персоналом ПРОФ', 'orca1C_CONF_ZUP', 16.9, 10],
  ['1С:Управление торговлей', 'orca1C_CONF_UT', 21.4, 10],
  ['1С:ERP Управление предприятием', 'orca1C_CONF_ERP', 47.8, 5],
];

/**
 * The cloud desk: the virtual machine's price list (document 2 §9, document 3 "Cloud price reference") as one kit's
 * options, then the licences — Microsoft (the spec's resource codes) and 1C configurations and licences, whose prices
 * per day the spec does not give (ours, decision 017).
 */
export const CLOUD_CATALOGUE: ServiceSeed[] = [
  {
    desk: 'oi',
    group: 'oi-vm',
    name: 'Виртуальная машина 1С:ОИ',
    code: 'orca-vm',
    category: CLOUD_VM_CATEGORY,
    kits: [
      {
        name: 'Конфигурация виртуальной машины',
        code: 'orca-vm-kit',
        blockReason: VM_KIT_BLOCK_REASON,
        options: [
          vmResource('vCPU Middle CPU', CLOUD_PRICE_CODES.midcpu, 'd', bothSets(17.85), VM_BOUNDS.cores.max),
          vmResource('vCPU Low CPU', CLOUD_PRICE_CODES.lowcpu, 'd', higherSetOnly(17.34), VM_BOUNDS.cores.max),
          vmResource('vCPU High CPU', CLOUD_PRICE_CODES.higcpu, 'd', bothSets(27.44), VM_BOUNDS.cores.max),
          vmResource('RAM, ГБ', CLOUD_PRICE_CODES.ram, 'd', bothSets(4.66), VM_BOUNDS.ram.max),
          vmResource('Диск HDD, ГБ', CLOUD_PRICE_CODES.hdd, 'd', bothSets(0.1), VM_BOUNDS.disk.max),
          vmResource('Диск SSD, ГБ', CLOUD_PRICE_CODES.ssd, 'd', bothSets(0.27), VM_BOUNDS.disk.max),
          vmResource('Диск SSD High IOPS, ГБ', CLOUD_PRICE_CODES.hssd, 'd', bothSets(0.33), VM_BOUNDS.disk.max),
          vmResource('Диск SSD High IOPS (HA), ГБ', CLOUD_PRICE_CODES.hahssd, 'd', higherSetOnly(0.37), VM_BOUNDS.disk.max),
          vmResource('Резервное копирование, ГБ', CLOUD_PRICE_CODES.backup, 'd', higherSetOnly(0.12), VM_BOUNDS.backup.max),
          vmResource('Floating IP', CLOUD_PRICE_CODES.floatIP, 'm', bothSets(119), VM_BOUNDS.ip.max),
          vmResource('Virtual IP на порту', CLOUD_PRICE_CODES.virtIPonPort, 'm', bothSets(119), VM_BOUNDS.ip.max),
          vmResource('Windows Server, лицензия на vCPU', CLOUD_PRICE_CODES.windows, 'm', bothSets(403.2, 509.25), VM_BOUNDS.cores.max),
          ...LINUX_VARIANTS.map(([name, code, price]) => vmResource(name, code, 'd', bothSets(price), 1)),
        ],
      },
    ],
  },
  licence('oi-ms', 'Microsoft SQL Server Standard', 'orca-mssql', 'orca-ms', {
    name: 'Лицензия SQL Server Standard на 2 vCPU',
    code: CLOUD_PRICE_CODES.sql,
    period: 'm',
    tariffs: bothSets(26157.6, 33257.7),
    min: VM_BOUNDS.sql.min,
    max: VM_BOUNDS.sql.max,
    usage: VM_BOUNDS.sql.min,
  }),
  licence('oi-ms', 'Microsoft Windows Server RDS (RDP)', 'orca-msrdp', 'orca-ms', {
    name: 'Лицензия RDP на пользователя',
    code: CLOUD_PRICE_CODES.rdp,
    period: 'm',
    tariffs: bothSets(1165.5, 1471.05),
    min: VM_BOUNDS.rdp.min,
    max: VM_BOUNDS.rdp.max,
    usage: VM_BOUNDS.rdp.min,
  }),
  ...ONE_C_CONFIGURATIONS.map(([name, code, price, max]) =>
    licence('oi-1c-conf', name, code.toLowerCase().replace(/_/g, '-'), 'orca-1c', {
      name: 'Конфигурация для информационной базы',
      code,
      period: 'd',
      tariffs: [[LOWER_SET, price]],
      min: 1,
      max,
      usage: 1,
    }),
  ),
  licence('oi-1c-lic', '1С:Предприятие 8 ПРОФ. Клиентская лицензия на 1 рабочее место', 'orca1c-lic-client', 'orca-1c', {
    name: 'Клиентская лицензия на 1 рабочее место',
    code: 'orca1C_LIC_CLIENT',
    period: 'd',
    tariffs: [[LOWER_SET, 12.6]],
    min: 1,
    max: 99,
    usage: 1,
  }),
  licence('oi-1c-lic', '1С:Предприятие 8 ПРОФ. Клиентская лицензия на 5 рабочих мест', 'orca1c-lic-client5', 'orca-1c', {
    name: 'Клиентская лицензия на 5 рабочих мест',
    code: 'orca1C_LIC_CLIENT5',
    period: 'd',
    tariffs: [[LOWER_SET, 55.3]],
    min: 1,
    max: 20,
    usage: 1,
  }),
  // A server licence comes one per server: its count is fixed (orca-order).
  licence('oi-1c-lic', '1С:Предприятие 8.3 ПРОФ. Лицензия на сервер (x86-64)', 'orca1c-lic-server', FIXED_COUNT_CATEGORY, {
    name: 'Лицензия на сервер ПРОФ',
    code: 'orca1C_LIC_SERVER',
    period: 'd',
    tariffs: [[LOWER_SET, 96.7]],
    min: 1,
    max: 1,
    usage: 1,
  }),
  licence('oi-1c-lic', '1С:Предприятие 8.3 КОРП. Лицензия на сервер (x86-64)', 'orca1c-lic-server-korp', FIXED_COUNT_CATEGORY, {
    name: 'Лицензия на сервер КОРП',
    code: 'orca1C_LIC_SERVER_KORP',
    period: 'd',
    tariffs: [[LOWER_SET, 263.1]],
    min: 1,
    max: 1,
    usage: 1,
  }),
];

/** The catalogue into an empty database, and the cloud desk into any that lacks it; true when anything was seeded. */
export async function seedCatalogue(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('offer_desks').select('id').execute();
  const fresh = existing.length === 0;
  if (!fresh && existing.some((desk) => desk.id === CLOUD_DESK_ID)) return false;
  await db.transaction().execute(async (trx) => {
    if (fresh) {
      await trx.insertInto('offer_desks').values(DESKS).execute();
      await insertServices(trx, CATALOGUE, 0);
    }
    await trx.insertInto('offer_desks').values(CLOUD_DESK).execute();
    await insertServices(trx, CLOUD_CATALOGUE, CATALOGUE.length);
  });
  return true;
}

async function insertServices(trx: Db, services: ServiceSeed[], firstSort: number): Promise<void> {
  for (const [index, service] of services.entries()) {
    const { id: serviceId } = await trx
      .insertInto('services')
      .values({
        offer_desk_id: service.desk,
        name: service.name,
        resource_code: service.code,
        resource_category: service.category,
        group_code: service.group,
        client_server_only: service.clientServerOnly ?? false,
        partners_only: service.partnersOnly ?? false,
        requires_active_subscription: service.requiresActiveSubscription ?? false,
        sort: firstSort + index,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [kitSort, kit] of service.kits.entries()) {
      const { id: kitId } = await trx
        .insertInto('service_kits')
        .values({
          service_id: serviceId,
          name: kit.name,
          usage_mode: kit.demo ? 'DEMONSTRATION' : 'PRODUCTION',
          resource_code: kit.code,
          resource_category: service.category,
          expiration_period: kit.expiration ?? null,
          block_reason: kit.blockReason ?? null,
          sort: kitSort,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [optionSort, option] of kit.options.entries()) {
        const { id: optionId } = await trx
          .insertInto('service_options')
          .values({
            kit_id: kitId,
            name: option.name,
            resource_code: option.code,
            resource_category: option.category,
            min_usage_count: option.min ?? 0,
            max_usage_count: option.max ?? 99,
            usage_count: option.usage ?? 0,
            payment_period: option.period,
            edit_status: option.editStatus ?? 'EDITABLE',
            trial: option.trial !== undefined,
            trial_length: option.trial ? Number.parseInt(option.trial, 10) : null,
            trial_period: option.trial ? option.trial.slice(-1) : null,
            client_price_editable: option.clientPriceEditable ?? false,
            sort: optionSort,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const versions: Array<[string, number, number | null]> = option.tariffs
          ? option.tariffs.map(([from, price]) => [from, price, null])
          : [[PRICES_FROM, option.price, option.clientPrice]];
        await trx
          .insertInto('option_tariffs')
          .values(
            versions.map(([from, price, clientPrice]) => ({
              option_id: optionId,
              effective_from: from,
              price: rublesToKopecks(price),
              client_price: clientPrice === null ? null : rublesToKopecks(clientPrice),
            })),
          )
          .execute();
      }
    }
  }
}
