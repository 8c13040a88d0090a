package classify

import (
	"testing"
	"time"
)

// First run at f51ace2: 26/35 overall, 13/22 tricky.
// Tolerated: i799-ig-container-error: invalid vs unknown (a status_code ERROR whose only detail is a numeric code 2207026): (b) the message names no fault but a number from Instagram's error table, so "cannot tell" holds; the table makes it the media's format (invalid).
// Tolerated: i799-ig-container-expired: premise vs unknown (a bare {"status_code":"EXPIRED"} status read, no failure wording): (b) the container's doc says EXPIRED means not published within 24 hours, but the body alone is a status field, so "cannot tell" holds without that doc.
// Fixed later by set 1628: i799-ig-publish-limit (metagraph.go metaGraphCodes, Instagram subcode 2207042 under the borrowed code 4/9 message).
// Fixed later by the lead: i799-reddit-not-allowed (actorrefusal.go actorNotAllowed).
// Fixed later by set 1330: i799-reddit-already-sub (codes.go serviceCodes ALREADY_SUB, Reddit's own code for its submit's result).
// Tolerated: i799-masto-sched-limit: premise vs invalid (Rails "Validation failed:" is read as the call's argument): (b) Mastodon words its daily scheduled-post cap as a model validation; the cap is the world's, the validation frame the call's.

// TestIndependentCases799 runs held-out set 799: social and content platform errors (Meta Graph, Instagram publishing, X v2, LinkedIn, Reddit, YouTube, Discord, Mastodon), labelled blind.
func TestIndependentCases799(t *testing.T) {
	runIndependent(t, "testdata/independent799.jsonl", true,
		"i799-ig-container-error", "i799-ig-container-expired",
		"i799-masto-sched-limit")
}

// TestGeneralise799 holds set 799's classes: google-api-python-client's
// HttpError, whose v1 reason sits in the Python repr of its Details; and a
// post the platform already holds in Meta's 506 wording; with near misses.
func TestGeneralise799(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// google-api-python-client HttpError: the reason decides.
		{name: "google-api-python-client YouTube commentThreads commentsDisabled", protocol: "http", status: 403, msg: `<HttpError 403 when requesting https://youtube.googleapis.com/youtube/v3/commentThreads?part=snippet&videoId=ledlark799&alt=json returned "The video identified by the <code><a href="/youtube/v3/docs/commentThreads/list#videoId">videoId</a></code> parameter has disabled comments.". Details: "[{'message': 'The video identified by the <code><a href="/youtube/v3/docs/commentThreads/list#videoId">videoId</a></code> parameter has disabled comments.', 'domain': 'youtube.commentThread', 'location': 'videoId', 'locationType': 'parameter', 'reason': 'commentsDisabled'}]">`, want: premise},
		{name: "google-api-python-client Drive numChildrenInNonRootLimitExceeded", protocol: "http", status: 403, msg: `<HttpError 403 when requesting https://www.googleapis.com/drive/v3/files?alt=json returned "The limit for this folder's number of children (files and folders) has been exceeded.". Details: "[{'message': "The limit for this folder's number of children (files and folders) has been exceeded.", 'domain': 'global', 'reason': 'numChildrenInNonRootLimitExceeded'}]">`, want: premise},
		{name: "google-api-python-client YouTube playlistItems uploadLimitExceeded-style count (videos.insert resumable)", protocol: "http", status: 400, msg: `<HttpError 400 when requesting https://www.googleapis.com/upload/youtube/v3/videos?part=snippet&alt=json&uploadType=resumable returned "The user has exceeded the number of videos they may upload.". Details: "[{'domain': 'youtube.video', 'reason': 'uploadLimitExceeded', 'message': 'The user has exceeded the number of videos they may upload.'}]">`, want: premise},
		{name: "google-api-python-client Calendar events.insert duplicate", protocol: "http", status: 409, msg: `<HttpError 409 when requesting https://www.googleapis.com/calendar/v3/calendars/primary/events?alt=json returned "The requested identifier already exists.". Details: "[{'domain': 'global', 'reason': 'duplicate', 'message': 'The requested identifier already exists.'}]">`, want: conflict},
		{name: "near miss: google-api-python-client userRateLimitExceeded stays transient", protocol: "http", status: 403, msg: `<HttpError 403 when requesting https://www.googleapis.com/drive/v3/files?alt=json returned "User Rate Limit Exceeded". Details: "[{'message': 'User Rate Limit Exceeded', 'domain': 'usageLimits', 'reason': 'userRateLimitExceeded'}]">`, want: transient},
		{name: "near miss: google-api-python-client invalidTitle stays invalid", protocol: "http", status: 400, msg: `<HttpError 400 when requesting https://www.googleapis.com/upload/youtube/v3/videos?part=snippet&alt=json returned "The request metadata specifies an invalid video title.". Details: "[{'message': 'The request metadata specifies an invalid video title.', 'domain': 'youtube.video', 'reason': 'invalidTitle'}]">`, want: invalid},
		// A post the platform already holds.
		{name: "Facebook PHP SDK Graph 506", protocol: "http", status: 400, msg: "Graph returned an error: (#506) Duplicate status message", want: conflict},
		{name: "Koala (Ruby) Graph 506", protocol: "http", status: 400, msg: "type: OAuthException, code: 506, message: (#506) Duplicate status message [HTTP 400]", want: conflict},
		{name: "X API v2 duplicate content", protocol: "http", status: 403, msg: `{"detail":"You are not allowed to create a Tweet with duplicate content.","type":"about:blank","title":"Forbidden","status":403}`, want: conflict},
		{name: "Twitter v1.1 187", protocol: "http", status: 403, msg: `{"errors":[{"code":187,"message":"Status is a duplicate."}]}`, want: conflict},
		{name: "near miss: Graph 100 invalid parameter stays invalid", protocol: "http", status: 400, msg: `{"error":{"message":"(#100) Param message must be a non-empty UTF-8 encoded string","type":"OAuthException","code":100}}`, want: invalid},
		{name: "near miss: Graph 200 permission stays denied", protocol: "http", status: 403, msg: `{"error":{"message":"(#200) The user hasn't authorized the application to perform this action","type":"OAuthException","code":200}}`, want: denied},
	})
}

