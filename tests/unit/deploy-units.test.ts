// The systemd units of deploy/ (docs/deploy.md): each runs a script the checkout has, the server's output goes
// to the journal, the check runs every 5 minutes, and every failure names an alert unit that exists.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const root = path.join(import.meta.dirname, '..', '..');
const deploy = path.join(root, 'deploy');

/** Every `key=value` line of a unit file, by key (a key given twice keeps both values). */
function unit(name: string): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  for (const line of fs.readFileSync(path.join(deploy, name), 'utf8').split('\n')) {
    const m = /^([A-Za-z]+)=(.*)$/.exec(line);
    if (m) entries.set(m[1]!, [...(entries.get(m[1]!) ?? []), m[2]!]);
  }
  return entries;
}

describe('deploy/ units', () => {
  test.each(['rayek.service', 'rayek-check.service'])(
    '%s runs a script of the checkout and alerts on failure',
    (name) => {
      const u = unit(name);
      const script = /node (scripts\/[\w-]+\.mjs)/.exec(u.get('ExecStart')?.[0] ?? '')?.[1];
      expect(script, name).toBeDefined();
      expect(fs.existsSync(path.join(root, script!)), script).toBe(true);
      expect(u.get('OnFailure')).toEqual(['rayek-alert@%n.service']);
      expect(fs.existsSync(path.join(deploy, 'rayek-alert@.service'))).toBe(true);
      expect(u.get('User')).toEqual(['rayek']);
    },
  );

  test("the server's output, PocketBase's included, goes to the journal", () => {
    const u = unit('rayek.service');
    expect(u.get('StandardOutput')).toEqual(['journal']);
    expect(u.get('Environment')).toContain('RAYEK_SERVER_LOG=stdout');
  });

  test('the check runs every 5 minutes and the alert mails RAYEK_ALERT_EMAIL', () => {
    expect(unit('rayek-check.timer').get('OnUnitActiveSec')).toEqual(['5min']);
    expect(unit('rayek-check.service').get('Type')).toEqual(['oneshot']);
    expect(unit('rayek-alert@.service').get('ExecStart')?.[0]).toMatch(/\| mail -s .*"\$\$RAYEK_ALERT_EMAIL"'$/);
  });
});
