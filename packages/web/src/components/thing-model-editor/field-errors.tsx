import { formatPath, type ThingModelError } from '@beacon/contracts/thing-model-issues';
import { Alert } from 'antd';
import { createContext, type ReactNode, useContext } from 'react';
import { refusalText } from '../../lib/api-client/refusal-text';
import type { Segments } from './data-type-values';

/** The validator's errors of the thing being edited, and where that thing sits in what was validated. */
interface FieldErrorsScope {
  errors: readonly ThingModelError[];
  /** Path of the edited thing inside the validated document (e.g. `properties`, 2). */
  prefix: Segments;
}

const FieldErrorsContext = createContext<FieldErrorsScope>({ errors: [], prefix: [] });

/** Props of the field-errors scope. */
export interface FieldErrorsProviderProps extends FieldErrorsScope {
  children: ReactNode;
}

/** Makes the validator's errors available to the fields below, each finding those at its own path. */
export function FieldErrorsProvider({ errors, prefix, children }: FieldErrorsProviderProps) {
  return <FieldErrorsContext.Provider value={{ errors, prefix }}>{children}</FieldErrorsContext.Provider>;
}

/** The full path of a field of the edited thing, as the validator writes it. */
const fullPath = (scope: FieldErrorsScope, at: Segments): string => formatPath([...scope.prefix, ...at]);

/** Whether a path is another or lies under it (`a.b`, `a[0]`). */
export const isUnderPath = (path: string, ancestor: string): boolean =>
  path === ancestor || path.startsWith(`${ancestor}.`) || path.startsWith(`${ancestor}[`);

/** The messages of the errors at a path (relative to the edited thing). */
export function useErrorsAt(at: Segments): string[] {
  const scope = useContext(FieldErrorsContext);
  const path = fullPath(scope, at);
  return scope.errors.filter((error) => error.path === path).map((error) => refusalText(error));
}

/** Form.Item props that show messages under the field (nothing when there are none). */
export const errorItemProps = (messages: readonly string[]): { validateStatus?: 'error'; help?: ReactNode } =>
  messages.length > 0 ? { validateStatus: 'error', help: messages.join('; ') } : {};

/** The Form.Item props showing the errors at a path. */
export function useErrorItemProps(at: Segments): ReturnType<typeof errorItemProps> {
  return errorItemProps(useErrorsAt(at));
}

/** Props of the unplaced-errors list. */
export interface UnplacedErrorsProps {
  /** The paths (relative to the edited thing) that some field shows. */
  placed: readonly Segments[];
  /** Paths (relative to the edited thing) whose whole subtree some block shows (e.g. a parameter table). */
  placedUnder?: readonly Segments[];
  testId?: string;
}

/** The errors no field shows (e.g. an unknown field), listed with their path so none is lost. */
export function UnplacedErrors({ placed, placedUnder = [], testId }: UnplacedErrorsProps) {
  const scope = useContext(FieldErrorsContext);
  const shown = new Set(placed.map((at) => fullPath(scope, at)));
  const subtrees = placedUnder.map((at) => fullPath(scope, at));
  const rest = scope.errors.filter(
    (error) => !shown.has(error.path) && !subtrees.some((path) => isUnderPath(error.path, path)),
  );
  if (rest.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid={testId}
      title={
        <ul style={{ margin: 0, paddingInlineStart: 16 }}>
          {rest.map((error) => (
            <li key={`${error.path}:${error.reason}`}>
              {error.path ? `${error.path}: ${refusalText(error)}` : refusalText(error)}
            </li>
          ))}
        </ul>
      }
    />
  );
}
