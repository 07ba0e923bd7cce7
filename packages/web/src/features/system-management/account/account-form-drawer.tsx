import type { ProjectOption } from '@beacon/contracts/project-data-management';
import { projectEndpoints } from '@beacon/contracts/project-data-management.endpoints';
import type { Account } from '@beacon/contracts/system-management';
import { accountEndpoints, roleEndpoints } from '@beacon/contracts/system-management.endpoints';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EntityFormDrawer } from '../../../components/crud/entity-form-drawer';
import { useEntityForm } from '../../../components/crud/use-entity-form';
import type { RecordFormProps } from '../../../components/page-kit/page-spec';
import { endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { ACCOUNT_FORM_FIELDS, AccountFormFields, type AccountFormValues } from './account-form-fields';

/**
 * Every project as a choice (the form and the list's project filter). Silent: without the projects the form still
 * works (an account's current codes show as they are).
 */
export const projectChoicesQueryOptions = () => endpointQueryOptions(projectEndpoints.options, {}, { silent: true });

const toFormValues = (account: Account): Partial<AccountFormValues> => ({
  account: account.account,
  userName: account.userName,
  mobile: account.mobile,
  email: account.email,
  roleIds: account.roleIds,
  projectCodes: account.projectCodes,
  status: account.status,
});

const wireFields = (values: AccountFormValues) => ({
  userName: values.userName,
  mobile: values.mobile,
  email: values.email ?? '',
  roleIds: values.roleIds ?? [],
  projectCodes: values.projectCodes ?? [],
  status: values.status,
});

/** The projects to choose from, plus any the account already has that the list does not show (by code). */
const projectOptionsOf = (projects: readonly ProjectOption[], current: readonly string[]) => {
  const options = projects.map((project) => ({
    value: project.projectCode,
    label: `${project.projectName} (${project.projectCode})`,
  }));
  const known = new Set(options.map((option) => option.value));
  return [...options, ...current.filter((code) => !known.has(code)).map((code) => ({ value: code, label: code }))];
};

/**
 * Create (no record) or edit an account in a 664 px drawer; a server message naming a field shows on it, the drawer
 * stays open. The roles offered are fetched fresh, with whether you may assign each.
 */
export function AccountFormDrawer({ open, record, onClose, afterClose }: RecordFormProps<Account>) {
  const { t } = useTranslation('account');
  const roles = useQuery({ ...endpointQueryOptions(roleEndpoints.options), staleTime: 0 });
  const projects = useQuery(projectChoicesQueryOptions());
  const entityForm = useEntityForm({
    id: record?.id,
    get: accountEndpoints.get,
    save: accountEndpoints.save,
    update: accountEndpoints.update,
    toValues: toFormValues,
    defaults: { roleIds: [], projectCodes: [], status: 'enabled' },
    toSaveBody: (values: AccountFormValues) => ({
      account: values.account,
      password: values.password,
      ...wireFields(values),
    }),
    toUpdateBody: (values, id) => ({ id, ...wireFields(values) }),
    fields: ACCOUNT_FORM_FIELDS,
    successText: t('saved'),
    onSaved: onClose,
  });

  return (
    <EntityFormDrawer
      entityForm={entityForm}
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={entityForm.editing ? t('editTitle') : t('createTitle')}
      testId="account-form-drawer"
      name="account-form"
    >
      <AccountFormFields
        editing={entityForm.editing}
        rolesLoading={roles.isLoading}
        roleOptions={(roles.data?.data ?? []).map((role) => ({
          value: role.id,
          label: role.name,
          disabled: !role.assignable,
        }))}
        projectsLoading={projects.isLoading}
        projectOptions={projectOptionsOf(projects.data?.data ?? [], entityForm.entity?.projectCodes ?? [])}
      />
    </EntityFormDrawer>
  );
}
