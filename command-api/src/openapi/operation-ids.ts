// The operationId of every documented operation, by `METHOD /url` as Fastify registers the route:
// the names generated clients give their calls. A test checks every route has one and they are unique.

export const OPERATION_IDS: Readonly<Record<string, string>> = {
  // Health.
  'GET /api/health': 'getHealth',

  // Accounts.
  'GET /api/users': 'listUsers',
  'POST /api/users': 'registerUser',
  'POST /api/users/validate-password': 'validatePassword',
  'POST /api/users/verify-email': 'verifyEmail',
  'POST /api/users/resend-verification': 'resendVerificationEmail',
  'POST /api/users/forgot-password': 'requestPasswordReset',
  'POST /api/users/reset-password': 'resetPassword',
  'POST /api/users/login': 'logIn',
  'POST /api/users/logout': 'logOut',
  'POST /api/users/login/two-factor': 'finishLogInWithCode',
  'GET /api/users/me': 'getCurrentUser',
  'GET /api/users/me/security': 'getOwnSecurity',
  'POST /api/users/me/totp/setup': 'startTotpSetup',
  'POST /api/users/me/totp/confirm': 'confirmTotp',
  'POST /api/users/me/totp/disable': 'disableTotp',
  'POST /api/users/me/recovery-codes': 'replaceRecoveryCodes',
  'POST /api/users/me/second-factor': 'proveSecondFactor',
  'POST /api/users/me/password': 'changePassword',
  'POST /api/users/me/sessions/end-others': 'endOtherSessions',
  'POST /api/users/:id/two-factor/reset': 'resetUserSecondFactors',
  'POST /api/users/login/passkey/options': 'startPasskeyLogIn',
  'POST /api/users/login/passkey': 'finishPasskeyLogIn',
  'POST /api/users/me/passkeys/options': 'startPasskeyRegistration',
  'POST /api/users/me/passkeys': 'registerPasskey',
  'PATCH /api/users/me/passkeys/:passkeyId': 'renamePasskey',
  'DELETE /api/users/me/passkeys/:passkeyId': 'deletePasskey',
  'POST /api/users/me/second-factor/passkey/options': 'startPasskeyStepUp',
  'POST /api/users/me/second-factor/passkey': 'provePasskeyStepUp',
  'GET /api/auth/google': 'startGoogleSignIn',
  'GET /api/auth/google/callback': 'finishGoogleSignIn',
  'POST /api/auth/google/session': 'exchangeGoogleHandOff',
  'GET /api/users/export.csv': 'exportUsers',
  'GET /api/users/:id': 'getUser',
  'PUT /api/users/:id': 'updateUserRoles',
  'DELETE /api/users/:id': 'deleteUser',
  'POST /api/email/unsubscribe': 'unsubscribeFromEmails',
  'POST /api/email/resubscribe': 'resubscribeToEmails',
  'GET /api/users/me/email-preferences': 'getEmailPreferences',
  'PUT /api/users/me/email-preferences': 'updateEmailPreferences',

  // Licences.
  'GET /api/licenses': 'listLicences',
  'POST /api/licenses': 'issueLicence',
  'PATCH /api/licenses/:id': 'revokeLicence',
  'PATCH /api/licenses/:id/account-number': 'changeLicenceAccountNumber',
  'PATCH /api/licenses/:id/account-number/admin': 'setLicenceAccountNumber',
  'GET /api/licenses/export.csv': 'exportLicences',
  'GET /api/licenses/:id/account-history': 'getLicenceAccountHistory',
  'GET /api/licenses/:id/events': 'listLicenceEvents',

  // Robot.
  'GET /api/robot/licence/jwks.json': 'getLicenceCheckKeys',
  'POST /api/robot/licence/check': 'checkLicence',
  'POST /api/robot/heartbeat': 'reportHeartbeat',
  'POST /api/robot/positions': 'reportPositions',
  'POST /api/robot/deals': 'reportDeals',
  'POST /api/robot/equity': 'reportEquity',

  // Monitoring.
  'GET /api/monitoring/licenses': 'listMonitoredLicences',
  'GET /api/monitoring/licenses/export.csv': 'exportMonitoredLicences',
  'GET /api/monitoring/accounts/status': 'listAccountStatuses',
  'GET /api/monitoring/:id/deals': 'listLicenceDeals',
  'GET /api/monitoring/:id/metrics': 'getLicenceMetrics',
  'GET /api/monitoring/:id/equity': 'getLicenceEquity',
  'GET /api/monitoring/:id/performance': 'getLicencePerformance',
  'GET /api/monitoring/:id/positions': 'listLicencePositions',
  'GET /api/monitoring/:id/heartbeat': 'getLicenceHeartbeat',

  // Public performance and track record.
  'GET /api/metrics/planzea': 'getShowcasePerformance',
  'GET /api/track-record': 'getTrackRecord',
  'GET /api/track-record/days/:day': 'getTrackRecordDay',
  'GET /api/track-record/keys': 'getTrackRecordKeys',

  // Plans and discounts.
  'GET /api/plans': 'listPlans',
  'POST /api/discounts/validate': 'priceWithDiscount',
  'GET /api/discounts': 'listDiscounts',
  'POST /api/discounts': 'createDiscount',
  'PATCH /api/discounts/:id/toggle': 'toggleDiscount',
  'DELETE /api/discounts/:id': 'deleteDiscount',
  'GET /api/discounts/export.csv': 'exportDiscounts',

  // Payments and refunds.
  'POST /api/payments/orders': 'createOrder',
  'POST /api/payments/submit': 'submitPayment',
  'GET /api/payments/networks': 'listPaymentNetworks',
  'GET /api/payments/orders/:orderId': 'getOrderStatus',
  'GET /api/payments/history': 'listOwnOrders',
  'GET /api/admin/payments': 'listPaymentsToReview',
  'POST /api/admin/payments/:orderId/confirm': 'confirmPayment',
  'POST /api/admin/payments/:orderId/reject': 'rejectPayment',
  'GET /api/admin/orders': 'listOrders',
  'GET /api/admin/orders/export.csv': 'exportOrders',
  'POST /api/payments/orders/:orderId/refund': 'requestRefund',
  'POST /api/admin/refunds/:orderId/approve': 'approveRefund',
  'POST /api/admin/refunds/:orderId/reject': 'rejectRefund',

  // Finance.
  'GET /api/finance/ledger': 'getLedger',
  'GET /api/finance/ledger/export.csv': 'exportLedger',
  'GET /api/finance/revenue': 'getRevenue',
  'GET /api/finance/problems': 'listFinanceProblems',
  'GET /api/admin/history/orders/:orderId': 'getOrderAsOf',
  'GET /api/admin/history/licences/:id': 'getLicenceAsOf',

  // Tickets.
  'GET /api/tickets': 'listTickets',
  'POST /api/tickets': 'createTicket',
  'POST /api/tickets/:id/messages': 'postTicketMessage',
  'PATCH /api/tickets/:id/status': 'setTicketStatus',
  'POST /api/tickets/:id/satisfaction': 'rateTicket',
  'GET /api/tickets/search': 'searchTickets',
  'GET /api/tickets/export.csv': 'exportTickets',
  'GET /api/tickets/:id': 'getTicket',

  // Releases.
  'GET /api/admin/releases': 'listAllReleases',
  'POST /api/admin/releases': 'publishRelease',
  'POST /api/admin/releases/:version/withdraw': 'withdrawRelease',
  'GET /api/releases': 'listReleases',
  'POST /api/releases/:version/download-link': 'createReleaseDownloadLink',
  'GET /api/releases/:version/file': 'downloadReleaseFile',

  // Audit, overview, live changes.
  'GET /api/audit': 'listAuditEvents',
  'GET /api/audit/export.csv': 'exportAuditEvents',
  'GET /api/admin/overview': 'getOverview',
  'GET /api/admin/changes': 'streamChanges',

  // Development chain only.
  'POST /api/payments/dev-pay': 'devPayOwnOrder',
  'POST /api/dev/orders/:orderId/pay': 'devPayOrder',
  'POST /api/dev/orders/:orderId/refund': 'devSendRefund',
  'POST /api/dev/clock': 'devAdvanceClock',
};
