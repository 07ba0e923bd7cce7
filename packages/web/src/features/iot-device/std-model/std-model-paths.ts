/** The detail page of a standard model. */
export const stdModelDetailPath = (id: number): string => `/std-model/detail?id=${id}`;
/** The association list of a standard model. */
export const stdModelRelevancePath = (id: number): string => `/std-model/relevance?stdModelId=${id}`;
/** The standard model list. */
export const STD_MODEL_LIST_PATH = '/std-model/list';
/** The alarms a rule of a standard model raised (the event center's alarm page, filtered by the link). */
export const stdModelRuleAlarmsPath = (id: number, ruleName: string): string =>
  `/alarm-event/list?stdModelId=${id}&sourceKey=${encodeURIComponent(ruleName)}`;
