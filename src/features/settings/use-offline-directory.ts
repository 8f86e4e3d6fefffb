// What the settings page shows and changes of the directory kept on this device (lib/directory): whether it is on,
// what is stored, whether a sync runs or failed, and "update now". Loads the sync's page side with the page.
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  directoryStatus,
  readStoredState,
  subscribeDirectoryStatus,
  syncNow,
  turnDirectoryOff,
  turnDirectoryOn,
  type DirectoryStatus,
} from '@/lib/directory/directory-engine';
import { readPrefs, savesData } from '@/lib/directory/directory-prefs';

export interface OfflineDirectory extends DirectoryStatus {
  on: boolean;
  /** The browser asks to save data: only the reader's "update now" downloads. */
  saveData: boolean;
  setOn: (on: boolean) => void;
  updateNow: () => void;
}

export function useOfflineDirectory(): OfflineDirectory {
  const status = useSyncExternalStore(subscribeDirectoryStatus, directoryStatus, directoryStatus);
  const [on, setOnState] = useState(() => !readPrefs().off);
  const [saveData] = useState(savesData);
  useEffect(() => {
    void readStoredState();
  }, []);
  return {
    ...status,
    on,
    saveData,
    setOn: (next) => {
      setOnState(next);
      if (next) turnDirectoryOn();
      else void turnDirectoryOff();
    },
    updateNow: () => void syncNow(),
  };
}
