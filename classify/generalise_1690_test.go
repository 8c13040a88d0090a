package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// Tolerated: i1690-zoom-3161-hosting: invalid vs denied (one-off): Zoom's "Your user account is not allowed meeting hosting and scheduling capabilities." words an actor refusal without "to"; no class beyond this code.
// Tolerated: i1690-zoom-12702-year-ago: invalid vs premise (one-off): Zoom's one-year window on past meetings ("Cannot access a meeting a year ago."), a single wording.
// Tolerated: i1690-zoom-2305-summary-trash: denied vs premise (one-off): a 403 that says the summary is in Trash; the 403 reading holds for lack of a class of trashed-object wordings.
// Tolerated: i1690-zoom-3000-webinar-info: invalid vs unknown (one-off): Zoom documents no cause for "Cannot access webinar info."; the 400 reading is as good a guess.
// Tolerated: i1690-graph-parseuri-segment: premise vs invalid (one-off): Graph's RequestBroker--ParseUri "Resource not found for the segment" is a URL split at a '/' inside an id; read as not found.
// Tolerated: i1690-zoom-3063-onprem-end: invalid vs premise (one-off): "Can not end on-premise user's meeting", a single wording.
// Tolerated: i1690-zoom-blocked-domain: invalid vs denied (one-off): Zoom's "Users in '<domain>' have been blocked from joining meetings and webinars" policy, a single wording.
// Tolerated: i1690-zoom-panelist-register: invalid vs conflict (one-off): registering a person already invited as panelist; Zoom words it as advice, no class.
// First run at f96059af: 21/36 overall, 7/20 tricky.
func TestIndependentCases1690(t *testing.T) {
	runIndependent(t, "testdata/independent1690.jsonl", true,
		"i1690-zoom-3161-hosting", "i1690-zoom-12702-year-ago", "i1690-zoom-2305-summary-trash", "i1690-zoom-3000-webinar-info",
		"i1690-graph-parseuri-segment", "i1690-zoom-3063-onprem-end", "i1690-zoom-blocked-domain", "i1690-zoom-panelist-register")
}

// A stale change-tracking cursor, a sync or delta token rather than a
// credential: Google Calendar's 410 fullSyncRequired (developers.google.com
// calendar v3 sync guide) and Microsoft Graph's syncStateNotFound
// (devblogs.microsoft.com, change-tracking token lifetime). Near misses: an
// expired access token stays denied, an expired pagination token invalid
// (set 154).
func TestGeneralise1690SyncTokenStale(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gcal apps script", "", 0, "", "Sync token is no longer valid, a full sync is required.", rung.KindPremise},
		{"gcal 410 body", "http", 410, "fullSyncRequired", `{"error":{"errors":[{"domain":"calendar","reason":"fullSyncRequired","message":"Sync token is no longer valid, a full sync is required."}],"code":410,"message":"Sync token is no longer valid, a full sync is required."}}`, rung.KindPremise},
		{"graph delta 400", "http", 400, "syncStateNotFound", `{"error":{"code":"syncStateNotFound","message":"The sync state generation is not found. The delta token is expired and data must be synchronized again."}}`, rung.KindPremise},
		{"sync token has expired", "", 0, "", "error: sync token has expired; run a full sync", rung.KindPremise},
		{"near: access token expired", "http", 401, "", `{"error":{"code":"InvalidAuthenticationToken","message":"Access token has expired or is not yet valid."}}`, rung.KindDenied},
		{"near: token is no longer valid", "", 0, "", "The token is no longer valid. Sign in again.", rung.KindDenied},
		{"near: pagination token", "http", 400, "", `{"errors":[{"message":"offset: Your pagination token has expired."}]}`, rung.KindInvalid},
	})
}

