import { useId, useRef } from "react";
import { localNumber } from "@common/plural";
import { m } from "@common/i18n";
import { useNavigation } from "react-router";
import { Form, Link } from "~/lib/localized-router";
import type { ActionResult } from "@common/action-result";
import { POST_MAX, TITLE_MAX } from "@common/forum";
import { POST_CATEGORIES } from "@common/forum-categories";
import type { NewPostInput } from "@common/forum-schemas";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClasses } from "~/components/ui/button";
import { Input, inputClasses, Label } from "~/components/ui/input";
import { MentionTextarea } from "./mention-textarea";
import { SimilarQuestions } from "./similar-posts";
import { useDraft } from "./drafts";
import { useActionToast, useFieldErrors } from "~/features/forms";

/** The private group's own topics (ADR 0063): the member may file the question under one. */
function GroupTopicField({
  ids,
  groupTopics,
  errors,
}: {
  ids: string;
  groupTopics: readonly { id: string; name: string }[];
  errors: ReturnType<typeof useFieldErrors>;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={`${ids}-group-topic`}>{m.groups_topic_label()}</Label>
      <select
        id={`${ids}-group-topic`}
        name="groupTopic"
        defaultValue={errors.typed("groupTopic") ?? ""}
        className={inputClasses}
        {...errors.field("groupTopic")}
      >
        <option value="">{m.groups_topic_none()}</option>
        {groupTopics.map((topic) => (
          <option key={topic.id} value={topic.id}>
            {topic.name}
          </option>
        ))}
      </select>
      {errors.message("groupTopic")}
    </div>
  );
}

/**
 * The new-post and edit-post form: a plain form posted to the page's action (works without
 * JavaScript). The server checks it with the same schema; a refusal comes back beside its field,
 * with what was typed still in the form.
 */
export function PostForm({
  initial,
  result,
  submitLabel,
  pendingLabel,
  failureTitle,
  cancelTo,
  similarQuestions,
  draftKey,
  hidden,
  groupTopics = [],
}: {
  initial?: Partial<NewPostInput>;
  result: ActionResult<unknown> | undefined;
  submitLabel: string;
  pendingLabel: string;
  failureTitle: string;
  cancelTo: string;
  /**
   * Show existing posts like the title as it is typed (the new-post screen): the public forum's, or the
   * private group's the post is asked in.
   */
  similarQuestions?: { group: string | null };
  /** The editor's draft (common/drafts.ts DRAFT_KEYS), kept on the server as the member types. */
  draftKey?: string;
  /** Fields sent with the post as they are (the private group it is asked in). */
  hidden?: Record<string, string>;
  /** The private group's own topics (ADR 0063): the member may file the question under one. */
  groupTopics?: readonly { id: string; name: string }[];
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const formRef = useRef<HTMLFormElement>(null);
  const ids = useId();
  const errors = useFieldErrors(result, formRef, ids);
  useActionToast(result, { failureTitle });
  const value = (field: keyof NewPostInput) => errors.typed(field) ?? initial?.[field] ?? "";
  const draft = useDraft(formRef, draftKey, {
    title: value("title"),
    category: value("category"),
    content: value("content"),
  });

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      className="grid gap-5 rounded-lg border border-border bg-surface p-6 shadow-sm"
    >
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* First in the form: on a phone a member sees the saved text is there before the empty fields. */}
      {draft.offer}
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-category`}>{m.forum_field_category()}</Label>
        <select
          id={`${ids}-category`}
          name="category"
          required
          defaultValue={value("category")}
          className={inputClasses}
          {...errors.field("category")}
        >
          <option value="">{m.forum_select_a_category()}</option>
          {POST_CATEGORIES.map((category) => (
            <option key={category.value} value={category.value}>
              {category.label}
            </option>
          ))}
        </select>
        {errors.message("category")}
      </div>
      {groupTopics.length > 0 && <GroupTopicField ids={ids} groupTopics={groupTopics} errors={errors} />}
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-title`}>{m.forum_field_title()}</Label>
        <Input
          id={`${ids}-title`}
          name="title"
          required
          maxLength={TITLE_MAX}
          defaultValue={value("title")}
          {...errors.field("title")}
        />
        {errors.message("title")}
        {similarQuestions && <SimilarQuestions titleFieldId={`${ids}-title`} group={similarQuestions.group} />}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-content`}>{m.forum_field_content()}</Label>
        <MentionTextarea
          id={`${ids}-content`}
          name="content"
          required
          maxLength={POST_MAX}
          defaultValue={value("content")}
          className="min-h-[200px]"
          {...errors.field("content", `${ids}-content-hint`)}
        />
        <p id={`${ids}-content-hint`} className="text-sm text-muted-foreground">
          {m.forum_content_hint({ max: localNumber(POST_MAX) })}
        </p>
        {errors.message("content")}
      </div>
      {errors.formError && <Alert>{errors.formError}</Alert>}
      {draft.status}
      <div className="flex flex-wrap justify-end gap-3">
        <Link to={cancelTo} className={buttonClasses("secondary")}>
          {m.forum_cancel()}
        </Link>
        <Button type="submit" disabled={pending} className="min-w-36">
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
