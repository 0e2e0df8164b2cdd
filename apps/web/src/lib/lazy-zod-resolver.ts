/**
 * A form resolver that loads zod, its Russian messages and the form's schema on the first validation (the first
 * blur, the delayed check or the submit), not with the page: zod is about 25 KB gzip that a page shows nothing of.
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<ZodType>): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod'), import('./zod-messages')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<T>,
    );
    return (await loading)(values, context, options);
  };
}
