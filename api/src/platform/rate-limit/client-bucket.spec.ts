import { clientBucket } from './client-bucket.js';

describe('clientBucket', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:aa:bb::1', '2001:db8:aa:bb::/64'],
    ['2001:0DB8:00AA:00BB:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:198.51.100.40', '198.51.100.40'],
    ['::ffff:c633:6428', '198.51.100.40'],
    ['64:ff9b::198.51.100.40', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
  ])('counts %s as %s', (address, bucket) => {
    expect(clientBucket(address)).toBe(bucket);
  });
});
