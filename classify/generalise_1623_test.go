package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 2c645329: 30/36 overall, 9/15 tricky.
// Fixed: i1623-hc-admin-blacklist (adminblock.go adminBlockList; TestGeneralise1623AdminBlockList).
// Fixed: i1623-og-40302-unsupported (tokentransport.go requestUnsupported; TestGeneralise1623RequestUnsupported).
// Fixed: i1623-graf-slug-multiple (serverquotes.go multipleFound; TestGeneralise1623SeveralWithSame).
// Fixed: i1623-pd-not-acknowledged (stated.go statedPhrases; TestGeneralise1623NotAcknowledged).
// Fixed: i1623-pd-team-associations (worldstate.go standingWords; TestGeneralise1623ExistingAssociations).
// Fixed: i1623-pd-data-updated (roomwords.go staleSinceReadWords; TestGeneralise1623StaleSinceRead).
func TestIndependentCases1623(t *testing.T) {
	runIndependent(t, "testdata/independent1623.jsonl", true)
}

// An administrator's block list under a 429 (adminblock.go adminBlockList):
// Honeycomb's "event dropped due to administrative blacklist" (libhoney
// stubs; docs "administrative denylist") is denied, no wait lifts it. Near
// misses: Honeycomb's own "request dropped due to rate limiting", a
// temporary ban for too many requests, the 403 "administrative throttling"
// (transient), and a carrier's recipient block list (premise, set 1175).
func TestGeneralise1623AdminBlockList(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"honeycomb blacklist", "http", 429, "", `{"error":"event dropped due to administrative blacklist"}`, rung.KindDenied},
		{"honeycomb denylist", "http", 429, "", `{"error":"event dropped due to administrative denylist"}`, rung.KindDenied},
		{"deny list by an administrator", "http", 429, "", `Your account was added to the deny list by an administrator`, rung.KindDenied},
		{"near: rate limiting", "http", 429, "", `{"error":"request dropped due to rate limiting"}`, rung.KindTransient},
		{"near: temporary ban", "http", 429, "", `IP temporarily blacklisted due to too many requests by the administrator's policy`, rung.KindTransient},
		{"near: administrative throttling", "http", 403, "", `{"error":"event dropped due to administrative throttling"}`, rung.KindTransient},
		{"near: recipient pair block list", "http", 400, "", `The message From/To pair violates a blacklist rule.`, rung.KindPremise},
	})
}

// A 403 that says the service does not support the request itself
// (tokentransport.go requestUnsupported): Opsgenie 40302 "apiKey is valid
// and authorized but we do not support the request"
// (docs.opsgenie.com/docs/response) is invalid, change the call. Near
// misses keep denied: Opsgenie 40301's permissions, a plan that does not
// support the request, a text that also says "not authorized".
func TestGeneralise1623RequestUnsupported(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"opsgenie 40302", "http", 403, "40302", `{"code":40302,"message":"apiKey is valid and authorized but we do not support the request","took":0.001,"requestId":"5f6e"}`, rung.KindInvalid},
		{"does not support this request", "http", 403, "", `The service does not support this request for the given resource type`, rung.KindInvalid},
		{"near: opsgenie 40301", "http", 403, "40301", `{"message":"apiKey is valid but the apiKey cannot do this operation because of permissions"}`, rung.KindDenied},
		{"near: plan", "http", 403, "", `{"message":"Your subscription plan does not support this request"}`, rung.KindDenied},
		{"near: not authorized", "http", 403, "", `{"message":"You are not authorized: we do not support the request for this role"}`, rung.KindDenied},
	})
}

// Several objects sharing the attribute a lookup keyed on
// (serverquotes.go multipleFound, "with the same"): Grafana's 412
// "Multiple dashboards with the same slug exists"
// (ErrDashboardsWithSameSlugExists) is ambiguous, narrow by uid. Near
// misses: parts of the request itself ("Multiple fields with the same name
// exist") and a validation report stay invalid; Grafana's name-exists 412
// stays conflict.
func TestGeneralise1623SeveralWithSame(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"grafana slug", "http", 412, "", `{"message":"Multiple dashboards with the same slug exists"}`, rung.KindAmbiguous},
		{"users same email 409", "http", 409, "", `{"message":"Multiple users with the same email exist"}`, rung.KindAmbiguous},
		{"users same email found", "http", 400, "", `Multiple users with the same email found`, rung.KindAmbiguous},
		{"near: request fields", "http", 400, "", `{"message":"Multiple fields with the same name exist in the request"}`, rung.KindInvalid},
		{"near: errors found", "http", 400, "", `Multiple errors found in the request`, rung.KindInvalid},
		{"near: grafana name-exists", "http", 412, "", `{"message":"A dashboard with the same name in the folder already exists","status":"name-exists"}`, rung.KindConflict},
	})
}

