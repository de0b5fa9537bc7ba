// A list's place in the URL (?status=&page=), so a reload or Back keeps it.

// A page number from the URL: a whole number from 1 to `max`; anything else is page 1.
export function pageParam(text: string | null, max: number): number {
  if (text === null || !/^\d+$/.test(text) || text.length > String(max).length) return 1;
  const page = Number(text);
  return page >= 1 && page <= max ? page : 1;
}

// How many pages `total` items fill, at least one and at most the API's last page.
export function pageCount(total: number, pageSize: number, max: number): number {
  return Math.min(max, Math.max(1, Math.ceil(total / pageSize)));
}

export interface StatusLocation<S extends string> {
  status: S;
  page: number;
}

// Reading and writing a queue's status and page (`first` and page 1 are the defaults, left out of the URL, which is
// written in one fixed order).
export function statusLocation<S extends string>(statuses: readonly S[], first: S, pageMax: number) {
  const read = (params: URLSearchParams): StatusLocation<S> => {
    const status = statuses.find((each) => each === params.get('status'));
    return { status: status ?? first, page: pageParam(params.get('page'), pageMax) };
  };
  const write = ({ status, page }: StatusLocation<S>): URLSearchParams => {
    const params = new URLSearchParams();
    if (status !== first) params.set('status', status);
    if (page > 1) params.set('page', String(page));
    return params;
  };
  return { read, write };
}
