import { useSearchParams } from 'react-router-dom';

// A page's place (tab, filters, page number) kept in the URL: read from it, and a way to go to another. `go` compares
// with the URL as it is now (not at the last render) and drops a change that changes nothing (a tab reports its
// choice on mousedown and again on focus).
export function useUrlLocation<L>(read: (params: URLSearchParams) => L, write: (location: L) => URLSearchParams) {
  const [params, setParams] = useSearchParams();
  const go = (next: L) => {
    const current = write(read(new URLSearchParams(window.location.search))).toString();
    const target = write(next);
    if (target.toString() !== current) setParams(target);
  };
  return [read(params), go] as const;
}