// An incident or alert not in the acknowledged state the act needs
// (stated.go statedPhrases): PagerDuty REST 1012 "Incident is not
// Acknowledged" under a 400 is premise. Near misses: "Incident Already
// Acknowledged" stays conflict (set 387), "must be acknowledged before"
// keeps the 400's invalid, and a statuses filter naming "acknowledged"
// stays invalid.
func TestGeneralise1623NotAcknowledged(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pagerduty 1012", "http", 400, "1012", `{"error":{"message":"Incident is not Acknowledged","code":1012}}`, rung.KindPremise},
		{"alert has not been acknowledged", "http", 400, "", `Alert has not been acknowledged`, rung.KindPremise},
		{"bare", "", 0, "", `Incident is not Acknowledged`, rung.KindPremise},
		{"near: already acknowledged", "http", 400, "1002", `{"error":{"message":"Incident Already Acknowledged","code":1002}}`, rung.KindConflict},
		{"near: must be acknowledged before", "http", 400, "", `The incident must be acknowledged before it can be snoozed`, rung.KindInvalid},
		{"near: status filter", "http", 400, "2001", `{"error":{"message":"Invalid Input Provided","code":2001,"errors":["Status must be a list of triggered, acknowledged, or resolved."]}}`, rung.KindInvalid},
	})
}

// A delete refused because others still belong to the object, said of its
// associations (worldstate.go standingWords): PagerDuty REST 6006 "Team
// has existing associations" under a 400 is premise, detach them first.
// Near misses: PagerDuty 6002's reassignment team "is not valid" and an
// "associations must be an array" argument stay invalid.
func TestGeneralise1623ExistingAssociations(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pagerduty 6006", "http", 400, "6006", `{"error":{"message":"Team has existing associations","code":6006}}`, rung.KindPremise},
		{"project associations", "http", 400, "", `{"error":"Project has existing associations with teams"}`, rung.KindPremise},
		{"existing dependencies 409", "http", 409, "", `Cannot delete the schedule: it has existing dependencies`, rung.KindPremise},
		{"near: pagerduty 6002", "http", 400, "6002", `{"error":{"message":"Team has Incidents but Reassignment Team is not valid","code":6002}}`, rung.KindInvalid},
		{"near: argument shape", "http", 400, "", `associations must be an array`, rung.KindInvalid},
	})
}

// A write refused because the object changed after the caller's last
// read, said as a time or another user (roomwords.go staleSinceReadWords):
// PagerDuty REST 1005 "Data Updated Since Last Request" under a 400, the
// same under a 409 or 422, Grafana's "has been changed by someone else":
// premise by the stale-copy ruling. Near misses: an updated_since filter
// and PagerDuty 2004's since/until values stay invalid; "Nothing has
// changed since the last sync" keeps the 400's reading.
func TestGeneralise1623StaleSinceRead(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pagerduty 1005", "http", 400, "1005", `{"error":{"message":"Data Updated Since Last Request","code":1005}}`, rung.KindPremise},
		{"422 reload", "http", 422, "", `{"errors":["Data updated since last request; reload and try again"]}`, rung.KindPremise},
		{"409 since you last", "http", 409, "", `The record has been modified since you last retrieved it`, rung.KindPremise},
		{"400 someone else", "http", 400, "", `{"message":"This page has been changed by someone else since you opened it"}`, rung.KindPremise},
		{"grafana 412", "http", 412, "", `{"message":"The dashboard has been changed by someone else","status":"version-mismatch"}`, rung.KindPremise},
		{"near: updated_since filter", "http", 400, "", `{"error":"updated_since must be an ISO 8601 timestamp"}`, rung.KindInvalid},
		{"near: pagerduty 2004", "http", 400, "2004", `{"error":{"message":"Invalid time values in 'since' and/or 'until' parameters","code":2004}}`, rung.KindInvalid},
		{"near: nothing changed", "http", 400, "", `{"error":"Nothing has changed since the last sync"}`, rung.KindInvalid},
	})
}
