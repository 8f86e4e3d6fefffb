// The demo accounts of local runs: created by scripts/seed-demo.mjs, printed by `npm start` / `npm run dev`.
// Never created in production mode.
export const DEMO_ACCOUNTS = [
  {
    label: 'Moderator:',
    email: 'moderator@rayek.local',
    password: 'moderator-demo-2026',
    role: 'MODERATOR',
    name: 'Demo Moderator',
  },
  {
    label: 'Student:',
    email: 'student@rayek.local',
    password: 'student-demo-2026',
    role: 'STUDENT',
    name: 'Demo Student',
  },
];
