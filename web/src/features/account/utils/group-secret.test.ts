// Grouping the authenticator key for reading and typing.
import { describe, expect, it } from 'vitest';
import { groupSecret } from './group-secret';

describe('groupSecret', () => {
  it('splits the key into groups of four, the last one shorter', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
  });

  it('ignores spaces already in the key', () => {
    expect(groupSecret('JBSW Y3DP')).toBe('JBSW Y3DP');
  });
});
