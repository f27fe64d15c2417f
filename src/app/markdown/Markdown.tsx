// Renders a description's Markdown (markdownParser.ts) as React elements: text is always text, links
// open in a new tab without access to this page.
import { Fragment, type ReactNode } from 'react';
import { parseMarkdown, type Inline } from './markdownParser';
import './markdown.css';

function inline(nodes: readonly Inline[]): ReactNode {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={i}>{node.text}</Fragment>;
      case 'code':
        return <code key={i}>{node.text}</code>;
      case 'strong':
        return <strong key={i}>{inline(node.children)}</strong>;
      case 'em':
        return <em key={i}>{inline(node.children)}</em>;
      case 'link':
        return (
          <a key={i} href={node.href} target="_blank" rel="noopener noreferrer">
            {inline(node.children)}
          </a>
        );
    }
  });
}

interface MarkdownProps {
  text: string;
  className?: string;
  id?: string;
}

/** A block of Markdown: paragraphs, lists and code blocks inside one element. */
export function Markdown({ text, className, id }: MarkdownProps) {
  return (
    <div className={`markdown${className ? ` ${className}` : ''}`} id={id}>
      {parseMarkdown(text).map((block, i) => {
        if (block.type === 'paragraph') return <p key={i}>{inline(block.children)}</p>;
        if (block.type === 'code') return <pre key={i}>{block.text}</pre>;
        const items = block.items.map((item, j) => <li key={j}>{inline(item)}</li>);
        return block.ordered ? <ol key={i}>{items}</ol> : <ul key={i}>{items}</ul>;
      })}
    </div>
  );
}
