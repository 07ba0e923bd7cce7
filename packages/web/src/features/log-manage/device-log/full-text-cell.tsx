import { Popover, Typography } from 'antd';

/** Long text cut to one line; the whole text in a popover on hover or tap. */
export function FullTextCell({ text }: { text: string }) {
  return (
    <Popover
      content={
        <pre
          style={{
            maxWidth: 'min(480px, 80vw)',
            maxHeight: 320,
            overflow: 'auto',
            margin: 0,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-all',
          }}
        >
          {text}
        </pre>
      }
      trigger={['hover', 'click']}
    >
      <Typography.Text ellipsis style={{ maxWidth: '100%', cursor: 'pointer' }}>
        {text}
      </Typography.Text>
    </Popover>
  );
}

/** A long text's cell: the cut line with its popover; empty text stays empty, so the table shows its "--". */
export const fullText = (text: string) => (text ? <FullTextCell text={text} /> : '');
