import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { newPostSchema, POST_CATEGORIES, POST_MAX, TITLE_MAX, type NewPostInput } from "@common/forum";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClasses } from "~/components/ui/button";
import { Input, inputClasses, Label, Textarea } from "~/components/ui/input";
import { cn } from "~/lib/cn";

type Field = keyof NewPostInput;

/** The new-post and edit-post form: category, title and content, checked with the server's own schema. */
export function PostForm({
  initial,
  submitLabel,
  pendingLabel,
  cancelTo,
  onSubmit,
}: {
  initial?: NewPostInput;
  submitLabel: string;
  pendingLabel: string;
  cancelTo: string;
  /** Resolves with an error message to show, or null when saved. */
  onSubmit: (input: NewPostInput) => Promise<string | null>;
}) {
  const [values, setValues] = useState({
    category: initial?.category ?? "",
    title: initial?.title ?? "",
    content: initial?.content ?? "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const ids = { category: useId(), title: useId(), content: useId() };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = newPostSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as Field] ??= issue.message;
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    setPending(true);
    const problem = await onSubmit(parsed.data);
    setPending(false);
    if (problem) setFormError(problem); // what was typed stays in the form
  }

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const described = (field: Field) =>
    errors[field] ? { "aria-invalid": true, "aria-describedby": `${ids[field]}-error` } : {};
  const fieldError = (field: Field) =>
    errors[field] && (
      <p id={`${ids[field]}-error`} className="text-sm text-destructive">
        {errors[field]}
      </p>
    );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5 rounded-lg border border-border bg-surface p-6 shadow-sm">
      <div className="grid gap-1.5">
        <Label htmlFor={ids.category}>Category</Label>
        <select
          id={ids.category}
          required
          value={values.category}
          onChange={set("category")}
          className={inputClasses}
          {...described("category")}
        >
          <option value="">Select a category</option>
          {POST_CATEGORIES.map((category) => (
            <option key={category.value} value={category.value}>
              {category.label}
            </option>
          ))}
        </select>
        {fieldError("category")}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.title}>Title</Label>
        <Input
          id={ids.title}
          required
          maxLength={TITLE_MAX}
          value={values.title}
          onChange={set("title")}
          {...described("title")}
        />
        {fieldError("title")}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.content}>Content</Label>
        <Textarea
          id={ids.content}
          required
          maxLength={POST_MAX}
          value={values.content}
          onChange={set("content")}
          className="min-h-[200px]"
          {...described("content")}
        />
        <p className="text-sm text-muted-foreground">
          You can use **bold**, *italics*, lists and links. {values.content.length.toLocaleString("en-IE")} /{" "}
          {POST_MAX.toLocaleString("en-IE")}
        </p>
        {fieldError("content")}
      </div>
      {formError && <Alert>{formError}</Alert>}
      <div className="flex flex-wrap justify-end gap-3">
        <Link to={cancelTo} className={buttonClasses("secondary")}>
          Cancel
        </Link>
        <Button type="submit" disabled={pending} className={cn("min-w-36")}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
