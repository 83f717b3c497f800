/**
 * The actions the audit log records for the dashboard, the CLI and the portal's invitations, as
 * `<resource>.<verb>`, and the name the audit log's `action` filter gives to plain API requests (which have
 * none). In a module of its own, free of server code, because the dashboard imports it to name each one.
 */
export const AUDIT_ACTIONS = [
  'user.signed_in',
  'user.sign_in_failed',
  'user.sign_in_locked',
  'user.created',
  'user.updated',
  'user.removed',
  'user.password_reset',
  'user.password_changed',
  'user.email_changed',
  'user.cpf_changed',
  'user.sessions_ended',
  'api_key.created',
  'api_key.revoked',
  'company.updated',
  'certificate.imported',
  'certificate.removed',
  'employee.portal_invited',
  'employee.portal_password_set',
] as const;

export type AuditActionName = (typeof AUDIT_ACTIONS)[number];

/** The `action` filter's value for requests to the API (with a key or through the dashboard's mirror). */
export const API_REQUEST_ACTION = 'api_request';

/** The `outcome` filter: the status classes an entry's status falls in. */
export const AUDIT_OUTCOMES = ['success', 'client_error', 'server_error'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];
