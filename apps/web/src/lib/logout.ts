import { ApiPath } from '@kasa/contract/api';
import { api } from './api-client';
import { stopHubIfRunning } from './hub-state';
import { clearAllStorage } from './storage';

/** Spec §4: tell the server, clear all storage, go home and reload (so no state of the old session survives). */
export async function logout(): Promise<void> {
  // Closed first, so the server's 'disconnect' for this very session is not taken for a logout elsewhere.
  stopHubIfRunning();
  try {
    await api.get(ApiPath.logout);
  } catch {
    // The reply is ignored (spec §7); the local session ends either way.
  }
  clearAllStorage();
  window.location.assign('/');
}
