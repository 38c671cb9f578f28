import { Injectable, Logger } from '@nestjs/common';
import {
  COPY,
  isSharedAddress,
  type CheckEmailResponse,
  type CompanyProfile,
  type GenerateEmailResponse,
  type GroundingReport,
} from '@app/types';
import { DomainError } from '../common/errors/domain-error.js';
import { CompaniesService } from '../companies/companies.service.js';
import { ResumeService } from '../resume/resume.service.js';
import type { JobEntity } from '../jobs/job.entity.js';
import { SearchService } from '../search/search.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { NoOtherDraftError, ResumeRequiredError } from './compose.errors.js';
import type { CheckEmailDto } from './dto/check-email.dto.js';
import type { GenerateEmailDto } from './dto/generate-email.dto.js';
import { EMAIL_LOCALES, templateLanguage, type TemplateLanguage } from './email-locale.js';
import { buildEmailMessages, type EmailBrief } from './email-prompt.js';
import { GroundingService, type GroundingResult } from './grounding/grounding.service.js';
import { claimWarning, distinctClaims, type GroundingSources, type UnsupportedClaim } from './grounding/index.js';
import { addressed } from './greeting.js';
import { detectLanguage } from './language.js';
import { LlmEmailWriter, type EmailDraft } from './llm-email-writer.js';
import { fillPlaceholders, findPlaceholders, removePlaceholders } from './placeholders.js';
import { ensureSignature, nameFromResume, senderName } from './signature.js';
import { bestAchievements, composeTemplateEmail, templateDrafts } from './template-composer.js';
import {
  buildFollowUpMessages,
  composeTemplateFollowUp,
  greetingLine,
  withGreeting,
  type FollowUpBrief,
} from './follow-up.js';

interface Checked {
  draft: EmailDraft;
  /** The unbacked claims, each once. */
  claims: UnsupportedClaim[];
  grounding: GroundingResult | null;
  placeholders: string[];
}

/** A recruiter's display default is no name to greet. */
const isRealName = (name: string | null | undefined): name is string =>
  !!name?.trim() && name.trim().toLowerCase() !== COPY.search.defaultPosterName.toLowerCase();

/**
 * `POST /api/generate-email`: gathers the facts (resume, job, company, recipient, sender), has the language model
 * or the built-in composer write the email, and checks it: no placeholders, the sender's name at the end, and no
 * claim the resume does not back (one rewrite is asked for; what remains comes back as warnings).
 */
@Injectable()
export class ComposeService {
  private readonly logger = new Logger(ComposeService.name);

  constructor(
    private readonly resumes: ResumeService,
    private readonly companies: CompaniesService,
    private readonly searches: SearchService,
    private readonly llm: LlmEmailWriter,
    private readonly grounding: GroundingService,
  ) {}

  async generate(user: UserEntity, request: GenerateEmailDto): Promise<GenerateEmailResponse> {
    const attempt = request.attempt ?? 1;
    const facts = await this.brief(user, request);
    const lang = templateLanguage(facts.language);
    const sources: GroundingSources = facts;

    if (!this.llm.enabled) {
      const input = { ...facts, language: lang, attempt };
      // A Regenerate past the last different draft says why instead of repeating one.
      if (attempt > templateDrafts(input))
        throw new NoOtherDraftError(templateDrafts(input), bestAchievements(input).length);
      const checked = await this.check(this.finish(composeTemplateEmail(input), facts, lang), sources);
      return this.answer(checked, 'template');
    }

    // The model opens with the achievement the built-in writer would (the next one on a Regenerate).
    const achievements = bestAchievements(facts);
    const brief: EmailBrief = {
      ...facts,
      attempt,
      achievement: achievements.length ? achievements[(attempt - 1) % achievements.length]!.text : null,
    };
    const write = async (messages: ReturnType<typeof buildEmailMessages>) =>
      this.finish(addressed(await this.llm.write(messages), brief), brief, lang);
    const first = await this.check(await write(buildEmailMessages(brief)), sources);
    let best = first;
    if (first.claims.length || first.placeholders.length) {
      try {
        const rewrite = await write(
          buildEmailMessages(brief, {
            draft: first.draft,
            unsupported: first.claims.map((c) => c.text),
            placeholders: first.placeholders,
          }),
        );
        const second = await this.check(rewrite, sources);
        // The rewrite wins unless it came out worse.
        if (this.problems(second) <= this.problems(first)) best = second;
      } catch (err) {
        // The first draft is still an email: a failed rewrite returns it with its warnings.
        if (!(err instanceof DomainError)) throw err;
        this.logger.warn({ code: err.code }, 'The rewrite of an email failed; answering the first draft');
      }
    }
    if (best.placeholders.length) {
      const draft = { subject: best.draft.subject, body: removePlaceholders(best.draft.body) };
      best = await this.check(this.finish(draft, brief, lang), sources);
    }
    return this.answer(best, 'llm');
  }

