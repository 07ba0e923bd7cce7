import type { SceneLog } from '@beacon/contracts/log-manage';
import { sceneLogEndpoints } from '@beacon/contracts/log-manage.endpoints';
import { endpointListSource } from '../../../components/list-page/endpoint-list-source';
import type { ListSource } from '../../../components/list-page/list-source';
import { sceneLogPageBody } from '../scene-log-filters';

/** Automation runs page by page, newest first (filters: time range as from/to, rule name, result). */
export const sceneLogPageSource: ListSource<SceneLog> = endpointListSource(sceneLogEndpoints.page, sceneLogPageBody);
