package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at fc4dd333: 23/36 overall, 5/17 tricky.
// Tolerated: i1751-telnyx-no-sim-group: invalid vs premise (ruling): set 1733's row keeps a missing Fleet (Twilio 83007, "does not belong to a Fleet") invalid; Telnyx 70007's enable action takes no group argument, so the group must be set first (case for the lead in the set's report).
// Tolerated: i1751-twilio-conflicting-update: invalid vs transient (ruling): set 1629's row keeps states that settle at the status's reading (as set 1733's tolerated 83009); Twilio 33010's docs say wait for the update in progress to finish (case for the lead).
// Tolerated: i1751-1ot-no-cost-history: premise vs ambiguous (one-off): a 404 "No SIM cost history for given ICCID in the given month" is an empty period for a real SIM; no honest wording rule separates it from a missing record under 404 in one set.
// Tolerated: i1751-1ot-no-diagnostics: premise vs ambiguous (one-off): "No diagnostics available for this SIM." under 404, the same empty answer for a real SIM.
// Tolerated: i1751-apollo-other-org: invalid vs denied (one-off): "SIM does not belong to this organisation" is another owner's SIM; "does not belong to" also names membership and list values, too broad to read as authority from one line.
func TestIndependentCases1751(t *testing.T) {
	runIndependent(t, "testdata/independent1751.jsonl", true, "i1751-telnyx-no-sim-group", "i1751-twilio-conflicting-update", "i1751-1ot-no-cost-history", "i1751-1ot-no-diagnostics", "i1751-apollo-other-org")
}

// TestGeneralise1751StatusProhibited: a status change refused because the
// object's current status forbids it, in the SIM platforms' words
// (statemachine.go statusBlocksAct, desiredStatusRefused,
// stateMachineWords). Sources: 1oT Terminal API E201 "Cannot change SIM
// status to desired state, the current status is prohibiting such an
// operation.", Twilio Programmable Wireless 33105's title "Transition
// invalid". Near misses: a status value the API does not know, a
// malformed transition id, a status the caller may not set.
func TestGeneralise1751StatusProhibited(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"1ot E201", "http", 400, "E201", `{"error":{"code":"E201","message":"Cannot change SIM status to desired state, the current status is prohibiting such an operation."}}`, rung.KindPremise},
		{"desired status without the article", "http", 400, "", `{"message":"Unable to change device to desired status from its current status"}`, rung.KindPremise},
		{"current status prohibits", "http", 422, "", `{"error":"The current status prohibits this operation"}`, rung.KindPremise},
		{"twilio 33105 title", "http", 400, "33105", `{"code": 33105, "message": "Transition invalid", "more_info": "https://www.twilio.com/docs/errors/33105", "status": 400}`, rung.KindPremise},
		{"status transition invalid", "http", 409, "", `{"message":"Status transition invalid for SIM 8901260882277048945"}`, rung.KindPremise},
		{"near miss: unknown status value", "http", 400, "", `{"error":{"code":"E200","message":"Invalid status value 'LIVEE'"}}`, rung.KindInvalid},
		{"near miss: invalid transition id", "http", 400, "", `{"errorMessages":["Transition id '99' is not valid for this issue type."],"errors":{}}`, rung.KindInvalid},
	})
}

// TestGeneralise1751DataLimitReached: a SIM's data allowance used up, said
// by the platform (generic.go kindQuota entries). Sources: Telnyx Wireless
// 70000 "The consumption reached the defined data limit. Please, update
// the SIM card group data limit.", 1oT E211 "Cannot resume/activate SIM
// because the amount of used data is equal to or exceeds the data limit
// set for this SIM." Near misses: 1oT E210, a new limit below what is
// used (invalid), a request's own data size (invalid), a rate limit
// (transient).
func TestGeneralise1751DataLimitReached(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"telnyx 70000", "http", 422, "70000", `{"errors": [{"code": "70000", "title": "Consumption reached data limit", "detail": "The consumption reached the defined data limit. Please, update the SIM card group data limit."}]}`, rung.KindPremise},
		{"1ot E211", "http", 400, "E211", `{"error":{"code":"E211","message":"Cannot resume/activate SIM because the amount of used data is equal to or exceeds the data limit set for this SIM."}}`, rung.KindPremise},
		{"data limit has been reached", "http", 403, "", `{"success":false,"error":"The data limit has been reached for this SIM"}`, rung.KindPremise},
		{"near miss: 1ot E210", "http", 400, "E210", `{"error":{"code":"E210","message":"Cannot set new data limit because it would exceed the current data usage."}}`, rung.KindInvalid},
		{"near miss: payload size", "http", 413, "", `{"message":"Request body exceeds the size limit"}`, rung.KindInvalid},
		{"near miss: rate limit", "http", 429, "", `{"errors":[{"code":"10011","title":"Too many requests","detail":"You have exceeded the maximum number of allowed requests."}]}`, rung.KindTransient},
	})
}

