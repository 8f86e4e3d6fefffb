// What a student hears of a moderator's decision about what they wrote, through the real mail catcher: a
// refusal (with the reason) by default, a publication only when asked for, in the account's language, to the
// item's author only; and the app's notice of what was decided since the last visit, about one's own items only.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, guest, type Actor } from './support/actors';
import {
  clientId,
  createInstitution,
  createInstructor,
  institutionRatingBody,
  instructorRatingBody,
  seeded,
} from './support/fixtures';
import { decide } from './support/moderation';
import { expectMailLayout, visibleText, type Mail } from './support/mail-checks';

let server: TestServer;
let moderator: Actor;
let institution: { id: string; name: string };
const random = seeded(20261128);

beforeAll(async () => {
  server = await startTestServer({ mail: true, env: { RAYEK_RATE_LIMITS: 'off' } });
  moderator = await createActor(server, { role: 'MODERATOR' });
  const made = await createInstitution(server.admin, {
    name: 'École de Test des Décisions',
    name_ar: 'مدرسة القرارات',
  });
  institution = { id: made.id, name: made.name as string };
});
afterAll(async () => {
  await server?.stop();
});

/** Sends the noted decision e-mails now (the server's job runs once a minute). */
async function sendDecisionMails() {
  await server.admin.send('/api/crons/rayekDecisionMails', { method: 'POST' });
}

const mailsOf = async (address: string) =>
  (await server.mailbox!.emails()).filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));

async function mailsTo(address: string, count = 1): Promise<Mail[]> {
  await expect.poll(async () => (await mailsOf(address)).length).toBe(count);
  return mailsOf(address);
}

/**
 * The job sends in the decisions' order: once a later decision's refusal has reached its author, every
 * earlier decision has had its turn. Decide this sentinel last, then read what the others got.
 */
async function afterSentinel() {
  const sentinel = await createActor(server, { language: 'en' });
  const rating = await sentinel.pb
    .collection('institution_ratings')
    .create(institutionRatingBody(institution.id, random));
  await decide(moderator.pb, { collection: 'institution_ratings', id: rating.id, status: 'SUSPENDED' });
  await sendDecisionMails();
  await mailsTo(sentinel.email);
}

const rate = (author: Actor) =>
  author.pb.collection('institution_ratings').create(institutionRatingBody(institution.id, random));

