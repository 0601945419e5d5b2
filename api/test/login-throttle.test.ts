import { addressKey } from '../src/auth/login-throttle';

it('a client address budget is the IPv4 address, or the /64 of an IPv6 address however it is written', () => {
  expect(addressKey('10.0.0.1')).toBe('10.0.0.1');
  expect(addressKey('::ffff:10.0.0.1')).toBe('10.0.0.1');
  expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
  expect(addressKey('2001:0DB8:0001:0002:ffff:0:0:1')).toBe('2001:db8:1:2::/64');
  expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(addressKey('::1')).toBe('0:0:0:0::/64');
  expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
});
