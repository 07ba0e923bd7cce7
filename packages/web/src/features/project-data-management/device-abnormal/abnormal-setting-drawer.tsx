import {
  ABNORMAL_DEFAULTS,
  type AbnormalSetting,
  type AbnormalSettingSave,
  abnormalSettingSaveSchema,
  ABNORMAL_SETTING_LIMITS as L,
} from '@beacon/contracts/device-abnormal';
import type { ProjectOption } from '@beacon/contracts/project-data-management';
import { abnormalSettingEndpoints } from '@beacon/contracts/telemetry.endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, InputNumber, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateEndpoints } from '../../../components/crud/invalidate-endpoints';
import { reportRefusals, showFieldErrors } from '../../../components/crud/server-refusals';
import { FormDrawer } from '../../../components/form-drawer/form-drawer';
import { callEndpoint, endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { issuesToFields, requiredChoice, schemaRule } from '../../../lib/schema-rules';

/** What the drawer edits. */
interface SettingValues {
  projectCode?: string;
  offlineMinutes?: number;
  silentMinutes?: number;
  stuckRepeats?: number;
}

const FIELDS = ['projectCode', 'offlineMinutes', 'silentMinutes', 'stuckRepeats'] as const;
const LIMIT_FIELDS = [
  { name: 'offlineMinutes', min: L.minutesMin, max: L.minutesMax },
  { name: 'silentMinutes', min: L.minutesMin, max: L.minutesMax },
  { name: 'stuckRepeats', min: L.repeatsMin, max: L.repeatsMax },
] as const;

const valuesOf = (setting: AbnormalSetting): SettingValues => ({
  projectCode: setting.projectCode,
  offlineMinutes: setting.offlineMinutes,
  silentMinutes: setting.silentMinutes,
  stuckRepeats: setting.stuckRepeats,
});

/** Props of the detection-limits drawer. */
export interface AbnormalSettingDrawerProps {
  open: boolean;
  projects: readonly ProjectOption[];
  /** The project to start with (the list's project filter); else the first project. */
  projectCode?: string;
  onClose: () => void;
  afterClose?: () => void;
}

/**
 * A project's abnormal-detection limits in a drawer: pick the project, see whether it uses the defaults, set
 * offline and silent minutes and stuck repeats (the contract's bounds; server messages land on their field).
 */
export function AbnormalSettingDrawer({
  open,
  projects,
  projectCode,
  onClose,
  afterClose,
}: AbnormalSettingDrawerProps) {
  const { t } = useTranslation('deviceAbnormal');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<SettingValues>();
  // The project picked in the drawer, else the one it opened on, else the first (the list may still be loading).
  const [picked, setPicked] = useState<string>();
  const project = picked ?? projectCode ?? projects[0]?.projectCode;
  // Always fetched fresh: the drawer edits it.
  const setting = useQuery({
    ...endpointQueryOptions(abnormalSettingEndpoints.get, { params: { projectCode: project ?? '' } }),
    staleTime: 0,
    enabled: project !== undefined,
  });
  const loaded = setting.data?.data;

  useEffect(() => {
    if (loaded) form.setFieldsValue(valuesOf(loaded));
  }, [form, loaded]);

  const mutation = useMutation({
    mutationFn: (body: AbnormalSettingSave) => callEndpoint(abnormalSettingEndpoints.save, { body }),
    onSuccess: async () => {
      void message.success(t('settings.saved'));
      onClose();
      await invalidateEndpoints(client, [abnormalSettingEndpoints.save]);
    },
    onError: (error) => {
      reportRefusals(form, error, FIELDS);
    },
  });

  const submit = (values: SettingValues) => {
    const parsed = abnormalSettingSaveSchema.safeParse(values);
    if (parsed.success) mutation.mutate(parsed.data);
    else showFieldErrors(form, issuesToFields(parsed.error.issues, FIELDS, values));
  };

  return (
    <FormDrawer
      open={open}
      title={t('settings.title')}
      onClose={onClose}
      afterClose={afterClose}
      ready={project === undefined || loaded !== undefined || setting.isError}
      saving={mutation.isPending}
      onSubmit={() => form.submit()}
      testId="abnormal-setting-drawer"
    >
      <Form<SettingValues>
        form={form}
        name="abnormal-setting-form"
        layout="vertical"
        initialValues={loaded ? valuesOf(loaded) : { projectCode: project }}
        onFinish={submit}
        disabled={mutation.isPending}
      >
        <Form.Item name="projectCode" label={t('settings.project')} rules={[requiredChoice(t)]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('settings.pickProject')}
            options={projects.map((option) => ({ value: option.projectCode, label: option.projectName }))}
            onChange={(code: string) => setPicked(code)}
          />
        </Form.Item>
        {loaded && (
          <Alert
            type={loaded.custom ? 'success' : 'info'}
            showIcon
            style={{ marginBottom: 16 }}
            data-testid="abnormal-setting-source"
            title={
              loaded.custom
                ? t('settings.custom')
                : t('settings.defaults', {
                    offline: ABNORMAL_DEFAULTS.offlineMinutes,
                    silent: ABNORMAL_DEFAULTS.silentMinutes,
                    repeats: ABNORMAL_DEFAULTS.stuckRepeats,
                  })
            }
          />
        )}
        {LIMIT_FIELDS.map(({ name, min, max }) => (
          <Form.Item
            key={name}
            name={name}
            label={t(`settings.${name}`)}
            rules={[
              { required: true },
              schemaRule(abnormalSettingSaveSchema.shape[name], t('settings.range', { min, max })),
            ]}
          >
            {/* No min/max on the input: it would clamp silently; the rule names the bounds instead. */}
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
        ))}
      </Form>
    </FormDrawer>
  );
}
