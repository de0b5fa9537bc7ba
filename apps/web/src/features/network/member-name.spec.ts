import { describe, expect, it } from '@jest/globals';
import { memberName } from './member-name';

describe(memberName.name, () => {
  it.each([
    [{ name: 'Bob Okafor', username: 'bob_okafor_egpv2' }, 'Bob Okafor'],
    [{ name: '  ', username: 'bob_okafor_egpv2' }, 'bob_okafor_egpv2'],
    [{ name: null, username: 'bob_okafor_egpv2' }, 'bob_okafor_egpv2'],
  ])('names %o as %s', (member, shown) => {
    expect(memberName(member)).toBe(shown);
  });
});
