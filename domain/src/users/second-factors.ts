// Second factors of an account (authenticator app, recovery codes, passkeys) and its sessions: the
// rules that decide them and how their events change the account. Codes are checked by the API (it
// holds the clock and the cryptography); the rules here refuse what a check cannot: a TOTP step used
// before, a recovery code spent, a passkey counter going backwards, an admin left without a factor.
import type { SecondFactorProof, UserCommand } from './commands.js';
import { userError } from './errors.js';
import type { LoginMethod, SecondFactorMethod, SecondFactorPurpose, UserEvent } from './events.js';

export const PASSKEYS_PER_ACCOUNT = 10;
/** Sessions remembered for the owner's list; older ones still work until they expire. */
const SESSIONS_LISTED = 20;

export interface TotpFactor {
  secret: string;
  /** The last 30-second step whose code was accepted: that step and earlier ones are refused. */
  lastStep: number;
  enabledAt: string;
}

export interface Passkey {
  passkeyId: string;
  credentialId: string;
  publicKey: string;
  signCount: number;
  transports: string[];
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface SessionRecord {
  sessionId: string;
  method: LoginMethod;
  startedAt: string;
  secondFactorAt: string | null;
  userAgent: string | null;
}

export interface SecondFactors {
  totp: TotpFactor | null;
  recoveryCodeHashes: string[];
  passkeys: Passkey[];
  /** Sessions of the current generation, newest last. */
  sessions: SessionRecord[];
}

export const noSecondFactors: SecondFactors = {
  totp: null,
  recoveryCodeHashes: [],
  passkeys: [],
  sessions: [],
};

interface AccountWithFactors extends SecondFactors {
  roles: readonly string[];
}

export function hasSecondFactor(account: SecondFactors): boolean {
  return account.totp !== null || account.passkeys.length > 0;
}

/** Which second factors a sign-in may be finished with. */
export function secondFactorMethods(account: SecondFactors): SecondFactorMethod[] {
  const methods: SecondFactorMethod[] = [];
  if (account.totp) methods.push('totp');
  if (account.recoveryCodeHashes.length > 0) methods.push('recovery');
  if (account.passkeys.length > 0) methods.push('passkey');
  return methods;
}

/** The event that records `proof`, or the rule it breaks. */
export function secondFactorUsed(
  account: SecondFactors,
  proof: SecondFactorProof,
  purpose: SecondFactorPurpose,
  sessionId: string | null,
  now: string,
): UserEvent {
  const used = { purpose, sessionId, usedAt: now };
  switch (proof.method) {
    case 'totp':
      if (!account.totp) throw userError.totpNotEnabled();
      // RFC 6238 §5.2: a code accepted once is not accepted again.
      if (proof.step <= account.totp.lastStep) throw userError.codeUsed();
      return { type: 'SecondFactorUsed', data: { method: 'totp', step: proof.step, ...used } };
    case 'recovery':
      if (!account.recoveryCodeHashes.includes(proof.recoveryCodeHash)) throw userError.recoveryCodeInvalid();
      return {
        type: 'SecondFactorUsed',
        data: { method: 'recovery', recoveryCodeHash: proof.recoveryCodeHash, ...used },
      };
    case 'passkey': {
      const passkey = account.passkeys.find((candidate) => candidate.passkeyId === proof.passkeyId);
      if (!passkey) throw userError.passkeyNotFound();
      // A counter that does not move on while either side counts betrays a cloned authenticator.
      if ((proof.signCount > 0 || passkey.signCount > 0) && proof.signCount <= passkey.signCount)
        throw userError.passkeyInvalid();
      return {
        type: 'SecondFactorUsed',
        data: { method: 'passkey', passkeyId: passkey.passkeyId, signCount: proof.signCount, ...used },
      };
    }
  }
}

type FactorCommand = Extract<
  UserCommand,
  {
    type:
      | 'EnableTotp'
      | 'DisableTotp'
      | 'RegenerateRecoveryCodes'
      | 'ProveSecondFactor'
      | 'RegisterPasskey'
      | 'RenamePasskey'
      | 'RemovePasskey'
      | 'ResetSecondFactors';
  }
>;

export function decideSecondFactors(command: FactorCommand, account: AccountWithFactors): UserEvent[] {
  switch (command.type) {
    case 'EnableTotp': {
      if (account.totp) throw userError.totpAlreadyEnabled();
      const { secret, recoveryCodeHashes, step, now } = command.data;
      return [{ type: 'TotpEnabled', data: { secret, recoveryCodeHashes, step, enabledAt: now } }];
    }
    case 'DisableTotp': {
      if (!account.totp) throw userError.totpNotEnabled();
      const { proof, now } = command.data;
      const used = secondFactorUsed(account, proof, 'change', null, now);
      if (isAdmin(account) && account.passkeys.length === 0) throw userError.secondFactorRequiredForAdmins();
      return [used, { type: 'TotpDisabled', data: { disabledAt: now } }];
    }
    case 'RegenerateRecoveryCodes': {
      const { proof, recoveryCodeHashes, now } = command.data;
      if (!hasSecondFactor(account)) throw userError.totpNotEnabled();
      return [
        secondFactorUsed(account, proof, 'change', null, now),
        { type: 'RecoveryCodesGenerated', data: { recoveryCodeHashes, generatedAt: now } },
      ];
    }
    case 'ProveSecondFactor': {
      const { proof, purpose, sessionId, now } = command.data;
      return [secondFactorUsed(account, proof, purpose, sessionId, now)];
    }
    case 'RegisterPasskey': {
      const { now, ...passkey } = command.data;
      if (account.passkeys.some((known) => known.credentialId === passkey.credentialId))
        throw userError.passkeyExists();
      if (account.passkeys.length >= PASSKEYS_PER_ACCOUNT) throw userError.passkeyLimit();
      return [{ type: 'PasskeyRegistered', data: { ...passkey, registeredAt: now } }];
    }
    case 'RenamePasskey': {
      const { passkeyId, name, now } = command.data;
      const passkey = findPasskey(account, passkeyId);
      if (passkey.name === name) return [];
      return [{ type: 'PasskeyRenamed', data: { passkeyId, name, renamedAt: now } }];
    }
    case 'RemovePasskey': {
      const { passkeyId, now } = command.data;
      findPasskey(account, passkeyId);
      if (isAdmin(account) && !account.totp && account.passkeys.length === 1)
        throw userError.secondFactorRequiredForAdmins();
      return [{ type: 'PasskeyRemoved', data: { passkeyId, removedAt: now } }];
    }
    case 'ResetSecondFactors': {
      if (!hasSecondFactor(account) && account.recoveryCodeHashes.length === 0) return [];
      const { resetBy, now } = command.data;
      return [{ type: 'SecondFactorsReset', data: { resetBy, resetAt: now } }];
    }
  }
}

const isAdmin = (account: AccountWithFactors) => account.roles.includes('admin');

function findPasskey(account: SecondFactors, passkeyId: string): Passkey {
  const passkey = account.passkeys.find((candidate) => candidate.passkeyId === passkeyId);
  if (!passkey) throw userError.passkeyNotFound();
  return passkey;
}

/** How the second-factor and session events change the account's factors; other events leave them. */
export function evolveSecondFactors(factors: SecondFactors, event: UserEvent): SecondFactors {
  switch (event.type) {
    case 'TotpEnabled': {
      const { secret, step, recoveryCodeHashes, enabledAt } = event.data;
      return { ...factors, totp: { secret, lastStep: step, enabledAt }, recoveryCodeHashes };
    }
    case 'TotpDisabled':
      return {
        ...factors,
        totp: null,
        // Recovery codes stand in for a factor the account still has; with none left they go too.
        recoveryCodeHashes: factors.passkeys.length > 0 ? factors.recoveryCodeHashes : [],
      };
    case 'RecoveryCodesGenerated':
      return { ...factors, recoveryCodeHashes: event.data.recoveryCodeHashes };
    case 'SecondFactorUsed':
      return withSecondFactorUsed(factors, event.data);
    case 'PasskeyRegistered': {
      const { registeredAt, ...passkey } = event.data;
      return {
        ...factors,
        passkeys: [...factors.passkeys, { ...passkey, createdAt: registeredAt, lastUsedAt: null }],
      };
    }
    case 'PasskeyRenamed':
      return {
        ...factors,
        passkeys: factors.passkeys.map((passkey) =>
          passkey.passkeyId === event.data.passkeyId ? { ...passkey, name: event.data.name } : passkey,
        ),
      };
    case 'PasskeyRemoved': {
      const passkeys = factors.passkeys.filter((passkey) => passkey.passkeyId !== event.data.passkeyId);
      const recoveryCodeHashes = factors.totp || passkeys.length > 0 ? factors.recoveryCodeHashes : [];
      return { ...factors, passkeys, recoveryCodeHashes };
    }
    case 'SecondFactorsReset':
      return noSecondFactors;
    case 'UserLoggedIn': {
      const { sessionId, method, loggedInAt, userAgent, secondFactor } = event.data;
      if (!sessionId) return factors;
      const session: SessionRecord = {
        sessionId,
        method,
        startedAt: loggedInAt,
        secondFactorAt: secondFactor ? loggedInAt : null,
        userAgent: userAgent ?? null,
      };
      return { ...factors, sessions: [...factors.sessions, session].slice(-SESSIONS_LISTED) };
    }
    case 'UserLoggedOut':
    case 'PasswordResetCompleted':
      return { ...factors, sessions: [] };
    case 'GoogleAccountLinked':
      return event.data.sessionsEnded ? { ...factors, sessions: [] } : factors;
    case 'PasswordChanged':
    case 'OtherSessionsEnded':
      return {
        ...factors,
        sessions: factors.sessions.filter((session) => session.sessionId === event.data.keptSessionId),
      };
    default:
      return factors;
  }
}

function withSecondFactorUsed(
  factors: SecondFactors,
  used: Extract<UserEvent, { type: 'SecondFactorUsed' }>['data'],
): SecondFactors {
  const sessions = factors.sessions.map((session) =>
    session.sessionId === used.sessionId ? { ...session, secondFactorAt: used.usedAt } : session,
  );
  switch (used.method) {
    case 'totp':
      return factors.totp
        ? { ...factors, sessions, totp: { ...factors.totp, lastStep: used.step ?? factors.totp.lastStep } }
        : { ...factors, sessions };
    case 'recovery':
      return {
        ...factors,
        sessions,
        recoveryCodeHashes: factors.recoveryCodeHashes.filter((hash) => hash !== used.recoveryCodeHash),
      };
    case 'passkey':
      return {
        ...factors,
        sessions,
        passkeys: factors.passkeys.map((passkey) =>
          passkey.passkeyId === used.passkeyId
            ? { ...passkey, signCount: used.signCount ?? passkey.signCount, lastUsedAt: used.usedAt }
            : passkey,
        ),
      };
  }
}
