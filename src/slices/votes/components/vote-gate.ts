// What a vote button shows a reader who may not vote yet (signed out, or not verified): the accounts feature's
// prompts, passed in by the app (app/root-layout.tsx provides its AuthGate), so the rating cards never import
// that feature. Without a provider, the card only explains.
import { createContext, type ComponentType, type ReactNode } from 'react';

export const VoteGate = createContext<ComponentType<{ children: ReactNode }> | null>(null);
