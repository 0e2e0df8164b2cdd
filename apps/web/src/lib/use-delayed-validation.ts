/** Flags an invalid field 300 ms after the user stops typing or leaves it (the spec's validation flag delay). */
import { VALIDATION_FLAG_DELAY_MS } from '@portal/domain';
import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormTrigger } from 'react-hook-form';
import { createFieldTimers, type FieldTimers } from './field-timers';

export function useDelayedValidation<T extends FieldValues>(trigger: UseFormTrigger<T>): (field: Path<T>) => void {
  const triggerRef = useRef(trigger);
  const timersRef = useRef<FieldTimers | null>(null);
  useEffect(() => {
    triggerRef.current = trigger;
  }, [trigger]);
  useEffect(() => () => timersRef.current?.cancelAll(), []);
  return (field) => {
    // Created lazily so the timers outlive re-renders without a ref read during render.
    timersRef.current ??= createFieldTimers((name) => void triggerRef.current(name as Path<T>), VALIDATION_FLAG_DELAY_MS);
    timersRef.current.schedule(field);
  };
}
