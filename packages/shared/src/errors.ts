/**
 * The error catalogue (spec 1 §8, spec 2 §8) plus the codes this implementation needs for
 * situations the spec leaves open. The server answers `{ error: CODE }`; the web translates CODE.
 */
export const ERROR_STATUS = {
  ERR_NO_OTHER_WHATSAPP: 400,
  ERR_NO_DEF_WAPP_FOUND: 404,
  ERR_WAPP_NOT_INITIALIZED: 409,
  ERR_WAPP_CHECK_CONTACT: 400,
  ERR_WAPP_INVALID_CONTACT: 400,
  ERR_WAPP_DOWNLOAD_MEDIA: 502,
  ERR_INVALID_CREDENTIALS: 401,
  ERR_SENDING_WAPP_MSG: 502,
  ERR_DELETE_WAPP_MSG: 502,
  ERR_OTHER_OPEN_TICKET: 409,
  ERR_SESSION_EXPIRED: 401,
  ERR_USER_CREATION_DISABLED: 403,
  ERR_NO_PERMISSION: 403,
  ERR_DUPLICATED_CONTACT: 409,
  ERR_NO_SETTING_FOUND: 404,
  ERR_NO_CONTACT_FOUND: 404,
  ERR_NO_TICKET_FOUND: 404,
  ERR_NO_USER_FOUND: 404,
  ERR_NO_WAPP_FOUND: 404,
  ERR_CREATING_MESSAGE: 500,
  ERR_CREATING_TICKET: 500,
  ERR_FETCH_WAPP_MSG: 404,
  ERR_QUEUE_COLOR_ALREADY_EXISTS: 409,
  ERR_WAPP_GREETING_REQUIRED: 400,
  ERR_OUT_OF_HOURS: 409,
  ERROR_TICKET_OPEN: 409,
  // Codes of this implementation, for cases the spec does not name.
  ERR_VALIDATION: 400,
  ERR_NOT_FOUND: 404,
  ERR_SUBSCRIPTION_EXPIRED: 402,
  ERR_TOO_MANY_REQUESTS: 429,
  ERR_SESSION_REPLACED: 401,
  ERR_INTERNAL: 500,
  ERR_EMAIL_ALREADY_EXISTS: 409,
  ERR_QUEUE_NAME_ALREADY_EXISTS: 409,
  ERR_PLAN_LIMIT: 403,
  ERR_INVALID_FILE: 415,
  ERR_FILE_TOO_LARGE: 413,
  /** A contact list upload holds more than 100,000 rows (besides its header); nothing of it is imported. */
  ERR_TOO_MANY_ROWS: 413,
  /** Closing while setting requiredTag is enabled and the contact has no tag (spec 1 §4). */
  ERR_TICKET_TAG_REQUIRED: 400,
  /**
   * Closing with a rating ('Avaliação obrigatória', spec 1 §4): the close asked for the contact's rating (withRating
   * true) but none can be asked: setting userRating is off, the connection has no rating message, the ticket is a
   * group, or it is already waiting for its rating (nps). The ticket stays as it was.
   */
  ERR_RATING_REQUIRED: 400,
  /** Editing someone else's message, or one's own after 15 minutes. */
  ERR_MESSAGE_EDIT_NOT_ALLOWED: 403,
  /** A non-WhatsApp channel only takes replies within 24 h of the contact's last message. */
  ERR_OUTSIDE_REPLY_WINDOW: 409,
  ERR_TAG_NAME_ALREADY_EXISTS: 409,
  /** The operation needs a queue (accept, transfer, new ticket for non-admins: 'Selecione uma fila'). */
  ERR_QUEUE_REQUIRED: 400,
  /** The ticket is closed (or not yet accepted) and takes no replies. */
  ERR_TICKET_NOT_OPEN: 409,
  ERR_SCHEDULE_NOT_FOUND: 404,
  ERR_CHAT_NOT_FOUND: 404,
  /** A sent schedule cannot be changed nor sent again (spec 3 §4). */
  ERR_SCHEDULE_ALREADY_SENT: 409,
  /** The database (or another service the request needs) does not answer; the client may retry shortly. */
  ERR_SERVICE_UNAVAILABLE: 503,
  /** An Idempotency-Key sent again with a different request. */
  ERR_IDEMPOTENCY_KEY_REUSED: 422,
  /** An Idempotency-Key whose first request is still being handled. */
  ERR_REQUEST_IN_PROGRESS: 409,
  /** An Idempotency-Key whose first request was cut off unanswered (its process stopped): it is not run again blindly. */
  ERR_REQUEST_INTERRUPTED: 409,
  /** Resending a message the channel already confirmed. */
  ERR_MESSAGE_ALREADY_DELIVERED: 409,
  /** A signed media link that was altered or has expired. */
  ERR_MEDIA_LINK_EXPIRED: 403,
  /** Spec 3 §4: a campaign is edited only while INATIVA, or PROGRAMADA more than an hour ahead. */
  ERR_CAMPAIGN_NOT_EDITABLE: 409,
  /** Cancel only a running campaign, restart only a cancelled one (spec 3 §4). */
  ERR_CAMPAIGN_STATUS: 409,
  /** Company names are unique on the platform (spec 2 §5). */
  ERR_COMPANY_NAME_ALREADY_EXISTS: 409,
  ERR_PLAN_NAME_ALREADY_EXISTS: 409,
  /** A plan some company is on cannot be deleted. */
  ERR_PLAN_IN_USE: 409,
  /** Company 1 is the platform itself: it cannot be deleted, disabled or given a due date. */
  ERR_PLATFORM_COMPANY: 409,
  /** A company is deleted only once none of its connections has a live channel session. */
  ERR_COMPANY_HAS_ACTIVE_SESSIONS: 409,
  /** Password recovery: the code typed is not the one sent ('Código de verificação incorreto'). */
  ERR_RECOVERY_CODE_INVALID: 400,
  /** Password recovery: the code (or the token it gave) has expired or was used; start again. */
  ERR_RECOVERY_CODE_EXPIRED: 410,
  /** Password recovery: the third wrong code ends the attempt ('Tentativas excedidas'). */
  ERR_RECOVERY_ATTEMPTS_EXCEEDED: 429,
  /** Sign-up: the WhatsApp code typed is not the number's live code (wrong, expired or out of attempts); ask again. */
  ERR_SIGNUP_CODE_INVALID: 400,
  /** Sign-up: the WhatsApp number already belongs to an account (a number recovers one account's password). */
  ERR_WPP_ALREADY_IN_USE: 409,
  /** A verification code could not be sent by WhatsApp (the platform's connection refused or failed it). */
  ERR_VERIFICATION_CODE_NOT_SENT: 502,
  /** A queue integration, AI prompt or file list still named by a queue, connection or chatbot option. */
  ERR_INTEGRATION_IN_USE: 409,
  /** A URL a tenant admin typed points at the server itself, its private network or a metadata service (SSRF guard). */
  ERR_URL_NOT_ALLOWED: 400,
  /** The dashboard needs a period or a date range (spec 2 §5 'Parametrize o filtro'). */
  ERR_DASHBOARD_FILTER: 400,
  /** A bearer token that opens nothing: the external messages API's names no connection; /metrics' is not METRICS_TOKEN. */
  ERR_INVALID_API_TOKEN: 401,
  ERR_INVOICE_NOT_FOUND: 404,
  /** A paid invoice takes no new checkout. */
  ERR_INVOICE_ALREADY_PAID: 409,
  /** A custom plan at checkout below what the company already uses (its users or connections): remove some first. */
  ERR_PLAN_BELOW_USAGE: 409,
  /** The payment provider is not configured (the asaas setting) or did not answer as expected. */
  ERR_PAYMENT_UNAVAILABLE: 502,
  /** Erasing a contact's data: the name typed to confirm is not the contact's (compared trimmed, ignoring case). */
  ERR_ERASURE_CONFIRMATION: 400,
  /** A contact is not erased while a running campaign includes it: cancel the campaign or wait for it to end. */
  ERR_CONTACT_IN_RUNNING_CAMPAIGN: 409,
  /** The number's contact was erased on request: it may not be added again until its grace period ends, unless the person writes. */
  ERR_CONTACT_ERASED: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_STATUS;
}

/** Body of every error answer. `issues` is present for ERR_VALIDATION only. */
export interface ErrorBody {
  error: ErrorCode | string;
  message?: string;
  issues?: { path: string; message: string }[];
  /** ERR_SUBSCRIPTION_EXPIRED carries the due date the client shows (ISO date). */
  dueDate?: string;
}
