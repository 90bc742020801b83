import { describe, expect, it } from 'vitest';
import { TypingThrottle } from './typing-throttle';

describe('TypingThrottle', () => {
  it('lets one event per window through for a key, and a stop right after a start', () => {
    const throttle = new TypingThrottle(2000);
    expect(throttle.admit('ada|pair:1', true, 0)).toBe(true);
    expect(throttle.admit('ada|pair:1', true, 1999)).toBe(false);
    expect(throttle.admit('bob|pair:1', true, 1000)).toBe(true);
    expect(throttle.admit('ada|pair:1', false, 1500)).toBe(true);
    expect(throttle.admit('ada|pair:1', false, 1600)).toBe(false);
    expect(throttle.admit('ada|pair:1', true, 1700)).toBe(false);
    expect(throttle.admit('ada|pair:1', true, 3500)).toBe(true);
  });

  it('forgets keys once their window has passed', () => {
    const throttle = new TypingThrottle(2000);
    for (let i = 0; i < 100; i++) throttle.admit(`user${i}|group:1`, true, 0);
    expect(throttle.size).toBe(100);
    throttle.admit('late|group:1', true, 5000);
    expect(throttle.size).toBe(1);
  });
});
