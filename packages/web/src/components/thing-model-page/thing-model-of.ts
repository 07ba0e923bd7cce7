import type { ThingModel } from '@beacon/contracts/thing-model';

/** A model's thing model (empty for a new model): the drawers send it unchanged, the detail page edits it. */
export const thingModelOf = (model?: ThingModel): ThingModel => ({
  properties: model?.properties ?? [],
  events: model?.events ?? [],
  services: model?.services ?? [],
});

/** The size of a thing model as "properties / events / services". */
export const thingModelSizeText = (model: ThingModel): string =>
  `${model.properties.length} / ${model.events.length} / ${model.services.length}`;
