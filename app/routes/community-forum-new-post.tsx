import { LogIn } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { FORUM_MESSAGES, type PostView } from "@common/forum";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useToast } from "~/components/ui/toast";
import { useAuthState } from "~/features/auth/current-user";
import { signInHref } from "~/features/auth/sign-in-required";
import { PostForm } from "~/features/forum/post-form";
import { apiFetch, ApiError } from "~/lib/api";

export function meta() {
  return [{ title: "New post | Community Forum | Ireland Guide" }, { name: "robots", content: "noindex" }];
}

/** Spec section 8: 'Authentication Required: Please sign in or create an account to create a new post.' */
const SIGN_IN_TO_POST = "Please sign in or create an account to create a new post.";

export default function NewPostPage() {
  const auth = useAuthState();
  const navigate = useNavigate();
  const toast = useToast();

  if (auth.status === "signed-out") {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <Card className="text-center">
          <h1 className="text-2xl font-bold">Authentication Required</h1>
          <p className="mt-3 text-muted-foreground">{SIGN_IN_TO_POST}</p>
          <Link to={signInHref("/community/forum/new-post")} className={`${buttonClasses("primary")} mt-6`}>
            <LogIn aria-hidden className="size-4" /> Sign In
          </Link>
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">Create a New Post</h1>
      <p className="mt-2 text-muted-foreground">
        Ask a question or share something useful. Check the guides first: your answer may already be there.
      </p>
      <div className="mt-6">
        <PostForm
          submitLabel="Create Post"
          pendingLabel="Creating..."
          cancelTo="/community/forum"
          onSubmit={async (input) => {
            try {
              await apiFetch<{ post: PostView }>("/api/forum/posts", { method: "POST", json: input });
              toast({ title: "Post created successfully" });
              void navigate("/community/forum");
              return null;
            } catch (caught) {
              const message =
                caught instanceof ApiError
                  ? caught.status === 401
                    ? FORUM_MESSAGES.loginToPost
                    : caught.message
                  : "Something went wrong";
              toast({ title: "Error creating post", description: message, variant: "destructive" });
              return message;
            }
          }}
        />
      </div>
    </div>
  );
}
