/** Status and kind enums shared by the server, the member UI and the console. */

export const SUBSCRIPTION_STATUSES = ['active', 'overdue', 'inactive'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PAYMENT_METHODS = ['amazon-gift-card', 'apple-gift-card', 'cash', 'chime', 'paypal', 'venmo', 'walmart-onepay', 'wise', 'zelle'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How a payment method is shown, in the console and on My Payments: the brand's own spelling. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  'amazon-gift-card': 'Amazon Gift Card',
  'apple-gift-card': 'Apple Gift Card',
  cash: 'Cash',
  chime: 'Chime',
  paypal: 'PayPal',
  venmo: 'Venmo',
  'walmart-onepay': 'Walmart OnePay',
  wise: 'Wise',
  zelle: 'Zelle',
};

export type InviteStatus = 'Active' | 'Inactive' | 'Fully Used' | 'Expired';

export const ANNOUNCEMENT_TYPES = ['info', 'warning', 'maintenance', 'update', 'promotion'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
