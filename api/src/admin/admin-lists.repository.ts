import { Injectable } from '@nestjs/common';
import type {
  AdminEmailApplication,
  AdminJobRequest,
  AdminListQuery,
  AdminMailAccount,
  AdminUser,
  Paginated,
} from '@app/types';
import { DataSource } from 'typeorm';

/**
 * What the user search matches, on `users` aliased `u`. The same text as the trigram index
 * `users_search_trgm_idx` (migration 1763800000000), so `LIKE '%…%'` is an index lookup at 100 000 users.
 */
const USER_SEARCH_TEXT = `lower(u.email || ' ' || coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`;

export type PageQuery = AdminListQuery & { page: number; pageSize: number };

/** A `LIKE` pattern that finds `q` anywhere, with LIKE's own wildcards in `q` taken literally. */
export function containsPattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Collects WHERE conditions with numbered parameters. */
class Filter {
  readonly params: unknown[] = [];
  private readonly conditions: string[] = [];

  add(condition: (p: string) => string, value: unknown): void {
    this.params.push(value);
    this.conditions.push(condition(`$${this.params.length}`));
  }

  get sql(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }

  /** LIMIT/OFFSET placeholders after the filter's own parameters. */
  page(query: PageQuery): { sql: string; params: unknown[] } {
    const n = this.params.length;
    return {
      sql: `LIMIT $${n + 1} OFFSET $${n + 2}`,
      params: [...this.params, query.pageSize, (query.page - 1) * query.pageSize],
    };
  }
}

/** A list of rows that belong to a user (searches, applications, mail accounts), all read the same way. */
interface OwnedList<Row, Item> {
  table: 'search_requests' | 'email_applications' | 'mail_accounts';
  /** Columns for the page, on alias `x`; never a secret one. */
  columns: string;
  /** Newest first, on alias `x`, with the id as tiebreak. */
  orderBy: string;
  /** The row's own text the search matches (besides its owner's email and name), on alias `a`. */
  ownText: (a: string) => string;
  /** A row of the page (its columns and the owner's `user_email`) as the API answers it. */
  toItem: (row: Row) => Item;
}

const SEARCHES: OwnedList<JobRequestRow, AdminJobRequest> = {
  table: 'search_requests',
  columns: `x.id, x.user_id, x.status, x.created_at, x.finished_at, x.linkedin_url, x.keyword, x.location,
            x.work_type, x.job_count, x.cards_found, x.jobs_kept, x.error_message`,
  orderBy: 'x.created_at DESC, x.id DESC',
  // Same text as search_requests_search_trgm_idx.
  ownText: (a) => `lower(${a}.keyword || ' ' || ${a}.location)`,
  toItem: toAdminJobRequest,
};

const APPLICATIONS: OwnedList<EmailApplicationRow, AdminEmailApplication> = {
  table: 'email_applications',
  columns: `x.id, x.user_id, x.status, x.job_title, x.company_name, x.company_email, x.email_subject, x.sent_at,
            x.created_at, x.job_url, x.company_website, x.provider, x.from_address, x.outcome`,
  orderBy: 'coalesce(x.sent_at, x.created_at) DESC, x.id DESC',
  // Same text as email_applications_search_trgm_idx.
  ownText: (a) =>
    `lower(${a}.job_title || ' ' || ${a}.company_name || ' ' || ${a}.company_email || ' ' || ${a}.email_subject)`,
  toItem: toAdminEmailApplication,
};

const MAIL_ACCOUNTS: OwnedList<MailAccountRow, AdminMailAccount> = {
  table: 'mail_accounts',
  // Everything staff may see: state and SMTP server, never `secret_ciphertext`.
  columns: `x.id, x.user_id, x.provider, x.email_address, x.needs_reauth, x.is_default, x.created_at, x.updated_at,
            x.smtp_host, x.smtp_port`,
  orderBy: 'x.updated_at DESC, x.id DESC',
  // Same text as mail_accounts_search_trgm_idx.
  ownText: (a) => `lower(${a}.email_address)`,
  toItem: toAdminMailAccount,
};

