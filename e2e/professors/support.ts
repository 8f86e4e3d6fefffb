// Professors through the real API (docs/professors.md), for the tests that need one already made: a verified
// account claims a profile and the demo moderator approves it; a reply written and approved the same way.
import { sessionFor, superuserToken, verifiedUser, type Server, type TestUser } from '../outbox/support';

async function call<T>(stack: Server, path: string, token: string, body?: unknown): Promise<T> {
  const answer = await fetch(new URL(path, stack.baseURL), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** A session of the demo moderator. */
export async function moderatorSession(stack: Server): Promise<TestUser> {
  const found = await call<{ items: Array<{ id: string }> }>(
    stack,
    '/api/collections/users/records?filter=(email="moderator@rayek.local")',
    await superuserToken(stack),
  );
  return sessionFor(stack, found.items[0]!.id);
}

/** A fresh account made the approved claimant of `instructor`; its session is taken after the approval (role PROFESSOR). */
export async function professorOf(stack: Server, instructor: string): Promise<TestUser> {
  const user = await verifiedUser(stack);
  const claim = await call<{ id: string }>(stack, '/api/collections/instructor_claims/records', user.token, {
    instructor,
    message: 'I teach this course in the department; the moderators may call the office.',
  });
  const moderator = await moderatorSession(stack);
  await call(stack, '/api/rayek/moderation/decisions', moderator.token, {
    collection: 'instructor_claims',
    id: claim.id,
    status: 'APPROVED',
  });
  return sessionFor(stack, user.id);
}

/** A claim of `instructor` by a fresh account, waiting for a moderator. */
export async function waitingClaim(stack: Server, instructor: string, institutionalEmail = ''): Promise<void> {
  const user = await verifiedUser(stack);
  await call(stack, '/api/collections/instructor_claims/records', user.token, {
    instructor,
    message: 'I teach this course; my office is in the department building.',
    institutional_email: institutionalEmail,
  });
}

/** The professor's reply to a rating, waiting for a moderator. */
export function waitingReply(
  stack: Server,
  professor: TestUser,
  rating: string,
  body: string,
): Promise<{ id: string; revision: number }> {
  return call<{ id: string; revision: number }>(
    stack,
    `/api/rayek/ratings/instructor_ratings/${rating}/reply`,
    professor.token,
    { body },
  );
}

/** The professor's reply to a rating, published by the demo moderator. */
export async function publishedReply(
  stack: Server,
  professor: TestUser,
  rating: string,
  body: string,
): Promise<string> {
  const reply = await waitingReply(stack, professor, rating, body);
  const moderator = await moderatorSession(stack);
  await call(stack, '/api/rayek/moderation/decisions', moderator.token, {
    collection: 'rating_replies',
    id: reply.id,
    status: 'ACTIVE',
    revision: reply.revision,
  });
  return reply.id;
}

/** A published instructor with one published rating, as the superuser makes them. */
export async function ratedInstructor(stack: Server): Promise<{ instructor: string; name: string; rating: string }> {
  const token = await superuserToken(stack);
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const institutions = await call<{ items: Array<{ id: string }> }>(
    stack,
    '/api/collections/institutions/records?perPage=1&skipTotal=1',
    token,
  );
  const name = `Sami Ben Salah ${unique}`;
  const instructor = await call<{ id: string }>(stack, '/api/collections/instructors/records', token, {
    name,
    institution: institutions.items[0]!.id,
    department: 'Informatique',
    user_agrees: true,
    status: 'ACTIVE',
  });
  const author = await verifiedUser(stack);
  const rating = await call<{ id: string }>(stack, '/api/collections/instructor_ratings/records', token, {
    instructor: instructor.id,
    user: author.id,
    status: 'ACTIVE',
    course: 'Algorithmique',
    course_is_online: false,
    overall_quality: 3,
    difficulty: 4,
    would_take_again: false,
    instructor_used_textbooks: false,
    attendance_mandatory: true,
    grade_status: 'RATHER_NOT_SAY',
    tags: [],
    review: `The exams covered chapters we never saw in class (${unique}).`,
  });
  return { instructor: instructor.id, name, rating: rating.id };
}
