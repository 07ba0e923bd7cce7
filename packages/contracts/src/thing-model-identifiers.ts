import type { DataType } from './thing-model-data-type';
import { formatPath } from './thing-model-issues';

type Path = (string | number)[];
/** Something with an identifier and a data type: a property, parameter or member. */
type Typed = { identifier: string; dataType: DataType };
/** A model as the identifier rules see it. */
type ModelShape = {
  properties: readonly Typed[];
  events: readonly { identifier: string; outputData: readonly Typed[] }[];
  services: readonly { identifier: string; inputData: readonly Typed[]; outputData: readonly Typed[] }[];
};

/** A duplicate identifier: the path of its `identifier` field, the message naming the first use, and both. */
export type DuplicateIdentifier = { path: Path; message: string; identifier: string; other: string };

/** Duplicates within one scope, each pointing at the first item that used the identifier. */
const duplicatesIn = (items: readonly { identifier: string; path: Path }[]): DuplicateIdentifier[] => {
  const first = new Map<string, Path>();
  const found: DuplicateIdentifier[] = [];
  for (const { identifier, path } of items) {
    const earlier = first.get(identifier);
    if (earlier) {
      found.push({
        path: [...path, 'identifier'],
        message: `duplicate identifier '${identifier}' (also ${formatPath(earlier)})`,
        identifier,
        other: formatPath(earlier),
      });
    } else first.set(identifier, path);
  }
  return found;
};

/** Duplicates among the members of every struct inside a data type (a struct, or an array of structs). */
const duplicatesInType = (dataType: DataType, path: Path): DuplicateIdentifier[] => {
  if (dataType.type === 'array') return duplicatesInType(dataType.specs.item, [...path, 'specs', 'item']);
  if (dataType.type !== 'struct') return [];
  return duplicatesInList(dataType.specs, [...path, 'specs']);
};

/** Duplicates within one list of typed items, and inside their data types. */
const duplicatesInList = (items: readonly Typed[], path: Path): DuplicateIdentifier[] => [
  ...duplicatesIn(items.map((item, index) => ({ identifier: item.identifier, path: [...path, index] }))),
  ...items.flatMap((item, index) => duplicatesInType(item.dataType, [...path, index, 'dataType'])),
];

/**
 * Identifiers used twice: across properties, events and services together, within each parameter list
 * and within each struct's members.
 */
export const findDuplicateIdentifiers = (model: ModelShape): DuplicateIdentifier[] => {
  const definitions = (['properties', 'events', 'services'] as const).flatMap((list) =>
    model[list].map((item, index) => ({ identifier: item.identifier, path: [list, index] })),
  );
  return [
    ...duplicatesIn(definitions),
    ...model.properties.flatMap((property, index) =>
      duplicatesInType(property.dataType, ['properties', index, 'dataType']),
    ),
    ...model.events.flatMap((event, index) => duplicatesInList(event.outputData, ['events', index, 'outputData'])),
    ...model.services.flatMap((service, index) => [
      ...duplicatesInList(service.inputData, ['services', index, 'inputData']),
      ...duplicatesInList(service.outputData, ['services', index, 'outputData']),
    ]),
  ];
};
