// The legal pages render these sections, in this order, from the legal.<page>.<section>.* keys of lang/*.json.
export const LEGAL_SECTIONS = {
  guidelines: [
    'whatToPost',
    'whatNotToPost',
    'privacyOfOthers',
    'anonymity',
    'moderation',
    'reporting',
    'consequences',
  ],
  privacy: [
    'controller',
    'dataCollected',
    'purposes',
    'whoSeesWhat',
    'storage',
    'onYourDevice',
    'yourRights',
    'contact',
  ],
  terms: [
    'acceptance',
    'accounts',
    'yourContent',
    'moderation',
    'noGuarantee',
    'liability',
    'changes',
    'governingLaw',
    'contact',
  ],
} as const;

export const LEGAL_UPDATED = '2026-11-28';
