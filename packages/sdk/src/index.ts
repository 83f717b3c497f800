export {
  createPontual,
  nextPageUrl,
  retryDelayMs,
  type ListItem,
  type ListOperationId,
  type OperationData,
  type OperationId,
  type OperationInit,
  type Operations,
  type Pontual,
  type PontualOptions,
} from './client.js';
export { OPERATIONS } from './operations.js';
export { PontualError, type FieldError, type Problem } from './problem.js';
export {
  verifyPontualSignature,
  verifyStandardWebhook,
  verifyWebhook,
  WebhookVerificationError,
  type DeliveryHeaders,
  type VerifyOptions,
  type WebhookEvent,
} from './webhooks.js';
export type { components, paths, webhooks } from './openapi.js';
