// The notice body editor (docs/decisions/018-staff-authoring.md): headings, lists, links and images
// uploaded like other images. Tiptap and @mantine/tiptap load only with the notice editor's route.
// What it produces is sanitised again by the server, which is the only guard that counts.
import { errorMessage } from '@academy/api-client/errors';
import { useUploadNoticeImage } from '@academy/api-client/queries/authoring';
import { readStyleNonce } from '@academy/ui/AppProviders';
import { authoringStrings } from '@academy/strings/authoring';
import { FileButton, Input } from '@mantine/core';
import IconPhoto from '@tabler/icons-react/icons/IconPhoto';
import { Link, RichTextEditor as Editor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.layer.css';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';

const t = authoringStrings.notices.form;

interface Props {
  value: string;
  onChange: (html: string) => void;
  /** the field's label id, naming the editable area */
  labelledBy: string;
  invalid?: boolean;
}

export function RichTextEditor({ value, onChange, labelledBy, invalid }: Props) {
  const upload = useUploadNoticeImage();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false }),
      Link.configure({ openOnClick: false }),
      Image,
    ],
    content: value,
    immediatelyRender: false,
    // The editor's own base styles carry the page's CSP nonce (docs/product/roles.md), as dnd's do.
    injectNonce: readStyleNonce(),
    editorProps: {
      attributes: {
        'aria-labelledby': labelledBy,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  function insertImage(file: File | null) {
    if (!file || !editor) return;
    setUploadError(null);
    upload.mutate(file, {
      onSuccess: (image) => editor.chain().focus().setImage({ src: image.url, alt: '' }).run(),
      onError: (error) => setUploadError(errorMessage(error, t.imageFailed)),
    });
  }

  return (
    <>
      <Editor editor={editor} labels={authoringStrings.notices.editorLabels}>
        <Editor.Toolbar>
          <Editor.ControlsGroup>
            <Editor.H2 />
            <Editor.H3 />
            <Editor.Bold />
            <Editor.Italic />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.BulletList />
            <Editor.OrderedList />
            <Editor.Blockquote />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.Link />
            <Editor.Unlink />
            <FileButton onChange={insertImage} accept="image/png,image/jpeg,image/webp,image/gif">
              {(props) => (
                <Editor.Control {...props} aria-label={t.insertImage} title={t.insertImage}>
                  <IconPhoto aria-hidden size={16} stroke={1.5} />
                </Editor.Control>
              )}
            </FileButton>
          </Editor.ControlsGroup>
        </Editor.Toolbar>
        <Editor.Content mih={240} />
      </Editor>
      {uploadError && <Input.Error role="alert">{uploadError}</Input.Error>}
    </>
  );
}
