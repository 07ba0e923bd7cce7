import { describe, expect, it } from 'vitest';
import { DeviceRateLimiter, SUSTAINED_OVER_RATE_MS } from './device-rate';

describe('device message rate', () => {
  it('lets a one-second burst through, then paces each device on its own', () => {
    const limiter = new DeviceRateLimiter(10);
    const waits = Array.from({ length: 12 }, () => limiter.take('a', 1_000));
    expect(waits.slice(0, 10)).toEqual(Array(10).fill(0));
    expect(waits.slice(10)).toEqual([100, 200]);
    expect(limiter.take('b', 1_000)).toBe(0);
  });

  it('refuses over the rate without taking (HTTP), and answers when to retry', () => {
    const limiter = new DeviceRateLimiter(2);
    expect([limiter.tryTake('a', 0), limiter.tryTake('a', 0)]).toEqual([0, 0]);
    expect(limiter.tryTake('a', 0)).toBe(500);
    expect(limiter.tryTake('a', 250)).toBe(250);
    expect(limiter.tryTake('a', 500)).toBe(0);
  });

  it('holds a per-minute rate with a burst of one minute (AI event uploads)', () => {
    const limiter = new DeviceRateLimiter(3, 60_000);
    expect([0, 1, 2].map(() => limiter.tryTake('a', 0))).toEqual([0, 0, 0]);
    expect(limiter.tryTake('a', 1_000)).toBe(19_000);
    expect(limiter.tryTake('b', 1_000)).toBe(0);
    expect(limiter.tryTake('a', 20_000)).toBe(0);
    expect(limiter.tryTake('a', 20_000)).toBe(20_000);
  });

  it('tells a device over its rate for a sustained minute, not one that paused', () => {
    // A device that wants ten a second and sends each message once the reader lets it (back-pressure).
    const drive = (limiter: DeviceRateLimiter, from: number, to: number) => {
      for (let now = from; now <= to; ) now += Math.max(100, limiter.take('d', now));
    };
    const end = SUSTAINED_OVER_RATE_MS + 2_000;
    const limiter = new DeviceRateLimiter(5);
    drive(limiter, 0, end);
    expect(limiter.sustainedOver('d', end)).toBe(true);
    const paused = new DeviceRateLimiter(5);
    drive(paused, 0, 30_000);
    drive(paused, 40_000, end);
    expect(paused.sustainedOver('d', end)).toBe(false);
    expect(limiter.takeCounts().devicesOver).toBe(1);
  });
});
