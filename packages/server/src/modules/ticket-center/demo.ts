import type { ConsoleLanguage } from '@beacon/contracts/console-locale';
import { WORK_ORDER_SYSTEM_ACTOR } from '@beacon/contracts/work-order';
import { TRANSITIONS, type TransitionAction, type WorkOrderStatus } from '@beacon/contracts/work-order-states';
import type { Kysely } from 'kysely';
import { demoText } from '../../platform/demo-text';
import type { TicketCenterDatabase } from './tables';
import { nextWorkOrderNumber } from './work-order-number';

const HOUR = 3_600_000;
/** Each demo work order's state and the actions that led there from `new`. */
const PATHS: ReadonlyArray<[WorkOrderStatus, TransitionAction[]]> = [
  ['new', []],
  ['assigned', ['assign']],
  ['in_progress', ['assign', 'start']],
  ['on_hold', ['assign', 'start', 'hold']],
  ['resolved', ['assign', 'start', 'resolve']],
  ['closed', ['assign', 'start', 'resolve', 'close']],
  ['cancelled', ['cancel']],
];

/** Seeds templates of each kind, a rule, and work orders in every state (on demo alarms when there are some). */
export const seedTicketCenterDemo = async (
  db: Kysely<TicketCenterDatabase>,
  language: ConsoleLanguage,
  now = Date.now(),
): Promise<void> => {
  const t = demoText(language);
  const template = (name: string, kind: string, slaHours: number, description: string, fields: object[]) =>
    db
      .insertInto('work_order_template')
      .values({
        name,
        kind,
        form_fields: JSON.stringify(fields),
        default_priority: kind === 'alarm' ? 'high' : 'medium',
        sla_hours: slaHours,
        description,
        create_time: now,
        update_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const cause = { model: 'cause', label: t('故障原因', 'Cause'), type: 'select', required: true };
  const alarmTemplate = await template(
    t('告警处置', 'Alarm handling'),
    'alarm',
    4,
    t('设备告警的现场处置', 'On-site handling of a device alarm'),
    [
      { ...cause, options: [t('设备故障', 'Device fault'), t('环境异常', 'Environment'), t('误报', 'False alarm')] },
      { model: 'actions', label: t('处理措施', 'Actions taken'), type: 'textarea', required: true },
      { model: 'replaced', label: t('更换部件', 'Parts replaced'), type: 'switch', required: false },
    ],
  );
  await template(t('数据异常核查', 'Data check'), 'abnormal', 24, t('核查设备数据异常', 'Check abnormal device data'), [
    { model: 'finding', label: t('核查结论', 'Finding'), type: 'text', required: true },
    { model: 'checkedOn', label: t('核查日期', 'Checked on'), type: 'date', required: false },
  ]);
  await template(
    t('日常巡检', 'Routine inspection'),
    'manual',
    72,
    t('人工创建的巡检工单', 'Inspection opened by hand'),
    [
      {
        model: 'result',
        label: t('巡检结果', 'Result'),
        type: 'radio',
        required: true,
        options: [t('正常', 'Normal'), t('异常', 'Abnormal')],
      },
      { model: 'hours', label: t('耗时（小时）', 'Hours spent'), type: 'number', required: false },
    ],
  );
  const rule = await db
    .insertInto('work_order_rule')
    .values({
      name: t('严重告警自动派单', 'Critical alarms to work orders'),
      min_severity: 'major',
      source: 'any',
      source_key: null,
      project_codes: '[]',
      template_id: alarmTemplate.id,
      assignee_account_id: null,
      assignee_role_id: null,
      priority: 'urgent',
      auto_resolve: 1,
      enabled: 1,
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const alarms = await db
    .selectFrom('alarm')
    .select(['id', 'iot_id', 'dev_key', 'project_code', 'source_key'])
    .where('severity', 'in', ['critical', 'major'])
    .orderBy('id')
    .limit(PATHS.length)
    .execute();
  const project = (await db.selectFrom('project').select('project_code').orderBy('id').executeTakeFirst())
    ?.project_code;
  const admin = await db.selectFrom('account').select(['id', 'account']).orderBy('id').executeTakeFirst();
  for (const [index, [status, actions]] of PATHS.entries()) {
    const alarm = alarms[index];
    const opened = now - (index + 1) * 5 * HOUR;
    await db.transaction().execute(async (trx) => {
      const number = await nextWorkOrderNumber(trx, opened);
      const assigned = actions.includes('assign') && admin;
      const order = await trx
        .insertInto('work_order')
        .values({
          number,
          title: alarm ? `${alarm.dev_key} ${alarm.source_key}` : t('配电房例行巡检', 'Switch room inspection'),
          template_id: alarmTemplate.id,
          project_code: alarm?.project_code ?? project ?? 'DEMO',
          iot_id: alarm?.iot_id ?? null,
          dev_key: alarm?.dev_key ?? null,
          alarm_id: alarm ? alarm.id : null,
          rule_id: alarm ? rule.id : null,
          priority: alarm ? 'urgent' : 'medium',
          status,
          assignee_account_id: assigned ? admin.id : null,
          deadline: opened + 4 * HOUR,
          overdue: ['new', 'assigned', 'in_progress', 'on_hold'].includes(status) ? 1 : 0,
          form_values: JSON.stringify(
            ['resolved', 'closed'].includes(status)
              ? {
                  cause: t('设备故障', 'Device fault'),
                  actions: t('更换传感器后恢复正常', 'Sensor replaced; back to normal'),
                  replaced: true,
                }
              : {},
          ),
          create_time: opened,
          update_time: opened + actions.length * HOUR,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      let from: WorkOrderStatus = 'new';
      const entries: { action: string; from_status: string | null; to_status: string; author: string; note: string }[] =
        [{ action: 'open', from_status: null, to_status: 'new', author: WORK_ORDER_SYSTEM_ACTOR, note: '' }];
      for (const action of actions) {
        const to: WorkOrderStatus = TRANSITIONS[from][action] ?? from;
        const note =
          action === 'cancel'
            ? t('重复工单', 'Duplicate work order')
            : action === 'assign'
              ? (admin?.account ?? '')
              : '';
        entries.push({ action, from_status: from, to_status: to, author: admin?.account ?? 'admin', note });
        from = to;
      }
      await trx
        .insertInto('work_order_timeline')
        .values(entries.map((entry, step) => ({ ...entry, work_order_id: order.id, time: opened + step * HOUR })))
        .execute();
    });
  }
};
