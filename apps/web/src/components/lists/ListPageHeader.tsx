import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { OfflineBanner } from '@/components/layout/OfflineBanner';
import { PageHeader } from '@/components/layout/PageHeader';

type ListPageHeaderProps = ComponentProps<typeof PageHeader> & {
  // The browser tab's title ('Jobs · Stave').
  documentTitle: string;
  // What the page shows: fetched again when the connection comes back.
  queryKey: QueryKey;
};

// A list page's top: the tab's title, the header, and the offline banner.
export function ListPageHeader({ documentTitle, queryKey, ...header }: ListPageHeaderProps) {
  const queryClient = useQueryClient();
  return (
    <>
      <title>{documentTitle}</title>
      <PageHeader {...header} />
      <OfflineBanner onReconnect={() => void queryClient.invalidateQueries({ queryKey })} />
    </>
  );
}
