// The page numbers to offer: the first, the last, and two either side of the current one, with
// null for a gap ('…').
export function pageNumbers(current: number, total: number): Array<number | null> {
  const wanted = new Set([1, total]);
  for (let page = current - 2; page <= current + 2; page += 1) if (page >= 1 && page <= total) wanted.add(page);
  const sorted = [...wanted].filter((page) => page >= 1).sort((a, b) => a - b);
  return sorted.flatMap((page, index) => {
    const previous = sorted[index - 1];
    if (previous === undefined || page === previous + 1) return [page];
    return page === previous + 2 ? [previous + 1, page] : [null, page];
  });
}
