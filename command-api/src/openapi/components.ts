// Names the contracts' shared schemas in zod's registry, so the OpenAPI document lists each once under
// components.schemas and every operation refers to it (fastify-type-provider-zod's transforms read the ids).
import { z } from 'zod';
import * as contracts from '../contracts/index.js';
import { timestampSchema } from '../contracts/timestamp.js';

/** Component name → the contract schema it stands for. */
const NAMED_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  // Shared pieces.
  Problem: contracts.problemSchema,
  Pagination: contracts.paginationSchema,
  Timestamp: timestampSchema,
  MessageResponse: contracts.messageResponseSchema,
  RegisterResponse: contracts.registerResponseSchema,
  UserDeletedResponse: contracts.userDeletedResponseSchema,

  // Accounts, sessions, second factors.
  User: contracts.userViewSchema,
  PasswordStrength: contracts.passwordStrengthSchema,
  LoginResponse: contracts.loginResponseSchema,
  CurrentUserResponse: contracts.currentUserResponseSchema,
  UserDetailResponse: contracts.userDetailResponseSchema,
  SessionResponse: contracts.sessionResponseSchema,
  TwoFactorChallenge: contracts.twoFactorChallengeSchema,
  SecondFactorAnswer: contracts.secondFactorAnswerSchema,
  FreshTokenResponse: contracts.freshTokenResponseSchema,
  TokenMessageResponse: contracts.tokenMessageResponseSchema,
  RecoveryCodesResponse: contracts.recoveryCodesResponseSchema,
  Passkey: contracts.passkeyViewSchema,
  PasskeyOptionsResponse: contracts.passkeyOptionsResponseSchema,
  PasskeyAuthenticationCredential: contracts.authenticationCredentialSchema,
  PasskeyRegistrationCredential: contracts.registrationCredentialSchema,
  EmailPreferences: contracts.emailPreferencesSchema,
  EmailPreferencesResponse: contracts.emailPreferencesResponseSchema,
  EmailPreferenceMessage: contracts.emailPreferenceMessageSchema,

  // Licences.
  Licence: contracts.licenceViewSchema,
  LicenceOwner: contracts.licenceOwnerSchema,
  LicenceResponse: contracts.licenceResponseSchema,
  AccountNumberChange: contracts.accountHistoryEntrySchema,
  AccountNumberChangeRequest: contracts.changeAccountNumberRequestSchema,
  AccountNumberChangeResponse: contracts.changeAccountNumberResponseSchema,
  LicenceEvent: contracts.licenceEventSchema,

  // Plans, discounts, orders, payments.
  Plan: contracts.planSchema,
  PlanType: contracts.planTypeSchema,
  PlanDuration: contracts.planDurationSchema,
  Discount: contracts.discountViewSchema,
  DiscountResponse: contracts.discountResponseSchema,
  Network: contracts.networkSchema,
  PaymentNetwork: contracts.networkAvailabilitySchema,
  Order: contracts.orderViewSchema,
  NetworkInfo: contracts.orderViewSchema.shape.networkInfo,
  PaymentRequest: contracts.orderViewSchema.shape.paymentRequest,
  Refund: contracts.orderViewSchema.shape.refund.unwrap(),
  OrderStatus: contracts.orderStatusSchema,
  PaymentStatus: contracts.paymentStatusSchema,
  AdminPayment: contracts.adminPaymentSchema,
  AdminOrder: contracts.adminOrderSchema,
  RefundResponse: contracts.refundResponseSchema,
  PaymentDecisionResponse: contracts.paymentDecisionResponseSchema,
  DevPayResponse: contracts.devPayResponseSchema,

  // Finance and audit.
  RevenueTotals: contracts.totalsSchema,
  LedgerEntry: contracts.ledgerEntrySchema,
  FinanceProblem: contracts.financeProblemSchema,
  AuditEvent: contracts.auditEntrySchema,

  // Robot reports and monitoring.
  RobotPosition: contracts.positionSchema,
  RobotDeal: contracts.dealSchema,
  EquitySample: contracts.equitySampleSchema,
  RobotReportResponse: contracts.reportResponseSchema,
  MonitoredLicence: contracts.monitoringLicenceSchema,
  Deal: contracts.dealViewSchema,
  Position: contracts.positionViewSchema,
  TradingMetrics: contracts.monitoringMetricsSchema,
  EquityPoint: contracts.equityPointSchema,
  GrowthPoint: contracts.growthPointSchema,
  DrawdownPoint: contracts.drawdownPointSchema,
  CashFlowPoint: contracts.cashFlowPointSchema,
  AccountStatus: contracts.accountStatusSchema,
  ShowcasePerformance: contracts.publicPerformanceSchema,
  TrackRecordSeal: contracts.sealSchema,

  // Tickets and releases.
  Ticket: contracts.ticketViewSchema,
  TicketMessage: contracts.ticketMessageViewSchema,
  TicketPagination: contracts.ticketPaginationSchema,
  TicketResponse: contracts.ticketResponseSchema,
  TicketsResponse: contracts.ticketsResponseSchema,
  Release: contracts.releaseViewSchema,
  ReleaseEntitlement: contracts.entitlementSchema,
  ReleaseResponse: contracts.releaseResponseSchema,

  Health: contracts.healthResponseSchema,
};

/** Gives each shared schema its component name, keeping what the contract already says of it. */
export function nameSharedSchemas(): void {
  for (const [id, schema] of Object.entries(NAMED_SCHEMAS)) {
    z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
  }
}
