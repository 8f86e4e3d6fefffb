// The search engine's module for a view that searches rows it already holds (the institutions list): loaded
// only once a search needs it (`needed`), then kept; null until it has arrived.
import { useEffect, useState } from 'react';
import { loadSearchEngine } from './local-search';

type Engine = Awaited<ReturnType<typeof loadSearchEngine>>;
let loaded: Engine | null = null;

export function useSearchEngine(needed: boolean): Engine | null {
  const [engine, setEngine] = useState<Engine | null>(loaded);
  useEffect(() => {
    if (!needed || engine) return;
    let current = true;
    loadSearchEngine().then(
      (module) => {
        loaded = module;
        if (current) setEngine(module);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needed, engine]);
  return engine;
}
