// The checks of the shared cache (deploy/nginx-rayek.conf between Caddy and PocketBase), run by
// scripts/test-proxy.mjs on real processes: public answers served from the cache with the policy PocketBase
// states, a rating published by a moderator visible within that policy's s-maxage, no answer asked with a
// session ever served from or stored in the cache (the cache's own files are searched for every account's
// e-mail, id and token at the end), and rate limits still counted per visitor for what reaches PocketBase.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { request, requestJson } from './http.mjs';

const require = createRequire(import.meta.url);
const { INSTITUTION_SCORES } = require('../../contract/ratings.js');
const { cacheControl } = require('../../pocketbase/pb_hooks/lib/http/public-cache.js');

const STATUS = 'x-cache-status';

/** The seconds of `s-maxage` in a Cache-Control value, or null. */
export function sMaxAge(value) {
  const match = /(?:^|,\s*)s-maxage=(\d+)/.exec(String(value ?? ''));
  return match ? Number(match[1]) : null;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Every file under `dir`. */
function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? filesUnder(path.join(dir, d.name)) : [path.join(dir, d.name)]));
}

/**
 * @param {{
 *   check: (name: string, fn: () => Promise<void>, limitMs?: number) => Promise<void>,
 *   expect: (actual: unknown, expected: unknown, what: string) => void,
 *   ensure: (condition: unknown, what: string) => void,
 *   proxy: string, direct: string, asSuperuser: Record<string, string>, cacheDir: string,
 *   users: Record<string, { id: string, email: string }>, tokens: Record<string, string>, password: string,
 *   clients: string[],
 * }} ctx
 */
