// Licence use cases: issue (admin), revoke (admin), change the account number (owner or admin),
// and the reads that need an ownership check. Decisions come from the licence decider.
import {
  DomainError,
  type IssuedLicence,
  type LicenceCommand,
  licenceDecider,
  licenceError,
  licenceStream,
} from '@shop/domain';
import { claimNewLicenceKey, type EventMetadata, type EventStore, handleCommand, newId } from '@shop/infra';
import { findLicence, findUserById, type ReadModels, robotStatusOf } from '@shop/projections';
import type { Kysely } from 'kysely';
import { loadUser } from '../users/directory.js';
import { type LicenceOwner, licenceViewFromState } from './views.js';

export interface LicenceDependencies {
  store: EventStore;
  db: Kysely<ReadModels>;
  clock: () => Date;
  allowance: number;
}

export interface Requester {
  id: string;
  isAdmin: boolean;
}

/** A user as the request already knows them. */
interface Account {
  id: string;
  username: string;
  email: string;
}

const userNotFound = () => new DomainError('USER_NOT_FOUND', 'User not found', 'not_found');

export function createLicenceService({ store, db, clock, allowance }: LicenceDependencies) {
  async function ownerOf(userId: string): Promise<LicenceOwner> {
    const row = await findUserById(db, userId);
    if (row) return { _id: row.user_id, username: row.username, email: row.email };
    const user = await loadUser(store, userId);
    if (user.status !== 'active') throw userNotFound();
    return { _id: user.userId, username: user.username, email: user.email };
  }

  /**
   * `knownUser`: someone the caller has already read (the signed-in user), spared a lookup if they own it.
   * `robotRead`: the robot's figures already asked for, while the command ran (no command changes them).
   */
  async function view(
    licence: IssuedLicence,
    knownUser?: Account,
    robotRead: ReturnType<typeof robotStatusOf> = robotStatusOf(db, licence.licenceId),
  ) {
    const owner =
      knownUser?.id === licence.userId
        ? { _id: knownUser.id, username: knownUser.username, email: knownUser.email }
        : await ownerOf(licence.userId);
    // Its robot's figures as the reads show them, so a changed licence keeps them in the web's lists.
    const robot = await robotRead;
    return licenceViewFromState(licence, owner, allowance, clock(), {
      dealCount: robot?.deal_count ?? 0,
      equityCount: robot?.equity_count ?? 0,
      robotVersion: robot?.ea_version ?? null,
    });
  }

  async function run(licenceId: string, command: LicenceCommand, metadata: EventMetadata) {
    const { state } = await handleCommand(store, licenceStream(licenceId), licenceDecider, command, {
      metadata,
    });
    if (state.status === 'none') throw licenceError.notFound();
    return state;
  }

  async function issue(
    input: { userId: string; durationDays: number; accountNumber: number },
    adminId: string,
    metadata: EventMetadata,
  ) {
    await ownerOf(input.userId);
    const licenceId = newId();
    const licenseKey = await claimNewLicenceKey(store, licenceId, metadata);
    const licence = await run(
      licenceId,
      {
        type: 'IssueLicence',
        data: {
          licenceId,
          licenseKey,
          ...input,
          source: 'admin',
          orderId: null,
          issuedBy: adminId,
          now: clock().toISOString(),
        },
      },
      metadata,
    );
    return view(licence);
  }

  async function revoke(licenceId: string, adminId: string, metadata: EventMetadata) {
    return view(
      await run(
        licenceId,
        { type: 'RevokeLicence', data: { revokedBy: adminId, now: clock().toISOString() } },
        metadata,
      ),
    );
  }

  async function changeAccountNumber(
    licenceId: string,
    change: { accountNumber: number; reason?: string | null },
    by: 'user' | 'admin',
    actor: Account,
    metadata: EventMetadata,
  ) {
    // The robot's figures are read while the command runs: one round trip less before the answer.
    const robotRead = robotStatusOf(db, licenceId);
    // Should the command fail first, its error is the answer and this read's is dropped.
    robotRead.catch(() => undefined);
    const licence = await run(
      licenceId,
      {
        type: 'ChangeAccountNumber',
        data: {
          accountNumber: change.accountNumber,
          reason: change.reason ?? null,
          by,
          actorId: actor.id,
          allowance,
          now: clock().toISOString(),
        },
      },
      metadata,
    );
    return view(licence, actor, robotRead);
  }

  /** The licence's read-model row, if the requester may see it; otherwise as if it did not exist. */
  async function visibleLicence(licenceId: string, requester: Requester) {
    const row = await findLicence(db, licenceId);
    if (!row || (!requester.isAdmin && row.user_id !== requester.id)) throw licenceError.notFound();
    return row;
  }

  return { issue, revoke, changeAccountNumber, visibleLicence };
}

export type LicenceService = ReturnType<typeof createLicenceService>;
