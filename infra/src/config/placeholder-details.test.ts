import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { placeholderDetailsWarnings } from './placeholder-details.js';

const ALL_SET = {
  ORGANISATION_NAME: 'Acme Robots Ltd',
  ORGANISATION_ADDRESS: '1 High Street, London',
  ORGANISATION_REGISTRATION: '12345678',
  SUPPORT_EMAIL: 'help@acme.example.org',
};

describe('placeholderDetailsWarnings', () => {
  it('names every unset organisation variable when the shop has a public address', () => {
    expect(placeholderDetailsWarnings(loadConfig({ PUBLIC_URL: 'https://shop.acme.example.org' }))).toEqual([
      'placeholder organisation details: set ORGANISATION_NAME, ORGANISATION_ADDRESS, ORGANISATION_REGISTRATION, SUPPORT_EMAIL',
    ]);
    expect(
      placeholderDetailsWarnings(
        loadConfig({ ...ALL_SET, ORGANISATION_REGISTRATION: '', PUBLIC_URL: 'http://203.0.113.7:3000' }),
      ),
    ).toEqual(['placeholder organisation details: set ORGANISATION_REGISTRATION']);
  });

  it('says nothing once every detail is set', () => {
    expect(
      placeholderDetailsWarnings(loadConfig({ ...ALL_SET, PUBLIC_URL: 'https://shop.acme.example.org' })),
    ).toEqual([]);
  });

  it.each(['http://localhost:3000', 'http://shop.localhost', 'http://127.0.0.1:8080', 'http://[::1]:3000'])(
    'says nothing on a local address (%s)',
    (publicUrl) => {
      expect(placeholderDetailsWarnings(loadConfig({ PUBLIC_URL: publicUrl }))).toEqual([]);
    },
  );

  it('says nothing on the default address', () => {
    expect(placeholderDetailsWarnings(loadConfig({}))).toEqual([]);
  });
});