export async function cacheChecks({
  check,
  expect,
  ensure,
  proxy,
  direct,
  asSuperuser,
  cacheDir,
  users,
  tokens,
  password,
  clients,
}) {
  // A and B read; C moderates, then is the visitor whose searches are limited, D the one who is not (neither
  // searched before, so their counts start at 0).
  const [A, B, C, D] = clients;
  const get = (url, from = A, headers = {}) => request(`${proxy}${url}`, { from, headers });

  // Fixtures, straight to PocketBase: an institution, a moderator, and a pending rating of it by student A.
  const institution = (await request(`${direct}/api/collections/institutions/records?perPage=1&sort=id`)).json()
    .items[0].id;
  const moderatorEmail = 'moderator@proxy.test';
  const createdModerator = await requestJson(`${direct}/api/collections/users/records`, {
    headers: asSuperuser,
    body: {
      email: moderatorEmail,
      password,
      passwordConfirm: password,
      name: 'Proxy Moderator',
      role: 'STUDENT',
      verified: true,
    },
  });
  expect(createdModerator.status, 200, 'creating the moderator');
  const moderatorId = createdModerator.json().id;
  expect(
    (
      await requestJson(`${direct}/api/collections/users/records/${moderatorId}`, {
        method: 'PATCH',
        headers: asSuperuser,
        body: { role: 'MODERATOR' },
      })
    ).status,
    200,
    'granting MODERATOR',
  );
  const moderatorToken = (
    await requestJson(`${direct}/api/collections/users/auth-with-password`, {
      body: { identity: moderatorEmail, password },
    })
  ).json().token;
  const rating = await requestJson(`${proxy}/api/collections/institution_ratings/records`, {
    from: A,
    headers: { Authorization: tokens.a },
    body: {
      institution,
      review: 'Reviewed through the caching proxy, published by a moderator.',
      ...Object.fromEntries(INSTITUTION_SCORES.map((s) => [s, 4])),
    },
  });
  expect(rating.status, 200, `student A's rating (${rating.body.toString().slice(0, 300)})`);
  const ratingId = rating.json().id;
  const ratingsUrl = `/api/collections/institution_ratings/records?perPage=6&skipTotal=1&sort=-created&filter=${encodeURIComponent(`institution='${institution}'`)}`;
  const ids = (res) => res.json().items.map((r) => r.id);

  await check(
    'public answers come from the cache on the second ask, from another visitor, with the Cache-Control PocketBase sent',
    async () => {
      for (const [url, kind] of [
        [
          `/api/collections/institution_ratings/records?perPage=5&skipTotal=1&filter=${encodeURIComponent(`institution='${institution}'`)}`,
          'record',
        ],
        [`/api/collections/institution_ratings_average/records/${institution}`, 'record'],
        ['/api/collections/institutions/records?perPage=4&skipTotal=1', 'reference'],
        ['/api/rayek/search?q=institut&perKind=3', 'search'],
        ['/api/rayek/home', 'home'],
        ['/?lang=fr', 'page'],
        ['/sitemap.xml', 'sitemap'],
      ]) {
        const straight = await request(`${direct}${url}`);
        expect(straight.status, 200, `${url} straight from PocketBase`);
        expect(straight.headers['cache-control'], cacheControl(kind), `${url} Cache-Control from PocketBase`);
        const first = await get(url, A);
        const second = await get(url, B);
        expect(`${first.status} ${first.headers[STATUS]}`, '200 MISS', `${url} first ask`);
        expect(`${second.status} ${second.headers[STATUS]}`, '200 HIT', `${url} second ask, from ${B}`);
        expect(second.headers['cache-control'], cacheControl(kind), `${url} Cache-Control through the proxies`);
        ensure(second.body.equals(first.body), `${url}: the cached answer differs from the first`);
      }
    },
  );

  // The list is stored now, without the pending rating; the moderator publishes it; the cache keeps serving its
  // copy until the s-maxage PocketBase stated, and the first ask after that gets the new list.
  const stored = await get(ratingsUrl, A);
  const storedAt = Date.now();
  expect(`${stored.status} ${stored.headers[STATUS]}`, '200 MISS', 'the ratings list, first ask');
  ensure(!ids(stored).includes(ratingId), 'the pending rating is in the public list');
  const ttl = sMaxAge(stored.headers['cache-control']);
  ensure(ttl !== null && ttl > 0, `the ratings list has no s-maxage: ${stored.headers['cache-control']}`);
  await check(
    `a rating published by a moderator: PocketBase shows it at once, the cache keeps its copy (stated s-maxage: ${ttl} s)`,
    async () => {
      const decided = await requestJson(`${proxy}/api/rayek/moderation/decisions`, {
        from: C,
        headers: { Authorization: moderatorToken },
        body: { collection: 'institution_ratings', id: ratingId, status: 'ACTIVE' },
      });
      expect(decided.status, 200, `publishing (${decided.body.toString().slice(0, 200)})`);
      // A POST is never looked up in the cache at all (nginx caches GET and HEAD only): no cache status.
      expect(decided.headers[STATUS], undefined, 'the cache status of the decision');
      ensure(
        ids(await request(`${direct}${ratingsUrl}`)).includes(ratingId),
        'PocketBase does not list the published rating',
      );
      const cached = await get(ratingsUrl, B);
      expect(cached.headers[STATUS], 'HIT', 'the ratings list asked again');
      ensure(!ids(cached).includes(ratingId), 'the cached list already has the rating: the check proves nothing');
    },
  );

  await check(
    'a request with a session is never answered from the cache nor stored in it, and per-user answers stay no-store',
    async () => {
      const signedIn = await get(ratingsUrl, A, { Authorization: tokens.a });
      expect(signedIn.headers[STATUS], 'BYPASS', 'the cached public list asked with a session');
      expect(signedIn.headers['cache-control'], 'no-store', 'its Cache-Control');
      ensure(ids(signedIn).includes(ratingId), 'asked with a session, the list is not PocketBase\u2019s current one');
      for (const [url, key] of [
        ['/api/collections/users/records', 'a'],
        ['/api/collections/users/records', 'b'],
        [`/api/collections/users/records/${users.a.id}`, 'a'],
        ['/api/rayek/contributions/mine', 'a'],
        ['/api/rayek/contributions/mine', 'b'],
        ['/api/rayek/account/export', 'a'],
      ]) {
        for (let ask = 1; ask <= 2; ask++) {
          const res = await get(url, key === 'a' ? A : B, { Authorization: tokens[key] });
          expect(res.status, 200, `${url} as ${key}`);
          expect(
            `${res.headers[STATUS]} ${res.headers['cache-control']}`,
            'BYPASS no-store',
            `${url} as ${key}, ask ${ask}`,
          );
          if (url.startsWith('/api/collections/users/records')) {
            const seen = res.json().items?.map((u) => u.id) ?? [res.json().id];
            expect(JSON.stringify(seen), JSON.stringify([users[key].id]), `${url}: the accounts ${key} sees`);
          }
        }
      }
      // Asked without a session, what is not public is still never stored.
      for (const url of [
        '/api/collections/users/records',
        '/api/rayek/contributions/mine',
        '/verify/a-token-of-an-e-mail-link',
        '/api/collections/reports/records',
      ]) {
        for (let ask = 1; ask <= 2; ask++) {
          const res = await get(url, B);
          ensure(
            sMaxAge(res.headers['cache-control']) === null,
            `${url}: a guest's answer says ${res.headers['cache-control']}`,
          );
          expect(res.headers[STATUS], 'MISS', `${url}, a guest's ask ${ask}`);
        }
      }
    },
  );

  await check(
    'rate limits behind the cache: what reaches PocketBase counts per visitor, a refusal is never stored, a stored answer is served to all',
    async () => {
      const settings = (await request(`${direct}/api/settings`, { headers: asSuperuser })).json();
      const rules = settings.rateLimits.rules;
      const limited = rules.map((r) => (r.label === '/api/rayek/search' ? { ...r, maxRequests: 3 } : r));
      ensure(JSON.stringify(limited) !== JSON.stringify(rules), 'no rate limit rule for /api/rayek/search');
      const patch = (next) =>
        requestJson(`${direct}/api/settings`, {
          method: 'PATCH',
          headers: asSuperuser,
          body: { rateLimits: { ...settings.rateLimits, rules: next } },
        });
      expect((await patch(limited)).status, 200, 'lowering the search limit to 3 a minute');
      try {
        const search = (q, from, headers) => get(`/api/rayek/search?perKind=2&q=${q}`, from, headers);
        for (const q of ['rl-one', 'rl-two', 'rl-three']) expect(`${(await search(q, C)).status}`, '200', `${C}: ${q}`);
        const refused = await search('rl-four', C);
        expect(`${refused.status} ${refused.headers[STATUS]}`, '429 MISS', `${C}: a fourth new search`);
        ensure(sMaxAge(refused.headers['cache-control']) === null, `the 429 says ${refused.headers['cache-control']}`);
        expect(
          (await search('rl-five', C, { 'X-Forwarded-For': '203.0.113.9', 'X-Real-IP': '203.0.113.9' })).status,
          429,
          `${C} with a forged X-Forwarded-For`,
        );
        const other = await search('rl-four', D);
        expect(`${other.status} ${other.headers[STATUS]}`, '200 MISS', `${D}: the search ${C} was refused`);
        const storedForAll = await search('rl-one', C);
        expect(
          `${storedForAll.status} ${storedForAll.headers[STATUS]}`,
          '200 HIT',
          `${C}, limited, asking a stored search`,
        );
      } finally {
        expect((await patch(rules)).status, 200, 'restoring the search limit');
      }
    },
  );

  // Waits out the s-maxage the list was stored with: the first ask after it is answered by PocketBase.
  await check(
    `within the stated ${ttl} s the published rating is in the list served through the cache`,
    async () => {
      await sleep(Math.max(0, storedAt + ttl * 1000 + 1000 - Date.now()));
      const after = await get(ratingsUrl, B);
      expect(after.headers[STATUS], 'EXPIRED', 'the ratings list after its s-maxage');
      ensure(
        ids(after).includes(ratingId),
        'the published rating is still missing from the list served through the cache',
      );
      expect((await get(ratingsUrl, C)).headers[STATUS], 'HIT', 'the new list, asked again');
    },
    (ttl + 30) * 1000,
  );

  await check('nothing in the cache names an account: no e-mail, account id or token in its files', async () => {
    const files = filesUnder(cacheDir);
    ensure(files.length >= 8, `only ${files.length} files in the cache`);
    const secrets = [
      ...Object.values(users).flatMap((u) => [u.email, u.id]),
      moderatorEmail,
      moderatorId,
      ...Object.values(tokens),
      moderatorToken,
    ];
    for (const file of files) {
      const text = fs.readFileSync(file).toString('latin1');
      for (const secret of secrets)
        ensure(!text.includes(secret), `${path.relative(cacheDir, file)} holds ${secret.slice(0, 24)}`);
    }
  });
}
