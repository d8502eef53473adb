import { Icon } from "~/components/ui/icons";
import { useEffect, useId, useRef, useState } from "react";
import { data, isRouteErrorResponse, useActionData, useNavigation, useSearchParams } from "react-router";
import { Form, Link } from "~/lib/localized-router";
import { isBan, isStaff, MODERATION_MESSAGES } from "@common/moderation";
import { localNumber } from "@common/plural";
import {
  AVATAR_MAX_BYTES,
  BIO_MAX,
  PROFILE_FORM_MAX_BYTES,
  imageKind,
  PROFILE_MESSAGES,
  profileUpdateSchema,
  type ProfileView,
} from "@common/profile";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Label, TextField, Textarea } from "~/components/ui/input";
import { UserAvatar } from "~/components/ui/user-avatar";
import { useCurrentUser } from "~/features/auth/current-user";
import { useActionToast, useFieldErrors } from "~/features/forms/action-feedback";
import { ReportButton } from "~/features/forum/report-button";
import { actionsFor, ModerationForm } from "~/features/moderation/moderation-form";
import { RecentActivity } from "~/features/profile/recent-activity";
import { formatInIreland, LocalDate } from "~/lib/dates";
import { pageMeta } from "~/lib/seo";
import { m } from "@common/i18n";
import { messageParts, slots } from "~/lib/message-parts";
import type { Route } from "./+types/profile";
import { AppError } from "../../server/app-error";
import { memberAction, parseWith } from "../../server/http/actions";
import { memberStanding } from "../../server/moderation/suspensions";
import { requireStaff } from "../../server/identity";
import { getProfile, recentComments, recentPosts } from "../../server/profiles/read";
import { saveProfile } from "../../server/profiles/save";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

export { retryAfterHeaders as headers } from "~/lib/route-headers";

export async function loader({ params, context }: Route.LoaderArgs) {
  const profile = await getProfile(context.database.db, params.userId);
  if (!profile) throw data(null, { status: 404 });
  const viewer = await context.viewer();
  const audience = viewer && (viewer.id === profile.id || isStaff(viewer.role)) ? "owner" : "public";
  // Moderators (not on their own profile) see the member's suspension and suspend or lift it here.
  const staff = viewer && isStaff(viewer.role) && viewer.id !== profile.id ? requireStaff(viewer) : null;
  const [posts, comments, moderation] = await Promise.all([
    recentPosts(context.database.db, profile.id, audience),
    recentComments(context.database.db, profile.id, audience),
    staff ? memberStanding(context.database.db, staff, profile.id) : Promise.resolve(null),
  ]);
  return { profile, posts, comments, moderation };
}

/** Saves username, bio and (if one was chosen) a new avatar; the service checks that it is the owner. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const options = { signIn: PROFILE_MESSAGES.signInToEdit, maxBytes: PROFILE_FORM_MAX_BYTES };
  return memberAction(request, context, options, async (acting, form) => {
    const input = parseWith(profileUpdateSchema, { username: form.get("username") ?? "", bio: form.get("bio") ?? "" });
    const file = form.get("avatar");
    const avatarBytes = file instanceof Blob && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null;
    await saveProfile(acting, { ...input, profileId: params.userId, avatarBytes }).catch((error: unknown) => {
      throw error instanceof AppError ? withAvatarTitle(error) : error;
    });
    return {
      toast: { title: m.auth_success(), description: m.profile_updated() },
      redirectTo: `/profile/${params.userId}`,
    };
  });
}

/** The number as the reader's language writes it (1,000 in English, as en-IE writes it). */

/** Spec: a refused image is an 'Avatar Upload Error'; anything else a 'Profile Update Error'. */
function withAvatarTitle(error: AppError): AppError {
  if (error.field === "avatar") error.title = m.profile_avatar_upload_error();
  return error;
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: m.profile_not_found_meta_title() }, { name: "robots", content: "noindex" }];
  const name = loaderData.profile.username;
  return [
    ...pageMeta({
      title: m.profile_meta_title({ name }),
      description: m.profile_meta_description({ name }),
      path: `/profile/${loaderData.profile.id}`,
    }),
    { name: "robots", content: "noindex" },
  ];
}

