import type { Endpoint } from '@beacon/contracts/endpoint';
import type { StandardReply } from '@beacon/contracts/protocol';
import { useQuery } from '@tanstack/react-query';
import { Form, type FormInstance } from 'antd';
import type { z } from 'zod';
import { endpointQueryOptions } from '../../lib/api-client/call-endpoint';
import { useFormSave } from './use-form-save';

/** A detail endpoint of the table: `GET …/:id` answering one entity. */
export type GetEndpoint<Entity> = Endpoint<
  z.ZodType<unknown, { id: unknown }>,
  z.ZodType,
  z.ZodType,
  z.ZodType<StandardReply<Entity>, unknown>
>;
/** A write endpoint of the table taking `Body`. */
export type BodyEndpoint<Body> = Endpoint<z.ZodType, z.ZodType, z.ZodType<unknown, Body>, z.ZodType>;

/** What an entity form loads, sends and reports. */
export interface EntityFormOptions<Entity, Values, SaveBody, UpdateBody> {
  /** The entity to edit; undefined = create. */
  id?: number;
  get: GetEndpoint<Entity>;
  save: BodyEndpoint<SaveBody>;
  update: BodyEndpoint<UpdateBody>;
  /** The form values of a loaded entity. */
  toValues: (entity: Entity) => Partial<Values>;
  /** The form values of a new entity. */
  defaults: Partial<Values>;
  toSaveBody: (values: Values) => SaveBody;
  toUpdateBody: (values: Values, id: number) => UpdateBody;
  /** The form's fields: contract issues and server refusals naming one of them land on it. */
  fields: readonly (keyof Values & string)[];
  /** The success toast. */
  successText: string;
  /** After a successful save (the drawer closes). */
  onSaved: () => void;
}

/** A create/edit form bound to its endpoints. */
export interface EntityForm<Entity, Values> {
  form: FormInstance<Values>;
  editing: boolean;
  /** The loaded entity (edit). */
  entity: Entity | undefined;
  /** False while the entity to edit loads. */
  ready: boolean;
  saving: boolean;
  /** The values the form starts with (mount the form once `ready`). */
  initialValues: Partial<Values>;
  /** antd's onFinish: check the body against the contract, then save or update. */
  submit: (values: Values) => void;
}

/**
 * A create/edit form: loads the entity to edit through its get endpoint (always fresh), checks the body
 * against the endpoint's contract, saves or updates, toasts success and invalidates the resource's queries.
 * The server's refusals naming a field (`mobile` mobileFormat, 409 `account` alreadyExists) show on that field
 * and the rest are toasted, all in the operator's language (the calls are silent: the kit reports them).
 */
export function useEntityForm<Entity, Values, SaveBody, UpdateBody>(
  options: EntityFormOptions<Entity, Values, SaveBody, UpdateBody>,
): EntityForm<Entity, Values> {
  const { id, get } = options;
  const [form] = Form.useForm<Values>();
  const editing = id !== undefined;
  const detail = useQuery({
    ...endpointQueryOptions(get, { params: { id } }),
    enabled: editing,
    staleTime: 0,
    meta: { loadOnce: true },
  });
  const entity = detail.data?.data;
  const { saving, submit } = useFormSave({ ...options, id, form });

  return {
    form,
    editing,
    entity,
    ready: !editing || entity !== undefined,
    saving,
    initialValues: entity === undefined ? options.defaults : options.toValues(entity),
    submit,
  };
}
