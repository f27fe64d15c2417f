// The head of one item's detail in the Tools, Resources and Prompts tabs: its title (or its name),
// what names it on the wire in code, and its description as Markdown (docs/playground.md,
// "Descriptions are Markdown").
import { Markdown } from './markdown/Markdown';

interface DetailHeadingProps {
  item: { name: string; title?: string | undefined; description?: string | undefined };
  /** The name, URI or URI template the server knows the item by. */
  code: string;
}

export function DetailHeading({ item, code }: DetailHeadingProps) {
  return (
    <>
      <h3>
        {item.title ?? item.name} <code className="muted">{code}</code>
      </h3>
      {item.description && <Markdown text={item.description} />}
    </>
  );
}