  /**
   * Compose's follow-up mode: a short note in the thread of an email already sent, by the same writer (the language
   * model, or the built-in composer) with the same finishing (placeholders, one sign-off) and grounding check.
   */
  async followUp(
    user: UserEntity,
    input: FollowUpBrief & { jobTitle: string; companyName: string },
  ): Promise<GenerateEmailResponse> {
    const resume = (await this.resumes.saved(user.id)).resumeText?.trim() ?? '';
    const brief: EmailBrief = {
      jobTitle: input.jobTitle,
      companyName: input.companyName,
      jobDescription: '',
      resume,
      posterName: isRealName(input.recipientName) ? input.recipientName : null,
      posterTitle: null,
      company: null,
      senderName: senderName(user, resume),
      language: detectLanguage(input.previousBody ?? '') ?? null,
    };
    const lang = templateLanguage(brief.language);
    const draft = this.llm.enabled
      ? await this.llm.write(buildFollowUpMessages(brief, input))
      : composeTemplateFollowUp(brief, input, lang);
    // The person is greeted as the first email greeted them (a model may drift to "Dear Hiring Manager").
    const greeted = { ...draft, body: withGreeting(draft.body, greetingLine(input.previousBody)) };
    const finished = this.finish({ ...greeted, subject: `Re: ${input.previousSubject}` }, brief, lang);
    // Without a saved resume there is nothing to check a claim against: the follow-up comes back unchecked.
    const checked = resume
      ? await this.check(finished, brief)
      : { draft: finished, claims: [], grounding: null, placeholders: [] };
    return this.answer(checked, this.llm.enabled ? 'llm' : 'template');
  }

  /** The facts for one email. The request's resume wins over the saved one; a stored job fills what is missing. */
  private async brief(user: UserEntity, request: GenerateEmailDto): Promise<EmailBrief> {
    const resume = request.resumeText?.trim() || (await this.resumes.saved(user.id)).resumeText?.trim();
    if (!resume) throw new ResumeRequiredError();

    const job = request.siteJobId ? await this.searches.storedJob(request.siteJobId) : null;
    const jobDescription = (job?.description?.trim() || request.jobDescription.trim()).slice(0, 50_000);
    const company = request.company ? normaliseProfile(request.company) : await this.storedCompany(job);
    // Given the address, the email greets the name sent with it only: the job's poster may be someone else, and a
    // shared mailbox (careers@, jobs@, hr@) is nobody in particular.
    const posterName = request.recipientEmail
      ? isSharedAddress(request.recipientEmail) || !isRealName(request.posterName)
        ? null
        : request.posterName
      : ([request.posterName, job?.posterName].find(isRealName) ?? null);
    const language = detectLanguage(jobDescription) ?? detectLanguage(`${request.jobTitle}\n${jobDescription}`);
    return {
      jobTitle: request.jobTitle,
      companyName: request.companyName,
      jobDescription,
      resume,
      posterName,
      posterTitle: request.recipientEmail
        ? (request.posterTitle ?? null)
        : (request.posterTitle ?? job?.posterTitle ?? null),
      company,
      senderName: senderName(user, resume),
      language,
    };
  }

  /** The company page stored for a job (any age: an older profile still tells what the company does). */
  private async storedCompany(job: JobEntity | null): Promise<CompanyProfile | null> {
    return job?.companySlug ? this.companies.storedProfile(job.companySlug) : null;
  }

  /** Fills what slots it can, signs the email, and gives it a subject when the writer left none. */
  private finish(draft: EmailDraft, brief: EmailBrief, lang: TemplateLanguage): EmailDraft {
    const values = {
      senderName: brief.senderName,
      companyName: brief.companyName,
      jobTitle: brief.jobTitle,
      posterName: brief.posterName ?? EMAIL_LOCALES[lang].neutralRecipient,
    };
    let subject = fillPlaceholders(draft.subject, values).trim();
    if (!subject || findPlaceholders(subject).length)
      subject = EMAIL_LOCALES[lang].subject(brief.jobTitle, brief.companyName);
    const body = ensureSignature(
      fillPlaceholders(draft.body, values),
      brief.senderName,
      lang,
      nameFromResume(brief.resume),
    );
    return { subject, body };
  }

  /**
   * `POST /api/compose/check`: the grounding check of a draft the user edited, against the same sources as its
   * generation (the same request fields), without a model call: the model's claim list of the generated draft,
   * when sent back, is verified again in code.
   */
  async recheck(user: UserEntity, request: CheckEmailDto): Promise<CheckEmailResponse> {
    const brief = await this.brief(user, request);
    const email = { subject: request.subject, body: request.body };
    return groundingReport(this.grounding.recheck(email, brief, request.modelClaims ?? null));
  }

  /** The draft's unbacked claims (each once) and the template slots it left. */
  private async check(draft: EmailDraft, sources: GroundingSources): Promise<Checked> {
    const grounding = await this.grounding.check(draft, sources);
    return {
      draft,
      claims: distinctClaims(grounding.unbacked),
      grounding,
      placeholders: findPlaceholders(`${draft.subject}\n${draft.body}`).map((p) => p.text),
    };
  }

  private problems(c: Checked): number {
    return c.claims.length + c.placeholders.length;
  }

  private answer(checked: Checked, generator: 'llm' | 'template'): GenerateEmailResponse {
    return {
      success: true,
      email: checked.draft,
      generator,
      warnings: checked.claims.map(claimWarning),
      ...(checked.grounding ? { grounding: groundingReport(checked.grounding) } : {}),
    };
  }
}

/** The check as the API answers it: each unbacked claim once with its sentence, each backed one with its line. */
function groundingReport(result: GroundingResult): GroundingReport {
  return {
    unbacked: distinctClaims(result.unbacked).map((c) => ({
      kind: c.kind,
      text: c.text,
      at: c.at,
      warning: claimWarning(c),
    })),
    backed: result.backed,
    modelClaims: result.listed,
  };
}

function normaliseProfile(p: Partial<CompanyProfile> & { name: string }): CompanyProfile {
  return {
    name: p.name,
    logo: p.logo ?? null,
    tagline: p.tagline ?? null,
    description: p.description ?? null,
    industry: p.industry ?? null,
    size: p.size ?? null,
    headquarters: p.headquarters ?? null,
    founded: p.founded ?? null,
    specialties: p.specialties ?? [],
    website: p.website ?? null,
    linkedinUrl: p.linkedinUrl ?? null,
  };
}
