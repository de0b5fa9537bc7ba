import { lazy, Suspense, type ComponentProps } from 'react';

// The add/edit form of the profile's sections loads when it opens, not with the profile (docs/web.md, Bundle).
const Form = lazy(() => import('./ItemFormDialog').then((m) => ({ default: m.ItemFormDialog })));

export function ItemFormDialog(props: ComponentProps<typeof Form>) {
  return (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
}
