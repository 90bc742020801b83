import { describe, expect, it } from 'vitest';
import { answerKindOf, answerPhrase, holdsKind } from './answer-kind';
import { phraseRelatives } from './lexicon';
import { analyse } from './nlp';
import { daysOf } from './weekdays';

const days = (text: string) => [...daysOf(analyse(text))].sort();

describe('weekdays a text names', () => {
  it('spells out ranges and the words for several days', () => {
    expect(days('Monday to Thursday: 8am to 8pm')).toEqual(['monday', 'thursday', 'tuesday', 'wednesday']);
    expect(days('Open Mon-Fri')).toEqual(['friday', 'monday', 'thursday', 'tuesday', 'wednesday']);
    expect(days('Closed at weekends')).toEqual(['saturday', 'sunday']);
    expect(days('What are your hours on a Tuesday?')).toEqual(['tuesday']);
  });

  it('does not read a short word as a day outside a range', () => {
    expect(days('The sun was out and we sat in the garden')).toEqual([]);
  });
});

describe('what a question asks for', () => {
  it.each([
    ['How long has the clinic been around?', 'year'],
    ['What year did you open?', 'year'],
    ['How early should I get there?', 'duration'],
    ['How do I claim the cost back from my insurer?', 'procedure'],
    ["What's the price of a drop-in class?", 'amount'],
    ['I hurt my shoulder, who should I see?', 'person'],
    ['Which physio is best for back pain?', 'person'],
    ['Which building are you in?', 'place'],
    ['What are your hours on a Tuesday?', 'time'],
  ])('%s → %s', (question, kind) => {
    expect(answerKindOf(question)).toBe(kind);
  });

  it('takes a person to be someone named, or a role the sentence is about', () => {
    const holds = (s: string) => holdsKind('person', s, analyse(s));
    expect(holds('Ciara Moran manages the clinic.')).toBe(true);
    expect(holds('Clients own the full copyright once the balance is paid.')).toBe(true);
    expect(holds('Your physiotherapist will set up a programme for you in the PhysiApp app.')).toBe(false);
  });

  it('states a year and a street address first', () => {
    const founded = 'Harbourside Physiotherapy was founded in 2014 by Niamh Brennan.';
    expect(answerPhrase('year', founded, analyse(founded))).toBe('2014');
    const address = 'You will find us at 14 Dock Road, Galway, H91 E2K7, a short walk from the centre.';
    expect(answerPhrase('address', address, analyse(address))).toBe('14 Dock Road');
  });
});

describe('phrases customers and businesses write for the same thing', () => {
  it('finds the phrase in the question and the phrases a business may use instead', () => {
    expect(phraseRelatives('Are you open on bank holidays?')).toEqual([
      { words: ['bank', 'holiday'], alternatives: ['public holiday'] },
    ]);
    expect(phraseRelatives('Do you do house calls?')[0]?.alternatives).toContain('home visit');
    expect(phraseRelatives('What are your prices?')).toEqual([]);
  });
});
