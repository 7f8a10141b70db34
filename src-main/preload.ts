import { contextBridge, ipcRenderer } from 'electron';
import type { ApiClient, ApiMethod } from '../src-shared/api';

/** One named function per API method; the page never sees ipcRenderer or a channel name. */
function call<M extends ApiMethod>(method: M) {
  return (request: Parameters<ApiClient[M]>[0]) =>
    ipcRenderer.invoke(`hotdice:${method}`, request) as ReturnType<ApiClient[M]>;
}

const api = {
  startup: call('startup'),
  coachHint: call('coachHint'),
  solveRules: call('solveRules'),
  startLab: call('startLab'),
  labStatus: call('labStatus'),
  createRollDice: call('createRollDice'),
  getRollDice: call('getRollDice'),
  rollDiceAct: call('rollDiceAct'),
  rollDiceBotStep: call('rollDiceBotStep'),
  rollDiceHint: call('rollDiceHint'),
  listPresets: call('listPresets'),
  listBots: call('listBots'),
  createGame: call('createGame'),
  getGame: call('getGame'),
  act: call('act'),
  previewKeep: call('previewKeep'),
  botStep: call('botStep'),
  exportReplay: call('exportReplay'),
  rematch: call('rematch'),
  getSettings: call('getSettings'),
  saveSettings: call('saveSettings'),
  listProfiles: call('listProfiles'),
  renameProfile: call('renameProfile'),
  mergeProfiles: call('mergeProfiles'),
  archiveProfile: call('archiveProfile'),
  profileStats: call('profileStats'),
  listHistory: call('listHistory'),
  replayFrame: call('replayFrame'),
  exportHistory: call('exportHistory'),
  importFile: call('importFile'),
} satisfies ApiClient;

contextBridge.exposeInMainWorld('hotdice', api);
