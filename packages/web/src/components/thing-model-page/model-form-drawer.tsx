import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityFormDrawer } from '../crud/entity-form-drawer';
import { type BodyEndpoint, type EntityForm, type GetEndpoint, useEntityForm } from '../crud/use-entity-form';
import type { RecordFormProps } from '../page-kit/page-spec';

/** What a model's fields drawer loads, sends and shows. */
export interface ModelFormDrawerProps<Model extends { id: number }, Values, SaveBody, UpdateBody>
  extends RecordFormProps<Model> {
  /** Locale namespace of `createTitle` and `editTitle`. */
  texts: string;
  /** Its name: the form's, and the drawer's test id `<name>-drawer` (save button `<name>-submit`). */
  name: string;
  /** Its endpoints of the endpoint table: one model, create, edit. */
  endpoints: { get: GetEndpoint<Model>; save: BodyEndpoint<SaveBody>; update: BodyEndpoint<UpdateBody> };
  toValues: (model: Model) => Partial<Values>;
  /** The values of a new model. */
  defaults: Partial<Values>;
  toSaveBody: (values: Values) => SaveBody;
  /** The update of the loaded model (`loaded`: what travels unchanged, such as its thing model). */
  toUpdateBody: (values: Values, id: number, loaded: Model | undefined) => UpdateBody;
  fields: readonly (keyof Values & string)[];
  /** The form's items (the key of a model is fixed once it is created: `editing`). */
  children: (editing: boolean) => ReactNode;
}

/**
 * Creates or edits a thing model's own fields (standard or third-party) in a 664 px drawer; a new model starts
 * with an empty thing model, an edited one keeps its own (the detail page edits it).
 */
export function ModelFormDrawer<Model extends { id: number }, Values, SaveBody, UpdateBody>(
  props: ModelFormDrawerProps<Model, Values, SaveBody, UpdateBody>,
) {
  const { open, record, onClose, afterClose, texts, name } = props;
  const { t } = useTranslation(texts);
  const entityForm: EntityForm<Model, Values> = useEntityForm({
    id: record?.id,
    ...props.endpoints,
    toValues: props.toValues,
    defaults: props.defaults,
    toSaveBody: props.toSaveBody,
    // The loaded model is read when saving, after the form has loaded it.
    toUpdateBody: (values: Values, id: number): UpdateBody => props.toUpdateBody(values, id, entityForm.entity),
    fields: props.fields,
    successText: t('pageKit:saved'),
    onSaved: onClose,
  });

  return (
    <EntityFormDrawer
      entityForm={entityForm}
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={entityForm.editing ? t('editTitle') : t('createTitle')}
      testId={`${name}-drawer`}
      name={name}
    >
      {props.children(entityForm.editing)}
    </EntityFormDrawer>
  );
}
