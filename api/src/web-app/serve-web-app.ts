import fs from 'node:fs';
import path from 'node:path';
import { isWebRoute } from '@app/types';
import express, { type Express } from 'express';

/**
 * In production the API serves the built web app from the same origin: static files, and index.html for any
 * other browser path that is not under /api. The SPA's router renders it: a page of `WEB_ROUTES` with status 200,
 * any other path its 404 page with status 404 (so crawlers and monitors see a missing page as missing).
 */
export function serveWebApp(server: Express, distDir: string): boolean {
  const indexHtml = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexHtml)) return false;
  server.use(express.static(distDir, { index: false, maxAge: '1h', setHeaders: noCacheForHtml }));
  server.use((req, res, next) => {
    const forTheApi = req.path === '/api' || req.path.startsWith('/api/') || req.path === '/metrics';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || forTheApi) {
      return next();
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.status(isWebRoute(req.path) ? 200 : 404).sendFile(indexHtml);
  });
  return true;
}

function noCacheForHtml(res: express.Response, filePath: string): void {
  if (filePath.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
}
