import { engagementCopy } from '@shared/ui-copy';
import { describe, expect, it } from 'vitest';
import { person } from './engagement-test-server';
import { audienceOf, namedList, shareSummary } from './share-summary';

const people = (n: number) => Array.from({ length: n }, (_, i) => person(`u${i}`, `P${i}`, 'Lee'));
const copy = engagementCopy.sharedWith;

describe('share summary', () => {
  it('names the audience by visibility type', () => {
    expect(audienceOf({ visibility: 'PUBLIC', groupId: null, pairingId: null })).toBe('public');
    expect(audienceOf({ visibility: 'ALL_OF_MY_RELATIONSHIPS', groupId: null, pairingId: null })).toBe('relationships');
    expect(audienceOf({ visibility: 'COLLABORATION_GROUP', groupId: 'g', pairingId: null })).toBe('group');
    expect(audienceOf({ visibility: 'SPECIFIC_PEOPLE', groupId: null, pairingId: null })).toBe('people');
    expect(shareSummary('public').label).toBe(copy.public);
    expect(shareSummary('relationships').label).toBe(copy.allRelationships);
    expect(shareSummary('group').label).toBe(copy.group);
  });

  it('names up to 2 specific people, then "and N others"', () => {
    expect(shareSummary('people', { results: people(1), count: 1 }).label).toBe('P0 Lee');
    expect(shareSummary('people', { results: people(2), count: 2 }).label).toBe('P0 Lee and P1 Lee');
    expect(shareSummary('people', { results: people(3), count: 3 }).label).toBe('P0 Lee, P1 Lee and 1 other');
    expect(shareSummary('people', { results: people(20), count: 25 }).label).toBe('P0 Lee, P1 Lee and 23 others');
  });

  it('lists up to 8 names then "and N others"', () => {
    expect(namedList(people(3), 3, 8)).toBe('P0 Lee, P1 Lee, P2 Lee');
    expect(namedList(people(20), 25, 8)).toBe(
      'P0 Lee, P1 Lee, P2 Lee, P3 Lee, P4 Lee, P5 Lee, P6 Lee, P7 Lee and 17 others',
    );
    expect(shareSummary('people', { results: people(9), count: 9 }).othersList).toBe(
      'P0 Lee, P1 Lee, P2 Lee, P3 Lee, P4 Lee, P5 Lee, P6 Lee, P7 Lee and 1 other',
    );
  });
});