describe('decision e-mails', () => {
  test("a refusal is mailed by default to its author only, in the author's language, with the reason", async () => {
    const author = await createActor(server, { language: 'fr' });
    const bystander = await createActor(server, { language: 'fr' });
    const rating = await rate(author);
    await decide(moderator.pb, {
      collection: 'institution_ratings',
      id: rating.id,
      status: 'SUSPENDED',
      reason: 'Propos injurieux envers une personne.',
    });
    await sendDecisionMails();
    const [mail] = await mailsTo(author.email);
    expect(mail!.subject).toBe("Rayek · Votre contribution n'a pas été publiée");
    expect(mail!.text).toContain('Motif : Propos injurieux envers une personne.');
    expect(mail!.text).toContain(`Avis sur un établissement : ${institution.name}`);
    expect(mail!.text).toContain(`${server.url}/my-contributions?lang=fr`);
    expectMailLayout(mail!, 'fr', `${server.url}/my-contributions?lang=fr`);
    for (const id of [author.id, moderator.id, rating.id]) expect(`${mail!.html}${mail!.text}`).not.toContain(id);
    await afterSentinel();
    expect(await mailsOf(bystander.email)).toEqual([]);
    expect(await mailsOf(moderator.email)).toEqual([]);
  });

  test('in Arabic: right to left, the name in Arabic, the reason, a button and no address in sight', async () => {
    const author = await createActor(server, { language: 'ar' });
    const rating = await rate(author);
    await decide(moderator.pb, {
      collection: 'institution_ratings',
      id: rating.id,
      status: 'SUSPENDED',
      reason: 'فيه سبّان.',
    });
    await sendDecisionMails();
    const [mail] = await mailsTo(author.email);
    expect(mail!.subject).toBe('رايك · المساهمة متاعك ما تنشرتش');
    expect(mail!.text).toContain('السبب: فيه سبّان.');
    expect(mail!.text).toContain('رأي على مؤسسة: مدرسة القرارات');
    for (const shown of ['السبب:', 'فيه سبّان.', 'مدرسة القرارات']) expect(visibleText(mail!.html)).toContain(shown);
    expectMailLayout(mail!, 'ar', `${server.url}/my-contributions?lang=ar`);
  });

  test('a publication is mailed only to an author who turned it on; a refusal not to one who turned it off', async () => {
    const quiet = await createActor(server, { language: 'en' });
    const asking = await createActor(server, { language: 'en' });
    await asking.pb.collection('users').update(asking.id, { published_mail_on: true, refused_mail_off: true });
    const quietRating = await rate(quiet);
    const askingRating = await rate(asking);
    // One rating per target: the refused one is of another institution.
    const other = await createInstitution(server.admin);
    const toRefuse = await asking.pb.collection('institution_ratings').create(institutionRatingBody(other.id, random));

    await decide(moderator.pb, { collection: 'institution_ratings', id: quietRating.id, status: 'ACTIVE' });
    await decide(moderator.pb, {
      collection: 'institution_ratings',
      id: toRefuse.id,
      status: 'SUSPENDED',
      reason: 'Off topic.',
    });
    await decide(moderator.pb, {
      collection: 'institution_ratings',
      id: askingRating.id,
      status: 'ACTIVE',
      reason: 'Thanks!',
    });
    await sendDecisionMails();
    const [mail] = await mailsTo(asking.email);
    expect(mail!.subject).toBe('Rayek · Your contribution is published');
    expect(mail!.text).toContain("Moderator's note: Thanks!");
    expect(mail!.text).toContain(`${server.url}/institutions/${institution.id}?lang=en`);
    expectMailLayout(mail!, 'en', `${server.url}/institutions/${institution.id}?lang=en`);
    await afterSentinel();
    expect(await mailsOf(quiet.email)).toEqual([]);
    expect(await mailsOf(asking.email)).toHaveLength(1);
  });

  test("a take-down after a report is mailed to the content's author, naming nothing of the report", async () => {
    const author = await createActor(server, { language: 'en' });
    const reporter = await createActor(server, { language: 'en' });
    const instructor = await createInstructor(server.admin, institution.id);
    const rating = await author.pb.collection('instructor_ratings').create(instructorRatingBody(instructor.id, random));
    await decide(moderator.pb, { collection: 'instructor_ratings', id: rating.id, status: 'ACTIVE' });
    const comment = 'This names a classmate of mine, please remove.';
    const report = await reporter.pb.collection('reports').create({
      reported_collection: 'instructor-rating',
      reported_id: rating.id,
      report_reason: 'PERSONAL_INFORMATION',
      comment,
    });
    await decide(moderator.pb, {
      collection: 'reports',
      id: report.id,
      status: 'TREATED',
      reason: 'Names a person.',
      takeDown: 'SUSPENDED',
    });
    await sendDecisionMails();
    const [mail] = await mailsTo(author.email);
    expect(mail!.subject).toBe('Rayek · Your contribution was removed');
    expect(mail!.text).toContain('Reason: Names a person.');
    expect(mail!.text).toContain(`Instructor rating: ${instructor.name as string}`);
    const everything = `${mail!.subject}${mail!.html}${mail!.text}`;
    for (const secret of [comment, reporter.id, reporter.email, report.id]) expect(everything).not.toContain(secret);
    // The reporter asked for nothing: a reviewed report is mailed only on request.
    await afterSentinel();
    expect(await mailsOf(reporter.email)).toEqual([]);
  });
});

