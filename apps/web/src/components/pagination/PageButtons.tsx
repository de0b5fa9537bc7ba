import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pageNumbers } from './page-numbers';

// Numbered page buttons when there is more than one page.
export function PageButtons({ page, totalPages, onPage, label }: { page: number; totalPages: number; onPage: (page: number) => void; label: string }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1.5" data-testid="page-buttons">
      <Button variant="outline" size="icon-sm" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label="Previous page">
        <ChevronLeft aria-hidden="true" />
      </Button>
      {pageNumbers(page, totalPages).map((number, index) =>
        number === null ? (
          <span key={`gap-${index}`} className="px-1 text-sm text-muted-foreground" aria-hidden="true">
            …
          </span>
        ) : (
          <Button
            key={number}
            variant={number === page ? 'default' : 'outline'}
            size="icon-sm"
            onClick={() => onPage(number)}
            aria-label={`Page ${number}`}
            aria-current={number === page ? 'page' : undefined}
          >
            {number}
          </Button>
        ),
      )}
      <Button variant="outline" size="icon-sm" onClick={() => onPage(page + 1)} disabled={page >= totalPages} aria-label="Next page">
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