// TestGeneralise799Wait holds set 799's stated wait: a delay worded as a
// break to take (Reddit's newer RATELIMIT words, raw and through PRAW),
// beside the waits other services state, with a near miss that names none.
func TestGeneralise799Wait(t *testing.T) {
	for _, tc := range []struct {
		name string
		msg  string
		min  time.Duration
	}{
		{"Reddit raw json RATELIMIT newer words", `{"json":{"errors":[["RATELIMIT","Looks like you've been doing that a lot. Take a break for 12 minutes before trying again.","ratelimit"]]}}`, 12 * time.Minute},
		{"PRAW RedditAPIException RATELIMIT seconds", `praw.exceptions.RedditAPIException: RATELIMIT: "Looks like you've been doing that a lot. Take a break for 45 seconds before trying again." on field 'ratelimit'`, 45 * time.Second},
		{"Reddit older words", `{"json":{"errors":[["RATELIMIT","you are doing that too much. try again in 4 minutes.","ratelimit"]]}}`, 4 * time.Minute},
		{"Printful 429", `{"code":429,"result":"Too Many Requests","error":{"reason":"TooManyRequests","message":"Too many requests. Please try again after 60 seconds"}}`, 60 * time.Second},
		{"Slack web-api rate limited", "An API error occurred: ratelimited. A rate limit was exceeded, you may retry this request in 30 seconds", 30 * time.Second},
	} {
		r := Classify(Input{Protocol: "http", Status: 200, Message: tc.msg})
		if r.Kind != transient || r.RetryAfter < tc.min {
			t.Errorf("%s: got %s after %v, want transient after >= %v", tc.name, r.Kind, r.RetryAfter, tc.min)
		}
	}
	// Near miss: a break named without a length gives no wait.
	if r := Classify(Input{Protocol: "http", Status: 429, Message: `{"message":"Take a break before trying again."}`}); r.RetryAfter != 0 {
		t.Errorf("near miss: got a wait of %v", r.RetryAfter)
	}
}
