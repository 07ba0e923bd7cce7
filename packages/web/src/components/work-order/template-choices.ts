import type { TemplateOption } from '@beacon/contracts/work-order-template';
import { templateEndpoints } from '@beacon/contracts/work-order-template.endpoints';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../lib/api-client/call-endpoint';

const NO_TEMPLATES: readonly TemplateOption[] = [];

/** Every work order template as a choice (empty until loaded). */
export function useTemplateChoices(): readonly TemplateOption[] {
  return useQuery(endpointQueryOptions(templateEndpoints.options, {}, { silent: true })).data?.data ?? NO_TEMPLATES;
}
