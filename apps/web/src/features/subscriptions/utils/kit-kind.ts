/** Which kind of kit a subscription runs, for the paid tab's kit icon: a free demo, a client-server or a file base, or another product. */
import type { Subscription } from '@portal/domain';

export type KitKind = 'demo' | 'clientServer' | 'file' | 'other';

export function kitKind({ usageMode, serviceKitName }: Pick<Subscription, 'usageMode' | 'serviceKitName'>): KitKind {
  if (usageMode === 'DEMONSTRATION') return 'demo';
  const name = serviceKitName.toLowerCase();
  // 'Клиент-серверный' before 'файл': a kit name never holds both, but the check order keeps the rule obvious.
  if (name.includes('клиент-сервер')) return 'clientServer';
  if (name.includes('файл')) return 'file';
  return 'other';
}
