/** One restartable timer per field: the field is checked once the user has paused for the whole delay. */

export type FieldTimers = { schedule: (field: string) => void; cancelAll: () => void };

export function createFieldTimers(run: (field: string) => void, delayMs: number): FieldTimers {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  return {
    schedule(field) {
      const previous = timers.get(field);
      if (previous !== undefined) clearTimeout(previous);
      timers.set(
        field,
        setTimeout(() => {
          timers.delete(field);
          run(field);
        }, delayMs),
      );
    },
    cancelAll() {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
    },
  };
}
