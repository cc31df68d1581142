import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { useT } from '../lib/texts';

// The content editor (issue 13 §2): Tiptap's starter kit with a small toolbar — headings, bold, italic, underline,
// lists, quote, links. It edits HTML; the server sanitises it on save (content.sanitize.ts) and answers what it kept.

const BUTTONS = [
  { key: 'bold', label: 'B', run: (e: Chain) => e.toggleBold(), active: 'bold' },
  { key: 'italic', label: 'I', run: (e: Chain) => e.toggleItalic(), active: 'italic' },
  { key: 'underline', label: 'U', run: (e: Chain) => e.toggleUnderline(), active: 'underline' },
  { key: 'h2', label: 'H2', run: (e: Chain) => e.toggleHeading({ level: 2 }), active: 'heading' },
  { key: 'bullets', label: '•', run: (e: Chain) => e.toggleBulletList(), active: 'bulletList' },
  { key: 'numbers', label: '1.', run: (e: Chain) => e.toggleOrderedList(), active: 'orderedList' },
  { key: 'quote', label: '❝', run: (e: Chain) => e.toggleBlockquote(), active: 'blockquote' },
] as const;

type Chain = ReturnType<NonNullable<ReturnType<typeof useEditor>>['chain']>;

export function RichText(props: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  testId?: string;
}) {
  const { t } = useT();
  const labelId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } })],
    content: props.value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        class: 'rte-body',
        'aria-labelledby': labelId,
        role: 'textbox',
        'aria-multiline': 'true',
      },
    },
    onUpdate: ({ editor: current }) => props.onChange(current.getHTML()),
  });
  // A value loaded after the editor started (the record arrived) replaces its content once.
  useEffect(() => {
    if (editor && props.value !== editor.getHTML() && !editor.isFocused) {
      editor.commands.setContent(props.value, { emitUpdate: false });
    }
  }, [editor, props.value]);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(BUTTONS.map((button) => [button.key, current?.isActive(button.active) ?? false])),
  });

  const setLink = () => {
    if (!editor) return;
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(t('content.linkPrompt'), previous);
    if (href === null) return;
    if (href.trim() === '') editor.chain().focus().unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  return (
    <div className="rte" data-testid={props.testId}>
      <span className="rte-label" id={labelId}>
        {props.label}
      </span>
      <div className="rte-toolbar" role="toolbar" aria-label={props.label}>
        {BUTTONS.map((button) => (
          <button
            key={button.key}
            type="button"
            className="small"
            aria-pressed={active?.[button.key] ?? false}
            aria-label={`${button.label} ${t(`content.tools.${button.key}`)}`}
            title={t(`content.tools.${button.key}`)}
            onClick={() => editor && button.run(editor.chain().focus()).run()}
          >
            {button.label}
          </button>
        ))}
        <button type="button" className="small" aria-label={t('content.tools.link')} onClick={setLink}>
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" fill="currentColor">
            <path d="M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a1 1 0 1 1 1.4 1.4L12 13.4a1 1 0 0 1-1.4 0zM8.5 20a4.5 4.5 0 0 1-3.2-7.7l2.1-2.1a1 1 0 1 1 1.4 1.4l-2.1 2.1a2.5 2.5 0 0 0 3.5 3.5l2.1-2.1a1 1 0 1 1 1.4 1.4l-2.1 2.1A4.5 4.5 0 0 1 8.5 20zm8.7-6.8a1 1 0 0 1-.7-1.7l2.1-2.1a2.5 2.5 0 0 0-3.5-3.5L13 8a1 1 0 1 1-1.4-1.4l2.1-2.1a4.5 4.5 0 0 1 6.4 6.4L18 13a1 1 0 0 1-.8.2z" />
          </svg>
        </button>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
