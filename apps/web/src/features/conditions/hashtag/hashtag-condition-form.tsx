"use client";

import { type ConditionView, instagramShortcode, tiktokVideoId } from "@fanfare/protocol";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { providerView } from "@/features/social/providers/registry";
import { isConnected, SocialConnection, useSocialAccounts } from "@/features/social/social-connection";
import { useErrorMessage } from "@/hooks/use-error-message";
import { api } from "@/lib/api";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { LocalTime } from "@/ui/local-time";
import { TextField } from "@/ui/text-field";
import { clearSocialTask, readSocialTask, saveSocialTask, socialTaskKey } from "./social-task";

/**
 * INSTAGRAM_HASHTAG / TIKTOK_HASHTAG: connect the account, post with the hashtag, then give the post's
 * URL or pick it from the recent posts. The task is kept in the browser (socialTaskKey) so a fan who
 * leaves to post finds their place again.
 */
export function HashtagConditionForm({
  projectId,
  campaignId,
  condition,
  onCompleted,
}: {
  projectId: string;
  campaignId: string;
  condition: Pick<ConditionView, "id" | "type" | "social">;
  onCompleted: () => void;
}) {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const accounts = useSocialAccounts();
  const provider = condition.social?.provider === "TIKTOK" ? "TIKTOK" : "INSTAGRAM";
  const name = providerView(provider).name;
  const key = useMemo(
    () =>
      socialTaskKey({
        socialType: condition.type,
        projectId,
        publishUrl: `/projects/${projectId}/${campaignId}`,
        socialKey: condition.id,
      }),
    [condition.type, condition.id, projectId, campaignId],
  );
  const [postUrl, setPostUrl] = useState("");
  const [isResumed, setResumed] = useState(false);
  const [showPosts, setShowPosts] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  useEffect(() => {
    const task = readSocialTask(key);
    if (task) {
      setPostUrl(task.postUrl);
      // "Welcome back" only when there is something to carry on with (a link begun before leaving).
      setResumed(task.postUrl.trim() !== "");
    } else {
      saveSocialTask(key, { postUrl: "", startedAt: new Date().toISOString() });
    }
  }, [key]);

  const verify = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: { postUrl: string } | { postId: string }) =>
      api.completeCondition(campaignId, condition.id, "hashtag", body),
    onSuccess: () => {
      clearSocialTask(key);
      onCompleted();
    },
  });
  const posts = useQuery({
    queryKey: ["recent-posts", campaignId, condition.id],
    queryFn: ({ signal }) => api.recentPosts(campaignId, condition.id, signal),
    enabled: showPosts,
    meta: { handlesErrors: true },
  });
  const connected = isConnected(accounts.data, provider, condition);
  const hashtag = `#${condition.social?.hashtag ?? ""}`;

  // The link is checked here as the server reads it (the protocol's parsers), so a wrong one is said
  // at once; whether the post is the fan's, in the campaign window and tagged only the server can tell.
  const urlProblem = (url: string): string | null => {
    if (!url) return t("social.hashtag.urlRequired");
    if (provider === "TIKTOK") return tiktokVideoId(url) ? null : t("errors.tiktokCondition-E1001");
    return instagramShortcode(url) ? null : t("errors.instagramCondition-E1001");
  };
  // The fan's recent posts to pick from: loading, refused, none, or the list.
  const recentPosts = () => {
    if (posts.isPending) return <p className="text-sm text-muted">{t("social.checking")}</p>;
    if (posts.error) return <InlineAlert>{errorMessage(posts.error)}</InlineAlert>;
    if (posts.data.posts.length === 0) return <p>{t("social.hashtag.noPosts")}</p>;
    return (
      <ul className="flex flex-col gap-3" aria-label={t("social.hashtag.recentPosts")}>
        {posts.data.posts.map((post) => (
          <li key={post.id} className="flex flex-col gap-2 rounded-lg border border-line p-3">
            <p className="line-clamp-3 text-sm break-words">{post.caption || "—"}</p>
            <p className="text-xs text-muted">
              <LocalTime value={post.postedAt} /> ·{" "}
              {post.hasHashtag ? t("social.hashtag.withTag") : t("social.hashtag.withoutTag")}
            </p>
            <Button
              size="sm"
              variant="outlined"
              disabled={verify.isPending}
              onClick={() => verify.mutate({ postId: post.id })}
            >
              {t("social.hashtag.usePost")}
            </Button>
          </li>
        ))}
      </ul>
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const url = postUrl.trim();
    const problem = urlProblem(url);
    setFieldError(problem);
    verify.reset();
    if (!problem) verify.mutate({ postUrl: url });
  };

  return (
    <div className="flex flex-col gap-5">
      {isResumed ? <p role="status">{t("social.hashtag.resumed")}</p> : null}
      <p className="leading-relaxed">{t("social.hashtag.instructions", { provider: name })}</p>
      <p className="rounded-lg border-2 border-line bg-card px-4 py-3 text-center text-xl font-bold" lang="und">
        {hashtag}
      </p>
      {condition.social?.hashtagMissing ? <InlineAlert>{t("campaign.state.HasNotHashtag")}</InlineAlert> : null}
      <SocialConnection campaignId={campaignId} condition={condition} provider={provider} />
      {connected ? (
        <>
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <TextField
              label={t("social.hashtag.postUrl")}
              hint={t("social.hashtag.postUrlHint")}
              name="postUrl"
              type="url"
              inputMode="url"
              autoComplete="off"
              value={postUrl}
              error={
                fieldError ??
                (verify.error && verify.variables && "postUrl" in verify.variables ? errorMessage(verify.error) : null)
              }
              onChange={(event) => {
                setPostUrl(event.target.value);
                setFieldError(null);
                saveSocialTask(key, { postUrl: event.target.value, startedAt: new Date().toISOString() });
              }}
            />
            <Button type="submit" size="lg" fullWidth disabled={verify.isPending}>
              {verify.isPending ? t("actions.sending") : t("social.hashtag.verify")}
            </Button>
          </form>
          <Button variant="outlined" size="lg" fullWidth onClick={() => setShowPosts(true)} disabled={showPosts}>
            {t("social.hashtag.pick")}
          </Button>
          {verify.error && verify.variables && "postId" in verify.variables ? (
            <InlineAlert>{errorMessage(verify.error)}</InlineAlert>
          ) : null}
          {showPosts ? recentPosts() : null}
        </>
      ) : null}
    </div>
  );
}
