import { describe, expect, it } from 'vitest';
import { omittedBecause } from './export-columns.js';
import { exportFileName } from './export-file-name.js';

describe('exportFileName', () => {
  it('names the file for the person and the day', () => {
    expect(exportFileName('Jane.Doe@Example.com', new Date('2026-05-01T23:00:00Z'))).toBe(
      'jobreach-data-jane.doe_example.com-2026-05-01.json',
    );
  });

  it('keeps only characters that are safe in a file name and a header', () => {
    expect(exportFileName('"o\'brien"+jobs@example.com', new Date('2026-01-02T00:00:00Z'))).toBe(
      'jobreach-data-o-brien-jobs_example.com-2026-01-02.json',
    );
    expect(exportFileName('..@..', new Date('2026-01-02T00:00:00Z'))).toBe('jobreach-data-_-2026-01-02.json');
  });
});

describe('omittedBecause', () => {
  it('leaves out tokens, passwords, ciphertext and other secrets by their column name', () => {
    for (const name of ['secret_ciphertext', 'access_token', 'refresh_token', 'smtp_password', 'api_key']) {
      expect(omittedBecause({ name, type: 'text' })).toMatch(/secret/);
    }
  });

  it('leaves out file bytes and keeps ordinary columns', () => {
    expect(omittedBecause({ name: 'file_data', type: 'bytea' })).toMatch(/file bytes/);
    expect(omittedBecause({ name: 'email_subject', type: 'character varying' })).toBeNull();
    expect(omittedBecause({ name: 'idempotency_key', type: 'character varying' })).toBeNull();
  });
});
