package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases381 runs held-out set 381: SaaS APIs' long tail (second draw), from the vendors' docs, labelled blind.
// First run at b1b292f: 24/35 overall, 13/23 tricky.
// i381-dropbox-409-email-unverified passes since the lead's class fixes after set 382 (pgvector dimensions, wraparound, unverified sender, several matches).
// Fixed later by set 987: i381-twilio-400-21614-not-mobile (worldstate.go: a well-formed number of a kind the channel cannot reach is premise).
// i381-sendgrid-403-sender-identity passes since the lead's class fixes after set 382 (pgvector dimensions, wraparound, unverified sender, several matches).
// Tolerated: i381-salesforce-403-api-disabled-for-org: premise vs denied (taxonomy 403 row: "not enabled" is premise): the earlier ruling stands.
func TestIndependentCases381(t *testing.T) {
	runIndependent(t, "testdata/independent381.jsonl", true,
		"i381-salesforce-403-api-disabled-for-org")
}

// TestGeneralise381 checks Salesforce errorCode values read by the code
// table whatever the client's wording, with near misses.
func TestGeneralise381(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Salesforce Connect REST (Chatter) body on a locked Case.
		{"connect entity locked", "http", 400, "", `[{"errorCode":"ENTITY_IS_LOCKED","message":"This record is locked. If you need to edit it, contact your admin"}]`, rung.KindPremise},
		// Apex REST custom endpoint that passes the DML error on.
		{"apex rest storage limit", "http", 400, "", `[{"errorCode":"STORAGE_LIMIT_EXCEEDED","message":"storage limit exceeded"}]`, rung.KindPremise},
		// Salesforce REST body, Apex DML message form.
		{"rest storage limit", "http", 400, "", `[{"message":"Insert failed. First exception on row 0; first error: STORAGE_LIMIT_EXCEEDED, storage limit exceeded: []","errorCode":"STORAGE_LIMIT_EXCEEDED","fields":[]}]`, rung.KindPremise},
		// Composite API subresponse body.
		{"composite cross reference", "http", 400, "", `[{"errorCode":"INSUFFICIENT_ACCESS_ON_CROSS_REFERENCE_ENTITY","message":"insufficient access rights on cross-reference id: 0015e00000AbCdE"}]`, rung.KindDenied},
		// Bulk API 2.0 failed-results sf__Error column.
		{"bulk field validation", "http", 400, "", `[{"message":"Amount must be positive","errorCode":"FIELD_CUSTOM_VALIDATION_EXCEPTION","fields":["Amount"]}]`, rung.KindInvalid},
		{"rest entity locked", "http", 400, "", `[{"message":"This record is locked. If you need to edit it, contact your admin","errorCode":"ENTITY_IS_LOCKED","fields":[]}]`, rung.KindPremise},
		// Near misses: the row lock stays transient, and the deleted record premise.
		{"row lock stays transient", "http", 400, "", `[{"message":"unable to obtain exclusive access to this record","errorCode":"UNABLE_TO_LOCK_ROW","fields":[]}]`, rung.KindTransient},
		{"required field stays invalid", "http", 400, "", `[{"message":"Required fields are missing: [Name]","errorCode":"REQUIRED_FIELD_MISSING","fields":["Name"]}]`, rung.KindInvalid},
	})
}

// TestGeneralise381Already checks a check or membership the step was to
// make, already held, read as conflict under any status, with near misses.
func TestGeneralise381Already(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"twilio already validated", "http", 400, "", `{"code": 21450, "message": "Phone number already validated on your account", "status": 400}`, rung.KindConflict},
		{"box already collaborator", "http", 400, "", `{"type":"error","status":400,"code":"user_already_collaborator","message":"User is already a collaborator"}`, rung.KindConflict},
		{"ses identity already verified", "", 0, "", "Email address is already verified.", rung.KindConflict},
		{"github email already verified", "http", 422, "", `{"message":"Validation Failed","errors":["Email has already been verified"]}`, rung.KindConflict},
		{"asana already collaborator", "http", 400, "", `{"errors":[{"message":"jane@example.com is already a collaborator on this task"}]}`, rung.KindConflict},
		{"dropbox already collaborator", "", 0, "", "The user is already a collaborator on this folder.", rung.KindConflict},
		// Near misses: a verification that failed, and a collaborator that is not one.
		{"verification failed stays", "http", 400, "", `{"message":"Phone number could not be verified"}`, rung.KindInvalid},
		{"not a collaborator stays denied", "http", 403, "", `{"message":"You are not a collaborator on this repository"}`, rung.KindDenied},
	})
}

// TestGeneralise381ArgTags checks a 409 whose body names a bad argument
// (Dropbox's endpoint errors) read as invalid, with near misses.
func TestGeneralise381ArgTags(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"dropbox upload disallowed name", "http", 409, "", `{"error_summary": "path/disallowed_name/.", "error": {".tag": "path", "reason": {".tag": "disallowed_name"}}}`, rung.KindInvalid},
		{"dropbox create folder disallowed name", "http", 409, "", `{"error_summary": "path/disallowed_name/...", "error": {".tag": "path", "path": {".tag": "disallowed_name"}}}`, rung.KindInvalid},
		{"dropbox copy into itself", "http", 409, "", `{"error_summary": "cant_copy_folder_into_itself/..", "error": {".tag": "cant_copy_folder_into_itself"}}`, rung.KindInvalid},
		{"dropbox move with status line", "http", 409, "", "HTTP/1.1 409 Conflict\n\n{\"error_summary\": \"cant_move_folder_into_itself/...\", \"error\": {\".tag\": \"cant_move_folder_into_itself\"}}", rung.KindInvalid},
		{"dropbox copy too many files", "http", 409, "", `{"error_summary": "too_many_files/.", "error": {".tag": "too_many_files"}}`, rung.KindInvalid},
		{"dropbox batch too many files", "http", 409, "", `{"error_summary": "too_many_files/..", "error": {".tag": "too_many_files"}}`, rung.KindInvalid},
		// Near misses: a file in the way stays conflict; too many writes stays transient.
		{"dropbox conflict file stays", "http", 409, "", `{"error_summary": "path/conflict/file/..", "error": {".tag": "path", "reason": {".tag": "conflict", "conflict": {".tag": "file"}}}}`, rung.KindConflict},
		{"dropbox too many writes stays", "http", 409, "", `{"error_summary": "too_many_write_operations/..", "error": {".tag": "too_many_write_operations"}}`, rung.KindTransient},
	})
}
