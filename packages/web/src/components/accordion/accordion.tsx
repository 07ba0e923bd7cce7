import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { type ReactNode, useId, useState } from 'react';

/** Props of the accordion section. */
export interface AccordionProps {
  title: ReactNode;
  /** Whether the section starts open (default true). */
  defaultOpen?: boolean;
  /** Extra content at the right of the header. */
  extra?: ReactNode;
  children: ReactNode;
}

/** A collapsible section that starts open or closed. */
export function Accordion({ title, defaultOpen = true, extra, children }: AccordionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <section style={{ border: '1px solid #f0f0f0', borderRadius: 6, marginBottom: 12, background: '#fff' }}>
      <div style={{ display: 'flex', alignItems: 'center', padding: '8px 12px' }}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          style={{
            flex: 1,
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            border: 0,
            background: 'none',
            padding: 0,
            cursor: 'pointer',
            font: 'inherit',
            fontWeight: 600,
            textAlign: 'left',
          }}
        >
          {open ? <DownOutlined aria-hidden /> : <RightOutlined aria-hidden />}
          {title}
        </button>
        {extra}
      </div>
      <div id={panelId} hidden={!open} style={{ padding: '0 12px 12px' }}>
        {children}
      </div>
    </section>
  );
}
