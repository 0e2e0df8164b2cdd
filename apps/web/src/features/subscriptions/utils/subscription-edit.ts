/**
 * The client card's edit-subscription dialog (document 1 §2 Client area, §5 Option counters, §9 Default disk): the
 * disk quota in GB (the kit's default plus the extra 10 GB units), the workplaces, and a deletion date from today; what they turn into — target counts for a change,
 * and the days of a planned deletion — and the problems of a form.
 */
import {
  DELETION_DAYS_MAX,
  DISK_10GB_CODE,
  DISK_QUOTA_MESSAGES,
  diskQuotaGb,
  diskUnitsOf,
  OLD_DISK_CODES,
  ORDER_MESSAGES,
  type SubscriptionDetail,
  type SubscriptionEditForm,
  type SubscriptionOption,
} from '@portal/domain';
import { isSeatOption } from './option-change';

export const EDIT_MESSAGES = {
  deletionDate: `Дата удаления — от сегодняшнего дня до ${DELETION_DAYS_MAX} дней вперед`,
} as const;

type EditDetail = Pick<
  SubscriptionDetail,
  'resourceCategory' | 'serviceOptions' | 'isDirectSubscription' | 'expirationDate' | 'includedDiskGb'
>;

/** The options the dialog edits: the 10 GB disk, the kit's seats, and whether an old disk type is in use. */
export function editedOptions(detail: EditDetail): { disk?: SubscriptionOption; seats?: SubscriptionOption; oldDisk: boolean } {
  return {
    disk: detail.serviceOptions.find((option) => option.resourceCode === DISK_10GB_CODE),
    seats: detail.serviceOptions.find((option) => isSeatOption(detail, option)),
    oldDisk: detail.serviceOptions.some((option) => OLD_DISK_CODES.includes(option.resourceCode) && option.usageCount > 0),
  };
}

/** A day as the date input writes it (yyyy-MM-dd), in the browser's time zone. */
export function dateInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole days from today to a yyyy-MM-dd date. */
export function daysFromToday(value: string, today: Date): number {
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((Date.UTC(year, month - 1, day) - start) / 86_400_000);
}

export function editDefaults(detail: EditDetail): SubscriptionEditForm {
  const { disk, seats } = editedOptions(detail);
  return {
    diskQuotaGb: diskQuotaGb(detail.includedDiskGb, disk?.usageCount ?? 0),
    workplaces: seats?.usageCount ?? 0,
    deletionDate: detail.expirationDate ? dateInputValue(new Date(detail.expirationDate)) : '',
  };
}

export type EditProblem = { field: keyof SubscriptionEditForm; message: string };

export function editProblems(detail: EditDetail, form: SubscriptionEditForm, today: Date): EditProblem[] {
  const problems: EditProblem[] = [];
  const { disk, seats } = editedOptions(detail);
  if (disk) {
    const [min, max] = [diskQuotaGb(detail.includedDiskGb, disk.minUsageCount), diskQuotaGb(detail.includedDiskGb, disk.maxUsageCount)];
    if (diskUnitsOf(detail.includedDiskGb, form.diskQuotaGb) === null && form.diskQuotaGb >= detail.includedDiskGb)
      problems.push({ field: 'diskQuotaGb', message: DISK_QUOTA_MESSAGES.steps(detail.includedDiskGb) });
    else if (form.diskQuotaGb < min || form.diskQuotaGb > max)
      problems.push({ field: 'diskQuotaGb', message: ORDER_MESSAGES.countOutOfRange(min, max) });
  }
  if (seats && (form.workplaces < seats.minUsageCount || form.workplaces > seats.maxUsageCount)) {
    problems.push({ field: 'workplaces', message: ORDER_MESSAGES.countOutOfRange(seats.minUsageCount, seats.maxUsageCount) });
  }
  if (form.deletionDate) {
    const days = daysFromToday(form.deletionDate, today);
    if (!(days >= 0 && days <= DELETION_DAYS_MAX)) problems.push({ field: 'deletionDate', message: EDIT_MESSAGES.deletionDate });
  }
  return problems;
}

/** The counts the form asks for that differ from the active ones (a direct subscription keeps its seats). */
export function editTargets(detail: EditDetail, form: SubscriptionEditForm): Map<string, number> {
  const { disk, seats, oldDisk } = editedOptions(detail);
  const targets = new Map<string, number>();
  const diskUnits = diskUnitsOf(detail.includedDiskGb, form.diskQuotaGb);
  if (disk && !oldDisk && diskUnits !== null && diskUnits !== disk.usageCount) targets.set(disk.serviceOptionId, diskUnits);
  if (seats && !detail.isDirectSubscription && form.workplaces !== seats.usageCount) targets.set(seats.serviceOptionId, form.workplaces);
  return targets;
}

/** What the date asks of the deletion: nothing, plan (or move) it in some days, delete at once (0), or cancel it. */
export function editDeletion(detail: EditDetail, form: SubscriptionEditForm, today: Date): { delayDays: number } | 'cancel' | null {
  const before = editDefaults(detail).deletionDate ?? '';
  const after = form.deletionDate ?? '';
  if (after === before) return null;
  if (!after) return 'cancel';
  return { delayDays: daysFromToday(after, today) };
}
