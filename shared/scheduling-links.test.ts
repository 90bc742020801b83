import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { calendarLinkFor, schedulingLinkError } from './scheduling-links';

describe('calendarLinkFor (spec 2 §5)', () => {
  it('adds https:// to a link without a scheme and keeps one that has it', () => {
    expect(calendarLinkFor('cal.example.org/ada', 'ada@example.test')).toBe('https://cal.example.org/ada');
    expect(calendarLinkFor('  http://cal.example.org/ada ', '')).toBe('http://cal.example.org/ada');
    expect(calendarLinkFor('HTTPS://cal.example.org/x', 'a@b.co')).toBe('https://cal.example.org/x');
  });

  it('appends the e-mail for known scheduling hosts and their subdomains only', () => {
    expect(calendarLinkFor('calendly.com/ada', 'ada@example.test')).toBe(
      'https://calendly.com/ada?email=ada%40example.test',
    );
    expect(calendarLinkFor('https://www.calendly.com/ada?month=2026-12', 'a+b@x.io')).toBe(
      'https://www.calendly.com/ada?month=2026-12&email=a%2Bb%40x.io',
    );
    expect(calendarLinkFor('notcalendly.com/ada', 'ada@example.test')).toBe('https://notcalendly.com/ada');
    expect(calendarLinkFor('cal.com/ada/intro', 'ada@example.test')).toBe(
      'https://cal.com/ada/intro?email=ada%40example.test',
    );
    expect(calendarLinkFor('savvycal.com/ada/chat', 'a@b.co')).toBe('https://savvycal.com/ada/chat?email=a%40b.co');
    expect(calendarLinkFor('local.com/ada', 'a@b.co')).toBe('https://local.com/ada');
  });

  it('keeps an e-mail the link already carries, and adds none without one', () => {
    expect(calendarLinkFor('calendly.com/ada?email=x%40y.z', 'ada@example.test')).toBe(
      'https://calendly.com/ada?email=x%40y.z',
    );
    expect(calendarLinkFor('calendly.com/ada', '')).toBe('https://calendly.com/ada');
  });
});

describe('schedulingLinkError (spec 1 §5)', () => {
  it("accepts a valid URL with or without its scheme, else answers the kind's message", () => {
    expect(schedulingLinkError('schedule', 'calendly.com/ada')).toBeNull();
    expect(schedulingLinkError('meeting', 'https://meet.example.com/ada')).toBeNull();
    for (const bad of ['', '   ', 'not a link', 'javascript:alert(1)', 'ftp://x.example.com']) {
      expect(schedulingLinkError('schedule', bad)).toBe(messages.profile.schedulerLinkRequired);
      expect(schedulingLinkError('meeting', bad)).toBe(messages.profile.meetingLinkRequired);
    }
    expect(messages.profile.meetingLinkRequired).toBe('Add your meeting link, or click cancel.');
    expect(messages.profile.schedulerLinkRequired).toBe('Add your scheduler link, or click cancel.');
  });
});
