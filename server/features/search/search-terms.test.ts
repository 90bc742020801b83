import { describe, expect, it } from 'vitest';
import { parseSearchTerm } from './search-terms';

describe('parseSearchTerm', () => {
  it('keeps words, drops every query operator character', () => {
    expect(parseSearchTerm('  ada  lov ')).toMatchObject({ kind: 'words', folded: ['ada', 'lov'], phrase: 'ada lov' });
    expect(parseSearchTerm('"ada" OR lov*')).toMatchObject({ folded: ['ada', 'or', 'lov'] });
    expect(parseSearchTerm('NEAR(ada, -bob) a:b')).toMatchObject({ folded: ['near', 'ada', 'bob', 'a', 'b'] });
    expect(parseSearchTerm("o'brien")).toMatchObject({ folded: ['o', 'brien'] });
  });

  it('folds case and width but keeps letters of every script', () => {
    expect(parseSearchTerm('Zoë ÅSA 日本')).toMatchObject({
      words: ['Zoë', 'ÅSA', '日本'],
      folded: ['zoë', 'åsa', '日本'],
    });
    expect(parseSearchTerm('ＡＤＡ')).toMatchObject({ folded: ['ada'] });
  });

  it('tells empty input from input without a word', () => {
    expect(parseSearchTerm('   ')).toEqual({ kind: 'empty' });
    expect(parseSearchTerm('"*" -:() 🙂')).toEqual({ kind: 'nothing' });
    expect(parseSearchTerm('\u0301 \u200d')).toEqual({ kind: 'nothing' });
  });

  it('reads an e-mail address as one exact address', () => {
    expect(parseSearchTerm(' Ada.L+x@Example.TEST ')).toEqual({ kind: 'email', email: 'ada.l+x@example.test' });
    expect(parseSearchTerm('ada@')).toMatchObject({ kind: 'words', folded: ['ada'] });
  });

  it('bounds the number and length of words, without repeats', () => {
    const many = parseSearchTerm('a b c d e f g h i j k a');
    expect(many.kind === 'words' && many.folded).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    const long = parseSearchTerm('x'.repeat(150));
    expect(long.kind === 'words' && long.folded[0]?.length).toBe(64);
  });
});
