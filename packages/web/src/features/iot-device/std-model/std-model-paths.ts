/** The detail page of a standard model. */
export const stdModelDetailPath = (id: number): string => `/std-model/detail?id=${id}`;
/** The association list of a standard model. */
export const stdModelRelevancePath = (id: number): string => `/std-model/relevance?stdModelId=${id}`;
/** The standard model list. */
export const STD_MODEL_LIST_PATH = '/std-model/list';
