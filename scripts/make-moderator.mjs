#!/usr/bin/env node
// `npm run moderator -- <email>`: grants the MODERATOR role to an existing account on a running server.
// Only a superuser may change roles (the users collection refuses it to everyone else), so this signs in as
// one: RAYEK_URL (default http://127.0.0.1:8090), RAYEK_SUPERUSER_EMAIL / RAYEK_SUPERUSER_PASSWORD
// (default: the local superuser that `npm start` creates).
import { LOCAL_SUPERUSER } from './lib/pocketbase.mjs';

const email = process.argv[2];
if (!email || !email.includes('@')) {
  console.error('Usage: npm run moderator -- <email of an existing account>');
  process.exit(2);
}
const url = (process.env.RAYEK_URL ?? 'http://127.0.0.1:8090').replace(/\/$/, '');
const identity = process.env.RAYEK_SUPERUSER_EMAIL ?? LOCAL_SUPERUSER.email;
const password = process.env.RAYEK_SUPERUSER_PASSWORD ?? LOCAL_SUPERUSER.password;

async function call(method, route, body, token) {
  let res;
  try {
    res = await fetch(url + route, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new Error(`cannot reach ${url} — is Rayek running (npm start)?`);
  }
  const data = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${method} ${route} answered ${res.status}: ${data.message ?? ''}`);
  return data;
}

try {
  const { token } = await call('POST', '/api/collections/_superusers/auth-with-password', { identity, password });
  const filter = encodeURIComponent(`email = "${email.replace(/"/g, '')}"`);
  const found = await call('GET', `/api/collections/users/records?filter=${filter}&perPage=1`, undefined, token);
  const user = found.items[0];
  if (!user) throw new Error(`no account with the e-mail ${email}`);
  if (user.role === 'MODERATOR') {
    console.log(`${email} is already a moderator.`);
  } else {
    await call('PATCH', `/api/collections/users/records/${user.id}`, { role: 'MODERATOR' }, token);
    console.log(`${email} is now a moderator (was ${user.role}).`);
  }
} catch (err) {
  console.error(`Could not grant the moderator role: ${err.message}`);
  process.exit(1);
}
