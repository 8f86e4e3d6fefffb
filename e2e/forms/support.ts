// Helpers for the form tests: the superuser's REST access to the e2e stack (targets, users, checks of what the
// server stored), and a browser context signed in as a fresh verified student, through the SDK's own storage
// entry (the same one a real sign-in writes), so these tests do not depend on the sign-in screens.
import type { BrowserContext, Page } from '@playwright/test';
import { INSTITUTION_SCORES } from '../../contract/ratings.js';
import type { StackInfo } from '../support/stack';
import type { Language } from '../support/messages';

type Json = Record<string, unknown>;

let superuserToken: Promise<string> | undefined;

export class Admin {
  private constructor(
    private readonly base: string,
    private readonly token: string,
  ) {}

  /**
   * The superuser, signed in once per worker: the server limits sign-ins per minute (the suite's tests together
   * asked more than its limit allows).
   */
  static async connect(stack: StackInfo): Promise<Admin> {
    superuserToken ??= (async () => {
      const answer = await fetch(`${stack.baseURL}/api/collections/_superusers/auth-with-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identity: stack.superuser.email, password: stack.superuser.password }),
      });
      if (!answer.ok) throw new Error(`superuser sign-in: ${answer.status}`);
      return ((await answer.json()) as { token: string }).token;
    })();
    return new Admin(stack.baseURL, await superuserToken);
  }

  async request(method: string, path: string, body?: unknown): Promise<Json> {
    const answer = await fetch(`${this.base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: this.token },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await answer.json()) as Json;
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(json)}`);
    return json;
  }

  create(collection: string, body: Json): Promise<Json> {
    return this.request('POST', `/api/collections/${collection}/records`, body);
  }

  async list(collection: string, filter: string): Promise<Json[]> {
    const q = new URLSearchParams({ filter, perPage: '50' });
    return (await this.request('GET', `/api/collections/${collection}/records?${q}`)).items as Json[];
  }
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A fresh institution with two departments, a program and a published instructor. */
export async function createTargets(admin: Admin) {
  const institution = await admin.create('institutions', {
    name: `Institut Supérieur d'Essai ${unique()}`,
    name_ar: 'المعهد العالي للتجربة',
    country: 'TUNISIA',
    governorate: 'Sousse',
    sector: 'PUBLIC',
  });
  for (const department of ['Informatique', 'Mathématiques']) {
    await admin.create('institution_departments', { institution_id: institution.id, department });
  }
  const program = await admin.create('programs', {
    institution: institution.id,
    type_of_education: 'INITIAL',
    mode_of_organization: 'IN_PERSON',
    degree: 'Licence',
    field: 'Sciences',
    discipline_major: `Informatique de gestion ${unique()}`,
  });
  const instructor = await admin.create('instructors', {
    name: `Hela Gharbi ${unique()}`,
    institution: institution.id,
    department: 'Informatique',
    user_agrees: true,
    status: 'ACTIVE',
  });
  return {
    institution: institution as Json & { id: string; name: string },
    program: program as Json & { id: string },
    instructor: instructor as Json & { id: string; name: string },
  };
}

/** A rating of `institution`, every score `score`: ACTIVE by a fresh account unless an author and status are given. */
export async function rateInstitution(
  admin: Admin,
  institution: string,
  review: string,
  { score = 4, author, status = 'ACTIVE' }: { score?: number; author?: string; status?: string } = {},
) {
  const user =
    author ??
    (
      await admin.create('users', {
        email: `rater-${unique()}@forms.e2e`,
        password: 'rater-password-1',
        passwordConfirm: 'rater-password-1',
        name: 'Rater',
        verified: true,
      })
    ).id;
  const scores = Object.fromEntries(INSTITUTION_SCORES.map((k) => [k, score]));
  return admin.create('institution_ratings', { institution, ...scores, review, user, status });
}

/** A verified student, signed in in `context` (every page of it), with the interface in `language`. */
export async function signInStudent(admin: Admin, context: BrowserContext, language: Language = 'ar') {
  const email = `student-${unique()}@forms.e2e`;
  const user = await admin.create('users', {
    email,
    password: 'forms-e2e-password-1',
    passwordConfirm: 'forms-e2e-password-1',
    name: 'Forms Student',
    verified: true,
  });
  const { token, record } = (await admin.request('POST', `/api/collections/users/impersonate/${String(user.id)}`, {
    duration: 3600,
  })) as {
    token: string;
    record: Json;
  };
  await context.addInitScript(
    ([auth, lang]) => {
      localStorage.setItem('pocketbase_auth', auth);
      localStorage.setItem('rayek_lang', lang);
    },
    [JSON.stringify({ token, record }), language] as const,
  );
  return { id: String(user.id), email };
}

/** A 1–5 score question: its group (named by the legend) and the radio of one value. */
export function scoreRadio(page: Page, legend: string, value: number) {
  return page
    .getByRole('group', { name: legend, exact: false })
    .getByRole('radio', { name: new RegExp(`^${value}\\b`) });
}
