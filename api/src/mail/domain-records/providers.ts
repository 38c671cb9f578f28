/** A mail provider the app recognises from an SMTP host: what its customers put in SPF, where their DKIM keys sit. */
export interface MailProvider {
  name: string;
  /** The SPF `include:` domain the provider's sending servers are listed under. */
  spfInclude: string;
  /** DKIM selectors the provider signs with (`<selector>._domainkey.<domain>`); empty: chosen per customer. */
  dkimSelectors: string[];
}

const PROVIDERS: ReadonlyArray<{ hosts: RegExp; provider: MailProvider }> = [
  {
    hosts: /(^|\.)(gmail\.com|googlemail\.com|google\.com)$/,
    provider: { name: 'Google Workspace', spfInclude: '_spf.google.com', dkimSelectors: ['google'] },
  },
  {
    hosts: /(^|\.)(office365\.com|outlook\.com)$/,
    provider: {
      name: 'Microsoft 365',
      spfInclude: 'spf.protection.outlook.com',
      dkimSelectors: ['selector1', 'selector2'],
    },
  },
  {
    hosts: /(^|\.)zoho\.(com|in|eu|com\.au|jp)$/,
    provider: { name: 'Zoho Mail', spfInclude: 'zohomail.com', dkimSelectors: [] },
  },
  {
    hosts: /(^|\.)(fastmail\.com|messagingengine\.com)$/,
    provider: { name: 'Fastmail', spfInclude: 'spf.messagingengine.com', dkimSelectors: ['fm1', 'fm2', 'fm3'] },
  },
  {
    hosts: /(^|\.)protonmail\.ch$/,
    provider: {
      name: 'Proton Mail',
      spfInclude: '_spf.protonmail.ch',
      dkimSelectors: ['protonmail', 'protonmail2', 'protonmail3'],
    },
  },
  {
    hosts: /(^|\.)sendgrid\.net$/,
    provider: { name: 'SendGrid', spfInclude: 'sendgrid.net', dkimSelectors: ['s1', 's2'] },
  },
  { hosts: /(^|\.)mailgun\.org$/, provider: { name: 'Mailgun', spfInclude: 'mailgun.org', dkimSelectors: [] } },
  {
    hosts: /(^|\.)amazonaws\.com$/,
    provider: { name: 'Amazon SES', spfInclude: 'amazonses.com', dkimSelectors: [] },
  },
  {
    hosts: /(^|\.)(brevo\.com|sendinblue\.com)$/,
    provider: { name: 'Brevo', spfInclude: 'spf.brevo.com', dkimSelectors: [] },
  },
];

/** The provider behind an SMTP host (smtp.office365.com → Microsoft 365), or null for one the app does not know. */
export function providerOfSmtpHost(host: string): MailProvider | null {
  const name = host.toLowerCase().replace(/\.$/, '');
  return PROVIDERS.find((p) => p.hosts.test(name))?.provider ?? null;
}
