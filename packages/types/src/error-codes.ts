/**
 * Every `code` the API puts in an error body (`ApiErrorBody.code`), by the domain that raises it. The API's
 * DomainError takes only these, and clients compare against this type, so a renamed or misspelt code fails the
 * type check on both sides instead of silently never matching.
 */
export const API_ERROR_CODES = [
  // auth
  'not_signed_in',
  'sign_in_unavailable',
  'staff_only',
  'extension_token_not_allowed',
  // extension tokens
  'extension_token_not_found',
  'too_many_extension_tokens',
  'not_an_extension_request',
  // account and admin
  'user_not_found',
  'deletion_not_confirmed',
  'account_deletion_failed',
  // resume
  'resume_not_found',
  'invalid_file_type',
  'resume_unreadable',
  'resume_ocr_timeout',
  'image_unreadable',
  'image_too_large',
  'pdf_too_complex',
  'pdf_password',
  'pdf_damaged',
  'docx_too_large',
  'docx_damaged',
  'ocr_busy',
  // the networking site
  'jobs_site_authwall',
  'jobs_site_rate_limited',
  'jobs_site_unavailable',
  'jobs_site_markup_not_understood',
  'not_a_jobs_site_url',
  // search and plans
  'search_not_found',
  'search_not_queued',
  'too_many_searches',
  'search_quota_exceeded',
  'unknown_location',
  'job_not_found',
  // compose
  'resume_required',
  'email_writer_timeout',
  'email_writer_busy',
  'email_writer_bad_output',
  'email_writer_unreachable',
  'email_writer_no_quota',
  'email_writer_auth',
  'email_writer_model',
  'email_writer_failed',
  // mail accounts and sending
  'gmail_not_configured',
  'gmail_reauth_required',
  'gmail_not_connected',
  'mail_account_not_found',
  'smtp_unreachable',
  'smtp_tls_failed',
  'smtp_auth_failed',
  'smtp_timeout',
  'smtp_host_not_allowed',
  'imap_unreachable',
  'imap_tls_failed',
  'imap_auth_failed',
  'imap_timeout',
  'send_in_progress',
  'send_unconfirmed',
  'duplicate_send',
  'daily_limit_reached',
  'email_not_sent',
  'send_scheduled',
  'resume_file_missing',
  // the outbox, Apply to All and follow-ups
  'outbox_item_not_found',
  'draft_batch_not_found',
  'draft_not_found',
  'already_sent',
  'send_underway',
  'not_scheduled',
  'invalid_outbox_edit',
  'no_mailbox',
  'invalid_send_at',
  'application_answered',
  'follow_ups_used',
  'follow_up_not_drafted',
  'no_jobs_with_contact',
  'draft_approved',
  // applications
  'application_not_found',
  'delivery_unconfirmed',
  'delivery_known',
  // settings
  'invalid_outreach_settings',
  // rate limits
  'rate_limited',
  // plans and billing
  'plan_feature_required',
  // saved searches
  'saved_search_not_found',
  'saved_search_exists',
  'saved_search_limit',
  'payments_unavailable',
  'already_subscribed',
  'invalid_signature',
  'invalid_payload',
  'no_charge',
  'refund_already_requested',
  'refund_window_closed',
  'paddle_cancel_failed',
  'paddle_api_key_missing',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
