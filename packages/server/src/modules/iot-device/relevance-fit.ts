import { refusal } from '@beacon/contracts/reasons';
import type { ThingModel } from '@beacon/contracts/thing-model';
import { AppError } from '../../platform/http/app-error';
import { modelRelevanceRepository } from './model-relevance.repository';
import { mappingProblems, readMappings, readModel } from './model-rules';
import { stdModelRepository } from './std-model.repository';
import type { IotDb } from './tables';
import { thirdModelRepository } from './third-model.repository';

/**
 * Refuses (409) a model change that breaks an association using the model: every mapping must still
 * name existing properties with a conversion that fits their new types.
 */
export const assertAssociationsStillFit = async (
  db: IotDb,
  side: 'std' | 'third',
  modelId: number,
  model: ThingModel,
): Promise<void> => {
  const relevances = await modelRelevanceRepository.usingModel(
    db,
    side === 'std' ? 'std_model_id' : 'third_model_id',
    modelId,
  );
  for (const relevance of relevances) {
    const otherRow =
      side === 'std'
        ? await thirdModelRepository.findById(db, relevance.third_model_id)
        : await stdModelRepository.findById(db, relevance.std_model_id);
    if (!otherRow) continue;
    const other = readModel(otherRow.model);
    const [std, third] = side === 'std' ? [model, other] : [other, model];
    const [problem] = mappingProblems(std, third, readMappings(relevance.mappings));
    if (problem) {
      throw AppError.conflict(
        `properties: association ${relevance.id} with ${side === 'std' ? 'third-party' : 'standard'} model '${otherRow.name}' would break (${problem.path}: ${problem.message}); change the association first`,
        409,
      ).with(refusal('properties', 'associationBreaks', { id: relevance.id, model: otherRow.name }), {
        path: problem.path,
        reason: problem.reason,
        ...(problem.params && { params: problem.params }),
      });
    }
  }
};
