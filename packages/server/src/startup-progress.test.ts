import { describe, expect, it } from 'vitest';
import { seconds, startupProgress } from './startup-progress.js';

/** A progress whose clock the test moves, recording what it printed and what it logged. */
function recorded(tty: boolean) {
  let clock = 0;
  const lines: string[] = [];
  const logged: { fields: object; message: string }[] = [];
  const progress = startupProgress({
    tty,
    log: { info: (fields, message) => logged.push({ fields, message }) },
    write: (line) => lines.push(line),
    now: () => clock,
  });
  return { progress, lines, logged, advance: (ms: number) => (clock += ms) };
}

describe('startupProgress', () => {
  it('tells a terminal each stage as it starts and ends, with its time, then where to log in', () => {
    const { progress, lines, logged, advance } = recorded(true);
    const database = progress.stage('database');
    advance(5_240);
    database();
    const app = progress.stage('app');
    advance(1_800);
    app();
    progress.ready({
      url: 'http://localhost:8080',
      adminEmail: 'admin@guiche.local',
      firstLogin: { password: 'Guiche@2026', fromEnvironment: false },
    });
    expect(lines).toEqual([
      'Guichê: preparando o banco de dados (migrações)…\n',
      'Guichê: banco de dados pronto (5,2 s)\n',
      'Guichê: iniciando o servidor…\n',
      'Guichê: servidor iniciado (1,8 s)\n',
      'Guichê: pronto em http://localhost:8080 (7,0 s) — entre com admin@guiche.local / Guiche@2026 (troque a senha)\n',
    ]);
    expect(logged).toEqual([]);
  });

  it('never prints a password given in the environment, nor one on a later start', () => {
    const first = recorded(true);
    first.progress.ready({
      url: 'http://localhost:8080',
      adminEmail: 'ops@example.com',
      firstLogin: { password: 'secret-from-env', fromEnvironment: true },
    });
    expect(first.lines).toEqual([
      'Guichê: pronto em http://localhost:8080 (0,0 s) — entre com ops@example.com, com a senha de ADMIN_PASSWORD\n',
    ]);
    const later = recorded(true);
    later.progress.ready({ url: 'http://localhost:8080', adminEmail: 'ops@example.com' });
    expect(later.lines).toEqual(['Guichê: pronto em http://localhost:8080 (0,0 s) — entre com ops@example.com\n']);
  });

  it('keeps collected output structured: the stages are JSON log lines at info, with no plain text', () => {
    const { progress, lines, logged, advance } = recorded(false);
    const database = progress.stage('database');
    advance(1_234.4);
    database();
    progress.ready({ url: 'http://localhost:8080', adminEmail: 'admin@guiche.local' });
    expect(lines).toEqual([]);
    expect(logged).toEqual([{ fields: { stage: 'database', ms: 1234 }, message: 'database migrated and seeded' }]);
  });

  it('writes seconds with a decimal comma', () => {
    expect(seconds(56_049)).toBe('56,0 s');
    expect(seconds(120)).toBe('0,1 s');
  });
});
