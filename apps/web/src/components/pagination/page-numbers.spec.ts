import { describe, expect, it } from '@jest/globals';
import { pageNumbers } from './page-numbers';

describe(pageNumbers.name, () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 9, [1, 2, 3, null, 9]],
    [5, 9, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [10, 20, [1, null, 8, 9, 10, 11, 12, null, 20]],
    [20, 20, [1, null, 18, 19, 20]],
  ])('on page %d of %d offers %j', (current, total, expected) => {
    expect(pageNumbers(current, total)).toEqual(expected);
  });
});
