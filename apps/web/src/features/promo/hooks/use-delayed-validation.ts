/** Flags an invalid field 300 ms after the user stops typing (the spec's validation flag delay). */
import { VALIDATION_FLAG_DELAY_MS } from '@portal/domain';
import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormTrigger } from 'react-hook-form';

export function useDelayedValidation<T extends FieldValues>(trigger: UseFormTrigger<T>) {
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  return (field: Path<T>) => {
    const previous = timers.current.get(field);
    if (previous) clearTimeout(previous);
    timers.current.set(
      field,
      setTimeout(() => void trigger(field), VALIDATION_FLAG_DELAY_MS),
    );
  };
}
