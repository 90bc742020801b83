import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy';
import { allowedHostsFrom, checkUrlShape, previewUrlFrom } from './url-policy';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.1.2.3',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.100.100.200',
    '168.63.129.16',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.251',
    '192.0.2.10',
    '::',
    '::1',
    '[::1]',
    'fe80::1',
    'fd00:ec2::254',
    'fc00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::127.0.0.1',
    '64:ff9b::a00:1',
    '2002:7f00:1::',
    '2001:db8::1',
    'not-an-ip',
    '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'accepts %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('previewUrlFrom', () => {
  it.each([
    ['example.com', 'http://example.com/'],
    ['  Example.COM/a?b=1#top ', 'http://example.com/a?b=1'],
    ['//example.com/x', 'http://example.com/x'],
    ['https://example.com', 'https://example.com/'],
    ['localhost:3000', 'http://localhost:3000/'],
    ['http://2130706433/', 'http://127.0.0.1/'],
    ['http://0177.0.0.1/', 'http://127.0.0.1/'],
    ['http://0x7f.1/', 'http://127.0.0.1/'],
    ['http://127.1/', 'http://127.0.0.1/'],
  ])('reads %s as %s', (input, href) => {
    expect(previewUrlFrom(input).href).toBe(href);
  });
});

describe('checkUrlShape', () => {
  const allowed = allowedHostsFrom(['127.0.0.1:4000', 'preview.test', ' bad entry ']);

  it('lets only the listed host:port skip the port rule', () => {
    expect(checkUrlShape(new URL('http://127.0.0.1:4000/'), allowed).isAllowListed).toBe(true);
    expect(checkUrlShape(new URL('http://preview.test/'), allowed).isAllowListed).toBe(true);
    expect(checkUrlShape(new URL('http://127.0.0.1/'), allowed).isAllowListed).toBe(false);
    expect(() => checkUrlShape(new URL('http://127.0.0.1:4001/'), allowed)).toThrow();
    expect(() => checkUrlShape(new URL('https://preview.test/'), allowed)).not.toThrow();
    expect(checkUrlShape(new URL('https://preview.test/'), allowed).isAllowListed).toBe(false);
  });
});