// TestGeneralise1751DeleteBlocked: a delete refused because the object
// still has others associated with it, or because of the role it plays
// (dependents.go holdsDependents, appwords.go removalRefusedInUse).
// Sources: Telnyx Wireless 70005 "... can not be deleted because there are
// SIM cards associated with the SIM card group." and 70006 "... can not be
// deleted because it is the default SIM card group on your account."
// Near misses: a delete of something not there (premise by another rule,
// kept), a delete the caller may not make (denied), a malformed id.
func TestGeneralise1751DeleteBlocked(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"telnyx 70005", "http", 422, "70005", `{"errors": [{"code": "70005", "title": "Could not delete SIM card group", "detail": "The SIM card group associated with the provided ID can not be deleted because there are SIM cards associated with the SIM card group."}]}`, rung.KindPremise},
		{"devices assigned", "http", 400, "", `{"message":"Fleet cannot be deleted because there are devices assigned to it"}`, rung.KindPremise},
		{"telnyx 70006", "http", 422, "70006", `{"errors": [{"code": "70006", "title": "Could not delete default SIM card group", "detail": "The SIM card group associated with the provided ID can not be deleted because it is the default SIM card group on your account."}]}`, rung.KindPremise},
		{"default profile", "http", 400, "", `{"error":"This profile cannot be deleted because it is the default profile"}`, rung.KindPremise},
		{"near miss: not permitted", "http", 403, "", `{"errors":[{"code":"10010","title":"Authorization failed","detail":"You do not have permission to perform the requested action on the specified resource or resources."}]}`, rung.KindDenied},
		{"near miss: invalid id", "http", 400, "", `{"errors":[{"code":"10006","title":"Invalid ID","detail":"The resource ID provided was invalid."}]}`, rung.KindInvalid},
	})
}

// TestGeneralise1751NameForbidden: a name the service refuses to accept,
// said with "forbidden" (generic.go, ahead of the bare "forbidden"). Source:
// 1oT Terminal API E220 "Cannot assign the SIM to the specified group
// because the name is forbidden." Near misses: a 403 "Forbidden", a
// "forbidden" that names the caller's rights.
func TestGeneralise1751NameForbidden(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"1ot E220", "http", 400, "E220", `{"error":{"code":"E220","message":"Cannot assign the SIM to the specified group because the name is forbidden."}}`, rung.KindInvalid},
		{"group name is forbidden", "http", 422, "", `{"message":"Group name is forbidden"}`, rung.KindInvalid},
		{"near miss: 403 forbidden", "http", 403, "", `{"message":"Forbidden"}`, rung.KindDenied},
		{"near miss: action forbidden", "http", 400, "", `{"error":"This action is forbidden for your API key"}`, rung.KindDenied},
	})
}

// TestGeneralise1751StatusLockedByAdmin: an object's status locked by an
// administrator (generic.go deniedWords). Source: 1oT Terminal API E202
// "SIM status is locked by an administrator." Near misses: an edit lock
// another user holds (transient, roomwords.go), an account an
// administrator blocked (premise, set 395).
func TestGeneralise1751StatusLockedByAdmin(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"1ot E202", "http", 400, "E202", `{"error":{"code":"E202","message":"SIM status is locked by an administrator."}}`, rung.KindDenied},
		{"locked by the administrator", "http", 400, "", `{"message":"Device status is locked by the administrator"}`, rung.KindDenied},
		{"near miss: locked by another user", "http", 423, "", `{"message":"The document is locked by another user"}`, rung.KindTransient},
	})
}
