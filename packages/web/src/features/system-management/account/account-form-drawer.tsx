import type { ProjectOption } from '@beacon/contracts/project-data-management';
import type { Account } from '@beacon/contracts/system-management';
import { accountEndpoints } from '@beacon/contracts/system-management.endpoints';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EntityFormDrawer } from '../../../components/crud/entity-form-drawer';
import { useEntityForm } from '../../../components/crud/use-entity-form';
import { ACCOUNT_FORM_FIELDS, AccountFormFields, type AccountFormValues } from './account-form-fields';
import { projectChoicesQueryOptions } from './api/post-project-options';
import { roleOptionsQueryOptions } from './api/post-role-list';

/** Props of the account editor. */
export interface AccountFormDrawerProps {
  open: boolean;
  /** The account to edit; absent = create. */
  accountId?: number;
  onClose: () => void;
  /** Called once the drawer has finished closing. */
  afterClose?: () => void;
}

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

/** Create or edit an account in a 664 px drawer; a server message naming a field shows on it, the drawer stays open. */
export function AccountFormDrawer({ open, accountId, onClose, afterClose }: AccountFormDrawerProps) {
  const { t } = useTranslation('system');
  const roles = useQuery(roleOptionsQueryOptions());
  const projects = useQuery(projectChoicesQueryOptions());
  const entityForm = useEntityForm({
    id: accountId,
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
      title={entityForm.editing ? t('account.editTitle') : t('account.createTitle')}
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
