import { jobsCopy } from '@shared/ui-copy';
import { Markdown } from '@tiptap/markdown';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { clsx } from 'clsx';
import { Bold, Italic, List, type LucideIcon } from 'lucide-react';

export type RichTextEditorProps = {
  /** The stored markdown the editor opens with. */
  initialMarkdown: string;
  /** Called with the markdown after every change. */
  onChange: (markdown: string) => void;
  label?: string;
};

/** Bold, italic and bullet lists only (spec 3 §2.8): the rest of StarterKit is switched off. */
const extensions = [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: false,
    orderedList: false,
  }),
  Markdown,
];

function ToolbarButton({
  icon: Icon,
  label,
  isActive,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  isActive: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={isActive}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={clsx(
        'inline-flex size-8 items-center justify-center rounded-lg text-slate-700 transition-colors focus-visible:outline-2 focus-visible:outline-accent-600',
        isActive ? 'bg-accent-50 text-accent-800' : 'hover:bg-slate-100',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

/** A Tiptap editor that reads and writes markdown (its own lazy chunk, with its dialog). */
export function RichTextEditor({
  initialMarkdown,
  onChange,
  label = jobsCopy.richText.editorLabel,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions,
    content: initialMarkdown,
    contentType: 'markdown',
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: 'prose-job min-h-48 max-h-[50dvh] overflow-y-auto px-3 py-2 text-sm text-slate-900 focus:outline-none',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getMarkdown()),
  });
  const marks = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
    }),
  });
  return (
    <div className="flex flex-col rounded-lg border border-slate-300 bg-white focus-within:border-accent-600 focus-within:ring-2 focus-within:ring-accent-100">
      <div role="toolbar" aria-label={jobsCopy.richText.toolbar} className="flex gap-1 border-b border-slate-200 p-1">
        <ToolbarButton
          icon={Bold}
          label={jobsCopy.richText.bold}
          isActive={marks?.bold ?? false}
          onClick={() => editor?.chain().focus().toggleBold().run()}
        />
        <ToolbarButton
          icon={Italic}
          label={jobsCopy.richText.italic}
          isActive={marks?.italic ?? false}
          onClick={() => editor?.chain().focus().toggleItalic().run()}
        />
        <ToolbarButton
          icon={List}
          label={jobsCopy.richText.bulletList}
          isActive={marks?.bulletList ?? false}
          onClick={() => editor?.chain().focus().toggleBulletList().run()}
        />
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
