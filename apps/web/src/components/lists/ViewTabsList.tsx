import { TabsList, TabsTrigger } from '@/components/ui/tabs';

// A list page's views ('All Jobs', 'My Jobs', 'Saved'): two to a row on a phone, in one line from sm up.
export function ViewTabsList<V extends string>({ views, labels }: { views: readonly V[]; labels: Record<V, string> }) {
  return (
    <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:h-10 sm:w-auto">
      {views.map((value) => (
        <TabsTrigger key={value} value={value} className="h-8 sm:h-full">
          {labels[value]}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