describe("decision e-mails of an author's edits", () => {
  const edit = (author: Actor, collection: string, id: string, revision: string, review: string) =>
    author.pb.send(`/api/rayek/ratings/${collection}/${id}/edit`, { method: 'POST', body: { revision, review } });

  test("an edit's refusal is mailed with the reason in the author's language, and its approval to an author who asked", async () => {
    const author = await createActor(server, { language: 'fr' });
    await author.pb.collection('users').update(author.id, { published_mail_on: true });
    const rating = await rate(author);
    await decide(moderator.pb, { collection: 'institution_ratings', id: rating.id, status: 'ACTIVE' });
    await sendDecisionMails();
    await mailsTo(author.email, 1);

    const refused = clientId(random);
    await edit(author, 'institution_ratings', rating.id, refused, 'Une correction qui nomme un camarade de classe.');
    await decide(moderator.pb, {
      collection: 'rating_revisions',
      id: refused,
      status: 'SUSPENDED',
      reason: 'Nomme une personne.',
    });
    await sendDecisionMails();
    const refusal = (await mailsTo(author.email, 2)).find(
      (m) => m.subject !== 'Rayek · Votre contribution est publiée',
    );
    expect(refusal!.subject).toBe("Rayek · Votre contribution n'a pas été publiée");
    expect(refusal!.text).toContain('Motif : Nomme une personne.');
    expect(refusal!.text).toContain(`Modification de votre avis : ${institution.name}`);
    expectMailLayout(refusal!, 'fr', `${server.url}/my-contributions?lang=fr`);
    for (const id of [author.id, moderator.id, refused]) expect(`${refusal!.html}${refusal!.text}`).not.toContain(id);

    const approved = clientId(random);
    await edit(author, 'institution_ratings', rating.id, approved, 'Une correction sans nom, cette fois.');
    await decide(moderator.pb, { collection: 'rating_revisions', id: approved, status: 'ACTIVE' });
    await sendDecisionMails();
    const all = await mailsTo(author.email, 3);
    const published = all.filter((m) => m.text.includes('Modification de votre avis'));
    expect(published.map((m) => m.subject).sort()).toEqual([
      'Rayek · Votre contribution est publiée',
      "Rayek · Votre contribution n'a pas été publiée",
    ]);
    expect(published.find((m) => m.subject === 'Rayek · Votre contribution est publiée')!.text).toContain(
      `${server.url}/institutions/${institution.id}?lang=fr`,
    );
    await afterSentinel();
    expect(await mailsOf(author.email)).toHaveLength(3);
  });

  test('an edit that publishes its waiting rating is one e-mail, the publication', async () => {
    const author = await createActor(server, { language: 'en' });
    await author.pb.collection('users').update(author.id, { published_mail_on: true });
    const rating = await rate(author);
    const revision = clientId(random);
    await edit(author, 'institution_ratings', rating.id, revision, 'Corrected before anyone read it.');
    await decide(moderator.pb, { collection: 'rating_revisions', id: revision, status: 'ACTIVE' });
    await sendDecisionMails();
    const [mail] = await mailsTo(author.email);
    expect(mail!.subject).toBe('Rayek · Your contribution is published');
    await afterSentinel();
    expect(await mailsOf(author.email)).toHaveLength(1);
  });

  test('an edit approved while its instructor rating cannot be public is not mailed as a publication', async () => {
    const author = await createActor(server, { language: 'en' });
    await author.pb.collection('users').update(author.id, { published_mail_on: true });
    const instructor = await createInstructor(server.admin, institution.id);
    const rating = await server.admin.collection('instructor_ratings').create({
      ...instructorRatingBody(instructor.id, random),
      user: author.id,
      status: 'PENDING_APPROVAL',
    });
    const revision = clientId(random);
    await edit(author, 'instructor_ratings', rating.id, revision, 'Corrected before the instructor was archived.');
    // Archived after the edit was filed: the approved edit cannot publish the rating.
    await server.admin.collection('instructors').update(instructor.id, { status: 'ARCHIVED' });
    await decide(moderator.pb, { collection: 'rating_revisions', id: revision, status: 'ACTIVE' });
    expect((await server.admin.collection('instructor_ratings').getOne(rating.id)).status).toBe('PENDING_APPROVAL');
    await sendDecisionMails();
    await afterSentinel();
    expect(await mailsOf(author.email)).toEqual([]);
  });

  test("an edit's decisions count in the notice at the next visit", async () => {
    const author = await createActor(server);
    const rating = await rate(author);
    await decide(moderator.pb, { collection: 'institution_ratings', id: rating.id, status: 'ACTIVE' });
    await author.pb.send('/api/rayek/contributions/news', { method: 'POST' });
    const refused = clientId(random);
    await edit(author, 'institution_ratings', rating.id, refused, 'A first correction, to be refused.');
    await decide(moderator.pb, { collection: 'rating_revisions', id: refused, status: 'SUSPENDED', reason: 'No.' });
    const approved = clientId(random);
    await edit(author, 'institution_ratings', rating.id, approved, 'A second correction, to be approved.');
    await decide(moderator.pb, { collection: 'rating_revisions', id: approved, status: 'ACTIVE' });
    expect(await author.pb.send('/api/rayek/contributions/news', { method: 'POST' })).toEqual({
      published: 1,
      refused: 1,
      reviewed: 0,
    });
  });
});

