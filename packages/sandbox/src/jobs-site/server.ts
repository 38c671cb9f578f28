import { setTimeout as sleep } from 'node:timers/promises';
import express, { type Express, type Request, type Response } from 'express';
import { companyBySlug } from './catalog/companies.js';
import { KnobError, type Behaviour, type EndpointKind } from './behaviour.js';
import { typeahead } from './geo.js';
import { MAX_START, parseListingQuery, queryKey, type ListingQuery, type SiteModel } from './jobs.js';
import { renderCompanyPage } from './markup/company-page.js';
import { renderJobPage, renderJobPosting } from './markup/job-page.js';
import { renderCards } from './markup/search-cards.js';
import { languageOfHost } from './markup/localized.js';
import {
  renderAuthwall,
  renderNoResults,
  renderNotFound,
  renderRequestDenied,
  renderSearchPage,
} from './markup/site-pages.js';
import { hash32 } from './prng.js';

const HTML = 'text/html; charset=utf-8';

/** Links point back at the origin the client used, as the real site's absolute links point at itself. */
function baseOf(req: Request, fallback: string): string {
  const host = req.get('host');
  return host ? `${req.protocol}://${host}` : fallback;
}

function startOf(value: unknown): number {
  const start = Number(typeof value === 'string' ? value : 0);
  return Number.isInteger(start) && start > 0 ? start : 0;
}

/** The id at the end of `/jobs/view/{slug-}{id}`. */
function jobIdOf(slugId: string): string | null {
  return /^(?:.*-)?(\d+)\/?$/.exec(slugId)?.[1] ?? null;
}

