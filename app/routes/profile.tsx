import { ArrowLeft, MessageSquare, Pencil, Sparkles, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { data, isRouteErrorResponse, Link, useRevalidator } from "react-router";
import {
  AVATAR_MAX_BYTES,
  BIO_MAX,
  imageKind,
  PROFILE_MESSAGES,
  profileUpdateSchema,
  type ProfileView,
} from "@common/profile";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Label, TextField, Textarea } from "~/components/ui/input";
import { useToast } from "~/components/ui/toast";
import { UserAvatar } from "~/components/ui/user-avatar";
import { announceAuthChange, useCurrentUser } from "~/features/auth/current-user";
import { ReportButton } from "~/features/forum/report-button";
import { RecentActivity } from "~/features/profile/recent-activity";
import { apiFetch, ApiError } from "~/lib/api";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/profile";
import { getProfile, recentComments, recentPosts } from "../../server/profiles/service";

export async function loader({ params, context }: Route.LoaderArgs) {
  const profile = await getProfile(context.database.db, params.userId);
  if (!profile) throw data(null, { status: 404 });
  const [posts, comments] = await Promise.all([
    recentPosts(context.database.db, profile.id),
    recentComments(context.database.db, profile.id),
  ]);
  return { profile, posts, comments };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Profile Not Found | Ireland Guide" }, { name: "robots", content: "noindex" }];
  const name = loaderData.profile.username ?? "Anonymous";
  return [
    ...pageMeta({
      title: `${name}'s profile`,
      description: `${name} on the Ireland Guide community forum: recent posts and comments.`,
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
      <h1 className="text-3xl font-bold">Profile Not Found</h1>
      <p className="mt-4 text-muted-foreground">
        {notFound ? "This member does not exist, or closed their account." : "Could not load profile data."}
      </p>
      <Link to="/community/forum" className={`${buttonClasses("primary")} mt-8`}>
        Back to Forum
      </Link>
    </div>
  );
}

const memberSince = new Intl.DateTimeFormat("en-IE", { month: "long", year: "numeric", timeZone: "UTC" });

function EditProfile({ profile, onDone }: { profile: ProfileView; onDone: () => void }) {
  const toast = useToast();
  const [username, setUsername] = useState(profile.username ?? "");
  const [bio, setBio] = useState(profile.bio ?? "");
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { username: useId(), bio: useId(), avatar: useId(), hint: useId() };

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function chooseFile(chosen: File | undefined) {
    setError(null);
    if (!chosen) return;
    const kind = imageKind(new Uint8Array(await chosen.slice(0, 16).arrayBuffer()));
    if (!kind) return setError(PROFILE_MESSAGES.avatarType);
    if (chosen.size > AVATAR_MAX_BYTES) return setError(PROFILE_MESSAGES.avatarTooLarge);
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  }

  function cancel() {
    setFile(null);
    setPreview(null);
    if (fileInput.current) fileInput.current.value = "";
    onDone();
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = profileUpdateSchema.safeParse({ username, bio });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setPending(true);
    try {
      if (file) {
        try {
          const response = await fetch(`/api/profiles/${profile.id}/avatar`, {
            method: "PUT",
            credentials: "same-origin",
            headers: { "Content-Type": file.type || "application/octet-stream" },
            body: file,
          });
          const body = (await response.json().catch(() => ({}))) as { error?: string };
          if (!response.ok) throw new Error(body.error ?? "Upload failed");
        } catch (caught) {
          const message = caught instanceof Error ? caught.message : "Upload failed";
          setError(message);
          toast({ title: "Avatar Upload Error", description: message, variant: "destructive" });
          return; // the save stops here
        }
      }
      try {
        await apiFetch(`/api/profiles/${profile.id}`, { method: "PATCH", json: parsed.data });
      } catch (caught) {
        const message = caught instanceof ApiError ? caught.message : "Something went wrong";
        setError(message);
        toast({ title: "Profile Update Error", description: message, variant: "destructive" });
        return;
      }
      toast({ title: "Success", description: "Profile updated successfully!" });
      await announceAuthChange(); // the header's avatar and name
      setFile(null);
      setPreview(null);
      onDone();
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className="grid gap-5">
      <div className="flex flex-wrap items-center gap-4">
        {preview ? (
          <img src={preview} alt="Preview of your new avatar" className="size-24 rounded-full object-cover" />
        ) : (
          <UserAvatar
            username={username || profile.username}
            avatarUrl={profile.avatarUrl}
            className="size-24 text-3xl"
          />
        )}
        <div className="grid gap-1.5">
          <Label htmlFor={ids.avatar}>Avatar</Label>
          <input
            ref={fileInput}
            id={ids.avatar}
            type="file"
            accept="image/png,image/jpeg,image/gif"
            aria-describedby={ids.hint}
            onChange={(e) => void chooseFile(e.target.files?.[0])}
            className="text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-border file:bg-surface file:px-3 file:text-foreground"
          />
          <p id={ids.hint} className="text-sm text-muted-foreground">
            <Upload aria-hidden className="mr-1 inline size-3.5" />
            PNG, JPEG or GIF, up to 5 MB. We crop it square and remove location data.
          </p>
        </div>
      </div>
      <TextField
        label="Username"
        autoComplete="username"
        maxLength={40}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={ids.bio}>About Me</Label>
        <Textarea id={ids.bio} rows={5} maxLength={BIO_MAX} value={bio} onChange={(e) => setBio(e.target.value)} />
        <p className="text-sm text-muted-foreground">
          {bio.length.toLocaleString("en-IE")} / {BIO_MAX.toLocaleString("en-IE")}
        </p>
      </div>
      {error && <Alert>{error}</Alert>}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={cancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { profile, posts, comments } = loaderData;
  const user = useCurrentUser();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState(false);
  const isOwner = user?.id === profile.id;
  const name = profile.username ?? "Anonymous";

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <Link to="/community/forum" className="inline-flex min-h-11 items-center gap-1 text-brand underline">
        <ArrowLeft aria-hidden className="size-4" /> Back to Community Forum
      </Link>
      <Card>
        {editing && isOwner ? (
          <>
            <h1 className="mb-5 text-2xl font-bold">Edit Profile</h1>
            <EditProfile
              profile={profile}
              onDone={() => {
                setEditing(false);
                void revalidator.revalidate();
              }}
            />
          </>
        ) : (
          <div className="flex flex-wrap items-start gap-5">
            <UserAvatar username={profile.username} avatarUrl={profile.avatarUrl} className="size-24 text-3xl" />
            <div className="min-w-48 flex-1">
              <h1 className="text-3xl font-bold break-words">{name}</h1>
              <p className="mt-1 text-muted-foreground">
                Member since {memberSince.format(new Date(profile.createdAt))}
              </p>
              <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1">
                <div className="flex items-center gap-1.5">
                  <Sparkles aria-hidden className="size-4 text-accent" />
                  <dt className="sr-only">Karma</dt>
                  <dd>
                    <strong>{profile.karmaPoints}</strong> karma points
                  </dd>
                </div>
                <div className="flex items-center gap-1.5">
                  <MessageSquare aria-hidden className="size-4 text-brand" />
                  <dt className="sr-only">Posts</dt>
                  <dd>
                    <strong>{profile.postsCount}</strong> {profile.postsCount === 1 ? "post" : "posts"}
                  </dd>
                </div>
              </dl>
            </div>
            {isOwner && (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                <Pencil aria-hidden className="size-4" /> Edit Profile
              </Button>
            )}
            {user && !isOwner && (
              <ReportButton
                target={{ userId: profile.id }}
                what="user"
                signInMessage="Please sign in to report users."
                compact={false}
              />
            )}
          </div>
        )}
      </Card>

      <section aria-labelledby="about-heading">
        <Card>
          <h2 id="about-heading" className="text-xl font-semibold">
            About Me
          </h2>
          <p className="mt-2 whitespace-pre-line text-muted-foreground">{profile.bio || "Nothing here yet."}</p>
        </Card>
      </section>

      <RecentActivity
        posts={posts}
        comments={comments}
        titles={{ posts: "Recent Posts", comments: "Recent Comments" }}
        empty={{ posts: "No posts from this user yet.", comments: "No comments from this user yet." }}
      />
    </div>
  );
}
