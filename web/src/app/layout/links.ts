/** Footer links shown on every page (spec §2). */
export const FOOTER_LINKS = [
  { to: '/features', label: 'Features' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/shipping-and-delivery', label: 'Shipping & Delivery' },
  { to: '/contact', label: 'Contact' },
] as const;