describe('decisions made outside the decisions route', () => {
  test("a superuser's status change in the dashboard is mailed as a decision; the route's decision once", async () => {
    const author = await createActor(server, { language: 'en' });
    const rating = await rate(author);
    // The dashboard saves the record through the records API, as a superuser.
    await server.admin.collection('institution_ratings').update(rating.id, { status: 'SUSPENDED' });
    await sendDecisionMails();
    const [mail] = await mailsTo(author.email);
    expect(mail!.subject).toBe('Rayek · Your contribution was not published');

    const second = await createActor(server, { language: 'en' });
    const decided = await rate(second);
    await decide(moderator.pb, {
      collection: 'institution_ratings',
      id: decided.id,
      status: 'SUSPENDED',
      reason: 'Off topic.',
    });
    await sendDecisionMails();
    await mailsTo(second.email);
    await afterSentinel();
    expect(await mailsOf(author.email)).toHaveLength(1);
    expect(await mailsOf(second.email)).toHaveLength(1);
  });

  test("a superuser's PATCH of an edit's status is mailed too", async () => {
    const author = await createActor(server, { language: 'en' });
    const rating = await rate(author);
    await decide(moderator.pb, { collection: 'institution_ratings', id: rating.id, status: 'ACTIVE' });
    const revision = clientId(random);
    await author.pb.send(`/api/rayek/ratings/institution_ratings/${rating.id}/edit`, {
      method: 'POST',
      body: { revision, review: 'A correction a superuser refuses.' },
    });
    await server.admin.collection('rating_revisions').update(revision, { status: 'SUSPENDED' });
    await sendDecisionMails();
    const [mail] = await mailsTo(author.email);
    expect(mail!.text).toContain(`Edit of your rating: ${institution.name}`);
  });
});

describe('the notice at the next visit', () => {
  const news = (actor: Actor) => actor.pb.send('/api/rayek/contributions/news', { method: 'POST' });

  test("counts the caller's own decisions since the last ask, once; never anyone else's", async () => {
    const author = await createActor(server);
    const other = await createActor(server);
    expect(await news(author)).toEqual({ published: 0, refused: 0, reviewed: 0 });
    const published = await rate(author);
    const second = await createInstitution(server.admin);
    const refused = await author.pb.collection('institution_ratings').create(institutionRatingBody(second.id, random));
    await rate(other);
    await decide(moderator.pb, { collection: 'institution_ratings', id: published.id, status: 'ACTIVE' });
    await decide(moderator.pb, {
      collection: 'institution_ratings',
      id: refused.id,
      status: 'SUSPENDED',
      reason: 'No.',
    });
    expect(await news(other)).toEqual({ published: 0, refused: 0, reviewed: 0 });
    expect(await news(author)).toEqual({ published: 1, refused: 1, reviewed: 0 });
    expect(await news(author)).toEqual({ published: 0, refused: 0, reviewed: 0 });
  });

  test('a guest learns nothing; no answer is cached', async () => {
    expect(await guest(server).send('/api/rayek/contributions/news', { method: 'POST' })).toEqual({
      published: 0,
      refused: 0,
      reviewed: 0,
    });
    const author = await createActor(server);
    const res = await fetch(`${server.url}/api/rayek/contributions/news`, {
      method: 'POST',
      headers: { Authorization: author.token },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('my contributions', () => {
  test('a report names the page of what it reported, nothing of that content', async () => {
    const author = await createActor(server);
    const reporter = await createActor(server);
    const rating = await rate(author);
    await decide(moderator.pb, { collection: 'institution_ratings', id: rating.id, status: 'ACTIVE' });
    await reporter.pb.collection('reports').create({
      reported_collection: 'institution-rating',
      reported_id: rating.id,
      report_reason: 'SPAM_ADVERTISING',
      comment: 'Looks like spam to me.',
    });
    const { items } = (await reporter.pb.send('/api/rayek/contributions/mine', { method: 'GET' })) as {
      items: Record<string, unknown>[];
    };
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      collection: 'reports',
      target: { collection: 'institutions', id: institution.id, name: institution.name },
    });
    const answer = JSON.stringify(items);
    for (const secret of [author.id, rating.review as string]) expect(answer).not.toContain(secret);
  });
});
