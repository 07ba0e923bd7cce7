import type { Project } from '@beacon/contracts/project-data-management';
import { projectEndpoints } from '@beacon/contracts/project-data-management.endpoints';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EntityFormDrawer } from '../../../components/crud/entity-form-drawer';
import { useEntityForm } from '../../../components/crud/use-entity-form';
import type { RecordFormProps } from '../../../components/page-kit/page-spec';
import { regionOptions, regionPath } from '../../../components/region/region-tree';
import { regionTreeQueryOptions } from '../../../components/region/region-tree-query';
import { PROJECT_FORM_FIELDS, ProjectFormFields, type ProjectFormValues } from './project-form-fields';

const wireFields = (values: ProjectFormValues) => ({
  projectName: values.projectName,
  type: values.type,
  areaCode: values.areaCode?.at(-1) ?? '',
  address: values.address,
  longitude: values.longitude ?? null,
  latitude: values.latitude ?? null,
  status: values.status,
});

/** Create or edit a project in a 664 px drawer; a server message naming a field shows on it, the drawer stays open. */
export function ProjectFormDrawer({ open, record, onClose, afterClose }: RecordFormProps<Project>) {
  const { t } = useTranslation('project');
  const regions = useQuery(regionTreeQueryOptions());
  const tree = regions.data?.data ?? [];
  const entityForm = useEntityForm({
    id: record?.id,
    get: projectEndpoints.get,
    save: projectEndpoints.save,
    update: projectEndpoints.update,
    toValues: (project: Project): Partial<ProjectFormValues> => ({
      projectCode: project.projectCode,
      projectName: project.projectName,
      type: project.type,
      areaCode: regionPath(tree, project.areaCode) ?? [project.areaCode],
      address: project.address,
      longitude: project.longitude,
      latitude: project.latitude,
      status: project.status,
    }),
    defaults: { status: 'active' },
    toSaveBody: (values: ProjectFormValues) => ({ projectCode: values.projectCode, ...wireFields(values) }),
    toUpdateBody: (values, id) => ({ id, ...wireFields(values) }),
    fields: PROJECT_FORM_FIELDS,
    successText: t('saved'),
    onSaved: onClose,
  });

  return (
    <EntityFormDrawer
      // The edited project's region path needs the tree: the form mounts once both are in.
      entityForm={{ ...entityForm, ready: entityForm.ready && !(entityForm.editing && regions.isPending) }}
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={entityForm.editing ? t('editTitle') : t('createTitle')}
      testId="project-form-drawer"
      name="project-form"
    >
      <ProjectFormFields
        editing={entityForm.editing}
        regionsLoading={regions.isPending}
        regionOptions={regionOptions(tree)}
      />
    </EntityFormDrawer>
  );
}
