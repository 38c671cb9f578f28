/** Whose details to look for in free-form places as well (any string holding the account's id or email). */
export interface RedactionSubject {
  id: string;
  email: string;
}

/**
 * Keys that name, reach or describe the payer wherever they appear in a Paddle payload: what the checkout carried
 * (custom_data: our user id), the customer's contact and address, the card's holder and digits, invoice details,
 * and the ids that lead to the customer at Paddle. Set to null, so the payload keeps Paddle's shape.
 */
const PERSONAL_KEYS = new Set([
  'custom_data',
  'billing_details',
  'customer',
  'customer_id',
  'address',
  'address_id',
  'business',
  'business_id',
  'email',
  'name',
  'first_line',
  'second_line',
  'city',
  'postal_code',
  'region',
  'company_number',
  'tax_identifier',
  'contacts',
  'card',
  'cardholder_name',
  'payment_method_id',
  'stored_payment_method_id',
]);

/**
 * Keys kept under these parents although they are in PERSONAL_KEYS: a product's or price's name is the catalog's,
 * not the payer's.
 */
const CATALOG_PARENTS = new Set(['product', 'price']);

/** Events whose data is the payer's own record at Paddle: only its status and dates are kept. */
const OWN_RECORD_EVENT = /^(customer|address|business|payment_method)\./;
const OWN_RECORD_KEPT = ['status', 'created_at', 'updated_at'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A stored Paddle notification without personal data, for the payment record that outlives an account: event id
 * and type, dates, amounts, currency, items, and Paddle's transaction and subscription ids stay; everything that
 * identifies the payer goes (see PERSONAL_KEYS). With a subject, any other string that holds their id or email
 * goes too, wherever Paddle put it. Pure; the input is not changed.
 */
export function redactPaddlePayload(payload: unknown, subject?: RedactionSubject): unknown {
  const needles = subject ? [subject.id, subject.email].map((s) => s.trim().toLowerCase()).filter(Boolean) : [];
  const walk = (value: unknown, parent: string | null): unknown => {
    if (typeof value === 'string') {
      const lower = value.toLowerCase();
      return needles.some((n) => lower.includes(n)) ? null : value;
    }
    if (Array.isArray(value)) return value.map((v) => walk(v, parent));
    if (!isObject(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      const personal = PERSONAL_KEYS.has(key) && !(key === 'name' && parent && CATALOG_PARENTS.has(parent));
      out[key] = personal ? null : walk(v, key);
    }
    return out;
  };
  const redacted = walk(payload, null);
  if (isObject(redacted) && typeof redacted.event_type === 'string' && OWN_RECORD_EVENT.test(redacted.event_type)) {
    const data = isObject(redacted.data) ? redacted.data : {};
    redacted.data = Object.fromEntries(OWN_RECORD_KEPT.filter((k) => k in data).map((k) => [k, data[k]]));
  }
  return redacted;
}
