import { describe, expect, it } from 'vitest';
import { isOddHostNotation, isPublicAddress, rawHostOf } from './address-policy';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.255',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '240.0.0.1',
    '192.0.0.170',
    '192.0.2.1',
    '198.18.0.1',
    '168.63.129.16',
    '100.100.100.200',
    '::',
    '::1',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    '2001:db8::1',
    '[::1]',
    'not-an-ip',
    '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '[2a00:1450:4001::200e]',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('isOddHostNotation', () => {
  it.each([
    '2130706433',
    '0x7f000001',
    '0x7f.1',
    '0177.0.0.1',
    '127.1',
    '127.0.1',
    '017700000001',
    '1.2.3.0x4',
    '8.8.8.08',
    '0x7f.0.0.1',
  ])('flags %s', (host) => {
    expect(isOddHostNotation(host)).toBe(true);
  });

  it.each(['127.0.0.1', '8.8.8.8', 'example.com', 'img.example.com', 'cdn1.example', '[::1]', '1e100.net'])(
    'accepts %s',
    (host) => {
      expect(isOddHostNotation(host)).toBe(false);
    },
  );
});

describe('rawHostOf', () => {
  it('returns the host as written, before URL normalisation', () => {
    expect(rawHostOf('http://0x7f.1:8080/a.png')).toBe('0x7f.1');
    expect(rawHostOf('https://user:pw@2130706433/x')).toBe('2130706433');
    expect(rawHostOf('http://[::ffff:127.0.0.1]:80/')).toBe('[::ffff:127.0.0.1]');
    expect(rawHostOf('http://127%2E0%2E0%2E1/')).toBe('127.0.0.1');
  });
});
