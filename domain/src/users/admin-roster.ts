// Who the admins are, kept on one stream so that removing an admin is decided against a known
// revision: two admins removing each other at once cannot leave the shop with none (spec §4 Role change).
import type { Decider } from '../core/decider.js';
import { DomainError } from '../core/domain-error.js';
import type { Command, Event } from '../core/message.js';

export const ADMIN_ROSTER_STREAM = 'adminroster-all';

export type AdminRosterSeeded = Event<'AdminRosterSeeded', { admins: string[]; seededAt: string }>;
export type AdminAdded = Event<'AdminAdded', { userId: string; addedAt: string }>;
export type AdminRemoved = Event<'AdminRemoved', { userId: string; removedAt: string }>;
export type AdminRosterEvent = AdminRosterSeeded | AdminAdded | AdminRemoved;

/** A roster started by a removal takes the admins known then (accounts older than the roster). */
export type SeedAdminRoster = Command<'SeedAdminRoster', { admins: string[]; now: string }>;
export type AddAdmin = Command<'AddAdmin', { userId: string; now: string }>;
export type RemoveAdmin = Command<'RemoveAdmin', { userId: string; now: string }>;
export type AdminRosterCommand = SeedAdminRoster | AddAdmin | RemoveAdmin;

export interface AdminRoster {
  seeded: boolean;
  admins: readonly string[];
}

export const LAST_ADMIN_MESSAGE =
  'At least one admin must remain: the last admin cannot lose the role or be deleted';

export const lastAdminError = () => new DomainError('LAST_ADMIN', LAST_ADMIN_MESSAGE, 'rule');

function evolve(state: AdminRoster, event: AdminRosterEvent): AdminRoster {
  switch (event.type) {
    case 'AdminRosterSeeded':
      return { seeded: true, admins: [...new Set(event.data.admins)] };
    case 'AdminAdded':
      return state.admins.includes(event.data.userId)
        ? state
        : { seeded: true, admins: [...state.admins, event.data.userId] };
    case 'AdminRemoved':
      return { ...state, admins: state.admins.filter((id) => id !== event.data.userId) };
    default:
      return state;
  }
}

function decide(command: AdminRosterCommand, state: AdminRoster): AdminRosterEvent[] {
  switch (command.type) {
    case 'SeedAdminRoster':
      return state.seeded
        ? []
        : [{ type: 'AdminRosterSeeded', data: { admins: command.data.admins, seededAt: command.data.now } }];
    case 'AddAdmin':
      if (state.admins.includes(command.data.userId)) return [];
      return [{ type: 'AdminAdded', data: { userId: command.data.userId, addedAt: command.data.now } }];
    case 'RemoveAdmin':
      if (!state.admins.includes(command.data.userId)) return [];
      if (state.admins.length <= 1) throw lastAdminError();
      return [{ type: 'AdminRemoved', data: { userId: command.data.userId, removedAt: command.data.now } }];
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}

export const adminRosterDecider: Decider<AdminRoster, AdminRosterCommand, AdminRosterEvent> = {
  initialState: { seeded: false, admins: [] },
  evolve,
  decide,
};