/** Spec: 'Profile Not Found' with a 'Back to Forum' link (HTTP 404 for an unknown or malformed id). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{m.profile_not_found()}</h1>
      <p className="mt-4 text-muted-foreground">{notFound ? m.profile_not_found_text() : m.profile_load_failed()}</p>
      <Link to="/community/forum" className={`${buttonClasses("primary")} mt-8`}>
        {m.profile_back_to_forum()}
      </Link>
    </div>
  );
}

/** Chosen images are checked in the browser too (type by their bytes, size), before a long upload. */
async function checkChosenImage(file: File): Promise<string | null> {
  const kind = imageKind(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (!kind) return PROFILE_MESSAGES.avatarType;
  if (file.size > AVATAR_MAX_BYTES) return PROFILE_MESSAGES.avatarTooLarge;
  return null;
}

/**
 * The owner's editor: one multipart form (username, bio and an optional image) posted to this page's
 * action. Without JavaScript it is reached by the link `?edit` and answers with a redirect; with it, the
 * preview and the size check happen before the upload.
 */
function EditProfile({ profile }: { profile: ProfileView }) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFieldErrors(result, formRef, "profile");
  useActionToast(result, { failureTitle: m.profile_update_error() });
  const [bio, setBio] = useState(errors.typed("bio") ?? profile.bio ?? "");
  const [preview, setPreview] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const ids = { bio: useId(), avatar: useId(), hint: useId() };
  const avatarError = fileError ?? errors.errorFor("avatar");

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function chooseFile(input: HTMLInputElement) {
    setFileError(null);
    setPreview(null);
    const chosen = input.files?.[0];
    if (!chosen) return;
    const problem = await checkChosenImage(chosen);
    if (problem) {
      setFileError(problem);
      input.value = ""; // nothing is uploaded that the server would refuse
      return;
    }
    setPreview(URL.createObjectURL(chosen));
  }

  return (
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      action={`/profile/${profile.id}?edit`}
      noValidate
      className="grid gap-5"
    >
      <input type="hidden" name="intent" value="update-profile" />
      <div className="flex flex-wrap items-center gap-4">
        {preview ? (
          <img src={preview} alt={m.profile_avatar_preview_alt()} className="size-24 rounded-full object-cover" />
        ) : (
          <UserAvatar username={profile.username} avatarUrl={profile.avatarUrl} size="lg" />
        )}
        <div className="grid min-w-0 flex-1 basis-52 gap-1.5">
          <Label htmlFor={ids.avatar}>{m.profile_avatar_label()}</Label>
          <input
            id={ids.avatar}
            name="avatar"
            type="file"
            accept="image/png,image/jpeg,image/gif"
            aria-describedby={[ids.hint, avatarError ? `${ids.avatar}-error` : null].filter(Boolean).join(" ")}
            aria-invalid={avatarError ? true : undefined}
            onChange={(e) => void chooseFile(e.currentTarget)}
            className="w-full min-w-0 text-sm file:me-3 file:min-h-11 file:rounded-md file:border file:border-border file:bg-surface file:px-3 file:text-foreground"
          />
          <p id={ids.hint} className="text-sm text-muted-foreground">
            <Icon name="upload" aria-hidden className="me-1 inline size-3.5" />
            {m.profile_avatar_hint({ megabytes: AVATAR_MAX_BYTES / 1024 / 1024 })}
          </p>
          {avatarError && (
            <p id={`${ids.avatar}-error`} className="text-sm text-destructive">
              {avatarError}
            </p>
          )}
        </div>
      </div>
      <TextField
        label={m.auth_username_label()}
        name="username"
        autoComplete="username"
        maxLength={40}
        defaultValue={errors.typed("username") ?? profile.username}
        error={errors.errorFor("username")}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={ids.bio}>{m.profile_about_me()}</Label>
        <Textarea
          id={ids.bio}
          name="bio"
          rows={5}
          maxLength={BIO_MAX}
          value={bio}
          onChange={(e) => setBio(e.target.value)}
          {...errors.field("bio")}
        />
        {errors.message("bio")}
        <p className="text-sm text-muted-foreground">
          {m.profile_bio_count({ count: localNumber(bio.length), max: localNumber(BIO_MAX) })}
        </p>
      </div>
      {errors.formError && <Alert>{errors.formError}</Alert>}
      <div className="flex justify-end gap-3">
        <Link to={`/profile/${profile.id}`} className={buttonClasses("secondary")} preventScrollReset>
          {m.twofa_cancel()}
        </Link>
        <Button type="submit" disabled={pending || Boolean(fileError)}>
          {pending ? m.auth_saving() : m.profile_save()}
        </Button>
      </div>
    </Form>
  );
}

