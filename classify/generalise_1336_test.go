package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at e2c79952: 17/30 overall, 2/15 tricky.
// Fixed since: the four "not live" lines (worldstate.go standingWords), Mux's
// two free-plan refusals (raised.go planExcludes), Vimeo 4101 (roomwords.go),
// Twitch's "already a VIP" (generic.go).
// Tolerated: i1336-twitch-400-marker-no-recent-vod: invalid vs premise: a one-off Twitch wording ("user does not have a recent VOD", VOD archiving off or none kept); no class stated beyond it.
// Tolerated: i1336-twitch-400-moderator-banned: invalid vs premise: a one-off ("cannot become a moderator because they are banned"), the target user's state; no reader for "because they are <state>" was built for one line.
// Tolerated: i1336-twitch-422-vip-is-moderator: invalid vs premise: "you must first remove them as a moderator" is a prior step the plan lacks; a general "you must first" reader would also catch argument fixes, left unmended for time.
// Tolerated: i1336-mux-200-asset-errored-live-disconnect: invalid vs premise: a 200 Mux asset whose status is "errored" with errors.messages; a reader keyed on Mux's asset status was not built for time (its "invalid_input" type is read as a wording now).
func TestIndependentCases1336(t *testing.T) {
	runIndependent(t, "testdata/independent1336.jsonl", true,
		"i1336-twitch-400-marker-no-recent-vod", "i1336-twitch-400-moderator-banned", "i1336-twitch-422-vip-is-moderator",
		"i1336-mux-200-asset-errored-live-disconnect")
}

// TestGeneralise1336NotLive holds a live stream that is not running, in
// the words of Twitch Helix's 400s and other streaming APIs: premise
// (worldstate.go standingWords). Near misses keep their kinds.
func TestGeneralise1336NotLive(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"commercial", "http", 400, "", `{"status":400,"error":"Bad Request","message":"User is not currently live and must be to run commercials"}`, rung.KindPremise},
		{"clip", "http", 400, "", `{"error":"Bad Request","status":400,"message":"Requested broadcaster is not live"}`, rung.KindPremise},
		{"marker bare", "", 0, "", "user is not live", rung.KindPremise},
		{"channel not currently live", "http", 400, "", "Cannot start poll: channel w1336 is not currently live.", rung.KindPremise},
		// Near misses.
		{"invalid stream key", "http", 400, "", "The live stream key is invalid", rung.KindInvalid},
		{"live stream not found", "http", 404, "", "Live stream not found", rung.KindPremise},
		{"bare bad request", "http", 400, "", `{"status":400,"error":"Bad Request","message":"Missing required parameter broadcaster_id"}`, rung.KindInvalid},
	})
}

// TestGeneralise1336PlanAndRoom holds a plan's refusal or cap (raised.go
// planExcludes) and an account's disk allowance used up (roomwords.go):
// premise, under a 400 invalid_parameters or a 403. Near misses keep
// their kinds.
func TestGeneralise1336PlanAndRoom(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"mux live free plan", "http", 400, "invalid_parameters", `400 {"error":{"type":"invalid_parameters","messages":["Live streams are unavailable on the free plan"]}}`, rung.KindPremise},
		{"mux asset cap", "http", 400, "invalid_parameters", `400 {"error":{"type":"invalid_parameters","messages":["Free plan is limited to 10 assets, you cannot create direct uploads while exceeding this limit"]}}`, rung.KindPremise},
		{"unavailable for your plan", "http", 403, "", "Webhooks are unavailable for your current plan.", rung.KindPremise},
		{"starter tier cap", "http", 400, "", "The Starter tier is limited to 3 projects.", rung.KindPremise},
		{"vimeo 4101", "http", 403, "4101", `{"developer_message": "The authenticated user's maximum disk space has been reached.", "error_code": 4101}`, rung.KindPremise},
		{"disk space bare", "", 0, "", "upload refused: maximum disk space has been reached", rung.KindPremise},
		// Near misses.
		{"unavailable service", "http", 503, "", "Service unavailable on this host, try again later", rung.KindTransient},
		{"plain forbidden", "http", 403, "3200", `{"developer_message": "The authenticated user can't create folders.", "error_code": 3200}`, rung.KindDenied},
		{"title limit", "http", 400, "", "Title is limited to 140 characters", rung.KindInvalid},
	})
}

// TestGeneralise1336AlreadyVIP holds a role grant already held (generic.go
// conflictWords): conflict. Near misses keep their kinds.
func TestGeneralise1336AlreadyVIP(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"twitch", "http", 422, "", `{"status":422,"error":"Unprocessable Entity","message":"User is already a VIP"}`, rung.KindConflict},
		{"bare", "", 0, "", "w1336_viewer is already a VIP in this channel", rung.KindConflict},
		// Near misses.
		{"not a vip", "http", 422, "", `{"status":422,"error":"Unprocessable Entity","message":"User is not a VIP in broadcaster's channel"}`, rung.KindInvalid},
		{"vip limit", "http", 400, "", "The broadcaster has reached the maximum number of VIPs", rung.KindPremise},
	})
}

// TestGeneralise1336CreatorTier: a feature kept to a creator program's
// tiers (Twitch partners and affiliates) is the channel's standing, read
// as a paid tier is (raised.go paidTierOnly): premise under a 400 or a
// 403; a missing scope or a partner key refused keeps denied.
func TestGeneralise1336CreatorTier(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Twitch 403 not an affiliate or partner", "http", 403, "", `{"status":403,"error":"Forbidden","message":"User is not an affiliate or partner."}`, rung.KindPremise},
		{"Twitch 400 partner only", "http", 400, "", `{"status":400,"error":"Bad Request","message":"Delay is partner only"}`, rung.KindPremise},
		{"partners and affiliates only", "http", 403, "", "This feature is available to partners and affiliates only.", rung.KindPremise},
		{"near miss: missing scope", "http", 403, "", `{"status":403,"error":"Forbidden","message":"Missing scope: channel:manage:redemptions"}`, rung.KindDenied},
		{"near miss: a partner key refused", "http", 403, "", "The partner API key is not authorized for this shop.", rung.KindDenied},
	})
}
