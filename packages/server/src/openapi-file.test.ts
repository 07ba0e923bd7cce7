import { expect, it } from 'vitest';
import { openApiFileIsCurrent } from './openapi-file';

it('keeps docs/openapi.json generated from the endpoint table (run `npm run openapi` after changing it)', () => {
  expect(openApiFileIsCurrent()).toBe(true);
});
