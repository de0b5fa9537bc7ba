import type { ReactNode } from 'react';

// One titled part of a long form dialog (a fieldset with its legend), two columns from sm.
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-4 border-t pt-5 sm:grid-cols-2 [&>*]:content-start">
      <legend className="float-left mb-1 w-full text-sm font-semibold text-foreground sm:col-span-2">{title}</legend>
      {children}
    </fieldset>
  );
}
