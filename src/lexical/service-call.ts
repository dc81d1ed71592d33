/**
 * A smart home hub's service call (Home Assistant's `call_service`: any domain's service on any
 * entity) does what the hub's control tools do — turning a light on, locking a door, running a
 * scene, an automation or a flow, setting a device's state or the volume — whichever hub server
 * offers them, and what a media player's controls do (play, pause, skip, volume, queue). It reads
 * nothing (a state read or a listing of services is another job), and it does not edit what the
 * hub's front end and tooling keep (dashboards, rooms, firmware, add-on instances).
 */
import { jobInKind } from './lexicon.js';
import type { ToolModel } from './tool-model.js';
import { stem } from './words.js';

const HOME_KIND = 'home';
const MEDIA_KIND = 'media';
const CALL = stem('call');
const SERVICE = stem('service');

/** Actions that read, check or build rather than act on the hub's things: no service call. */
const NO_SERVICE_ACTIONS: ReadonlySet<string> = new Set([
  'read',
  'list',
  'search',
  'count',
  'check',
  'validate',
  'test',
  'export',
  'import',
  'download',
  'upload',
  'compile',
  'deploy',
  'connect',
  'subscribe',
  'render',
  'use',
  'debug',
  'analyze',
  'detect',
  'trace',
  'write',
  'ensure',
  'assign',
]);

/**
 * What a hub's front end and tooling keep beside its things, and the events it fires: no service
 * acts on them.
 */
const NO_SERVICE_OBJECTS: ReadonlySet<string> = new Set(
  ['dashboard', 'room', 'instance', 'firmware', 'yaml', 'configuration', 'connection', 'event'].map(
    stem,
  ),
);

/**
 * Things a service runs, reloads or toggles but never writes: an automation is made and deleted in
 * the hub's configuration, a flow (Node-RED's, Homey's) in its editor.
 */
const RUN_ONLY_OBJECTS: ReadonlySet<string> = new Set(['automation', 'workflow'].map(stem));
const WRITES: ReadonlySet<string> = new Set(['create', 'delete', 'update']);

/** A media player's controls, as the media kind names them (see `KIND_JOBS.media`). */
const PLAYER_CONTROLS: ReadonlySet<string> = new Set(
  ['playback', 'next', 'previous', 'volume', 'queue', 'session'].map(stem),
);

interface Entry {
  kind?: string;
  model: ToolModel;
}

/** Whether a tool calls any service of a smart home hub (`call_service`, `callService`). */
export function callsHubService(e: Entry): boolean {
  return e.kind === HOME_KIND && e.model.verb === CALL && e.model.object.at(-1) === SERVICE;
}

/** Whether `g` calls a hub's services and `o` is a control one of them does (see the module). */
export function serviceCallCovers(g: Entry, o: Entry): boolean {
  if (!callsHubService(g) || callsHubService(o)) return false;
  const { action, object } = o.model;
  if (action === undefined || NO_SERVICE_ACTIONS.has(action)) return false;
  const head = object.at(-1) ?? '';
  if (o.kind === HOME_KIND)
    return !NO_SERVICE_OBJECTS.has(head) && !(RUN_ONLY_OBJECTS.has(head) && WRITES.has(action));
  if (o.kind !== MEDIA_KIND) return false;
  const named = jobInKind(MEDIA_KIND, action, object)?.object ?? object;
  return PLAYER_CONTROLS.has(named.at(-1) ?? '');
}

/** The kinds whose tools a hub's service call may do the job of. */
export const SERVICE_CALL_KINDS: readonly string[] = [HOME_KIND, MEDIA_KIND];
