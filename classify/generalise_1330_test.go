package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at cb502b56: 33/40 overall, 14/21 tricky.
func TestIndependentCases1330(t *testing.T) {
	runIndependent(t, "testdata/independent1330.jsonl", true)
}

// TestGeneralise1330GraphTokenLead: Meta Graph's "Error validating access
// token:" lead on every code 190 reads denied under its 400, whatever the
// subcode's sentence; a 400 about another parameter stays invalid.
func TestGeneralise1330GraphTokenLead(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"graph 190/460", "http", 400, "190", `{"error":{"message":"Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.","type":"OAuthException","code":190,"error_subcode":460}}`, rung.KindDenied},
		{"graph 190/467", "http", 400, "", `{"error":{"message":"Error validating access token: The session is invalid because the user logged out.","type":"OAuthException","code":190,"error_subcode":467}}`, rung.KindDenied},
		{"graph 190 text", "http", 400, "", `Error validating access token: The user has not authorized application 1330133013.`, rung.KindDenied},
		{"near miss: graph 100", "http", 400, "100", `{"error":{"message":"(#100) Tried accessing nonexisting field (publish_time) on node type (Page)","type":"OAuthException","code":100}}`, rung.KindInvalid},
	})
}

// TestGeneralise1330GoingTooFast: Meta's 368 "misusing this feature by
// going too fast ... temporarily blocked" is a pace to wait out; a 368
// without those words keeps its reading (set 799's tolerated line).
func TestGeneralise1330GoingTooFast(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"graph 368 json", "http", 400, "368", `{"error":{"message":"It looks like you were misusing this feature by going too fast. You’ve been temporarily blocked from using it.","type":"OAuthException","code":368,"error_subcode":1390008}}`, rung.KindTransient},
		{"graph 368 apostrophe", "http", 400, "", `OAuthException: It looks like you were misusing this feature by going too fast. You've been blocked from using it.`, rung.KindTransient},
		{"near miss: bare 403", "http", 403, "", `{"error":{"message":"Forbidden"}}`, rung.KindDenied},
	})
}

// TestGeneralise1330PostCap: TikTok's "The daily post cap from the API is
// reached" is a cap by the day (premise), as its older wording; a bare 403
// stays denied and a per-minute cap stays transient.
func TestGeneralise1330PostCap(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"tiktok daily post cap", "http", 403, "spam_risk_too_many_posts", `{"error":{"code":"spam_risk_too_many_posts","message":"The daily post cap from the API is reached for the current user.","log_id":"w1330"}}`, rung.KindPremise},
		{"tiktok post cap text", "http", 403, "", `The daily post cap from the API is reached for the current user.`, rung.KindPremise},
		{"near miss: tiktok bare 403", "http", 403, "", `{"error":{"code":"forbidden","message":"Forbidden","log_id":"w1330"}}`, rung.KindDenied},
	})
}

// TestGeneralise1330ContainerFull: a container said to already hold its
// maximum (YouTube's full playlist) under a 403 is a count held, premise;
// a 403 without it stays denied.
func TestGeneralise1330ContainerFull(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"youtube playlist full", "http", 403, "playlistContainsMaximumNumberOfVideos", `{"error":{"code":403,"message":"The playlist already contains the maximum allowed number of items.","errors":[{"domain":"youtube.playlistItem","reason":"playlistContainsMaximumNumberOfVideos"}]}}`, rung.KindPremise},
		{"folder full text", "http", 403, "", `The folder already contains the maximum number of files.`, rung.KindPremise},
		{"near miss: youtube forbidden", "http", 403, "forbidden", `{"error":{"code":403,"message":"Forbidden","errors":[{"domain":"youtube.playlistItem","reason":"playlistItemsNotAccessible"}]}}`, rung.KindDenied},
	})
}

// TestGeneralise1330TextTooLong: a 403 refusing the submitted text for its
// length is the argument's (invalid); other 403s keep denied.
func TestGeneralise1330TextTooLong(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"x tweet too long", "http", 403, "", `{"detail":"Your Tweet text is too long. For more information on how Twitter determines text length see https://github.com/twitter/twitter-text.","type":"about:blank","title":"Forbidden","status":403}`, rung.KindInvalid},
		{"x tweet too long short", "http", 403, "", `{"title":"Forbidden","detail":"Your Tweet text is too long.","errors":[{"message":"Your Tweet text is too long."}]}`, rung.KindInvalid},
		{"near miss: x oauth1", "http", 403, "", `{"title":"Unsupported Authentication","detail":"Your client app is not configured with the appropriate oauth1 app permissions for this endpoint.","type":"https://api.twitter.com/2/problems/oauth1-permissions","status":403}`, rung.KindDenied},
	})
}

// TestGeneralise1330RedditAlreadySub: Reddit's ALREADY_SUB code names the
// submit's own result as there (conflict), in the JSON body or PRAW's
// rendering; another Reddit code keeps its reading.
func TestGeneralise1330RedditAlreadySub(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"reddit json", "http", 200, "ALREADY_SUB", `{"json": {"errors": [["ALREADY_SUB", "that link has already been submitted", "url"]]}}`, rung.KindConflict},
		{"praw text", "http", 200, "ALREADY_SUB", `ALREADY_SUB: "that link has already been submitted" on field 'url'`, rung.KindConflict},
		{"near miss: subreddit missing", "http", 200, "SUBREDDIT_NOEXIST", `SUBREDDIT_NOEXIST: "that subreddit doesn't exist" on field 'sr'`, rung.KindPremise},
		{"near miss: already submitted review, no code", "http", 400, "", `This review has already been submitted and cannot be edited.`, rung.KindPremise},
	})
}
