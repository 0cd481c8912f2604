import { describe, expect, it } from 'vitest'
import { computeCoverage, describeId, leadingIds } from '../../scripts/rules-coverage'

describe('rules coverage', () => {
  it('reads every leading rule ID of a test title and only leading ones', () => {
    expect(leadingIds('C-ACT-9 C-ACT-13 cost floor at 0 (see C-ACT-14)', 'C')).toEqual(['C-ACT-9', 'C-ACT-13'])
    expect(leadingIds('C-EX-7, C-ITEM-18: capped', 'C')).toEqual(['C-EX-7', 'C-ITEM-18'])
    expect(leadingIds('pairs halves (C-ACT-23)', 'C')).toEqual([])
    expect(leadingIds('C-ACT-230x', 'C')).toEqual([])
  })

  it('reads the ID shapes of the Island and Saga specs: scenario areas, lettered clarifications, 2P', () => {
    expect(leadingIds('I-SCEN1-03 I-EVENT-C06 storm damage', 'I')).toEqual(['I-SCEN1-03', 'I-EVENT-C06'])
    expect(leadingIds('I-ACT-ADV10, I-2P-04: two players', 'I')).toEqual(['I-ACT-ADV10', 'I-2P-04'])
    expect(leadingIds('I-EX-07 weather', 'I')).toEqual(['I-EX-07'])
    expect(leadingIds('I-SCEN-1 nothing after the number', 'I')).toEqual(['I-SCEN-1'])
    expect(leadingIds('S-POLY-03 rotations', 'S')).toEqual(['S-POLY-03'])
    expect(describeId('I-MYSTERY-C12 a trap', 'I')).toBe('I-MYSTERY-C12')
    expect(leadingIds('I-ACT-ADVx', 'I')).toEqual([])
  })

  it('an ID is covered, not applicable, todo, or missing; stale todo and unknown IDs are problems', () => {
    const cov = computeCoverage(
      ['C-A-1', 'C-A-2', 'C-A-3', 'C-A-4'],
      [
        { title: 'C-A-1 works', file: 'a.spec.ts' },
        { title: 'C-A-3 also', file: 'b.spec.ts' },
        { title: 'C-Z-9 unknown', file: 'c.spec.ts' },
        { title: 'C-Q-1 a decision', file: 'd.spec.ts' },
      ],
      'C',
      { 'C-A-2': 'physical only' },
      ['C-A-3'],
      ['C-Q-1'],
    )
    expect([...cov.covered.keys()].sort()).toEqual(['C-A-1', 'C-A-3', 'C-Q-1'])
    expect(cov.missing).toEqual(['C-A-4'])
    expect(cov.staleTodo).toEqual(['C-A-3'])
    expect(cov.testsNamingUnknownIds).toEqual(['C-Z-9 in "C-Z-9 unknown"'])
    expect(cov.unknownInLists).toEqual([])
    expect(cov.coveredButNotApplicable).toEqual([])
    const both = computeCoverage(['C-A-1'], [{ title: 'C-A-1 x', file: 'a' }], 'C', { 'C-A-1': 'physical' }, [])
    expect(both.coveredButNotApplicable).toEqual(['C-A-1'])
  })

  it('a test naming more than three IDs covers none of them and is reported; three still cover', () => {
    const cov = computeCoverage(
      ['C-A-1', 'C-A-2', 'C-A-3', 'C-A-4', 'C-B-1', 'C-B-2', 'C-B-3'],
      [
        { title: 'C-A-1 C-A-2 C-A-3 C-A-4 everything at once', file: 'a.spec.ts' },
        { title: 'C-B-1 C-B-2 C-B-3 three rules', file: 'b.spec.ts' },
      ],
      'C', {}, [],
    )
    expect([...cov.covered.keys()].sort()).toEqual(['C-B-1', 'C-B-2', 'C-B-3'])
    expect(cov.missing).toEqual(['C-A-1', 'C-A-2', 'C-A-3', 'C-A-4'])
    expect(cov.overloadedTests).toEqual(['"C-A-1 C-A-2 C-A-3 C-A-4 everything at once" (a.spec.ts) names 4 rule IDs'])
  })

  it('a describe block named for one ID covers it through its tests; a block naming several or a range does not', () => {
    expect(describeId('C-CARD-22 advanced skills', 'C')).toBe('C-CARD-22')
    expect(describeId('C-CARD-22: advanced skills', 'C')).toBe('C-CARD-22')
    expect(describeId('C-CARD-22 C-CARD-23 advanced skills', 'C')).toBeNull()
    expect(describeId('C-EXPLORE-24…28 not enough room', 'C')).toBeNull()
    expect(describeId('C-DECK the Action Deck', 'C')).toBeNull()
    const cov = computeCoverage(
      ['C-A-1', 'C-A-2', 'C-A-3'],
      [
        { title: 'buys a card', suites: ['C-A-1 purchases'], file: 'a.spec.ts' },
        { title: 'works', suites: ['C-A-2 C-A-3 both'], file: 'b.spec.ts' },
      ],
      'C', {}, [],
    )
    expect([...cov.covered.keys()]).toEqual(['C-A-1'])
    expect(cov.missing).toEqual(['C-A-2', 'C-A-3'])
  })
})
