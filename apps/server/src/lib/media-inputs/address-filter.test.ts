import { describe, expect, it } from 'vitest';
import { isRefusedAddress } from './address-filter';

describe('the address filter (issue 48)', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fd00::1',
    'fe80::1',
    'ff02::1',
    // IPv4-compatible (::/96): how `[::127.0.0.1]` reaches the filter once a URL is parsed.
    '::7f00:1',
    '::a00:1',
    '::c0a8:1',
    '::a9fe:a9fe',
    // IPv4-mapped, NAT64 (well-known and local-use), 6to4, Teredo.
    '::ffff:127.0.0.1',
    '::ffff:a00:1',
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::a00:1',
    '2002:7f00:1::1',
    '2002:c0a8:101::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001:0:7f00:1::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '2606:4700:4700::1111',
    '2a00:1450:4001:82a::200e',
    '::808:808',
  ])('lets %s through', (address) => {
    expect(isRefusedAddress(address)).toBe(false);
  });
});
