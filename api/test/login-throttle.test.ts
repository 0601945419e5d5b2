import { addressKey, DEFAULT_LOGIN_LIMITS, delayOf } from '../src/auth/login-throttle';

it('a client address budget is the IPv4 address, or the /64 of an IPv6 address however it is written', () => {
  expect(addressKey('10.0.0.1')).toBe('10.0.0.1');
  expect(addressKey('::ffff:10.0.0.1')).toBe('10.0.0.1');
  expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
  expect(addressKey('2001:0DB8:0001:0002:ffff:0:0:1')).toBe('2001:db8:1:2::/64');
  expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(addressKey('::1')).toBe('0:0:0:0::/64');
  expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
});

it('a budget asks for no wait within its free failures, then 30 s after the latest failure, doubled with each further one, at most 15 minutes', () => {
  const at = 1_000_000;
  const wait = (count: number) =>
    delayOf({ count, oldest: at - 1000, latest: at }, DEFAULT_LOGIN_LIMITS.perPair, DEFAULT_LOGIN_LIMITS, at) / 1000;
  expect([4, 5, 6, 7, 8, 9, 10, 11, 40].map(wait)).toEqual([0, 30, 60, 120, 240, 480, 900, 900, 900]);
  // the wait counts from the latest failure
  expect(delayOf({ count: 5, oldest: at, latest: at }, 5, DEFAULT_LOGIN_LIMITS, at + 10_000)).toBe(20_000);
  expect(delayOf({ count: 5, oldest: at, latest: at }, 5, DEFAULT_LOGIN_LIMITS, at + 31_000)).toBe(0);
});
