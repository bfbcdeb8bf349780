import { addressKey } from './address-key';

describe('addressKey', () => {
  it('keys every address of one IPv6 /64 alike, and another /64 apart', () => {
    const keys = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:abcd::9', '2001:DB8:1:2:0:0:0:7'].map((a) => addressKey(a));
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2:0:0:0:0/64']));
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3:0:0:0:0/64');
    expect(addressKey('::1')).toBe('0:0:0:0:0:0:0:0/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0:0:0:0:0/64');
  });

  it('takes another prefix length, including one inside a group', () => {
    expect(addressKey('2001:db8:1:2::1', 48)).toBe('2001:db8:1:0:0:0:0:0/48');
    expect(addressKey('2001:db8:1:2::1', 56)).toBe('2001:db8:1:0:0:0:0:0/56');
    expect(addressKey('2001:db8:1:2ff::1', 56)).toBe('2001:db8:1:200:0:0:0:0/56');
    expect(addressKey('2001:db8:1:2::1', 128)).toBe('2001:db8:1:2:0:0:0:1/128');
  });

  it('keeps IPv4 addresses and reads IPv4-mapped IPv6 ones as IPv4', () => {
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::ffff:c000:201')).toBe('192.0.2.1');
    // Spellings the quick path for `::ffff:a.b.c.d` leaves to the general parse: the same key.
    expect(addressKey('::FFFF:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::ffff:192.0.2.1%eth0')).toBe('192.0.2.1');
    expect(addressKey('0:0:0:0:0:ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::ffff:192.0.2.256')).toBe('::ffff:192.0.2.256');
  });

  it('returns anything that is not an IPv6 address as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('2b0c6a64-6a4c-4b8e-9c1e-3f3b8f0b1a2c')).toBe('2b0c6a64-6a4c-4b8e-9c1e-3f3b8f0b1a2c');
  });
});
