import { contextBridge, ipcRenderer } from 'electron';
import { API_METHODS, IPC_CHANNEL, type ApiClient } from '../src-shared/api';

/**
 * One named function per API method, derived from the method list; every call goes over the one
 * channel with its method name, and the page never sees ipcRenderer or the channel.
 */
const api = Object.fromEntries(
  API_METHODS.map((method) => [
    method,
    (request: unknown) => ipcRenderer.invoke(IPC_CHANNEL, method, request),
  ]),
) as ApiClient;

contextBridge.exposeInMainWorld('hotdice', api);