/**
 * The staff lists' SQL (spec §7 admin calls), paged and searchable so they hold with 100 000 users and millions of
 * rows: the page is cut first and only its rows are joined and counted; a search finds ids through trigram indexes
 * (the owner's email and name, and the row's own text) and their union is filtered. Cross-domain reads in plain SQL,
 * read-only: the staff viewer reads every room's rows and writes none (AdminService audits each read).
 */
@Injectable()
export class AdminListsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async users(query: PageQuery): Promise<Paginated<AdminUser>> {
    const filter = new Filter();
    if (query.q) filter.add((p) => `${USER_SEARCH_TEXT} LIKE ${p}`, containsPattern(query.q));
    const page = filter.page(query);
    const [rows, total] = await Promise.all([
      this.dataSource.query<AdminUserRow[]>(
        `SELECT ${ADMIN_USER_COLUMNS}
           FROM (SELECT u.* FROM users u ${filter.sql} ORDER BY u.created_at DESC, u.id DESC ${page.sql}) u
          ORDER BY u.created_at DESC, u.id DESC`,
        page.params,
      ),
      this.count(`SELECT count(*)::int AS n FROM users u ${filter.sql}`, filter.params),
    ]);
    return { items: rows.map(toAdminUser), total, page: query.page, pageSize: query.pageSize };
  }

  jobRequests(query: PageQuery): Promise<Paginated<AdminJobRequest>> {
    return this.owned(SEARCHES, query);
  }

  emailApplications(query: PageQuery): Promise<Paginated<AdminEmailApplication>> {
    return this.owned(APPLICATIONS, query);
  }

  /** Mail accounts of both providers (the spec's "gmail credentials"): their state, never a secret column. */
  mailAccounts(query: PageQuery): Promise<Paginated<AdminMailAccount>> {
    return this.owned(MAIL_ACCOUNTS, query);
  }

  /** Mail accounts of one user, default first. */
  async mailAccountsOf(userId: string): Promise<AdminMailAccount[]> {
    const rows = await this.dataSource.query<MailAccountRow[]>(
      `SELECT ${MAIL_ACCOUNTS.columns}, u.email AS user_email
         FROM mail_accounts x JOIN users u ON u.id = x.user_id
        WHERE x.user_id = $1 ORDER BY x.is_default DESC, x.created_at`,
      [userId],
    );
    return rows.map(toAdminMailAccount);
  }

  private async owned<Row, Item>(list: OwnedList<Row, Item>, query: PageQuery): Promise<Paginated<Item>> {
    const filter = new Filter();
    if (query.userId) filter.add((p) => `x.user_id = ${p}`, query.userId);
    if (query.q) {
      filter.add(
        (p) =>
          `x.id IN (SELECT o.id FROM ${list.table} o JOIN users u ON u.id = o.user_id WHERE ${USER_SEARCH_TEXT} LIKE ${p}
                    UNION SELECT o.id FROM ${list.table} o WHERE ${list.ownText('o')} LIKE ${p})`,
        containsPattern(query.q),
      );
    }
    const page = filter.page(query);
    const [rows, total] = await Promise.all([
      this.dataSource.query<Row[]>(
        `SELECT x.*, u.email AS user_email
           FROM (SELECT ${list.columns} FROM ${list.table} x ${filter.sql} ORDER BY ${list.orderBy} ${page.sql}) x
           JOIN users u ON u.id = x.user_id
          ORDER BY ${list.orderBy}`,
        page.params,
      ),
      this.count(`SELECT count(*)::int AS n FROM ${list.table} x ${filter.sql}`, filter.params),
    ]);
    return { items: rows.map((r) => list.toItem(r)), total, page: query.page, pageSize: query.pageSize };
  }

  private async count(sql: string, params: unknown[]): Promise<number> {
    const [row] = await this.dataSource.query<{ n: number }[]>(sql, params);
    return row?.n ?? 0;
  }
}

