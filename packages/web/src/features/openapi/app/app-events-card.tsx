import { GATEWAY_APP_BUTTONS as B } from '@beacon/contracts/gateway-app.endpoints';
import type { GatewayEventType, GatewayEventTypeItem } from '@beacon/contracts/gateway-message';
import { gatewayMessageEndpoints as E } from '@beacon/contracts/gateway-message.endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Divider, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateEndpoints } from '../../../components/crud/invalidate-endpoints';
import { Permission } from '../../../components/permission/permission';
import { callEndpoint, endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { reportError } from '../../../lib/api-client/report-error';
import { usePermittedPageIds } from '../../../lib/session-store';

/** Props of the event push card. */
export interface AppEventsCardProps {
  appId: number;
  /** The app's callback URL ('' for none: nothing is pushed). */
  callbackUrl: string;
}

/** An application's event push: the event types it subscribes to (checked and saved), and a test event to send. */
export function AppEventsCard({ appId, callbackUrl }: AppEventsCardProps) {
  const { t } = useTranslation('gatewayEvent');
  const types = useQuery({ ...endpointQueryOptions(E.eventTypes, {}), staleTime: Number.POSITIVE_INFINITY });
  const subscribed = useQuery({ ...endpointQueryOptions(E.eventList, { query: { id: appId } }), staleTime: 0 });
  const loaded = types.data && subscribed.data;
  return (
    <Card title={t('title')} size="small" loading={!loaded} data-testid="app-events">
      {loaded && (
        <Space orientation="vertical" size={8} style={{ width: '100%' }}>
          {callbackUrl === '' && <Typography.Text type="warning">{t('noCallback')}</Typography.Text>}
          <SubscriptionForm
            // A new list from the server (after a save) starts the form over from it.
            key={subscribed.data.object.join(',')}
            appId={appId}
            types={types.data.object}
            subscribed={subscribed.data.object}
          />
          <Divider style={{ margin: '8px 0' }} />
          <TestEventForm appId={appId} types={types.data.object} disabled={callbackUrl === ''} />
        </Space>
      )}
    </Card>
  );
}

function SubscriptionForm(props: { appId: number; types: GatewayEventTypeItem[]; subscribed: GatewayEventType[] }) {
  const { t } = useTranslation('gatewayEvent');
  const { message } = App.useApp();
  const client = useQueryClient();
  const canSet = usePermittedPageIds().has(B.setEvent);
  const [checked, setChecked] = useState<GatewayEventType[]>(props.subscribed);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await callEndpoint(E.setEvent, { body: { id: props.appId, eventTypes: checked } });
      void message.success(t('saved'));
      await invalidateEndpoints(client, [E.setEvent]);
    } catch (error) {
      reportError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Space wrap align="center">
      <Checkbox.Group<GatewayEventType>
        value={checked}
        disabled={!canSet}
        onChange={setChecked}
        options={props.types.map((type) => ({ value: type.eventType, label: type.name }))}
        data-testid="app-event-types"
      />
      <Permission pageId={B.setEvent}>
        <Button type="primary" size="small" loading={saving} onClick={() => void save()} data-testid="app-events-save">
          {t('save')}
        </Button>
      </Permission>
    </Space>
  );
}

function TestEventForm(props: { appId: number; types: GatewayEventTypeItem[]; disabled: boolean }) {
  const { t } = useTranslation('gatewayEvent');
  const { message } = App.useApp();
  const [type, setType] = useState<GatewayEventType | undefined>(props.types[0]?.eventType);
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (!type) return;
    setSending(true);
    try {
      const reply = await callEndpoint(E.testEvent, { body: { id: props.appId, eventType: type } });
      void message.success(t('testQueued', { eventId: reply.object.eventId }));
    } catch (error) {
      reportError(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <Permission pageId={B.testEvent}>
      <Space wrap align="center">
        <Typography.Text>{t('testEvent')}</Typography.Text>
        <Select<GatewayEventType>
          size="small"
          style={{ minWidth: 200 }}
          value={type}
          onChange={setType}
          options={props.types.map((item) => ({ value: item.eventType, label: item.name }))}
          aria-label={t('testType')}
          data-testid="app-test-event-type"
        />
        <Button
          size="small"
          loading={sending}
          disabled={props.disabled || !type}
          onClick={() => void send()}
          data-testid="app-test-event-send"
        >
          {t('sendTest')}
        </Button>
      </Space>
    </Permission>
  );
}