export function createJobsSiteApp(options: { behaviour: Behaviour; model: SiteModel; selfUrl: () => string }): Express {
  const { behaviour, model } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  /** Wraps a site endpoint with the knobs: count, failure, rate limit, burst, sign-in wall, latency. */
  const site =
    (kind: EndpointKind, handler: (req: Request, res: Response, base: string) => void) =>
    async (req: Request, res: Response) => {
      const verdict = behaviour.decide(kind, req.socket.remoteAddress ?? 'unknown', Date.now());
      const { latencyMs } = behaviour.knobs;
      if (latencyMs > 0) await sleep(latencyMs);
      if (res.destroyed) return;
      const base = baseOf(req, options.selfUrl());
      switch (verdict.action) {
        case 'fail':
          res.status(503).type(HTML).send('<html><body><h1>Service Unavailable</h1></body></html>');
          return;
        case 'limit':
          if (verdict.status === 429) {
            res.status(429).set('Retry-After', String(verdict.retryAfterSec)).type(HTML).send('');
          } else {
            res.status(999).type(HTML).send(renderRequestDenied());
          }
          return;
        case 'authwall': {
          const trkInfo = hash32('trkInfo', req.originalUrl).toString(36);
          const target = `${base}${req.originalUrl}`;
          res.redirect(
            302,
            `${base}/authwall?trk=public_jobs_job-view&trkInfo=AQ${trkInfo}&original_referer=&sessionRedirect=${encodeURIComponent(target)}`,
          );
          return;
        }
        case 'serve':
          handler(req, res, base);
      }
    };

  const listing = (req: Request) => {
    const query = parseListingQuery(req.query);
    const start = startOf(req.query.start);
    const { pageSize, freshPostings } = behaviour.knobs;
    return { query, start, pageSize, ...model.search(query, start, pageSize, freshPostings) };
  };
  /** A search with no job at all answers its first page with the site's no-result box, in the host's language. */
  const noResults = (req: Request, { query, start, total }: { query: ListingQuery; start: number; total: number }) =>
    total === 0 && start === 0
      ? renderNoResults(
          [query.keywords, query.location].filter(Boolean).join(' · ') || 'jobs',
          languageOfHost(req.hostname),
        )
      : null;

  app.get(
    '/jobs-guest/jobs/api/seeMoreJobPostings/search',
    site('listing', (req, res, base) => {
      const page = listing(req);
      const { query, start, pageSize, jobs } = page;
      const querySeed = hash32('cards', queryKey(query));
      const none = noResults(req, page);
      if (none) return void res.status(200).type(HTML).send(none);
      if (jobs.length === 0 || start >= MAX_START) {
        // End of results: the site answers 200 with nothing, or with a bare doctype.
        res
          .status(200)
          .type(HTML)
          .send(querySeed % 2 === 0 ? '' : '<!DOCTYPE html>');
        return;
      }
      res.type(HTML).send(renderCards(jobs, { base, start, pageSize, querySeed, markup: behaviour.knobs.markup }));
    }),
  );

  app.get(
    '/jobs/search',
    site('listing', (req, res, base) => {
      const page = listing(req);
      const { query, start, pageSize, jobs, total } = page;
      const where = query.location || 'Worldwide';
      const heading = `${total.toLocaleString('en-US')} ${query.keywords ? `${query.keywords} ` : ''}jobs in ${where}`;
      const querySeed = hash32('cards', queryKey(query));
      const cards = renderCards(jobs, { base, start, pageSize, querySeed, markup: behaviour.knobs.markup });
      const search = new URLSearchParams(req.query as Record<string, string>).toString();
      res.type(HTML).send(renderSearchPage(base, search, heading, cards, noResults(req, page)));
    }),
  );

  const notFound = (res: Response, base: string) => res.status(404).type(HTML).send(renderNotFound(base));

  app.get(
    '/jobs/view/:slugId',
    site('job', (req, res, base) => {
      const id = jobIdOf(String(req.params.slugId));
      const job = id ? model.job(id) : null;
      if (!job) return void notFound(res, base);
      const language = languageOfHost(req.hostname);
      res.type(HTML).send(renderJobPage(job, model.similar(job, 4), base, behaviour.knobs.markup, language));
    }),
  );

  app.get(
    '/jobs-guest/jobs/api/jobPosting/:id',
    site('job', (req, res, base) => {
      const job = model.job(String(req.params.id));
      if (!job) return void res.status(404).type(HTML).send('');
      res.type(HTML).send(renderJobPosting(job, base, 'h2', behaviour.knobs.markup, languageOfHost(req.hostname)));
    }),
  );

  app.get(
    '/company/:slug',
    site('company', (req, res, base) => {
      const company = companyBySlug(String(req.params.slug));
      if (!company) return void notFound(res, base);
      res.type(HTML).send(renderCompanyPage(company, base, behaviour.knobs.markup));
    }),
  );

  app.get(
    '/jobs-guest/api/typeaheadHits',
    site('typeahead', (req, res) => {
      const type = typeof req.query.typeaheadType === 'string' ? req.query.typeaheadType : '';
      const query = typeof req.query.query === 'string' ? req.query.query : '';
      res.json(type.toUpperCase() === 'GEO' ? typeahead(query) : []);
    }),
  );

  const wall = (req: Request, res: Response) => {
    const redirect = typeof req.query.sessionRedirect === 'string' ? req.query.sessionRedirect : null;
    res.type(HTML).send(renderAuthwall(baseOf(req, options.selfUrl()), redirect));
  };
  app.get('/authwall', wall);
  app.get('/login', wall);
  app.get('/signup/cold-join', wall);

  // The company pages' website links go through the site's redirector.
  app.get('/redir/redirect', (req, res) => {
    const target = typeof req.query.url === 'string' ? req.query.url : '';
    if (!/^https?:\/\//i.test(target)) return void res.status(400).type(HTML).send('');
    res.redirect(302, target);
  });

  app.get('/__control', (_req, res) => {
    res.json(behaviour.knobs);
  });
  app.post('/__control', express.json(), (req, res) => {
    try {
      res.json(behaviour.update(req.body));
    } catch (err) {
      if (!(err instanceof KnobError)) throw err;
      res.status(400).json({ error: err.message });
    }
  });
  app.get('/__stats', (_req, res) => {
    res.json(behaviour.stats());
  });
  app.get('/__stats/traffic', (_req, res) => {
    res.json(behaviour.trafficReport());
  });
  app.post('/__stats/reset', (_req, res) => {
    behaviour.resetStats();
    res.json(behaviour.stats());
  });

  app.get('/', (req, res) => {
    const base = baseOf(req, options.selfUrl());
    res.json({
      standIn: 'jobs-site',
      description: 'Signed-out job pages of the networking site: listings, job pages, company pages, GEO typeahead',
      examples: {
        listing: `${base}/jobs-guest/jobs/api/seeMoreJobPostings/search?keywords=frontend%20developer&location=Bengaluru&start=0`,
        typeahead: `${base}/jobs-guest/api/typeaheadHits?typeaheadType=GEO&query=beng`,
        control: `${base}/__control`,
        stats: `${base}/__stats`,
        traffic: `${base}/__stats/traffic`,
      },
    });
  });

  app.use((req, res) => notFound(res, baseOf(req, options.selfUrl())));
  return app;
}