/** The users list's columns, with counts of what each user has (each an index lookup by user_id). */
export const ADMIN_USER_COLUMNS = `
  u.id, u.email, u.first_name, u.last_name, u.profile_image_url, u.role, u.created_at, u.last_sign_in_at,
  EXISTS (SELECT 1 FROM resumes r WHERE r.user_id = u.id) AS has_resume,
  (SELECT count(*) FROM search_requests s WHERE s.user_id = u.id)::int AS search_count,
  (SELECT count(*) FROM email_applications e WHERE e.user_id = u.id AND e.status = 'sent' AND e.follow_up_of IS NULL)::int AS application_count,
  (SELECT count(*) FROM mail_accounts m WHERE m.user_id = u.id)::int AS mail_account_count`;

export interface AdminUserRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  role: AdminUser['role'];
  created_at: Date;
  last_sign_in_at: Date | null;
  has_resume: boolean;
  search_count: number;
  application_count: number;
  mail_account_count: number;
}

export function toAdminUser(r: AdminUserRow): AdminUser {
  return {
    id: r.id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    profileImageUrl: r.profile_image_url,
    role: r.role,
    createdAt: r.created_at.toISOString(),
    lastSignInAt: r.last_sign_in_at?.toISOString() ?? null,
    hasResume: r.has_resume,
    searchCount: r.search_count,
    applicationCount: r.application_count,
    mailAccountCount: r.mail_account_count,
  };
}

export interface MailAccountRow {
  id: string;
  user_id: string;
  user_email: string;
  provider: AdminMailAccount['provider'];
  email_address: string;
  needs_reauth: boolean;
  is_default: boolean;
  created_at: Date;
  updated_at: Date;
  smtp_host: string | null;
  smtp_port: number | null;
}

export function toAdminMailAccount(r: MailAccountRow): AdminMailAccount {
  return {
    id: r.id,
    userId: r.user_id,
    userEmail: r.user_email,
    provider: r.provider,
    emailAddress: r.email_address,
    isActive: !r.needs_reauth,
    needsReauth: r.needs_reauth,
    isDefault: r.is_default,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    smtpServer: r.smtp_host ? `${r.smtp_host}${r.smtp_port ? `:${r.smtp_port}` : ''}` : null,
  };
}

interface JobRequestRow {
  id: string;
  user_id: string;
  user_email: string;
  status: AdminJobRequest['status'];
  created_at: Date;
  finished_at: Date | null;
  linkedin_url: string;
  keyword: string;
  location: string;
  work_type: AdminJobRequest['workType'];
  job_count: number;
  cards_found: number;
  jobs_kept: number;
  error_message: string | null;
}

function toAdminJobRequest(r: JobRequestRow): AdminJobRequest {
  return {
    id: r.id,
    userId: r.user_id,
    userEmail: r.user_email,
    status: r.status,
    createdAt: r.created_at.toISOString(),
    finishedAt: r.finished_at?.toISOString() ?? null,
    linkedinUrl: r.linkedin_url,
    keyword: r.keyword,
    location: r.location,
    workType: r.work_type,
    jobCount: r.job_count,
    totalJobsFound: r.cards_found,
    jobsKept: r.jobs_kept,
    errorMessage: r.error_message,
  };
}

interface EmailApplicationRow {
  id: string;
  user_id: string;
  user_email: string;
  status: AdminEmailApplication['status'];
  job_title: string;
  company_name: string;
  company_email: string;
  email_subject: string;
  sent_at: Date | null;
  created_at: Date;
  job_url: string | null;
  company_website: string | null;
  provider: AdminEmailApplication['provider'];
  from_address: string;
  outcome: AdminEmailApplication['outcome'];
}

function toAdminEmailApplication(r: EmailApplicationRow): AdminEmailApplication {
  return {
    id: r.id,
    userId: r.user_id,
    userEmail: r.user_email,
    status: r.status,
    jobTitle: r.job_title,
    companyName: r.company_name,
    companyEmail: r.company_email,
    emailSubject: r.email_subject,
    sentAt: r.sent_at?.toISOString() ?? null,
    createdAt: r.created_at.toISOString(),
    jobUrl: r.job_url,
    companyWebsite: r.company_website,
    provider: r.provider,
    fromAddress: r.from_address,
    outcome: r.outcome,
  };
}