// A feature switched off or a plan missing in the account, said as what the
// account must do first: Zoom's 4400 "Meeting polls disabled. To enable this
// feature, enable ..." and 200 "Webinar plan is missing. You must subscribe
// to the webinar plan ..." (Zoom Meeting API reference). Near misses: a
// refusal of the caller naming a setting (Zoom 2306 "Not allowed to view
// meetings scheduled for others. To use this feature, enable ...") stays
// denied; a 400 about a field stays invalid.
func TestGeneralise1690FeatureSwitchedOff(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"zoom polls", "http", 400, "4400", `{"code":4400,"message":"Meeting polls disabled. To enable this feature, enable the \"Meeting Polls/Quizzes\" setting in the Zoom web portal's \"Settings\" interface."}`, rung.KindPremise},
		{"zoom advanced polls", "http", 400, "4400", `{"code":4400,"message":"Advanced meeting polls disabled. To enable this feature, enable the \"Allow host to create advanced polls and quizzes\" setting in the Zoom web portal's \"Settings\" interface."}`, rung.KindPremise},
		{"zoom webinar plan", "http", 400, "200", `{"code":200,"message":"Webinar plan is missing. You must subscribe to the webinar plan and enable webinars for this user in order to perform this action."}`, rung.KindPremise},
		{"zoom webinar plan for user", "http", 400, "200", `{"code":200,"message":"Webinar plan is missing. You must subscribe to the webinar plan and enable webinars for user jchill@example.com to perform this action."}`, rung.KindPremise},
		{"near: 2306 refusal", "http", 403, "2306", `{"code":2306,"message":"Not allowed to view meetings scheduled for others. To use this feature, enable the Display meetings scheduled for others setting in the Account Settings page of the Zoom web portal."}`, rung.KindDenied},
		{"near: field", "http", 400, "300", `{"code":300,"message":"Invalid parameter: occurrence_id."}`, rung.KindInvalid},
	})
}

// A refusal to schedule for another user whose id begins with a digit
// (Zoom user ids are 22 characters of base64url: "You cannot schedule a
// meeting for 30R7kT7bTIKSNUFEuH_Qlg", Zoom API reference 3000), and the
// instant-meeting rule that only looks like one. Near misses: a date, a
// count or a length after "for" keeps invalid, and Zoom's "Instant meetings
// do not support the `schedule_for` parameter, and you can't schedule an
// instant meeting for another user." is the call's shape (invalid).
func TestGeneralise1690DelegateDigitID(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"zoom digit id", "http", 400, "3000", `{"code":3000,"message":"You cannot schedule a meeting for 30R7kT7bTIKSNUFEuH_Qlg"}`, rung.KindDenied},
		{"zoom digit id dot", "http", 400, "3000", `{"code":3000,"message":"You cannot schedule a meeting for 8b29rgg4bb2QxLk9sTr7Yw."}`, rung.KindDenied},
		{"near: instant", "http", 400, "3000", "{\"code\":3000,\"message\":\"Instant meetings do not support the `schedule_for` parameter, and you can't schedule an instant meeting for another user.\"}", rung.KindInvalid},
		{"near: date", "http", 400, "", `{"message":"You cannot schedule a meeting for 2019-01-01T10:00:00Z."}`, rung.KindInvalid},
		{"near: count", "http", 400, "", `{"message":"You cannot schedule a meeting for 30 minutes past the hour."}`, rung.KindInvalid},
	})
}

// A meeting or webinar that is over, named as a period that ended: Zoom's
// 3038 "Webinar is over, you cannot register now." (Zoom API reference, Add
// a webinar registrant), and the same words of a meeting. Near misses: a
// session that expired is the caller's own and keeps its reading (denied).
func TestGeneralise1690MeetingOver(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"zoom 3038", "http", 400, "3038", `{"code":3038,"message":"Webinar is over, you cannot register now. If you have any questions, contact the webinar host."}`, rung.KindPremise},
		{"meeting has ended", "http", 400, "", `{"message":"The meeting has ended; registration is not possible."}`, rung.KindPremise},
		{"conference is over", "", 0, "", "cannot add attendee: conference is over", rung.KindPremise},
		{"near: session expired", "http", 401, "", `{"message":"Your session has expired. Please sign in again."}`, rung.KindDenied},
	})
}