/** A moderator's view of the member: their suspension in force, and Suspend and Ban, or Lift suspension. */
function MemberModeration({
  profile,
  moderation,
}: {
  profile: ProfileView;
  moderation: { suspendedUntil: string | null; suspensionReason: string | null; mayAct: boolean };
}) {
  const name = profile.username ?? m.profile_this_member();
  const until = moderation.suspendedUntil;
  return (
    <section aria-labelledby="member-moderation-heading">
      <Card className="grid gap-3">
        <h2 id="member-moderation-heading" className="text-xl font-semibold">
          {m.auth_menu_moderation()}
        </h2>
        <p>
          {until === null ? (
            m.profile_not_suspended({ name })
          ) : isBan(until) ? (
            m.profile_banned({ name })
          ) : (
            <LocalDate
              iso={until}
              sentence={(date, form) =>
                messageParts(m.profile_suspended_until({ name, ...slots("date"), form }), { date })
              }
            />
          )}
          {until !== null && moderation.suspensionReason && (
            <span className="break-words"> {m.profile_suspension_reason({ reason: moderation.suspensionReason })}</span>
          )}
        </p>
        {moderation.mayAct ? (
          <ModerationForm
            // A new form (an empty reason) once the member's standing has changed.
            key={until ?? "not suspended"}
            targetType="user"
            targetId={profile.id}
            returnTo={`/profile/${profile.id}`}
            subject={m.profile_moderation_subject({ name })}
            actions={actionsFor({ targetType: "user", suspended: until !== null })}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{MODERATION_MESSAGES.staffForAdmins}</p>
        )}
      </Card>
    </section>
  );
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { profile, posts, comments, moderation } = loaderData;
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  const isOwner = user?.id === profile.id;
  const editing = isOwner && searchParams.has("edit");
  const name = profile.username;

  return (
    <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6 px-4 py-8">
      <Link to="/community/forum" className="inline-flex min-h-11 items-center gap-1 text-brand underline">
        <Icon name="arrow-left" aria-hidden className="size-4" /> {m.profile_back_to_community_forum()}
      </Link>
      <Card>
        {editing ? (
          <>
            <h1 className="mb-5 text-2xl font-bold">{m.profile_edit_heading()}</h1>
            <EditProfile profile={profile} />
          </>
        ) : (
          <div className="flex flex-wrap items-start gap-5">
            <UserAvatar username={profile.username} avatarUrl={profile.avatarUrl} size="lg" />
            <div className="min-w-48 flex-1">
              <h1 className="text-3xl font-bold wrap-anywhere">{name}</h1>
              <p className="mt-1 text-muted-foreground">
                {messageParts(m.profile_member_since(slots("date")), {
                  date: <time dateTime={profile.createdAt}>{formatInIreland(profile.createdAt, "MMMM yyyy")}</time>,
                })}
              </p>
              <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1">
                <div>
                  <dt className="sr-only">{m.profile_karma_term()}</dt>
                  {/* The icon inside the <dd>: a <dl>'s <div> holds only <dt> and <dd> (the W3C checker). */}
                  <dd className="flex items-center gap-1.5">
                    <Icon name="sparkles" aria-hidden className="size-4 text-accent" />
                    <span>
                      {messageParts(m.profile_karma_count({ count: profile.karmaPoints, ...slots("number") }), {
                        number: <strong>{profile.karmaPoints}</strong>,
                      })}
                    </span>
                  </dd>
                </div>
                <div>
                  <dt className="sr-only">{m.dashboard_stat_posts()}</dt>
                  <dd className="flex items-center gap-1.5">
                    <Icon name="message-square" aria-hidden className="size-4 text-brand" />
                    <span>
                      {messageParts(m.profile_posts_count({ count: profile.postsCount, ...slots("number") }), {
                        number: <strong>{profile.postsCount}</strong>,
                      })}
                    </span>
                  </dd>
                </div>
              </dl>
            </div>
            {isOwner && (
              <Link to="?edit" preventScrollReset className={buttonClasses("secondary")}>
                <Icon name="pencil" aria-hidden className="size-4" /> {m.profile_edit_heading()}
              </Link>
            )}
            {user && !isOwner && (
              <ReportButton
                target={{ userId: profile.id }}
                what="user"
                signInMessage={m.profile_sign_in_to_report()}
                compact={false}
              />
            )}
          </div>
        )}
      </Card>

      {moderation && !editing && <MemberModeration profile={profile} moderation={moderation} />}

      <section aria-labelledby="about-heading">
        <Card>
          <h2 id="about-heading" className="text-xl font-semibold">
            {m.profile_about_me()}
          </h2>
          <p className="mt-2 whitespace-pre-line text-muted-foreground wrap-anywhere">
            {profile.bio || m.profile_nothing_yet()}
          </p>
        </Card>
      </section>

      <RecentActivity
        posts={posts}
        comments={comments}
        titles={{ posts: m.profile_recent_posts(), comments: m.profile_recent_comments() }}
        empty={{ posts: m.profile_no_posts(), comments: m.profile_no_comments() }}
      />
    </div>
  );
}
