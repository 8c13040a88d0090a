package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// Tolerated: i1615-graph-change-key-mismatch: premise vs conflict (ruling): a 412 on If-Match is a stale copy, premise by the stale-copy ruling (taxonomy 412 row).
// Tolerated: i1615-sabre-if-match-failed: premise vs conflict (ruling): the same stale-copy ruling for SabreDAV's If-Match 412.
// Tolerated: i1615-calcom-slot-taken: premise vs conflict (ruling): a slot another booking took is premise (the lead, set 682).
// Tolerated: i1615-acuity-slot-not-available: premise vs conflict (ruling): Acuity not_available is premise (set 1316).
// Tolerated: i1615-acuity-reschedule-too-close: denied vs premise (ruling): Acuity's client-role refusals, "this close to the time" included, are denied (set 1316).
// Tolerated: i1615-nylas-provider-error: transient vs unknown (one-off): Nylas's default api.provider_error text says nothing beyond its 504.
// First run at 6ad525df: 29/36 overall, 8/13 tricky.
func TestIndependentCases1615(t *testing.T) {
	runIndependent(t, "testdata/independent1615.jsonl", true,
		"i1615-graph-change-key-mismatch", "i1615-sabre-if-match-failed", "i1615-calcom-slot-taken",
		"i1615-acuity-slot-not-available", "i1615-acuity-reschedule-too-close", "i1615-nylas-provider-error")
}

// A refusal to act for another user, the delegate (scheduling) privilege the
// caller lacks: Zoom's code 3000 for schedule_for (devforum.zoom.us 129457),
// and the same refusal said "on behalf of". Near misses: the same verbs
// refusing a time or a length ("for a time in the past", "for more than 24
// hours", "for 2019-01-01") and a rule on the meeting itself keep invalid.
func TestGeneralise1615DelegateRefused(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"zoom schedule_for", "http", 400, "3000", `{"code":3000,"message":"You cannot schedule a meeting for weYlvJUTRtmzWbX7hwD4Kg."}`, rung.KindDenied},
		{"schedule for an email", "http", 400, "", `{"message":"You cannot schedule a meeting for jane@example.com."}`, rung.KindDenied},
		{"schedule meetings for", "", 0, "", "error: you can't schedule meetings for Alice Smith", rung.KindDenied},
		{"on behalf of", "http", 400, "", `{"error":"You cannot create meetings on behalf of this user."}`, rung.KindDenied},
		{"not allowed on behalf", "http", 400, "", `{"message":"The app is not allowed to book on behalf of other users."}`, rung.KindDenied},
		{"near: for a past time", "http", 400, "3000", `{"code":3000,"message":"You cannot schedule a meeting for a time in the past."}`, rung.KindInvalid},
		{"near: for a length", "http", 400, "", `{"message":"You cannot schedule a meeting for more than 24 hours."}`, rung.KindInvalid},
		{"near: for a date", "http", 400, "", `{"message":"You cannot schedule a meeting for 2019-01-01."}`, rung.KindInvalid},
		{"near: cannot schedule in the past", "http", 400, "", `{"message":"Cannot schedule a meeting in the past."}`, rung.KindInvalid},
	})
}
