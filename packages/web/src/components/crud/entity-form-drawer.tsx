import { Form } from 'antd';
import type { ReactNode } from 'react';
import { FormDrawer } from '../form-drawer/form-drawer';
import type { EntityForm } from './use-entity-form';

/** Props of the entity drawer. */
export interface EntityFormDrawerProps<Entity, Values> {
  entityForm: EntityForm<Entity, Values>;
  open: boolean;
  onClose: () => void;
  /** Called once the drawer has finished closing. */
  afterClose?: () => void;
  title: ReactNode;
  /** Test id of the drawer (`x-drawer`); its save button's is `x-submit`. */
  testId: string;
  /** Form name (prefixes the inputs' ids). */
  name: string;
  width?: number;
  /** No save button and every input disabled (e.g. a built-in record). */
  readOnly?: boolean;
  children: ReactNode;
}

/** A create/edit drawer around an entity form: spinner while the entity loads, save submits the form. */
export function EntityFormDrawer<Entity, Values>(props: EntityFormDrawerProps<Entity, Values>) {
  const { entityForm, readOnly = false } = props;
  return (
    <FormDrawer
      open={props.open}
      title={props.title}
      width={props.width}
      onClose={props.onClose}
      afterClose={props.afterClose}
      ready={entityForm.ready}
      saving={entityForm.saving}
      readOnly={readOnly}
      onSubmit={() => entityForm.form.submit()}
      testId={props.testId}
    >
      <Form<Values>
        form={entityForm.form}
        name={props.name}
        layout="vertical"
        initialValues={entityForm.initialValues}
        onFinish={entityForm.submit}
        disabled={entityForm.saving || readOnly}
      >
        {props.children}
      </Form>
    </FormDrawer>
  );
}
