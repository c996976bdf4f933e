import { describe, expect, it } from 'vitest';
import { DEV_EXTENDED_PUBLIC_KEYS } from '../payments/payment-addresses.js';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs on defaults with no environment at all', () => {
    expect(loadConfig({})).toEqual({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      metricsHost: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      eventStoreUrl: undefined,
      smtpUrl: undefined,
      logLevel: 'info',
      dataDir: '.data',
      appSecret: undefined,
      mailFrom: 'MT5 Robot <no-reply@localhost>',
      admin: undefined,
      google: undefined,
      sessionHours: 168,
      paymentKeys: { TRC20: undefined, BEP20: undefined },
      accountChangeAllowance: 3,
      chains: {
        bsc: {
          rpcUrl: undefined,
          usdtContract: '0x55d398326f99059fF775485246999027B3197955',
          confirmations: 15,
        },
        tron: { apiUrl: undefined, apiKey: undefined, usdtContract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
        pollSeconds: 5,
        notFoundMinutes: 60,
      },
      showcaseLicenceKey: undefined,
      trustProxy: false,
      site: {
        supportEmail: undefined,
        telegramChatUrl: undefined,
        telegramChannelUrl: undefined,
        liveResultsUrl: undefined,
        organisationName: undefined,
        organisationAddress: undefined,
        organisationRegistration: undefined,
        organisationJurisdiction: undefined,
      },
    });
  });

  it('honours every setting given', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://shop.example.com/',
      DATABASE_URL: 'postgres://u:p@db:5432/shop',
      EVENTSTORE_URL: 'esdb://es1:2113,es2:2113?tls=false',
      SMTP_URL: 'smtp://mail:25',
      LOG_LEVEL: 'debug',
      DATA_DIR: '/var/lib/shop',
      APP_SECRET: 'x'.repeat(40),
      MAIL_FROM: 'Shop <shop@example.com>',
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'Sup3r!secret',
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_CLIENT_SECRET: 'shh',
      GOOGLE_ISSUER: 'http://localhost:4000',
      SESSION_HOURS: '12',
      TRUST_PROXY: '1',
      ACCOUNT_CHANGE_ALLOWANCE: '5',
      BSC_RPC_URL: 'https://bsc-dataseed.example.org',
      BEP20_USDT_CONTRACT: '0x1111111111111111111111111111111111111111',
      BSC_CONFIRMATIONS: '20',
      TRON_API_URL: 'https://api.trongrid.io',
      TRON_API_KEY: 'tron-key',
      TRC20_XPUB: DEV_EXTENDED_PUBLIC_KEYS.TRC20,
      BEP20_XPUB: DEV_EXTENDED_PUBLIC_KEYS.BEP20,
      METRICS_PORT: '9464',
      METRICS_HOST: '0.0.0.0',
      TRC20_USDT_CONTRACT: 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj',
      CHAIN_POLL_SECONDS: '2.5',
      PAYMENT_NOT_FOUND_MINUTES: '90',
      SHOWCASE_LICENSE_KEY: 'ABCDE-FGHJK-MNPQR-STUVW',
      SUPPORT_EMAIL: 'help@shop.example.com',
      TELEGRAM_CHAT_URL: 'https://t.me/shop_help',
      TELEGRAM_CHANNEL_URL: 'https://t.me/shop_news',
      LIVE_RESULTS_URL: 'https://results.example.org/account/1',
      ORGANISATION_NAME: ' Robot Software Ltd ',
      ORGANISATION_ADDRESS: '1 Harbour Road, Valletta',
      ORGANISATION_REGISTRATION: 'Company number C 12345',
      ORGANISATION_JURISDICTION: 'Malta',
      LOG_TO: 'stdout',
    });
    expect(config).toEqual({
      nodeEnv: 'production',
      port: 8080,
      host: '127.0.0.1',
      metricsPort: 9464,
      metricsHost: '0.0.0.0',
      publicUrl: 'https://shop.example.com',
      databaseUrl: 'postgres://u:p@db:5432/shop',
      eventStoreUrl: 'esdb://es1:2113,es2:2113?tls=false',
      smtpUrl: 'smtp://mail:25',
      logLevel: 'debug',
      logTo: 'stdout',
      dataDir: '/var/lib/shop',
      appSecret: 'x'.repeat(40),
      mailFrom: 'Shop <shop@example.com>',
      admin: { email: 'boss@example.com', password: 'Sup3r!secret', totpSecret: undefined },
      google: { clientId: 'client', clientSecret: 'shh', issuer: 'http://localhost:4000' },
      sessionHours: 12,
      paymentKeys: { TRC20: DEV_EXTENDED_PUBLIC_KEYS.TRC20, BEP20: DEV_EXTENDED_PUBLIC_KEYS.BEP20 },
      accountChangeAllowance: 5,
      chains: {
        bsc: {
          rpcUrl: 'https://bsc-dataseed.example.org',
          usdtContract: '0x1111111111111111111111111111111111111111',
          confirmations: 20,
        },
        tron: {
          apiUrl: 'https://api.trongrid.io',
          apiKey: 'tron-key',
          usdtContract: 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj',
        },
        pollSeconds: 2.5,
        notFoundMinutes: 90,
      },
      showcaseLicenceKey: 'ABCDE-FGHJK-MNPQR-STUVW',
      trustProxy: 1,
      site: {
        supportEmail: 'help@shop.example.com',
        telegramChatUrl: 'https://t.me/shop_help',
        telegramChannelUrl: 'https://t.me/shop_news',
        liveResultsUrl: 'https://results.example.org/account/1',
        organisationName: 'Robot Software Ltd',
        organisationAddress: '1 Harbour Road, Valletta',
        organisationRegistration: 'Company number C 12345',
        organisationJurisdiction: 'Malta',
      },
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('names each bad variable, what it expects and what it got', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://db/shop',
        LOG_LEVEL: 'loud',
        SMTP_URL: 'not a url',
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      [
        'Invalid environment:',
        '  PORT must be a TCP port number (1-65535) (got "eighty")',
        '  DATABASE_URL must be a URL starting with postgres:// or postgresql:// (got "mysql://db/shop")',
        '  SMTP_URL must be a URL starting with smtp:// or smtps:// (got "not a url")',
        '  LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      ].join('\n'),
    );
  });

  it('checks the site contacts and organisation lines shown by the web app', () => {
    const attempt = () =>
      loadConfig({
        SUPPORT_EMAIL: 'support at example',
        TELEGRAM_CHAT_URL: 'javascript:alert(1)',
        LIVE_RESULTS_URL: 'ftp://results.example.org',
        ORGANISATION_ADDRESS: 'line one\nline two',
        ORGANISATION_NAME: '   ',
      });
    expect(attempt).toThrow(
      [
        'Invalid environment:',
        '  SUPPORT_EMAIL must be an email address (got "support at example")',
        '  TELEGRAM_CHAT_URL must be a URL starting with https:// or http:// (got "javascript:alert(1)")',
        '  LIVE_RESULTS_URL must be a URL starting with https:// or http:// (got "ftp://results.example.org")',
        '  ORGANISATION_NAME must be one line of at most 300 characters (got "   ")',
        '  ORGANISATION_ADDRESS must be one line of at most 300 characters (got "line one\\nline two")',
      ].join('\n'),
    );
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(
      'PORT must be a TCP port number (1-65535) (got "70000")',
    );
  });

  describe('payment keys', () => {
    // Not the development keys: the account keys of another well-known test mnemonic (`abandon … about`).
    const realBep20Xpub =
      'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt';
    const realTrc20Xpub =
      'xpub6D1AabNHCupeiLM65ZR9UStMhJ1vCpyV4XbZdyhMZBiJXALQtmn9p42VTQckoHVn8WNqS7dqnJokZHAHcHGoaQgmv8D45oNUKx6DZMNZBCd';

    it('refuses a BSC node without the watch-only key, naming both variables', () => {
      const attempt = () => loadConfig({ BSC_RPC_URL: 'https://bsc-dataseed.example.org' });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(
        'BSC_RPC_URL is set but BEP20_XPUB is not: payments would go to the public development keys. ' +
          "Set BEP20_XPUB to your wallet's watch-only xpub.",
      );
    });

    it('refuses a TRON node without the watch-only key, naming both variables', () => {
      const attempt = () => loadConfig({ TRON_API_URL: 'https://api.trongrid.io', TRON_API_KEY: 'tron-key' });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(
        'TRON_API_URL is set but TRC20_XPUB is not: payments would go to the public development keys. ' +
          "Set TRC20_XPUB to your wallet's watch-only xpub.",
      );
    });

    it('refuses an empty key as it refuses a missing one, and names every network that lacks its key', () => {
      const attempt = () =>
        loadConfig({
          BSC_RPC_URL: 'https://bsc-dataseed.example.org',
          BEP20_XPUB: '',
          TRON_API_URL: 'https://api.trongrid.io',
          TRON_API_KEY: 'tron-key',
        });
      expect(attempt).toThrow(
        /BSC_RPC_URL is set but BEP20_XPUB is not[\s\S]*TRON_API_URL is set but TRC20_XPUB is not/,
      );
    });

    it("accepts each network's node together with its watch-only key", () => {
      expect(
        loadConfig({ BSC_RPC_URL: 'https://bsc-dataseed.example.org', BEP20_XPUB: realBep20Xpub })
          .paymentKeys,
      ).toEqual({ TRC20: undefined, BEP20: realBep20Xpub });
      expect(
        loadConfig({
          TRON_API_URL: 'https://api.trongrid.io',
          TRON_API_KEY: 'tron-key',
          TRC20_XPUB: realTrc20Xpub,
        }).paymentKeys,
      ).toEqual({ TRC20: realTrc20Xpub, BEP20: undefined });
    });

    it('needs no key while no network is configured (the embedded dev chain uses the development keys)', () => {
      expect(loadConfig({}).paymentKeys).toEqual({ TRC20: undefined, BEP20: undefined });
    });
  });

  describe('TronGrid API key', () => {
    const trc20Xpub =
      'xpub6D1AabNHCupeiLM65ZR9UStMhJ1vCpyV4XbZdyhMZBiJXALQtmn9p42VTQckoHVn8WNqS7dqnJokZHAHcHGoaQgmv8D45oNUKx6DZMNZBCd';

    it.each(['https://api.trongrid.io', 'https://nile.trongrid.io/'])(
      'refuses %s without TRON_API_KEY, naming both variables',
      (apiUrl) => {
        const attempt = () => loadConfig({ TRON_API_URL: apiUrl, TRC20_XPUB: trc20Xpub });
        expect(attempt).toThrow(ConfigError);
        expect(attempt).toThrow(
          'TRON_API_URL points at TronGrid but TRON_API_KEY is not set: TronGrid answers requests without ' +
            'a key with 403 and suspends them for 30 seconds. Set TRON_API_KEY to your TronGrid API key.',
        );
      },
    );

    it('accepts TronGrid with a key, and a java-tron node of your own without one', () => {
      expect(
        loadConfig({ TRON_API_URL: 'https://api.trongrid.io', TRON_API_KEY: 'key', TRC20_XPUB: trc20Xpub })
          .chains.tron.apiKey,
      ).toBe('key');
      expect(
        loadConfig({ TRON_API_URL: 'http://tron-node.internal:8090', TRC20_XPUB: trc20Xpub }).chains.tron
          .apiKey,
      ).toBeUndefined();
      expect(() =>
        loadConfig({ TRON_API_URL: 'https://trongrid.io.example.org', TRC20_XPUB: trc20Xpub }),
      ).not.toThrow();
    });
  });

  describe('production', () => {
    const secret = 'p'.repeat(40);

    it('refuses to start without PUBLIC_URL or APP_SECRET, naming what to set in one line', () => {
      const attempt = () => loadConfig({ NODE_ENV: 'production', PORT: '8080' });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(
        "NODE_ENV=production needs PUBLIC_URL (the shop's public address, e.g. https://shop.example.com) " +
          'and APP_SECRET (32+ random characters), the same on every service and replica, so that ' +
          'sessions signed by one verify on the others.',
      );
      expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: secret })).toThrow(
        /needs PUBLIC_URL \(the shop's public address, e\.g\. https:\/\/shop\.example\.com\), the same/,
      );
      expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' })).toThrow(
        /needs APP_SECRET \(32\+ random characters\), the same/,
      );
    });

    it('issues as the public address whatever port each replica listens on', () => {
      const replica = (port: string) =>
        loadConfig({
          NODE_ENV: 'production',
          PORT: port,
          PUBLIC_URL: 'https://shop.example.com',
          APP_SECRET: secret,
        });
      expect(replica('3001').publicUrl).toBe('https://shop.example.com');
      expect(replica('3002').publicUrl).toBe('https://shop.example.com');
    });

    it('keeps the local defaults outside production', () => {
      expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
      expect(loadConfig({ NODE_ENV: 'test' }).appSecret).toBeUndefined();
    });
  });

  describe('metrics listener', () => {
    it('listens on loopback unless METRICS_HOST says otherwise', () => {
      expect(loadConfig({ METRICS_PORT: '9464' })).toMatchObject({
        metricsPort: 9464,
        metricsHost: '127.0.0.1',
      });
      expect(loadConfig({ HOST: '0.0.0.0', METRICS_PORT: '9464' }).metricsHost).toBe('127.0.0.1');
      expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metricsHost).toBe('0.0.0.0');
      expect(loadConfig({ METRICS_TOKEN: 'scrape-token-0123456789' }).metricsToken).toBe(
        'scrape-token-0123456789',
      );
      expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
        'METRICS_TOKEN must be a random token of at least 16 characters',
      );
    });
  });
});
