import type { ApiCatalog, ApiDoc, ApiDocArea } from '@beacon/contracts/docs-center';
import { gatewayPathOf } from '@beacon/contracts/docs-center';
import { apiDefinitionSchema } from '@beacon/contracts/open-platform-api';
import { apiDocRepository as repo } from './api-doc.repository';
import { catalogOpenApi } from './api-doc-openapi';
import type { DocsCenterDb } from './tables';

/** An online API's published definition with where it is filed (its area and group, as published). */
type Filed = { api: ApiDoc; domainId: number; groupId: number };

type Row = { id: number; published: string | null; published_at: number | null };

/** An online API row as documented, from its published definition (null when that cannot be read). */
const toFiled = (row: Row): Filed | null => {
  if (row.published === null || row.published_at === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(row.published);
  } catch {
    return null;
  }
  const parsed = apiDefinitionSchema.safeParse(json);
  if (!parsed.success) return null;
  const d = parsed.data;
  return {
    domainId: d.domainId,
    groupId: d.groupId,
    api: {
      id: Number(row.id),
      name: d.name,
      method: d.method,
      path: d.path,
      gatewayPath: gatewayPathOf(d.path),
      description: d.description,
      builtin: d.builtin,
      requestSchema: d.requestSchema,
      responseSchema: d.responseSchema,
      publishedAt: Number(row.published_at),
    },
  };
};

const byName = (a: { name: string }, b: { name: string }): number => a.name.localeCompare(b.name);

/** The API documentation: the online APIs' published definitions, as a catalogue and as an OpenAPI 3.1 document. */
export class ApiDocService {
  constructor(private readonly db: DocsCenterDb) {}

  /** The online APIs by area (sort, then name) → group (name) → API (name, then path). */
  async catalog(): Promise<ApiCatalog> {
    const filed = (await repo.onlineApis(this.db)).map(toFiled).filter((item) => item !== null);
    const [areaRows, groupRows] = await Promise.all([
      repo.areas(this.db, [...new Set(filed.map((item) => item.domainId))]),
      repo.groups(this.db, [...new Set(filed.map((item) => item.groupId))]),
    ]);
    const areas = new Map(areaRows.map((row) => [Number(row.id), row]));
    const groups = new Map(groupRows.map((row) => [Number(row.id), row]));
    const tree = new Map<number, ApiDocArea & { sort: number }>();
    for (const { api, domainId, groupId } of filed) {
      let area = tree.get(domainId);
      if (!area) {
        const row = areas.get(domainId);
        area = {
          id: domainId,
          name: row?.name ?? `#${domainId}`,
          code: row?.code ?? '',
          description: row?.description ?? '',
          sort: row ? Number(row.sort) : Number.MAX_SAFE_INTEGER,
          groups: [],
        };
        tree.set(domainId, area);
      }
      let group = area.groups.find((item) => item.id === groupId);
      if (!group) {
        const row = groups.get(groupId);
        group = { id: groupId, name: row?.name ?? `#${groupId}`, description: row?.description ?? '', apis: [] };
        area.groups.push(group);
      }
      group.apis.push(api);
    }
    const sorted = [...tree.values()].sort((a, b) => a.sort - b.sort || byName(a, b));
    return {
      total: filed.length,
      areas: sorted.map(({ sort: _sort, ...area }) => ({
        ...area,
        groups: area.groups.sort(byName).map((group) => ({
          ...group,
          apis: group.apis.sort((a, b) => byName(a, b) || a.path.localeCompare(b.path)),
        })),
      })),
    };
  }

  /** The catalogue as an OpenAPI 3.1 document (JSON text). */
  async openApi(): Promise<string> {
    return `${JSON.stringify(catalogOpenApi(await this.catalog(), 'Beacon Open API'), null, 2)}\n`;
  }
}
